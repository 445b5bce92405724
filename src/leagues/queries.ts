/**
 * Read-only views the bot needs: a player's matches, the tables still open,
 * and who to remind before a round's deadline.
 */
import type { LeagueState, Season, Table } from './model';
import { currentSeason } from './model';
import { isResolved } from './state-helpers';

export type TableStatus = 'open' | 'played' | 'forfeit';

export interface TableView {
  season: number;
  round: number;
  table: number;
  seats: string[];
  gameId: string | null;
  deadline: number;
  status: TableStatus;
  /** Ranks by seat once played. */
  ranks: number[] | null;
}

function view(season: Season, roundIndex: number, tableIndex: number, t: Table): TableView {
  const round = season.rounds[roundIndex];
  return {
    season: season.number,
    round: round.number,
    table: tableIndex,
    seats: [...t.seats],
    gameId: t.gameId ?? null,
    deadline: round.deadline,
    status: t.forfeit ? 'forfeit' : t.result ? 'played' : 'open',
    ranks: t.result ? [...t.result.ranks] : null,
  };
}

/** Every table of a season (default: the latest), round by round. */
export function scheduleTables(state: LeagueState, seasonNumber?: number): TableView[] {
  const season = seasonNumber === undefined ? state.seasons[state.seasons.length - 1] : state.seasons.find((s) => s.number === seasonNumber);
  if (!season) return [];
  return season.rounds.flatMap((r, ri) => r.tables.map((t, ti) => view(season, ri, ti, t)));
}

/** A player's tables in the season in play (open ones first, then the rest by round). */
export function myMatches(state: LeagueState, userId: string): TableView[] {
  const season = currentSeason(state);
  if (!season) return [];
  const mine = scheduleTables(state, season.number).filter((t) => t.seats.includes(userId));
  return [...mine.filter((t) => t.status === 'open'), ...mine.filter((t) => t.status !== 'open')];
}

export interface Reminder {
  season: number;
  round: number;
  table: number;
  /** Players of an unplayed table (everyone at it: none of them has finished the match). */
  userIds: string[];
  deadline: number;
}

/**
 * Open tables whose round ends within `withinMs` from `now` (and has not ended
 * yet). The bot keeps which reminders it already sent; this only says who is due.
 */
export function dueReminders(state: LeagueState, now: number, withinMs: number): Reminder[] {
  const season = currentSeason(state);
  if (!season) return [];
  const out: Reminder[] = [];
  for (const round of season.rounds) {
    if (round.deadline <= now || round.deadline - now > withinMs) continue;
    round.tables.forEach((t, i) => {
      if (!isResolved(t)) out.push({ season: season.number, round: round.number, table: i, userIds: [...t.seats], deadline: round.deadline });
    });
  }
  return out;
}

/** Open tables whose deadline has passed: the organiser (or the bot's rule) decides them. */
export function overdueTables(state: LeagueState, now: number): TableView[] {
  return scheduleTables(state).filter((t) => t.status === 'open' && t.deadline <= now && currentSeason(state)?.number === t.season);
}
