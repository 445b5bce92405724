/**
 * Determinized beam search ("perfect-information Monte Carlo"): sample a few
 * full states consistent with the AI's view, run a shallow alpha-beta search
 * with beam pruning on each, and pick the root action with the best average.
 *
 * The engine's apply() is exact but costly, so placements are first ranked by a
 * cheap "virtual" score (token put on the board in place, evaluated, taken
 * back) and only the best few are applied for real. At the last ply the
 * virtual score is the value.
 *
 * Depth is counted in hand-overs: an action that passes the turn to the other
 * side costs 1, a placement that keeps the turn (Tactics) costs 0.5 and a
 * pending decision (Might target, closure order, ...) that keeps the turn is
 * free, so a bonus is always priced by actually using it.
 */
import { caesar } from '../index';
import { initialRngState, Rng } from '../../../core/rng';
import { determinize } from './determinize';
import { evaluate } from './evaluate';
import { applyScratch, keepState } from './scratch';
import type { CaesarAction, CaesarState, CaesarView, Side } from '../types';

export interface SearchConfig {
  /** Sampled states to average over. */
  determinizations: number;
  /** Search depth in hand-overs (1 = one-ply greedy). */
  depth: number;
  /**
   * Placements applied for real at a node, by remaining depth (index =
   * ceil(depth)); the rest are cut by their virtual score. 0 = virtual scores
   * only (allowed where children are leaves).
   */
  keep: number[];
  /**
   * Overrides for solo games: Crassus's reply is simulated exactly inside
   * apply, so every root placement is worth applying, and the deeper plies
   * would only be the AI's own next move.
   */
  solo?: { determinizations?: number; depth: number; keep: number[] };
  /** The static evaluation (default: evaluate.ts; the master uses its learned one in two-player games). */
  evaluate?: Evaluator;
  /**
   * The master's budget: checked at every searched node, and when it says
   * stop the search throws SEARCH_STOPPED (the caller drops that valuation).
   * Levels 1-3 have none.
   */
  stop?: () => boolean;
}

/** Thrown out of search() when its config's stop() says the budget is spent. */
export const SEARCH_STOPPED = new Error('search budget spent');

/** A static evaluation: score for `me`; `closer` as in evaluate(). */
export type Evaluator = (state: CaesarState, me: Side, closer?: Side | null) => number;

interface Child {
  action: CaesarAction;
  /** Null for a leaf (depth spent or game over): only its score is read. */
  state: CaesarState | null;
  score: number;
  depth: number;
}

/** Counts applied actions and virtual evaluations, so the cost of a move can be measured. */
export const stats = { applies: 0, virtual: 0 };

export function actorOf(state: CaesarState): Side | null {
  if (state.winner !== null) return null;
  const a = caesar.activePlayers(state);
  return a.length > 0 ? (a[0] as Side) : null;
}

export function childDepth(state: CaesarState, child: CaesarState, actor: Side, depth: number): number {
  if (child.winner !== null || actorOf(child) !== actor) return depth - 1;
  // Still deciding within the same turn (Might target, closure order, ...): free.
  if (child.turn === state.turn) return depth;
  // The turn came back: Crassus moved inside apply (solo), or a Tactics extra turn.
  return state.options.solo ? depth - 1 : depth - 0.5;
}

/** Score of a placement without resolving it: put the token down, evaluate, take it back. */
export function virtualScore(state: CaesarState, actor: Side, a: Extract<CaesarAction, { type: 'place' }>, me: Side, ev: Evaluator = evaluate): number {
  stats.virtual++;
  const space = state.spaces[a.space];
  const supply = state.sides[actor].supply;
  const at = supply.indexOf(a.token);
  const active = state.active;
  space.placed = { token: a.token, side: actor, toward: a.toward, faceDown: a.faceDown === true };
  if (at >= 0) supply.splice(at, 1);
  state.active = (1 - actor) as Side;
  try {
    return ev(state, me, actor);
  } finally {
    state.active = active;
    if (at >= 0) supply.splice(at, 0, a.token);
    space.placed = null;
  }
}

/** The actor's options, best first for the actor, with placements cut to `keep`. */
function expand(state: CaesarState, actor: Side, me: Side, depth: number, keep: number, ev: Evaluator): Child[] {
  const sign = actor === me ? -1 : 1;
  let actions = caesar.legalActions(state, actor) as CaesarAction[];
  const places = actions.filter((a): a is Extract<CaesarAction, { type: 'place' }> => a.type === 'place');
  if (places.length > keep) {
    const ranked = places
      .map((a, i) => ({ a, i, v: virtualScore(state, actor, a, me, ev) }))
      .sort((x, y) => sign * (x.v - y.v) || x.i - y.i)
      .slice(0, keep)
      .map((x) => x.a as CaesarAction);
    actions = [...ranked, ...actions.filter((a) => a.type !== 'place')];
  }
  const out: Child[] = [];
  for (const action of actions) {
    const r = applyScratch(state, actor, action);
    stats.applies++;
    if (!r) continue;
    const d = childDepth(state, r, actor, depth);
    const score = ev(r, me);
    out.push({ action, state: d <= 0 || r.winner !== null ? null : keepState(r), score, depth: d });
  }
  // Stable sort, so ties keep the order above and the choice stays deterministic.
  return out.sort((a, b) => sign * (a.score - b.score));
}

function keepAt(cfg: SearchConfig, depth: number): number {
  return cfg.keep[Math.ceil(depth)] ?? 1;
}

export function search(state: CaesarState, me: Side, depth: number, alpha: number, beta: number, cfg: SearchConfig): number {
  const ev = cfg.evaluate ?? evaluate;
  const actor = actorOf(state);
  if (actor === null || depth <= 0) return ev(state, me);
  if (cfg.stop?.()) throw SEARCH_STOPPED;
  const maximize = actor === me;
  const keep = keepAt(cfg, depth);
  if (keep === 0) {
    const actions = caesar.legalActions(state, actor) as CaesarAction[];
    if (actions.length > 0 && actions.every((a) => a.type === 'place')) {
      let best = maximize ? -Infinity : Infinity;
      for (const a of actions) {
        const v = virtualScore(state, actor, a as Extract<CaesarAction, { type: 'place' }>, me, ev);
        best = maximize ? Math.max(best, v) : Math.min(best, v);
      }
      return best;
    }
  }
  const kids = expand(state, actor, me, depth, Math.max(1, keep), ev);
  if (kids.length === 0) return ev(state, me);
  // Decisions inside a turn (closure order, Might target, Tactics) cost no depth,
  // so chains of them multiply: below the root only the statically best is followed.
  // (The AI's own decision at the root still weighs every option by search.)
  const pendingOnly = kids.every((k) => k.action.type !== 'place');
  const beam = pendingOnly ? 1 : Infinity;
  let best = maximize ? -Infinity : Infinity;
  for (const [n, k] of kids.entries()) {
    if (n >= beam) break;
    const v = k.state === null ? k.score : search(k.state, me, k.depth, alpha, beta, cfg);
    if (maximize) {
      if (v > best) best = v;
      if (best > alpha) alpha = best;
    } else {
      if (v < best) best = v;
      if (best < beta) beta = best;
    }
    if (alpha >= beta) break;
  }
  return best;
}

const keyOf = (a: CaesarAction) => JSON.stringify(a);

/** The action the searching side prefers in `view`, deterministic for a given seed. */
export function searchAction(view: CaesarView, config: SearchConfig, seed: string): CaesarAction {
  const cfg = view.options.solo && config.solo ? { ...config, ...config.solo } : config;
  const me = view.viewer;
  if (me === null) throw new Error('the AI needs a player view, not the public view');
  const rng = new Rng(initialRngState(seed));
  const dets = Array.from({ length: cfg.determinizations }, (_, i) => determinize(view, rng, i));
  if (actorOf(dets[0]) !== me) throw new Error(`it is not side ${me}'s turn`);
  const all = caesar.legalActions(dets[0], me) as CaesarAction[];
  if (all.length === 0) throw new Error('no legal action');
  if (all.length === 1) return all[0];

  // The same root candidates in every sample: those with the best average virtual score.
  const rootKeep = keepAt(cfg, cfg.depth);
  const sum = new Map<string, number>();
  for (const d of dets) {
    for (const a of all) {
      if (a.type !== 'place') continue;
      sum.set(keyOf(a), (sum.get(keyOf(a)) ?? 0) + virtualScore(d, me, a, me));
    }
  }
  const placeKeys = [...sum.entries()].map(([k, v], i) => ({ k, v, i })).sort((x, y) => y.v - x.v || x.i - y.i);
  const chosen = new Set(placeKeys.slice(0, Math.max(1, rootKeep)).map((x) => x.k));
  const candidates = all.filter((a) => a.type !== 'place' || chosen.has(keyOf(a)));

  let best = candidates[0];
  let bestValue = -Infinity;
  for (const action of candidates) {
    let total = 0;
    for (const d of dets) {
      const r = applyScratch(d, me, action);
      stats.applies++;
      if (!r) throw new Error('legal action refused');
      const depth = childDepth(d, r, me, cfg.depth);
      total += depth <= 0 || r.winner !== null ? evaluate(r, me) : search(keepState(r), me, depth, -Infinity, Infinity, cfg);
    }
    if (total > bestValue) {
      bestValue = total;
      best = action;
    }
  }
  return best;
}
