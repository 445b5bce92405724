/**
 * Runs calls of an exported function of a TypeScript module in a worker thread and resolves with their
 * results, in order.
 *
 * Why: some fixtures are one call into game code that takes a second of CPU (a six-player mid-game played
 * by the AI). A single call cannot give the event loop a turn (test/support/yield.ts), and on a loaded
 * machine a second of CPU is many seconds of wall time in which the test worker answers nothing to vitest
 * (its RPC calls fail after 60 s: "Timeout calling onTaskUpdate"). In a worker thread the same call computes
 * the same result while the test worker's event loop stays free.
 *
 * Arguments and results cross the thread by structured clone, so both must be plain data (a game state is).
 * The worker loads the module afresh, which costs its own CPU: worth it only for calls of about a second.
 */
import { Worker } from 'node:worker_threads';

export function inWorker<T>(module: URL, name: string, calls: unknown[][]): Promise<T[]> {
  return new Promise<T[]>((resolve, reject) => {
    const worker = new Worker(new URL('./in-worker-boot.mjs', import.meta.url), {
      workerData: { module: module.href, name, calls },
    });
    let settled = false;
    worker.once('message', (results: T[]) => {
      settled = true;
      resolve(results);
      void worker.terminate();
    });
    worker.once('error', (e) => { settled = true; reject(e); });
    worker.once('exit', (code) => {
      if (!settled) reject(new Error(`worker for ${name} exited with code ${code} before answering`));
    });
  });
}
