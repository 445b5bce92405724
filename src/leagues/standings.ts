/**
 * Standings, leaderboards and rating histories, all derived from the match log.
 *
 * Per match a player gets a place (their rank) and Swiss points: the share of
 * the other players they finished ahead of, ties counting half (1 / ½ / 0 in a
 * duel). A Swiss or round-robin bye scores 1 point. Standings sort by rating
 * (the conservative ordinal), then wins, then points; the champion of a season
 * is the top row.
 */
import type { LeagueState, MatchEntry, Season } from './model';
import { isRated, replayRatings, unratedPlayer, type PlayerRating, type RatingPoint } from './ratings';

export type FormMark = string;

export interface StandingRow {
  rank: number;
  userId: string;
  /** Displayed rating (see ratings.ts for the scale). */
  rating: number;
  ordinal: number;
  mu: number;
  sigma: number;
  provisional: boolean;
  /** Counted games (forfeits included, voided results not). */
  games: number;
  wins: number;
  draws: number;
  losses: number;
  points: number;
  byes: number;
  /** Last five results, oldest first: W/L/D in duels, places ("1", "=2") at larger tables. */
  form: FormMark[];
}

export interface PlayerResult {
  place: number;
  tied: boolean;
  points: number;
  win: boolean;
  draw: boolean;
  mark: FormMark;
}

/** How one entry went for one of its players. */
export function resultFor(entry: MatchEntry, userId: string): PlayerResult | null {
  const i = entry.players.indexOf(userId);
  if (i < 0) return null;
  const mine = entry.ranks[i];
  let ahead = 0;
  let tiedWith = 0;
  entry.ranks.forEach((r, k) => {
    if (k === i) return;
    if (r > mine) ahead++;
    else if (r === mine) tiedWith++;
  });
  const others = entry.players.length - 1;
  const points = (ahead + tiedWith / 2) / others;
  const best = Math.min(...entry.ranks);
  const win = mine === best && tiedWith === 0;
  const draw = entry.players.length === 2 && tiedWith > 0;
  const place = 1 + entry.ranks.filter((r) => r < mine).length;
  const mark = entry.players.length === 2 ? (win ? 'W' : draw ? 'D' : 'L') : `${tiedWith > 0 ? '=' : ''}${place}`;
  return { place, tied: tiedWith > 0, points, win, draw, mark };
}

export function seasonEntries(state: LeagueState, season: number): MatchEntry[] {
  return state.matches.filter((m) => m.season === season);
}

function findSeason(state: LeagueState, season?: number): Season | null {
  if (season === undefined) return state.seasons[state.seasons.length - 1] ?? null;
  return state.seasons.find((s) => s.number === season) ?? null;
}

export function seasonRatings(state: LeagueState, season: number) {
  return replayRatings(seasonEntries(state, season), {
    provisionalGames: state.league.provisionalGames,
    rateForfeits: state.league.rateForfeits,
  });
}

/** Standings of a season (default: the latest). Empty when the league has no season yet. */
export function computeStandings(state: LeagueState, seasonNumber?: number): StandingRow[] {
  const season = findSeason(state, seasonNumber);
  if (!season) return [];
  const entries = seasonEntries(state, season.number).filter((m) => !m.voided);
  const { ratings } = seasonRatings(state, season.number);
  const players = new Set<string>(season.participants);
  for (const m of entries) m.players.forEach((p) => players.add(p));
  const byes = new Map<string, number>();
  if (state.league.format !== 'ladder') {
    for (const r of season.rounds) for (const b of r.byes) byes.set(b, (byes.get(b) ?? 0) + 1);
  }

  const rows: StandingRow[] = [...players].map((userId) => {
    const rating: PlayerRating = ratings.get(userId) ?? unratedPlayer(userId, state.league.provisionalGames);
    const results = entries.map((m) => resultFor(m, userId)).filter((r): r is PlayerResult => r !== null);
    const b = byes.get(userId) ?? 0;
    return {
      rank: 0,
      userId,
      rating: rating.display,
      ordinal: rating.ordinal,
      mu: rating.mu,
      sigma: rating.sigma,
      provisional: rating.provisional,
      games: results.length,
      wins: results.filter((r) => r.win).length,
      draws: results.filter((r) => r.draw).length,
      // At larger tables a shared first place is neither a win nor a duel draw: it counts with the losses.
      losses: results.filter((r) => !r.win && !r.draw).length,
      points: results.reduce((s, r) => s + r.points, 0) + b,
      byes: b,
      form: results.slice(-5).map((r) => r.mark),
    };
  });
  rows.sort(compareRows);
  rows.forEach((r, i) => { r.rank = i + 1; });
  return rows;
}

function compareRows(a: Pick<StandingRow, 'ordinal' | 'wins' | 'points' | 'userId'>, b: Pick<StandingRow, 'ordinal' | 'wins' | 'points' | 'userId'>): number {
  return b.ordinal - a.ordinal || b.wins - a.wins || b.points - a.points || (a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0);
}

/** Swiss points per player in a season (bye = 1), for pairing by score group. */
export function seasonPoints(state: LeagueState, season: Season): Map<string, number> {
  const points = new Map<string, number>();
  for (const m of seasonEntries(state, season.number)) {
    if (m.voided) continue;
    for (const p of m.players) points.set(p, (points.get(p) ?? 0) + (resultFor(m, p)?.points ?? 0));
  }
  for (const r of season.rounds) for (const b of r.byes) points.set(b, (points.get(b) ?? 0) + 1);
  return points;
}

export interface LeaderboardRow {
  rank: number;
  userId: string;
  rating: number;
  ordinal: number;
  provisional: boolean;
  games: number;
  wins: number;
}

/**
 * Server-wide leaderboard for one game: every league of that game in the
 * server, every season, replayed as one log in time order (ties broken by
 * league id and log position), so a player has one server rating per game.
 */
export function guildLeaderboard(states: readonly LeagueState[], game: string, provisionalGames = 5): LeaderboardRow[] {
  const entries: { entry: MatchEntry; league: string; index: number }[] = [];
  for (const s of states) {
    if (s.league.game !== game) continue;
    s.matches.forEach((entry, index) => {
      if (isRated(entry, s.league.rateForfeits)) entries.push({ entry, league: s.league.id, index });
    });
  }
  entries.sort((x, y) => x.entry.at - y.entry.at || (x.league < y.league ? -1 : x.league > y.league ? 1 : 0) || x.index - y.index);
  const log = entries.map((e) => e.entry);
  const { ratings } = replayRatings(log, { provisionalGames, rateForfeits: true });
  const rows: LeaderboardRow[] = [...ratings.values()].map((r) => ({
    rank: 0,
    userId: r.userId,
    rating: r.display,
    ordinal: r.ordinal,
    provisional: r.provisional,
    games: r.games,
    wins: log.filter((m) => resultFor(m, r.userId)?.win).length,
  }));
  rows.sort((a, b) => compareRows({ ...a, points: 0 }, { ...b, points: 0 }));
  rows.forEach((r, i) => { r.rank = i + 1; });
  return rows;
}

/** A player's rating after each rated match of a season, for the profile chart. */
export function ratingHistory(state: LeagueState, season: number, userId: string): RatingPoint[] {
  return seasonRatings(state, season).history.get(userId) ?? [];
}
