/**
 * Switches for the storage changes that cut the cost of a move, each on by default. The load bench turns them
 * off to measure the code before them in the same run (a busy shared machine makes runs at different times
 * incomparable); nothing else should.
 */
export const storageTuning = {
  /** Native JSON for records in Keyv's text format (raw.ts). */
  nativeCodec: true,
  /** SQLite through our store with prepared statements (sqlite-store.ts) instead of @keyv/sqlite. */
  preparedSqlite: true,
  /**
   * The open-games index marks open games owing posts too (before: two index writes per move, marking and
   * unmarking). Now only finished games are marked; the owed posts of open games are found by reading them.
   */
  markOpenGamesPending: false,
  /** Copies of each read statement the SQLite store may run at once (sqlite-store.ts); 1 = one queue per statement, as before. */
  sqliteReaders: 4,
};

/** The storage as it was before these changes (bench). */
export function legacyStorage(on: boolean): void {
  storageTuning.nativeCodec = !on;
  storageTuning.preparedSqlite = !on;
  storageTuning.markOpenGamesPending = on;
}
