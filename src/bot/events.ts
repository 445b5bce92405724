/**
 * "A game finished": the game service announces it here after the finished
 * game is saved, and whoever cares (leagues) subscribes. The service thus
 * knows nothing of leagues, and leagues, which use the service, do not form a
 * circle with it.
 */
import type { StoredGame } from '../storage';
import type { BotContext } from './context';

export type GameFinishedListener = (ctx: BotContext, game: StoredGame) => Promise<void>;

const listeners = new Set<GameFinishedListener>();

/** Subscribes a listener (once: subscribing the same function again changes nothing). Returns the unsubscribe. */
export function whenGameFinished(listener: GameFinishedListener): () => void {
  listeners.add(listener);
  return () => { listeners.delete(listener); };
}

/**
 * Tells every listener, one after the other. Never throws: the game is
 * already saved, and one listener's failure must not keep the others from it.
 * Returns false when one failed: the game's outbox (outbox.ts) then keeps the
 * news owed and tells them all again later, so listeners must take a repeat
 * calmly (a league refuses a result it already has).
 */
export async function gameFinished(ctx: BotContext, game: StoredGame): Promise<boolean> {
  let ok = true;
  for (const listener of listeners) {
    try {
      await listener(ctx, game);
    } catch (e) {
      ok = false;
      ctx.log.error({ gameId: game.meta.id, err: (e as Error).message }, 'game finished listener failed');
    }
  }
  return ok;
}
