/**
 * Variants of the master level against level 3, paired: every variant plays
 * the same games (same seeds, seats swapped within a pair, base game and all
 * modules alternating) in the same process, game by game interleaved, so a
 * busy host affects each the same way and the differences are paired.
 *
 *   nice -n 10 npx tsx bench/caesar/compare-master.ts
 *
 * Environment:
 *   VARIANTS  JSON object of named variants (default '{"shipped":{}}'); each may
 *             have "weights" (a weights file for features.ts, e.g. an older
 *             data/caesar/master-eval*.json), "pimc" (merged into pimc.ts PIMC,
 *             "duel" field by field) and "guard" (true: the evaluation with
 *             threats.ts's deciding closures, "virtual": only in the search's
 *             virtual positions, false: the learned evaluation alone, either way
 *             with "weights"; "chains": false leaves Tactics chains out of the
 *             guard, as it was before 2026-11-28 afternoon); {} is the settings shipped (since 2026-11-28 with
 *             the third ply; the two-ply search before it is {"pimc":{"deepen":null}}).
 *             Variants measured and removed since (hand-size terms, starveDecision,
 *             endgame, decidedMin, pruneZ, orderByApply, tactics): docs/caesar-ai.md.
 *   GAMES     games per variant (default 60; pairs of two)
 *   SEED      text in the game seeds (default cmp1)
 *   SHARD     "i/n" or "i,j/n": play only the pairs with index % n in the list (several processes side by side)
 *   PAIRS     "a-b": play only pairs a..b-1 (a long comparison in chunks appended to one OUT file)
 *   SIDES     "0", "1" or "0,1" (default): the master's seats played in each pair
 *   UNITS     the master's work budget a move (default MASTER_UNITS)
 *   OUT       file the per-game lines are appended to (default stdout only)
 *   MOVES     "all": every game's actions in its line (default: lost games only)
 *   SUMMARY   comma list of such files: print the summary of them instead of playing
 *   REFERENCE the variant the others are paired against in the summary (default the first)
 *
 * Each game line: variant, pair, master's side, whether it won, and the
 * master's CPU per move. The summary: wins with Wilson 95 % intervals, the
 * paired difference of each variant against the first (mean wins a game, 95 %
 * normal interval over pairs of games), and CPU per move (mean, p95, worst).
 */
import { appendFileSync, readFileSync } from 'node:fs';
import { chooseAction } from '../../src/games/caesar/ai';
import { MASTER_UNITS } from '../../src/games/caesar/ai/master';
import { PIMC, pimcSearch, type PimcConfig } from '../../src/games/caesar/ai/pimc';
import { learnedEvaluate, MASTER_EVAL, type EvalWeights } from '../../src/games/caesar/ai/features';
import { guardedEvaluate } from '../../src/games/caesar/ai/threats';
import { ALL, BASE, playGame, wilson, type Seat } from './arena';
import { signTest } from '../measure';
import type { CaesarState, Side } from '../../src/games/caesar/types';

interface Variant { weights?: string; pimc?: Partial<PimcConfig> & { duel?: object }; guard?: boolean | 'virtual'; chains?: boolean }
interface Line {
  variant: string; pair: number; side: Side; won: number; cpu: number[];
  /** How the game ended, its turns, and the control tokens each side still had (master first). */
  reason?: string | null; turns?: number; left?: [number, number];
  /** The master's value of the move it chose, move by move (control tokens), to see where a lost game turned. */
  vals?: number[];
  /** Lost games (every game with MOVES=all): every action of the game in order, to replay its positions without searching again. */
  moves?: unknown[];
}

const cpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};
const r3 = (x: number) => Math.round(x * 1000) / 1000;


function summary(all: Line[]): void {
  // A chunk stopped and played again may repeat a game: the last line of each (variant, pair, side) counts.
  const lines = [...new Map(all.map((l) => [`${l.variant}|${l.pair}|${l.side}`, l])).values()];
  const names = [...new Set(lines.map((l) => l.variant))];
  // REFERENCE names the variant the others are paired against (default: the first).
  const ref = process.env.REFERENCE;
  if (ref && names.includes(ref)) names.splice(names.indexOf(ref), 1), names.unshift(ref);
  const byKey = new Map(lines.map((l) => [`${l.variant}|${l.pair}|${l.side}`, l]));
  const first = names[0];
  const out: Record<string, unknown> = {};
  for (const name of names) {
    const mine = lines.filter((l) => l.variant === name);
    const wins = mine.reduce((s, l) => s + l.won, 0);
    const cpu = mine.flatMap((l) => l.cpu).sort((a, b) => a - b);
    const row: Record<string, unknown> = {
      games: mine.length, wins, rate: r3(wins / mine.length), ci95: wilson(wins, mine.length).map(r3),
      cpu_ms: { moves: cpu.length, mean: Math.round(cpu.reduce((s, x) => s + x, 0) / cpu.length), p95: Math.round(cpu[Math.floor(cpu.length * 0.95)]), max: Math.round(cpu[cpu.length - 1]) },
    };
    if (name !== first) {
      const d = mine.flatMap((l) => {
        const b = byKey.get(`${first}|${l.pair}|${l.side}`);
        return b ? [l.won - b.won] : [];
      });
      const m = d.reduce((s, x) => s + x, 0) / d.length;
      const sd = Math.sqrt(d.reduce((s, x) => s + (x - m) ** 2, 0) / Math.max(1, d.length - 1));
      row[`vs_${first}`] = { games: d.length, diff: r3(m), ci95_halfwidth: r3((1.96 * sd) / Math.sqrt(d.length)), only_this: d.filter((x) => x > 0).length, only_first: d.filter((x) => x < 0).length };
      const v = row[`vs_${first}`] as { only_this: number; only_first: number; sign_test_p?: number };
      v.sign_test_p = r3(signTest(v.only_this, v.only_first));
    }
    out[name] = row;
  }
  console.log(JSON.stringify(out, null, 1));
}

if (process.env.SUMMARY) {
  const lines = process.env.SUMMARY.split(',').flatMap((f) => readFileSync(f, 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l) as Line));
  summary(lines);
} else {
  const variants = JSON.parse(process.env.VARIANTS ?? '{"shipped":{}}') as Record<string, Variant>;
  const games = Number(process.env.GAMES ?? 60);
  const tag = process.env.SEED ?? 'cmp1';
  const [shardList, shardCount] = (process.env.SHARD ?? '0/1').split('/');
  const shards = Number(shardCount);
  const mine = new Set(shardList.split(',').map(Number));
  const units = Number(process.env.UNITS ?? MASTER_UNITS);
  const [pairFrom, pairTo] = (process.env.PAIRS ?? `0-${Math.ceil(games / 2)}`).split('-').map(Number);
  const cfgOf = (v: Variant): PimcConfig => {
    const duel = { ...PIMC.duel, ...(v.pimc?.duel ?? {}) };
    const w = v.weights ? JSON.parse(readFileSync(v.weights, 'utf8')) as EvalWeights : MASTER_EVAL;
    // guard true / false: the learned evaluation with / without threats.ts's deciding closures (weights alone: without).
    if (v.guard !== undefined || v.weights) {
      duel.evaluate = v.guard
        ? (s: CaesarState, me: Side, c?: Side | null) => guardedEvaluate(s, me, c ?? null, w, v.guard === 'virtual', v.chains !== false)
        : (s: CaesarState, me: Side, c?: Side | null) => learnedEvaluate(s, me, c ?? null, w);
    }
    return { ...PIMC, ...(v.pimc ?? {}), duel };
  };
  // SIDES=1: only the games where the master sits second (replaying chosen games, e.g. lost ones).
  const sides = (process.env.SIDES ?? '0,1').split(',').map(Number) as Side[];
  const cfgs = Object.entries(variants).map(([name, v]) => ({ name, cfg: cfgOf(v) }));
  const lines: Line[] = [];
  for (let g = pairFrom; g < pairTo; g++) {
    if (!mine.has(g % shards)) continue;
    const options = g % 2 === 0 ? BASE : ALL;
    for (const side of sides) {
      for (const { name, cfg } of cfgs) {
        const cpu: number[] = [];
        const vals: number[] = [];
        const moves: unknown[] = [];
        const master: Seat = (view, seed) => {
          const t = cpuMs();
          const r = pimcSearch(view, seed, cfg, { units });
          cpu.push(r3(cpuMs() - t));
          vals.push(Math.round(r.ranked[0].value * 100) / 100);
          moves.push(r.action);
          return r.action;
        };
        const l3: Seat = (view, seed) => {
          const a = chooseAction(view, 3, seed);
          moves.push(a);
          return a;
        };
        const { winner, state } = playGame(options, `${tag}:${g}`, side === 0 ? [master, l3] : [l3, master]);
        const line: Line = {
          variant: name, pair: g, side, won: winner === side ? 1 : winner === null ? 0.5 : 0, cpu,
          reason: state.endReason, turns: state.turn, left: [state.sides[side].controlLeft, state.sides[1 - side].controlLeft], vals,
          ...(winner === side && process.env.MOVES !== 'all' ? {} : { moves }),
        };
        lines.push(line);
        if (process.env.OUT) appendFileSync(process.env.OUT, `${JSON.stringify(line)}\n`);
        process.stderr.write(`${name} pair ${g} side ${side}: ${line.won}\n`);
      }
    }
  }
  summary(lines);
}
