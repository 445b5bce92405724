/**
 * A landing by sea on an enemy Caesar no land step reaches (Baleares,
 * Corsica, Sardinia, Creta, Cyprus): without it an AI army had no target and
 * the game could not end. Galleys are bought at the coast (of home, or for
 * Mesopotamia of Syria or Armenia) nearest the island by sea, the generals
 * bring troops there, and once the galleys waiting on that coast can carry a
 * force that beats the island's defenders, each takes a general and seven
 * units aboard; the loaded galleys sail together (same coast, same way) and
 * land on the island, where the battle follows. Caesar stays ashore: lost at
 * sea he would lose the game. Decided afresh from the board at every call.
 */
import { COASTS, PROVINCES, type ProvinceId } from './data';
import { supplyLeft } from './board';
import { galleyCoasts } from './economy';
import { embarkable } from './movement';
import { LEGION_SIZE, combatCount, leaderCount, price, troops } from './pieces';
import { seaSteps, voyageStep } from './ai-galleys';
import type { ConquestAction, ConquestState, Seat, Troops } from './types';
import type { OddsSide } from './ai-odds';

/** Galleys an assault uses at most (one general each; the box has four). */
const MAX_GALLEYS = 4;

/** Voyage length in galley moves from `from` to the nearest of `goals` (coasts end a voyage, as in voyageStep). */
function voyageLength(from: string, goals: string[]): number {
  const goal = new Set(goals);
  const dist: Record<string, number> = { [from]: 0 };
  const queue = [from];
  while (queue.length > 0) {
    const at = queue.shift()!;
    if (goal.has(at)) return dist[at];
    for (const next of seaSteps(at)) {
      if (next in dist) continue;
      dist[next] = dist[at] + 1;
      if (goal.has(next) || !COASTS[next]) queue.push(next);
    }
  }
  return Infinity;
}

export interface Assault {
  /** The island the enemy Caesar stands on. */
  target: ProvinceId;
  /** The coast where galleys are bought and troops board, and its province. */
  coast: string;
  port: ProvinceId;
}

/** Where an assault on `target` boards: the galley coast nearest the island by sea, or null (no coast to buy galleys on). */
export function assaultFor(s: ConquestState, seat: Seat, target: ProvinceId): Assault | null {
  const goals = PROVINCES[target].coasts;
  const coast = [...galleyCoasts(s, seat)].sort((a, b) => voyageLength(a, goals) - voyageLength(b, goals) || (a < b ? -1 : 1))[0];
  if (!coast || voyageLength(coast, goals) === Infinity) return null;
  return { target, coast, port: COASTS[coast].province };
}

/** The force the galleys on the boarding coast could land: a general and up to seven units per empty galley, plus what is aboard. */
export function landingForce(s: ConquestState, seat: Seat, a: Assault, keep: number): OddsSide {
  const here = s.galleys.filter((g) => g.owner === seat && g.at === a.coast);
  const side: OddsSide = { units: { infantry: 0, cavalry: 0, catapult: 0 }, leaders: 0 };
  for (const g of here) {
    side.units.infantry += g.cargo.infantry;
    side.units.cavalry += g.cargo.cavalry;
    side.units.catapult += g.cargo.catapult;
    side.leaders += leaderCount(g.cargo);
  }
  const e = embarkable(s, seat, a.port);
  let generals = e.generals;
  let units = { infantry: e.infantry, cavalry: e.cavalry, catapult: e.catapult };
  let spare = Math.max(0, combatCount(e) - keep);
  const empty = here.filter((x) => leaderCount(x.cargo) === 0 && x.used === 0).length;
  for (let i = 0; i < empty; i++) {
    if (generals === 0 || spare < 2) break;
    generals--;
    side.leaders++;
    let room = Math.min(LEGION_SIZE, spare);
    spare -= room;
    for (const k of ['cavalry', 'catapult', 'infantry'] as const) {
      const n = Math.min(room, units[k]);
      side.units[k] += n;
      units = { ...units, [k]: units[k] - n };
      room -= n;
    }
  }
  return side;
}

/**
 * The next galley action of an assault, or null. `launch` says whether the
 * landing force is strong enough to go (the caller judges the battle).
 */
export function assaultGalleyMove(s: ConquestState, seat: Seat, a: Assault, keep: number, launch: boolean): ConquestAction | null {
  const own = s.galleys.filter((g) => g.owner === seat).sort((x, y) => x.id - y.id);
  const goals = PROVINCES[a.target].coasts;
  // Loaded galleys: land on the island, or sail on towards it (once launched, nothing waits).
  for (const g of own.filter((x) => leaderCount(x.cargo) > 0)) {
    if (COASTS[g.at]?.province === a.target) return { type: 'disembark', galley: g.id, troops: { ...g.cargo } };
    if (g.at === a.coast && !launch) continue;
    if (g.at === a.coast && launch && boardingLeft(s, seat, a, keep)) continue;
    const step = g.used < 2 ? voyageStep(g.at, goals) : null;
    if (step) return { type: 'sail', galley: g.id, to: step };
  }
  if (launch) {
    const load = nextLoad(s, seat, a, keep);
    if (load) return load;
  }
  // Empty galleys gather on the boarding coast.
  for (const g of own.filter((x) => leaderCount(x.cargo) === 0 && combatCount(x.cargo) === 0)) {
    if (g.at === a.coast || g.used >= 2) continue;
    const step = voyageStep(g.at, [a.coast]);
    if (step) return { type: 'sail', galley: g.id, to: step };
  }
  return null;
}

function boardingLeft(s: ConquestState, seat: Seat, a: Assault, keep: number): boolean {
  return nextLoad(s, seat, a, keep) !== null;
}

/** A general and up to seven units beyond `keep` boarding the next empty galley on the coast, or null. */
function nextLoad(s: ConquestState, seat: Seat, a: Assault, keep: number): ConquestAction | null {
  const g = s.galleys.filter((x) => x.owner === seat && x.at === a.coast && x.used === 0 && leaderCount(x.cargo) === 0 && combatCount(x.cargo) === 0)
    .sort((x, y) => x.id - y.id)[0];
  if (!g) return null;
  const e = embarkable(s, seat, a.port);
  if (e.generals === 0) return null;
  let room = Math.min(LEGION_SIZE, combatCount(e) - keep);
  if (room < 2) return null;
  const t: Troops = troops({ generals: 1 });
  for (const k of ['cavalry', 'catapult', 'infantry'] as const) {
    const n = Math.min(room, e[k]);
    t[k] = n;
    room -= n;
  }
  return { type: 'embark', galley: g.id, troops: t };
}

/** A galley to buy for the assault: while fewer than the generals it can send (at most four) wait for one. */
export function assaultPurchase(s: ConquestState, seat: Seat, a: Assault, generals: number): ConquestAction | null {
  const own = s.galleys.filter((g) => g.owner === seat).length;
  if (own >= Math.min(MAX_GALLEYS, generals)) return null;
  if (s.players[seat].money < price('galley', s.inflation)) return null;
  if (supplyLeft(s, seat, 'galley') < 1) return null;
  return { type: 'buy', piece: 'galley', coast: a.coast };
}
