/**
 * Small helpers shared by the league operations: copying state, finding
 * tables, auditing, checking organisers.
 */
import { LEAGUE_ERRORS, refuse } from './errors';
import type { AuditEntry, LeagueState, Round, Season, Table } from './model';
import { currentSeason } from './model';
import { canOrganise, type Actor } from './permissions';

/** Deep copy through JSON: the state must stay JSON anyway, and undefined fields vanish as in storage. */
export function copyState(state: LeagueState): LeagueState {
  return JSON.parse(JSON.stringify(state)) as LeagueState;
}

export function audit(state: LeagueState, entry: AuditEntry): void {
  state.audit.push(entry);
}

export function isResolved(table: Table): boolean {
  return table.result !== undefined || table.forfeit !== undefined;
}

export function roundComplete(round: Round): boolean {
  return round.tables.every(isResolved);
}

export function refuseUnlessOrganiser(state: LeagueState, actor: Actor) {
  if (canOrganise(actor, state.league)) return null;
  return refuse(LEAGUE_ERRORS.notOrganiser, 'only members with Manage Server or the league organiser role may do this');
}

export function requireSeason(state: LeagueState): { season: Season } | ReturnType<typeof refuse> {
  const season = currentSeason(state);
  if (!season) return refuse(LEAGUE_ERRORS.noActiveSeason, 'the league has no season in play');
  return { season };
}

export function sameSet(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length) return false;
  const s = new Set(a);
  return b.every((x) => s.has(x));
}

export interface TableRef {
  round: Round;
  roundIndex: number;
  table: Table;
  tableIndex: number;
}

/** The unresolved table of the season holding a game, or seating exactly these players (latest round first). */
export function findOpenTable(season: Season, query: { gameId?: string; players?: readonly string[] }): TableRef | null {
  for (let r = season.rounds.length - 1; r >= 0; r--) {
    const round = season.rounds[r];
    for (let t = 0; t < round.tables.length; t++) {
      const table = round.tables[t];
      if (isResolved(table)) continue;
      const byGame = query.gameId !== undefined && table.gameId === query.gameId;
      const byPlayers = query.players !== undefined && (table.gameId === undefined || query.gameId === undefined) && sameSet(table.seats, query.players);
      if (byGame || byPlayers) return { round, roundIndex: r, table, tableIndex: t };
    }
  }
  return null;
}

export function nextMatchId(state: LeagueState): string {
  const id = `${state.league.id}:m${state.nextMatch}`;
  state.nextMatch += 1;
  return id;
}

/** Ranks re-ordered to follow a table's seats. */
export function ranksBySeat(seats: readonly string[], players: readonly string[], ranks: readonly number[]): number[] {
  return seats.map((s) => ranks[players.indexOf(s)]);
}
