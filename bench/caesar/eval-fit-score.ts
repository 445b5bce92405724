/** The logistic model the evaluation refit uses, shared by fit-eval.ts (fitting) and score-eval.ts (comparing). */
import { FEATURE_COUNT } from '../../src/games/caesar/ai/features';

export const sigmoid = (z: number) => 1 / (1 + Math.exp(-z));

/** Log-loss and accuracy of `w` on samples labelled 1 (won) or 0, rounded to four places. */
export function scoreWeights(data: { x: number[]; y: number }[], w: number[]): { logLoss: number; accuracy: number } {
  let loss = 0;
  let right = 0;
  for (const s of data) {
    let z = 0;
    for (let i = 0; i < FEATURE_COUNT; i++) z += w[i] * s.x[i];
    const p = Math.min(1 - 1e-9, Math.max(1e-9, sigmoid(z)));
    loss -= s.y ? Math.log(p) : Math.log(1 - p);
    if ((p > 0.5) === (s.y === 1)) right++;
  }
  return { logLoss: Math.round((loss / data.length) * 1e4) / 1e4, accuracy: Math.round((right / data.length) * 1e4) / 1e4 };
}
