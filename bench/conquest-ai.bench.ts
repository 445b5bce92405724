/**
 * The Conquest AI against issue 14's targets, with the first AI (ai-legacy.ts)
 * measured in the same run as the baseline:
 * - AI-only 4-player games (hard level): how many end by the rules (the last
 *   Caesar) within the round cap, and their median length in rounds; the same
 *   for the legacy AI (which ends its games by conceding);
 * - one hard AI against three legacy AIs, the seat rotated: how often it wins;
 * - one easy AI against three legacy AIs (the easy level should be beatable);
 * - the time of an AI turn (all the actions of a seat's turn), p50 and p95,
 *   for both AIs, and their ratio.
 * CONQUEST_BENCH_GAMES sets the number of games per figure (default 6).
 * CONQUEST_BEFORE_AI (path to the ai.ts of an earlier tree) adds AI-only games
 * of that build's hard level on the same seeds, for a before/after in one run.
 */
import { pathToFileURL } from 'node:url';
import type { Player } from '../src/ai/player';
import type { ConquestAction, ConquestState } from '../src/games/conquest/types';
import { conquestAi } from '../src/games/conquest/ai';
import { legacyConquestAi } from '../src/games/conquest/ai-legacy';
import { median, percentile, playArena, type ArenaGame } from './conquest-ai-arena';

const GAMES = Number(process.env.CONQUEST_BENCH_GAMES ?? 6);
const ROUND_CAP = 150;
const r2 = (x: number) => Math.round(x * 100) / 100;

function summary(games: ArenaGame[]) {
  const byRule = games.filter((g) => g.endReason === 'lastCaesar');
  return {
    games: games.length,
    ended_by_last_caesar: byRule.length,
    end_reasons: games.map((g) => g.endReason),
    median_rounds: median(games.map((g) => (g.endReason === 'roundCap' ? ROUND_CAP + 1 : g.rounds))),
    median_rounds_last_caesar: byRule.length ? median(byRule.map((g) => g.rounds)) : null,
  };
}

function turnTimes(games: ArenaGame[], seats: (seat: number, g: number) => boolean): number[] {
  return games.flatMap((g, i) => g.turnMs.flatMap((ms, seat) => (seats(seat, i) ? ms : [])));
}

export default async function (): Promise<Record<string, unknown>> {
  const hardOnly: ArenaGame[] = [];
  const legacyOnly: ArenaGame[] = [];
  for (let i = 0; i < GAMES; i++) {
    hardOnly.push(playArena([0, 1, 2, 3].map(() => conquestAi('hard')), `bench-ai-${i}`, ROUND_CAP));
    legacyOnly.push(playArena([0, 1, 2, 3].map(() => legacyConquestAi()), `bench-ai-${i}`, ROUND_CAP));
  }
  const versus = (level: 'hard' | 'easy') => {
    const games: ArenaGame[] = [];
    let wins = 0;
    for (let i = 0; i < GAMES; i++) {
      const seat = i % 4;
      const g = playArena([0, 1, 2, 3].map((k) => (k === seat ? conquestAi(level) : legacyConquestAi())), `bench-vs-${i}`, ROUND_CAP);
      games.push(g);
      if (g.winners.length === 1 && g.winners[0] === seat) wins++;
    }
    return { games, wins };
  };
  const hardVs = versus('hard');
  const easyVs = versus('easy');
  const hardTurns = turnTimes(hardOnly, () => true);
  const legacyTurns = turnTimes(legacyOnly, () => true);
  const beforePath = process.env.CONQUEST_BEFORE_AI;
  let before: Record<string, unknown> | undefined;
  if (beforePath) {
    const mod = (await import(pathToFileURL(beforePath).href)) as { conquestAi: (l: string) => Player<ConquestState, ConquestAction> };
    const games: ArenaGame[] = [];
    for (let i = 0; i < GAMES; i++) games.push(playArena([0, 1, 2, 3].map(() => mod.conquestAi('hard')), `bench-ai-${i}`, ROUND_CAP));
    const turns = turnTimes(games, () => true);
    before = { ...summary(games), turn_ms_p95: r2(percentile(turns, 0.95)) };
  }
  return {
    ai_only_hard: summary(hardOnly),
    ...(before ? { before_ai_only_hard: before } : {}),
    ai_only_legacy: summary(legacyOnly),
    hard_vs_3_legacy: { ...summary(hardVs.games), wins: hardVs.wins, win_rate: r2(hardVs.wins / GAMES) },
    easy_vs_3_legacy: { games: GAMES, wins: easyVs.wins, win_rate: r2(easyVs.wins / GAMES) },
    turn_ms: {
      hard_p50: r2(percentile(hardTurns, 0.5)),
      hard_p95: r2(percentile(hardTurns, 0.95)),
      hard_max: r2(Math.max(...hardTurns)),
      legacy_p50: r2(percentile(legacyTurns, 0.5)),
      legacy_p95: r2(percentile(legacyTurns, 0.95)),
      hard_to_legacy_p95_ratio: r2(percentile(hardTurns, 0.95) / percentile(legacyTurns, 0.95)),
    },
  };
}
