/**
 * How the games' property tests run fast-check: a fresh seed on every run (so
 * the suite explores new games each time) plus fixed seeds beside it (so known
 * cases keep being checked). On failure the error names the seed and the
 * shrunk path, and how to run that case again: PROPERTY_SEED=<seed> fixes the
 * fresh runs' seed, PROPERTY_PATH=<path> replays one failing case.
 */
import fc from 'fast-check';

/** The seed of this run's fresh property runs: PROPERTY_SEED if given, otherwise random. */
export const FRESH_SEED: number = process.env.PROPERTY_SEED !== undefined
  ? Number(process.env.PROPERTY_SEED)
  : (Math.random() * 0x7fffffff) | 0;

function parameters(numRuns: number, seed: number) {
  const path = process.env.PROPERTY_PATH;
  return { numRuns, seed, ...(path && seed === FRESH_SEED ? { path } : {}) };
}

/** Runs `property` with `seed`; throws with the seed, the path and fast-check's report if it fails. */
export function checkProperty<T>(property: fc.IProperty<T>, numRuns: number, seed: number = FRESH_SEED): void {
  report(fc.check(property, parameters(numRuns, seed)));
}

/**
 * The same for a property of long runs (whole games): the test's thread gets back to
 * its event loop between runs. A test that computes for a minute without a break
 * cannot answer vitest's runner in time (a fixed 60 s limit inside vitest) on a busy
 * machine, and the run then fails with "Timeout calling onTaskUpdate" although every
 * test passed.
 */
export async function checkLongProperty<T extends unknown[]>(
  arbitraries: { [K in keyof T]: fc.Arbitrary<T[K]> }, predicate: (...args: T) => boolean | void, numRuns: number, seed: number = FRESH_SEED,
): Promise<void> {
  const property = fc.asyncProperty(...(arbitraries as unknown as [fc.Arbitrary<unknown>]), async (...args: unknown[]) => {
    await new Promise((r) => setImmediate(r));
    return predicate(...(args as T));
  });
  report(await fc.check(property as unknown as fc.IAsyncProperty<unknown[]>, parameters(numRuns, seed)));
}

function report<T>(details: fc.RunDetails<T>): void {
  if (!details.failed) return;
  const cause = details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance);
  const report = `${fc.defaultReportMessage(details) ?? 'property failed'}\nCause: ${cause}`;
  const again = `Run again with: PROPERTY_SEED=${details.seed} PROPERTY_PATH=${details.counterexamplePath ?? ''} npx vitest run <this file>`;
  // Also on the console: a report cut short by the runner still shows how to reproduce.
  console.error(`property failed: seed ${details.seed}, path ${details.counterexamplePath}\n${again}`);
  throw new Error(`${report}\n${again}`);
}
