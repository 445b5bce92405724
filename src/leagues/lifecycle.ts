/**
 * League lifecycle: create, join, leave, start a season, pair a round, end a
 * season. Each operation is pure: state in, a new state and events out, or a
 * refusal (a stable error code) that changed nothing. Times are passed in.
 */
import { LEAGUE_ERRORS, refuse, type LeagueOutcome } from './errors';
import type { LeagueEvent } from './events';
import { LeagueSchema, minTableSize, type League, type LeagueFormat, type LeagueState, type Season } from './model';
import { splitDivisions } from './pairing/circle';
import { planNextRound, seasonRoundCount } from './pairing/index';
import { canOrganise, type Actor } from './permissions';
import { computeStandings } from './standings';
import { audit, copyState, refuseUnlessOrganiser, requireSeason, roundComplete } from './state-helpers';

export type Outcome = LeagueOutcome<LeagueState, LeagueEvent>;

export interface CreateLeagueInput {
  id: string;
  guildId: string;
  name: string;
  game: string;
  format?: LeagueFormat;
  tableSize?: number;
  minTableSize?: number;
  seasonLength?: number;
  divisionSize?: number;
  deadlineHours?: number;
  organiserRoleId?: string;
  provisionalGames?: number;
  rateForfeits?: boolean;
}

export const LEAGUE_DEFAULTS = {
  format: 'ladder' as LeagueFormat,
  tableSize: 2,
  seasonLength: 5,
  deadlineHours: 24 * 7,
  provisionalGames: 5,
  rateForfeits: false,
};

/**
 * A new league. Only organisers of the server may create one: Manage Server,
 * or the server's configured organiser role (`serverOrganiserRoleId`).
 */
export function createLeague(input: CreateLeagueInput, actor: Actor, at: number, serverOrganiserRoleId?: string): Outcome {
  if (!canOrganise(actor, { organiserRoleId: serverOrganiserRoleId })) {
    return refuse(LEAGUE_ERRORS.notOrganiser, 'only members with Manage Server or the organiser role may create a league');
  }
  const parsed = LeagueSchema.safeParse({
    ...LEAGUE_DEFAULTS,
    ...Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined)),
    createdAt: at,
    createdBy: actor.userId,
  });
  if (!parsed.success) {
    return refuse(LEAGUE_ERRORS.badInput, `invalid league settings: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  }
  const league: League = parsed.data;
  if (league.minTableSize !== undefined && league.minTableSize > league.tableSize) {
    return refuse(LEAGUE_ERRORS.badInput, 'the smallest table cannot be larger than the table size');
  }
  const state: LeagueState = { schema: 1, league, members: [], seasons: [], matches: [], audit: [], nextMatch: 1 };
  audit(state, { at, by: actor.userId, action: 'create', details: { ...league }, reason: '' });
  return { ok: true, state, events: [{ type: 'leagueCreated', leagueId: league.id, name: league.name, game: league.game }] };
}

export function joinLeague(state: LeagueState, userId: string, at: number): Outcome {
  const existing = state.members.find((m) => m.userId === userId);
  if (existing?.active) return refuse(LEAGUE_ERRORS.alreadyMember, 'already a member of this league');
  const next = copyState(state);
  const member = next.members.find((m) => m.userId === userId);
  if (member) member.active = true;
  else next.members.push({ userId, joinedAt: at, active: true });
  const season = next.seasons[next.seasons.length - 1];
  let waits = false;
  if (season?.status === 'active' && !season.participants.includes(userId)) {
    if (next.league.format === 'round-robin' && next.league.tableSize === 2) waits = true;
    else season.participants.push(userId);
  }
  return { ok: true, state: next, events: [{ type: 'memberJoined', userId, rejoined: member !== undefined, waitsForNextSeason: waits }] };
}

/** Leaving keeps past results; the player is no longer paired (round-robin opponents get a bye). */
export function leaveLeague(state: LeagueState, userId: string, at: number): Outcome {
  const existing = state.members.find((m) => m.userId === userId);
  if (!existing?.active) return refuse(LEAGUE_ERRORS.notMember, 'not a member of this league');
  const next = copyState(state);
  next.members.find((m) => m.userId === userId)!.active = false;
  audit(next, { at, by: userId, action: 'leave', details: { userId }, reason: '' });
  return { ok: true, state: next, events: [{ type: 'memberLeft', userId }] };
}

/** Seeds: the previous season's final order first, then newcomers by join time. */
function seeding(state: LeagueState): string[] {
  const active = state.members.filter((m) => m.active);
  const previous = state.seasons[state.seasons.length - 1];
  const order = new Map<string, number>();
  if (previous) computeStandings(state, previous.number).forEach((r, i) => order.set(r.userId, i));
  return [...active]
    .sort((a, b) => (order.get(a.userId) ?? Infinity) - (order.get(b.userId) ?? Infinity) || a.joinedAt - b.joinedAt || (a.userId < b.userId ? -1 : 1))
    .map((m) => m.userId);
}

export function startSeason(state: LeagueState, actor: Actor, at: number): Outcome {
  const denied = refuseUnlessOrganiser(state, actor);
  if (denied) return denied;
  if (state.seasons.some((s) => s.status === 'active')) return refuse(LEAGUE_ERRORS.seasonActive, 'a season is already in play');
  const participants = seeding(state);
  const needed = Math.max(2, state.league.format === 'ladder' ? 2 : minTableSize(state.league));
  if (participants.length < needed) {
    return refuse(LEAGUE_ERRORS.tooFewPlayers, `a season needs at least ${needed} members`, { needed });
  }
  const next = copyState(state);
  const { league } = next;
  const divisions = league.format === 'round-robin' && league.tableSize === 2 && league.divisionSize !== undefined
    ? splitDivisions(participants, league.divisionSize)
    : null;
  const season: Season = {
    number: next.seasons.length + 1,
    status: 'active',
    startedAt: at,
    endedAt: null,
    participants,
    rounds: [],
    champion: null,
    ...(divisions ? { divisions } : {}),
  };
  next.seasons.push(season);
  audit(next, { at, by: actor.userId, action: 'startSeason', details: { season: season.number, participants }, reason: '' });
  return {
    ok: true,
    state: next,
    events: [{ type: 'seasonStarted', season: season.number, participants, divisions, rounds: seasonRoundCount(next, season) }],
  };
}

export interface PairOptions {
  /** Pair even though the previous round still has unplayed tables (they stay open). */
  force?: boolean;
}

export function pairNextRound(state: LeagueState, actor: Actor, at: number, options: PairOptions = {}): Outcome {
  const denied = refuseUnlessOrganiser(state, actor);
  if (denied) return denied;
  if (state.league.format === 'ladder') return refuse(LEAGUE_ERRORS.ladderHasNoRounds, 'a ladder has no rounds: any match between members counts');
  const s = requireSeason(state);
  if ('ok' in s) return s;
  const last = s.season.rounds[s.season.rounds.length - 1];
  if (last && !roundComplete(last) && !options.force) {
    const open = last.tables.filter((t) => t.result === undefined && t.forfeit === undefined).length;
    return refuse(LEAGUE_ERRORS.roundIncomplete, `round ${last.number} still has ${open} unplayed table(s)`, { round: last.number, open });
  }
  const plan = planNextRound(state, s.season);
  if (!plan) return refuse(LEAGUE_ERRORS.seasonComplete, 'every round of this season has been paired');
  if (plan.tables.length === 0) return refuse(LEAGUE_ERRORS.tooFewPlayers, 'not enough active players to seat a table', { needed: 2 });
  const next = copyState(state);
  const season = next.seasons[next.seasons.length - 1];
  const number = season.rounds.length + 1;
  const deadline = at + Math.round(next.league.deadlineHours * 3_600_000);
  season.rounds.push({ number, pairedAt: at, deadline, tables: plan.tables.map((seats) => ({ seats })), byes: plan.byes });
  audit(next, { at, by: actor.userId, action: 'pairRound', details: { season: season.number, round: number, tables: plan.tables, byes: plan.byes, forced: !!options.force }, reason: '' });
  return { ok: true, state: next, events: [{ type: 'roundPaired', season: season.number, round: number, tables: plan.tables, byes: plan.byes, deadline }] };
}

/** Ends the season: the champion is the top of the final standings (none when nobody played). */
export function endSeason(state: LeagueState, actor: Actor, at: number, reason = ''): Outcome {
  const denied = refuseUnlessOrganiser(state, actor);
  if (denied) return denied;
  const s = requireSeason(state);
  if ('ok' in s) return s;
  const next = copyState(state);
  const season = next.seasons[next.seasons.length - 1];
  const standings = computeStandings(next, season.number);
  const champion = standings[0] && standings[0].games > 0 ? standings[0].userId : null;
  season.status = 'ended';
  season.endedAt = at;
  season.champion = champion;
  audit(next, { at, by: actor.userId, action: 'endSeason', details: { season: season.number, champion }, reason });
  return { ok: true, state: next, events: [{ type: 'seasonEnded', season: season.number, champion, standings }] };
}

export interface LeagueSettingsPatch {
  name?: string;
  deadlineHours?: number;
  /** null goes back to the server's default. */
  moveDeadlineHours?: number | null;
  /** null removes the organiser role. */
  organiserRoleId?: string | null;
  provisionalGames?: number;
  rateForfeits?: boolean;
  /** These shape a season's schedule, so they change only between seasons. */
  format?: LeagueFormat;
  tableSize?: number;
  minTableSize?: number;
  seasonLength?: number;
  divisionSize?: number;
}

const BETWEEN_SEASONS: (keyof LeagueSettingsPatch)[] = ['format', 'tableSize', 'minTableSize', 'seasonLength', 'divisionSize'];

/** Changes settings (audited). Deadlines apply to rounds paired afterwards. */
export function updateLeague(state: LeagueState, actor: Actor, patch: LeagueSettingsPatch, at: number, reason = ''): Outcome {
  const denied = refuseUnlessOrganiser(state, actor);
  if (denied) return denied;
  const running = state.seasons.some((s) => s.status === 'active');
  const blocked = BETWEEN_SEASONS.filter((k) => patch[k] !== undefined);
  if (running && blocked.length) {
    return refuse(LEAGUE_ERRORS.seasonActive, `${blocked.join(', ')} can only change between seasons`, { fields: blocked.join(',') });
  }
  const merged: Record<string, unknown> = { ...state.league };
  for (const [k, v] of Object.entries(patch)) {
    if (v === undefined) continue;
    if (v === null) delete merged[k];
    else merged[k] = v;
  }
  const parsed = LeagueSchema.safeParse(merged);
  if (!parsed.success) {
    return refuse(LEAGUE_ERRORS.badInput, `invalid league settings: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  }
  if (parsed.data.minTableSize !== undefined && parsed.data.minTableSize > parsed.data.tableSize) {
    return refuse(LEAGUE_ERRORS.badInput, 'the smallest table cannot be larger than the table size');
  }
  const next = copyState(state);
  next.league = parsed.data;
  audit(next, { at, by: actor.userId, action: 'updateLeague', details: { ...patch }, reason });
  return { ok: true, state: next, events: [{ type: 'leagueUpdated', changed: Object.keys(patch).filter((k) => patch[k as keyof LeagueSettingsPatch] !== undefined) }] };
}
