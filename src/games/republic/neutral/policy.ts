/**
 * Neutral factions (section 4, solitaire and two-player games) are seats the
 * engine plays itself: whenever the top decision belongs to a Neutral seat,
 * the flow asks neutralAnswer().
 *
 * The Senate (4.05) is in ./senate.ts, charity (4.03-4.04 games and
 * contributions, spoils) in ./charity.ts, the Forum (initiative bids,
 * persuasion, counter-bribes) in ./forum.ts. TODO(neutrals): the pooled
 * revenue split, matching contributions, the spoils draft order and 4.06-4.08
 * (intrigue use, trading, the revolt test) are still to do. Register a
 * policy per decision kind with registerNeutralPolicy(); until then a Neutral
 * takes the first legal answer, which every decision lists as its most
 * passive choice (pass, skip, decline, vote no).
 */
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

export function neutralAnswer(s: RepublicState, d: Decision, dice: NeutralDice = NO_DICE): RepublicAction {
  const p = policies.get(d.kind);
  if (p) return p(s, d, dice);
  const legal = decisionHandler(d.kind).legal(s, d);
  if (legal.length === 0) throw new Error(`decision ${d.kind} lists no legal answer`);
  return legal[0];
}
