/**
 * Runs the AI in a worker thread. The strongest level thinks for about a
 * second; on the main thread that would stall the acknowledgement of every
 * other game's interactions. One worker, requests queued in order; if the
 * worker cannot start, the move is computed inline (same result: the AI is
 * deterministic for a view, level and seed).
 */
import { Worker } from 'node:worker_threads';
import { chooseAction } from '../games/caesar/ai';
import type { CaesarAction, CaesarView } from '../games/caesar/types';
import type { AiRequest, AiResponse } from './ai-worker';

let worker: Worker | null = null;
let broken = false;
let nextId = 1;
const waiting = new Map<number, { resolve: (a: CaesarAction) => void; reject: (e: Error) => void }>();

function start(): Worker | null {
  if (worker || broken) return worker;
  try {
    const w = new Worker(new URL('./worker-boot.mjs', import.meta.url), {
      workerData: { entry: new URL('./ai-worker.ts', import.meta.url).href },
    });
    w.unref();
    w.on('message', (res: AiResponse) => {
      const p = waiting.get(res.id);
      if (!p) return;
      waiting.delete(res.id);
      if (res.ok) p.resolve(res.action as CaesarAction);
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

export async function chooseActionOffThread(view: CaesarView, level: number, seed: string): Promise<CaesarAction> {
  const w = start();
  if (!w) return chooseAction(view, level, seed);
  const id = nextId++;
  try {
    return await new Promise<CaesarAction>((resolve, reject) => {
      waiting.set(id, { resolve, reject });
      w.postMessage({ id, view, level, seed } satisfies AiRequest);
    });
  } catch {
    return chooseAction(view, level, seed);
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
