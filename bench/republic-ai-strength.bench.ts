/**
 * The Republic of Rome AI's strength as Rome's keeper: how often Rome falls in
 * AI-only Early Republic games with three AI seats and in solitaire games (one
 * AI seat and four Neutrals), for the current AI and Neutrals and for the
 * baseline (AI_TUNING.baseline: the AI and Neutral play this version started
 * from, with its out-of-turn interrupts), on the same seeds in the same
 * run: figures as ratios. REPUBLIC_STRENGTH_GAMES sets the games per
 * configuration (default 10).
 */
import '../src/games';
import { republicAiPlayer } from '../src/games/republic/cli';
import { AI_TUNING } from '../src/games/republic/ai/tuning';
import type { RepublicState } from '../src/games/republic/types';
import { median } from './measure';
import { playRepublicGame } from './republic-game';

const GAMES = Number(process.env.REPUBLIC_STRENGTH_GAMES ?? 10);
const r2 = (x: number) => Math.round(x * 100) / 100;

function playOne(players: number, seed: string, interrupts: boolean): RepublicState {
  return playRepublicGame(seed, Array.from({ length: players }, (_, i) => republicAiPlayer(`${seed}:${i}`)), interrupts).state;
}

function summary(games: RepublicState[]) {
  const endings: Record<string, number> = {};
  for (const g of games) endings[g.ending!.reason] = (endings[g.ending!.reason] ?? 0) + 1;
  const fell = games.filter((g) => g.ending!.winner === null).length;
  return { endings, rome_falls_rate: r2(fell / games.length), median_turns: median(games.map((g) => g.turn)) };
}

export default async function (): Promise<Record<string, unknown>> {
  const out: Record<string, unknown> = { games_per_configuration: GAMES };
  for (const players of [3, 1]) {
    const base: RepublicState[] = [];
    const now: RepublicState[] = [];
    for (let i = 0; i < GAMES; i++) {
      const seed = `strength-${players}-${i}`;
      AI_TUNING.baseline = true;
      try { base.push(playOne(players, seed, true)); } finally { AI_TUNING.baseline = false; }
      now.push(playOne(players, seed, true));
    }
    const b = summary(base);
    const n = summary(now);
    out[`${players}_ai_seats`] = {
      baseline: b,
      current: n,
      rome_falls_ratio: b.rome_falls_rate > 0 ? r2(n.rome_falls_rate / b.rome_falls_rate) : null,
      median_turns_ratio: b.median_turns > 0 ? r2(n.median_turns / b.median_turns) : null,
    };
  }
  return out;
}
