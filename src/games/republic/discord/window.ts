/**
 * The timed interrupt window before an AI's Senate steps: before an AI
 * Presiding Magistrate puts a proposal on the floor, and before an AI casts
 * the last vote on a proposal, the table waits so that members can play a Tribune
 * (propose or veto), an assassination or another interrupt, as they could at
 * a real table before the presiding player goes on.
 *
 * The table waits whenever a MEMBER's interrupt window is open, whether or
 * not that member holds a card to use: waiting only for those who can act
 * would tell everyone who holds a Tribune. The window closes when its time is
 * up (the table's `windowMinutes`, counted from the move that opened it,
 * `meta.lastMoveAt`) or when every member in it has let the Senate go on.
 * Its state lives in the stored table meta (the closed window's key and the
 * members who let it go), so a restart loses nothing: the upkeep closes an
 * expired window after a restart as before it.
 */
import type { GameMeta } from '../../../storage';
import { republic } from '../index';
import { openCounterBribes } from '../apply';
import { deciderOf } from '../flow';
import { top } from '../registry';
import type { RepublicState } from '../types';

const MINUTE = 60_000;
/** Without a table setting: a quarter of an hour (a Senate has a dozen windows), never more than a quarter of the decision deadline. */
const DEFAULT_MINUTES = 15;

export function windowMinutes(meta: GameMeta): number {
  const set = meta.table?.settings?.windowMinutes;
  if (typeof set === 'number' && Number.isFinite(set) && set >= 0) return set;
  const deadline = meta.table?.deadlineHours ?? 24;
  return Math.min(DEFAULT_MINUTES, Math.max(1, Math.floor((deadline * 60) / 4)));
}

/**
 * The window a state opens, or null. In the Senate, with an AI deciding:
 * before the Presiding Magistrate's next proposal (one window per decision:
 * a Tribune's proposal, an assassination) and before the last vote on a
 * proposal when an AI casts it (one per proposal: "before the vote closes").
 * A member still to vote needs no window for a veto: the engine offers it at
 * their own vote (1.09.152), so the AIs' earlier votes take nothing from them.
 */
export function windowKey(s: RepublicState, meta: GameMeta): string | null {
  if (s.phase !== 'senate' || !s.senate || s.ending) return null;
  const d = top(s);
  if (!d) return null;
  const decider = deciderOf(s, d);
  if (meta.seats[decider]) return null;
  const item = s.senate.floor.at(-1);
  if (!item) return d.kind === 'senateFloor' ? `${s.turn}:p:${d.id}` : null;
  const last = item.toVote.length === 1 ? item.toVote[0] : undefined;
  if (last === undefined || meta.seats[last] || (d.kind !== 'vote' && d.kind !== 'callVoter')) return null;
  return `${s.turn}:c:${s.senate.floor.length}:${JSON.stringify(item.proposal)}`;
}

/**
 * Members whose interrupt window is open now and whom the table waits for (the deciding seat excluded).
 * Two kinds of members are not waited for, both judged from what the whole table knows, so skipping them
 * tells nobody anything: a member whose hand is empty (hand sizes are public) and who has no interrupt
 * open without a card (an assassination, a Statesman's free Tribune, Flaccus: all public); and a member
 * who let a window of this turn run out without a word (the board showed it), until they ask to be
 * waited for again (board button `rk`). Members with cards are waited for whether or not a card is
 * playable now: waiting only for the holders of a playable card would tell the table who holds one.
 */
export function windowMembers(s: RepublicState, meta: GameMeta): number[] {
  const away = awaySeats(s, meta);
  return republic.activePlayers(s).slice(1).filter((seat) => !!meta.seats[seat] && !away.includes(seat) && mayAct(s, seat));
}

function mayAct(s: RepublicState, seat: number): boolean {
  return s.factions[seat].hand.length > 0 || republic.legalActions(s, seat).length > 0;
}

/** Members not waited for in this turn's Senate (settings.windowAway: `<turn>|<seats>`). */
export function awaySeats(s: RepublicState, meta: GameMeta): number[] {
  const raw = meta.table?.settings?.windowAway;
  if (typeof raw !== 'string') return [];
  const [turn, seats] = raw.split('|');
  return Number(turn) === s.turn && seats ? seats.split(',').map(Number) : [];
}

function setAway(s: RepublicState, meta: GameMeta, seats: number[]): void {
  if (!meta.table) return;
  meta.table.settings = { ...meta.table.settings, windowAway: seats.length ? `${s.turn}|${[...new Set(seats)].sort().join(',')}` : null };
}

/** A member asks to be waited for again; true when that was news. */
export function comeBack(s: RepublicState, meta: GameMeta, seat: number): boolean {
  const away = awaySeats(s, meta);
  if (!away.includes(seat)) return false;
  setAway(s, meta, away.filter((x) => x !== seat));
  return true;
}

function waivedOf(meta: GameMeta, key: string): number[] {
  const raw = meta.table?.settings?.windowWaived;
  if (typeof raw !== 'string') return [];
  const [k, seats] = [raw.slice(0, raw.lastIndexOf('|')), raw.slice(raw.lastIndexOf('|') + 1)];
  return k === key && seats ? seats.split(',').map(Number) : [];
}

export interface OpenWindow { key: string; members: number[]; waived: number[]; until: number }

/** The window the AI must wait for now, or null (no window, closed, or everyone let it go). */
export function pendingWindow(s: RepublicState, meta: GameMeta): OpenWindow | null {
  const key = windowKey(s, meta);
  if (!key || meta.table?.settings?.windowClosed === key) return null;
  const members = windowMembers(s, meta);
  if (members.length === 0 || windowMinutes(meta) === 0) return null;
  const waived = waivedOf(meta, key);
  if (members.every((m) => waived.includes(m))) return null;
  return { key, members, waived, until: meta.lastMoveAt + windowMinutes(meta) * MINUTE };
}

/** Closes the window for good (its time is up): the members who let it run out are not waited for again this turn. */
export function closeWindow(meta: GameMeta, win: OpenWindow, s: RepublicState): void {
  if (!meta.table) return;
  const silent = win.members.filter((m) => !win.waived.includes(m));
  meta.table.settings = { ...meta.table.settings, windowClosed: win.key, windowWaived: null };
  setAway(s, meta, [...awaySeats(s, meta), ...silent]);
}

/** A member lets the Senate go on; true when that was news. */
export function waive(meta: GameMeta, key: string, seat: number): boolean {
  if (!meta.table) return false;
  const waived = waivedOf(meta, key);
  if (waived.includes(seat)) return false;
  meta.table.settings = { ...meta.table.settings, windowWaived: `${key}|${[...waived, seat].join(',')}` };
  return true;
}

/**
 * The sixth initiative's auction is timed bidding: a member asked to bid has
 * the window's time (not the whole decision deadline), then passes. The
 * moment the member's bid closes, or null when no member is asked to bid
 * (or the table has no window: then the decision deadline applies).
 */
export function bidsCloseAt(s: RepublicState, meta: GameMeta): number | null {
  const d = top(s);
  if (!d || d.kind !== 'bid' || !meta.seats[deciderOf(s, d)] || windowMinutes(meta) === 0) return null;
  return meta.lastMoveAt + windowMinutes(meta) * MINUTE;
}

/**
 * The members whose counter-bribe of the open persuasion round is still awaited. The round is collected at
 * once (each member privately through their builder, in any order: the engine takes sealed counter-bribes
 * out of turn); the AIs answer as their turn comes. Which factions are in the round is public (the engine's
 * pending decisions are in the public view).
 */
export function roundMembers(s: RepublicState, meta: GameMeta): number[] {
  return openCounterBribes(s).map((d) => d.seat).filter((seat) => !!meta.seats[seat]);
}

/** A round of counter-bribes is timed like a bid: the window's minutes, then the members still silent give none. */
export function roundClosesAt(s: RepublicState, meta: GameMeta): number | null {
  if (roundMembers(s, meta).length === 0 || windowMinutes(meta) === 0) return null;
  return meta.lastMoveAt + windowMinutes(meta) * MINUTE;
}
