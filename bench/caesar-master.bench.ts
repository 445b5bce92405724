/**
 * The Caesar! master level (AI level 4) against its baselines, in whole games:
 * - against level 3, the master on its deterministic work budget;
 * - against a plain information-set MCTS (progressive widening, greedy
 *   rollouts: src/games/caesar/ai/ismcts.ts PLAIN_MCTS) given the same
 *   wall-clock time per move (both stop at the same kind of deadline);
 * - solo against Crassus at each difficulty (level 3 alongside, as the
 *   reference measured in the same run).
 * Seats are swapped between the two games of a pair (same seed), base game and
 * all modules alternate; win rates with Wilson 95 % intervals.
 *
 * Parameters (environment):
 *   CAESAR_BENCH_MS       thinking time per master move in ms (default 1200, the product's MASTER_MS);
 *                         the master's work budget is unitsForMs(this), the MCTS gets this as its deadline
 *   CAESAR_BENCH_MINUTES  wall-clock minutes for the whole bench (default 15), split over the parts
 *   CAESAR_BENCH_PARTS    comma list of l3,mcts,solo,hand (default l3,mcts,solo); hand = the master searching
 *                         with the hand-made evaluation instead of the learned one, against level 3 on the
 *                         same games as l3 (the same-run baseline for the learned evaluation)
 *   CAESAR_BENCH_SEED     text added to the game seeds (to run several processes side by side on different games)
 */
import { chooseAction } from '../src/games/caesar/ai';
import { MASTER_MS, masterAnalysis, unitsForMs } from '../src/games/caesar/ai/master';
import { mctsSearch, PLAIN_MCTS } from '../src/games/caesar/ai/ismcts';
import os from 'node:os';
import { match, playGame, wilson, type Seat } from './caesar/arena';
import type { CaesarOptions } from '../src/games/caesar/types';

const r3 = (x: number) => Math.round(x * 1000) / 1000;

export default async function (): Promise<Record<string, unknown>> {
  const ms = Number(process.env.CAESAR_BENCH_MS ?? MASTER_MS);
  const minutes = Number(process.env.CAESAR_BENCH_MINUTES ?? 15);
  const parts = (process.env.CAESAR_BENCH_PARTS ?? 'l3,mcts,solo').split(',');
  const share = { l3: 0.4, mcts: 0.4, solo: 0.2, hand: 0.4 } as Record<string, number>;
  const total = parts.reduce((s, p) => s + (share[p] ?? 0), 0);
  const units = unitsForMs(ms);
  const tag = process.env.CAESAR_BENCH_SEED ?? '';
  const figures: Record<string, unknown> = { master_ms_asked: ms, master_units: units, minutes };

  // Per evaluation: time, moves, work units (as the budget counts them) and samples of the master's moves.
  const cost = { learned: { ms: 0, moves: 0, units: 0, samples: 0 }, handMade: { ms: 0, moves: 0, units: 0, samples: 0 } };
  const master = (deadline: boolean, handMade = false): Seat => (view, seed) => {
    const t = performance.now();
    const r = masterAnalysis(view, seed, deadline ? { units: Number.MAX_SAFE_INTEGER, deadline: t + ms, handMade } : { units, handMade });
    const c = handMade ? cost.handMade : cost.learned;
    c.ms += performance.now() - t;
    c.units += r.units;
    c.samples += r.samples;
    c.moves++;
    return r.action;
  };
  const level3: Seat = (view, seed) => chooseAction(view, 3, seed);
  let mctsIterations = 0;
  let mctsMoves = 0;
  const plain: Seat = (view, seed) => {
    const r = mctsSearch(view, `plain:${seed}`, PLAIN_MCTS, { iterations: Number.MAX_SAFE_INTEGER, deadline: performance.now() + ms });
    mctsIterations += r.iterations;
    mctsMoves++;
    return r.action;
  };

  const until = (part: string) => performance.now() + ((minutes * 60_000) * (share[part] ?? 0)) / total;

  if (parts.includes('l3')) {
    figures.master_vs_level3 = match(master(false), level3, Number.MAX_SAFE_INTEGER, until('l3'), `bench-l3${tag}`);
  }
  if (parts.includes('hand')) {
    figures.master_hand_made_eval_vs_level3 = match(master(false, true), level3, Number.MAX_SAFE_INTEGER, until('hand'), `bench-l3${tag}`);
  }
  if (parts.includes('mcts')) {
    figures.master_vs_plain_mcts_equal_time = match(master(true), plain, Number.MAX_SAFE_INTEGER, until('mcts'), `bench-mcts${tag}`);
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
      if (playGame(options, seed, [master(false), null]).winner === 0) c.master++;
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
  const { learned: c, handMade: h } = cost;
  figures.master_moves = c.moves;
  figures.master_move_ms_mean = c.moves ? Math.round(c.ms / c.moves) : null;
  figures.master_units_per_ms = c.ms ? Math.round(c.units / c.ms) : null;
  figures.master_samples_per_move = c.moves ? Math.round(c.samples / c.moves) : null;
  if (h.moves) {
    figures.master_hand_made_move_ms_mean = Math.round(h.ms / h.moves);
    figures.master_hand_made_units_per_ms = h.ms ? Math.round(h.units / h.ms) : null;
  }
  figures.host_load_average = os.loadavg().map((x) => Math.round(x * 10) / 10);
  return figures;
}
