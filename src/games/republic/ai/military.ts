/**
 * The AI's military plan for the Senate: which active wars the Republic's
 * commanders can take on this turn, how many legions and fleets each needs
 * for fair odds, what must be raised first, and the deploy proposals that
 * carry the plan out. Wars are taken cheapest first: four active wars end
 * the game, so the count matters more than which war falls.
 */
import { activeFleets, activeLegions, fleetsNeeded, legionStrength, unitCost } from '../military';
import { eligibleCommanders } from '../phases/senate/proposals/forces';
import { presidingMagistrate } from '../phases/senate/core';
import { officeHolder, senatorsInRome } from '../senators';
import { activeWars, sameSet, warDef, warStrength } from '../wars';
import { affordableUnits, battleOdds, masterOfHorseMil } from './assess';
import { economyWarPlan } from './tuning';
import { dearUnits, raiseBudget, warPlan } from './war-plan';
import { primaryRebel } from '../civil-war';
import { rebelAtHome } from '../revolt-state';
import type { CardId, Proposal, RepublicState, Senator, WarInPlay } from '../types';

/** Odds the plan asks for before it sends an army. */
export const WANTED_ODDS = 0.6;
/** Below these odds an army is not sent (unless Rome is about to fall). */
export const MIN_ODDS = 0.25;

interface Need { war: CardId; naval: boolean; land: number; fleets: number }

function attacked(s: RepublicState, w: WarInPlay): boolean {
  return s.armies.some((a) => a.war === w.card && a.commander !== null);
}

/** Earlier wars of a matching set must be attacked before later ones (1.07.332). */
function inOrder(s: RepublicState, w: WarInPlay): boolean {
  const def = warDef(w.card);
  if (def.set === null) return true;
  return sameSet(s, w.card).every((o) => {
    const pos = warDef(o.card).setPos ?? 0;
    return pos >= (def.setPos ?? 0) || o.status !== 'active' || attacked(s, o);
  });
}

/** Commanders the Senate may send this turn, best soldier first (the Dictator, the Consuls). */
function commanders(s: RepublicState): Senator[] {
  return senatorsInRome(s)
    .filter((x) => x.office === 'dictator' || x.office === 'fieldConsul' || x.office === 'romeConsul')
    .sort((a, b) => b.mil + masterOfHorseMil(s, b) - (a.mil + masterOfHorseMil(s, a)));
}

/**
 * Odds worth asking for against a war: WANTED_ODDS, or a little under the best
 * any force can reach when the war's disaster and standoff numbers cap them.
 */
function targetOdds(s: RepublicState, w: WarInPlay, cmd: Senator): number {
  const naval = warStrength(s, w).naval > 0;
  const extra = masterOfHorseMil(s, cmd);
  const max = naval ? battleOdds(s, w.card, cmd, extra, 0, 25).victory : battleOdds(s, w.card, cmd, extra, 25, fleetsNeeded(s, w.card, 25)).victory;
  return Math.min(WANTED_ODDS, max * 0.85);
}

/** Units needed against a war for its target odds with this commander (26 when out of reach). */
function unitsFor(s: RepublicState, w: WarInPlay, cmd: Senator): Need {
  const st = warStrength(s, w);
  const naval = st.naval > 0;
  const extra = masterOfHorseMil(s, cmd);
  const target = targetOdds(s, w, cmd);
  let n = 1;
  if (target < MIN_ODDS) n = 26;
  for (; n <= 25; n++) {
    const o = naval ? battleOdds(s, w.card, cmd, extra, 0, n) : battleOdds(s, w.card, cmd, extra, n, fleetsNeeded(s, w.card, n));
    if (o.victory >= target) break;
  }
  if (n === 26 && target >= MIN_ODDS) {
    // Out of reach of the wanted odds: everything (25 units) when that still gives a battle worth fighting.
    const o = naval ? battleOdds(s, w.card, cmd, extra, 0, 25) : battleOdds(s, w.card, cmd, extra, 25, fleetsNeeded(s, w.card, 25));
    if (o.victory >= MIN_ODDS) n = 25;
  }
  return naval ? { war: w.card, naval, land: 0, fleets: n } : { war: w.card, naval, land: n, fleets: fleetsNeeded(s, w.card, n) };
}

function cost(s: RepublicState, w: WarInPlay, n: Need): number {
  return n.land + n.fleets - (warDef(w.card).set !== null ? 6 : 0);
}

export interface Plan { needs: Need[]; raiseLegions: number; raiseFleets: number }

/** The wars to fight this turn (one per commander, cheapest first) and what to raise for them. */
export function militaryPlan(s: RepublicState): Plan {
  if (economyWarPlan()) return economyPlan(s);
  const cmds = commanders(s);
  const wars = activeWars(s).filter((w) => !attacked(s, w) && inOrder(s, w));
  const needs: Need[] = [];
  const free = [...cmds];
  const costed = wars.map((w) => ({ w, need: free[0] ? unitsFor(s, w, free[0]) : null }))
    .filter((x) => x.need !== null)
    // Cheapest first, but a war of a matching set early: its partners would double it (1.07.332).
    .sort((a, b) => cost(s, a.w, a.need!) - cost(s, b.w, b.need!));
  for (const { need } of costed) {
    if (needs.length >= cmds.length) break;
    // Legions and fleets are 25 each (the previous version capped their sum at 25).
    if (need!.land > 25 || need!.fleets > 25) continue;
    needs.push(need!);
  }
  // Cover the wars in order (cheapest first); a war whose whole need does not fit the budget waits.
  let budget = s.turnFlags.noRecruitment ? 0 : affordableUnits(s);
  let land = legionStrength(activeLegions(s));
  let sea = activeFleets(s).length;
  let roomL = 25 - s.legions.filter((l) => l.at !== 'pool').length;
  let roomF = 25 - s.fleets.filter((f) => f.at !== 'pool').length;
  let raiseLegions = 0;
  let raiseFleets = 0;
  const covered: Need[] = [];
  for (const n of needs) {
    const dl = Math.max(0, n.land - land);
    const df = Math.max(0, n.fleets - sea);
    if (dl + df > budget || dl > roomL || df > roomF) continue;
    budget -= dl + df;
    roomL -= dl;
    roomF -= df;
    raiseLegions += dl;
    raiseFleets += df;
    land = land + dl - n.land;
    sea = sea + df - n.fleets;
    covered.push(n);
  }
  // 4.05's adequate force, not the full odds: the cheapest war whose whole need does not fit still gets
  // what the State can pay for when that gives fair odds (in a crisis, any odds worth a battle), since
  // wars left alone pile up until four end the game.
  const left = needs.find((n) => !covered.includes(n));
  const cmd = cmds[covered.length];
  if (left && cmd) {
    const df = Math.max(0, Math.min(left.fleets - sea, roomF, budget));
    const dl = Math.max(0, Math.min(left.land - land, roomL, budget - df));
    const fleets = sea + df;
    const odds = left.naval
      ? battleOdds(s, left.war, cmd, masterOfHorseMil(s, cmd), 0, fleets).victory
      : (fleets >= fleetsNeeded(s, left.war, 1) ? battleOdds(s, left.war, cmd, masterOfHorseMil(s, cmd), land + dl, fleets).victory : 0);
    const crisis = activeWars(s).length >= 3;
    if (odds >= (crisis ? MIN_ODDS : 0.4) && dl + df > 0) {
      raiseLegions += dl;
      raiseFleets += df;
    }
  }
  // In peace keep a standing army against the next war (4.05's peacetime force, smaller: upkeep is 2T a unit).
  const standing = { legions: 6, fleets: 2 };
  if (covered.length === needs.length && raiseLegions + raiseFleets === 0) {
    // Calm enough: build toward the biggest war still waiting (inactive or imminent) while the treasury keeps a
    // reserve, so that a war that turns active (and may be doubled by its match) meets a force at once.
    const next = prepare(s, budget, land, sea, roomL, roomF);
    raiseLegions += next.legions;
    raiseFleets += next.fleets;
  }
  if (activeWars(s).length === 0) {
    const dl = Math.max(0, Math.min(budget, roomL, standing.legions - land));
    raiseLegions += dl;
    raiseFleets += Math.max(0, Math.min(budget - dl, roomF, standing.fleets - sea));
  }
  return { needs: covered, raiseLegions, raiseFleets };
}

/**
 * The economy-aware plan (war-plan.ts) in the shape of the previous one; with
 * no attack to pay for, the same peacetime builds (a standing force, building
 * ahead toward the largest waiting war).
 */
function economyPlan(s: RepublicState): Plan {
  const rebel = primaryRebel(s);
  if (rebel && !rebelAtHome(s) && eligibleCommanders(s).length > 0) {
    // A Primary Rebel marching on Rome wins unless the Senate attacks him (1.11.36): every legion the State can pay
    // for (a bankrupt Rome would hand him the game as well, 1.12.2).
    const roomL = 25 - s.legions.filter((l) => l.at !== 'pool' && l.at !== 'disbanded').length;
    const legions = Math.max(0, Math.min(roomL, raiseBudget(s)));
    return { needs: [], raiseLegions: legions, raiseFleets: 0 };
  }
  const p = warPlan(s);
  const needs: Need[] = p.attacks.map((a) => ({ war: a.war, naval: a.legions === 0, land: a.legions, fleets: a.fleets }));
  if (p.raiseLegions + p.raiseFleets > 0 || activeWars(s).some((w) => !attacked(s, w))) return { needs, raiseLegions: p.raiseLegions, raiseFleets: p.raiseFleets };
  const budget = s.turnFlags.noRecruitment ? 0 : affordableUnits(s);
  const land = legionStrength(activeLegions(s));
  const sea = activeFleets(s).length;
  const roomL = 25 - s.legions.filter((l) => l.at !== 'pool').length;
  const roomF = 25 - s.fleets.filter((f) => f.at !== 'pool').length;
  const next = prepare(s, budget, land, sea, roomL, roomF);
  let raiseLegions = next.legions;
  let raiseFleets = next.fleets;
  if (activeWars(s).length === 0 && !dearUnits(s)) {
    const dl = Math.max(0, Math.min(budget - raiseLegions - raiseFleets, roomL, 6 - land - raiseLegions));
    raiseLegions += dl;
    raiseFleets += Math.max(0, Math.min(budget - raiseLegions - raiseFleets, roomF, 2 - sea - raiseFleets));
  }
  return { needs, raiseLegions, raiseFleets };
}

/** The raise proposal of the plan, if anything is to be raised. */
export function raiseProposal(s: RepublicState): Proposal | null {
  const p = militaryPlan(s);
  if (p.raiseLegions + p.raiseFleets <= 0) return null;
  return { kind: 'raise', legions: p.raiseLegions, fleets: p.raiseFleets } as Proposal;
}

/**
 * Deploy proposals for the plan with the forces in hand: the smallest force
 * reaching WANTED_ODDS, or everything if less (but at least MIN_ODDS), per
 * eligible commander and war.
 */
export function deployProposals(s: RepublicState): Proposal[] {
  if (economyWarPlan()) {
    // The plan's attacks whose commander the Senate may send now, with the units in hand.
    const eligible = new Set(eligibleCommanders(s).map((c) => c.id));
    const L = activeLegions(s).length;
    const F = activeFleets(s).length;
    return warPlan(s).attacks.filter((a) => eligible.has(a.commander) && a.legions <= L && a.fleets <= F)
      .map((a) => ({ kind: 'deploy', commander: a.commander, war: a.war, legions: a.legions, fleets: a.fleets }) as Proposal);
  }
  const out: Proposal[] = [];
  const legions = activeLegions(s);
  const F = activeFleets(s).length;
  const wars = activeWars(s).filter((w) => !attacked(s, w) && inOrder(s, w));
  for (const c of eligibleCommanders(s)) {
    const extra = masterOfHorseMil(s, c);
    for (const w of wars) {
      const st = warStrength(s, w);
      const target = targetOdds(s, w, c);
      let pick: { l: number; f: number; odds: number } | null = null;
      if (st.naval > 0) {
        for (let f = 1; f <= F; f++) {
          const odds = battleOdds(s, w.card, c, extra, 0, f).victory;
          pick = { l: 0, f, odds };
          if (odds >= target) break;
        }
      } else {
        for (let l = 1; l <= legions.length; l++) {
          const f = fleetsNeeded(s, w.card, l);
          if (f > F) break;
          const odds = battleOdds(s, w.card, c, extra, legionStrength(legions.slice(0, l)), f).victory;
          pick = { l, f, odds };
          if (odds >= target) break;
        }
      }
      if (pick && pick.odds >= MIN_ODDS) out.push({ kind: 'deploy', commander: c.id, war: w.card, legions: pick.l, fleets: pick.f } as Proposal);
    }
  }
  return out;
}

/**
 * Units to build now toward the largest waiting war (inactive or imminent):
 * its naval strength in fleets if it has one, else its land strength in
 * legions with its fleet support, as far as the budget goes and only while
 * the treasury stays above a reserve of 60T.
 */
function prepare(s: RepublicState, budget: number, land: number, sea: number, roomL: number, roomF: number): { legions: number; fleets: number } {
  const waiting = s.forum.wars.filter((w) => w.status !== 'active')
    .map((w) => ({ w, st: warStrength(s, w) }))
    .sort((a, b) => b.st.land + b.st.naval - (a.st.land + a.st.naval))[0];
  if (!waiting) return { legions: 0, fleets: 0 };
  // Thrift: building ahead at Manpower Shortage prices buys half the army a calm turn later would.
  if (dearUnits(s)) return { legions: 0, fleets: 0 };
  const spare = Math.max(0, Math.min(budget, Math.floor((s.treasury - 60) / unitCost(s))));
  const wantF = waiting.st.naval > 0 ? waiting.st.naval : waiting.st.fleetSupport;
  const wantL = waiting.st.naval > 0 ? 0 : waiting.st.land;
  const fleets = Math.max(0, Math.min(spare, roomF, wantF - sea));
  const legions = Math.max(0, Math.min(spare - fleets, roomL, wantL - land));
  return { legions, fleets };
}

/**
 * Deploy proposals in the order a Presiding Magistrate should table them
 * (1.09.642: sending the Presiding Magistrate away ends the Senate): the
 * others' first; the Field and Rome Consuls together in one proposal (each
 * against his own war, forces that fit together) when the Rome Consul
 * presides; the Presiding Magistrate alone last.
 */
export function orderedDeploys(s: RepublicState, singles: Proposal[]): Proposal[] {
  const pm = s.senate ? presidingMagistrate(s) : null;
  type D = { kind: 'deploy'; commander: string; war: string; legions: number; fleets: number };
  const ds = singles as unknown as D[];
  const field = officeHolder(s, 'fieldConsul');
  const rome = officeHolder(s, 'romeConsul');
  const packages: Proposal[] = [];
  if (pm && rome && field && pm.id === rome.id && field.where.kind === 'rome' && rome.where.kind === 'rome') {
    const L = activeLegions(s).length;
    const F = activeFleets(s).length;
    const mine = ds.filter((d) => d.commander === field.id);
    // The Rome Consul's own options: what deployProposals would offer him once the Field Consul is gone.
    const theirs = economyWarPlan()
      ? warPlan(s).attacks.filter((a) => a.commander === rome.id)
      : romeConsulOptions(s, rome);
    for (const a of mine) {
      for (const b of theirs) {
        if (a.war === b.war || a.legions + b.legions > L || a.fleets + b.fleets > F) continue;
        packages.push({ ...a, second: { commander: rome.id, war: b.war, legions: b.legions, fleets: b.fleets } } as unknown as Proposal);
      }
    }
  }
  const others = ds.filter((d) => !pm || d.commander !== pm.id) as unknown as Proposal[];
  const last = ds.filter((d) => pm && d.commander === pm.id) as unknown as Proposal[];
  return [...packages, ...others, ...last];
}

/** The Rome Consul's deploys against each war as if the Field Consul had gone (his units not yet taken). */
function romeConsulOptions(s: RepublicState, rome: Senator): { war: string; legions: number; fleets: number }[] {
  const c = structuredClone(s);
  const field = officeHolder(c, 'fieldConsul');
  if (field) field.where = { kind: 'army', army: -1 };
  return (deployProposals(c) as unknown as { commander: string; war: string; legions: number; fleets: number }[])
    .filter((d) => d.commander === rome.id);
}
