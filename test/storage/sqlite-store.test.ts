/**
 * The SQLite store's prepared statements are shared by every call: calls made while one runs wait their
 * turn, and a compare-and-set still lets exactly one of many concurrent writers win.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SqliteStore } from '../../src/storage/sqlite-store';

const dir = mkdtempSync(join(tmpdir(), 'legatus-sqlite-store-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('SqliteStore', () => {
  it('answers many concurrent reads and writes on the same statements correctly', async () => {
    const store = new SqliteStore(join(dir, 'a.sqlite'));
    await Promise.all(Array.from({ length: 200 }, (_, k) => store.set(`k${k}`, `v${k}`)));
    const read = await Promise.all(Array.from({ length: 200 }, (_, k) => store.get(`k${k}`)));
    expect(read).toEqual(Array.from({ length: 200 }, (_, k) => `v${k}`));
    expect(await store.get('absent')).toBeUndefined();
    expect(await store.getMany(['k1', 'absent', 'k2'])).toEqual(['v1', undefined, 'v2']);
    expect(await store.has('k3')).toBe(true);
    expect(await store.delete('k3')).toBe(true);
    expect(await store.delete('k3')).toBe(false);
    await store.disconnect();
  });

  it('lets exactly one of many concurrent compare-and-sets on one record win', async () => {
    const store = new SqliteStore(join(dir, 'b.sqlite'));
    expect(await store.compareAndSet('game', null, 'v0')).toBe(true);
    expect(await store.compareAndSet('game', null, 'again')).toBe(false);
    const wins = await Promise.all(Array.from({ length: 50 }, (_, k) => store.compareAndSet('game', 'v0', `v1-${k}`)));
    expect(wins.filter(Boolean)).toHaveLength(1);
    expect(await store.get('game')).toBe(`v1-${wins.indexOf(true)}`);
    await store.disconnect();
  });

  it('reports a file it cannot open on every call, without an unhandled error', async () => {
    const store = new SqliteStore(join(dir, 'no-such-folder', 'c.sqlite'));
    await expect(store.get('x')).rejects.toThrow(/SQLITE_CANTOPEN/);
    await expect(store.set('x', 'y')).rejects.toThrow(/SQLITE_CANTOPEN/);
  });
});
