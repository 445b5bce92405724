/**
 * How well the master's search settings find the move its own evaluation
 * prefers, without playing games: positions of seeded level-3 games (base game
 * and all modules alternating, two-player) are searched once by an "oracle"
 * (every root placement kept, nothing pruned, a fixed number of samples, no
 * work budget) and then by each settings variant at the product's budget. The
 * regret of a variant's move is the oracle's value of its best move minus its
 * value of the move chosen (control-token units; a terminal loss in a sample
 * weighs ±1000, so the mean is shown capped at 3 a position too).
 *
 * It tunes the search (root ordering, widths, pruning) for the evaluation it
 * has; it says nothing about the evaluation itself, nor about depth beyond
 * the oracle's: strength against other players is the bench's games.
 *
 *   npx tsx bench/caesar/search-regret.ts
 *
 * Environment: POS positions (default 80), ORACLE_SAMPLES (default 64), UNITS
 * the variants' budget (default MASTER_UNITS), CONFIGS a JSON object of named
 * variants merged into pimc.ts PIMC (`duel` merged field by field), e.g.
 * '{"base":{},"wide":{"rootKeep":14}}',
 * ORACLE_FILE to reuse an oracle's values between runs (the positions are the
 * same for the same POS).
 *
 * Run of 2026-11-27 (80 positions, 64-sample oracle, 168,000 units): the
 * settings shipped (virtual-score ordering, rootKeep 10) chose the oracle's
 * best move in 64 of 80 positions; ordering by apply-and-evaluate 64 (rootKeep
 * 10), 65 (14) and 59 (7), with a mean regret of 11.8 against 1.9 (one more
 * position where the chosen move loses some samples outright); virtual-score
 * ordering with rootKeep 14: 65. Hence ordering by apply was not kept (the
 * switch, orderByApply, was removed since: docs/caesar-ai.md).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { caesar } from '../../src/games/caesar';
import { chooseAction } from '../../src/games/caesar/ai';
import { MASTER_UNITS, masterAnalysis } from '../../src/games/caesar/ai/master';
import { PIMC, pimcSearch } from '../../src/games/caesar/ai/pimc';
import type { CaesarOptions, CaesarView, Side } from '../../src/games/caesar/types';

const BASE: CaesarOptions = { modules: { poison: false, centurions: false, checkpoints: false }, solo: null };
const ALL: CaesarOptions = { modules: { poison: true, centurions: true, checkpoints: true }, solo: null };
const N = Number(process.env.POS ?? 80);
const views: CaesarView[] = [];
for (let g = 0; views.length < N; g++) {
  let s = caesar.setup(g % 2 ? ALL : BASE, `regret${g}`);
  for (let k = 0; !caesar.result(s); k++) {
    const p = caesar.activePlayers(s)[0] as Side;
    const v = caesar.view(s, p) as CaesarView;
    if ((k + g) % 5 === 2 && caesar.legalActions(s, p).length > 1) views.push(v);
    const r = caesar.apply(s, p, chooseAction(v, 3, `p${g}:${k}`));
    if (!r.ok) throw new Error(r.error.message);
    s = r.state;
  }
}
views.length = N;

const key = (a: unknown) => JSON.stringify(a);
const cpu = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};
const shipped = { ...PIMC, duel: { ...PIMC.duel }, solo: { ...PIMC.solo } };
const configure = (c: { duel?: object }) =>
  Object.assign(PIMC, { ...shipped, duel: { ...shipped.duel }, solo: { ...shipped.solo } }, c, { duel: { ...shipped.duel, ...(c.duel ?? {}) } });

const file = process.env.ORACLE_FILE;
let oracle: Record<string, number>[];
if (file && existsSync(file)) oracle = JSON.parse(readFileSync(file, 'utf8')) as Record<string, number>[];
else {
  configure({ rootKeep: 999, pruneMargin: Infinity } as never);
  const t = cpu();
  oracle = views.map((v, i) => {
    const r = pimcSearch(v, `oracle${i}`, PIMC, { units: Number.MAX_SAFE_INTEGER, maxSamples: Number(process.env.ORACLE_SAMPLES ?? 64) });
    return Object.fromEntries(r.ranked.map((x) => [key(x.action), x.value]));
  });
  process.stderr.write(`oracle: ${Math.round(cpu() - t)} ms CPU\n`);
  if (file) writeFileSync(file, JSON.stringify(oracle));
}

const configs = JSON.parse(process.env.CONFIGS ?? '{"shipped":{}}') as Record<string, { duel?: object }>;
const units = Number(process.env.UNITS ?? MASTER_UNITS);
for (const [name, c] of Object.entries(configs)) {
  configure(c);
  let regret = 0;
  let capped = 0;
  let hits = 0;
  const t = cpu();
  const costly: string[] = [];
  views.forEach((v, i) => {
    const a = masterAnalysis(v, `cfg${i}`, { units }).action;
    const o = oracle[i];
    const best = Math.max(...Object.values(o));
    const r = best - (o[key(a)] ?? -Infinity);
    regret += r;
    capped += Math.min(r, 3);
    if (r < 1e-9) hits++;
    if (r > 0.3) costly.push(`${i}:${r.toFixed(2)}`);
  });
  console.log(JSON.stringify({
    name, positions: N, units, best_found: hits, mean_regret: +(regret / N).toFixed(3), mean_regret_capped3: +(capped / N).toFixed(3),
    costly: costly.join(' '), cpu_ms_per_move: Math.round((cpu() - t) / N),
  }));
}
