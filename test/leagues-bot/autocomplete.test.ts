/** Autocomplete of league names in /league and /league-admin: the server's leagues matching what was typed, best first. */
import { describe, expect, it } from 'vitest';
import { leagueAdminCommand, leagueCommand as leagueDefinition } from '../../commands/league';
import { executeLeague, suggestLeagueOptions, suggestLeagues } from '../../src/bot/leagues/handlers';
import { leagueCommand, leagueContext, type Member } from './fake-command';
import '../../src/games';

const admin: Member = { id: 'admin', permissions: ['ManageGuild'] };

function typing(value: string, name = 'league', guildId: string | null = 'guild') {
  const answers: { name: string; value: string }[][] = [];
  const i: any = { guildId, options: { getFocused: () => ({ name, value }) }, respond: async (list: any) => { answers.push(list); } };
  return { i, answers };
}

describe('league name autocomplete', () => {
  it('suggests the server\'s leagues containing the typed text, those starting with it first', async () => {
    const env = leagueContext();
    for (const name of ['Senate Cup', 'Empire', 'Roman Senate']) {
      const call = leagueCommand(admin, 'create', { name, game: 'caesar' });
      await executeLeague(env.ctx, call.i, call.log as never);
    }
    const sen = typing('sen');
    await suggestLeagues(env.ctx, sen.i);
    expect(sen.answers).toEqual([[{ name: 'Senate Cup', value: 'Senate Cup' }, { name: 'Roman Senate', value: 'Roman Senate' }]]);
    const all = typing('');
    await suggestLeagues(env.ctx, all.i);
    expect(all.answers[0].map((a) => a.name)).toEqual(['Empire', 'Roman Senate', 'Senate Cup']);
    const other = typing('x', 'member');
    await suggestLeagues(env.ctx, other.i);
    expect(other.answers).toEqual([[]]);
  });

  it('marks the league option of both commands for autocomplete', () => {
    for (const command of [leagueDefinition(), leagueAdminCommand()]) {
      expect(command.autocomplete).toBe(suggestLeagueOptions);
      const leagueOptions = (command.data.options ?? []).flatMap((s: any) => s.options ?? []).filter((o: any) => o.name === 'league');
      expect(leagueOptions.length).toBeGreaterThan(0);
      for (const o of leagueOptions) expect(o.autocomplete).toBe(true);
    }
  });
});
