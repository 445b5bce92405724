/**
 * The SQLite commit setting: a store opened as the bot opens it runs in WAL mode with every commit synced
 * (synchronous=FULL), the operator can choose NORMAL or EXTRA with SQLITE_SYNC, and a setting that is not
 * one of those stops the start with a clear line instead of falling back silently.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/bot/config';
import { openKeyv, StorageUnavailable, type SqliteSync } from '../../src/storage';
import type { SqliteStore } from '../../src/storage/sqlite-store';

const dir = mkdtempSync(join(tmpdir(), 'legatus-sqlite-sync-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function pragmas(file: string, sqliteSync?: SqliteSync): Promise<{ journal: unknown; sync: unknown }> {
  const keyv = await openKeyv(`sqlite://${join(dir, file)}`, 'legatus', sqliteSync ? { sqliteSync } : {});
  try {
    const store = keyv.store as SqliteStore;
    const [journal] = (await store.query('PRAGMA journal_mode')) as { journal_mode: string }[];
    const [sync] = (await store.query('PRAGMA synchronous')) as { synchronous: number }[];
    return { journal: journal.journal_mode, sync: sync.synchronous };
  } finally {
    await keyv.disconnect();
  }
}

describe('SQLite durability setting', () => {
  it('opens in WAL mode with every commit synced by default', async () => {
    // SQLite's codes: 1 NORMAL, 2 FULL, 3 EXTRA.
    expect(await pragmas('default.sqlite')).toEqual({ journal: 'wal', sync: 2 });
  });

  it('takes the operator\'s choice', async () => {
    expect(await pragmas('normal.sqlite', 'normal')).toEqual({ journal: 'wal', sync: 1 });
    expect(await pragmas('extra.sqlite', 'extra')).toEqual({ journal: 'wal', sync: 3 });
  });

  it('reads SQLITE_SYNC from the environment: full when unset, any case, and refuses anything else', () => {
    expect(loadConfig({}).SQLITE_SYNC).toBe('full');
    expect(loadConfig({ SQLITE_SYNC: '' }).SQLITE_SYNC).toBe('full');
    expect(loadConfig({ SQLITE_SYNC: 'NORMAL' }).SQLITE_SYNC).toBe('normal');
    expect(() => loadConfig({ SQLITE_SYNC: 'off' })).toThrow(/SQLITE_SYNC/);
  });

  it('refuses a setting outside the list when called directly', async () => {
    await expect(openKeyv(`sqlite://${join(dir, 'bad.sqlite')}`, 'legatus', { sqliteSync: 'off' as SqliteSync })).rejects.toThrow(StorageUnavailable);
  });
});
