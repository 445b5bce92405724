/** The logistic model the evaluation refits use, shared by fit-eval.ts and hand-value.ts (fitting) and score-eval.ts (comparing). */
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

/** Gauss-Jordan elimination with partial pivoting: the x of a·x = b (a small dense system, the Newton step). */
function solve(a: number[][], b: number[]): number[] {
  const n = b.length;
  const m = a.map((row, i) => [...row, b[i]]);
  for (let c = 0; c < n; c++) {
    let piv = c;
    for (let r = c + 1; r < n; r++) if (Math.abs(m[r][c]) > Math.abs(m[piv][c])) piv = r;
    [m[c], m[piv]] = [m[piv], m[c]];
    for (let r = 0; r < n; r++) {
      if (r === c) continue;
      const f = m[r][c] / m[c][c];
      for (let k = c; k <= n; k++) m[r][k] -= f * m[c][k];
    }
  }
  return m.map((row, i) => row[n] / row[i]);
}

/**
 * L2-regularised logistic regression without intercept (the features are antisymmetric between the sides) on
 * the columns in `use`, by Newton's method; a sample's `target` (a soft label) replaces its `y` when present.
 * Returns one weight per column of `use`.
 */
export function fitLogistic(
  data: { x: number[]; y: number; target?: number }[], use: number[],
  { lambda = 1, iterations = 25, tolerance = 1e-7 }: { lambda?: number; iterations?: number; tolerance?: number } = {},
): number[] {
  const k = use.length;
  let w = new Array<number>(k).fill(0);
  for (let it = 0; it < iterations; it++) {
    const h = Array.from({ length: k }, (_, i) => Array.from({ length: k }, (_, j) => (i === j ? lambda : 0)));
    const g = w.map((wi) => -lambda * wi);
    for (const s of data) {
      let z = 0;
      for (let i = 0; i < k; i++) z += w[i] * s.x[use[i]];
      const p = sigmoid(z);
      const q = p * (1 - p);
      for (let i = 0; i < k; i++) {
        const xi = s.x[use[i]];
        g[i] += ((s.target ?? s.y) - p) * xi;
        for (let j = 0; j <= i; j++) h[i][j] += q * xi * s.x[use[j]];
      }
    }
    for (let i = 0; i < k; i++) for (let j = 0; j < i; j++) h[j][i] = h[i][j];
    const step = solve(h, g);
    w = w.map((wi, i) => wi + step[i]);
    if (Math.max(...step.map(Math.abs)) < tolerance) break;
  }
  return w;
}
