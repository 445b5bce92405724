/**
 * Tactics within reach, an experiment for the master's evaluation
 * (compare-master's `tactics` variant; not shipped unless measured better).
 *
 * The closer of a province takes its bonus whoever controls it, and Tactics
 * is an extra placement in the same turn. In the master's lost games against
 * level 3 the opponent took Tactics about ten times as often as the master
 * (bench/caesar/loss-classes.ts, docs/caesar-ai.md), in its won games about as
 * often. The static evaluations price an open Tactics one space short by its
 * bonus weight only, while the learned one values an extra turn it is already
 * in at about two and a half control tokens (features.ts `extraTurn`).
 *
 * `tacticsReach`: can `side`, to move with nothing pending and no extra turn
 * already earned, close a province carrying Tactics with a token of its hand
 * (its last free space fits one)? Read from the board, no engine.
 */
import { PROVINCE_IDS, SPACES, TOKENS, fits } from '../data';
import { scanBorder } from './evaluate';
import { learnedEvaluate, MASTER_EVAL, type EvalWeights } from './features';
import type { CaesarState, Side } from '../types';

const TOKEN = new Map(Object.values(TOKENS).map((t) => [t.id, t]));

export function tacticsReach(state: CaesarState, side: Side): boolean {
  if (state.winner !== null || state.pending !== null || state.active !== side || state.extraTurn) return false;
  const hand = state.sides[side].supply;
  if (hand.length === 0) return false;
  const scan = scanBorder(state);
  for (let i = 0; i < PROVINCE_IDS.length; i++) {
    const ps = state.provinces[PROVINCE_IDS[i]];
    if (ps.closed || ps.bonus !== 'tactics' || scan.free[i] !== 1) continue;
    const symbol = SPACES[scan.lastFree[i]].symbol;
    for (const id of hand) {
      const t = TOKEN.get(id);
      if (t && fits(t, symbol)) return true;
    }
  }
  return false;
}

/**
 * The learned evaluation plus `worth` control tokens for the side to move
 * when Tactics is within its reach (minus for the viewer's opponent).
 * Positions the search left virtual (`closer` given: the token down, nothing
 * resolved) are read the same way: the side to move there is the one replying.
 */
export function tempoEvaluate(state: CaesarState, me: Side, closer: Side | null = null, worth = 1, w: EvalWeights = MASTER_EVAL): number {
  const v = learnedEvaluate(state, me, closer, w);
  if (state.winner !== null || state.options.solo || !tacticsReach(state, state.active)) return v;
  return v + (state.active === me ? worth : -worth);
}
