/**
 * Disbanding (1.09.63 "eliminate"): the legions and fleets in the Active
 * Forces that no war in sight needs, which the AI's Presiding Magistrate
 * proposes to eliminate so that the State stops paying 2T a turn for each.
 *
 * What is kept: the units the war plan sends this turn; for every war in the
 * Forum not yet under attack, and every unplayed war likely to come before
 * the deck runs out (war-outlook.ts), a force to meet it (its naval strength
 * in fleets while a naval battle comes first, else its fleet support; its
 * land strength in legions, doubled when an unplayed partner is likely);
 * a peacetime force of 6 legions and 2 fleets. Nothing is disbanded in a turn
 * the plan raises (units cannot be raised after an elimination, 1.09.63),
 * nor when the deck is about to run out (the saving would be one turn's
 * upkeep). When next turn's bills would bankrupt the State (Rome falls,
 * 1.12.2), everything the plan does not send this turn may go, fleets first.
 */
import { K } from '../data';
import { activeFleets, activeLegions } from '../military';
import { activeWars, warDef, warStrength } from '../wars';
import { stateBills } from './assess';
import { forcePlan } from './tuning';
import { doubledStrength, matchThreat, turnsLeft, unplayedWars } from './war-outlook';
import { warPlan } from './war-plan';
import type { Proposal, RepublicState } from '../types';

/** Peacetime force never disbanded. */
const STANDING = { legions: 6, fleets: 2 };
/** Chance of an unplayed war arriving before the deck runs out above which its force is kept. */
const LIKELY = 0.3;

export interface Surplus { legions: number; fleets: number; bankrupt: boolean }

/** The force kept against the wars in sight (see above). */
export function forceKept(s: RepublicState): { legions: number; fleets: number } {
  let legions = STANDING.legions;
  let fleets = STANDING.fleets;
  const left = turnsLeft(s);
  for (const w of s.forum.wars) {
    if (s.armies.some((a) => a.war === w.card && a.commander !== null)) continue;
    let st = warStrength(s, w);
    if (matchThreat(s, w, left) >= 0.5) st = { ...st, ...doubledStrength(s, w, st) };
    const naval = st.naval > 0;
    fleets = Math.max(fleets, naval ? st.naval + 2 : st.fleetSupport);
    legions = Math.max(legions, st.land + 2);
  }
  for (const u of unplayedWars(s)) {
    const p = u.inDeck * Math.min(1, (left * (K('initiatives') * 5) / 6) / Math.max(1, s.deck.length));
    if (p < LIKELY) continue;
    const def = warDef(u.card);
    fleets = Math.max(fleets, def.naval > 0 ? def.naval + 2 : def.fleetSupport);
    legions = Math.max(legions, def.land + 2);
  }
  return { legions: Math.min(25, legions), fleets: Math.min(25, fleets) };
}

/** Units in the Active Forces worth eliminating now (none under the previous force plan). */
export function surplus(s: RepublicState): Surplus {
  const none: Surplus = { legions: 0, fleets: 0, bankrupt: false };
  if (!forcePlan() || s.turnFlags.notes.includes('raised')) return none;
  const plan = warPlan(s);
  if (plan.raiseLegions + plan.raiseFleets > 0) return none;
  const usedL = plan.attacks.reduce((n, a) => n + a.legions, 0);
  const usedF = plan.attacks.reduce((n, a) => n + a.fleets, 0);
  const L = activeLegions(s).length;
  const F = activeFleets(s).length;
  const spareL = Math.max(0, L - usedL);
  const spareF = Math.max(0, F - usedF);
  // Next turn's revenue against its bills, the active wars still there (a new war would add 20T more).
  const short = stateBills(s) + K('warUpkeep') - s.treasury - K('annualRevenue');
  if (short > 0) {
    let units = Math.ceil(short / K('unitUpkeep'));
    const fleets = Math.min(spareF, units);
    units -= fleets;
    return { legions: Math.min(spareL, units), fleets, bankrupt: true };
  }
  if (turnsLeft(s) <= 1 || activeWars(s).length >= 3) return none;
  const keep = forceKept(s);
  return { legions: Math.max(0, spareL - keep.legions), fleets: Math.max(0, spareF - keep.fleets), bankrupt: false };
}

/** The elimination proposal for the surplus, if any. */
export function eliminateProposal(s: RepublicState): Proposal | null {
  const x = surplus(s);
  if (x.legions + x.fleets <= 0) return null;
  return { kind: 'eliminate', legions: x.legions, fleets: x.fleets } as Proposal;
}

/**
 * Worth of an elimination to everyone (Rome's purse): the upkeep it saves
 * over the turns left when it takes only surplus units, a loss otherwise.
 */
export function eliminateValue(s: RepublicState, p: { legions: number; fleets: number }): number {
  const x = surplus(s);
  if (p.legions > x.legions || p.fleets > x.fleets || p.legions + p.fleets <= 0) return -3;
  if (x.bankrupt) return 6;
  return Math.min(3, ((p.legions + p.fleets) * K('unitUpkeep') * Math.min(turnsLeft(s), 4)) / 20);
}
