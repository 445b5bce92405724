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
