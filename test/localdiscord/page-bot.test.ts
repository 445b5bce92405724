/**
 * The play page with the real Legatus bot, in headless Chromium. Autocomplete:
 * typing into an option marked `autocomplete` sends a real autocomplete
 * interaction (type 4) and the bot's suggestions (type 8) appear under the
 * command box; choosing one puts its value in the line, and sending runs it.
 * A member who chose DMs (/settings) reads them under the bot's name in the sidebar.
 */
import { describe, expect, it } from 'vitest';
import { leagueRepositoryOf } from '../../src/storage/league-repository';
import { act, latestBoard, mentioned, playOneMove, startDuel, userName } from '../e2e/harness';
import { usePlayPage } from './play-page';

const play = usePlayPage('page-bot');

describe('the play page: autocomplete and direct messages', () => {
  it('shows the bot\'s suggestions for a league name, and the chosen one runs', async () => {
    const { h } = play;
    const { discord } = h;
    for (const name of ['Senate Cup', 'Empire']) {
      await act(h, () => discord.as('alice').slash(discord.channelId, 'league-admin', { subcommand: 'create', options: { name, game: 'caesar' } }));
    }
    const page = await play.openAs('bob');
    const input = page.getByTestId('command-input');
    const list = page.getByTestId('command-suggestions');
    await input.fill('/league join league:Sen');
    await list.getByText('Senate Cup').waitFor();
    await expect(list.textContent()).resolves.not.toContain('Empire');
    await input.press('ArrowDown');
    await input.press('Enter');
    await expect(input.inputValue()).resolves.toBe('/league join league:"Senate Cup" ');
    await input.press('Enter');
    // The command ran: bob is a member of the league he chose.
    const members = async () => (await leagueRepositoryOf(h.repo).listGuild(discord.guildId))
      .find((s) => s.league.name === 'Senate Cup')!.members.map((m) => m.userId);
    await expect.poll(members, { timeout: 10_000 }).toEqual([discord.users.bob.id]);
  });

  it('shows a member the direct messages the bot sent them, and nobody else', async () => {
    const { h } = play;
    const { discord } = h;
    await act(h, () => discord.as('carol').slash(discord.channelId, 'settings', { options: { notifications: 'dm' } }));
    const { threadId } = await startDuel(h, 'dave', 'carol');
    // Carol chose DMs, so the board that announces her turn mentions nobody: play until her DM arrives
    // (who moves first is the seed's choice).
    for (let k = 0; discord.directMessages('carol').length === 0; k++) {
      expect(k).toBeLessThan(5);
      await playOneMove(h, threadId);
    }
    expect(discord.directMessages('carol').length).toBeGreaterThan(0);
    const page = await play.openAs('carol');
    const dmItem = page.locator('[data-testid^=channel-]').filter({ hasText: /^@ / });
    await dmItem.click();
    await page.getByTestId('message').filter({ hasText: 'Your turn in Caesar!' }).first().waitFor();
    const other = await play.openAs('dave');
    await expect(other.locator('[data-testid^=channel-]').filter({ hasText: /^@ / }).count()).resolves.toBe(0);
  });
});
