/**
 * Leagues on the test game only (Numbers): a league game is started from the
 * schedule through the contract, played to its end, and its result lands in
 * the league through the "game finished" event.
 */
import { describe, expect, it } from 'vitest';
import { executeLeague } from '../../src/bot/leagues/handlers';
import { playMove, postBoard, startGame } from '../../src/bot/service';
import { registerGame } from '../../src/core/registry';
import { numbers } from '../../src/games/numbers';
import { numbersPlugin } from '../../src/games/numbers/plugin';
import type { NumbersState } from '../../src/games/numbers/types';
import { leagueRepositoryOf } from '../../src/storage/league-repository';
import { leagueCommand, leagueContext, type Member } from './fake-command';

registerGame(numbersPlugin);

const admin: Member = { id: 'admin', permissions: ['ManageGuild'] };
const alice: Member = { id: 'alice' };
const bob: Member = { id: 'bob' };

async function run(ctx: any, member: Member, sub: string, options: Record<string, any> = {}) {
  const call = leagueCommand(member, sub, options);
  await executeLeague(ctx, call.i, call.log as never);
  return { reply: call.replies[0], log: call.log };
}

describe('a league of the test game', () => {
  it('schedules, starts and records a game played to its end', async () => {
    const { ctx, sent } = leagueContext();
    const repo = leagueRepositoryOf(ctx.repo);
    const created = await run(ctx, admin, 'create', { name: 'Tally', game: 'numbers', format: 'round-robin' });
    expect(created.reply.content).toContain('Numbers');
    for (const m of [alice, bob]) await run(ctx, m, 'join');
    await run(ctx, admin, 'start-season');
    await run(ctx, admin, 'pair');
    const played = await run(ctx, alice, 'play');
    // The rated game waits for bob's Accept; accepting starts it.
    expect(played.log.outcome).toBe('challenged');
    const offered = (await ctx.repo.get<NumbersState>(played.log.gameId!))!;
    await ctx.mutex.run(offered.meta.id, () => startGame(ctx, offered));
    const game = (await ctx.repo.get<NumbersState>(played.log.gameId!))!;
    expect(game.meta.kind).toBe('duel');
    expect([...game.meta.seats].sort()).toEqual(['alice', 'bob']);
    while (game.meta.status === 'active') {
      const s = game.state!;
      const out = await ctx.mutex.run(game.meta.id, () => playMove(ctx, game, s.active, numbers.legalActions(s, s.active)[0]));
      expect(out.ok).toBe(true);
    }
    // The final move owes its board and league result (the game's outbox); the component handler delivers them.
    expect(game.outbox?.map((i) => i.kind)).toEqual(['board', 'finished']);
    await ctx.mutex.run(game.meta.id, () => postBoard(ctx, game));
    expect((await ctx.repo.get(game.meta.id))!.outbox).toBeUndefined();
    const [state] = await repo.listGuild('guild');
    expect(state.league.game).toBe('numbers');
    expect(state.matches).toHaveLength(1);
    expect(state.matches[0]).toMatchObject({ gameId: game.meta.id, source: 'game', round: 1 });
    const result = game.record.result!;
    const ranks = Object.fromEntries(state.matches[0].players.map((p, k) => [p, state.matches[0].ranks[k]]));
    expect(ranks).toEqual(Object.fromEntries(game.meta.seats.map((u, seat) => [u, result.ranks[seat]])));
    expect(sent.some((s) => s.payload.files?.[0]?.name === 'league-standings-s1.png')).toBe(true);
  }, 30_000);
});
