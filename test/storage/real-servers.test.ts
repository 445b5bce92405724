/**
 * The game store on real Redis and PostgreSQL servers: a game and the
 * open-games index survive a restart of the server and of the bot's store.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GameRepository, openKeyv, type StoredGame } from '../../src/storage';
import { startPostgres, startRedis, type TestServer } from './servers';

function game(id: string): StoredGame {
  return {
    meta: {
      id, game: 'caesar', status: 'active', kind: 'duel', guildId: 'g', channelId: 'chan', threadId: 't', seats: ['alice', 'bob'],
      challenger: 'alice', opponent: 'bob', aiLevel: null, locale: 'en', createdAt: 1, updatedAt: 1, lastMoveAt: 1, expiresAt: null,
      challengeMessageId: null, boardMessageId: null, remindedVersion: null, abandonRequestedBy: null, lastEvents: [],
    },
    record: { game: 'caesar', options: { modules: {} }, seed: 's', actions: [{ player: 0, action: { type: 'place' } }] },
    state: { game: 'caesar', schema: 2, version: 1 },
  };
}

describe.each([
  ['Redis', startRedis],
  ['PostgreSQL', startPostgres],
] as const)('the game store on a real %s server', (_name, start) => {
  let server: TestServer;
  beforeAll(async () => { server = await start(); });
  afterAll(async () => { await server?.remove(); });

  it('keeps a saved game and the open-games index across a server crash and a new connection', async () => {
    const repo = new GameRepository(await openKeyv(server.url));
    await repo.save(game('g1'));
    await repo.close();

    await server.stop(true);
    await server.start();

    const again = new GameRepository(await openKeyv(server.url));
    expect((await again.get('g1'))?.record.actions).toEqual([{ player: 0, action: { type: 'place' } }]);
    expect(Object.keys(await again.openIndex())).toEqual(['g1']);
    expect(await again.openGamesOf('bob')).toEqual(['g1']);
    await again.close();
  });
});
