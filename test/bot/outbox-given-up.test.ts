/**
 * A finished game whose final board Discord keeps refusing (a 403 in its
 * thread, not a deleted place): the league result is recorded at once, not
 * after the board's retries; once the board is given up the game leaves the
 * open-games index with nothing more owed, and its record (actions, result,
 * the given-up post) is kept.
 */
import { DiscordAPIError } from 'discord.js';
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
import { leagueCommand, leagueContext, type Member } from '../leagues-bot/fake-command';

registerGame(numbersPlugin);

const admin: Member = { id: 'admin', permissions: ['ManageGuild'] };

async function run(ctx: any, member: Member, sub: string, options: Record<string, any> = {}) {
  const call = leagueCommand(member, sub, options);
  await executeLeague(ctx, call.i, call.log as never);
  return call.log;
}

const missingAccess = () => new DiscordAPIError({ code: 50001, message: 'Missing Access' }, 50001, 403, 'POST', '/channels/x/messages', {});

describe('a finished game whose final board is given up', () => {
  it('records its league result at once, then leaves the open-games index with its record kept', async () => {
    const { ctx, sent, setNow, now } = leagueContext();
    await run(ctx, admin, 'create', { name: 'Tally', game: 'numbers', format: 'round-robin' });
    for (const id of ['alice', 'bob']) await run(ctx, { id }, 'join');
    await run(ctx, admin, 'start-season');
    await run(ctx, admin, 'pair');
    const played = await run(ctx, { id: 'alice' }, 'play');
    const offered = (await ctx.repo.get<NumbersState>(played.gameId!))!;
    await ctx.mutex.run(offered.meta.id, () => startGame(ctx, offered));
    const game = (await ctx.repo.get<NumbersState>(played.gameId!))!;
    const threadId = game.meta.threadId!;
    expect(threadId).not.toBe(game.meta.channelId);

    // From now on every post in the game's thread is refused; the league's channel still takes posts.
    const channels = ctx.client.channels as unknown as { fetch: (id: string) => Promise<any> };
    const fetch = channels.fetch.bind(channels);
    let refusals = 0;
    channels.fetch = async (id: string) => {
      const channel = await fetch(id);
      if (id !== threadId) return channel;
      return { ...channel, send: async () => { refusals++; throw missingAccess(); } };
    };
    while (game.meta.status === 'active') {
      const s = game.state!;
      await ctx.mutex.run(game.meta.id, () => playMove(ctx, game, s.active, numbers.legalActions(s, s.active)[0]));
    }
    await expect(ctx.mutex.run(game.meta.id, () => postBoard(ctx, game))).rejects.toThrow();

    // The board waits for its retries, but the result is in the league already and its standings posted.
    const [league] = await leagueRepositoryOf(ctx.repo).listGuild('guild');
    expect(league.matches.map((m) => m.gameId)).toEqual([game.meta.id]);
    expect(sent.some((s) => s.channelId === game.meta.channelId && s.payload.files?.[0]?.name === 'league-standings-s1.png')).toBe(true);
    const owed = (await ctx.repo.get(game.meta.id))!;
    expect(owed.outbox).toMatchObject([{ kind: 'board', version: game.state!.version, attempts: 1 }]);
    expect((await ctx.repo.openIndex())[game.meta.id]).toMatchObject({ status: 'finished', pending: true });
    expect(await ctx.repo.openGamesOf('alice')).not.toContain(game.meta.id);

    // Each pass after the retry time is one more attempt, until the board is given up.
    for (let pass = 0; pass < MAX_ATTEMPTS + 3; pass++) {
      const item = (await ctx.repo.get(game.meta.id))!.outbox?.[0];
      if (!item) break;
      setNow(Math.max(now(), item.retryAt ?? now()));
      await runUpkeep(ctx);
    }
    expect(refusals).toBe(MAX_ATTEMPTS);
    const done = (await ctx.repo.get<NumbersState>(game.meta.id))!;
    expect(done.outbox).toBeUndefined();
    expect(done.failedPosts).toEqual([{ kind: 'board', version: game.state!.version, attempts: MAX_ATTEMPTS, at: now() }]);
    expect(done.meta.status).toBe('finished');
    expect(done.record.result).toEqual(game.record.result);
    expect(done.record.actions).toHaveLength(game.record.actions.length);
    // Out of the index: nothing owed, no pass touches it again, and the thread still leads to the game.
    expect(Object.keys(await ctx.repo.openIndex())).not.toContain(game.meta.id);
    expect(await ctx.repo.pendingGames()).toEqual([]);
    expect(await ctx.repo.gameOfThread(threadId)).toBe(game.meta.id);
    setNow(now() + 24 * 3_600_000);
    await runUpkeep(ctx);
    expect(refusals).toBe(MAX_ATTEMPTS);
    // The result was recorded once, not again on any pass.
    expect((await leagueRepositoryOf(ctx.repo).listGuild('guild'))[0].matches).toHaveLength(1);
  }, 30_000);
});
