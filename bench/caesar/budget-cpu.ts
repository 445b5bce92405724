/**
 * The master's CPU time per move at several budgets, on the same positions in
 * the same process, budgets interleaved position by position: a busy host
 * inflates every budget's times alike, so the ratios between budgets hold even
 * when the absolute times do not (CPU time grows with load on shared cores).
 *
 *   UNITS=168000,336000 nice -n 10 npx tsx bench/caesar/budget-cpu.ts
 *
 *   EVALS=learned,guarded UNITS=168000 nice -n 10 npx tsx bench/caesar/budget-cpu.ts
 *
 * Environment:
 *   UNITS  comma list of work budgets a move (default MASTER_UNITS and twice it)
 *   EVALS  comma list of the search's leaf evaluations, each measured at every
 *          budget on the same positions: shipped (default, pimc.ts PIMC),
 *          learned (features.ts alone), guarded (threats.ts's guard in the
 *          search's virtual positions, with Tactics chains)
 *   GAMES  level-3 self-play games whose positions are searched, base game and
 *          all modules alternating (default 4; every position of both sides)
 *   SEED   text in the game seeds (default budget-cpu)
 *
 * Prints, per budget: moves, CPU per move (mean, median, p95, worst), the
 * ratio of its mean and p95 to the first budget's, the load average at the
 * start and end.
 */
import os from 'node:os';
import { caesar } from '../../src/games/caesar';
import { chooseAction } from '../../src/games/caesar/ai';
import { MASTER_UNITS } from '../../src/games/caesar/ai/master';
import { PIMC, pimcSearch, type PimcConfig } from '../../src/games/caesar/ai/pimc';
import { learnedEvaluate } from '../../src/games/caesar/ai/features';
import { guardedEvaluate } from '../../src/games/caesar/ai/threats';
import { ALL, BASE } from './arena';
import type { CaesarState, CaesarView, Side } from '../../src/games/caesar/types';

const cpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

const units = (process.env.UNITS ?? `${MASTER_UNITS},${2 * MASTER_UNITS}`).split(',').map(Number);
const evalOf: Record<string, PimcConfig['duel']['evaluate']> = {
  shipped: PIMC.duel.evaluate,
  learned: (s: CaesarState, me: Side, c?: Side | null) => learnedEvaluate(s, me, c ?? null),
  guarded: (s: CaesarState, me: Side, c?: Side | null) => guardedEvaluate(s, me, c ?? null, undefined, true, true),
};
const evals = (process.env.EVALS ?? 'shipped').split(',');
for (const e of evals) if (!(e in evalOf)) throw new Error(`EVALS: unknown ${e}`);
// Every (evaluation, budget) pair is one column of the comparison.
const budgets = evals.flatMap((e) => units.map((u) => ({ e, u, cfg: { ...PIMC, duel: { ...PIMC.duel, evaluate: evalOf[e] } } })));
const label = (b: (typeof budgets)[number]) => (evals.length > 1 ? `${b.e}@${b.u}` : `${b.u}`);
const games = Number(process.env.GAMES ?? 4);
const tag = process.env.SEED ?? 'budget-cpu';
const loadStart = os.loadavg()[0];

const views: CaesarView[] = [];
for (let g = 0; g < games; g++) {
  const seed = `${tag}${g}`;
  let s = caesar.setup(g % 2 ? ALL : BASE, seed);
  for (let k = 0; !caesar.result(s); k++) {
    const p = caesar.activePlayers(s)[0] as Side;
    const v = caesar.view(s, p) as CaesarView;
    views.push(v);
    const r = caesar.apply(s, p, chooseAction(v, 3, `${seed}:${k}`));
    if (!r.ok) throw new Error(r.error.message);
    s = r.state;
  }
}
for (const b of budgets) pimcSearch(views[3], 'warm-up', b.cfg, { units: 5000 });
const cpu = budgets.map(() => [] as number[]);
for (const [i, v] of views.entries()) {
  // Alternate which budget goes first, so neither always runs on a warmer cache.
  const order = budgets.map((_, b) => b);
  if (i % 2) order.reverse();
  for (const b of order) {
    const t = cpuMs();
    pimcSearch(v, `budget-cpu:${i}`, budgets[b].cfg, { units: budgets[b].u });
    cpu[b].push(cpuMs() - t);
  }
  // Progress on stderr, so a run stopped by a time bound still shows what it measured.
  process.stderr.write(`${i} ${order.map((b) => `${label(budgets[b])}:${Math.round(cpu[b][cpu[b].length - 1])}`).join(' ')}\n`);
}
const stats = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const at = (q: number) => s[Math.min(s.length - 1, Math.floor(q * s.length))];
  return { mean: s.reduce((a, b) => a + b, 0) / s.length, median: at(0.5), p95: at(0.95), max: s[s.length - 1] };
};
const base = stats(cpu[0]);
const out = budgets.map((bud, b) => {
  const x = stats(cpu[b]);
  return {
    evaluation: bud.e, units: bud.u, moves: cpu[b].length,
    cpu_ms: { mean: Math.round(x.mean), median: Math.round(x.median), p95: Math.round(x.p95), max: Math.round(x.max) },
    ratio_to_first: { mean: Math.round((x.mean / base.mean) * 100) / 100, p95: Math.round((x.p95 / base.p95) * 100) / 100 },
  };
});
console.log(JSON.stringify({ positions: views.length, load_average: { start: loadStart, end: os.loadavg()[0] }, budgets: out }, null, 1));
