/**
 * Render worker thread body: draws and encodes any game's pictures off the
 * bot's main thread. A job names the game's render module (GamePlugin.render.entry,
 * found through the registry on the main thread), one of its pictures and the
 * picture's arguments. Modules are imported once per thread, so their static
 * layers (map, coastline, names) are built once per worker and reused.
 * One job at a time: drawing and deflating are CPU work, and the pool sizes
 * itself to the cores.
 */
import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';
import { performance } from 'node:perf_hooks';
import { parentPort, workerData } from 'node:worker_threads';
import type { RenderModule } from '../../core/plugin';
import { encodePng } from '../../render/png';
import type { FromWorker, ToWorker } from './protocol';

const modules = new Map<string, Promise<RenderModule>>();

/**
 * Pictures yield the CPU to the main thread, which acknowledges interactions
 * within Discord's 3 seconds: on Linux a thread has its own nice value, set
 * through its thread id. Elsewhere (or if refused) the worker runs at the
 * process's priority.
 */
function lowerPriority(nice: number): void {
  if (!nice) return;
  try {
    const tid = Number(readlinkSync('/proc/thread-self').split('/').pop());
    if (Number.isInteger(tid) && tid > 0) setPriority(tid, nice);
  } catch {
    // Not Linux, or not allowed: same priority as the main thread.
  }
}
lowerPriority(Number((workerData as { nice?: number } | null)?.nice ?? 0));

function load(entry: string): Promise<RenderModule> {
  let m = modules.get(entry);
  if (!m) {
    m = import(entry) as Promise<RenderModule>;
    modules.set(entry, m);
  }
  return m;
}

async function handle(msg: ToWorker): Promise<void> {
  if (msg.type === 'warm') {
    // Warming is an optimisation: a failure shows up again, with its error, on the first real job.
    for (const entry of msg.entries) await load(entry).then((m) => m.warm?.(), () => undefined);
    return;
  }
  try {
    const module = await load(msg.entry);
    const draw = module.pictures[msg.picture];
    if (typeof draw !== 'function') throw new Error(`no picture "${msg.picture}" in ${msg.entry}`);
    const t0 = performance.now();
    const pixels = draw(...msg.args);
    const t1 = performance.now();
    const png = encodePng(pixels, msg.png);
    const t2 = performance.now();
    // Hand the bytes over without a copy when the buffer owns its memory.
    const own = png.byteOffset === 0 && png.byteLength === png.buffer.byteLength;
    const out = own ? png : Uint8Array.prototype.slice.call(png);
    parentPort!.postMessage({ type: 'done', id: msg.id, png: out, drawMs: t1 - t0, encodeMs: t2 - t1 } satisfies FromWorker, [out.buffer as ArrayBuffer]);
  } catch (e) {
    parentPort!.postMessage({ type: 'failed', id: msg.id, error: (e as Error).message } satisfies FromWorker);
  }
}

// Jobs arrive one at a time (the pool waits for each answer); warm-ups before the first.
let chain = Promise.resolve();
parentPort?.on('message', (msg: ToWorker) => {
  chain = chain.then(() => handle(msg));
});
parentPort?.postMessage({ type: 'ready' } satisfies FromWorker);
