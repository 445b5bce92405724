/**
 * The Caesar! master level (AI level 4) against its baselines, in whole games:
 * - against level 3, the master on its deterministic work budget;
 * - against a plain information-set MCTS (progressive widening, greedy
 *   rollouts: src/games/caesar/ai/ismcts.ts PLAIN_MCTS) given the same
 *   wall-clock time per move (both stop at the same kind of deadline);
 * - solo against Crassus at each difficulty (level 3 alongside, as the
 *   reference measured in the same run).
 * Every move's time is reported (wall clock and CPU, mean / 95th percentile /
 * worst, per player and part): the master stops at its budget, however far
 * into a round of samples it is.
 * Seats are swapped between the two games of a pair (same seed), base game and
 * all modules alternate; win rates with Wilson 95 % intervals.
 *
 * Parameters (environment):
 *   CAESAR_BENCH_MS       thinking time per master move in ms (default 1200, the product's MASTER_MS);
 *                         the master's work budget is unitsForMs(this), the MCTS gets this as its deadline
 *   CAESAR_BENCH_UNITS    the master's work budget a move in the l3 and solo parts (default unitsForMs(CAESAR_BENCH_MS))
 *   CAESAR_BENCH_MINUTES  wall-clock minutes for the whole bench (default 15), split over the parts
 *   CAESAR_BENCH_PARTS    comma list of eval,cpu,l3,mcts,solo (default all five); eval = the speed of
 *                         the static evaluations (hand-made, learned, learned with threats.ts's guard) on the positions
 *                         of random games; cpu = the master's CPU
 *                         per move at its budget on every position of four level-2 games (what UNITS_PER_MS is
 *                         calibrated by), and the coach's cost: a hint, and the review of a whole game
 *   CAESAR_BENCH_SEED     text added to the game seeds (to run several processes side by side on different games)
 *   CAESAR_BENCH_CLOCK    cpu (default) or wall: the clock of the equal-time deadline; cpu is this process's CPU
 *                         time, fair to both sides however busy the host is
 *   CAESAR_BENCH_PIMC     JSON merged into the master's search settings (pimc.ts PIMC), for experiments
 *   CAESAR_BENCH_GAMES    stop each two-player part after this many games (default: only the time limit)
 *   CAESAR_BENCH_OUT      file the mcts part appends one JSON line a game to (pair, base/all, master's side, won,
 *                         how it ended, turns, and each side's actions by kind)
 */
import { chooseAction } from '../src/games/caesar/ai';
import { MASTER_MS, masterAnalysis, unitsForMs } from '../src/games/caesar/ai/master';
import { mctsSearch, PLAIN_MCTS } from '../src/games/caesar/ai/ismcts';
import { PIMC, type PimcConfig } from '../src/games/caesar/ai/pimc';
import os from 'node:os';
import { appendFileSync } from 'node:fs';
import { actionTotal, ALL, BASE, match, playGame, wilson, type ActionCounts, type Seat } from './caesar/arena';
import { caesar } from '../src/games/caesar';
import { randomAction } from '../src/games/caesar/ai/random';
import { analyse as coachAnalyse } from '../src/games/caesar/ai/coach';
import { evaluate } from '../src/games/caesar/ai/evaluate';
import { learnedEvaluate } from '../src/games/caesar/ai/features';
import { guardedEvaluate } from '../src/games/caesar/ai/threats';
import { initialRngState, Rng } from '../src/core/rng';
import type { CaesarOptions, CaesarState, CaesarView, Side } from '../src/games/caesar/types';

const r3 = (x: number) => Math.round(x * 1000) / 1000;

/** This process's CPU time in ms (all its threads). */
function cpuMs(): number {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
}

/**
 * CPU nanoseconds a call of each static evaluation, on every position of 40
 * random games (both points of view), median of 7 interleaved rounds.
 */
function evalSpeed(): Record<string, number> {
  const states: CaesarState[] = [];
  for (let g = 0; g < 40; g++) {
    const rng = new Rng(initialRngState(`eval-speed${g}`));
    let s = caesar.setup(g % 2 ? ALL : BASE, `eval-speed${g}`);
    while (!caesar.result(s)) {
      states.push(s);
      const p = caesar.activePlayers(s)[0] as Side;
      const r = caesar.apply(s, p, randomAction(s, p, rng));
      if (!r.ok) throw new Error(r.error.message);
      s = r.state;
    }
  }
  const fns = { handMade: evaluate, learned: learnedEvaluate, guarded: guardedEvaluate } as Record<string, (s: CaesarState, me: Side) => number>;
  const runs: Record<string, number[]> = {};
  let sink = 0;
  for (let round = 0; round < 8; round++) {
    for (const [name, f] of Object.entries(fns)) {
      const t = cpuMs();
      for (let r = 0; r < 10; r++) for (const s of states) sink += f(s, 0) + f(s, 1);
      // The first round warms the JIT up.
      if (round > 0) (runs[name] ??= []).push(((cpuMs() - t) * 1e6) / (20 * states.length));
    }
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1];
  return { ...Object.fromEntries(Object.entries(runs).map(([k, v]) => [k, Math.round(median(v))])), positions: states.length, sink: Number.isFinite(sink) ? 1 : 0 };
}

/**
 * The master's CPU time per move at `units`, on every position (both sides) of
 * four level-2 games, base game and all modules alternating; and the coach's:
 * a hint on each of the first ten positions, and the review of both seats of
 * one whole game (coach.ts budgets).
 */
function cpuPerMove(units: number): Record<string, unknown> {
  const views: CaesarView[] = [];
  const records: { options: CaesarOptions; seed: string; actions: { player: number; action: unknown }[] }[] = [];
  for (let g = 0; g < 4; g++) {
    const options = g % 2 ? ALL : BASE;
    const seed = `bench-cpu${g}`;
    const actions: { player: number; action: unknown }[] = [];
    let s = caesar.setup(options, seed);
    for (let k = 0; !caesar.result(s); k++) {
      const p = caesar.activePlayers(s)[0] as Side;
      const v = caesar.view(s, p) as CaesarView;
      views.push(v);
      const action = chooseAction(v, 2, `${seed}:${k}`);
      actions.push({ player: p, action });
      const r = caesar.apply(s, p, action);
      if (!r.ok) throw new Error(r.error.message);
      s = r.state;
    }
    records.push({ options, seed, actions });
  }
  masterAnalysis(views[3], 'warm-up', { units: 5000 });
  const cpu: number[] = [];
  let spent = 0;
  let fullUnits = 0;
  let fullCpu = 0;
  let fullMoves = 0;
  for (const [i, v] of views.entries()) {
    const t = cpuMs();
    const r = masterAnalysis(v, `bench-cpu:${i}`, { units });
    const c = cpuMs() - t;
    cpu.push(c);
    spent += r.units;
    if (r.units >= units * 0.98) {
      fullUnits += r.units;
      fullCpu += c;
      fullMoves++;
    }
  }
  const sorted = [...cpu].sort((a, b) => a - b);
  const at = (q: number) => Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]);
  const total = cpu.reduce((a, b) => a + b, 0);
  let t = cpuMs();
  for (const [i, v] of views.slice(0, 10).entries()) coachAnalyse({ kind: 'hint', view: v, seed: `bench-hint${i}` });
  const hintMs = (cpuMs() - t) / 10;
  t = cpuMs();
  const review = coachAnalyse({ kind: 'review', record: records[1], seats: [0, 1], seed: 'bench-review' }) as { reviewed: number };
  const reviewMs = cpuMs() - t;
  return {
    units, moves: cpu.length, cpu_ms: { mean: Math.round(total / cpu.length), median: at(0.5), p95: at(0.95), max: Math.round(sorted[sorted.length - 1]) },
    units_per_cpu_ms: Math.round(spent / total),
    // Moves that spent their whole budget (the others stopped early: one candidate left, or the sample limit).
    full_budget_moves: fullMoves,
    full_budget_units_per_cpu_ms: fullCpu ? Math.round(fullUnits / fullCpu) : null,
    coach_hint_cpu_ms: Math.round(hintMs),
    coach_review_cpu_ms: { positions: review.reviewed, total: Math.round(reviewMs), per_position: Math.round(reviewMs / Math.max(1, review.reviewed)) },
  };
}

export default async function (): Promise<Record<string, unknown>> {
  const ms = Number(process.env.CAESAR_BENCH_MS ?? MASTER_MS);
  const minutes = Number(process.env.CAESAR_BENCH_MINUTES ?? 15);
  const parts = (process.env.CAESAR_BENCH_PARTS ?? 'eval,cpu,l3,mcts,solo').split(',');
  const share = { eval: 0, l3: 0.4, mcts: 0.4, solo: 0.2 } as Record<string, number>;
  const total = parts.reduce((s, p) => s + (share[p] ?? 0), 0);
  // CAESAR_BENCH_UNITS overrides the work budget directly (strength at a budget does not depend on the host's speed).
  const units = process.env.CAESAR_BENCH_UNITS ? Number(process.env.CAESAR_BENCH_UNITS) : unitsForMs(ms);
  const tag = process.env.CAESAR_BENCH_SEED ?? '';
  const maxGames = Number(process.env.CAESAR_BENCH_GAMES ?? Number.MAX_SAFE_INTEGER);
  const figures: Record<string, unknown> = { master_ms_asked: ms, master_units: units, minutes };
  // Experiments with the master's settings: CAESAR_BENCH_PIMC='{"rootKeep":12}' (merged into PIMC).
  if (process.env.CAESAR_BENCH_PIMC) {
    Object.assign(PIMC, JSON.parse(process.env.CAESAR_BENCH_PIMC) as Partial<PimcConfig>);
    figures.pimc_settings = process.env.CAESAR_BENCH_PIMC;
  }

  // Time, moves, work units (as the budget counts them) and samples of the master's moves.
  const c = { ms: 0, cpu: 0, moves: 0, units: 0, samples: 0 };
  // Time of every move, wall clock and this process's CPU, per player and part (mean, 95th percentile, worst).
  const times: Record<string, { wall: number[]; cpu: number[] }> = {};
  const timed = <T>(key: string, f: () => T): T => {
    const t = performance.now();
    const c = cpuMs();
    const out = f();
    const x = (times[key] ??= { wall: [], cpu: [] });
    x.wall.push(performance.now() - t);
    x.cpu.push(cpuMs() - c);
    return out;
  };
  // Equal-time matches stop both sides by the same clock: CPU time by default, so
  // that other work on a shared host shortens neither side's thinking.
  const clock = process.env.CAESAR_BENCH_CLOCK === 'wall' ? () => performance.now() : cpuMs;
  figures.equal_time_clock = process.env.CAESAR_BENCH_CLOCK === 'wall' ? 'wall' : 'cpu';
  const master = (deadline: boolean, key = 'master'): Seat => (view, seed) => {
    const t = performance.now();
    const t0 = cpuMs();
    const r = timed(key, () => masterAnalysis(view, seed, deadline ? { units: Number.MAX_SAFE_INTEGER, deadline: clock() + ms, clock } : { units }));
    c.ms += performance.now() - t;
    c.cpu += cpuMs() - t0;
    c.units += r.units;
    c.samples += r.samples;
    c.moves++;
    return r.action;
  };
  const level3: Seat = (view, seed) => timed('level3', () => chooseAction(view, 3, seed));
  let mctsIterations = 0;
  let mctsMoves = 0;
  const plain: Seat = (view, seed) => {
    const r = timed('plain_mcts', () => mctsSearch(view, `plain:${seed}`, PLAIN_MCTS, { iterations: Number.MAX_SAFE_INTEGER, deadline: clock() + ms, clock }));
    mctsIterations += r.iterations;
    mctsMoves++;
    return r.action;
  };

  const until = (part: string) => performance.now() + ((minutes * 60_000) * (share[part] ?? 0)) / total;

  if (parts.includes('eval')) figures.eval_ns_per_call = evalSpeed();
  if (parts.includes('cpu')) figures.master_cpu_per_move = cpuPerMove(units);
  if (parts.includes('l3')) {
    figures.master_vs_level3 = match(master(false, 'master_units'), level3, maxGames, until('l3'), `bench-l3${tag}`);
  }
  if (parts.includes('mcts')) {
    const out = process.env.CAESAR_BENCH_OUT;
    // Actions a game by side and by who won: the master, winning most games,
    // takes more of them (Tactics' extra placements, the decisions its bonuses
    // ask for, the last move), which is why move_ms counts more master moves.
    const acts = { master: {} as ActionCounts, mcts: {} as ActionCounts, winner: 0, loser: 0, decided: 0 };
    const add = (to: ActionCounts, from: ActionCounts) => { for (const [k, v] of Object.entries(from)) to[k] = (to[k] ?? 0) + v; };
    const log = (g: Parameters<NonNullable<Parameters<typeof match>[5]>>[0]) => {
      add(acts.master, g.acts.a);
      add(acts.mcts, g.acts.b);
      if (g.won !== 0.5) {
        acts.decided++;
        acts.winner += actionTotal(g.won ? g.acts.a : g.acts.b);
        acts.loser += actionTotal(g.won ? g.acts.b : g.acts.a);
      }
      const { acts: a, ...rest } = g;
      if (out) appendFileSync(out, `${JSON.stringify({ seed: `bench-mcts${tag}`, ms, ...rest, acts: { master: a.a, mcts: a.b } })}\n`);
    };
    figures.master_vs_plain_mcts_equal_time = match(master(true, 'master_deadline'), plain, maxGames, until('mcts'), `bench-mcts${tag}`, log);
    figures.mcts_part_actions = {
      master: { total: actionTotal(acts.master), ...acts.master },
      mcts: { total: actionTotal(acts.mcts), ...acts.mcts },
      per_decided_game: acts.decided ? { winner: r3(acts.winner / acts.decided), loser: r3(acts.loser / acts.decided) } : null,
    };
    figures.plain_mcts_iterations_per_move = mctsMoves ? Math.round(mctsIterations / mctsMoves) : null;
  }
  if (parts.includes('solo')) {
    const end = until('solo');
    const solo: Record<string, unknown> = {};
    const counts: Record<string, { master: number; level3: number; n: number }> = {};
    for (const d of ['low', 'medium', 'high'] as const) counts[d] = { master: 0, level3: 0, n: 0 };
    for (let g = 0; performance.now() < end; g++) {
      const difficulty = (['low', 'medium', 'high'] as const)[g % 3];
      const options: CaesarOptions = {
        modules: g % 2 === 0 ? { poison: true, centurions: true, checkpoints: false } : { poison: false, centurions: false, checkpoints: false },
        solo: { crassus: 1, difficulty },
      };
      const seed = `bench-solo${tag}:${g}`;
      const c = counts[difficulty];
      c.n++;
      if (playGame(options, seed, [master(false, 'master_solo_units'), null]).winner === 0) c.master++;
      if (playGame(options, seed, [level3, null]).winner === 0) c.level3++;
    }
    for (const [d, c] of Object.entries(counts)) {
      solo[d] = {
        games: c.n,
        master: { wins: c.master, rate: r3(c.n ? c.master / c.n : 0), ci95: wilson(c.master, c.n).map(r3) },
        level3: { wins: c.level3, rate: r3(c.n ? c.level3 / c.n : 0), ci95: wilson(c.level3, c.n).map(r3) },
      };
    }
    figures.solo_vs_crassus = solo;
  }
  figures.master_moves = c.moves;
  figures.master_move_ms_mean = c.moves ? Math.round(c.ms / c.moves) : null;
  figures.master_units_per_ms = c.ms ? Math.round(c.units / c.ms) : null;
  // Work units per millisecond of this process's CPU: what UNITS_PER_MS should be on an unshared core.
  figures.master_units_per_cpu_ms = c.cpu ? Math.round(c.units / c.cpu) : null;
  figures.master_samples_per_move = c.moves ? Math.round(c.samples / c.moves) : null;
  const pct = (xs: number[], q: number) => [...xs].sort((x, y) => x - y)[Math.min(xs.length - 1, Math.floor(q * xs.length))];
  const summary = (xs: number[]) => ({
    mean: Math.round(xs.reduce((a, b) => a + b, 0) / xs.length),
    p95: Math.round(pct(xs, 0.95)),
    max: Math.round(Math.max(...xs)),
  });
  figures.move_ms = Object.fromEntries(Object.entries(times).map(([k, x]) => [k, { moves: x.wall.length, wall: summary(x.wall), cpu: summary(x.cpu) }]));
  figures.host_load_average = os.loadavg().map((x) => Math.round(x * 10) / 10);
  return figures;
}
