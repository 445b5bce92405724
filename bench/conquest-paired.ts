/**
 * Compares two series of bench/conquest-vs-legacy.bench.ts played on the same
 * seeds and seats, game by game, from their `per_game` strings (one letter a
 * game: W won, anything else lost): each series' wins with a 95 % Wilson
 * interval, the games only one of them won, an exact two-sided sign test on
 * those, and the paired difference of the win rates with a 95 % interval
 * (normal approximation). Not a bench: `npx tsx bench/conquest-paired.ts
 * BASELINE_PER_GAME TESTED_PER_GAME`.
 */
import { pathToFileURL } from 'node:url';
import { signTest, wilson } from './measure';


export interface Paired {
  games: number;
  baseline: { wins: number; ci95: [number, number] };
  tested: { wins: number; ci95: [number, number] };
  onlyBaseline: number;
  onlyTested: number;
  signTestP: number;
  difference: number;
  differenceCi95: [number, number];
}

export function paired(baseline: string, tested: string): Paired {
  if (baseline.length !== tested.length) throw new Error('the two series must have the same games');
  const n = baseline.length;
  const won = (x: string) => [...x].map((c) => c === 'W');
  const a = won(baseline);
  const b = won(tested);
  const wa = a.filter(Boolean).length;
  const wb = b.filter(Boolean).length;
  const onlyBaseline = a.filter((x, i) => x && !b[i]).length;
  const onlyTested = b.filter((x, i) => x && !a[i]).length;
  const d = b.map((x, i) => Number(x) - Number(a[i]));
  const mean = d.reduce((s, x) => s + x, 0) / n;
  const sd = Math.sqrt(d.reduce((s, x) => s + (x - mean) ** 2, 0) / Math.max(1, n - 1));
  const half = (1.96 * sd) / Math.sqrt(n);
  const r = (x: number) => Math.round(x * 1000) / 1000;
  return {
    games: n,
    baseline: { wins: wa, ci95: wilson(wa, n).map(r) as [number, number] },
    tested: { wins: wb, ci95: wilson(wb, n).map(r) as [number, number] },
    onlyBaseline,
    onlyTested,
    signTestP: r(signTest(onlyBaseline, onlyTested)),
    difference: r(mean),
    differenceCi95: [r(mean - half), r(mean + half)],
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [baseline = '', tested = ''] = process.argv.slice(2);
  console.log(JSON.stringify(paired(baseline, tested), null, 1));
}
