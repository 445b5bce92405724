/**
 * The Republic of Rome AI as Rome's keeper, against the behaviour this work
 * started from (AI_TUNING.previousForcePlan: no disbanding, no lookahead on
 * unplayed matching wars, no answers to a rebel's reinforcements) on the same
 * seeds in the same run: AI-only Early Republic games with 5 and 3 AI seats
 * and solitaire (1 AI seat and four Neutrals), every AI seat also offered its
 * out-of-turn interrupts as a table does. For each row: how often Rome falls
 * (95 % Wilson interval), the endings, the winners by reason, the ratio of
 * the fall rates, and the time per game and per decision.
 * REPUBLIC_KEEPER_GAMES sets the games per row (default 10),
 * REPUBLIC_KEEPER_SEATS which rows (default "5,3,1"), REPUBLIC_KEEPER_FROM the
 * first seed index (to split a long run between processes), REPUBLIC_KEEPER_BASE
 * the baseline's AI_TUNING switches (default "previousForcePlan"; `a+!b` turns a
 * on and b off from the shipped switches, e.g. "!buildUp" to measure one
 * keeper switch against the shipped AI).
 */
import '../src/games';
import { republicAiPlayer } from '../src/games/republic/cli';
import { AI_TUNING, AI_TUNING_DEFAULTS } from '../src/games/republic/ai/tuning';
import { median, percentile, wilson } from './measure';
import { playRepublicGame, type PlayedGame } from './republic-game';

const GAMES = Number(process.env.REPUBLIC_KEEPER_GAMES ?? 10);
const FROM = Number(process.env.REPUBLIC_KEEPER_FROM ?? 0);
const SEATS = (process.env.REPUBLIC_KEEPER_SEATS ?? '5,3,1').split(',').map(Number);
const BASE = process.env.REPUBLIC_KEEPER_BASE ?? 'previousForcePlan';

/** The baseline's switches: `a+!b` from the shipped ones. */
function setBase(on: boolean): void {
  const t = AI_TUNING as unknown as Record<string, boolean>;
  Object.assign(t, AI_TUNING_DEFAULTS);
  if (!on) return;
  for (const part of BASE.split('+')) {
    const k = part.replace(/^!/, '');
    if (!(k in t)) throw new Error(`unknown AI_TUNING switch ${k}`);
    t[k] = !part.startsWith('!');
  }
}
const r2 = (x: number) => Math.round(x * 100) / 100;
const wilson2 = (k: number, n: number) => wilson(k, n).map(r2) as [number, number];

type Game = PlayedGame;

function playOne(players: number, seed: string): Game {
  return playRepublicGame(seed, Array.from({ length: players }, (_, i) => republicAiPlayer(`${seed}:${i}`)), true);
}



function summary(games: Game[]) {
  const rome_fell_by: Record<string, number> = {};
  const winners_by: Record<string, number> = {};
  for (const g of games) {
    const e = g.state.ending!;
    if (e.winner === null) rome_fell_by[e.reason] = (rome_fell_by[e.reason] ?? 0) + 1;
    else winners_by[e.reason] = (winners_by[e.reason] ?? 0) + 1;
  }
  const fell = games.filter((g) => g.state.ending!.winner === null).length;
  const decisions = games.flatMap((g) => g.decisionMs);
  return {
    rome_falls: fell,
    rome_falls_rate: r2(fell / games.length),
    rome_falls_95: wilson2(fell, games.length),
    rome_fell_by,
    winners_by,
    median_turns: median(games.map((g) => g.state.turn)),
    median_game_seconds: r2(median(games.map((g) => g.ms)) / 1000),
    max_game_seconds: r2(Math.max(...games.map((g) => g.ms)) / 1000),
    decision_ms_p95: r2(percentile(decisions, 0.95)),
    decision_ms_max: r2(Math.max(...decisions)),
  };
}

export default async function (): Promise<Record<string, unknown>> {
  const out: Record<string, unknown> = { games_per_row: GAMES, first_seed: FROM, baseline: BASE };
  for (const players of SEATS) {
    const base: Game[] = [];
    const now: Game[] = [];
    for (let i = FROM; i < FROM + GAMES; i++) {
      const seed = `keeper-${players}-${i}`;
      setBase(true);
      try { base.push(playOne(players, seed)); } finally { setBase(false); }
      now.push(playOne(players, seed));
    }
    const b = summary(base);
    const n = summary(now);
    out[`${players}_ai_seats`] = {
      previous: b,
      current: n,
      rome_falls_ratio: b.rome_falls_rate > 0 ? r2(n.rome_falls_rate / b.rome_falls_rate) : null,
    };
  }
  return out;
}
