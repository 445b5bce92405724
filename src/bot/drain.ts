/**
 * Work that outlives the interaction that started it (a render pool's queue,
 * undelivered posts) registers here, so a graceful stop waits for it too:
 * `bot.stop()` first waits for the interactions in flight, then for every
 * registered drain, all within the same grace time.
 */
const drains = new Set<() => Promise<void>>();

/** Registers a function that resolves once its queue is empty; returns the unregister. */
export function onDrain(drain: () => Promise<void>): () => void {
  drains.add(drain);
  return () => { drains.delete(drain); };
}

/** Runs every registered drain; never rejects. */
export async function drainAll(): Promise<void> {
  await Promise.allSettled([...drains].map((d) => d()));
}
