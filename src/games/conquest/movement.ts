/**
 * Movement legality and reachability, pure queries plus the updates the
 * movement actions make on a working copy.
 *
 * Land: a legion is a leader and up to 7 combat units (a group with several
 * leaders may take 7 per leader); each step costs every moving piece one point
 * (leaders and cavalry have 2, infantry and catapults 1); a step goes to a
 * neighbour (strait arrows included) or along the player's roads to any city
 * they connect; entering a province with another player's combat units ends
 * the movement of everything that enters. Sea: galleys have 2 points, sail
 * sea-sea, sea-coast and coast-sea (never coast to coast), carry up to 7 combat
 * units plus leaders; pieces that embark or disembark make no land move that turn.
 */
import { COASTS, PROVINCES, galleySteps, isCoast, isProvince, type ProvinceId } from './data';
import {
  galleyById, hasEnemyCombat, normalize, remainingMp, roadKey, roadUsable, stacksOf,
} from './board';
import { CONQUEST_ERRORS, refuse } from './errors';
import {
  LEGION_SIZE, MOVEMENT, TROOP_KEYS, addTroops, combatCount, containsTroops, isNonNegative, leaderCount, subTroops, troops,
} from './pieces';
import type { ConquestEvent, ConquestState, Galley, Seat, Troops } from './types';

// ---------------------------------------------------------------- land

/** Pieces of `seat` in `at` that can still make a land step this turn. */
export function movableTroops(s: ConquestState, seat: Seat, at: ProvinceId): Troops {
  let t = troops();
  for (const x of stacksOf(s, seat, at)) {
    if (x.shipped) continue;
    for (const k of TROOP_KEYS) if (remainingMp(k, x.used) >= 1) t = addTroops(t, troops({ [k]: x.troops[k] }));
  }
  return t;
}

/** Why a group of pieces cannot move together, or null. */
export function legionProblem(t: Troops): null | { code: (typeof CONQUEST_ERRORS)[keyof typeof CONQUEST_ERRORS]; message: string } {
  if (!isNonNegative(t) || t.caesar > 1) return { code: CONQUEST_ERRORS.badAction, message: 'piece counts must be whole numbers' };
  if (combatCount(t) + leaderCount(t) === 0) return { code: CONQUEST_ERRORS.badAction, message: 'choose at least one piece' };
  if (combatCount(t) > 0 && leaderCount(t) === 0) {
    return { code: CONQUEST_ERRORS.noLeader, message: 'combat units move only with a general or Caesar' };
  }
  if (combatCount(t) > LEGION_SIZE * leaderCount(t)) {
    return { code: CONQUEST_ERRORS.tooManyUnits, message: `a leader moves at most ${LEGION_SIZE} combat units` };
  }
  return null;
}

/** Provinces reachable from `from` along `seat`'s usable roads (any distance, one point). */
export function roadReach(s: ConquestState, seat: Seat, from: ProvinceId): ProvinceId[] {
  if (s.owner[from] !== seat || !s.cities[from]) return [];
  const seen = new Set<ProvinceId>([from]);
  const queue = [from];
  while (queue.length > 0) {
    const p = queue.shift()!;
    for (const q of PROVINCES[p].borders) {
      if (seen.has(q) || !s.roads.includes(roadKey(p, q)) || !roadUsable(s, seat, roadKey(p, q))) continue;
      seen.add(q);
      // A road leads into a province held by enemy combat units but not through it.
      if (!hasEnemyCombat(s, seat, q)) queue.push(q);
    }
  }
  seen.delete(from);
  return [...seen].sort();
}

/** Destinations of one movement point for a group at `from` (neighbours and road ends). */
export function stepTargets(s: ConquestState, seat: Seat, from: ProvinceId): ProvinceId[] {
  return [...new Set([...PROVINCES[from].neighbours, ...roadReach(s, seat, from)])].sort();
}

export interface Drop {
  at: ProvinceId;
  troops: Troops;
}

/** Throws the reason `seat` may not march `t` (plus `drops` left on a road trip) from `from` to `to` now. */
export function checkMarch(s: ConquestState, seat: Seat, from: ProvinceId, to: ProvinceId, t: Troops, drops: Drop[] = []): void {
  if (!isProvince(from) || !isProvince(to)) refuse(CONQUEST_ERRORS.notAdjacent, 'land pieces move between land provinces');
  const total = drops.reduce((a, d) => addTroops(a, d.troops), t);
  const problem = legionProblem(total);
  if (problem) refuse(problem.code, problem.message);
  if (!isNonNegative(t) || drops.some((d) => !isNonNegative(d.troops))) refuse(CONQUEST_ERRORS.badAction, 'piece counts must be whole numbers');
  const all = stacksOf(s, seat, from).reduce((a, x) => addTroops(a, x.troops), troops());
  if (!containsTroops(all, total)) refuse(CONQUEST_ERRORS.notThere, `you do not have these pieces in ${PROVINCES[from].name}`);
  if (!containsTroops(movableTroops(s, seat, from), total)) {
    const shipped = stacksOf(s, seat, from).some((x) => x.shipped);
    refuse(shipped ? CONQUEST_ERRORS.landMoveAndShip : CONQUEST_ERRORS.noMovement,
      shipped ? 'pieces that embark or disembark make no land move this turn' : 'some of these pieces have no movement left');
  }
  if (drops.length > 0) {
    const roads = roadReach(s, seat, from);
    for (const at of [to, ...drops.map((d) => d.at)]) {
      if (!roads.includes(at)) refuse(CONQUEST_ERRORS.notAdjacent, 'pieces are left on the way only on a trip along your roads');
    }
    for (const d of drops) {
      if (hasEnemyCombat(s, seat, d.at)) refuse(CONQUEST_ERRORS.enemyPresent, 'a road trip ends where enemy combat units stand');
      const p = legionProblem(d.troops);
      if (p && p.code !== CONQUEST_ERRORS.noLeader) refuse(p.code, p.message);
    }
  }
  if (!stepTargets(s, seat, from).includes(to)) {
    refuse(CONQUEST_ERRORS.notAdjacent, `${PROVINCES[to].name} is not one step from ${PROVINCES[from].name}`);
  }
}

/**
 * Moves `t` (and `drops`) one movement point. Pieces with the most movement
 * left go first; entering a province held by another player's combat units
 * spends all their movement.
 */
export function doMarch(
  s: ConquestState, seat: Seat, from: ProvinceId, to: ProvinceId, t: Troops, events: ConquestEvent[], drops: Drop[] = [],
): void {
  checkMarch(s, seat, from, to, t, drops);
  const legs = [...drops.map((d) => ({ at: d.at, need: { ...d.troops } })), { at: to, need: { ...t } }];
  for (const leg of legs) {
    const halt = hasEnemyCombat(s, seat, leg.at);
    for (const x of stacksOf(s, seat, from).filter((y) => !y.shipped).sort((a, b) => a.used - b.used)) {
      for (const k of TROOP_KEYS) {
        if (remainingMp(k, x.used) < 1) continue;
        const n = Math.min(leg.need[k], x.troops[k]);
        if (n === 0) continue;
        x.troops[k] -= n;
        leg.need[k] -= n;
        s.stacks.push({ owner: seat, at: leg.at, troops: troops({ [k]: n }), used: halt ? 2 : x.used + 1, shipped: false });
      }
    }
    normalize(s);
    events.push({ type: 'moved', seat, from, to: leg.at, troops: { ...(leg.at === to ? t : drops.find((d) => d.at === leg.at)!.troops) } });
  }
}

/**
 * Where a group could get this turn, with the movement points it would spend
 * (the group moving together; splitting may reach further).
 */
export function reachable(s: ConquestState, seat: Seat, from: ProvinceId, t: Troops): Record<ProvinceId, number> {
  if (legionProblem(t) || !containsTroops(movableTroops(s, seat, from), t)) return {};
  // The group's budget: the movement its weakest chosen piece has left (best pieces are chosen first).
  let budget = 2;
  for (const k of TROOP_KEYS) {
    if (t[k] === 0) continue;
    let need = t[k];
    for (const x of stacksOf(s, seat, from).filter((y) => !y.shipped).sort((a, b) => a.used - b.used)) {
      const mp = remainingMp(k, x.used);
      if (mp < 1 || need === 0) continue;
      need -= Math.min(need, x.troops[k]);
      budget = Math.min(budget, mp);
    }
  }
  const cost: Record<ProvinceId, number> = { [from]: 0 };
  let frontier = [from];
  for (let step = 1; step <= budget; step++) {
    const next: ProvinceId[] = [];
    for (const p of frontier) {
      for (const q of stepTargets(s, seat, p)) {
        if (q in cost) continue;
        cost[q] = step;
        if (!hasEnemyCombat(s, seat, q)) next.push(q);
      }
    }
    frontier = next;
  }
  delete cost[from];
  return cost;
}

// ---------------------------------------------------------------- galleys

function ownGalley(s: ConquestState, seat: Seat, id: number): Galley {
  const g = galleyById(s, id);
  if (!g || g.owner !== seat) refuse(CONQUEST_ERRORS.notYourGalley, `galley ${id} is not yours`);
  return g;
}

export function sailTargets(s: ConquestState, seat: Seat, id: number): string[] {
  const g = galleyById(s, id);
  if (!g || g.owner !== seat || g.used >= MOVEMENT.galley) return [];
  return galleySteps(g.at);
}

/** Where a galley can get this turn with the movement it has left, and at what cost. */
export function galleyReach(s: ConquestState, seat: Seat, id: number): Record<string, number> {
  const g = galleyById(s, id);
  if (!g || g.owner !== seat) return {};
  const cost: Record<string, number> = { [g.at]: 0 };
  let frontier = [g.at];
  for (let step = 1; step <= MOVEMENT.galley - g.used; step++) {
    const next: string[] = [];
    for (const at of frontier) {
      for (const to of galleySteps(at)) {
        if (to in cost) continue;
        cost[to] = step;
        next.push(to);
      }
    }
    frontier = next;
  }
  delete cost[g.at];
  return cost;
}

export function doSail(s: ConquestState, seat: Seat, id: number, to: string, events: ConquestEvent[]): void {
  const g = ownGalley(s, seat, id);
  if (g.used >= MOVEMENT.galley) refuse(CONQUEST_ERRORS.noMovement, 'this galley has no movement left');
  if (!galleySteps(g.at).includes(to)) {
    refuse(CONQUEST_ERRORS.notAdjacent, isCoast(g.at) && isCoast(to)
      ? 'a galley cannot sail from coast to coast: it must put out to sea first' : 'not one step away');
  }
  events.push({ type: 'sailed', seat, galley: id, from: g.at, to });
  g.at = to;
  g.used += 1;
}

/** Pieces of `seat` in `at` that may board a galley: none may have moved on land or landed this turn. */
export function embarkable(s: ConquestState, seat: Seat, at: ProvinceId): Troops {
  return stacksOf(s, seat, at).filter((x) => x.used === 0 && !x.shipped).reduce((a, x) => addTroops(a, x.troops), troops());
}

export function doEmbark(s: ConquestState, seat: Seat, id: number, t: Troops, events: ConquestEvent[]): void {
  const g = ownGalley(s, seat, id);
  const coast = COASTS[g.at];
  if (!coast) refuse(CONQUEST_ERRORS.notOnCoast, 'a galley takes pieces aboard on a coast, not at sea');
  const problem = legionProblem(t);
  if (problem) refuse(problem.code, problem.message);
  if (!containsTroops(embarkable(s, seat, coast.province), t)) {
    refuse(CONQUEST_ERRORS.landMoveAndShip, 'only pieces that have not moved this turn may embark');
  }
  if (combatCount(g.cargo) + combatCount(t) > LEGION_SIZE) {
    refuse(CONQUEST_ERRORS.galleyFull, `a galley carries at most ${LEGION_SIZE} combat units`);
  }
  const need = { ...t };
  for (const x of stacksOf(s, seat, coast.province).filter((y) => y.used === 0 && !y.shipped)) {
    for (const k of TROOP_KEYS) {
      const n = Math.min(need[k], x.troops[k]);
      x.troops[k] -= n;
      need[k] -= n;
    }
  }
  g.cargo = addTroops(g.cargo, t);
  normalize(s);
  events.push({ type: 'moved', seat, from: coast.province, to: g.at, troops: { ...t } });
}

export function doDisembark(s: ConquestState, seat: Seat, id: number, t: Troops, events: ConquestEvent[]): void {
  const g = ownGalley(s, seat, id);
  const coast = COASTS[g.at];
  if (!coast) refuse(CONQUEST_ERRORS.notOnCoast, 'a galley lands pieces on a coast: sail to one first');
  const problem = legionProblem(t);
  if (problem) refuse(problem.code, problem.message);
  if (!containsTroops(g.cargo, t)) refuse(CONQUEST_ERRORS.notThere, 'these pieces are not aboard');
  const rest = subTroops(g.cargo, t);
  if (combatCount(rest) > 0 && leaderCount(rest) === 0) {
    refuse(CONQUEST_ERRORS.noLeader, 'combat units left aboard need a leader with them');
  }
  g.cargo = rest;
  const halt = hasEnemyCombat(s, seat, coast.province);
  s.stacks.push({ owner: seat, at: coast.province, troops: { ...t }, used: halt ? 2 : 0, shipped: true });
  normalize(s);
  events.push({ type: 'moved', seat, from: g.at, to: coast.province, troops: { ...t } });
}
