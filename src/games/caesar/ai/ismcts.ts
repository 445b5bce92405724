/**
 * Single-observer information-set Monte Carlo tree search for Caesar!.
 *
 * Each iteration draws one full state consistent with the searching player's
 * view (determinize.ts: only what the player can see), walks one tree keyed by
 * actions (a child is eligible only when its action is legal in this sample;
 * "availability" counts how often it was, for UCB), adds at most one child,
 * and values the new leaf by a greedy rollout and/or the static evaluation.
 *
 * Progressive widening keeps the branching in check: a node may have
 * ceil(widen.k * visits^widen.alpha) children, added best first by the cheap
 * one-ply virtual score (move ordering).
 *
 * The budget is a number of iterations (deterministic: the result depends only
 * on the view, the seed and the budget); a deadline can be added for equal-time
 * bench matches.
 */
import { initialRngState, Rng } from '../../../core/rng';
import { caesar } from '../index';
import { determinize } from './determinize';
import { evaluate, WIN_SCORE } from './evaluate';
import { actorOf, virtualScore } from './search';
import type { CaesarAction, CaesarState, CaesarView, Side } from '../types';

export interface MctsConfig {
  widen: { k: number; alpha: number };
  /** UCB exploration constant (rewards in 0..1). */
  ucb: number;
  /** A rollout move is the best by virtual score of this many random placements (Infinity = all). */
  rolloutSample: number;
  /** Plies a rollout plays before the static evaluation is read (Infinity = to the end). */
  rolloutPlies: number;
  /** Weight of the static evaluation at the leaf, 0..1 (the rest is the rollout's outcome). */
  evalWeight: number;
  /** Control-token margin that makes a 73 % favourite (logistic scale of the evaluation). */
  evalScale: number;
  /** Root placements searched, best by average virtual score over `rootSamples` samples (0 = all, widened like any node). */
  rootKeep: number;
  rootSamples: number;
}

export interface MctsBudget {
  iterations: number;
  /** A stop by `clock` (default performance.now): the bench's equal-time matches only. */
  deadline?: number;
  clock?: () => number;
}

interface Node { visits: number; children: Map<string, Child> }
interface Child { action: CaesarAction; actor: Side; wins: number; visits: number; avail: number; node: Node }

const keyOf = (a: CaesarAction) => JSON.stringify(a);
const newNode = (): Node => ({ visits: 0, children: new Map() });

function step(state: CaesarState, actor: Side, action: CaesarAction): CaesarState {
  const r = caesar.apply(state, actor, action);
  if (!r.ok) throw new Error(`legal action refused: ${r.error.message}`);
  return r.state;
}

type Place = Extract<CaesarAction, { type: 'place' }>;
const isPlace = (a: CaesarAction): a is Place => a.type === 'place';

/** The best of `sample` random placements by virtual score (all when sample ≥ their number); a decision at random. */
function greedyPick(state: CaesarState, actor: Side, legal: CaesarAction[], rng: Rng, sample: number): CaesarAction {
  const places = legal.filter(isPlace);
  if (places.length === 0) return rng.pick(legal);
  let best = places[0];
  let bestV = -Infinity;
  const all = sample >= places.length;
  const n = all ? places.length : sample;
  for (let i = 0; i < n; i++) {
    const a = all ? places[i] : rng.pick(places);
    const v = virtualScore(state, actor, a, actor);
    if (v > bestV) { bestV = v; best = a; }
  }
  return best;
}

/** Chance that side 0 wins, from a static evaluation. */
function staticP0(state: CaesarState, scale: number): number {
  if (state.winner !== null) return state.winner === 0 ? 1 : 0;
  const v = evaluate(state, 0);
  if (Math.abs(v) >= WIN_SCORE) return v > 0 ? 1 : 0;
  return 1 / (1 + Math.exp(-v / scale));
}

/** Value of a leaf for side 0, in 0..1. */
function leafValue(state: CaesarState, rng: Rng, cfg: MctsConfig): number {
  const atLeaf = cfg.evalWeight > 0 ? staticP0(state, cfg.evalScale) : 0;
  if (cfg.evalWeight >= 1) return atLeaf;
  let s = state;
  for (let ply = 0; ply < cfg.rolloutPlies; ply++) {
    const actor = actorOf(s);
    if (actor === null) break;
    const legal = caesar.legalActions(s, actor) as CaesarAction[];
    if (legal.length === 0) break;
    s = step(s, actor, greedyPick(s, actor, legal, rng, cfg.rolloutSample));
  }
  const end = staticP0(s, cfg.evalScale);
  return cfg.evalWeight * atLeaf + (1 - cfg.evalWeight) * end;
}

export interface MctsResult {
  action: CaesarAction;
  iterations: number;
  /** Root children, most visited first: visits and mean reward for the searching side. */
  root: { action: CaesarAction; visits: number; value: number }[];
}

/**
 * Searches `view` for its viewer. `include` actions are root children from the
 * start whatever the ordering says (the coach prices the move a player made).
 */
export function mctsSearch(view: CaesarView, seed: string, cfg: MctsConfig, budget: MctsBudget, include: CaesarAction[] = []): MctsResult {
  const me = view.viewer;
  if (me === null) throw new Error('the AI needs a player view, not the public view');
  const rng = new Rng(initialRngState(seed));
  const first = determinize(view, rng, 0);
  if (actorOf(first) !== me) throw new Error(`it is not side ${me}'s turn`);
  const rootLegal = caesar.legalActions(first, me) as CaesarAction[];
  if (rootLegal.length === 0) throw new Error('no legal action');
  if (rootLegal.length === 1) return { action: rootLegal[0], iterations: 0, root: [{ action: rootLegal[0], visits: 0, value: 0 }] };

  const root = newNode();
  // Root move ordering: average virtual score over a few samples; the best are all children from the start.
  let rootOnly: Set<string> | null = null;
  const forced = include.filter((a) => rootLegal.some((b) => keyOf(a) === keyOf(b)));
  if (cfg.rootKeep > 0 || forced.length > 0) {
    const dets = [first];
    while (dets.length < cfg.rootSamples) dets.push(determinize(view, rng, dets.length));
    const places = rootLegal.filter(isPlace);
    const ranked = places.map((a, i) => ({ a, i, v: dets.reduce((s, d) => s + virtualScore(d, me, a, me), 0) }))
      .sort((x, y) => y.v - x.v || x.i - y.i).slice(0, cfg.rootKeep > 0 ? cfg.rootKeep : places.length).map((x) => x.a as CaesarAction);
    const kept = [...ranked, ...rootLegal.filter((a) => !isPlace(a))];
    for (const a of forced) if (!kept.some((b) => keyOf(a) === keyOf(b))) kept.push(a);
    rootOnly = new Set(kept.map(keyOf));
    for (const a of kept) root.children.set(keyOf(a), { action: a, actor: me, wins: 0, visits: 0, avail: 0, node: newNode() });
  }

  let it = 0;
  for (; it < budget.iterations; it++) {
    if (budget.deadline !== undefined && it >= 2 && (budget.clock ? budget.clock() : performance.now()) >= budget.deadline) break;
    let state = it === 0 ? first : determinize(view, rng, it);
    let node = root;
    const path: Child[] = [];
    for (;;) {
      const actor = actorOf(state);
      if (actor === null) break;
      let legal = caesar.legalActions(state, actor) as CaesarAction[];
      if (legal.length === 0) break;
      if (node === root && rootOnly) legal = legal.filter((a) => rootOnly!.has(keyOf(a)));
      const present: Child[] = [];
      const absent: CaesarAction[] = [];
      for (const a of legal) {
        const c = node.children.get(keyOf(a));
        if (c) present.push(c); else absent.push(a);
      }
      for (const c of present) c.avail++;
      const allowed = node === root && rootOnly ? Infinity : Math.ceil(cfg.widen.k * Math.pow(node.visits + 1, cfg.widen.alpha));
      let chosen: Child | null = null;
      let added = false;
      const unvisited = present.find((c) => c.visits === 0);
      if (unvisited) chosen = unvisited;
      else if (absent.length > 0 && present.length < allowed) {
        const a = greedyPick(state, actor, absent, rng, Infinity);
        chosen = { action: a, actor, wins: 0, visits: 0, avail: 1, node: newNode() };
        node.children.set(keyOf(a), chosen);
        added = true;
      } else if (present.length > 0) {
        let bestU = -Infinity;
        for (const c of present) {
          const u = c.wins / c.visits + cfg.ucb * Math.sqrt(Math.log(c.avail) / c.visits);
          if (u > bestU) { bestU = u; chosen = c; }
        }
      }
      if (!chosen) break;
      node.visits++;
      path.push(chosen);
      state = step(state, actor, chosen.action);
      node = chosen.node;
      if (added || chosen.visits === 0) break;
    }
    const p0 = leafValue(state, rng, cfg);
    for (const c of path) {
      c.visits++;
      c.wins += c.actor === 0 ? p0 : 1 - p0;
    }
  }
  const kids = [...root.children.values()].filter((c) => c.visits > 0).sort((a, b) => b.visits - a.visits || b.wins / b.visits - a.wins / a.visits);
  const stats = kids.map((c) => ({ action: c.action, visits: c.visits, value: c.wins / c.visits }));
  return { action: kids.length ? kids[0].action : rootLegal[0], iterations: it, root: stats };
}

/** The bench's plain baseline: progressive widening, greedy full-game rollouts, no root ordering, no evaluation at the leaf. */
export const PLAIN_MCTS: MctsConfig = {
  widen: { k: 1.5, alpha: 0.5 }, ucb: 0.7, rolloutSample: 6, rolloutPlies: Infinity, evalWeight: 0, evalScale: 3, rootKeep: 0, rootSamples: 1,
};
