/** Small helpers the benchmark files share: timing and the median of a sample. */

export function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
}

/** Runs `fn` once; returns its result and the wall time in ms. */
export function timed<T>(fn: () => T): [T, number] {
  const t0 = performance.now();
  const out = fn();
  return [out, performance.now() - t0];
}

/** Milliseconds rounded to 0.1 for the report. */
export const ms = (x: number) => Math.round(x * 10) / 10;

/** The value at quantile `q` (0–1) of a sample, by rank. */
export function percentile(xs: number[], q: number): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))];
}

/** The 95 % Wilson score interval of a rate of `wins` in `n` (the win-rate benches report it). */
export function wilson(wins: number, n: number): [number, number] {
  if (n === 0) return [0, 1];
  const z = 1.96;
  const p = wins / n;
  const d = 1 + (z * z) / n;
  const c = (p + (z * z) / (2 * n)) / d;
  const h = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / d;
  return [Math.max(0, c - h), Math.min(1, c + h)];
}

/**
 * Two-sided exact sign test (McNemar's on paired games): the chance of a split at least as uneven as
 * `a` against `b` among the discordant pairs, each way equally likely. Summed in logs, so hundreds of
 * pairs do not overflow 2^n.
 */
export function signTest(a: number, b: number): number {
  const n = a + b;
  if (n === 0) return 1;
  let logC = 0;
  let tail = 0;
  for (let i = 0; i <= Math.min(a, b); i++) {
    if (i > 0) logC += Math.log(n - i + 1) - Math.log(i);
    tail += Math.exp(logC - n * Math.LN2);
  }
  return Math.min(1, 2 * tail);
}
