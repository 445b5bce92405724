/**
 * Galleys for the Conquest AI: a ferry service to the provinces no land step
 * reaches (Baleares, Corsica, Sardinia, Creta, Cyprus). One galley waits on a
 * coast where a general and spare troops stand, takes a legion aboard, sails
 * the shortest way to a coast of a free or unguarded island, lands it (the
 * landing conquers the island at the end of the turn) and sails back.
 * Everything is decided afresh from the board each time, so the AI keeps no
 * memory between calls.
 */
import { COASTS, PROVINCES, PROVINCE_IDS, SEAS, type ProvinceId } from './data';
import { hasEnemyCombat } from './board';
import { galleyCoasts } from './economy';
import { embarkable } from './movement';
import { LEGION_SIZE, combatCount, leaderCount, price, troops } from './pieces';
import type { ConquestAction, ConquestState, Galley, Seat, Troops } from './types';

/** Provinces only a galley reaches that `seat` could take by landing: not its own, no enemy combat units. */
export function islandTargets(s: ConquestState, seat: Seat): ProvinceId[] {
  return PROVINCE_IDS.filter((p) => PROVINCES[p].neighbours.length === 0 && PROVINCES[p].coasts.length > 0
    && s.owner[p] !== seat && !hasEnemyCombat(s, seat, p));
}

export function seaSteps(at: string): string[] {
  if (COASTS[at]) return COASTS[at].seas;
  const sea = SEAS[at];
  return sea ? [...sea.seas, ...sea.coasts] : [];
}

/** First step of a shortest voyage from `from` to any of `goals`, or null. */
export function voyageStep(from: string, goals: string[]): string | null {
  const goal = new Set(goals);
  if (goal.has(from)) return null;
  const first: Record<string, string | null> = { [from]: null };
  const queue = [from];
  while (queue.length > 0) {
    const at = queue.shift()!;
    for (const next of seaSteps(at)) {
      if (next in first) continue;
      // Coasts are ends of a voyage, never stops on the way (no coast-to-coast sailing).
      first[next] = first[at] ?? next;
      if (goal.has(next)) return first[next];
      if (!COASTS[next]) queue.push(next);
    }
  }
  return null;
}

/** Sea steps of the shortest voyage from any of `from` to any of `goals` (coasts), or null. */
export function voyageLength(from: string[], goals: string[]): number | null {
  const goal = new Set(goals);
  const dist: Record<string, number> = {};
  const queue: string[] = [];
  for (const f of from) {
    if (goal.has(f)) return 0;
    dist[f] = 0;
    queue.push(f);
  }
  while (queue.length > 0) {
    const at = queue.shift()!;
    for (const next of seaSteps(at)) {
      if (next in dist) continue;
      dist[next] = dist[at] + 1;
      if (goal.has(next)) return dist[next];
      if (!COASTS[next]) queue.push(next);
    }
  }
  return null;
}

/** The legion a galley would take from `province`: a general and up to 7 units beyond `keep`, never Caesar. */
function passengers(s: ConquestState, seat: Seat, province: ProvinceId, keep: number): Troops | null {
  const e = embarkable(s, seat, province);
  if (e.generals === 0) return null;
  let room = Math.min(LEGION_SIZE, combatCount(e) - keep);
  if (room < 2) return null;
  const t = troops({ generals: 1 });
  for (const k of ['infantry', 'cavalry', 'catapult'] as const) {
    const n = Math.min(room, e[k]);
    t[k] = n;
    room -= n;
  }
  return t;
}

/** Own sea-only provinces where a general waits with troops (one unit stays to hold the island). */
function strandedLegions(s: ConquestState, seat: Seat): ProvinceId[] {
  return PROVINCE_IDS.filter((p) => PROVINCES[p].neighbours.length === 0 && s.owner[p] === seat && embarkable(s, seat, p).generals > 0);
}

function coastsOf(provinces: ProvinceId[]): string[] {
  return provinces.flatMap((p) => PROVINCES[p].coasts);
}

/**
 * The next galley action of the movement phase, or null. `garrison` is how
 * many combat units must stay at home.
 */
export function nextGalleyMove(s: ConquestState, seat: Seat, garrison: number, conquerIslands = true): ConquestAction | null {
  // Without new conquests the ferry only brings legions back from the islands.
  const targets = conquerIslands ? islandTargets(s, seat) : [];
  const home = s.players[seat].home;
  for (const g of s.galleys.filter((x) => x.owner === seat).sort((a, b) => a.id - b.id)) {
    const a = galleyMove(s, seat, g, targets, home, garrison);
    if (a) return a;
  }
  return null;
}

function galleyMove(s: ConquestState, seat: Seat, g: Galley, targets: ProvinceId[], home: ProvinceId, garrison: number): ConquestAction | null {
  const coast = COASTS[g.at];
  const canSail = g.used < 2;
  if (leaderCount(g.cargo) > 0) {
    const mainland = PROVINCE_IDS.filter((p) => s.owner[p] === seat && PROVINCES[p].neighbours.length > 0);
    if (coast && (targets.includes(coast.province) || (targets.length === 0 && mainland.includes(coast.province)))) {
      return { type: 'disembark', galley: g.id, troops: { ...g.cargo } };
    }
    const goals = coastsOf(targets.length > 0 ? targets : mainland);
    const step = canSail ? voyageStep(g.at, goals) : null;
    return step ? { type: 'sail', galley: g.id, to: step } : null;
  }
  // With islands to take, troops are fetched from home; otherwise legions left on islands are brought back.
  const stranded = strandedLegions(s, seat);
  if (targets.length === 0 && stranded.length === 0) return null;
  if (coast && g.used === 0) {
    const fromIsland = stranded.includes(coast.province);
    const t = targets.length > 0 || fromIsland
      ? passengers(s, seat, coast.province, coast.province === home ? garrison : fromIsland ? 1 : 0) : null;
    if (t) return { type: 'embark', galley: g.id, troops: t };
  }
  if (!canSail) return null;
  const homeCoasts = galleyCoasts(s, seat).length > 0 ? galleyCoasts(s, seat) : PROVINCES[home].coasts;
  const step = voyageStep(g.at, targets.length > 0 ? homeCoasts : coastsOf(stranded));
  return step ? { type: 'sail', galley: g.id, to: step } : null;
}

/** A galley to buy, when there are islands to take and none to carry troops there. */
export function galleyPurchase(s: ConquestState, seat: Seat): ConquestAction | null {
  if (s.galleys.some((g) => g.owner === seat)) return null;
  if (islandTargets(s, seat).length === 0) return null;
  const coasts = galleyCoasts(s, seat);
  if (coasts.length === 0) return null;
  if (s.players[seat].money < price('galley', s.inflation) + 2 * price('infantry', s.inflation)) return null;
  return { type: 'buy', piece: 'galley', coast: coasts[0] };
}
