/**
 * Caesar! (Paolo Mori) as a Legatus game module: two players, the Poison,
 * Centurions and Checkpoints modules, and solo play against Crassus.
 */
import type { GameModule } from '../../core/game';
import { applyAction } from './apply';
import { GameOverSignal, closeCtx, newCtx } from './ctx';
import { resultOf } from './end';
import { listActions } from './legal';
import { upgradeState } from './migrate';
import { isCrassus } from './rules-helpers';
import { parseAction, parseOptions } from './schemas';
import { CAESAR_SCHEMA, initialState } from './setup';
import { startTurn } from './turn';
import { viewOf } from './view';
import type { CaesarAction, CaesarEvent, CaesarOptions, CaesarState, CaesarView } from './types';

/** Set-up and the first turn's start (in solo mode Crassus, who starts, plays at once). */
export function setupGame(options: CaesarOptions, seed: string): { state: CaesarState; events: CaesarEvent[] } {
  const ctx = newCtx(initialState(options, seed));
  try {
    startTurn(ctx);
  } catch (e) {
    if (!(e instanceof GameOverSignal)) throw e;
  }
  return { state: closeCtx(ctx), events: ctx.events };
}

export const caesar: GameModule<CaesarState, CaesarAction, CaesarOptions, CaesarView, CaesarEvent> = {
  id: 'caesar',
  schemaVersion: CAESAR_SCHEMA,
  minPlayers: 1,
  maxPlayers: 2,
  parseOptions,
  parseAction,
  setup: (options, seed) => setupGame(options, seed).state,
  // Saved games of an older schema are upgraded once, when the store loads them (./migrate.ts).
  migrate: upgradeState,
  activePlayers: (state) =>
    state.endReason !== null || isCrassus(state, state.active) ? [] : [state.active],
  legalActions: listActions,
  apply: applyAction,
  view: (state, player) => viewOf(state, player === null ? null : (player as 0 | 1)),
  result: resultOf,
};

export { CAESAR_ERRORS } from './errors';
export { resign, abandon } from './end';
export { eventsFor } from './view';
export { mightTargets } from './might';
export * from './rules-helpers';
export type * from './types';
