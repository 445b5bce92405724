/**
 * The SQLite store's prepared statements are shared by every call: a read made while others run goes to
 * another copy of its statement (up to four) instead of waiting its turn, writes keep their order, and a compare-and-set still lets exactly one of many concurrent writers win. Writes the SQLite engine
 * itself refuses (a read-only connection, a full database) reach the caller as errors, change nothing, and
 * leave the kept statements usable once writing is possible again.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Keyv from 'keyv';
import sqlite3 from 'sqlite3';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { StorageFailure } from '../../src/storage/errors';
import { rawGet, rawSet } from '../../src/storage/raw';
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

  it('runs a read made while another read is running on another copy of the statement, up to four', async () => {
    const store = new SqliteStore(join(dir, 'e.sqlite'));
    await store.set('k', 'v');
    const used: unknown[] = [];
    const all = sqlite3.Statement.prototype.all;
    const spy = vi.spyOn(sqlite3.Statement.prototype, 'all').mockImplementation(function (this: sqlite3.Statement, ...args: unknown[]) {
      used.push(this);
      return (all as (...a: unknown[]) => sqlite3.Statement).apply(this, args);
    });
    try {
      expect(await Promise.all(Array.from({ length: 8 }, () => store.get('k')))).toEqual(Array(8).fill('v'));
    } finally {
      spy.mockRestore();
    }
    // Eight reads at once: four statements, none running more than two of them.
    expect(new Set(used).size).toBe(4);
    for (const s of new Set(used)) expect(used.filter((u) => u === s).length).toBe(2);
    await store.disconnect();
  });

  it('keeps writes to one key in the order they were asked for', async () => {
    const store = new SqliteStore(join(dir, 'f.sqlite'));
    await Promise.all(Array.from({ length: 50 }, (_, k) => store.set('k', `v${k}`)));
    expect(await store.get('k')).toBe('v49');
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

  it('reports every write on a read-only connection as the engine error, changes nothing, and writes again after', async () => {
    const store = new SqliteStore(join(dir, 'd.sqlite'));
    await store.query('PRAGMA journal_mode=WAL');
    expect(await store.compareAndSet('game', null, 'v0')).toBe(true);
    await store.set('other', 'o0');
    await store.query('PRAGMA query_only = ON');
    await expect(store.set('game', 'x')).rejects.toThrow(/SQLITE_READONLY/);
    await expect(store.compareAndSet('game', 'v0', 'v1')).rejects.toThrow(/SQLITE_READONLY/);
    await expect(store.compareAndSet('new', null, 'n0')).rejects.toThrow(/SQLITE_READONLY/);
    await expect(store.delete('other')).rejects.toThrow(/SQLITE_READONLY/);
    // What the game repository sees: a failed write (the bot says "nothing was changed"), not a conflict.
    const keyv = new Keyv({ store, namespace: '', throwOnErrors: true });
    const err = await rawSet(keyv, 'game', 'v0', 'v1').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(StorageFailure);
    expect((err as Error).message).toMatch(/SQLITE_READONLY/);
    expect(await rawGet(keyv, 'game')).toBe('v0');
    expect(await store.getMany(['game', 'other', 'new'])).toEqual(['v0', 'o0', undefined]);

    await store.query('PRAGMA query_only = OFF');
    expect(await store.compareAndSet('game', 'v0', 'v1')).toBe(true);
    expect(await store.compareAndSet('new', null, 'n0')).toBe(true);
    expect(await store.delete('other')).toBe(true);
    expect(await store.getMany(['game', 'other', 'new'])).toEqual(['v1', undefined, 'n0']);
    await store.disconnect();
  });

  it('reports a full database as SQLITE_FULL, keeps the stored value, and writes again once there is room', async () => {
    const store = new SqliteStore(join(dir, 'e.sqlite'));
    await store.query('PRAGMA journal_mode=WAL');
    expect(await store.compareAndSet('game', null, 'v0')).toBe(true);
    // The file may not grow by one page: a record larger than a page needs new ones, as on a full disk.
    const [{ page_count: pages }] = await store.query('PRAGMA page_count') as { page_count: number }[];
    await store.query(`PRAGMA max_page_count = ${pages}`);
    const big = 'x'.repeat(64 * 1024);
    await expect(store.compareAndSet('game', 'v0', big)).rejects.toThrow(/SQLITE_FULL/);
    await expect(store.set('game', big)).rejects.toThrow(/SQLITE_FULL/);
    const keyv = new Keyv({ store, namespace: '', throwOnErrors: true });
    await expect(rawSet(keyv, 'game', 'v0', big)).rejects.toBeInstanceOf(StorageFailure);
    expect(await store.get('game')).toBe('v0');

    await store.query(`PRAGMA max_page_count = ${pages * 1000}`);
    expect(await store.compareAndSet('game', 'v0', big)).toBe(true);
    expect(await store.get('game')).toBe(big);
    await store.disconnect();
  });
});
