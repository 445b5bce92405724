/**
 * What a move writes: the game's record (with the posts it owes), then the record again once they are
 * posted. The open-games index is written only when a game's entry changes (a game starts, ends, or a
 * finished game still owes posts), not twice per move as when open games were marked as owing.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { GameRepository, openKeyv, type StoredGame } from '../../src/storage';
import { SqliteStore } from '../../src/storage/sqlite-store';

const dir = mkdtempSync(join(tmpdir(), 'legatus-writes-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function game(id: string): StoredGame {
  return {
    meta: {
      id, game: 'caesar', status: 'active', kind: 'duel', guildId: 'g', channelId: 'chan', threadId: 'th', seats: ['alice', 'bob'], challenger: 'alice',
      opponent: 'bob', aiLevel: null, locale: 'en', createdAt: 1, updatedAt: 1, lastMoveAt: 1, expiresAt: null,
      challengeMessageId: null, boardMessageId: null, remindedVersion: null, abandonRequestedBy: null, lastEvents: [],
    },
    record: { game: 'caesar', options: {}, seed: 's', actions: [] },
    state: { game: 'caesar', schema: 2, version: 1 },
  };
}

describe('the writes of a move', () => {
  it('writes the game twice and the index only when the game starts and ends', async () => {
    const keyv = await openKeyv(`sqlite://${join(dir, 'w.sqlite')}`);
    expect(keyv.store).toBeInstanceOf(SqliteStore);
    const store = keyv.store as SqliteStore;
    const writes: string[] = [];
    const cas = store.compareAndSet.bind(store);
    store.compareAndSet = (key, expected, value) => { writes.push(key.replace(/^legatus:/, '').replace(/:.*/, '')); return cas(key, expected, value); };
    const repo = new GameRepository(keyv);

    const g = game('g1');
    await repo.save(g);
    expect(writes.filter((w) => w === 'index')).toHaveLength(1);

    for (let v = 2; v <= 4; v++) {
      writes.length = 0;
      const loaded = (await repo.get('g1'))!;
      loaded.state = { game: 'caesar', schema: 2, version: v };
      loaded.outbox = [{ kind: 'board', version: v }];
      await repo.save(loaded); // the move, with its owed board
      loaded.outbox = [];
      loaded.meta.boardMessageId = `m${v}`;
      await repo.save(loaded); // the board posted
      expect(writes).toEqual(['game', 'game']);
    }
    // The owed board of an open game is in its record: found at start-up without an index mark.
    const owing = (await repo.get('g1'))!;
    owing.outbox = [{ kind: 'board', version: 5 }];
    await repo.save(owing);
    expect(await repo.gamesMaybeOwing()).toEqual([{ id: 'g1', marked: false }]);

    // The end: the finished game is marked while its last posts are owed, then leaves the index.
    writes.length = 0;
    const last = (await repo.get('g1'))!;
    last.meta.status = 'finished';
    last.outbox = [{ kind: 'board', version: 6 }, { kind: 'finished', version: 6 }];
    await repo.save(last);
    expect(await repo.pendingGames()).toEqual(['g1']);
    last.outbox = [];
    await repo.save(last);
    expect(await repo.openIndex()).toEqual({});
    expect(writes).toEqual(['game', 'index', 'game', 'index']);
    await repo.close();
  });

  it('reads a store written through @keyv/sqlite (same table) and keeps working on it', async () => {
    const { default: KeyvSqlite } = await import('@keyv/sqlite');
    const { default: Keyv } = await import('keyv');
    const file = join(dir, 'old.sqlite');
    const old = new Keyv({ store: new KeyvSqlite({ uri: `sqlite://${file}` }), namespace: 'legatus' });
    const oldRepo = new GameRepository(old);
    await oldRepo.save(game('g2'));
    await old.set('plain', { a: ':colon' });
    await oldRepo.close();

    const keyv = await openKeyv(`sqlite://${file}`);
    expect(await keyv.get('plain')).toEqual({ a: ':colon' });
    const repo = new GameRepository(keyv);
    const g = (await repo.get('g2'))!;
    expect(g.meta.seats).toEqual(['alice', 'bob']);
    g.state = { game: 'caesar', schema: 2, version: 2 };
    await repo.save(g);
    expect(Object.keys(await repo.openIndex())).toEqual(['g2']);
    expect(await keyv.delete('plain')).toBe(true);
    expect(await keyv.get('plain')).toBeUndefined();
    await repo.close();
  });
});
