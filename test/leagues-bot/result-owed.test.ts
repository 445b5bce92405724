/**
 * A league result that cannot be saved (the store refuses the league's
 * write when the game ends) is not lost: it stays owed in the finished game's
 * record, however long the store refuses (it is never given up like a post),
 * and the first upkeep pass after the store recovers records it and posts the standings.
 */
import { describe, expect, it } from 'vitest';
import { executeLeague } from '../../src/bot/leagues/handlers';
import { MAX_ATTEMPTS } from '../../src/bot/outbox';
import { runUpkeep } from '../../src/bot/reminders';
import { playMove, postBoard, startGame } from '../../src/bot/service';
import { registerGame } from '../../src/core/registry';
import { numbers } from '../../src/games/numbers';
import { numbersPlugin } from '../../src/games/numbers/plugin';
import type { NumbersState } from '../../src/games/numbers/types';
import { leagueRepositoryOf } from '../../src/storage/league-repository';
import { leagueCommand, leagueContext, type Member } from './fake-command';

registerGame(numbersPlugin);

const admin: Member = { id: 'admin', permissions: ['ManageGuild'] };

async function run(ctx: any, member: Member, sub: string, options: Record<string, any> = {}) {
  const call = leagueCommand(member, sub, options);
  await executeLeague(ctx, call.i, call.log as never);
  return { reply: call.replies[0], log: call.log };
}

describe('a league result the store could not take', () => {
  it('stays owed by the finished game and is recorded by the next upkeep', async () => {
    const { ctx, sent, setNow, now } = leagueContext();
    const repo = leagueRepositoryOf(ctx.repo);
    await run(ctx, admin, 'create', { name: 'Tally', game: 'numbers', format: 'round-robin' });
    for (const id of ['alice', 'bob']) await run(ctx, { id }, 'join');
    await run(ctx, admin, 'start-season');
    await run(ctx, admin, 'pair');
    const played = await run(ctx, { id: 'alice' }, 'play');
    const offered = (await ctx.repo.get<NumbersState>(played.log.gameId!))!;
    await ctx.mutex.run(offered.meta.id, () => startGame(ctx, offered));
    const game = (await ctx.repo.get<NumbersState>(played.log.gameId!))!;

    // From now on the store refuses every write of a league record (a full disk for that key).
    const map = ctx.repo.keyv.store as Map<string, unknown>;
    const set = map.set.bind(map);
    let full = true;
    map.set = (k: string, v: unknown) => {
      if (full && /^[a-z]+:league:/.test(k)) throw new Error('SQLITE_FULL: database or disk is full');
      return set(k, v);
    };
    while (game.meta.status === 'active') {
      const s = game.state!;
      await ctx.mutex.run(game.meta.id, () => playMove(ctx, game, s.active, numbers.legalActions(s, s.active)[0]));
    }
    // The final board goes out; the league result cannot be saved, and stays owed.
    await ctx.mutex.run(game.meta.id, () => postBoard(ctx, game));
    expect((await repo.listGuild('guild'))[0].matches).toHaveLength(0);
    expect((await ctx.repo.get(game.meta.id))!.outbox).toMatchObject([{ kind: 'finished', version: game.state!.version, attempts: 1 }]);
    expect(await ctx.repo.pendingGames()).toEqual([game.meta.id]);

    // However long the store refuses, the result is never given up: each pass after its retry time tries again.
    for (let pass = 0; pass < MAX_ATTEMPTS + 3; pass++) {
      const owed = (await ctx.repo.get(game.meta.id))!.outbox![0];
      setNow(Math.max(now(), owed.retryAt ?? now()));
      await runUpkeep(ctx);
    }
    const stillOwed = (await ctx.repo.get(game.meta.id))!;
    expect(stillOwed.outbox).toMatchObject([{ kind: 'finished', version: game.state!.version }]);
    expect(stillOwed.outbox![0].attempts).toBeGreaterThan(MAX_ATTEMPTS);
    expect(stillOwed.failedPosts ?? []).toEqual([]);

    full = false;
    setNow(stillOwed.outbox![0].retryAt!);
    await runUpkeep(ctx);
    const [state] = await repo.listGuild('guild');
    expect(state.matches).toHaveLength(1);
    expect(state.matches[0].gameId).toBe(game.meta.id);
    expect((await ctx.repo.get(game.meta.id))!.outbox).toBeUndefined();
    expect(await ctx.repo.pendingGames()).toEqual([]);
    expect(sent.some((s) => s.payload.files?.[0]?.name === 'league-standings-s1.png')).toBe(true);
  }, 30_000);
});
