/**
 * An owed post Discord keeps refusing (not a deleted place: a 403 on every
 * post in the thread) is retried a bounded number of times, the periodic
 * pass waiting a doubling delay between attempts, then given up: one error
 * line with the game, the post and the error's codes only, the post marked
 * failed in the game's record, and `/game board` posts the board anew once
 * Discord takes posts again.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_ATTEMPTS, retryDelayMs } from '../../src/bot/outbox';
import type { OutboxItem } from '../../src/storage';
import { act, playOneMove, startDuel, startHarness, type Harness } from './harness';

let h: Harness;
let now = Date.UTC(2026, 0, 1);
beforeAll(async () => { h = await startHarness({}, () => now); });
afterAll(async () => { await h?.close(); });

const boards = (threadId: string) => h.discord.messages(threadId).filter((m) => m.attachments.length > 0);

describe('an owed post Discord keeps refusing', () => {
  it('is retried with growing waits, then given up with one structured line and marked failed', async () => {
    const { discord } = h;
    const { threadId, gameId } = await startDuel(h, 'alice', 'bob');
    const before = boards(threadId).length;

    const refused = discord.faults.add({ method: 'POST', path: `/channels/${threadId}/messages`, status: 403 });
    await playOneMove(h, threadId).catch(() => undefined);
    const owed = async (): Promise<OutboxItem | undefined> => (await h.repo.get(gameId))!.outbox?.[0];
    expect((await owed())!.kind).toBe('board');
    // After a first failure the next pass tries again at once; from the second on, it waits.
    if ((await owed())!.attempts === 1) {
      expect((await owed())!.retryAt).toBe(now);
      await h.bot.upkeep();
    }
    const first = (await owed())!;
    expect(first.attempts).toBe(2);
    expect(first.retryAt).toBe(now + retryDelayMs(2));
    expect(retryDelayMs(2)).toBeGreaterThan(0);

    // The periodic pass does not try again before the retry time.
    const hits = refused.hits;
    await h.bot.upkeep();
    expect(refused.hits).toBe(hits);
    expect(await owed()).toEqual(first);

    // Each pass after the retry time is one more attempt, with a longer wait after it.
    const waits: number[] = [];
    for (let attempts = first.attempts!; attempts < MAX_ATTEMPTS - 1; attempts++) {
      const item = (await owed())!;
      now = item.retryAt!;
      await h.bot.upkeep();
      const next = (await owed())!;
      expect(next.attempts).toBe(attempts + 1);
      waits.push(next.retryAt! - now);
    }
    expect(waits).toEqual([...waits].sort((a, b) => a - b));
    expect(waits.at(-1)!).toBeGreaterThan(waits[0]);

    // The last attempt gives the post up.
    now = (await owed())!.retryAt!;
    await h.bot.upkeep();
    const game = (await h.repo.get(gameId))!;
    expect(game.outbox).toBeUndefined();
    expect(game.failedPosts).toEqual([{ kind: 'board', version: first.version, attempts: MAX_ATTEMPTS, at: now }]);
    expect(Object.keys(await h.repo.openIndex())).toContain(gameId);
    expect(await h.repo.pendingGames()).not.toContain(gameId);

    const gaveUp = h.logs.filter((l) => l.includes('"owed post given up"')).map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(gaveUp).toHaveLength(1);
    expect(gaveUp[0]).toMatchObject({ level: 50, gameId, kind: 'board', version: first.version, attempts: MAX_ATTEMPTS, status: 403, error: 'DiscordAPIError' });
    // Codes only: no error text, no post content, nothing of the game's state.
    expect(Object.keys(gaveUp[0]).sort()).toEqual(['app', 'attempts', 'code', 'error', 'gameId', 'kind', 'level', 'msg', 'status', 'time', 'version'].sort());
    // Nothing more is tried.
    const finalHits = refused.hits;
    now += 24 * 3_600_000;
    await h.bot.upkeep();
    expect(refused.hits).toBeLessThanOrEqual(finalHits + 1); // at most the turn reminder, no board

    // Once Discord takes posts again, the players get the board on request.
    refused.remove();
    await act(h, () => discord.as('alice').slash(threadId, 'game', { subcommand: 'board' }));
    expect(boards(threadId).length).toBeGreaterThan(before);
  }, 60_000);
});
