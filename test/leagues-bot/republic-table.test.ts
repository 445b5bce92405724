/**
 * A league table of The Republic of Rome: /league play invites the scheduled
 * table's three members, who accept, every seat is then handed to the AI (as the table's
 * vote to let the AI play a slow seat does) so the game runs to its end on its
 * own through the table upkeep, and the end records the engine's ranks for
 * the league's players by seat, whoever plays the seats by then.
 */
import { describe, expect, it } from 'vitest';
import { executeLeague } from '../../src/bot/leagues/handlers';
import { runUpkeep } from '../../src/bot/reminders';
import type { RepublicState } from '../../src/games/republic/types';
import { answerInvitation, leagueCommand, pairedTable, type Member } from './fake-command';
import '../../src/games'; // registers the real games

async function run(ctx: any, member: Member, sub: string, options: Record<string, any> = {}) {
  const call = leagueCommand(member, sub, options);
  await executeLeague(ctx, call.i, call.log as never);
  return { reply: call.replies[0], log: call.log };
}

describe('a league table of The Republic of Rome', () => {
  it('runs to the end with the AIs in the seats and records the ranks of the league\'s players', async () => {
    const { env, repo, league: paired, seats } = await pairedTable('republic', ['p1', 'p2', 'p3'], { name: 'Senatus' });
    expect(seats).toHaveLength(3);
    // /league play invites the table; it starts when the other two accept.
    const played = await run(env.ctx, { id: seats[0] }, 'play');
    expect(played.log.outcome).toBe('invited');
    const gameId = played.log.gameId!;
    expect((await answerInvitation(env.ctx, seats[1], gameId, 'accept')).outcome).toBe('accepted');
    expect((await answerInvitation(env.ctx, seats[2], gameId, 'accept')).outcome).toBe('started');
    const game = (await env.ctx.repo.get<RepublicState>(gameId))!;
    expect(game.meta).toMatchObject({ kind: 'table', status: 'active', seats });
    expect(game.state!.factions.filter((f) => f.kind === 'player')).toHaveLength(3);
    expect(game.meta.table!.settings).toMatchObject({ scenario: 'early' });

    // Every seat to the AI, as a won vote does (src/bot/table-seats.ts): the seat's user becomes null.
    for (let k = 0; k < seats.length; k++) {
      game.meta.seats[k] = null;
      game.meta.table!.ai[k] = true;
    }
    await env.ctx.repo.save(game);
    let end = (await env.ctx.repo.get<RepublicState>(gameId))!;
    for (let pass = 0; pass < 200 && end.meta.status === 'active'; pass++) {
      await runUpkeep(env.ctx);
      end = (await env.ctx.repo.get<RepublicState>(gameId))!;
    }
    expect(end.meta.status).toBe('finished');
    const result = end.record.result!;
    expect(result.ranks).toHaveLength(3);
    // The result owed to the league was delivered with the final board.
    await runUpkeep(env.ctx);
    const state = (await repo.get(paired.league.id))!;
    expect(state.matches).toHaveLength(1);
    expect(state.matches[0]).toMatchObject({ players: seats, ranks: result.ranks, gameId, round: 1 });
    expect(state.seasons[0].rounds[0].tables[0].result?.ranks).toEqual(result.ranks);
  }, 300_000);
});
