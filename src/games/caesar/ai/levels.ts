import type { SearchConfig } from './search';

/**
 * The AI levels. Budgets are fixed counts (samples, depth, beams), never clock
 * time, so a move is a pure function of (view, level, seed). Sized so that the
 * worst move of level 3 stays under 2 s on one core.
 *
 * Against Crassus the deciding factor is how well the AI anticipates his
 * answer, which the engine simulates exactly inside apply: more samples of his
 * hidden tile deck and draws helped far more than deeper search in tuning.
 */
export const LEVELS: Readonly<Record<number, SearchConfig>> = {
  /** Greedy: one sample, the 12 most promising placements applied and evaluated (bonuses used). */
  1: { determinizations: 1, depth: 1, keep: [0, 12] },
  /** Three samples; weighs the opponent's best reply. Solo: every placement, with Crassus's simulated answer. */
  2: { determinizations: 3, depth: 2, keep: [0, 0, 12], solo: { depth: 1, keep: [0, 80] } },
  /** Six samples and more candidates against the opponent's replies. Solo: ten samples of Crassus's answer. */
  3: { determinizations: 6, depth: 2, keep: [0, 0, 20], solo: { determinizations: 10, depth: 1, keep: [0, 80] } },
};

export const MAX_LEVEL = 3;
