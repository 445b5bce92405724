/**
 * Queries and in-place updates of a Conquest state's pieces. Updates mutate the
 * working copy an action runs on (see apply.ts); queries never mutate.
 */
import { COASTS, PROVINCES, PROVINCE_IDS, type CoastId, type ProvinceId } from './data';
import {
  BOX, CITY_TRIBUTE, INFLATION_THRESHOLDS, MOVEMENT, TROOP_KEYS, addTroops, combatCount, isEmptyTroops, troops,
} from './pieces';
import type { ConquestEvent, ConquestState, Galley, Seat, Stack, Troops } from './types';

// ---------------------------------------------------------------- queries

export function stacksOf(s: ConquestState, seat: Seat, at: ProvinceId): Stack[] {
  return s.stacks.filter((x) => x.owner === seat && x.at === at);
}

export function troopsAt(s: ConquestState, seat: Seat, at: ProvinceId): Troops {
  return stacksOf(s, seat, at).reduce((t, x) => addTroops(t, x.troops), troops());
}

/** Seats other than `seat` with land combat units in `at`. */
export function enemiesAt(s: ConquestState, seat: Seat, at: ProvinceId): Seat[] {
  const out = new Set<Seat>();
  for (const x of s.stacks) if (x.at === at && x.owner !== seat && combatCount(x.troops) > 0) out.add(x.owner);
  return [...out].sort((a, b) => a - b);
}

export function hasEnemyCombat(s: ConquestState, seat: Seat, at: ProvinceId): boolean {
  return enemiesAt(s, seat, at).length > 0;
}

/** Provinces' coasts a galley on `at` belongs to, or null at sea. */
export function coastProvince(at: string): ProvinceId | null {
  return COASTS[at]?.province ?? null;
}

export function galleysAt(s: ConquestState, at: string): Galley[] {
  return s.galleys.filter((g) => g.at === at);
}

export function galleyById(s: ConquestState, id: number): Galley | undefined {
  return s.galleys.find((g) => g.id === id);
}

/** Tribute on the scale: provinces held plus 5 per city in them. */
export function tributeOf(s: ConquestState, seat: Seat): number {
  let t = 0;
  for (const p of PROVINCE_IDS) {
    if (s.owner[p] !== seat) continue;
    t += PROVINCES[p].tribute;
    if (s.cities[p]) t += CITY_TRIBUTE;
  }
  return t;
}

/** Every piece of `seat` on the board, in cargo or held captive, by kind. */
export function piecesInPlay(s: ConquestState, seat: Seat): Troops & { galley: number } {
  let t = troops();
  for (const x of s.stacks) if (x.owner === seat) t = addTroops(t, x.troops);
  let galley = 0;
  for (const g of s.galleys) {
    if (g.owner !== seat) continue;
    galley++;
    t = addTroops(t, g.cargo);
  }
  const held = s.captives.filter((c) => c.owner === seat).reduce((n, c) => n + c.count, 0);
  return { ...t, generals: t.generals + held, galley };
}

export function supplyLeft(s: ConquestState, seat: Seat, kind: 'infantry' | 'cavalry' | 'catapult' | 'galley'): number {
  return BOX[kind] - piecesInPlay(s, seat)[kind];
}

export function citiesInPlay(s: ConquestState): { city: number; fortification: number } {
  const all = Object.values(s.cities);
  return { city: all.length, fortification: all.filter((c) => c.fortified).length };
}

export function roadKey(a: ProvinceId, b: ProvinceId): string {
  return a < b ? `${a}|${b}` : `${b}|${a}`;
}

/** A road is usable by a player only while both its cities stand in provinces the player holds. */
export function roadUsable(s: ConquestState, seat: Seat, key: string): boolean {
  const [a, b] = key.split('|');
  return s.owner[a] === seat && s.owner[b] === seat && !!s.cities[a] && !!s.cities[b];
}

export function remainingMp(kind: keyof Troops, used: number): number {
  return Math.max(0, MOVEMENT[kind] - used);
}

export function alive(s: ConquestState): Seat[] {
  return s.players.map((p, i) => (p.alive ? i : -1)).filter((i) => i >= 0);
}

// ---------------------------------------------------------------- updates

/** Merges stacks with equal bookkeeping and drops empty ones, in a canonical order. */
export function normalize(s: ConquestState): void {
  const merged = new Map<string, Stack>();
  for (const x of s.stacks) {
    if (isEmptyTroops(x.troops)) continue;
    const key = `${x.owner}|${x.at}|${x.used}|${x.shipped}`;
    const m = merged.get(key);
    if (m) m.troops = addTroops(m.troops, x.troops);
    else merged.set(key, { ...x, troops: { ...x.troops } });
  }
  s.stacks = [...merged.values()].sort((a, b) =>
    a.at < b.at ? -1 : a.at > b.at ? 1 : a.owner - b.owner || a.used - b.used || Number(a.shipped) - Number(b.shipped));
}

export function addStack(s: ConquestState, seat: Seat, at: ProvinceId, t: Troops, used = 0, shipped = false): void {
  s.stacks.push({ owner: seat, at, troops: { ...t }, used, shipped });
  normalize(s);
}

/** Removes `t` from `seat`'s stacks in `at`, most-used stacks first (they have the least to lose). */
export function removeTroops(s: ConquestState, seat: Seat, at: ProvinceId, t: Troops): void {
  const need = { ...t };
  const list = stacksOf(s, seat, at).sort((a, b) => b.used - a.used);
  for (const x of list) {
    for (const k of TROOP_KEYS) {
      const n = Math.min(need[k], x.troops[k]);
      x.troops[k] -= n;
      need[k] -= n;
    }
  }
  if (TROOP_KEYS.some((k) => need[k] > 0)) throw new Error(`internal: removing more troops than ${seat} has in ${at}`);
  normalize(s);
}

/** Sets ownership of a province (its city goes with it); returns the previous owner. */
export function setOwner(s: ConquestState, province: ProvinceId, seat: Seat | null, events: ConquestEvent[]): Seat | null {
  const from = s.owner[province];
  if (from === seat) return from;
  s.owner[province] = seat;
  if (seat !== null) events.push({ type: 'conquered', seat, province, from });
  return from;
}

/** Starts the inflation count-down for every threshold newly reached. */
export function checkInflation(s: ConquestState): void {
  INFLATION_THRESHOLDS.forEach((threshold, i) => {
    const level = i + 1;
    if (s.inflation >= level || s.pendingInflation.some((p) => p.level === level)) return;
    const candidates = [s.active, ...s.order.filter((x) => x !== s.active)];
    const seat = candidates.find((x) => s.players[x].alive && tributeOf(s, x) >= threshold);
    if (seat !== undefined) s.pendingInflation.push({ level, seat });
  });
}

export function coastIdsOf(province: ProvinceId): CoastId[] {
  return PROVINCES[province].coasts;
}

/** Deep copy of plain JSON data (states are plain JSON; faster than structuredClone). */
export function copyJson<T>(value: T): T {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map(copyJson) as T;
  const out: Record<string, unknown> = {};
  for (const k in value) out[k] = copyJson((value as Record<string, unknown>)[k]);
  return out as T;
}
