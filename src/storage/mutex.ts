/**
 * Per-key async mutex: interactions of one game run one at a time.
 *
 * Keyv has no transactions or compare-and-set, so a game's read–apply–save
 * sequence must not interleave with another click on the same game. The lock
 * is process-local: one bot process owns its games (no sharding yet). If the
 * bot is ever split over several processes, games must be routed to one
 * process each (e.g. by guild) or this replaced by a distributed lock.
 */
export class KeyedMutex {
  private readonly tails = new Map<string, Promise<void>>();

  /** Runs `fn` after every earlier task with the same key has finished. */
  async run<T>(key: string, fn: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(key) ?? Promise.resolve();
    let release!: () => void;
    const mine = new Promise<void>((resolve) => { release = resolve; });
    const tail = previous.then(() => mine);
    this.tails.set(key, tail);
    await previous;
    try {
      return await fn();
    } finally {
      release();
      // Drop the entry when nobody queued behind us, so the map does not grow forever.
      if (this.tails.get(key) === tail) this.tails.delete(key);
    }
  }

  /** Keys with a task running or queued (for tests and diagnostics). */
  busyKeys(): string[] {
    return [...this.tails.keys()];
  }
}
