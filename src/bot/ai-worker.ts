/**
 * Worker thread body: runs any game's computer player off the bot's main
 * thread. Each request names the game's AI module (GamePlugin.ai.entry, a
 * file URL); the worker loads it once and asks it for the action.
 */
import { parentPort } from 'node:worker_threads';
import type { AiModule, AiRequest } from '../core/plugin';
import { runAi } from './ai-run';

export interface AiWorkerRequest {
  id: number;
  entry: string;
  request: AiRequest | unknown;
  /** 'analyse' = the coach's AiModule.analyse; 'interrupt' = an out-of-turn answer or null; absent = a move (chooseAction). */
  method?: 'analyse' | 'interrupt';
}

export type AiWorkerResponse = { id: number; ok: true; action: unknown } | { id: number; ok: false; error: string };

const modules = new Map<string, Promise<AiModule>>();

/** The AI module at `entry`, imported once per thread. */
export function loadAi(entry: string): Promise<AiModule> {
  let m = modules.get(entry);
  if (!m) {
    m = import(entry) as Promise<AiModule>;
    modules.set(entry, m);
  }
  return m;
}

parentPort?.on('message', async (req: AiWorkerRequest) => {
  try {
    const ai = await loadAi(req.entry);
    parentPort!.postMessage({ id: req.id, ok: true, action: runAi(ai, req.method, req.request) } satisfies AiWorkerResponse);
  } catch (e) {
    parentPort!.postMessage({ id: req.id, ok: false, error: (e as Error).message } satisfies AiWorkerResponse);
  }
});
