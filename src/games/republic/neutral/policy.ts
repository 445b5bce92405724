/**
 * Neutral factions (section 4, solitaire and two-player games) are seats the
 * engine plays itself: whenever the top decision belongs to a Neutral seat,
 * the flow asks neutralAnswer().
 *
 * The Senate (4.05) is in ./senate.ts (the military plan in ./military.ts,
 * the spoils draft in ./draft.ts), charity (4.03-4.04 games and
 * contributions, spoils) in ./charity.ts, the pooled revenue split (4.03) in
 * ./revenue.ts, the Forum (initiative bids, persuasion, counter-bribes) in
 * ./forum.ts, intrigue, trading and the revolt test (4.06-4.07) in
 * ./intrigue.ts. Register a policy per decision kind with
 * registerNeutralPolicy(); a decision without one takes the first legal
 * answer, which every decision lists as its most passive choice (pass, skip,
 * decline, vote no).
 *
 * Some Neutral rules act outside a decision of the Neutral's own (an
 * Assassination Check when a Consul for Life is nominated, Influence
 * Peddling at once, a trade between Neutrals): registerNeutralIntervention()
 * adds a step the flow runs before each decision is answered; it returns
 * true when it changed the state, and must act at most once per trigger.
 */
import type { Ctx } from '../ctx';
import { decisionHandler } from '../registry';
import type { Decision, RepublicAction, RepublicState } from '../types';

/** Dice for a Neutral's guideline rolls (spoils, initiative bids): the game's seeded generator. */
export interface NeutralDice { d6(): number }

export type NeutralPolicy = (s: RepublicState, d: Decision, dice: NeutralDice) => RepublicAction;

/** Without dice (a caller outside the flow): every roll is a 1, the least eager answer. */
const NO_DICE: NeutralDice = { d6: () => 1 };

const policies = new Map<string, NeutralPolicy>();

export function registerNeutralPolicy(kind: string, policy: NeutralPolicy): void {
  policies.set(kind, policy);
}

/** Whether a Neutral guideline or rule answers decisions of this kind (else the rules leave them open). */
export function hasNeutralPolicy(kind: string): boolean {
  return policies.has(kind);
}

export function neutralAnswer(s: RepublicState, d: Decision, dice: NeutralDice = NO_DICE): RepublicAction {
  const p = policies.get(d.kind);
  if (p) return p(s, d, dice);
  const legal = decisionHandler(d.kind).legal(s, d);
  if (legal.length === 0) throw new Error(`decision ${d.kind} lists no legal answer`);
  return legal[0];
}

export type NeutralIntervention = (ctx: Ctx) => boolean;

const interventions: NeutralIntervention[] = [];

export function registerNeutralIntervention(f: NeutralIntervention): void {
  interventions.push(f);
}

/** Runs the Neutral interventions due now (only at a table with Neutrals); true if one acted. */
export function neutralIntervenes(ctx: Ctx): boolean {
  if (!ctx.s.factions.some((f) => f.kind === 'neutral' && !f.eliminated)) return false;
  return interventions.some((f) => f(ctx));
}
