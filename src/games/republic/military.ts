/**
 * Legions, fleets and armies: where units are, raising costs, army strength,
 * commanders (Master of Horse, Pompey's rolled MIL), sending an army to a war
 * and recalling it (1.09.63-1.09.647, 1.10.11).
 */
import { cleopatraMil } from './cards/cleopatra';
import type { Ctx } from './ctx';
import { emit, rollExpr } from './ctx';
import { K, STATESMEN } from './data';
import { eventCount } from './events/registry';
import type { Army, CardId, Fleet, Legion, RepublicState, Senator, SenatorId } from './types';
import { activateWar, findWar, warDef, warStrength } from './wars';

export function armyPlace(id: number): `army:${number}` {
  return `army:${id}`;
}

export function legionsAt(s: RepublicState, at: string): Legion[] {
  return s.legions.filter((l) => l.at === at);
}

export function fleetsAt(s: RepublicState, at: string): Fleet[] {
  return s.fleets.filter((f) => f.at === at);
}

/** A unit lost or eliminated goes back to the force pool; a legion leaves it plain, with no allegiance (1.10.5). */
export function toPool(u: Legion | Fleet): void {
  u.at = 'pool';
  if ('veteran' in u) {
    u.veteran = false;
    u.allegiance = null;
  }
}

export function army(s: RepublicState, id: number): Army | undefined {
  return s.armies.find((a) => a.id === id);
}

export function armyOfCommander(s: RepublicState, id: SenatorId): Army | undefined {
  return s.armies.find((a) => a.commander === id);
}

/** Raising one unit: 10T, +10T per Manpower Shortage effect in play (1.09.63, event). */
export function unitCost(s: RepublicState): number {
  return K('unitCost') + K('manpowerShortageExtra') * eventCount(s, 'event:manpower-shortage');
}

/** Land strength of an army's legions: veterans count double (1.10.11). */
export function legionStrength(ls: Legion[]): number {
  return ls.reduce((n, l) => n + (l.veteran ? 2 : 1), 0);
}

/** A commander's MIL for minimum force and the Dictator test: Pompey counts 2 (1.13.3). */
export function nominalMil(x: Senator): number {
  return x.mil;
}

/** A commander's MIL for a battle: Pompey rolls his (rolledMilitary). */
export function battleMil(ctx: Ctx, x: Senator): number {
  const expr = x.statesman ? STATESMEN.get(x.statesman)!.abilities.rolledMilitary : undefined;
  const extra = cleopatraMil(ctx.s, x.id);
  if (!expr) return x.mil + extra;
  const r = rollExpr(ctx, expr);
  emit(ctx, 'rolledMilitary', { senator: x.id, dice: r.dice, mil: r.total });
  return r.total + extra;
}

/**
 * Strength of a would-be force against a war for the minimum-force rule
 * (1.09.643): units (veterans double) + commander MIL capped at the units,
 * compared with the war's land strength (or naval strength at sea).
 */
export function forceMeetsWar(s: RepublicState, war: CardId, mil: number, legions: Legion[], fleets: number): boolean {
  const w = findWar(s, war);
  if (!w) return false;
  const str = warStrength(s, w);
  if (str.naval > 0) return fleets + Math.min(mil, fleets) >= str.naval;
  const land = legionStrength(legions);
  return land + Math.min(mil, land) >= str.land;
}

/** Fleets needed with the army: the war's fleet support for land battles, 1+ for a naval battle (1.09.64). */
export function fleetsNeeded(s: RepublicState, war: CardId, legions: number): number {
  const w = findWar(s, war);
  if (!w) return 0;
  const def = warDef(war);
  const naval = def.naval > 0 && !w.navalVictory;
  return Math.max(legions > 0 ? def.fleetSupport : 0, naval ? 1 : 0);
}

/** Sends a commander (with his Master of Horse if Dictator) and units to a war (1.09.641). */
export function deployArmy(ctx: Ctx, commander: SenatorId, war: CardId, legionIds: number[], fleetIds: number[]): Army {
  const s = ctx.s;
  const x = s.senators[commander];
  const a: Army = {
    id: s.nextArmy++, commander, masterOfHorse: null, war, seq: s.nextSeq++, deployedTurn: s.turn, reinforcedTurn: null, proconsul: false,
  };
  s.armies.push(a);
  x.where = { kind: 'army', army: a.id };
  if (x.office === 'dictator') {
    const moh = Object.values(s.senators).find((y) => y.office === 'masterOfHorse' && y.where.kind === 'rome');
    if (moh) {
      a.masterOfHorse = moh.id;
      moh.where = { kind: 'army', army: a.id };
    }
  }
  for (const l of s.legions) if (legionIds.includes(l.id)) l.at = armyPlace(a.id);
  for (const f of s.fleets) if (fleetIds.includes(f.id)) f.at = armyPlace(a.id);
  // Forces without a commander already on the war join him (1.09.641).
  for (const other of s.armies.filter((o) => o.war === war && o.commander === null && o.id !== a.id)) {
    for (const l of legionsAt(s, armyPlace(other.id))) l.at = armyPlace(a.id);
    for (const f of fleetsAt(s, armyPlace(other.id))) f.at = armyPlace(a.id);
    // A Master of Horse left there without his Dictator serves nobody in the new army: he goes home.
    const moh = other.masterOfHorse ? s.senators[other.masterOfHorse] : undefined;
    if (moh && moh.where.kind === 'army' && moh.where.army === other.id) moh.where = { kind: 'rome' };
    s.armies.splice(s.armies.indexOf(other), 1);
  }
  const w = findWar(s, war);
  // Attacking an inactive or imminent war activates it at once (1.07.331, 1.07.3321).
  if (w && w.status !== 'active') activateWar(ctx, w, 'attacked');
  emit(ctx, 'deployed', { army: a.id, commander, war, legions: legionIds.length, fleets: fleetIds.length });
  return a;
}

/** An army comes home: its commander and Master of Horse to Rome, its units to the Active Forces (1.09.644). */
export function recallArmy(ctx: Ctx, id: number, why: string): void {
  const s = ctx.s;
  const a = army(s, id);
  if (!a) return;
  for (const l of legionsAt(s, armyPlace(id))) l.at = 'active';
  for (const f of fleetsAt(s, armyPlace(id))) f.at = 'active';
  for (const sid of [a.commander, a.masterOfHorse]) {
    const x = sid ? s.senators[sid] : undefined;
    if (x && x.where.kind === 'army' && x.where.army === id) x.where = { kind: 'rome' };
  }
  s.armies.splice(s.armies.indexOf(a), 1);
  emit(ctx, 'recalled', { army: id, commander: a.commander, why });
}

/** Units in the Active Forces boxes, ready to be sent. */
export function activeLegions(s: RepublicState): Legion[] {
  return legionsAt(s, 'active');
}

export function activeFleets(s: RepublicState): Fleet[] {
  return fleetsAt(s, 'active');
}

/** Legions chosen for a deployment of `n`: plain legions first, then veterans loyal to the commander, then the rest. */
export function pickLegions(s: RepublicState, n: number, commander: SenatorId): number[] {
  const av = activeLegions(s);
  const order = [
    ...av.filter((l) => !l.veteran),
    ...av.filter((l) => l.veteran && l.allegiance === commander),
    ...av.filter((l) => l.veteran && l.allegiance !== commander),
  ];
  return order.slice(0, n).map((l) => l.id);
}

export function pickFleets(s: RepublicState, n: number): number[] {
  return activeFleets(s).slice(0, n).map((f) => f.id);
}
