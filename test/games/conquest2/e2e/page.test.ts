/**
 * The play page with the real Legatus bot and Conquest II: alice opens a
 * table from the command box, adds an AI and starts; in the thread she makes
 * a bid through the three bid menus and, once the alliances stand and her
 * units are placed, one action, by clicking what the page shows. Her
 * Senators appear only in her private messages.
 */
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { boards, privateMessages, usePlayPage } from '../../../localdiscord/play-page';
import type { C2State } from '../../../../src/games/conquest2/types';

const play = usePlayPage('conquest2');

async function changed(page: Page, builder: Locator, old: string | null): Promise<void> {
  const id = await builder.getAttribute('data-message-id');
  await page.waitForFunction(([mid, text]) => {
    const el = document.querySelector(`[data-message-id="${mid}"] [data-testid=message-content]`);
    return !el || el.textContent !== text;
  }, [id, old] as const);
}

async function choose(page: Page, builder: Locator, customIdPart: string, value: string): Promise<void> {
  const old = await builder.getByTestId('message-content').textContent();
  await builder.locator(`[data-testid=select-menu][data-custom-id*="${customIdPart}"]`).selectOption(value);
  await changed(page, builder, old);
}

const stored = async () => {
  const id = Object.keys(await play.h.repo.openIndex())[0];
  return (await play.h.repo.get<C2State>(id))!;
};

describe('the play page with Conquest of the Empire II', () => {
  it('lets a member open a table, bid through the menus and take an action', async () => {
    const alice = await play.openAs('alice');
    await alice.getByTestId('command-input').fill('/conquest2 new players:2');
    await alice.getByTestId('command-input').press('Escape');
    await alice.getByTestId('command-send').click();
    const addAi = alice.locator('[data-testid=button][data-custom-id$=":xai"]');
    await addAi.waitFor();
    await addAi.click();
    await expect.poll(async () => (await alice.getByTestId('message-content').allTextContents()).join('\n')).toMatch(/2\. Blue: AI/);
    await alice.locator('[data-testid=button][data-custom-id$=":xstart"]').click();
    const thread = await play.h.discord.waitFor(() => play.h.discord.threads()[0], 10_000);
    await alice.getByTestId(`channel-${thread.id}`).click();
    await boards(alice).first().waitFor();

    let bids = 0;
    let actions = 0;
    for (let guard = 0; guard < 30 && actions === 0; guard++) {
      const s = (await stored()).state!;
      const before = await privateMessages(alice).count();
      // An AI's move may post a newer board just as she clicks, and the older board loses its
      // buttons: a click on a button that is gone does nothing (as in Discord), so she clicks the
      // newest board again until her private builder opens.
      await expect.poll(async () => {
        if ((await privateMessages(alice).count()) > before) return true;
        await boards(alice).last().locator('[data-testid=button][data-custom-id$=":qp"]').click({ timeout: 5_000 }).catch(() => undefined);
        return (await privateMessages(alice).count()) > before;
      }, { timeout: 30_000, interval: 1_000 }).toBe(true);
      const builder = privateMessages(alice).last();
      await expect.poll(() => builder.getByTestId('message-content').textContent()).toMatch(/only you see them/);
      if (s.phase === 'auction') {
        // Bid: the first amount offered, then the proposal boxes.
        await choose(alice, builder, ':qc', 'bid');
        const amount = await builder.locator('[data-testid=select-menu][data-custom-id$=":qn"] option:not([disabled])').first().getAttribute('value');
        await choose(alice, builder, ':qn', amount!);
        const a = await builder.locator('[data-testid=select-menu][data-custom-id*=":qn:"] option:not([disabled])').first().getAttribute('value');
        await choose(alice, builder, ':qn:', a!);
        const b = builder.locator('[data-testid=select-menu][data-custom-id*=":qn:"] option:not([disabled])');
        if (await b.count()) await choose(alice, builder, ':qn:', (await b.first().getAttribute('value'))!);
        bids++;
      } else {
        // Placing or an action: the first category and its first choice.
        const cat = await builder.locator('[data-testid=select-menu][data-custom-id$=":qc"] option:not([disabled])').first().getAttribute('value');
        await choose(alice, builder, ':qc', cat!);
        const pick = await builder.locator('[data-testid=select-menu][data-custom-id$=":qa"] option:not([disabled])').first().getAttribute('value');
        await choose(alice, builder, ':qa', pick!);
        if (s.phase === 'actions') actions++;
      }
      await expect.poll(async () => (await stored()).state!.version).toBeGreaterThan(s.version);
    }
    expect(bids).toBeGreaterThan(0);
    expect(actions).toBe(1);
    const record = (await stored()).record.actions.filter((x) => x.player === 0).map((x) => (x.action as { type: string }).type);
    expect(record).toContain('bid');
    expect(record.some((x) => !['bid', 'auctionPass', 'place'].includes(x))).toBe(true);
    // Alice's Senators never reach a public message.
    for (const m of play.h.discord.messages(thread.id)) expect(m.content).not.toMatch(/only you see them/);
    await alice.screenshot({ path: join(tmpdir(), 'localdiscord-conquest2-alice.png') });
    expect(play.h.discord.violations()).toEqual([]);
  }, 120_000);
});
