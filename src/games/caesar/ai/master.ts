/**
 * The "master" level: determinized search over many samples of the hidden
 * parts with a real reply ply (pimc.ts), given about MASTER_MS of thinking.
 *
 * What it adds to level 3 (ten samples, one ply):
 * - as many samples as the budget buys, every root candidate searched in the
 *   same samples (common random numbers), clearly worse candidates dropped
 *   after each round so the budget goes to telling the good ones apart;
 * - root move ordering by the virtual score averaged over the first samples;
 * - the opponent's best answers (ordered by virtual score, the best few
 *   applied for real by the engine, bonuses and closures included) instead of
 *   the evaluation's guess of them, in every sample.
 *
 * Leaves are scored by the learned evaluation in two-player games
 * (features.ts: features of a position, weights fitted to the outcomes of
 * seeded games by bench/caesar/fit-eval.ts; data/caesar/master-eval.json), by
 * the hand-made one (evaluate.ts) against Crassus.
 *
 * Strength and cost (against level 3, against an equal-time information-set
 * MCTS, solo against Crassus), and every setting measured and left out, with
 * their figures: docs/caesar-ai.md.
 * Every sample is drawn from the AI's own view only (determinize.ts). The
 * budget is counted in work units (engine applies and static evaluations), so a
 * move is a pure function of (view, seed, budget).
 */
import type { CaesarAction, CaesarView } from '../types';
import { PIMC, pimcSearch } from './pimc';

/** The time a player accepts for the master level's move, in milliseconds. */
export const MASTER_MS = 1200;

/**
 * Work units MASTER_MS is converted at, calibrated on CPU time by the bench's
 * `cpu` part (every position of four level-2 games, both sides; a move that
 * stops early, one candidate left or the sample limit reached, spends less).
 * It was 140 (168,000 units a move: CPU per move mean 551 ms, median 727, 95th
 * percentile 985, worst 1,149; 190 units per CPU millisecond on full-budget
 * moves). The evaluations' hot loops were then made cheaper without changing a
 * value (the same moves, the same samples): measured in the same run at
 * 168,000 units (load average 17 on 2 cores), mean 400 ms, median 520, 95th
 * percentile 777, worst 990, 274 units per CPU millisecond on full-budget
 * moves. At 175 (210,000 units a move) the 95th percentile came back to 0.89 s
 * (0.94 s in games against level 3, worst 1.68 s), but those 25 % more units
 * won no more games (the figures above), so it stays at 140: the same search
 * as before, now answered in about three quarters of the CPU time (in games:
 * mean 446 ms, 95th percentile 752, worst 987). Wall time on a saturated host
 * is longer by however much the core is shared. (Before the raise to 140 it
 * was 34: 40,800 units, ~0.2-0.5 s.)
 * Twice the budget (336,000 units, 2026-11-28) costs 1.88 times the CPU per
 * move (mean) and 1.91 times (p95) on the same positions
 * (bench/caesar/budget-cpu.ts), about 0.98 s mean and 1.56 s p95 on a quiet
 * host, past the 1.5 s a player accepts, and won 6 of 8 games where 168,000
 * won 7 (bench/caesar/results/README.md): it stays at 140.
 * The coach's review keeps its own fixed budget (coach.ts REVIEW_UNITS); a
 * hint spends MASTER_UNITS.
 */
export const UNITS_PER_MS = 140;

export function unitsForMs(ms: number): number {
  return Math.max(1, Math.round(ms * UNITS_PER_MS));
}

export const MASTER_UNITS = unitsForMs(MASTER_MS);

export interface MasterOptions {
  units?: number;
  /** A stop by `clock` (default performance.now): the bench's equal-time matches only, never the bot. */
  deadline?: number;
  /** The bench's CPU-time clock, so that a busy host shortens neither side's thinking. */
  clock?: () => number;
  /** Actions always searched at the root and never dropped (the coach prices the move a player made). */
  include?: CaesarAction[];
}

/** Root candidates with their value for the viewer (control-token units), best first. */
export function masterAnalysis(view: CaesarView, seed: string, opts: MasterOptions = {}) {
  return pimcSearch(view, seed, PIMC, { units: opts.units ?? MASTER_UNITS, deadline: opts.deadline, clock: opts.clock }, opts.include ?? []);
}

/** The master level's action: deterministic for (view, seed, units). */
export function masterAction(view: CaesarView, seed: string, opts: MasterOptions = {}): CaesarAction {
  return masterAnalysis(view, seed, opts).action;
}
