/**
 * Ratings: OpenSkill (Weng–Lin) with the Plackett–Luce model, which handles 2
 * to 6 players, ties, and one code path for duels and tables.
 *
 * Ratings are derived data. `replayRatings` walks a match log in order, from
 * fresh ratings, skipping voided entries; nothing is stored, so a void (or any
 * correction of the log) changes every later rating as if the voided match had
 * never been played.
 *
 * Displayed number: the conservative ordinal mu − 3·sigma (the true skill is
 * above it with ~99.7% confidence), scaled as 1000 + 40 × ordinal and rounded.
 * A newcomer (mu 25, sigma 25/3, ordinal 0) shows 1000; a strong, settled player
 * (mu ≈ 35, sigma ≈ 2, ordinal ≈ 29) shows about 2150. Early on the ordinal can
 * rise after a loss (sigma shrinks), which is why ratings are marked provisional
 * until `provisionalGames` rated games.
 */
import { createRequire } from 'node:module';
import type * as OpenSkill from 'openskill';
import type { MatchEntry } from './model';

/**
 * OpenSkill, loaded the first time a rating is computed. Its dependencies are some five hundred small
 * modules, about half a second of start-up for every bot process and every test that loads the bot,
 * most of which never rate a game.
 */
let openSkill: typeof OpenSkill | undefined;
function skillModel(): typeof OpenSkill {
  openSkill ??= createRequire(import.meta.url)('openskill') as typeof OpenSkill;
  return openSkill;
}
const ordinal: typeof OpenSkill.ordinal = (...args) => skillModel().ordinal(...args);
const rate: typeof OpenSkill.rate = (...args) => skillModel().rate(...args);
const freshRating: typeof OpenSkill.rating = (...args) => skillModel().rating(...args);

export interface Skill {
  mu: number;
  sigma: number;
}

export const RATING_BASE = 1000;
export const RATING_PER_POINT = 40;

export function displayRating(skill: Skill): number {
  return Math.round(RATING_BASE + RATING_PER_POINT * ordinal(skill));
}

export function initialSkill(): Skill {
  return freshRating();
}

export interface PlayerRating extends Skill {
  userId: string;
  ordinal: number;
  display: number;
  /** Rated games played. */
  games: number;
  provisional: boolean;
}

export interface RatingPoint extends Skill {
  matchId: string;
  at: number;
  display: number;
  provisional: boolean;
}

export interface RatingOptions {
  provisionalGames: number;
  /** Count forfeit entries in ratings (standings count them regardless). */
  rateForfeits: boolean;
}

/** Whether an entry moves ratings. */
export function isRated(entry: MatchEntry, rateForfeits: boolean): boolean {
  return !entry.voided && (entry.source !== 'forfeit' || rateForfeits);
}

/** One Plackett–Luce update: new skills in the order of `players`. */
export function rateMatch(skills: Skill[], ranks: number[]): Skill[] {
  const result = rate(skills.map((s) => [{ mu: s.mu, sigma: s.sigma }]), { rank: ranks });
  return result.map(([s]) => ({ mu: s.mu, sigma: s.sigma }));
}

export interface Replay {
  ratings: Map<string, PlayerRating>;
  /** Rating after each rated match, per player, in log order. */
  history: Map<string, RatingPoint[]>;
}

export function replayRatings(entries: readonly MatchEntry[], options: RatingOptions): Replay {
  const skills = new Map<string, Skill>();
  const games = new Map<string, number>();
  const history = new Map<string, RatingPoint[]>();
  for (const entry of entries) {
    if (!isRated(entry, options.rateForfeits)) continue;
    const before = entry.players.map((p) => skills.get(p) ?? initialSkill());
    const after = rateMatch(before, entry.ranks);
    entry.players.forEach((p, i) => {
      skills.set(p, after[i]);
      const n = (games.get(p) ?? 0) + 1;
      games.set(p, n);
      const points = history.get(p) ?? [];
      points.push({ matchId: entry.id, at: entry.at, ...after[i], display: displayRating(after[i]), provisional: n < options.provisionalGames });
      history.set(p, points);
    });
  }
  const ratings = new Map<string, PlayerRating>();
  for (const [userId, s] of skills) {
    const n = games.get(userId) ?? 0;
    ratings.set(userId, { userId, ...s, ordinal: ordinal(s), display: displayRating(s), games: n, provisional: n < options.provisionalGames });
  }
  return { ratings, history };
}

/** The rating a player who has no rated game shows. */
export function unratedPlayer(userId: string, provisionalGames: number): PlayerRating {
  const s = initialSkill();
  return { userId, ...s, ordinal: ordinal(s), display: displayRating(s), games: 0, provisional: provisionalGames > 0 };
}
