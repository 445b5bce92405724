import type { SearchConfig } from './search';

/**
 * The AI levels. Budgets are fixed counts (samples, depth, beams), never clock
 * time, so a move is a pure function of (view, level, seed). Sized so that the
 * worst move of level 3 stays well under 2 s on one core.
 *
 * Tuning showed that the number of samples matters most: averaging the exact
 * result of every placement (Crassus's simulated answer included in solo
 * games) over many guesses of the hidden tokens and tiles beat deeper search
 * with cheap reply estimates, in two-player games as well as against Crassus.
 * The search still supports depth > 1 (see SearchConfig).
 */
export const LEVELS: Readonly<Record<number, SearchConfig>> = {
  /** Greedy: one sample, the 12 most promising placements applied and evaluated (bonuses used). */
  1: { determinizations: 1, depth: 1, keep: [0, 12] },
  /** Every placement applied and evaluated over three samples of the hidden parts. */
  2: { determinizations: 3, depth: 1, keep: [0, 80] },
  /** The same over ten samples (Crassus's next tile spread evenly over them). */
  3: { determinizations: 10, depth: 1, keep: [0, 80] },
};

/** The master level (master.ts): many-sample search with a reply ply, a work budget worth about MASTER_MS per move. */
export const MASTER_LEVEL = 4;

export const MAX_LEVEL = MASTER_LEVEL;
