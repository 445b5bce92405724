/**
 * A Keyv store on PostgreSQL, in the table layout of @keyv/postgres (one
 * `keyv` table of key and text value), so stores written by earlier versions
 * open unchanged. Our own because the bot needs what that adapter does not
 * give: a compare-and-set on a record (multi-process safety), bounded waits
 * when the server is gone, and a pool whose lost connections are reported
 * instead of crashing the process (pg throws an unhandled 'error' otherwise).
 */
import { EventEmitter } from 'node:events';
import pg from 'pg';

const TABLE = 'keyv';

export class PostgresStore extends EventEmitter {
  readonly dialect = 'postgres';
  namespace?: string;
  readonly opts: { url: string; dialect: string };
  private readonly pool: InstanceType<typeof pg.Pool>;
  private readonly ready: Promise<void>;

  constructor(url: string) {
    super();
    this.opts = { url, dialect: 'postgres' };
    this.pool = new pg.Pool({ connectionString: url, connectionTimeoutMillis: 5_000, query_timeout: 10_000, max: 5 });
    // An idle connection dropped by the server (a restart) must not take the bot down.
    this.pool.on('error', (e: Error) => this.emit('error', e));
    this.ready = this.pool
      .query(`CREATE TABLE IF NOT EXISTS ${TABLE}(key VARCHAR(255) PRIMARY KEY, value TEXT)`)
      .then(() => undefined);
    this.ready.catch(() => undefined);
  }

  private async rows(sql: string, values: unknown[]): Promise<{ key: string; value: string }[]> {
    await this.ready.catch(async () => {
      // The table may not exist yet if the first attempt found the server down: try again.
      await this.pool.query(`CREATE TABLE IF NOT EXISTS ${TABLE}(key VARCHAR(255) PRIMARY KEY, value TEXT)`);
    });
    return (await this.pool.query(sql, values)).rows;
  }

  async get(key: string): Promise<string | undefined> {
    return (await this.rows(`SELECT value FROM ${TABLE} WHERE key = $1`, [key]))[0]?.value;
  }

  async set(key: string, value: string): Promise<boolean> {
    await this.rows(`INSERT INTO ${TABLE}(key, value) VALUES($1, $2) ON CONFLICT(key) DO UPDATE SET value = excluded.value`, [key, value]);
    return true;
  }

  /** Writes `value` only if the stored value is still `expected` (absent when null); true when written. */
  async compareAndSet(key: string, expected: string | null, value: string): Promise<boolean> {
    const rows = expected === null
      ? await this.rows(`INSERT INTO ${TABLE}(key, value) VALUES($1, $2) ON CONFLICT(key) DO NOTHING RETURNING key`, [key, value])
      : await this.rows(`UPDATE ${TABLE} SET value = $2 WHERE key = $1 AND value = $3 RETURNING key`, [key, value, expected]);
    return rows.length === 1;
  }

  async delete(key: string): Promise<boolean> {
    return (await this.rows(`DELETE FROM ${TABLE} WHERE key = $1 RETURNING key`, [key])).length > 0;
  }

  async clear(): Promise<void> {
    await this.rows(`DELETE FROM ${TABLE} WHERE key LIKE $1`, [this.namespace ? `${this.namespace}:%` : '%']);
  }

  /** Keys and raw values under a prefix (index rebuilds). */
  async entries(prefix: string): Promise<[string, string][]> {
    const rows = await this.rows(`SELECT key, value FROM ${TABLE} WHERE key LIKE $1 ORDER BY key`, [`${prefix.replace(/[%_\\]/g, '\\$&')}%`]);
    return rows.map((r) => [r.key, r.value]);
  }

  async disconnect(): Promise<void> {
    await this.pool.end();
  }
}
