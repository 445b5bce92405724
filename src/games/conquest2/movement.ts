/**
 * Land movement (section E): any distance from one province holding a leader,
 * stopping on entering non-allied military units, strait arrows closed by
 * non-allied galleys; amphibious moves of at most four military units per own
 * galley next to the destination.
 */
import { PROVINCES, SEAS_OF, straitSea } from './data';
import { refuse } from './errors';
import { add, fits, hasEnemyMilitary, hostileGalleys, isValidUnits, leaders, military, sub, total, units } from './units';
import type { C2State, MoveSpec, ProvinceId, Seat, Units } from './types';

/** Provinces a land move from `from` may end in, overland. */
export function landReach(s: C2State, seat: Seat, from: ProvinceId): ProvinceId[] {
  const seen = new Set<ProvinceId>([from]);
  const queue = [from];
  const out: ProvinceId[] = [];
  while (queue.length) {
    const p = queue.shift()!;
    for (const n of PROVINCES[p].neighbours) {
      if (seen.has(n)) continue;
      const sea = straitSea(p, n);
      if (sea && hostileGalleys(s, seat, sea)) continue;
      seen.add(n);
      out.push(n);
      if (!hasEnemyMilitary(s, seat, n)) queue.push(n);
    }
  }
  return out.sort();
}

/** Own galleys in sea zones next to `to`: the amphibious capacity there is four military units each. */
export function galleysBeside(s: C2State, seat: Seat, to: ProvinceId): number {
  return SEAS_OF[to].reduce((n, sea) => n + s.fleet[sea][seat], 0);
}

/** Coastal provinces an amphibious move from `from` may reach (own galleys next to them). */
export function amphibiousReach(s: C2State, seat: Seat, from: ProvinceId): ProvinceId[] {
  if (SEAS_OF[from].length === 0) return [];
  return Object.keys(s.army).filter((p) => p !== from && SEAS_OF[p].length > 0 && galleysBeside(s, seat, p) > 0).sort();
}

export function hasLeader(s: C2State, seat: Seat, at: ProvinceId): boolean {
  return leaders(s.army[at][seat]) > 0;
}

export function checkMove(s: C2State, seat: Seat, from: ProvinceId, moves: MoveSpec[]): void {
  if (!s.army[from]) refuse('badAction', `no province ${from}`);
  if (!hasLeader(s, seat, from)) refuse('noLeader', 'a land move starts from a province with your general or Caesar');
  if (moves.length === 0) refuse('badAction', 'nothing moves');
  let moving = units();
  const land = new Set(landReach(s, seat, from));
  const amph = new Set(amphibiousReach(s, seat, from));
  const aboard: Record<ProvinceId, number> = {};
  for (const m of moves) {
    if (!s.army[m.to] || !isValidUnits(m.units) || total(m.units) === 0) refuse('badAction', 'bad move');
    moving = add(moving, m.units);
    if (m.amphibious) {
      if (!amph.has(m.to)) refuse('unreachable', `no amphibious move to ${m.to}`, { province: m.to });
      aboard[m.to] = (aboard[m.to] ?? 0) + military(m.units);
    } else if (!land.has(m.to)) refuse('unreachable', `${m.to} cannot be reached overland`, { province: m.to });
  }
  if (!fits(moving, s.army[from][seat])) refuse('noTroops', 'you do not have those units there');
  for (const [to, n] of Object.entries(aboard)) {
    if (n > 4 * galleysBeside(s, seat, to)) refuse('tooManyAboard', 'at most four military units per galley', { province: to });
  }
}

export function doMove(s: C2State, seat: Seat, from: ProvinceId, moves: MoveSpec[]): void {
  for (const m of moves) {
    s.army[from][seat] = sub(s.army[from][seat], m.units);
    s.army[m.to][seat] = add(s.army[m.to][seat], m.units);
  }
}

/** A few whole-army moves worth offering (all, all but a garrison, a lone infantry) to each reachable province. */
export function moveChoices(s: C2State, seat: Seat, from: ProvinceId): { to: ProvinceId; units: Units; amphibious: boolean }[] {
  const here = s.army[from][seat];
  const out: MoveSpec[] = [];
  const packs: Units[] = [here];
  if (here.infantry > 0 && total(here) > 1) packs.push({ ...here, infantry: here.infantry - 1 });
  if (here.infantry > 0) packs.push(units({ infantry: 1 }));
  for (const to of landReach(s, seat, from)) for (const u of packs) out.push({ to, units: u, amphibious: false });
  for (const to of amphibiousReach(s, seat, from)) {
    const cap = 4 * galleysBeside(s, seat, to);
    for (const u of packs) {
      if (military(u) <= cap) out.push({ to, units: u, amphibious: true });
      else if (military(u) > 0) {
        // As much as the galleys carry, infantry last so a mixed force lands.
        const m = units({ general: u.general, caesar: u.caesar });
        let room = cap;
        for (const k of ['catapult', 'cavalry', 'infantry'] as const) { const n = Math.min(room, u[k]); m[k] = n; room -= n; }
        if (military(m) > 0) out.push({ to, units: m, amphibious: true });
      }
    }
  }
  return out;
}
