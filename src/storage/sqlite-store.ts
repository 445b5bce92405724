/**
 * A Keyv store on a SQLite file, in the table layout of @keyv/sqlite (one `keyv` table of key and text
 * value), so files written by earlier versions open unchanged. Our own because every click reads a game and
 * every move writes it: @keyv/sqlite prepares, runs and finalises a new statement for each call, which was
 * a tenth of the bot's main-thread time under load. Here each statement is prepared once per connection and
 * reused (sqlite3 queues the calls made on one statement while it runs). It also gives the compare-and-set
 * the game repository commits moves with.
 */
import { EventEmitter } from 'node:events';
import sqlite3 from 'sqlite3';
import { storageTuning } from './tuning';

const TABLE = 'keyv';

type Row = { key: string; value: string };

/** A prepared statement and the calls on it not yet answered. */
interface Slot { statement: Promise<sqlite3.Statement>; running: number }


export class SqliteStore extends EventEmitter {
  readonly ttlSupport = false;
  namespace?: string;
  /** `dialect` and `table` are what the generic code (raw.ts) looks for in a SQLite store. */
  readonly opts: { dialect: 'sqlite'; table: string; uri: string; busyTimeout: number };
  private readonly db: Promise<sqlite3.Database>;
  private readonly statements = new Map<string, Slot[]>();

  constructor(file: string, busyTimeout = 10_000) {
    super();
    this.opts = { dialect: 'sqlite', table: TABLE, uri: `sqlite://${file}`, busyTimeout };
    this.db = new Promise<sqlite3.Database>((resolve, reject) => {
      const db = new sqlite3.Database(file, (e) => (e ? reject(e) : resolve(db)));
    }).then(async (db) => {
      db.configure('busyTimeout', busyTimeout);
      await new Promise<void>((resolve, reject) => {
        db.run(`CREATE TABLE IF NOT EXISTS ${TABLE}(key VARCHAR(255) PRIMARY KEY, value TEXT )`, (e) => (e ? reject(e) : resolve()));
      });
      return db;
    });
    // Every call reports the failure too; the event is for Keyv's listener, when there is one.
    this.db.catch((e: Error) => { if (this.listenerCount('error') > 0) this.emit('error', e); });
  }

  /**
   * Runs a statement prepared once and kept; a statement that fails to prepare is prepared anew next time.
   * Reads get up to four copies of their statement (libuv's default thread pool has four threads; tuning.ts): sqlite3 runs the calls of one statement one after the
   * other, each waiting for the main thread to take the previous one's rows, so under load every click's read
   * of its game queued behind all the others (seconds at 100 games, bench bot-load's breakdown). Writes keep
   * one statement each, so two writes asked for in order run in that order.
   */
  private async rows<T = Row>(sql: string, ...params: unknown[]): Promise<T[]> {
    const copies = /^\s*SELECT\b/i.test(sql) ? Math.max(1, storageTuning.sqliteReaders) : 1;
    let pool = this.statements.get(sql);
    if (!pool) {
      pool = [];
      this.statements.set(sql, pool);
    }
    let slot = pool.reduce<Slot | undefined>((best, x) => (!best || x.running < best.running ? x : best), undefined);
    if (!slot || (slot.running > 0 && pool.length < copies)) {
      const statement = this.db.then((db) => new Promise<sqlite3.Statement>((resolve, reject) => {
        const st: sqlite3.Statement = db.prepare(sql, (e) => (e ? reject(e) : resolve(st)));
      }));
      const fresh: Slot = { statement, running: 0 };
      pool.push(fresh);
      statement.catch(() => { const at = pool.indexOf(fresh); if (at >= 0) pool.splice(at, 1); });
      slot = fresh;
    }
    slot.running++;
    try {
      const st = await slot.statement;
      return await new Promise<T[]>((resolve, reject) => {
        st.all(params, (e: Error | null, rows: T[]) => (e ? reject(e) : resolve(rows)));
      });
    } finally {
      slot.running--;
    }
  }

  /** An ad hoc statement (pragmas, listings), prepared for this call only. */
  async query(sql: string, ...params: unknown[]): Promise<unknown[]> {
    const db = await this.db;
    return new Promise<unknown[]>((resolve, reject) => {
      db.all(sql, params, (e: Error | null, rows: unknown[]) => (e ? reject(e) : resolve(rows)));
    });
  }

  async get(key: string): Promise<string | undefined> {
    return (await this.rows(`SELECT value FROM ${TABLE} WHERE key = ?`, key))[0]?.value;
  }

  async getMany(keys: string[]): Promise<(string | undefined)[]> {
    return Promise.all(keys.map((k) => this.get(k)));
  }

  async has(key: string): Promise<boolean> {
    return (await this.get(key)) !== undefined;
  }

  async set(key: string, value: string): Promise<boolean> {
    await this.rows(`INSERT INTO ${TABLE}(key, value) VALUES(?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value`, key, value);
    return true;
  }

  /** Writes `value` only if the stored value is still `expected` (absent when null); true when written. */
  async compareAndSet(key: string, expected: string | null, value: string): Promise<boolean> {
    const rows = expected === null
      ? await this.rows(`INSERT INTO ${TABLE}(key, value) VALUES(?, ?) ON CONFLICT(key) DO NOTHING RETURNING key`, key, value)
      : await this.rows(`UPDATE ${TABLE} SET value = ? WHERE key = ? AND value = ? RETURNING key`, value, key, expected);
    return rows.length === 1;
  }

  async delete(key: string): Promise<boolean> {
    return (await this.rows(`DELETE FROM ${TABLE} WHERE key = ? RETURNING key`, key)).length > 0;
  }

  async deleteMany(keys: string[]): Promise<boolean> {
    const done = await Promise.all(keys.map((k) => this.delete(k)));
    return done.some(Boolean);
  }

  async clear(): Promise<void> {
    await this.query(`DELETE FROM ${TABLE} WHERE key LIKE ?`, this.namespace ? `${this.namespace}:%` : '%');
  }

  async disconnect(): Promise<void> {
    const db = await this.db;
    for (const slot of [...this.statements.values()].flat()) {
      const s = await slot.statement.catch(() => null);
      if (s) await new Promise<void>((resolve) => s.finalize(() => resolve()));
    }
    this.statements.clear();
    await new Promise<void>((resolve, reject) => db.close((e) => (e ? reject(e) : resolve())));
  }
}
