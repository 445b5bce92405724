/**
 * A variant of the hard level against the level as shipped, in AI-only 4-player games on the same
 * seeds `war-trace-N` (bench/conquest-war-trace.ts), paired per seed: median length of each, games
 * that reach the round cap, and the per-seed difference in rounds (variant minus shipped; a game at
 * the cap counts as cap + 1) with a 95 % normal-approximation interval of its mean.
 * Not run by `npm run bench`:
 * `CONQUEST_TRACE_TUNING='{"warAnyway":40}' npx tsx bench/conquest-war-paired.ts [GAMES] [FROM]`
 */
import type { LevelConfig } from '../src/games/conquest/ai';
import { traceGame } from './conquest-war-trace';
import { median } from './measure';

const [gamesText = '20', fromText = '1000'] = process.argv.slice(2);
const CAP = 150;
const tuning = JSON.parse(process.env.CONQUEST_TRACE_TUNING ?? '{}') as Partial<LevelConfig>;
const len = (g: ReturnType<typeof traceGame>) => (g.endReason === 'cap' ? CAP + 1 : g.rounds);

const base: number[] = [];
const variant: number[] = [];
for (let i = Number(fromText); i < Number(fromText) + Number(gamesText); i++) {
  base.push(len(traceGame(`war-trace-${i}`, {})));
  variant.push(len(traceGame(`war-trace-${i}`, tuning)));
}
const d = variant.map((v, i) => v - base[i]);
const n = d.length;
const mean = d.reduce((a, x) => a + x, 0) / n;
const sd = Math.sqrt(d.reduce((a, x) => a + (x - mean) ** 2, 0) / Math.max(1, n - 1));
const h = (1.96 * sd) / Math.sqrt(n);
const r2 = (x: number) => Math.round(x * 100) / 100;
console.log(JSON.stringify({
  tuning, games: n,
  median_shipped: median(base), median_variant: median(variant),
  unfinished_shipped: base.filter((x) => x > CAP).length, unfinished_variant: variant.filter((x) => x > CAP).length,
  shorter: d.filter((x) => x < 0).length, longer: d.filter((x) => x > 0).length, equal: d.filter((x) => x === 0).length,
  mean_difference: r2(mean), ci95: [r2(mean - h), r2(mean + h)],
}, null, 1));
