/**
 * Calls the asked method of a game's AI module: shared by the AI worker and
 * the pool's main-thread fallback (this module has no side effect on import,
 * unlike the worker body).
 */
import type { AiModule, AiRequest } from '../core/plugin';

/** Runs one request on an AI module (here or, as the fallback, on the main thread). */
export function runAi(ai: AiModule, method: 'analyse' | 'interrupt' | undefined, request: unknown): unknown {
  if (method === 'analyse') {
    if (!ai.analyse) throw new Error('this game has no coach analysis');
    return ai.analyse(request);
  }
  // A game without out-of-turn play never interrupts; null (not undefined) crosses the worker boundary intact.
  if (method === 'interrupt') return ai.interrupt?.(request as AiRequest) ?? null;
  return ai.chooseAction(request as AiRequest);
}
