/**
 * The Neutrals' own plan for a Senate in which no 4.05 plan fits
 * (AI_TUNING.neutralFallback; ruling "4.05 Neutral fallback plan").
 *
 * Before, the Neutral Presiding Magistrate then tabled the AI's plan for this
 * turn only (ai/military.ts): what it could attack now and what it could raise
 * for that. Wars too strong for this turn's purse were left alone turn after
 * turn while the money went on upkeep, and nothing stopped a bankruptcy the
 * units' upkeep made certain. This plan looks past the turn:
 *
 * 1. Bankruptcy ahead (next turn's bills beyond the treasury and next turn's
 *    revenue, ai/force-upkeep.ts): eliminate the units no attack needs this
 *    turn (1.09.63), since a bankrupt State ends the game (1.12.2).
 * 2. The AI's attacks this turn, with what it raises for them.
 * 3. When that raises nothing: raise toward the 4.05 adequate force of the
 *    weakest active war one army can face (fleet support first), within what
 *    4.05 calls affordable, so that the "an active war" plan fits next turn.
 *    Not at Manpower Shortage prices outside a crisis (as 4.05's builds).
 *
 * In a two-player game the builds stay the Dominant Player's answer (4.02.2):
 * `asked` replaces steps 2's and 3's raise.
 */
import { deployProposals, raiseProposal } from '../ai/military';
import { eliminateProposal, surplus } from '../ai/force-upkeep';
import { activeFleets, activeLegions } from '../military';
import { activeWars, sameSet, warDef } from '../wars';
import { adequateForce, affordableBuilds, isCrisis } from './military';
import type { Proposal, RepublicState, WarInPlay } from '../types';

const attacked = (s: RepublicState, w: WarInPlay) => s.armies.some((a) => a.war === w.card && a.commander !== null);

/** Earlier wars of a matching set are attacked first (1.07.332). */
function inOrder(s: RepublicState, w: WarInPlay): boolean {
  const pos = warDef(w.card).setPos ?? 0;
  if (warDef(w.card).set === null) return true;
  return sameSet(s, w.card).every((o) => (warDef(o.card).setPos ?? 0) >= pos || o.status !== 'active' || attacked(s, o));
}

/** The raise toward the weakest active war's adequate force (step 3), or null. */
export function buildToward(s: RepublicState): Proposal | null {
  if (s.turnFlags.noRecruitment) return null;
  if (!isCrisis(s) && s.forum.events.some((e) => e.id === 'event:manpower-shortage')) return null;
  const target = activeWars(s).filter((w) => !attacked(s, w) && inOrder(s, w))
    .map((w) => ({ w, f: adequateForce(s, w) }))
    .filter((x) => x.f.legions <= 25 && x.f.fleets <= 25)
    .sort((a, b) => a.f.legions + a.f.fleets - (b.f.legions + b.f.fleets) || a.w.card.localeCompare(b.w.card))[0];
  if (!target) return null;
  let budget = affordableBuilds(s);
  const roomL = Math.max(0, 25 - s.legions.filter((l) => l.at !== 'pool' && l.at !== 'disbanded').length);
  const roomF = Math.max(0, 25 - s.fleets.filter((f) => f.at !== 'pool').length);
  const fleets = Math.max(0, Math.min(budget, roomF, target.f.fleets - activeFleets(s).length));
  budget -= fleets;
  const legions = Math.max(0, Math.min(budget, roomL, target.f.legions - activeLegions(s).length));
  if (legions + fleets === 0) return null;
  return { kind: 'raise', legions, fleets } as Proposal;
}

/**
 * The proposals a Neutral Presiding Magistrate tables, best first, when no 4.05
 * plan fits and wars are active; `asked` is the Dominant Player's raise (two
 * players), if he was asked.
 */
export function neutralFallback(s: RepublicState, asked: Proposal[] | null): Proposal[] {
  if (surplus(s).bankrupt) {
    const cut = eliminateProposal(s);
    if (cut) return [cut, ...deployProposals(s)];
  }
  const raise = asked ?? [raiseProposal(s) ?? buildToward(s)].filter((p): p is Proposal => p !== null);
  return [...raise, ...deployProposals(s)];
}
