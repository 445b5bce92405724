/**
 * Autocomplete on the play page, in headless Chromium with the real Legatus
 * bot: typing into an option marked `autocomplete` sends a real autocomplete
 * interaction (type 4) and the bot's suggestions (type 8) appear under the
 * command box; choosing one puts its value in the line, and sending runs it.
 */
import { describe, expect, it } from 'vitest';
import { leagueRepositoryOf } from '../../src/storage/league-repository';
import { act } from '../e2e/harness';
import { usePlayPage } from './play-page';

const play = usePlayPage('autocomplete');

describe('autocomplete on the play page', () => {
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
});
