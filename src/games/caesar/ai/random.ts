import type { Rng } from '../../../core/rng';
import { caesar } from '../index';
import type { CaesarAction, CaesarState, Side } from '../types';

/** A uniformly random legal action (legal actions depend only on what `side` may see). */
export function randomAction(state: CaesarState, side: Side, rng: Rng): CaesarAction {
  const actions = caesar.legalActions(state, side) as CaesarAction[];
  if (actions.length === 0) throw new Error(`side ${side} has no legal action`);
  return rng.pick(actions);
}
