import type { SearchConfig } from './search';

/**
 * The AI levels. Budgets are fixed counts (samples, depth, beams), never clock
 * time, so a move is a pure function of (view, level, seed). Sized so that the
 * worst move of level 3 stays well under 2 s on one core.
 */
export const LEVELS: Readonly<Record<number, SearchConfig>> = {
  /** Greedy: one sample, the 12 most promising placements applied and evaluated (bonuses used). */
  1: { determinizations: 1, depth: 1, keep: [0, 12] },
  /** Three samples; weighs the opponent's best reply. Solo: every placement with Crassus's simulated answer. */
  2: { determinizations: 3, depth: 2, keep: [0, 0, 12], solo: { depth: 1, keep: [0, 80] } },
  /** Six samples, more root candidates searched against the opponent's replies. */
  3: { determinizations: 6, depth: 2, keep: [0, 0, 20], solo: { depth: 1, keep: [0, 80] } },
};

export const MAX_LEVEL = 3;
