/**
 * The Neutrals' military plan (4.05 step 2), used when a Neutral presides:
 *
 * - Crisis (3+ active wars, a war stronger than 15, or a rebel), the first plan
 *   the forces and builds allow: with 4+ active wars, attack as few as bring
 *   them down to 3 with all strength; attack the rebel with all strength;
 *   attack 3 active wars with adequate force; 2 active wars; the weakest active
 *   war with all strength.
 * - Otherwise: 2 active wars with adequate force; a dangerous war (matching
 *   cards still to come); an active war; an inactive war (ruling: an inactive
 *   war cannot be attacked in our engine, so this plan raises its force and
 *   waits).
 * - Adequate force: legions equal to the war's land strength, or fleets equal
 *   to its naval strength when a naval battle comes first, ignoring commander
 *   MIL and veterans; only the minimum fleet support with legions; each force
 *   then takes half (round down, at most 15) of the spare units left.
 *   "All strength" is every unit, at most the war's strength + 15.
 * - Among the wars, the largest (or most dangerous) first; the best soldier
 *   commands against the largest.
 * - Builds: what the chosen plan needs if the State can pay (affordableBuilds);
 *   none under Manpower Shortage outside a crisis. With no
 *   war, keep 10 legions and 5 fleets (ruling: extra units are not disbanded).
 */
import { activeFleets, activeLegions, legionStrength, unitCost } from '../military';
import { battleOdds, masterOfHorseMil } from '../ai/assess';
import { MIN_ODDS } from '../ai/military';
import { K } from '../data';
import { eligibleCommanders } from '../phases/senate/proposals/forces';
import { presidingMagistrate } from '../phases/senate/core';
import { officeHolder } from '../senators';
import { activeWars, sameSet, warDef, warStrength } from '../wars';
import { AI_TUNING, forcePlan } from '../ai/tuning';
import { unplayedWars } from '../ai/war-outlook';
import type { CardId, Proposal, RepublicState, Senator, WarInPlay } from '../types';

export interface Attack { war: CardId; legions: number; fleets: number; allOut: boolean }
export interface NeutralPlan { crisis: boolean; attacks: Attack[]; raiseLegions: number; raiseFleets: number }

const attacked = (s: RepublicState, w: WarInPlay) => s.armies.some((a) => a.war === w.card && a.commander !== null);

/** Earlier wars of a matching set are attacked first (1.07.332). */
function inOrder(s: RepublicState, w: WarInPlay): boolean {
  const pos = warDef(w.card).setPos ?? 0;
  if (warDef(w.card).set === null) return true;
  return sameSet(s, w.card).every((o) => (warDef(o.card).setPos ?? 0) >= pos || o.status !== 'active' || attacked(s, o));
}

export function hasRebel(s: RepublicState): boolean {
  return Object.values(s.senators).some((x) => x.rebel === 'primary');
}

export function isCrisis(s: RepublicState): boolean {
  const wars = activeWars(s);
  return wars.length >= 3 || wars.some((w) => { const st = warStrength(s, w); return st.land > 15 || st.naval > 15; }) || hasRebel(s);
}

/**
 * A war with matching cards still to come: 4.05's "dangerous" war. Read from
 * public knowledge (ai/war-outlook.ts: the deck's own wars not yet seen), not
 * from the deck's contents: the Neutral's choice is public, and reading the
 * deck would tell the table whether a Middle Republic war was among the cards
 * mixed in before Era Ends. The previous force plan (a tuning baseline) read the deck.
 */
export function dangerous(s: RepublicState, w: WarInPlay): boolean {
  const set = warDef(w.card).set;
  if (set === null) return false;
  if (forcePlan()) return unplayedWars(s).some((u) => u.inDeck >= 1 && warDef(u.card).set === set);
  return s.deck.some((c) => c.startsWith('war:') && (() => { try { return warDef(c).set === set; } catch { return false; } })());
}

/** The adequate force against a war (units equal to its strength, the naval battle first). */
function adequate(s: RepublicState, w: WarInPlay): { legions: number; fleets: number } {
  const st = warStrength(s, w);
  if (st.naval > 0) return { legions: 0, fleets: st.naval };
  return { legions: st.land, fleets: st.fleetSupport };
}

/** Size of a war for "the largest first": its adequate force, matching danger breaking ties. */
function size(s: RepublicState, w: WarInPlay): number {
  const a = adequate(s, w);
  return (a.legions + a.fleets) * 2 + (dangerous(s, w) ? 1 : 0);
}

/**
 * Units the State can pay to raise now (ruling: "affordable" keeps a 30T
 * reserve and whatever part of next turn's upkeep, 2T a unit and 20T an
 * active war with one more war counted, 70T of next turn's revenue would not
 * cover: bankruptcy ends the game as surely as four wars).
 */
export function affordableBuilds(s: RepublicState): number {
  const units = s.legions.filter((l) => l.at !== 'pool').length + s.fleets.filter((f) => f.at !== 'pool').length;
  const upkeep = units * K('unitUpkeep') + (activeWars(s).length + 1) * K('warUpkeep');
  // In a crisis a fourth war ends the game as surely as bankruptcy: no 30T margin then.
  const margin = !AI_TUNING.baseline && isCrisis(s) ? 0 : 30;
  const reserve = margin + Math.max(0, upkeep - 0.7 * K('annualRevenue'));
  return Math.max(0, Math.floor((s.treasury - reserve) / (unitCost(s) + K('unitUpkeep'))));
}

function manpowerShortage(s: RepublicState): boolean {
  return s.forum.events.some((e) => e.id === 'event:manpower-shortage');
}

interface Pool { legions: number; fleets: number; roomL: number; roomF: number; budget: number; odds: (war: CardId, legions: number, fleets: number) => number }

function pool(s: RepublicState, crisis: boolean): Pool {
  const noBuild = s.turnFlags.noRecruitment || (manpowerShortage(s) && !crisis);
  return {
    legions: activeLegions(s).length,
    fleets: activeFleets(s).length,
    roomL: 25 - s.legions.filter((l) => l.at !== 'pool').length,
    roomF: 25 - s.fleets.filter((f) => f.at !== 'pool').length,
    budget: noBuild ? 0 : affordableBuilds(s),
    odds: (war, legions, fleets) => bestOdds(s, war, legions, fleets),
  };
}

/** Victory odds of a force against a war under the best soldier the Senate can send this turn (the Rome Consul too). */
function bestOdds(s: RepublicState, war: CardId, legions: number, fleets: number): number {
  if (war === 'rebel') return 1;
  // Legions still to be raised count as plain legions.
  const active = activeLegions(s);
  const strength = legionStrength(active.slice(0, legions)) + Math.max(0, legions - active.length);
  let hi = 0;
  const cmds = Object.values(s.senators).filter((x) => x.where.kind === 'rome' && (x.office === 'dictator' || x.office === 'fieldConsul' || x.office === 'romeConsul'));
  for (const c of cmds) hi = Math.max(hi, battleOdds(s, war, c, masterOfHorseMil(s, c), strength, fleets).victory);
  return hi;
}

interface Want { war: CardId; legions: number; fleets: number; allOut: boolean }

/**
 * Tries a plan (forces wanted per war): the attacks with their spare shares
 * and the builds, or null if the units and builds cannot cover it. With
 * `loose` (the last crisis plan) the war gets whatever there is.
 */
function fit(p: Pool, wants: Want[], commanders: number, crisis: boolean, loose = false): NeutralPlan | null {
  if (wants.length === 0 || wants.length > commanders) return null;
  const needL = wants.reduce((n, w) => n + w.legions, 0);
  const needF = wants.reduce((n, w) => n + w.fleets, 0);
  let dl = Math.max(0, Math.min(needL - p.legions, p.roomL));
  let df = Math.max(0, Math.min(needF - p.fleets, p.roomF));
  if (dl + df > p.budget) {
    if (!loose) return null;
    df = Math.min(df, p.budget);
    dl = Math.min(dl, p.budget - df);
  }
  if (!loose && (p.legions + dl < needL || p.fleets + df < needF)) return null;
  let spareL = Math.max(0, p.legions + dl - needL);
  let spareF = Math.max(0, p.fleets + df - needF);
  const attacks: Attack[] = [];
  for (const w of wants) {
    const naval = w.legions === 0;
    // All strength: every spare unit, at most the war's strength + 15; adequate force: half the spare, at most 15.
    const share = (spare: number) => Math.min(15, w.allOut ? spare : Math.floor(spare / 2));
    const extraL = naval ? 0 : share(spareL);
    const extraF = naval ? share(spareF) : 0;
    spareL -= extraL;
    spareF -= extraF;
    const legions = Math.min(w.legions + extraL, p.legions + dl);
    const fleets = Math.min(w.fleets + extraF, p.fleets + df);
    if (legions + fleets === 0) return null;
    // Ruling "4.05 hopeless attacks": a plan whose force cannot reach fair odds (MIN_ODDS) even under the best
    // commander is not one the forces allow; the next plan, or the Dominant Player's builds, decide.
    if (!AI_TUNING.baseline && p.odds(w.war, legions, fleets) < MIN_ODDS) return null;
    attacks.push({ war: w.war, legions, fleets, allOut: w.allOut });
  }
  return { crisis, attacks, raiseLegions: dl, raiseFleets: df };
}

/** Commanders the Senate can still send: the Dictator and the Consuls in Rome. */
function commanderCount(s: RepublicState): number {
  return s.senators ? Object.values(s.senators).filter((x) => x.where.kind === 'rome' && (x.office === 'dictator' || x.office === 'fieldConsul' || x.office === 'romeConsul')).length : 0;
}

/** 4.05 step 2: the plan a Neutral Presiding Magistrate follows this turn. */
export function neutralPlan(s: RepublicState): NeutralPlan {
  const crisis = isCrisis(s);
  const p = pool(s, crisis);
  const cmds = commanderCount(s);
  const all = activeWars(s);
  const open = all.filter((w) => !attacked(s, w) && inOrder(s, w)).sort((a, b) => size(s, b) - size(s, a) || a.card.localeCompare(b.card));
  const want = (w: WarInPlay, allOut = false) => ({ war: w.card, ...adequate(s, w), allOut });
  const plans: (() => NeutralPlan | null)[] = [];
  if (crisis) {
    if (all.length >= 4) {
      // As few wars as bring the active ones down to 3, the weakest first (they are the likeliest wins).
      const k = all.length - 3;
      plans.push(() => fit(p, [...open].reverse().slice(0, k).map((w) => want(w, true)), cmds, crisis));
    }
    if (hasRebel(s) && !s.armies.some((a) => a.war === 'rebel' && a.commander !== null)) {
      const rebels = s.legions.filter((l) => l.at === 'rebel').length;
      plans.push(() => fit(p, [{ war: 'rebel', legions: Math.max(1, rebels), fleets: 0, allOut: true }], cmds, crisis, true));
    }
    plans.push(() => fit(p, open.slice(0, 3).map((w) => want(w)), cmds, crisis));
    plans.push(() => fit(p, open.slice(0, 2).map((w) => want(w)), cmds, crisis));
    plans.push(() => (open.length > 0 ? fit(p, [want(open[open.length - 1], true)], cmds, crisis, true) : null));
  } else {
    plans.push(() => (open.length >= 2 ? fit(p, open.slice(0, 2).map((w) => want(w)), cmds, crisis) : null));
    plans.push(() => { const d = open.find((w) => dangerous(s, w)); return d ? fit(p, [want(d)], cmds, crisis) : null; });
    plans.push(() => (open.length > 0 ? fit(p, [want(open[0])], cmds, crisis) : null));
    plans.push(() => {
      // An inactive war (ruling "4.05 inactive war"): attacked with its adequate force when the State has it or can
      // build it now (1.09.64 lets the Senate attack an inactive war; the attack activates it), so that it falls
      // before a matching war doubles it; otherwise its force is raised and waits.
      const waiting = [...s.forum.wars].filter((x) => x.status !== 'active' && !x.waiting && !attacked(s, x))
        .sort((a, b) => size(s, b) - size(s, a) || a.card.localeCompare(b.card));
      const w = waiting[0];
      if (!w) return null;
      if (!AI_TUNING.baseline) {
        const attack = fit(p, [want(w)], cmds, crisis);
        if (attack) return attack;
      }
      const a = adequate(s, w);
      const dl = Math.max(0, Math.min(p.roomL, a.legions - p.legions));
      const df = Math.max(0, Math.min(p.roomF, a.fleets - p.fleets));
      return dl + df > 0 && dl + df <= p.budget ? { crisis, attacks: [], raiseLegions: dl, raiseFleets: df } : null;
    });
  }
  for (const plan of plans) {
    const r = plan();
    if (r) return r;
  }
  if (all.length === 0) {
    // Peace: keep 10 legions and 5 fleets.
    const dl = Math.max(0, Math.min(p.roomL, 10 - p.legions, p.budget));
    const df = Math.max(0, Math.min(p.roomF, 5 - p.fleets, p.budget - dl));
    return { crisis, attacks: [], raiseLegions: dl, raiseFleets: df };
  }
  return { crisis, attacks: [], raiseLegions: 0, raiseFleets: 0 };
}

/** The raise proposal of the plan, if it builds anything. */
export function neutralRaise(s: RepublicState): Proposal | null {
  const plan = neutralPlan(s);
  if (plan.raiseLegions + plan.raiseFleets <= 0) return null;
  return { kind: 'raise', legions: plan.raiseLegions, fleets: plan.raiseFleets } as Proposal;
}

/**
 * Deploy proposals carrying out the plan with the units in hand: the best
 * soldier against the largest war, the Presiding Magistrate last (sending
 * him ends the Senate, 1.09.642), or with the Field Consul in one proposal
 * when he is the Rome Consul and the plan has a second war. Forces are cut to
 * what is there.
 */
export function neutralDeploys(s: RepublicState): Proposal[] {
  const plan = neutralPlan(s);
  const pm = s.senate ? presidingMagistrate(s) : null;
  const isPm = (x: Senator) => !!pm && pm.id === x.id;
  const cmds = [...eligibleCommanders(s)].sort((a: Senator, b: Senator) => Number(isPm(a)) - Number(isPm(b)) || b.mil - a.mil || a.id.localeCompare(b.id));
  const L = activeLegions(s).length;
  const F = activeFleets(s).length;
  const out: Proposal[] = [];
  const [a, b] = plan.attacks;
  const c = cmds[0];
  if (!a || !c) return out;
  const legions = Math.min(a.legions, L);
  const fleets = Math.min(a.fleets, F);
  if (legions + fleets === 0) return out;
  const first = { kind: 'deploy', commander: c.id, war: a.war, legions, fleets };
  const rome = officeHolder(s, 'romeConsul');
  if (b && rome && pm && pm.id === rome.id && c.office === 'fieldConsul' && rome.where.kind === 'rome') {
    const l2 = Math.min(b.legions, L - legions);
    const f2 = Math.min(b.fleets, F - fleets);
    if (l2 + f2 > 0) out.push({ ...first, second: { commander: rome.id, war: b.war, legions: l2, fleets: f2 } } as Proposal);
  }
  out.push(first as Proposal);
  return out;
}

export { adequate as adequateForce };
