/** What the load bench and its bot process (bench/bot-child.ts) say to each other over IPC. */
export interface ChildStart {
  type: 'start';
  apiUrl: string;
  token: string;
  storageUrl: string;
  workers: number;
  nice: number;
  countWebhooks: boolean;
  legacyStorage: boolean;
  /** The workers' encoder: 'zlib' = the settings before the fast deflater (ZLIB_WORKER_PNG), else today's. */
  png?: 'zlib';
  clientGlobal: number;
  /** Copies of each SQLite read statement (src/storage/tuning.ts); absent: the default. */
  sqliteReaders?: number;
  /** A move's board drawn while the move is saved (src/bot/board-early.ts). */
  earlyBoards?: boolean;
}

export interface ChildStats {
  type: 'stats';
  cpuMs: number;
  storeOps: Record<string, number>;
  restWaits: { global: number; route: number };
  outcomes: Record<string, number>;
}

export type ToChild = ChildStart | { type: 'stats' } | { type: 'stop' };
/** One board's stages (src/bot/board-trace.ts): wall-clock marks and summed durations, for the bench's breakdown. */
export interface ChildTrace {
  type: 'trace';
  id: string;
  channelId: string;
  marks: Record<string, number>;
  sums: Record<string, number>;
}

export type FromChild = { type: 'ready' } | { type: 'handled'; id: string } | ChildStats | ChildTrace | { type: 'stopped' } | { type: 'failed'; error: string };

/** Counts the statements a SQLite store runs, by their first word, wherever it runs them. */
export function countStatements(store: Record<string, any>, into: Record<string, number>): void {
  const count = (sql: string) => { const k = /^\s*(\w+)/.exec(sql)?.[1]?.toUpperCase() ?? '?'; into[k] = (into[k] ?? 0) + 1; };
  for (const name of ['query', 'rows', 'run', 'all']) {
    const f = store[name];
    if (typeof f !== 'function') continue;
    store[name] = (sql: string, ...rest: unknown[]) => { count(sql); return f.call(store, sql, ...rest); };
  }
}

