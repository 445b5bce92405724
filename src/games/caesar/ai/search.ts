/**
 * Determinized beam search ("perfect-information Monte Carlo"): sample a few
 * full states consistent with the AI's view, run a shallow alpha-beta search
 * with beam pruning on each, and pick the root action with the best average.
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
import type { CaesarAction, CaesarState, CaesarView, Side } from '../types';

export interface SearchConfig {
  /** Sampled states to average over. */
  determinizations: number;
  /** Search depth in hand-overs (1 = one-ply greedy). */
  depth: number;
  /** Root actions searched deeper (the best by the one-ply evaluation). */
  rootBeam: number;
  /** Replies kept at inner nodes, by remaining depth (index = ceil(depth)); leaves keep all. */
  innerBeam: number[];
}

interface Child {
  action: CaesarAction;
  state: CaesarState;
  score: number;
  depth: number;
}

/** Counts applied actions, so the cost of a move can be measured and bounded. */
export const stats = { applies: 0 };

function actorOf(state: CaesarState): Side | null {
  if (state.winner !== null) return null;
  const a = caesar.activePlayers(state);
  return a.length > 0 ? (a[0] as Side) : null;
}

function childDepth(state: CaesarState, action: CaesarAction, child: CaesarState, actor: Side, depth: number): number {
  const next = actorOf(child);
  if (next !== actor || child.winner !== null) return depth - 1;
  if (action.type !== 'place') return depth;
  // In solo games Crassus moves inside apply, so the turn comes straight back.
  return state.options.solo ? depth - 1 : depth - 0.5;
}

function expand(state: CaesarState, actor: Side, me: Side, depth: number): Child[] {
  const out: Child[] = [];
  for (const action of caesar.legalActions(state, actor) as CaesarAction[]) {
    const r = caesar.apply(state, actor, action);
    stats.applies++;
    if (!r.ok) continue;
    out.push({ action, state: r.state, score: evaluate(r.state, me), depth: childDepth(state, action, r.state, actor, depth) });
  }
  // Best first for the side that chooses here; stable, so ties keep engine order.
  const sign = actor === me ? -1 : 1;
  return out.sort((a, b) => sign * (a.score - b.score));
}

function search(state: CaesarState, me: Side, depth: number, alpha: number, beta: number, cfg: SearchConfig): number {
  const actor = actorOf(state);
  if (actor === null || depth <= 0) return evaluate(state, me);
  const kids = expand(state, actor, me, depth);
  if (kids.length === 0) return evaluate(state, me);
  const beam = cfg.innerBeam[Math.ceil(depth)] ?? Infinity;
  const maximize = actor === me;
  let best = maximize ? -Infinity : Infinity;
  for (let i = 0; i < kids.length && i < beam; i++) {
    const k = kids[i];
    const v = k.depth <= 0 || k.state.winner !== null ? k.score : search(k.state, me, k.depth, alpha, beta, cfg);
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
export function searchAction(view: CaesarView, cfg: SearchConfig, seed: string): CaesarAction {
  const me = view.viewer;
  if (me === null) throw new Error('the AI needs a player view, not the public view');
  const rng = new Rng(initialRngState(seed));
  const dets = Array.from({ length: cfg.determinizations }, () => determinize(view, rng));
  const actor = actorOf(dets[0]);
  if (actor !== me) throw new Error(`it is not side ${me}'s turn`);

  const roots = dets.map((d) => expand(d, me, me, cfg.depth));
  const order: CaesarAction[] = roots[0].map((k) => k.action);
  if (order.length === 0) throw new Error('no legal action');
  if (order.length === 1) return order[0];

  // Rank root actions by their average one-ply score over all samples.
  const byKey = roots.map((kids) => new Map(kids.map((k) => [keyOf(k.action), k])));
  const mean = (key: string, f: (k: Child, i: number) => number) => {
    let sum = 0;
    let n = 0;
    byKey.forEach((m, i) => {
      const k = m.get(key);
      if (k) { sum += f(k, i); n++; }
    });
    return n > 0 ? sum / n : -Infinity;
  };
  const ranked = order
    .map((action, index) => ({ action, key: keyOf(action), index, shallow: mean(keyOf(action), (k) => k.score) }))
    .sort((a, b) => b.shallow - a.shallow || a.index - b.index);

  let best = ranked[0];
  let bestValue = -Infinity;
  for (const cand of ranked.slice(0, cfg.rootBeam)) {
    const value = mean(cand.key, (k) =>
      k.depth <= 0 || k.state.winner !== null ? k.score : search(k.state, me, k.depth, -Infinity, Infinity, cfg));
    if (value > bestValue) {
      bestValue = value;
      best = cand;
    }
  }
  return best.action;
}
