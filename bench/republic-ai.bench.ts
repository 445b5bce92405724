/**
 * The Republic of Rome AI: AI-only 5-player Early Republic games (time per
 * game, time per decision at p95 and max, endings and winners), the same
 * seeds played by the random-legal player and by the AI with its previous
 * war plan (AI_TUNING.previousWarPlan) as baselines measured in this run (how
 * long Rome survives, how often it falls, with 95 % Wilson intervals:
 * ratios), and one AI seat among four random seats (its final influence
 * against theirs). REPUBLIC_AI_GAMES sets the games per configuration
 * (default 20).
 */
import '../src/games';
import { republic } from '../src/games/republic';
import { republicAiPlayer } from '../src/games/republic/cli';
import { randomPlayer, type Player } from '../src/ai/player';
import { factionInfluence } from '../src/games/republic/senators';
import { AI_TUNING } from '../src/games/republic/ai/tuning';
import type { RepublicState } from '../src/games/republic/types';
import { median, percentile, wilson } from './measure';
import { playRepublicGame, type PlayedGame } from './republic-game';

const GAMES = Number(process.env.REPUBLIC_AI_GAMES ?? 20);
const r2 = (x: number) => Math.round(x * 100) / 100;
const wilson2 = (k: number, n: number) => wilson(k, n).map(r2) as [number, number];

type Game = PlayedGame;
const playOne = (seed: string, players: Player<RepublicState>[]): Game => playRepublicGame(seed, players);



function summary(games: Game[]) {
  const endings: Record<string, number> = {};
  const winners: Record<string, number> = {};
  for (const g of games) {
    const e = g.state.ending!;
    endings[e.reason] = (endings[e.reason] ?? 0) + 1;
    const w = e.winner === null ? 'rome_fell_or_none' : `seat_${e.winner}`;
    winners[w] = (winners[w] ?? 0) + 1;
  }
  const fell = games.filter((g) => g.state.ending!.winner === null).length;
  return {
    endings,
    winners,
    rome_falls_rate: r2(fell / games.length),
    rome_falls_95: wilson2(fell, games.length),
    median_turns: median(games.map((g) => g.state.turn)),
    max_turns: Math.max(...games.map((g) => g.state.turn)),
  };
}

export default async function (): Promise<Record<string, unknown>> {
  const ai: Game[] = [];
  const rnd: Game[] = [];
  const prev: Game[] = [];
  for (let i = 0; i < GAMES; i++) {
    const seed = `rai-${i}`;
    ai.push(playOne(seed, [0, 1, 2, 3, 4].map((seat) => republicAiPlayer(`${seed}:${seat}`))));
    AI_TUNING.previousWarPlan = true;
    try {
      prev.push(playOne(seed, [0, 1, 2, 3, 4].map((seat) => republicAiPlayer(`${seed}:${seat}`))));
    } finally {
      AI_TUNING.previousWarPlan = false;
    }
    rnd.push(playOne(seed, [0, 1, 2, 3, 4].map((seat) => randomPlayer<RepublicState>(republic, `${seed}:${seat}`))));
  }
  const decisions = ai.flatMap((g) => g.decisionMs);
  const randomDecisions = rnd.flatMap((g) => g.decisionMs);
  const aiSum = summary(ai);
  const rndSum = summary(rnd);
  const prevSum = summary(prev);

  // One AI seat (rotating) among four random seats: its final influence against theirs.
  let aiInf = 0;
  let rndInf = 0;
  let aiWins = 0;
  let otherWins = 0;
  const MIXED = 10;
  for (let i = 0; i < MIXED; i++) {
    const seed = `rai-mixed-${i}`;
    const aiSeat = i % 5;
    const players = [0, 1, 2, 3, 4].map((seat) => (seat === aiSeat ? republicAiPlayer(`${seed}:${seat}`) : randomPlayer<RepublicState>(republic, `${seed}:${seat}`)));
    const g = playOne(seed, players);
    aiInf += factionInfluence(g.state, aiSeat);
    rndInf += [0, 1, 2, 3, 4].filter((x) => x !== aiSeat).reduce((n, x) => n + factionInfluence(g.state, x), 0) / 4;
    const w = g.state.ending!.winner;
    if (w === aiSeat) aiWins++;
    else if (w !== null) otherWins++;
  }

  return {
    games: GAMES,
    ai_only_5p_early: {
      ...aiSum,
      max_game_seconds: r2(Math.max(...ai.map((g) => g.ms)) / 1000),
      median_game_seconds: r2(median(ai.map((g) => g.ms)) / 1000),
      decision_ms_p95: r2(percentile(decisions, 0.95)),
      decision_ms_max: r2(Math.max(...decisions)),
      decisions_per_game: Math.round(decisions.length / GAMES),
    },
    previous_war_plan_5p_early: prevSum,
    rome_falls_ratio_ai_to_previous_war_plan: r2(aiSum.rome_falls_rate / Math.max(0.01, prevSum.rome_falls_rate)),
    random_5p_early: { ...rndSum, decision_ms_p95: r2(percentile(randomDecisions, 0.95)) },
    survival_turns_ratio_ai_to_random: r2(aiSum.median_turns / rndSum.median_turns),
    rome_falls_ratio_ai_to_random: r2(aiSum.rome_falls_rate / Math.max(0.01, rndSum.rome_falls_rate)),
    decision_time_ratio_ai_to_random_p95: r2(percentile(decisions, 0.95) / Math.max(1e-3, percentile(randomDecisions, 0.95))),
    one_ai_among_four_random: {
      games: MIXED,
      ai_wins: aiWins,
      random_seat_wins: otherWins,
      final_influence_ratio_ai_to_random_seat: r2(aiInf / Math.max(1, rndInf)),
    },
  };
}
