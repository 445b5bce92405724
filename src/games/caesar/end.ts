/** Results and the two ways a game ends outside the rules: resignation and abandonment. */
import { copyJson } from './ctx';
import type { GameResult } from '../../core/game';
import type { CaesarState, Side } from './types';

export function resultOf(state: CaesarState): GameResult | null {
  if (state.endReason === null) return null;
  if (state.winner === null) return { ranks: [1, 1], winners: [], reason: state.endReason };
  const ranks = state.winner === 0 ? [1, 2] : [2, 1];
  return { ranks, winners: [state.winner], reason: state.endReason };
}

function ended(state: CaesarState): CaesarState {
  const s = copyJson(state);
  s.pending = null;
  s.resolving = null;
  s.extraTurn = false;
  s.version = state.version + 1;
  return s;
}

/** `side` gives up: the other side wins (reason 'resigned'). A finished game is returned unchanged. */
export function resign(state: CaesarState, side: Side): CaesarState {
  if (state.endReason !== null) return state;
  const s = ended(state);
  s.winner = (1 - side) as Side;
  s.endReason = 'resigned';
  return s;
}

/** The game stops without a winner (reason 'abandoned'), e.g. a timed-out channel. */
export function abandon(state: CaesarState): CaesarState {
  if (state.endReason !== null) return state;
  const s = ended(state);
  s.winner = null;
  s.endReason = 'abandoned';
  return s;
}
