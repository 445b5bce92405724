/**
 * The Republic of Rome AI: a faction's own view in, one legal action out.
 * It rebuilds a state from the view (determinize.ts), lists its legal
 * answers there, takes a worthwhile interrupt if one is open (also out of
 * turn, chooseInterruptAction, for drivers that offer it), and otherwise
 * answers the pending decision by the rule for its kind (policy.ts); a kind
 * it does not know gets the first legal answer (the most passive one).
 * Deterministic for (view, seed): no clock, fixed effort.
 */
import { initialRngState, Rng } from '../../../core/rng';
import { legalActions, openCounterBribes } from '../apply';
import { deciderOf } from '../flow';
import { top } from '../registry';
import { readOnlyState } from './determinize';
import { chooseInterrupt, RULES, type Brain } from './policy';
import type { RepublicAction, RepublicState, RepublicView, Seat } from '../types';

/** Interrupt action types (taken besides answering a decision). */
const INTERRUPTS = new Set(['tribunePropose', 'assassinate', 'playLaw', 'claimLandCommissioner', 'influencePeddling', 'appointPriest', 'veteransDesert']);

export function chooseAction(view: RepublicView, seat: Seat, seed: string): RepublicAction {
  // Not copied: the rules of play only read the state (test/games/republic/ai-position-views.test.ts plays whole
  // games on frozen views), and the copy was a sixth of an AI-only game's time.
  return chooseOn(readOnlyState(view, seed), seat, seed);
}

/** chooseAction on the state rebuilt from the view (a bench compares it on a copy with the uncopied one). */
export function chooseOn(s: RepublicState, seat: Seat, seed: string): RepublicAction {
  const legal = legalActions(s, seat);
  if (legal.length === 0) throw new Error(`republic AI: seat ${seat} has no legal action`);
  const brain: Brain = { s, me: seat, rng: new Rng(initialRngState(`republic-ai:${seed}:${seat}`)), legal };
  // In a round of counter-bribes (sealed, taken out of turn, 1.07.414) our own counter-bribe is our decision
  // wherever it stands in the round: a table may ask every AI of the round at once.
  const inRound = openCounterBribes(s).find((x) => x.seat === seat);
  const d = inRound ?? top(s);
  const deciding = !!d && (inRound !== undefined || deciderOf(s, d) === seat);
  if (!deciding || !d) {
    // Asked while only an interrupt window is open to us (a driver should ask chooseInterruptAction):
    // what we would take out of turn, else the least consequential interrupt.
    return chooseInterrupt(brain, true) ?? legal.find((a) => !INTERRUPTS.has(a.type)) ?? legal[legal.length - 1];
  }
  const interrupt = chooseInterrupt(brain);
  if (interrupt) return interrupt;
  const own: Brain = { ...brain, legal: legal.filter((a) => !INTERRUPTS.has(a.type)) };
  if (own.legal.length === 0) return legal[0];
  const rule = RULES[d.kind];
  let pick: RepublicAction | null = null;
  if (rule && d.seat === seat) pick = rule(own, d);
  else if (rule) pick = rule(own, d); // a Consul for Life answering for a faction he rules: same rules from his own seat
  return pick ?? own.legal[0];
}

/**
 * Out of turn: while another seat decides and `seat` has an interrupt window
 * open (it is listed after the first of `activePlayers`), the interrupt the AI
 * takes now (a Tribune proposal, an assassination, Influence Peddling, a law),
 * or null to let the game go on. From the seat's own view only; deterministic
 * for (view, seed). Returns null when the seat is the one deciding (ask
 * chooseAction then) or has no legal interrupt.
 */
export function chooseInterruptAction(view: RepublicView, seat: Seat, seed: string): RepublicAction | null {
  // Not copied: the interrupt rules only read the state (test/games/republic/ai-position-views.test.ts plays
  // whole games on frozen views), and a copy of the whole view was most of the cost of asking a seat.
  const s = readOnlyState(view, seed);
  const d = top(s);
  if (d && deciderOf(s, d) === seat) return null;
  const legal = legalActions(s, seat).filter((a) => INTERRUPTS.has(a.type));
  if (legal.length === 0) return null;
  const brain: Brain = { s, me: seat, rng: new Rng(initialRngState(`republic-ai:${seed}:${seat}:interrupt`)), legal };
  return chooseInterrupt(brain, true);
}

/**
 * The out-of-turn decision a table makes for an AI seat: chooseInterruptAction
 * seeded by the position itself (the view's version and the seat), so that the
 * table deciding whether the seat acts (on its thread) and the AI worker
 * choosing the action reach the same answer from the same view.
 */
export function aiInterrupt(view: RepublicView, seat: Seat): RepublicAction | null {
  return chooseInterruptAction(view, seat, `interrupt:${view.version}:${seat}`);
}
