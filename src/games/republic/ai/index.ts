/**
 * The Republic of Rome AI: a faction's own view in, one legal action out.
 * It rebuilds a state from the view (determinize.ts), lists its legal
 * answers there, takes a worthwhile interrupt if one is open, and otherwise
 * answers the pending decision by the rule for its kind (policy.ts); a kind
 * it does not know gets the first legal answer (the most passive one).
 * Deterministic for (view, seed): no clock, fixed effort.
 */
import { initialRngState, Rng } from '../../../core/rng';
import { legalActions } from '../apply';
import { deciderOf } from '../flow';
import { top } from '../registry';
import { determinize } from './determinize';
import { chooseInterrupt, RULES, type Brain } from './policy';
import type { RepublicAction, RepublicView, Seat } from '../types';

/** Interrupt action types (taken besides answering a decision). */
const INTERRUPTS = new Set(['tribunePropose', 'assassinate', 'playLaw', 'claimLandCommissioner', 'influencePeddling']);

export function chooseAction(view: RepublicView, seat: Seat, seed: string): RepublicAction {
  const s = determinize(view, seed);
  const legal = legalActions(s, seat);
  if (legal.length === 0) throw new Error(`republic AI: seat ${seat} has no legal action`);
  const brain: Brain = { s, me: seat, rng: new Rng(initialRngState(`republic-ai:${seed}:${seat}`)), legal };
  const d = top(s);
  const deciding = !!d && deciderOf(s, d) === seat;
  const interrupt = chooseInterrupt(brain);
  if (interrupt) return interrupt;
  if (!deciding || !d) {
    // Asked while only an interrupt is open to us: take the least consequential one.
    return legal.find((a) => !INTERRUPTS.has(a.type)) ?? legal[legal.length - 1];
  }
  const own: Brain = { ...brain, legal: legal.filter((a) => !INTERRUPTS.has(a.type)) };
  if (own.legal.length === 0) return legal[0];
  const rule = RULES[d.kind];
  let pick: RepublicAction | null = null;
  if (rule && d.seat === seat) pick = rule(own, d);
  else if (rule) pick = rule(own, d); // a Consul for Life answering for a faction he rules: same rules from his own seat
  return pick ?? own.legal[0];
}
