/**
 * Neutral factions (section 4, solitaire and two-player games) are seats the
 * engine plays itself: whenever the top decision belongs to a Neutral seat,
 * the flow asks neutralAnswer().
 *
 * The Senate (4.05) is in ./senate.ts, charity (4.03-4.04 games and
 * contributions) in ./charity.ts. TODO(neutrals): the rest of 4.03-4.04 and
 * 4.06-4.08 (revenue split, spoils roll, initiative bids, persuasion targets,
 * the spoils draft order, intrigue use) is still to do. Register a
 * policy per decision kind with registerNeutralPolicy(); until then a Neutral
 * takes the first legal answer, which every decision lists as its most
 * passive choice (pass, skip, decline, vote no).
 */
import { decisionHandler } from '../registry';
import type { Decision, RepublicAction, RepublicState } from '../types';

export type NeutralPolicy = (s: RepublicState, d: Decision) => RepublicAction;

const policies = new Map<string, NeutralPolicy>();

export function registerNeutralPolicy(kind: string, policy: NeutralPolicy): void {
  policies.set(kind, policy);
}

export function neutralAnswer(s: RepublicState, d: Decision): RepublicAction {
  const p = policies.get(d.kind);
  if (p) return p(s, d);
  const legal = decisionHandler(d.kind).legal(s, d);
  if (legal.length === 0) throw new Error(`decision ${d.kind} lists no legal answer`);
  return legal[0];
}
