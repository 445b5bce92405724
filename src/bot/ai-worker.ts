/** Worker thread body: chooses the computer's Caesar! moves off the bot's main thread. */
import { parentPort } from 'node:worker_threads';
import { chooseAction } from '../games/caesar/ai';
import type { CaesarView } from '../games/caesar/types';

export interface AiRequest { id: number; view: CaesarView; level: number; seed: string }
export type AiResponse = { id: number; ok: true; action: unknown } | { id: number; ok: false; error: string };

parentPort!.on('message', (req: AiRequest) => {
  try {
    parentPort!.postMessage({ id: req.id, ok: true, action: chooseAction(req.view, req.level, req.seed) } satisfies AiResponse);
  } catch (e) {
    parentPort!.postMessage({ id: req.id, ok: false, error: (e as Error).message } satisfies AiResponse);
  }
});
