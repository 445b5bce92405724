/**
 * Opens the Keyv store named by STORAGE_URL: a SQLite file by default,
 * Redis (redis://, rediss://) or PostgreSQL (postgres://, postgresql://).
 */
import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import Keyv from 'keyv';
import KeyvSqlite from '@keyv/sqlite';

export const DEFAULT_STORAGE_URL = 'sqlite://./var/legatus.sqlite';

export async function openKeyv(url: string = DEFAULT_STORAGE_URL, namespace = 'legatus'): Promise<Keyv> {
  let keyv: Keyv;
  if (url.startsWith('sqlite://')) {
    const file = url.slice('sqlite://'.length);
    if (file !== ':memory:') mkdirSync(dirname(resolve(file)), { recursive: true });
    const store = new KeyvSqlite({ uri: `sqlite://${file}`, busyTimeout: 10_000 });
    // WAL + NORMAL sync: a commit no longer waits for a full fsync of the database file,
    // which makes saves several times faster; a power cut may lose the last moment, never corrupt.
    if (file !== ':memory:') {
      await store.query('PRAGMA journal_mode=WAL');
      await store.query('PRAGMA synchronous=NORMAL');
    }
    keyv = new Keyv({ store, namespace });
  } else if (url.startsWith('redis://') || url.startsWith('rediss://')) {
    const { default: KeyvRedis } = await import('@keyv/redis');
    keyv = new Keyv({ store: new KeyvRedis(url), namespace });
  } else if (url.startsWith('postgres://') || url.startsWith('postgresql://')) {
    const { default: KeyvPostgres } = await import('@keyv/postgres');
    keyv = new Keyv({ store: new KeyvPostgres(url), namespace });
  } else {
    throw new Error(`STORAGE_URL must start with sqlite://, redis:// or postgres:// (got "${url.replace(/\/\/[^@/]*@/, '//***@')}")`);
  }
  return keyv;
}
