/**
 * A corrupted open-games index (and a corrupted game next to it) no longer
 * stops the bot from starting: both are quarantined, the index is rebuilt
 * from the games, and the games that are intact go on.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { act, playOneMove, startDuel, startHarness, type Harness } from './harness';

let h: Harness;
beforeAll(async () => { h = await startHarness(); });
afterAll(async () => { await h?.close(); });

async function damage(key: string, text: string): Promise<void> {
  const store = h.repo.keyv.store as { query(sql: string, ...p: unknown[]): Promise<unknown> };
  await store.query('INSERT INTO keyv(key, value) VALUES(?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value', `legatus:${key}`, text);
}

describe('a store with corrupted records', () => {
  it('starts, quarantines them, and the intact game goes on', async () => {
    const { discord } = h;
    const { threadId, gameId } = await startDuel(h, 'alice', 'bob');

    await damage('index:open', '\u0000\u0000garbage');
    await damage('game:zzzzzzzz', '{"value":{"meta":{"id":"zzzzzzzz"');
    await h.restartBot();

    expect(h.logs.some((l) => l.includes('"msg":"bot ready"'))).toBe(true);
    expect(Object.keys(await h.repo.openIndex())).toEqual([gameId]);
    expect((await h.repo.quarantined()).map((q) => q.key)).toContain('index:open');
    expect(h.logs.some((l) => l.includes('"level":50') && l.includes('corrupted record quarantined'))).toBe(true);
    await playOneMove(h, threadId);
    const status = await act(h, () => discord.as('bob').slash(discord.channelId, 'game', { subcommand: 'status' }));
    expect(discord.message(status.messages()[0].id)!.content).toMatch(/your turn|waiting for/);
  }, 60_000);
});
