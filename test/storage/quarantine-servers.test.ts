/**
 * Quarantine and index rebuild on real Redis and PostgreSQL servers: the
 * listing of game records that a rebuild needs works on each backend.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GameRepository, openKeyv, type StoredGame } from '../../src/storage';
import { rawSet } from '../../src/storage/raw';
import { startPostgres, startRedis, type TestServer } from './servers';

function game(id: string, status: StoredGame['meta']['status']): StoredGame {
  return {
    meta: {
      id, game: 'caesar', status, kind: 'duel', guildId: 'g', channelId: 'chan', threadId: null, seats: ['alice', 'bob'],
      challenger: 'alice', opponent: 'bob', aiLevel: null, locale: 'en', createdAt: 1, updatedAt: 1, lastMoveAt: 1, expiresAt: null,
      challengeMessageId: null, boardMessageId: null, remindedVersion: null, abandonRequestedBy: null, lastEvents: [],
    },
    record: { game: 'caesar', options: {}, seed: 's', actions: [] },
    state: { game: 'caesar', schema: 2, version: 0 },
  };
}

describe.each([
  ['Redis', startRedis],
  ['PostgreSQL', startPostgres],
] as const)('corrupted records on a real %s server', (_name, start) => {
  let server: TestServer;
  beforeAll(async () => { server = await start(); }, 60_000);
  afterAll(async () => { await server?.remove(); });

  it('quarantines a broken index and rebuilds it from the games', async () => {
    const repo = new GameRepository(await openKeyv(server.url));
    await repo.save(game('open1', 'active'));
    await repo.save(game('open2', 'challenge'));
    await repo.save(game('done1', 'finished'));
    await rawSet(repo.keyv, 'index:open', undefined, '{"value":{"open1":');
    await rawSet(repo.keyv, 'game:broken1', undefined, 'not json at all');
    await repo.close();

    const again = new GameRepository(await openKeyv(server.url));
    expect(Object.keys(await again.openIndex()).sort()).toEqual(['open1', 'open2']);
    expect(await again.get('broken1')).toBeNull();
    expect((await again.quarantined()).map((q) => q.key).sort()).toEqual(['game:broken1', 'index:open']);
    await again.close();
  });
});
