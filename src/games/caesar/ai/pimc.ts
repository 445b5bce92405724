/**
 * Determinized ("perfect-information Monte Carlo") search with a budget:
 * every root candidate is applied in every sample of the hidden parts (common
 * random numbers), searched to `cfg.depth` hand-overs, and averaged; after
 * each round of samples the candidates clearly behind are dropped. Samples come
 * from the AI's own view only (determinize.ts).
 */
import { initialRngState, Rng } from '../../../core/rng';
import { caesar } from '../index';
import { determinize } from './determinize';
import { evaluate } from './evaluate';
import { applyScratch, keepState } from './scratch';
import { learnedEvaluate } from './features';
import { actorOf, childDepth, search, SEARCH_STOPPED, stats, virtualScore, type SearchConfig } from './search';
import type { CaesarAction, CaesarState, CaesarView, Side } from '../types';

export interface PimcConfig {
  rootKeep: number;
  /**
   * Two-player games: besides the rootKeep best, the best placement of up to
   * this many more (space, face-up/face-down) pairs that the rootKeep best
   * leave out. The ordering's virtual score cannot see what a move does once
   * resolved (a face-down Checkpoint token counts nothing until its province
   * closes; taking the last space a hand can fill), so every kind of move gets
   * searched at least in its best form; pruning drops the poor ones after the
   * first round. On the 80 positions of bench/caesar/search-regret.ts at
   * 210,000 units: the deep search's best move found in 66 against 63 with
   * none, mean regret 0.38 against 1.93 control tokens (a face-down move that
   * wins some samples outright was never searched without it); 4 changed
   * nothing there.
   */
  spreadKeep: number;
  duel: SearchConfig;
  solo: SearchConfig;
  round: number;
  pruneMargin: number;
  /**
   * Two-player games: a selective third ply. The two-ply rounds stop at
   * (1 - share) of the budget; then the `top` best candidates still alive are
   * valued again, one more hand-over deep (depth + 1, `keep` per remaining
   * depth as in SearchConfig), on the same samples in the same order, with
   * the rest of the budget, and the best of them by that deeper mean is played
   * (once every one of them has at least `minSamples` deeper samples; with
   * fewer the two-ply choice stands). The deeper values only reorder those
   * candidates: the values reported stay the two-ply means, so the coach's
   * figures keep one scale. On since 2026-11-28: at a quarter of the budget
   * it won 0.09-0.1 more games a game against level 3 than the two-ply search
   * on the same 200 games, an interval that excludes zero (master.ts).
   */
  deepen: { top: number; share: number; keep: number[]; minSamples: number } | null;
}

export const PIMC: PimcConfig = {
  rootKeep: 10,
  spreadKeep: 8,
  duel: { determinizations: 1, depth: 2, keep: [0, 6, 10], evaluate: learnedEvaluate },
  solo: { determinizations: 1, depth: 1, keep: [0, 80] },
  round: 4,
  pruneMargin: 1.5,
  deepen: { top: 3, share: 0.4, keep: [0, 4, 6], minSamples: 8 },
};

export interface PimcBudget {
  units: number;
  /** A stop by `clock` (default performance.now): the bench's equal-time matches only. */
  deadline?: number;
  clock?: () => number;
  minSamples?: number;
  maxSamples?: number;
}

const keyOf = (a: CaesarAction) => JSON.stringify(a);

/**
 * Work units: an engine apply is followed by a static evaluation and costs
 * about as much as one, a virtual score is one evaluation; in solo games an
 * apply also plays Crassus's turn (six to seven times the cost, measured).
 */
const APPLY_UNITS = 2;
const SOLO_APPLY_EXTRA = 12;
let soloExtra = 0;
const used = () => stats.applies * APPLY_UNITS + stats.virtual + soloExtra;

function valueIn(d: CaesarState, me: Side, action: CaesarAction, cfg: SearchConfig): number {
  const r = applyScratch(d, me, action);
  stats.applies++;
  if (d.options.solo) soloExtra += SOLO_APPLY_EXTRA;
  if (!r) throw new Error('legal action refused');
  const depth = childDepth(d, r, me, cfg.depth);
  return depth <= 0 || r.winner !== null ? (cfg.evaluate ?? evaluate)(r, me) : search(keepState(r), me, depth, -Infinity, Infinity, cfg);
}

interface Tally { action: CaesarAction; total: number; n: number; alive: boolean }

export function pimcSearch(view: CaesarView, seed: string, P: PimcConfig, budget: PimcBudget, include: CaesarAction[] = []) {
  const me = view.viewer;
  if (me === null) throw new Error('the AI needs a player view, not the public view');
  const start = used();
  const rng = new Rng(initialRngState(seed));
  // The budget is a hard stop, checked before every candidate's valuation and
  // at every node searched inside it: a move never runs past its budget by
  // more than one node's expansion (a round of samples is not finished first).
  const deepen = view.options.solo ? null : P.deepen;
  // With a third ply, the two-ply rounds get their share of the budget only.
  let limit = deepen ? Math.floor(budget.units * (1 - deepen.share)) : budget.units;
  // Until one sample is complete the whole budget is the two-ply search's (a
  // tiny budget would otherwise value nothing and leave the third ply unused).
  let samples = 0;
  const over = () => used() - start >= (samples === 0 ? budget.units : limit) || (budget.deadline !== undefined && (budget.clock ? budget.clock() : performance.now()) >= budget.deadline);
  const cfg = { ...(view.options.solo ? P.solo : P.duel), stop: over };
  const first = determinize(view, rng, 0);
  if (actorOf(first) !== me) throw new Error(`it is not side ${me}'s turn`);
  const all = caesar.legalActions(first, me) as CaesarAction[];
  if (all.length === 0) throw new Error('no legal action');
  if (all.length === 1) return { action: all[0], ranked: [{ action: all[0], value: 0, samples: 0 }], samples: 0, deepSamples: 0, units: 0 };
  const dets: CaesarState[] = [first];
  while (dets.length < P.round) dets.push(determinize(view, rng, dets.length));
  const places = all.filter((a): a is Extract<CaesarAction, { type: 'place' }> => a.type === 'place');
  const order = places.map((a, i) => ({ a, i, v: dets.reduce((s, d) => s + virtualScore(d, me, a, me, cfg.evaluate), 0) }))
    .sort((x, y) => y.v - x.v || x.i - y.i);
  const wanted = new Set(include.map(keyOf));
  const keep = view.options.solo ? places.length : P.rootKeep;
  const chosen = new Set(order.slice(0, keep).map((x) => keyOf(x.a)));
  if (!view.options.solo && P.spreadKeep > 0) {
    const kindOf = (a: Extract<CaesarAction, { type: 'place' }>) => `${a.space}:${a.faceDown === true}`;
    const kinds = new Set(order.slice(0, keep).map((x) => kindOf(x.a)));
    let extra = 0;
    for (const x of order.slice(keep)) {
      if (extra >= P.spreadKeep) break;
      if (kinds.has(kindOf(x.a))) continue;
      kinds.add(kindOf(x.a));
      chosen.add(keyOf(x.a));
      extra++;
    }
  }
  // Searched best first by the ordering, so a budget spent within the first sample still values the likeliest moves.
  const rank = new Map(order.map((x, r) => [keyOf(x.a), r]));
  const live = all.filter((a) => a.type !== 'place' || chosen.has(keyOf(a)) || wanted.has(keyOf(a)))
    .map((a, i) => ({ a, i, r: rank.get(keyOf(a)) ?? -1 }))
    .sort((x, y) => x.r - y.r || x.i - y.i)
    .map((x) => x.a);
  const sums = new Map<string, Tally>();
  for (const a of live) sums.set(keyOf(a), { action: a, total: 0, n: 0, alive: true });
  const min = budget.minSamples ?? P.round;
  const max = budget.maxSamples ?? 400;
  let stopped = false;
  const partial: { s: Tally; v: number }[] = [];
  while (!stopped) {
    if (samples >= dets.length) dets.push(determinize(view, rng, samples));
    const d = dets[samples];
    partial.length = 0;
    for (const s of sums.values()) {
      if (!s.alive) continue;
      let v: number;
      try {
        if (over()) throw SEARCH_STOPPED;
        v = valueIn(d, me, s.action, cfg);
      } catch (e) {
        if (e !== SEARCH_STOPPED) throw e;
        stopped = true;
        break;
      }
      s.total += v;
      s.n++;
      partial.push({ s, v });
    }
    if (stopped) {
      // Common random numbers: candidates are compared on the same samples, so
      // an unfinished sample is taken back (unless it is the only one there is:
      // then the candidates valued so far, best ordered first, are all we have).
      if (samples > 0) for (const { s, v } of partial) { s.total -= v; s.n--; }
      break;
    }
    samples++;
    if (samples % P.round === 0) {
      const alive = [...sums.values()].filter((s) => s.alive);
      const best = Math.max(...alive.map((s) => s.total / s.n));
      for (const s of alive) if (s.total / s.n < best - P.pruneMargin && !wanted.has(keyOf(s.action))) s.alive = false;
      if (alive.filter((s) => s.alive).length <= 1 && samples >= min) break;
    }
    if (samples >= max) break;
  }
  const mean = (s: { total: number; n: number }) => (s.n > 0 ? s.total / s.n : -Infinity);
  let ranked = [...sums.values()].map((s, i) => ({ s, i }))
    .sort((x, y) => Number(y.s.alive) - Number(x.s.alive) || Number(y.s.n > 0) - Number(x.s.n > 0) || mean(y.s) - mean(x.s) || x.i - y.i)
    .map(({ s }) => ({ action: s.action, value: s.n > 0 ? s.total / s.n : 0, samples: s.n, alive: s.alive }));
  let deepSamples = 0;
  if (deepen && samples > 0) {
    limit = budget.units;
    const top = ranked.slice(0, deepen.top).filter((x) => x.alive && x.samples > 0);
    if (top.length > 1) {
      const deep = deeper(dets.slice(0, samples), me, top.map((x) => x.action), { ...cfg, depth: cfg.depth + 1, keep: deepen.keep });
      deepSamples = deep.samples;
      if (deep.samples >= deepen.minSamples) {
        // Stable: ties keep the two-ply order.
        const order = top.map((x, i) => ({ x, i, v: deep.totals[i] })).sort((a, b) => b.v - a.v || a.i - b.i).map((y) => y.x);
        ranked = [...order, ...ranked.slice(top.length)];
      }
    }
  }
  const out = ranked.map(({ action, value, samples: n }) => ({ action, value, samples: n }));
  return { action: out[0].action, ranked: out, samples, deepSamples, units: used() - start };
}

/**
 * The selective third ply: `actions` valued on `dets` in order, all of them in
 * each sample, until the search's stop() says the budget is spent (an
 * unfinished sample is taken back). Totals over the complete samples.
 */
function deeper(dets: CaesarState[], me: Side, actions: CaesarAction[], cfg: SearchConfig): { totals: number[]; samples: number } {
  const totals = actions.map(() => 0);
  let samples = 0;
  for (const d of dets) {
    const vals: number[] = [];
    try {
      for (const a of actions) {
        if (cfg.stop?.()) throw SEARCH_STOPPED;
        vals.push(valueIn(d, me, a, cfg));
      }
    } catch (e) {
      if (e !== SEARCH_STOPPED) throw e;
      break;
    }
    for (let i = 0; i < actions.length; i++) totals[i] += vals[i];
    samples++;
  }
  return { totals, samples };
}
