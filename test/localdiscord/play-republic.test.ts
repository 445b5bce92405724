/**
 * The play page with the real Legatus bot on a Republic of Rome table: in
 * headless Chromium a member opens a table with two AIs by typing the slash
 * command, fills the seats and starts with the lobby's buttons, then casts a
 * Senate vote through the ephemeral builder. The page shows her private
 * builder only to her, and no other faction's (planted) treasury anywhere.
 * Test-only path: the game is advanced in the store (every seat playing what
 * the AI would, from the game's seed) to her first Senate vote.
 */
import { describe, expect, it } from 'vitest';
import { republic } from '../../src/games/republic';
import { chooseAction } from '../../src/games/republic/ai';
import type { RepublicState } from '../../src/games/republic/types';
import { buttons } from '../e2e/harness';
import { boards, privateMessages, usePlayPage } from './play-page';

const play = usePlayPage('republic');
const PLANTED = [8101, 8102, 8103];

describe('the play page with a Republic table', () => {
  it('opens a table, starts it with two AIs and casts a Senate vote through the builder', async () => {
    const page = await play.openAs('alice');
    await page.getByTestId('command-input').fill('/republic new players:3');
    await page.getByTestId('command-input').press('Escape');
    await page.getByTestId('command-send').click();
    for (let k = 0; k < 2; k++) {
      const before = await page.locator('[data-testid=message-content]').allTextContents();
      await page.locator('[data-testid=button][data-custom-id$=":yai"]').last().click();
      await expect.poll(async () => (await page.locator('[data-testid=message-content]').allTextContents()).join('\n')).not.toBe(before.join('\n'));
    }
    await page.locator('[data-testid=button][data-custom-id$=":ystart"]').last().click();
    const thread = await play.h.discord.waitFor(() => play.h.discord.threads()[0], 10_000);
    await page.getByTestId(`channel-${thread.id}`).click();
    await boards(page).first().waitFor();

    // To her first Senate vote, from the game's seed; the other factions' treasuries planted.
    const gameId = play.h.discord.messages(thread.id).flatMap((m) => buttons(m)).find((b) => b.custom_id.endsWith(':rp'))!.custom_id.split(':')[1];
    const game = (await play.h.repo.get<RepublicState>(gameId))!;
    let s = game.state!;
    for (const f of s.factions) { s.bank -= PLANTED[f.seat] - f.treasury; f.treasury = PLANTED[f.seat]; }
    for (let k = 0; k < 2000; k++) {
      const seat = republic.activePlayers(s)[0];
      if (seat === 0 && s.pending.at(-1)?.kind === 'vote') break;
      const action = chooseAction(republic.view(s, seat), seat, `${game.record.seed}:${s.version}`);
      const out = republic.apply(s, seat, action);
      if (!out.ok) throw new Error(out.error.code);
      game.record.actions.push({ player: seat, action });
      s = out.state;
    }
    expect(s.pending.at(-1)?.kind).toBe('vote');
    game.state = s;
    await play.h.repo.save(game);

    // Decide (an entry button: it opens the builder at the current position), then "for".
    const before = await boards(page).count();
    await boards(page).last().locator('[data-testid=button][data-custom-id$=":rp"]').click();
    const builder = privateMessages(page).last();
    await builder.getByText(/You decide: vote/).waitFor();
    // More than five answers (bribed votes, a veto...): a menu; the plain vote "for" is one of its options.
    const menu = builder.getByTestId('select-menu').first();
    const options = await menu.locator('option:not([disabled])').evaluateAll((os) => os.map((o) => ({ value: (o as HTMLOptionElement).value, text: o.textContent ?? '' })));
    const yea = options.find((o) => /^vote: for$/i.test(o.text.trim()));
    expect(yea, JSON.stringify(options)).toBeTruthy();
    await menu.selectOption(yea!.value);
    await expect.poll(() => boards(page).count(), { timeout: 20_000 }).toBeGreaterThan(before);

    const after = (await play.h.repo.get<RepublicState>(gameId))!;
    expect(after.record.actions[game.record.actions.length]).toEqual({ player: 0, action: { type: 'vote', choice: 'yea' } });
    // Her builder is hers: the public part of the page shows no treasury of another faction.
    // As whole numbers (also with a thousands separator): message ids and attachment URLs are long digit
    // strings that may contain a planted value by chance (a snowflake ...088102289408 held 8102).
    const html = await page.getByTestId('message-list').innerHTML();
    for (const v of PLANTED.slice(1)) {
      for (const shown of [String(v), v.toLocaleString('en-US')]) expect(html).not.toMatch(new RegExp(`(?<![\\d,])${shown}(?![\\d])`));
    }
    expect(play.h.discord.violations()).toEqual([]);
  }, 180_000);
});
