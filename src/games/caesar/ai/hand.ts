/**
 * The size of a hand, for the master's evaluation.
 *
 * A side places one token a turn and draws one at its end, so its hand keeps
 * its size for the whole game: a Poison taken against it leaves it one token
 * short for good, a Wealth one token up for good. A short hand has fewer
 * choices every turn, and a hand of one is forced and one Poison away from
 * having nothing to place (which loses the game). The learned evaluation
 * (features.ts) barely sees this: it was fitted on games of levels 1-2 where
 * hands seldom shrink, and gives a token in hand about a sixth of a control
 * token. Of the master's lost games with all modules, most were played with
 * the smaller hand, three of them ending with nothing to place.
 *
 * The terms (antisymmetric: each is the other side's trouble less mine, or
 * my tokens less its tokens, so positive favours `me`):
 * - size: tokens in hand (at most 5 counted);
 * - one: a hand down to one token or none;
 * - exposed: a hand no larger than the Poisons still on open provinces (the
 *   other side could empty it by taking them).
 * Their weights, in control tokens, are measured by bench/caesar/hand-value.ts.
 *
 * In a virtual position (`closer` given: a token put down without the engine
 * resolving anything) the closer has not drawn yet: its hand counts one more
 * while its bag has a token to draw.
 */
import { PROVINCE_IDS } from '../data';
import { learnedEvaluate, MASTER_EVAL, type EvalWeights } from './features';
import type { CaesarState, Side } from '../types';

export const HAND_FEATURE_NAMES = ['size', 'one', 'exposed'] as const;

/** Weights of the hand terms, in control tokens, HAND_FEATURE_NAMES order. */
export type HandWeights = readonly [number, number, number];

/**
 * Measured by bench/caesar/hand-value.ts (400 level-3 games with Poison, seed
 * hv1, 14,738 training positions): on top of the learned evaluation, a hand
 * of one costs 1.32 control tokens and an exposed hand 1.06, while the size
 * itself adds nothing once those are counted (-0.05); held-out log-loss 0.5731
 * against 0.5832 for the learned evaluation alone (3,634 positions).
 */
export const HAND_WEIGHTS: HandWeights = [0, 1.3, 1.05];

/** Tokens `side` holds, counting the draw a virtual position's closer still has to make. */
export function handSize(state: CaesarState, side: Side, closer: Side | null = null): number {
  const s = state.sides[side];
  return s.supply.length + (closer === side && s.bag.length > 0 ? 1 : 0);
}

/** Poison bonuses on provinces not closed yet. */
export function openPoisons(state: CaesarState): number {
  let n = 0;
  for (const p of PROVINCE_IDS) {
    const ps = state.provinces[p];
    if (!ps.closed && ps.bonus === 'poison') n++;
  }
  return n;
}

/** The hand terms of `state` for `me` (HAND_FEATURE_NAMES order). */
export function handFeatures(state: CaesarState, me: Side, closer: Side | null = null): [number, number, number] {
  const opp = (1 - me) as Side;
  const nMe = handSize(state, me, closer);
  const nOpp = handSize(state, opp, closer);
  const poisons = openPoisons(state);
  const one = (n: number) => (n <= 1 ? 1 : 0);
  const exposed = (n: number) => (n <= poisons ? 1 : 0);
  // Each term is good for `me` when positive: a hand of one or an exposed hand counts against its holder.
  return [Math.min(nMe, 5) - Math.min(nOpp, 5), one(nOpp) - one(nMe), exposed(nOpp) - exposed(nMe)];
}

/** The hand terms' value for `me`, in control tokens. */
export function handValue(state: CaesarState, me: Side, closer: Side | null = null, w: HandWeights = HAND_WEIGHTS): number {
  const f = handFeatures(state, me, closer);
  return w[0] * f[0] + w[1] * f[1] + w[2] * f[2];
}

/**
 * The learned evaluation plus the hand terms (two-player games; a decided
 * game and games against Crassus, whose hand is a public row, keep the
 * learned value alone).
 */
export function handEvaluate(state: CaesarState, me: Side, closer: Side | null = null, w: HandWeights = HAND_WEIGHTS, ew: EvalWeights = MASTER_EVAL): number {
  const v = learnedEvaluate(state, me, closer, ew);
  if (state.winner !== null || state.options.solo) return v;
  return v + handValue(state, me, closer, w);
}
