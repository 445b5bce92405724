/**
 * One Conquest AI against three legacy AIs (ai-legacy.ts, the frozen
 * baseline), many 4-player games, the seat of the tested AI rotated, with a
 * 95 % confidence interval (Wilson) on its win rate. In the same run and on
 * the same seeds and seats:
 * - the hard AI of this tree (the figure issue 14 targets: 80 %), and the
 *   normal one;
 * - a legacy AI in that seat (the control: a seat among equals wins ~25 %);
 * - optionally the hard AI with some settings changed (CONQUEST_VS_TUNING, a
 *   JSON object of LevelConfig fields, e.g. '{"detachment":5,"exposure":0}');
 * - optionally a second build of the AI (CONQUEST_BEFORE_AI: path to the
 *   ai.ts of an earlier tree, e.g. extracted with `git archive`), so that a
 *   change is measured before/after in one run.
 *
 * Games are short enough for a loaded machine: a round cap
 * (CONQUEST_VS_ROUNDS, default 60) after which the leader on the score wins
 * (combat units on the board and at sea, plus income and treasury counted in
 * infantry it could buy: the measure the legacy AI concedes by). Each game is
 * reported as ended by the rules (last Caesar, or every rival conceded) or by
 * that tiebreak. CONQUEST_VS_GAMES sets the number of games (default 40).
 */
import { pathToFileURL } from 'node:url';
import type { Player } from '../src/ai/player';
import { conquestAi, type LevelConfig } from '../src/games/conquest/ai';
import { legacyConquestAi } from '../src/games/conquest/ai-legacy';
import { conquest } from '../src/games/conquest';
import { price } from '../src/games/conquest/pieces';
import type { ConquestAction, ConquestState, Seat } from '../src/games/conquest/types';
import { median, percentile } from './conquest-ai-arena';
import { wilson } from './measure';

const GAMES = Number(process.env.CONQUEST_VS_GAMES ?? 40);
const FROM = Number(process.env.CONQUEST_VS_FROM ?? 0);
const ROUNDS = Number(process.env.CONQUEST_VS_ROUNDS ?? 60);
const SEATS = 4;
/** Which series to play (comma-separated: hard, normal, legacy); all three by default. */
const SERIES = new Set((process.env.CONQUEST_VS_SERIES ?? 'hard,normal,legacy').split(','));
const r2 = (x: number) => Math.round(x * 100) / 100;

type Ai = Player<ConquestState, ConquestAction>;

/** The tiebreak score at the round cap. */
export function score(s: ConquestState, seat: Seat): number {
  if (!s.players[seat].alive || s.players[seat].conceded) return -1;
  let units = 0;
  for (const x of s.stacks) if (x.owner === seat) units += x.troops.infantry + x.troops.cavalry + x.troops.catapult;
  for (const g of s.galleys) if (g.owner === seat) units += 1 + g.cargo.infantry + g.cargo.cavalry + g.cargo.catapult;
  const tribute = conquest.view(s, seat).tribute[seat];
  return units + (tribute + s.players[seat].money) / price('infantry', s.inflation);
}

interface Outcome { winner: Seat | null; byRules: boolean; endReason: string; rounds: number; turnMs: number[] }

/** Plays one game; times every call of `timed` seat's AI. */
function play(players: Ai[], seed: string, timedSeat: Seat): Outcome {
  let s = conquest.setup(conquest.parseOptions({ players: players.length }), seed);
  const turnMs: number[] = [];
  let acc = 0;
  let turnSeat = s.active;
  let guard = 0;
  while (s.endReason === null && s.round <= ROUNDS) {
    const seat = conquest.activePlayers(s)[0];
    const t0 = performance.now();
    const a = players[seat].choose(s, seat);
    if (seat === timedSeat && turnSeat === timedSeat) acc += performance.now() - t0;
    const r = conquest.apply(s, seat, a);
    if (!r.ok) throw new Error(`${seed}: seat ${seat} chose an illegal action ${JSON.stringify(a)}: ${r.error.message}`);
    s = r.state;
    if (s.active !== turnSeat || s.endReason !== null) {
      if (turnSeat === timedSeat) turnMs.push(acc);
      acc = 0;
      turnSeat = s.active;
    }
    if (++guard > 2_000_000) throw new Error(`${seed}: runaway game`);
  }
  if (s.endReason !== null) {
    const w = conquest.result(s)?.winners ?? [];
    return { winner: w.length === 1 ? w[0] : null, byRules: true, endReason: s.endReason, rounds: s.round, turnMs };
  }
  const scores = players.map((_, i) => score(s, i));
  const top = Math.max(...scores);
  const leaders = scores.flatMap((x, i) => (x === top ? [i] : []));
  return { winner: leaders.length === 1 ? leaders[0] : null, byRules: false, endReason: 'score', rounds: ROUNDS, turnMs };
}


function series(make: () => Ai) {
  let wins = 0;
  let byRules = 0;
  let winsByRules = 0;
  const turnMs: number[] = [];
  const endReasons: Record<string, number> = {};
  const rulesRounds: number[] = [];
  // One letter a game, in seed order: W won, l lost by the rules, . lost on the score.
  const perGame: string[] = [];
  for (let i = FROM; i < FROM + GAMES; i++) {
    const seat = i % SEATS;
    const players = Array.from({ length: SEATS }, (_, k) => (k === seat ? make() : legacyConquestAi()));
    const o = play(players, `vs-legacy-${i}`, seat);
    if (o.winner === seat) wins++;
    if (o.byRules) byRules++;
    if (o.byRules && o.winner === seat) winsByRules++;
    if (o.byRules) rulesRounds.push(o.rounds);
    const why = o.byRules ? `${o.endReason}_${o.winner === seat ? 'won' : 'lost'}` : `score_${o.winner === seat ? 'won' : 'lost'}`;
    endReasons[why] = (endReasons[why] ?? 0) + 1;
    perGame.push(o.winner === seat ? 'W' : o.byRules ? 'l' : '.');
    turnMs.push(...o.turnMs);
  }
  const [lo, hi] = wilson(wins, GAMES);
  return {
    games: GAMES,
    wins,
    win_rate: r2(wins / GAMES),
    win_rate_ci95: [r2(lo), r2(hi)],
    ended_by_rules: byRules,
    wins_by_rules: winsByRules,
    wins_by_rules_ci95: wilson(winsByRules, GAMES).map(r2),
    ended_by_score_tiebreak: GAMES - byRules,
    wins_by_score: wins - winsByRules,
    end_reasons: endReasons,
    median_rounds_ended_by_rules: rulesRounds.length ? median(rulesRounds) : null,
    per_game: perGame.join(''),
    turn_ms_p50: r2(percentile(turnMs, 0.5)),
    turn_ms_p95: r2(percentile(turnMs, 0.95)),
  };
}

export default async function (): Promise<Record<string, unknown>> {
  const out: Record<string, unknown> = { round_cap: ROUNDS, seats: SEATS };
  const none = { win_rate: 0 };
  const hard = SERIES.has('hard') ? series(() => conquestAi('hard')) : none;
  if (SERIES.has('hard')) out.hard_vs_3_legacy = hard;
  if (SERIES.has('normal')) out.normal_vs_3_legacy = series(() => conquestAi('normal'));
  const control = SERIES.has('legacy') ? series(() => legacyConquestAi()) : none;
  if (SERIES.has('legacy')) out.legacy_vs_3_legacy = control;
  out.hard_to_control_win_ratio = control.win_rate > 0 ? r2(hard.win_rate / control.win_rate) : null;
  const tuningText = process.env.CONQUEST_VS_TUNING;
  if (tuningText) {
    const tuning = JSON.parse(tuningText) as Partial<LevelConfig>;
    // CONQUEST_VS_TUNED_LEVEL: the level the settings change (hard by default).
    const level = (process.env.CONQUEST_VS_TUNED_LEVEL ?? 'hard') as 'easy' | 'normal' | 'hard';
    const tuned = series(() => conquestAi(level, tuning));
    out.hard_tuned = { level, tuning, ...tuned };
    out.tuned_to_control_win_ratio = control.win_rate > 0 ? r2(tuned.win_rate / control.win_rate) : null;
  }
  const beforePath = process.env.CONQUEST_BEFORE_AI;
  if (beforePath) {
    const mod = (await import(pathToFileURL(beforePath).href)) as { conquestAi: (l: string) => Ai };
    // CONQUEST_BEFORE_LEVEL: the earlier build's levels to play (comma-separated, hard by default).
    for (const level of (process.env.CONQUEST_BEFORE_LEVEL ?? 'hard').split(',')) {
      const before = series(() => mod.conquestAi(level));
      out[`before_${level}_vs_3_legacy`] = before;
      if (level === 'hard') out.after_to_before_win_ratio = before.win_rate > 0 ? r2(hard.win_rate / before.win_rate) : null;
    }
  }
  return out;
}
