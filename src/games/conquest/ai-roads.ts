/**
 * Roads and fortifications for the Conquest AI.
 *
 * A road joins two of a player's cities in provinces sharing a border; a trip
 * along the player's roads costs one movement point however far it goes, so
 * infantry bought at home (placed there, one point a turn) reaches a city
 * several provinces away in one move. A road pays when it extends the network
 * that starts at home: the AI builds one joining a city of that network to
 * another of its cities, and its legions travel along the network when that
 * brings them closer to where they are going.
 *
 * A fortification gives the defenders of a city two extra dice (one against
 * an attacker with a catapult, 004's reading). It pays where a province is
 * worth defending and defenders stand to use the dice: the AI fortifies a
 * city of its own where its units stand and a rival's units are next door,
 * the richest first. Home starts fortified.
 */
import { PROVINCES, PROVINCE_IDS, type ProvinceId } from './data';
import { citiesInPlay, hasEnemyCombat, roadKey, troopsAt } from './board';
import { roadReach } from './movement';
import { SHARED_BOX, combatCount, price } from './pieces';
import type { ConquestAction, ConquestState, Seat } from './types';

/** Cities of `seat` that home reaches along its roads, home included when it has a city. */
export function homeNetwork(s: ConquestState, seat: Seat): ProvinceId[] {
  const home = s.players[seat].home;
  if (s.owner[home] !== seat || !s.cities[home]) return [];
  return [home, ...roadReach(s, seat, home)];
}

/**
 * A road worth building now, or null: from a city of the home network to
 * another city of `seat` next to it, not yet joined; the one that adds the
 * most tribute to the network first (a road to a city that leads on to more
 * cities counts those too).
 */
export function roadPurchase(s: ConquestState, seat: Seat, reserve: number): ConquestAction | null {
  if (s.roads.length >= SHARED_BOX.road) return null;
  if (s.players[seat].money < price('road', s.inflation) + reserve) return null;
  const net = new Set(homeNetwork(s, seat));
  let best: { a: ProvinceId; b: ProvinceId; worth: number } | null = null;
  for (const a of [...net].sort()) {
    for (const b of PROVINCES[a].borders) {
      if (net.has(b) || s.owner[b] !== seat || !s.cities[b] || s.roads.includes(roadKey(a, b))) continue;
      // Joining b also joins every city already on roads from b.
      const joined = [b, ...roadReach(s, seat, b)].filter((p) => !net.has(p));
      const worth = joined.reduce((n, p) => n + PROVINCES[p].tribute + 5, 0);
      if (!best || worth > best.worth || (worth === best.worth && roadKey(a, b) < roadKey(best.a, best.b))) best = { a, b, worth };
    }
  }
  return best && { type: 'buy', piece: 'road', between: [best.a, best.b] };
}

/**
 * A fortification worth building now, or null: on an unfortified city of
 * `seat` where at least `minDefenders` of its combat units stand and a
 * rival's combat units are one step away; the richest province first.
 */
export function fortificationPurchase(s: ConquestState, seat: Seat, reserve: number, minDefenders = 3): ConquestAction | null {
  if (citiesInPlay(s).fortification >= SHARED_BOX.fortification) return null;
  if (s.players[seat].money < price('fortification', s.inflation) + reserve) return null;
  const spot = PROVINCE_IDS.filter((p) => s.owner[p] === seat && s.cities[p] && !s.cities[p].fortified
    && combatCount(troopsAt(s, seat, p)) >= minDefenders
    && PROVINCES[p].neighbours.some((q) => hasEnemyCombat(s, seat, q)))
    .sort((a, b) => PROVINCES[b].tribute - PROVINCES[a].tribute || (a < b ? -1 : 1))[0];
  return spot ? { type: 'buy', piece: 'fortification', province: spot } : null;
}

/**
 * Where a legion at `from` heading for `goal` gets on this movement point:
 * `step` (its next land step), or a province along its roads strictly closer
 * to the goal (`dist`: steps to the goal) and free of enemy combat units.
 */
export function roadShortcut(s: ConquestState, seat: Seat, from: ProvinceId, step: ProvinceId, dist: Record<ProvinceId, number>): ProvinceId {
  let best = step;
  for (const q of roadReach(s, seat, from)) {
    if (hasEnemyCombat(s, seat, q)) continue;
    if ((dist[q] ?? 99) < (dist[best] ?? 99)) best = q;
  }
  return best;
}
