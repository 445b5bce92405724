/**
 * Lets a long synchronous test loop give its event loop a turn now and then.
 *
 * vitest 3 fails the whole run ("[vitest-worker]: Timeout calling onTaskUpdate") when a test worker does not
 * read its messages for 60 s; on a machine with a load average of 20 a loop of a few seconds of CPU gets
 * there. `const pause = yielder(); for (…) { …; await pause(); }` costs a microtask per call and a real
 * turn of the event loop (setImmediate: timers and I/O run) once `budgetMs` have passed since the last one.
 * What the loop computes, and so what the test proves, is unchanged.
 */
export function yielder(budgetMs = 100): () => Promise<void> {
  let last = performance.now();
  return () => {
    if (performance.now() - last < budgetMs) return Promise.resolve();
    return new Promise<void>((resolve) => setImmediate(() => {
      last = performance.now();
      resolve();
    }));
  };
}

/**
 * One turn of the event loop (setImmediate: timers and I/O run first), for a test that does a few big
 * synchronous steps (a picture, an AI search) rather than a loop of small ones: `await turn()` between them.
 */
export function turn(): Promise<void> {
  return new Promise<void>((resolve) => setImmediate(() => resolve()));
}
