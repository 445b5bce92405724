import type { SearchConfig } from './search';

/**
 * The AI levels. Budgets are fixed counts (samples, depth, beams), never clock
 * time, so a move is a pure function of (view, level, seed).
 */
export const LEVELS: Readonly<Record<number, SearchConfig>> = {
  /** Greedy: one sample, best placement by the static evaluation (bonuses resolved). */
  1: { determinizations: 1, depth: 1, rootBeam: Infinity, innerBeam: [] },
  /** Looks at the opponent's best reply on two samples. */
  2: { determinizations: 2, depth: 2, rootBeam: 10, innerBeam: [] },
  /** Determinized search: more samples, my move, the reply, and my answer. */
  3: { determinizations: 6, depth: 3, rootBeam: 8, innerBeam: [Infinity, Infinity, 6, 6] },
};

export const MAX_LEVEL = 3;
