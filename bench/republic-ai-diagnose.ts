/**
 * Why Rome falls: plays AI-only Early Republic games (seeds `diag-<seats>-<i>`, every AI seat offered its
 * out-of-turn interrupts) under one or more AI_TUNING settings on the same seeds, and prints one JSON line
 * per game: the ending, the turn, and each turn's unrest before the State of the Republic speech, the
 * treasury, the active wars (and how many unprosecuted), the legions and fleets, and per turn the deploy votes
 * carried and failed, the raises failed and the battles won, lost and neither; then a summary per
 * setting with the causes counted and the paired comparison with the first setting.
 * Run: `nice -n 10 npx tsx bench/republic-ai-diagnose.ts` with DIAG_SEATS (default 5), DIAG_GAMES (20),
 * DIAG_FROM (0), DIAG_VARIANTS (comma list of AI_TUNING settings: `current` for the shipped switches, else
 * switches joined by `+`, `!x` turning x off; default "previousForcePlan,current"), DIAG_QUIET=1 to print only the summaries.
 */
import '../src/games';
import { republicAiPlayer } from '../src/games/republic/cli';
import { AI_TUNING, AI_TUNING_DEFAULTS } from '../src/games/republic/ai/tuning';
import { activeLegions, activeFleets } from '../src/games/republic/military';
import { activeWars, warStrength } from '../src/games/republic/wars';
import type { RepublicState } from '../src/games/republic/types';
import { median, percentile, wilson } from './measure';
import { playRepublicGame } from './republic-game';

const SEATS = Number(process.env.DIAG_SEATS ?? 5);
const GAMES = Number(process.env.DIAG_GAMES ?? 20);
const FROM = Number(process.env.DIAG_FROM ?? 0);
const VARIANTS = (process.env.DIAG_VARIANTS ?? 'previousForcePlan,current').split(',');
const QUIET = process.env.DIAG_QUIET === '1';
const r2 = (x: number) => Math.round(x * 100) / 100;

interface TurnRow { turn: number; forumUnrest: number; unrest: number; treasury: number; wars: number; unprosecuted: number; legions: number; fleets: number; private: number }
/** A turn's military Senate and battles: deploy and raise votes carried and failed, battle results. */
interface WarRow { deployPassed: number; deployFailed: number; raiseFailed: number; victory: number; defeat: number; other: number }
interface GameRow { seed: string; variant: string; reason: string; winner: number | null; turn: number; ms: number; turns: TurnRow[]; war: Record<number, WarRow>; endWars: string[]; endTreasury: number; endUnrest: number; decisionMs: number[] }

/** `current` is the shipped switches; `a+!b` turns a on and b off from there. */
function setVariant(v: string): void {
  const t = AI_TUNING as unknown as Record<string, boolean>;
  Object.assign(t, AI_TUNING_DEFAULTS);
  if (v === 'current') return;
  for (const part of v.split('+')) {
    const k = part.replace(/^!/, '');
    if (!(k in t)) throw new Error(`unknown AI_TUNING switch ${k}`);
    t[k] = !part.startsWith('!');
  }
}

function play(seed: string, variant: string): GameRow {
  setVariant(variant);
  const turns: TurnRow[] = [];
  let seen = -1;
  let forumUnrest = 0;
  const war: Record<number, WarRow> = {};
  const g = playRepublicGame(seed, Array.from({ length: SEATS }, (_, i) => republicAiPlayer(`${seed}:${i}`)), true, (s: RepublicState, events: unknown[]) => {
    for (const e of events as { type: string; proposal?: { kind: string }; passed?: boolean; result?: string }[]) {
      const w = (war[s.turn] ??= { deployPassed: 0, deployFailed: 0, raiseFailed: 0, victory: 0, defeat: 0, other: 0 });
      if (e.type === 'voteResult' && e.proposal?.kind === 'deploy') w[e.passed ? 'deployPassed' : 'deployFailed']++;
      if (e.type === 'voteResult' && e.proposal?.kind === 'raise' && !e.passed) w.raiseFailed++;
      if (e.type === 'battle') w[e.result === 'victory' ? 'victory' : e.result === 'defeat' ? 'defeat' : 'other']++;
    }
    // The Population Phase asks nobody, so a turn's row is read at the first Senate state (after the speech);
    // `unrest` there is after the speech, `forumUnrest` the last seen in the Forum (before the wars' and droughts' unrest).
    if (s.phase === 'forum') forumUnrest = s.unrest;
    if (s.phase === 'senate' && seen !== s.turn) {
      seen = s.turn;
      const w = activeWars(s);
      turns.push({ turn: s.turn, forumUnrest, unrest: s.unrest, treasury: s.treasury, wars: w.length, unprosecuted: w.filter((x) => x.unprosecuted).length, legions: activeLegions(s).length, fleets: activeFleets(s).length,
        private: Object.values(s.senators).filter((x) => x.faction !== null).reduce((n, x) => n + x.talents, 0) + s.factions.reduce((n, f) => n + f.treasury, 0) });
    }
  });
  setVariant('current');
  const s = g.state;
  return {
    seed, variant, reason: s.ending!.reason, winner: s.ending!.winner, turn: s.turn, ms: Math.round(g.ms), turns, war,
    endWars: activeWars(s).map((w) => { const st = warStrength(s, w); return `${w.card.replace('war:', '')}(${st.land}/${st.naval})`; }),
    endTreasury: s.treasury, endUnrest: s.unrest, decisionMs: g.decisionMs,
  };
}

const rows: Record<string, GameRow[]> = Object.fromEntries(VARIANTS.map((v) => [v, []]));
for (let i = FROM; i < FROM + GAMES; i++) {
  const seed = `diag-${SEATS}-${i}`;
  for (const v of VARIANTS) {
    const r = play(seed, v);
    rows[v].push(r);
    if (!QUIET) {
      const { decisionMs: _d, ...rest } = r;
      process.stdout.write(`${JSON.stringify(rest)}\n`);
    }
  }
}
const fell = (r: GameRow) => r.winner === null;
const base = rows[VARIANTS[0]];
for (const v of VARIANTS) {
  const rs = rows[v];
  const k = rs.filter(fell).length;
  const by: Record<string, number> = {};
  const wins: Record<string, number> = {};
  for (const r of rs) (fell(r) ? by : wins)[r.reason] = ((fell(r) ? by : wins)[r.reason] ?? 0) + 1;
  const [lo, hi] = wilson(k, rs.length);
  // Paired with the first setting on the same seeds: games only this one saves, games only this one loses.
  const saves = rs.filter((r, i) => !fell(r) && fell(base[i])).length;
  const loses = rs.filter((r, i) => fell(r) && !fell(base[i])).length;
  const dec = rs.flatMap((r) => r.decisionMs);
  process.stdout.write(`${JSON.stringify({
    summary: v, seats: SEATS, games: rs.length, from: FROM, rome_falls: k, rate: r2(k / rs.length), wilson95: [r2(lo), r2(hi)], fell_by: by, won_by: wins,
    vs_first: { saves, loses, ratio: base.filter(fell).length ? r2(k / base.filter(fell).length) : null },
    median_turns: median(rs.map((r) => r.turn)), median_game_s: r2(median(rs.map((r) => r.ms)) / 1000), decision_ms_p95: r2(percentile(dec, 0.95)), decision_ms_max: r2(Math.max(...dec)),
  })}\n`);
}
