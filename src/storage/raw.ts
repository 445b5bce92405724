/**
 * The store below Keyv: raw (serialized) values and a compare-and-set, per
 * backend. Keyv itself has neither; the game repository needs both to commit
 * a move exactly once when several processes share a store, and to keep a
 * record that no longer parses (quarantine) instead of failing on it.
 *
 * The compare is on the whole stored text, which carries the game's state and
 * version: a writer that read an older record can never overwrite a newer one.
 */
import type Keyv from 'keyv';
import { StorageFailure } from './errors';
import { storageTuning } from './tuning';

/** Longest wait for one store operation: a server that stopped answering must not hang a move. */
export const STORE_OP_TIMEOUT_MS = 10_000;

type Store = Record<string, any>;

function storeOf(keyv: Keyv): Store {
  return keyv.store as Store;
}

/** The key as Keyv hands it to its store (namespace prefix). */
function prefixed(keyv: Keyv, key: string): string {
  return keyv.namespace ? `${keyv.namespace}:${key}` : key;
}

async function bounded<T>(op: 'read' | 'write', key: string, work: () => Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      work(),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${STORE_OP_TIMEOUT_MS / 1000} s`)), STORE_OP_TIMEOUT_MS);
      }),
    ]);
  } catch (e) {
    if (e instanceof StorageFailure) throw e;
    throw new StorageFailure(op, key, e);
  } finally {
    clearTimeout(timer);
  }
}

/** The stored text of a key, or undefined when absent. Throws StorageFailure when the store cannot be read. */
export function rawGet(keyv: Keyv, key: string): Promise<string | undefined> {
  return bounded('read', key, async () => {
    const v = await storeOf(keyv).get(prefixed(keyv, key));
    if (v === undefined || v === null) return undefined;
    return typeof v === 'string' ? v : JSON.stringify(v);
  });
}

/**
 * Writes `next` at `key` only if the stored text is still `expected` (the key
 * absent when `expected` is null); `expected` undefined writes unconditionally.
 * Returns whether it wrote; throws StorageFailure when the store failed.
 */
export function rawSet(keyv: Keyv, key: string, expected: string | null | undefined, next: string): Promise<boolean> {
  return bounded('write', key, async () => {
    const store = storeOf(keyv);
    const k = prefixed(keyv, key);
    if (expected === undefined) {
      const ok = await store.set(k, next);
      if (ok === false) throw new Error('the store refused the write');
      return true;
    }
    if (typeof store.compareAndSet === 'function') return store.compareAndSet(k, expected, next);
    if (store.opts?.dialect === 'sqlite' && typeof store.query === 'function') return sqliteCas(store, k, expected, next);
    if (store.client && typeof store.createKeyPrefix === 'function') return redisCas(store, k, expected, next);
    if (store instanceof Map) {
      // In-memory (tests): no await between compare and set, so nothing interleaves.
      if ((store.get(k) ?? null) !== expected) return false;
      store.set(k, next);
      return true;
    }
    throw new Error('this store has no compare-and-set');
  });
}

export function rawDelete(keyv: Keyv, key: string): Promise<void> {
  return bounded('write', key, async () => { await storeOf(keyv).delete(prefixed(keyv, key)); });
}

async function sqliteCas(store: Store, key: string, expected: string | null, next: string): Promise<boolean> {
  const table = store.opts.table as string;
  const rows = expected === null
    ? await store.query(`INSERT INTO ${table}(key, value) VALUES(?, ?) ON CONFLICT(key) DO NOTHING RETURNING key`, key, next)
    : await store.query(`UPDATE ${table} SET value = ? WHERE key = ? AND value = ? RETURNING key`, next, key, expected);
  return (rows as unknown[]).length === 1;
}

const REDIS_CAS = `
local cur = redis.call('GET', KEYS[1])
if (cur == false and ARGV[1] == '0') or (ARGV[1] == '1' and cur == ARGV[2]) then
  redis.call('SET', KEYS[1], ARGV[3])
  return 1
end
return 0`;

async function redisCas(store: Store, key: string, expected: string | null, next: string): Promise<boolean> {
  const client = await store.getClient();
  const full = store.createKeyPrefix(key, store.namespace);
  const out = await client.eval(REDIS_CAS, { keys: [full], arguments: [expected === null ? '0' : '1', expected ?? '', next] });
  return Number(out) === 1;
}

/** Keys (without namespace) and raw values under a prefix, where the backend can list them; null otherwise. */
export async function rawEntries(keyv: Keyv, prefix: string): Promise<[string, string][] | null> {
  return bounded('read', `${prefix}*`, async () => {
    const store = storeOf(keyv);
    const p = prefixed(keyv, prefix);
    const strip = (k: string) => k.slice(k.indexOf(p) + (keyv.namespace ? keyv.namespace.length + 1 : 0));
    if (typeof store.entries === 'function' && store.dialect === 'postgres') {
      return (await store.entries(p) as [string, string][]).map(([k, v]) => [strip(k), v]);
    }
    if (store.opts?.dialect === 'sqlite' && typeof store.query === 'function') {
      const rows = await store.query(`SELECT key, value FROM ${store.opts.table as string} WHERE key LIKE ? ESCAPE '\\'`, `${p.replace(/[%_\\]/g, '\\$&')}%`) as { key: string; value: string }[];
      return rows.map((r) => [strip(r.key), r.value]);
    }
    if (store instanceof Map) return [...store.entries()].filter(([k]) => String(k).startsWith(p)).map(([k, v]) => [strip(String(k)), String(v)]);
    if (store.client && typeof store.createKeyPrefix === 'function') {
      const client = await store.getClient();
      const out: [string, string][] = [];
      const pattern = `${store.createKeyPrefix(p, store.namespace)}*`;
      for await (const keys of client.scanIterator({ MATCH: pattern, COUNT: 500 })) {
        for (const full of Array.isArray(keys) ? keys : [keys]) {
          const v = await client.get(full);
          if (typeof v === 'string') out.push([full.slice(full.indexOf(p) + (keyv.namespace ? keyv.namespace.length + 1 : 0)), v]);
        }
      }
      return out;
    }
    return null;
  });
}

/** What the store reports (quarantines, index repairs); the bot passes its pino logger. */
export interface StoreLog {
  error(obj: Record<string, unknown>, msg: string): void;
  warn(obj: Record<string, unknown>, msg: string): void;
}

export const QUARANTINE_PREFIX = 'quarantine:';

/**
 * Keyv's default serializer walks the value in JavaScript, building the text by string concatenation, and its
 * parser runs a reviver on every node: for a game record of tens of kilobytes read on every click and written
 * twice per move, that was a large part of the bot's CPU and garbage. The text Keyv writes is plain JSON except
 * that a string starting with ':' gets one more ':' (and Buffers become ':base64:…', which records never hold).
 * So the native JSON functions give the very same text whenever no string starts with ':' — which the text
 * shows: such a string opens with `":` right after `:`, `,` or `[`. The test has false positives (a key ending
 * in one of those), never false negatives; when it fires, Keyv's own functions do the work.
 */
const COLON_STRING = /[:,[]":/;

/** Whether this store keeps Keyv's default text format (no compression, the default serializer). */
function plainFormat(keyv: Keyv): boolean {
  const k = keyv as unknown as { opts?: { compression?: unknown }; serialize?: { name?: string }; deserialize?: { name?: string } };
  return !k.opts?.compression && k.serialize?.name === 'defaultSerialize' && k.deserialize?.name === 'defaultDeserialize';
}

/** A value as Keyv stores it (so Keyv reads it back unchanged). */
export async function encodeValue(keyv: Keyv, value: unknown): Promise<string> {
  if (storageTuning.nativeCodec && plainFormat(keyv)) {
    const text = JSON.stringify({ value });
    if (!COLON_STRING.test(text) && !text.includes('"type":"Buffer"')) return text;
  }
  const s = await keyv.serializeData({ value, expires: undefined });
  return typeof s === 'string' ? s : JSON.stringify(s);
}

/** The value of a stored text; throws when it does not parse. */
export async function decodeValue(keyv: Keyv, raw: string): Promise<unknown> {
  const data = storageTuning.nativeCodec && plainFormat(keyv) && !COLON_STRING.test(raw)
    ? JSON.parse(raw) as unknown
    : await keyv.deserializeData<unknown>(raw);
  if (!data || typeof data !== 'object' || !('value' in data)) throw new Error('not a stored value');
  return (data as { value: unknown }).value;
}

/**
 * Moves an unreadable record aside, keeping its text for an operator, so the
 * bot goes on without it. When even that fails the record stays and is skipped.
 */
export async function quarantineRecord(keyv: Keyv, key: string, raw: string, reason: string, log: StoreLog): Promise<void> {
  const at = Date.now();
  const qKey = `${QUARANTINE_PREFIX}${key}:${at}`;
  log.error({ key, quarantineKey: qKey, reason: reason.slice(0, 300) }, 'corrupted record quarantined');
  try {
    await rawSet(keyv, qKey, undefined, await encodeValue(keyv, { key, reason, at, raw }));
    await rawDelete(keyv, key);
  } catch (e) {
    log.error({ key, err: (e as Error).message }, 'could not quarantine a corrupted record; skipped');
  }
}

/**
 * A checked read that tells a broken record from a broken store: a store that
 * cannot be read throws (StorageFailure); a record that does not parse or
 * fails `check` is quarantined and reads as absent. With the stored text,
 * which a later compare-and-set expects.
 */
export async function readRawOrQuarantine<T>(keyv: Keyv, key: string, log: StoreLog, check: (v: unknown) => T): Promise<{ raw: string; value: T } | undefined> {
  const raw = await rawGet(keyv, key);
  if (raw === undefined) return undefined;
  try {
    return { raw, value: check(await decodeValue(keyv, raw)) };
  } catch (e) {
    await quarantineRecord(keyv, key, raw, (e as Error).message, log);
    return undefined;
  }
}

/** readRawOrQuarantine without the stored text. */
export async function readOrQuarantine<T>(keyv: Keyv, key: string, log: StoreLog, check: (v: unknown) => T): Promise<T | undefined> {
  return (await readRawOrQuarantine(keyv, key, log, check))?.value;
}
