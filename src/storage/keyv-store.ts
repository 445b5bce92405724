/**
 * Opens the Keyv store named by STORAGE_URL: a SQLite file by default,
 * Redis (redis://, rediss://) or PostgreSQL (postgres://, postgresql://).
 */
import { existsSync, mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import Keyv from 'keyv';
import KeyvSqlite from '@keyv/sqlite';
import { SqliteStore } from './sqlite-store';
import { storageTuning } from './tuning';

export const DEFAULT_STORAGE_URL = 'sqlite://./var/legatus.sqlite';

/** How long the start-up round trip may take before the store counts as unreachable. */
const PROBE_TIMEOUT_MS = 5_000;

/** The store named by STORAGE_URL cannot be used; the message is one line, without credentials. */
export class StorageUnavailable extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StorageUnavailable';
  }
}

/** The URL as it may be printed: user and password replaced. */
export function redactUrl(url: string): string {
  return url.replace(/\/\/[^@/]*@/, '//***@');
}

/**
 * How a SQLite file commits (PRAGMA synchronous; the journal is WAL). `full` (the default): every commit
 * waits until its WAL frames are on the disk, so a move the players were shown survives a power cut as far
 * as the disk keeps its promises. `normal`: commits reach the OS (they survive kill -9 of the bot) but the WAL
 * is synced only at checkpoints, so a power cut may take back the last moves after their boards were
 * posted. `extra` also syncs the folder after the WAL is reset. Measured in `npm run bench -- sqlite-sync`;
 * the reasons are in docs/bot.md ("SQLite durability").
 */
export const SQLITE_SYNC_MODES = ['normal', 'full', 'extra'] as const;
export type SqliteSync = (typeof SQLITE_SYNC_MODES)[number];
export const DEFAULT_SQLITE_SYNC: SqliteSync = 'full';

export interface OpenOptions {
  /** SQLite only; default DEFAULT_SQLITE_SYNC. */
  sqliteSync?: SqliteSync;
  /** SQLite only, for the bench's comparison with SQLite's rollback journal: default `wal`. */
  sqliteJournal?: 'wal' | 'delete';
}

export async function openKeyv(url: string = DEFAULT_STORAGE_URL, namespace = 'legatus', options: OpenOptions = {}): Promise<Keyv> {
  const keyv = await withTimeout(connect(url, namespace, options), url).catch((e: Error) => {
    if (e instanceof StorageUnavailable) throw e;
    throw new StorageUnavailable(`cannot open the store at ${redactUrl(url)}: ${e.message}`);
  });
  await probe(keyv, url);
  return keyv;
}

async function connect(url: string, namespace: string, options: OpenOptions): Promise<Keyv> {
  let keyv: Keyv;
  if (url.startsWith('sqlite://')) {
    const file = url.slice('sqlite://'.length);
    const sync = options.sqliteSync ?? DEFAULT_SQLITE_SYNC;
    if (!SQLITE_SYNC_MODES.includes(sync)) throw new StorageUnavailable(`SQLite synchronous must be one of ${SQLITE_SYNC_MODES.join(', ')} (got "${String(sync)}")`);
    try {
      if (file !== ':memory:') makeFolders(dirname(resolve(file)));
    } catch (e) {
      throw new StorageUnavailable(`cannot create the folder of the SQLite file ${file}: ${(e as Error).message}`);
    }
    const store = storageTuning.preparedSqlite ? new SqliteStore(file, 10_000) : new KeyvSqlite({ uri: `sqlite://${file}`, busyTimeout: 10_000 });
    // WAL: a commit appends to one file instead of copying pages to a rollback journal first, and readers
    // do not wait for the writer. The sync level is the operator's (SqliteSync above).
    if (file !== ':memory:') {
      await store.query(`PRAGMA journal_mode=${options.sqliteJournal === 'delete' ? 'DELETE' : 'WAL'}`);
      await store.query(`PRAGMA synchronous=${sync.toUpperCase()}`);
    }
    keyv = new Keyv({ store, namespace, throwOnErrors: true });
  } else if (url.startsWith('redis://') || url.startsWith('rediss://')) {
    const { default: KeyvRedis } = await import('@keyv/redis');
    // No offline queue: while the server is away a save fails at once (the player is told to try
    // again) instead of waiting, and never lands later after the player was told nothing changed.
    const store = new KeyvRedis(
      { url, disableOfflineQueue: true, socket: { connectTimeout: 5_000, reconnectStrategy: (retries: number) => Math.min(100 * (retries + 1), 2_000) } },
      { throwOnErrors: true },
    );
    keyv = new Keyv({ store, namespace, throwOnErrors: true });
  } else if (url.startsWith('postgres://') || url.startsWith('postgresql://')) {
    // Loaded here, like Redis's client above: pg costs every process a third of a second to load.
    const { PostgresStore } = await import('./postgres-store');
    keyv = new Keyv({ store: new PostgresStore(url), namespace, throwOnErrors: true });
  } else {
    throw new StorageUnavailable(`STORAGE_URL must start with sqlite://, redis:// or postgres:// (got "${redactUrl(url)}")`);
  }
  return keyv;
}

/**
 * mkdir -p, one level at a time: Node's recursive mkdir never returns for a
 * path under /proc, and a start-up must fail, not hang.
 */
function makeFolders(dir: string): void {
  const missing: string[] = [];
  for (let d = dir; !existsSync(d); d = dirname(d)) {
    missing.unshift(d);
    if (dirname(d) === d) break;
  }
  for (const d of missing) mkdirSync(d);
}

/**
 * One write, read and delete before the bot accepts anything: a store that is
 * down, refuses us or cannot write says so at start-up, in one line, instead of
 * hanging or failing on the first move.
 */
async function probe(keyv: Keyv, url: string): Promise<void> {
  // A refused connection arrives as an 'error' event while the calls wait on a
  // client that keeps retrying; the first such event ends the probe at once.
  let onError: (e: unknown) => void = () => undefined;
  const failed = new Promise<never>((_, reject) => {
    onError = (e) => reject(new StorageUnavailable(`the store at ${redactUrl(url)} cannot be used: ${e instanceof Error ? e.message : String(e)}`));
  });
  keyv.on('error', onError);
  const key = `startup-probe:${process.pid}:${Date.now()}`;
  const roundTrip = async () => {
    const wrote = await keyv.set(key, 'ok', 60_000);
    const read = await keyv.get(key);
    await keyv.delete(key);
    if (wrote === false || read !== 'ok') throw new StorageUnavailable(`the store at ${redactUrl(url)} cannot be written`);
  };
  try {
    await withTimeout(Promise.race([roundTrip(), failed]), url);
  } catch (e) {
    await Promise.race([keyv.disconnect(), new Promise((r) => setTimeout(r, 500))]).catch(() => undefined);
    if (e instanceof StorageUnavailable) throw e;
    throw new StorageUnavailable(`the store at ${redactUrl(url)} cannot be used: ${(e as Error).message}`);
  } finally {
    keyv.off('error', onError);
    failed.catch(() => undefined);
  }
}

function withTimeout<T>(work: Promise<T>, url: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new StorageUnavailable(`the store at ${redactUrl(url)} did not answer within ${PROBE_TIMEOUT_MS / 1000} s (is the server running and reachable?)`)),
      PROBE_TIMEOUT_MS,
    );
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
