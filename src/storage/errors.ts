/**
 * What can go wrong with the store, as errors the bot can tell apart: the
 * store could not be read or written (a full disk, a server that is down),
 * or another writer changed the record first. In every case nothing was
 * committed, so the bot tells the user to try again and posts nothing.
 */

/** A read or write of the store failed or was refused; nothing was committed. */
export class StorageFailure extends Error {
  constructor(
    readonly op: 'read' | 'write',
    readonly key: string,
    cause: unknown,
  ) {
    super(`store ${op} of ${key} failed: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = 'StorageFailure';
  }
}

/**
 * The record changed since it was read (another process, or a stale copy in
 * this one): the compare-and-set refused the write, so the move is not
 * committed twice.
 */
export class SaveConflict extends Error {
  constructor(readonly key: string) {
    super(`${key} changed since it was read; the save was refused`);
    this.name = 'SaveConflict';
  }
}

/** Whether an error means "nothing was saved, try again" (for the user's answer). */
export function isNotSaved(e: unknown): e is StorageFailure | SaveConflict {
  return e instanceof StorageFailure || e instanceof SaveConflict;
}
