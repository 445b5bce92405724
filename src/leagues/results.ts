/**
 * Results: games reported by the bot, results entered by organisers, voids,
 * forfeits, replacements, and games that timed out or were abandoned. Every
 * organiser action is checked (canOrganise) and written to the audit log.
 */
import { LEAGUE_ERRORS, refuse } from './errors';
import type { LeagueEvent } from './events';
import type { LeagueState, MatchEntry, MatchSource, Season } from './model';
import { SYSTEM_USER } from './model';
import type { Actor } from './permissions';
import type { Outcome } from './lifecycle';
import {
  audit, copyState, findOpenTable, nextMatchId, ranksBySeat, refuseUnlessOrganiser, requireSeason, roundComplete, type TableRef,
} from './state-helpers';

export interface ResultInput {
  /** Players in any order (by seat for games), with their ranks: 1 = best, equal = tie. */
  players: string[];
  ranks: number[];
  gameId?: string;
}

function checkResultShape(input: ResultInput) {
  const { players, ranks } = input;
  if (players.length < 2 || players.length > 6 || ranks.length !== players.length) {
    return refuse(LEAGUE_ERRORS.badInput, 'a result needs 2 to 6 players and one rank per player');
  }
  if (new Set(players).size !== players.length) return refuse(LEAGUE_ERRORS.badInput, 'a player appears twice');
  if (!ranks.every((r) => Number.isInteger(r) && r >= 1)) return refuse(LEAGUE_ERRORS.badInput, 'ranks are whole numbers from 1');
  return null;
}

/** The open table of this result's players (or game) in the season. */
function tableFor(season: Season, input: ResultInput): TableRef | null {
  return (input.gameId !== undefined ? findOpenTable(season, { gameId: input.gameId }) : null)
    ?? findOpenTable(season, { players: input.players, gameId: input.gameId });
}

/** Appends a log entry, fills the table it resolves, and reports it (with roundComplete when it was the last table). */
function addEntry(
  next: LeagueState, input: ResultInput, source: MatchSource, at: number, ref: TableRef | null,
): { entry: MatchEntry; events: LeagueEvent[] } {
  const season = next.seasons[next.seasons.length - 1];
  const entry: MatchEntry = {
    id: nextMatchId(next),
    leagueId: next.league.id,
    season: season.number,
    players: [...input.players],
    ranks: [...input.ranks],
    at,
    source,
    ...(ref ? { round: ref.round.number } : {}),
    ...(input.gameId !== undefined ? { gameId: input.gameId } : ref?.table.gameId !== undefined ? { gameId: ref.table.gameId } : {}),
  };
  next.matches.push(entry);
  const events: LeagueEvent[] = [{
    type: 'resultRecorded', matchId: entry.id, season: season.number, round: ref?.round.number ?? null,
    table: ref?.tableIndex ?? null, players: entry.players, ranks: entry.ranks, source,
  }];
  if (ref) {
    const table = season.rounds[ref.roundIndex].tables[ref.tableIndex];
    table.result = { matchId: entry.id, ranks: ranksBySeat(table.seats, input.players, input.ranks) };
    if (input.gameId !== undefined) table.gameId = input.gameId;
    if (roundComplete(season.rounds[ref.roundIndex])) events.push({ type: 'roundComplete', season: season.number, round: ref.round.number });
  }
  return { entry, events };
}

function checkParticipants(season: Season, players: readonly string[]) {
  const missing = players.filter((p) => !season.participants.includes(p));
  if (missing.length) return refuse(LEAGUE_ERRORS.notParticipant, `not playing in this season: ${missing.join(', ')}`, { users: missing.join(',') });
  return null;
}

/**
 * A finished league game, reported by the bot. In a ladder any game between
 * participants counts; otherwise the game must be a scheduled table.
 */
export function recordGameResult(state: LeagueState, input: ResultInput & { gameId: string }, at: number): Outcome {
  const bad = checkResultShape(input);
  if (bad) return bad;
  const s = requireSeason(state);
  if ('ok' in s) return s;
  if (state.matches.some((m) => m.gameId === input.gameId && !m.voided)) {
    return refuse(LEAGUE_ERRORS.alreadyRecorded, 'this game is already recorded', { gameId: input.gameId });
  }
  const notIn = checkParticipants(s.season, input.players);
  if (notIn) return notIn;
  const ref = tableFor(s.season, input);
  if (!ref && state.league.format !== 'ladder') return refuse(LEAGUE_ERRORS.notScheduled, 'this game is not a table of the current season');
  const next = copyState(state);
  const { events } = addEntry(next, input, 'game', at, ref);
  return { ok: true, state: next, events };
}

/** A result entered by an organiser (a game played elsewhere, or a correction after a void). */
export function recordResult(state: LeagueState, actor: Actor, input: ResultInput & { reason?: string }, at: number): Outcome {
  const denied = refuseUnlessOrganiser(state, actor);
  if (denied) return denied;
  const bad = checkResultShape(input);
  if (bad) return bad;
  const s = requireSeason(state);
  if ('ok' in s) return s;
  const notIn = checkParticipants(s.season, input.players);
  if (notIn) return notIn;
  const ref = tableFor(s.season, input);
  if (!ref && state.league.format !== 'ladder') return refuse(LEAGUE_ERRORS.notScheduled, 'these players have no open table this season');
  const next = copyState(state);
  const { entry, events } = addEntry(next, input, 'organiser', at, ref);
  audit(next, { at, by: actor.userId, action: 'recordResult', details: { matchId: entry.id, players: entry.players, ranks: entry.ranks, round: entry.round ?? null }, reason: input.reason ?? '' });
  return { ok: true, state: next, events };
}

/** Voids a logged result. Ratings, being replayed from the log, forget it; its table reopens. */
export function voidResult(state: LeagueState, actor: Actor, matchId: string, reason: string, at: number): Outcome {
  const denied = refuseUnlessOrganiser(state, actor);
  if (denied) return denied;
  if (!reason.trim()) return refuse(LEAGUE_ERRORS.reasonRequired, 'voiding a result needs a reason');
  const entry = state.matches.find((m) => m.id === matchId);
  if (!entry) return refuse(LEAGUE_ERRORS.noSuchMatch, `no result ${matchId}`, { matchId });
  if (entry.voided) return refuse(LEAGUE_ERRORS.alreadyVoided, `result ${matchId} is already void`, { matchId });
  const next = copyState(state);
  const e = next.matches.find((m) => m.id === matchId)!;
  e.voided = { by: actor.userId, reason, at };
  let reopened: { round: number; table: number } | null = null;
  const season = next.seasons.find((x) => x.number === e.season);
  for (const round of season?.rounds ?? []) {
    round.tables.forEach((t, i) => {
      if (t.result?.matchId !== matchId) return;
      delete t.result;
      delete t.forfeit;
      reopened = { round: round.number, table: i };
    });
  }
  audit(next, { at, by: actor.userId, action: 'voidResult', details: { matchId, players: e.players, ranks: e.ranks, reopened }, reason });
  return { ok: true, state: next, events: [{ type: 'resultVoided', matchId, by: actor.userId, reason, reopened }] };
}

export interface ForfeitInput {
  /** Round number; default the latest round. */
  round?: number;
  /** Table index in the round. */
  table: number;
  /** Players who did not play; ranked last. All seats absent = double forfeit, no result counted. */
  absent: string[];
  reason: string;
}

function forfeitTable(next: LeagueState, ref: TableRef, absent: string[], reason: string, by: string, at: number): LeagueEvent[] {
  const season = next.seasons[next.seasons.length - 1];
  const table = season.rounds[ref.roundIndex].tables[ref.tableIndex];
  const present = table.seats.filter((p) => !absent.includes(p));
  let matchId: string | null = null;
  const events: LeagueEvent[] = [];
  table.forfeit = { absent: [...absent], reason };
  if (present.length > 0) {
    // Present players share first place: the game did not decide an order among them.
    const ranks = table.seats.map((p) => (absent.includes(p) ? present.length + 1 : 1));
    const added = addEntry(next, { players: [...table.seats], ranks, ...(table.gameId ? { gameId: table.gameId } : {}) }, 'forfeit', at, { ...ref, table, round: season.rounds[ref.roundIndex] });
    matchId = added.entry.id;
    events.push(...added.events.filter((e) => e.type !== 'roundComplete'));
  }
  events.unshift({ type: 'forfeitGranted', season: season.number, round: ref.round.number, table: ref.tableIndex, absent: [...absent], matchId, reason });
  if (roundComplete(season.rounds[ref.roundIndex])) events.push({ type: 'roundComplete', season: season.number, round: ref.round.number });
  audit(next, { at, by, action: 'forfeit', details: { season: season.number, round: ref.round.number, table: ref.tableIndex, absent, matchId }, reason });
  return events;
}

export function grantForfeit(state: LeagueState, actor: Actor, input: ForfeitInput, at: number): Outcome {
  const denied = refuseUnlessOrganiser(state, actor);
  if (denied) return denied;
  if (!input.reason.trim()) return refuse(LEAGUE_ERRORS.reasonRequired, 'a forfeit needs a reason');
  const s = requireSeason(state);
  if ('ok' in s) return s;
  const roundIndex = input.round === undefined ? s.season.rounds.length - 1 : s.season.rounds.findIndex((r) => r.number === input.round);
  const round = s.season.rounds[roundIndex];
  const table = round?.tables[input.table];
  if (!round || !table) return refuse(LEAGUE_ERRORS.noSuchTable, 'no such table in this season', { table: input.table });
  if (table.result || table.forfeit) return refuse(LEAGUE_ERRORS.tableResolved, 'this table already has a result');
  if (input.absent.length === 0 || !input.absent.every((p) => table.seats.includes(p))) {
    return refuse(LEAGUE_ERRORS.badInput, 'the absent players must sit at this table');
  }
  const next = copyState(state);
  const events = forfeitTable(next, { round, roundIndex, table, tableIndex: input.table }, [...new Set(input.absent)], input.reason, actor.userId, at);
  return { ok: true, state: next, events };
}

export interface TimeoutInput {
  gameId: string;
  /** Players by seat. */
  players: string[];
  /** Who did not move (timed out) or walked away; they forfeit. */
  notMoved: string[];
  /** Timed out, walked away, or removed from the league by an organiser. */
  cause: 'timeout' | 'abandoned' | 'removed';
}

/**
 * A league game that timed out or was abandoned, resolved by the league's
 * rule: the players who did not move forfeit. A scheduled table gets a forfeit;
 * in a ladder the game is logged as a forfeit.
 */
export function resolveStalledGame(state: LeagueState, input: TimeoutInput, at: number): Outcome {
  const s = requireSeason(state);
  if ('ok' in s) return s;
  if (input.notMoved.length === 0 || !input.notMoved.every((p) => input.players.includes(p))) {
    return refuse(LEAGUE_ERRORS.badInput, 'the players who did not move must be players of the game');
  }
  if (state.matches.some((m) => m.gameId === input.gameId && !m.voided)) {
    return refuse(LEAGUE_ERRORS.alreadyRecorded, 'this game is already recorded', { gameId: input.gameId });
  }
  const ref = tableFor(s.season, { players: input.players, ranks: [], gameId: input.gameId });
  const reason = `game ${input.gameId}: ${input.cause}`;
  const next = copyState(state);
  if (ref) {
    const events = forfeitTable(next, ref, [...new Set(input.notMoved)], reason, SYSTEM_USER, at);
    return { ok: true, state: next, events };
  }
  if (state.league.format !== 'ladder') return refuse(LEAGUE_ERRORS.notScheduled, 'this game is not a table of the current season');
  const notIn = checkParticipants(s.season, input.players);
  if (notIn) return notIn;
  const present = input.players.filter((p) => !input.notMoved.includes(p));
  if (present.length === 0) {
    audit(next, { at, by: SYSTEM_USER, action: 'forfeit', details: { gameId: input.gameId, absent: input.notMoved, matchId: null }, reason });
    return { ok: true, state: next, events: [{ type: 'forfeitGranted', season: s.season.number, round: null, table: null, absent: input.notMoved, matchId: null, reason }] };
  }
  const ranks = input.players.map((p) => (input.notMoved.includes(p) ? present.length + 1 : 1));
  const added = addEntry(next, { players: input.players, ranks, gameId: input.gameId }, 'forfeit', at, null);
  audit(next, { at, by: SYSTEM_USER, action: 'forfeit', details: { gameId: input.gameId, absent: input.notMoved, matchId: added.entry.id }, reason });
  return {
    ok: true,
    state: next,
    events: [{ type: 'forfeitGranted', season: s.season.number, round: null, table: null, absent: input.notMoved, matchId: added.entry.id, reason }, ...added.events],
  };
}

/** Links a game the bot created for a scheduled table, so its result is recorded there. */
export function attachGame(state: LeagueState, round: number, table: number, gameId: string): Outcome {
  const s = requireSeason(state);
  if ('ok' in s) return s;
  const r = s.season.rounds.find((x) => x.number === round);
  const t = r?.tables[table];
  if (!r || !t) return refuse(LEAGUE_ERRORS.noSuchTable, 'no such table in this season', { table });
  if (t.result || t.forfeit) return refuse(LEAGUE_ERRORS.tableResolved, 'this table already has a result');
  const next = copyState(state);
  next.seasons[next.seasons.length - 1].rounds.find((x) => x.number === round)!.tables[table].gameId = gameId;
  return { ok: true, state: next, events: [{ type: 'gameLinked', season: s.season.number, round, table, gameId }] };
}

/**
 * Puts `incoming` in `out`'s place for the rest of the season: in the
 * participants (and round-robin schedule), and at every table not yet played.
 * Results already logged stay with the player who played them.
 */
export function replacePlayer(state: LeagueState, actor: Actor, input: { out: string; in: string; reason: string }, at: number): Outcome {
  const denied = refuseUnlessOrganiser(state, actor);
  if (denied) return denied;
  if (!input.reason.trim()) return refuse(LEAGUE_ERRORS.reasonRequired, 'a replacement needs a reason');
  const s = requireSeason(state);
  if ('ok' in s) return s;
  if (!s.season.participants.includes(input.out)) return refuse(LEAGUE_ERRORS.notParticipant, `${input.out} is not playing this season`, { users: input.out });
  if (s.season.participants.includes(input.in)) return refuse(LEAGUE_ERRORS.alreadyMember, `${input.in} already plays this season`);
  const next = copyState(state);
  const season = next.seasons[next.seasons.length - 1];
  const swap = (list: string[]) => list.map((p) => (p === input.out ? input.in : p));
  season.participants = swap(season.participants);
  if (season.divisions) season.divisions = season.divisions.map(swap);
  for (const round of season.rounds) for (const t of round.tables) if (!t.result && !t.forfeit) t.seats = swap(t.seats);
  const member = next.members.find((m) => m.userId === input.in);
  if (member) member.active = true;
  else next.members.push({ userId: input.in, joinedAt: at, active: true });
  audit(next, { at, by: actor.userId, action: 'replacePlayer', details: { season: season.number, out: input.out, in: input.in }, reason: input.reason });
  return { ok: true, state: next, events: [{ type: 'playerReplaced', season: season.number, out: input.out, in: input.in, reason: input.reason }] };
}

export interface RemoveMemberInput { userId: string; reason: string }

/**
 * An organiser removes a member from the league (a forced leave): they are no
 * longer paired, and every table of the current season they have not played
 * is a forfeit against them (the league's rule for a player who does not
 * play; the others at the table score as for any forfeit). Results already
 * logged stay. Works between seasons too (then only the membership ends).
 */
export function removeMember(state: LeagueState, actor: Actor, input: RemoveMemberInput, at: number): Outcome {
  const denied = refuseUnlessOrganiser(state, actor);
  if (denied) return denied;
  if (!input.reason.trim()) return refuse(LEAGUE_ERRORS.reasonRequired, 'removing a member needs a reason');
  const member = state.members.find((m) => m.userId === input.userId);
  if (!member?.active) return refuse(LEAGUE_ERRORS.memberNotFound, 'that member is not in this league');
  const next = copyState(state);
  next.members.find((m) => m.userId === input.userId)!.active = false;
  audit(next, { at, by: actor.userId, action: 'removeMember', details: { userId: input.userId }, reason: input.reason });
  const events: LeagueEvent[] = [{ type: 'memberLeft', userId: input.userId }];
  const season = next.seasons[next.seasons.length - 1];
  if (season?.status === 'active') {
    season.rounds.forEach((round, roundIndex) => round.tables.forEach((table, tableIndex) => {
      if (table.result || table.forfeit || !table.seats.includes(input.userId)) return;
      events.push(...forfeitTable(next, { round, roundIndex, table, tableIndex }, [input.userId], input.reason, actor.userId, at));
    }));
  }
  return { ok: true, state: next, events };
}
