/**
 * The bench's baseline: a plain single-observer information-set MCTS for
 * Caesar! (a fresh sample of the hidden parts per iteration, drawn from the
 * player's view only; one tree over action keys with availability counts),
 * progressive widening (a node may have ceil(K * visits^ALPHA) children; the
 * next one added is the legal action with the best one-ply virtual score), and
 * greedy rollouts to the end of the game (each move the best of a few random
 * placements by the same virtual score). Not a product level: it measures the
 * master level against a standard technique given the same time.
 */
import { initialRngState, Rng } from '../../src/core/rng';
import { caesar } from '../../src/games/caesar';
import { determinize } from '../../src/games/caesar/ai/determinize';
import { actorOf, virtualScore } from '../../src/games/caesar/ai/search';
import type { CaesarAction, CaesarState, CaesarView, Side } from '../../src/games/caesar/types';

const K = 1.5;
const ALPHA = 0.5;
const UCB_C = 0.7;
const ROLLOUT_SAMPLE = 6;

interface Node {
  visits: number;
  children: Map<string, Child>;
}
interface Child {
  action: CaesarAction;
  actor: Side;
  /** Wins for `actor` over visits. */
  wins: number;
  visits: number;
  avail: number;
  node: Node;
}

const keyOf = (a: CaesarAction) => JSON.stringify(a);
const newNode = (): Node => ({ visits: 0, children: new Map() });

function step(state: CaesarState, actor: Side, action: CaesarAction): CaesarState {
  const r = caesar.apply(state, actor, action);
  if (!r.ok) throw new Error(r.error.message);
  return r.state;
}

function greedyPick(state: CaesarState, actor: Side, legal: CaesarAction[], rng: Rng, sample: number): CaesarAction {
  const places = legal.filter((a): a is Extract<CaesarAction, { type: 'place' }> => a.type === 'place');
  if (places.length === 0) return rng.pick(legal);
  let best = places[0];
  let bestV = -Infinity;
  const n = Math.min(sample, places.length);
  for (let i = 0; i < n; i++) {
    const a = sample >= places.length ? places[i] : rng.pick(places);
    const v = virtualScore(state, actor, a, actor);
    if (v > bestV) { bestV = v; best = a; }
  }
  return best;
}

function rollout(state: CaesarState, rng: Rng): Side | null {
  let s = state;
  for (let guard = 0; guard < 400; guard++) {
    const actor = actorOf(s);
    if (actor === null) return s.winner;
    const legal = caesar.legalActions(s, actor) as CaesarAction[];
    if (legal.length === 0) return s.winner;
    s = step(s, actor, greedyPick(s, actor, legal, rng, ROLLOUT_SAMPLE));
  }
  return s.winner;
}

export interface MctsBudget { iterations?: number; deadline?: number }

export function ismctsAction(view: CaesarView, seed: string, budget: MctsBudget): { action: CaesarAction; iterations: number } {
  const me = view.viewer;
  if (me === null) throw new Error('player view needed');
  const rng = new Rng(initialRngState(`ismcts:${seed}`));
  const root = newNode();
  const rootLegal = caesar.legalActions(determinize(view, rng, 0), me) as CaesarAction[];
  if (rootLegal.length === 1) return { action: rootLegal[0], iterations: 0 };
  let it = 0;
  for (; ; it++) {
    if (budget.iterations !== undefined && it >= budget.iterations) break;
    if (budget.deadline !== undefined && it >= 2 && performance.now() >= budget.deadline) break;
    let state = determinize(view, rng, it);
    let node = root;
    const path: Child[] = [];
    let expanded = false;
    for (;;) {
      const actor = actorOf(state);
      if (actor === null) break;
      const legal = caesar.legalActions(state, actor) as CaesarAction[];
      if (legal.length === 0) break;
      const present: Child[] = [];
      const absent: CaesarAction[] = [];
      for (const a of legal) {
        const c = node.children.get(keyOf(a));
        if (c) present.push(c); else absent.push(a);
      }
      for (const c of present) c.avail++;
      const allowed = Math.ceil(K * Math.pow(node.visits + 1, ALPHA));
      let chosen: Child;
      if (absent.length > 0 && present.length < allowed && !expanded) {
        const a = greedyPick(state, actor, absent, rng, Infinity);
        chosen = { action: a, actor, wins: 0, visits: 0, avail: 1, node: newNode() };
        node.children.set(keyOf(a), chosen);
        expanded = true;
      } else if (present.length > 0) {
        let bestU = -Infinity;
        chosen = present[0];
        for (const c of present) {
          const u = c.visits === 0 ? Infinity : c.wins / c.visits + UCB_C * Math.sqrt(Math.log(c.avail) / c.visits);
          if (u > bestU) { bestU = u; chosen = c; }
        }
      } else break;
      node.visits++;
      path.push(chosen);
      state = step(state, actor, chosen.action);
      node = chosen.node;
      if (expanded) break;
    }
    const winner = actorOf(state) === null ? state.winner : rollout(state, rng);
    for (const c of path) {
      c.visits++;
      if (winner === c.actor) c.wins++;
    }
  }
  let best: Child | null = null;
  for (const c of root.children.values()) if (!best || c.visits > best.visits) best = c;
  return { action: best ? best.action : rootLegal[0], iterations: it };
}
