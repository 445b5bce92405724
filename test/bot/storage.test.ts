import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { GameRepository, KeyedMutex, openKeyv, type StoredGame } from '../../src/storage';

const dir = mkdtempSync(join(tmpdir(), 'legatus-storage-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function game(id: string, status: StoredGame['meta']['status'], seats: (string | null)[], threadId: string | null = null): StoredGame {
  return {
    meta: {
      id, game: 'caesar', status, kind: 'duel', guildId: 'g', channelId: 'chan', threadId, seats, challenger: seats[0] ?? 'u1',
      opponent: seats[1] ?? null, aiLevel: null, locale: 'en', createdAt: 1, updatedAt: 1, lastMoveAt: 1, expiresAt: null,
      challengeMessageId: null, boardMessageId: null, remindedVersion: null, abandonRequestedBy: null, lastEvents: [],
    },
    record: { game: 'caesar', options: { modules: {} }, seed: 's', actions: [{ player: 0, action: { type: 'x' } }] },
    state: { game: 'caesar', schema: 2, version: 3 },
  };
}

describe('GameRepository', () => {
  it('keeps games and the open-games index across a restart of the process (same SQLite file)', async () => {
    const url = `sqlite://${join(dir, 'a.sqlite')}`;
    const repo = new GameRepository(await openKeyv(url));
    await repo.save(game('g1', 'active', ['alice', 'bob'], 'thread1'));
    await repo.save(game('g2', 'challenge', ['carol', 'alice']));
    await repo.save(game('g3', 'finished', ['alice', 'dave'], 'thread3'));
    await repo.close();

    const again = new GameRepository(await openKeyv(url));
    expect(Object.keys(await again.openIndex()).sort()).toEqual(['g1', 'g2']);
    expect((await again.openGamesOf('alice')).sort()).toEqual(['g1', 'g2']);
    expect(await again.openGamesOf('dave')).toEqual([]);
    expect(await again.openGamesIn('thread1')).toEqual(['g1']);
    expect(await again.openGamesIn('chan')).toEqual(['g2']);
    // Finished games keep their record (options, seed, actions, result) for replays and leagues.
    const finished = await again.get('g3');
    expect(finished!.record.actions).toHaveLength(1);
    expect(finished!.state).toEqual({ game: 'caesar', schema: 2, version: 3 });

    const g1 = (await again.get('g1'))!;
    g1.meta.status = 'finished';
    await again.save(g1);
    expect(await again.openGamesOf('bob')).toEqual([]);
    await again.close();
  });

  it('keeps the index consistent under concurrent saves', async () => {
    const repo = new GameRepository(await openKeyv(`sqlite://${join(dir, 'b.sqlite')}`));
    await Promise.all(Array.from({ length: 30 }, (_, k) => repo.save(game(`c${k}`, 'active', [`u${k}`, 'z']))));
    expect(Object.keys(await repo.openIndex())).toHaveLength(30);
    expect(await repo.openGamesOf('z')).toHaveLength(30);
    await repo.close();
  });

  it('rejects unknown storage URLs with a clear message and no password in it', async () => {
    await expect(openKeyv('mysql://user:secret@host/db')).rejects.toThrow(/sqlite:\/\/, redis:\/\/ or postgres:\/\//);
    await expect(openKeyv('mysql://user:secret@host/db')).rejects.not.toThrow(/secret/);
  });
});

describe('KeyedMutex', () => {
  it('runs tasks of one key one at a time, in order, and other keys in parallel', async () => {
    const mutex = new KeyedMutex();
    const trace: string[] = [];
    const task = (key: string, name: string, ms: number) => mutex.run(key, async () => {
      trace.push(`start ${name}`);
      await new Promise((r) => setTimeout(r, ms));
      trace.push(`end ${name}`);
      return name;
    });
    const results = await Promise.all([task('a', 'a1', 30), task('a', 'a2', 1), task('b', 'b1', 5)]);
    expect(results).toEqual(['a1', 'a2', 'b1']);
    expect(trace.indexOf('end a1')).toBeLessThan(trace.indexOf('start a2'));
    expect(trace.indexOf('start b1')).toBeLessThan(trace.indexOf('end a1'));
    expect(mutex.busyKeys()).toEqual([]);
  });

  it('releases the lock when a task throws', async () => {
    const mutex = new KeyedMutex();
    await expect(mutex.run('k', async () => { throw new Error('boom'); })).rejects.toThrow('boom');
    await expect(mutex.run('k', async () => 'next')).resolves.toBe('next');
  });
});
