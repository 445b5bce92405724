/**
 * Runs the computer players in a worker thread. The strongest Caesar! level
 * thinks for about a second; on the main thread that would stall the
 * acknowledgement of every other game's interactions. One worker, requests
 * queued in order; if the worker cannot start, the move is computed inline
 * (same result: a game's AI is deterministic for a request).
 *
 * Which code plays a game comes from the registry (GamePlugin.ai.entry), so
 * this module knows no game.
 */
import { Worker } from 'node:worker_threads';
import { fileURLToPath } from 'node:url';
import { getPlugin } from '../core/registry';
import type { AiModule, AiRequest } from '../core/plugin';
import { runAi } from './ai-run';
import type { AiWorkerRequest, AiWorkerResponse } from './ai-worker';

let worker: Worker | null = null;
let broken = false;
let nextId = 1;
const waiting = new Map<number, { resolve: (a: unknown) => void; reject: (e: Error) => void }>();
const inlineModules = new Map<string, Promise<AiModule>>();

function start(): Worker | null {
  if (worker || broken) return worker;
  try {
    const w = new Worker(new URL('./worker-boot.mjs', import.meta.url), {
      workerData: { entry: new URL('./ai-worker.ts', import.meta.url).href },
    });
    w.unref();
    w.on('message', (res: AiWorkerResponse) => {
      const p = waiting.get(res.id);
      if (!p) return;
      waiting.delete(res.id);
      if (res.ok) p.resolve(res.action);
      else p.reject(new Error(res.error));
    });
    const fail = (e: Error) => {
      broken = true;
      worker = null;
      for (const [, p] of waiting) p.reject(e);
      waiting.clear();
    };
    w.on('error', fail);
    w.on('exit', (code) => { if (code !== 0) fail(new Error(`AI worker exited with code ${code}`)); worker = null; });
    worker = w;
  } catch {
    broken = true;
  }
  return worker;
}

/** The same computation on this thread (no worker, or the worker failed). */
async function inline(entry: string, request: unknown, method?: AiWorkerRequest['method']): Promise<unknown> {
  let m = inlineModules.get(entry);
  if (!m) {
    // The entry is a file URL; a path is what every loader here (tsx, vitest) resolves alike.
    m = import(entry.startsWith('file:') ? fileURLToPath(entry) : entry) as Promise<AiModule>;
    inlineModules.set(entry, m);
  }
  return runAi(await m, method, request);
}

/**
 * The computer's action for one seat of a game: `request.view` must be that
 * seat's own view. Off the main thread when possible.
 */
export async function aiAction(game: string, request: AiRequest): Promise<unknown> {
  return run(game, request);
}

/**
 * What the computer playing `request.seat` does out of turn now (AiModule.interrupt), or null to let the
 * game go on. `request.view` must be that seat's own view.
 */
export async function aiInterrupt(game: string, request: AiRequest): Promise<unknown> {
  return (await run(game, request, 'interrupt')) ?? null;
}

/**
 * The game's coach analysis (AiModule.analyse) for `request`, in the same
 * worker and queue as the moves. The request is the game's own and must carry
 * only what the asking player may see.
 */
export async function aiAnalysis(game: string, request: unknown): Promise<unknown> {
  return run(game, request, 'analyse');
}

async function run(game: string, request: unknown, method?: AiWorkerRequest['method']): Promise<unknown> {
  const ai = getPlugin(game).ai;
  if (!ai) throw new Error(`game "${game}" has no computer player`);
  const w = start();
  if (!w) return inline(ai.entry, request, method);
  const id = nextId++;
  try {
    return await new Promise<unknown>((resolve, reject) => {
      waiting.set(id, { resolve, reject });
      w.postMessage({ id, entry: ai.entry, request, ...(method ? { method } : {}) } satisfies AiWorkerRequest);
    });
  } catch {
    return inline(ai.entry, request, method);
  }
}

/** Stops the worker (tests, shutdown). A later request starts a new one. */
export async function stopAiWorker(): Promise<void> {
  const w = worker;
  worker = null;
  if (w) await w.terminate();
}

/** 'running' once the worker answered at least once; 'inline' if it could not start (tests, diagnostics). */
export function aiWorkerState(): 'idle' | 'running' | 'inline' {
  return broken ? 'inline' : worker ? 'running' : 'idle';
}
