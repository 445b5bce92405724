/**
 * Rescue contributions (AI_TUNING.rescue): the factions' own money given to
 * the State in the Revenue Phase when the wars in sight ask for more units
 * than the State can raise (1.06.52: a senator's contribution, which also
 * buys influence).
 *
 * Why: in AI-only five-seat games the factions hold 60-90T between their
 * treasuries and their senators (bench/republic-ai-money.ts), about as much as
 * the State at the Senate of a falling turn, and spend more of it on
 * persuasion bribes (about 16T a turn) than on contributions (4T a turn),
 * while every "spend more of the treasury" switch only moved the State's
 * money from one turn to another. A contribution is new money for the
 * Senate, and Rome's fall loses the game for every faction.
 *
 * Everything here is public: the wars in the Forum and their strength, the
 * units in Rome, the State's treasury and bills, the deck's size and the
 * wars already seen, and the senator's own talents.
 */
import { K } from '../data';
import { activeFleets, activeLegions, legionStrength, unitCost } from '../military';
import { warStrength } from '../wars';
import { stateBills } from './assess';
import { expectedNewWars, raiseBudget } from './war-plan';
import type { RepublicState, WarInPlay } from '../types';

/** Talents a senator keeps when he gives to the State (games against unrest, a bid). */
export const RESCUE_PURSE = 6;

/** Units a war the next Forum Phase draws asks for, at its expected chance (Early wars: land 5-15, fleets). */
const NEW_WAR_UNITS = 10;

/** Units above a war's strength the plan asks for a fair attack (with a commander's MIL, 60-70 %). */
const OVER = 2;

/** Active and imminent wars no army in the field is fighting: the Senate has to send an army to each. */
function warsToFight(s: RepublicState): WarInPlay[] {
  return s.forum.wars.filter((w) => (w.status === 'active' || w.status === 'imminent')
    && !s.armies.some((a) => a.war === w.card && a.commander !== null));
}

/**
 * Units an attack on each war in sight asks for: its naval strength + 2 in
 * fleets while a naval battle comes first, else its land strength + 2 in
 * legions and its fleet support; one army at most (25 units of each kind).
 * A war the next Forum Phase may draw counts at its chance.
 */
export function unitsWanted(s: RepublicState): number {
  let n = 0;
  for (const w of warsToFight(s)) {
    const st = warStrength(s, w);
    n += st.naval > 0 ? Math.min(25, st.naval + OVER) : Math.min(25, st.land + OVER) + Math.min(25, st.fleetSupport);
  }
  return n + expectedNewWars(s) * NEW_WAR_UNITS;
}

/**
 * Talents the State lacks for the wars in sight: the units wanted beyond those
 * in Rome and those the Senate may raise after the Revenue Phase's debits
 * (raiseBudget keeps next turn's bills paid), at their price and upkeep.
 */
export function rescueShortfall(s: RepublicState): number {
  const inHand = legionStrength(activeLegions(s)) + activeFleets(s).length;
  // In the Revenue Phase the debits are still to pay (contributions come before them); later they are paid.
  const afterDebits = s.phase === 'revenue' ? { ...s, treasury: Math.max(0, s.treasury - stateBills(s)) } : s;
  const lacking = unitsWanted(s) - inHand - raiseBudget(afterDebits);
  return lacking > 0 ? Math.ceil(lacking) * (unitCost(s) + K('unitUpkeep')) : 0;
}

/** The contribution sizes the rules list (1.06.52: 10T +1 INF, 25T +3, 50T +7). */
const SIZES = [50, 25, 10];

/**
 * The rescue gift, if the State is short: the richest free senator's largest
 * listed contribution that leaves him his purse and does not exceed the
 * shortfall by more than 15T (the next size down would leave Rome short).
 * Asked again after each gift, with the treasury it raised, so the factions
 * after it give only what is still lacking.
 */
export function rescueGift(s: RepublicState, senators: { id: string; talents: number }[]): { senator: string; amount: number } | null {
  const short = rescueShortfall(s);
  if (short <= 0) return null;
  const rich = [...senators].sort((a, b) => b.talents - a.talents);
  for (const x of rich) {
    const amount = SIZES.find((c) => x.talents - c >= RESCUE_PURSE && c <= short + 15);
    if (amount) return { senator: x.id, amount };
  }
  return null;
}

