/** Arithmetic over piece counts, alliances and the other small queries every rule uses. */
import { BOX } from '../conquest/pieces';
import type { C2State, LandKind, MilitaryKind, Seat, Units } from './types';

export const LAND_KINDS: readonly LandKind[] = ['infantry', 'cavalry', 'catapult', 'general', 'caesar'];
export const MILITARY: readonly MilitaryKind[] = ['infantry', 'cavalry', 'catapult'];
/** Pieces of one colour: the Classic box (CE2 is played with the same pieces); one Caesar. */
export const SUPPLY = { infantry: BOX.infantry, cavalry: BOX.cavalry, catapult: BOX.catapult, galley: BOX.galley, general: BOX.generals, caesar: 1 };
export const PRICE = { infantry: 5, cavalry: 10, catapult: 15, galley: 15, general: 20 } as const;
export const START_UNITS: Units = { infantry: 8, cavalry: 2, catapult: 1, general: 1, caesar: 1 };

export function units(p: Partial<Units> = {}): Units {
  return { infantry: 0, cavalry: 0, catapult: 0, general: 0, caesar: 0, ...p };
}
export function add(a: Units, b: Units): Units {
  return units(Object.fromEntries(LAND_KINDS.map((k) => [k, a[k] + b[k]])));
}
export function sub(a: Units, b: Units): Units {
  return units(Object.fromEntries(LAND_KINDS.map((k) => [k, a[k] - b[k]])));
}
export function fits(part: Units, whole: Units): boolean {
  return LAND_KINDS.every((k) => part[k] >= 0 && part[k] <= whole[k]);
}
export function military(u: Units): number {
  return u.infantry + u.cavalry + u.catapult;
}
export function leaders(u: Units): number {
  return u.general + u.caesar;
}
export function total(u: Units): number {
  return military(u) + leaders(u);
}
export function isValidUnits(u: Units): boolean {
  return LAND_KINDS.every((k) => Number.isInteger(u[k]) && u[k] >= 0);
}

/** Alliance of a seat this season (0 or 1), or null before the auctions placed it. */
export function allianceOf(s: C2State, seat: Seat): number | null {
  const i = s.boxes.indexOf(seat);
  return i < 0 ? null : i % 2;
}
export function allied(s: C2State, a: Seat, b: Seat): boolean {
  if (a === b) return true;
  const x = allianceOf(s, a);
  return x !== null && x === allianceOf(s, b);
}
/** Turn order: the filled alliance boxes in order. */
export function order(s: C2State): Seat[] {
  return s.boxes.filter((x): x is Seat => x !== null);
}
export function seats(s: C2State): Seat[] {
  return s.players.map((_, i) => i);
}

/** Pieces of `seat` on the board by kind. */
export function onBoard(s: C2State, seat: Seat): Units & { galley: number } {
  let u = units();
  for (const p in s.army) u = add(u, s.army[p][seat]);
  let galley = 0;
  for (const x in s.fleet) galley += s.fleet[x][seat];
  return { ...u, galley };
}
export function supplyLeft(s: C2State, seat: Seat, kind: keyof typeof SUPPLY): number {
  return SUPPLY[kind] - onBoard(s, seat)[kind];
}

/** Seats other than `seat`, not allied with it, with land military units in `at`. */
export function enemiesAt(s: C2State, seat: Seat, at: string): Seat[] {
  return seats(s).filter((o) => !allied(s, seat, o) && military(s.army[at][o]) > 0);
}
export function hasEnemyMilitary(s: C2State, seat: Seat, at: string): boolean {
  return enemiesAt(s, seat, at).length > 0;
}
export function hostileGalleys(s: C2State, seat: Seat, sea: string): boolean {
  return seats(s).some((o) => !allied(s, seat, o) && s.fleet[sea][o] > 0);
}
export function cardCount(s: C2State, seat: Seat, kind: string, defOf: (id: string) => { kind: string }): number {
  return s.players[seat].cards.filter((c) => defOf(c).kind === kind).length;
}
