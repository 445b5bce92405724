/**
 * Selling grain dear in a drought (1.06.12, decision `grain`): the holder of
 * Aegyptian or Sicilian Grain takes its income again per drought effect and
 * loses popularity for it. The State pays nothing, so the only harm to Rome is
 * through the popularity lost: the HRAO's POP is added to the State of the
 * Republic speech roll (1.08.2), so if the holder will give this turn's speech
 * his loss raises the chance of the People's revolt, which loses the game for
 * every faction.
 *
 * The rule: take the talents when they are worth more than the popularity, the
 * popularity priced as in senatorValue and, for the speaker, by how much it
 * raises the unrest risk at the unrest the speech is expected to face
 * (assess.ts unrestRisk, speechUnrest). The answer is tried on a copy of the
 * state, so Crassus's double income and Pompey's double popularity loss are
 * counted as the engine counts them.
 */
import { makeCtx } from '../ctx';
import { decisionHandler } from '../registry';
import { hrao } from '../senators';
import { speechUnrest, unrestRisk } from './assess';
import type { Decision, RepublicAction, RepublicState } from '../types';

/** A talent in the faction's hand, in the AI's value units (as a persuasion bribe is weighed). */
export const TALENT_WORTH = 0.35;
/** A point of the holder's popularity, as senatorValue weighs it. */
export const POP_WORTH = 0.3;

/** The worth of milking to the holder's faction: talents gained less popularity and speech risk (0 if nothing changes). */
export function grainMilkValue(s: RepublicState, d: Decision): number {
  const q = d as unknown as { senator: string };
  const before = s.senators[q.senator];
  if (!before) return 0;
  const copy = structuredClone(s);
  const top = copy.pending.pop();
  if (!top) return 0;
  try {
    decisionHandler(top.kind).resolve(makeCtx(copy), top, { type: 'grain', milk: true } as RepublicAction);
  } catch {
    return -Infinity;
  }
  const after = copy.senators[q.senator];
  const talents = after.talents - before.talents;
  const popLost = before.pop - after.pop;
  let v = talents * TALENT_WORTH - popLost * POP_WORTH;
  // The speaker's popularity is on the speech roll: the revolt risk it adds counts against the sale.
  if (hrao(s)?.id === before.id) {
    const u = speechUnrest(s);
    v -= unrestRisk(copy, u) - unrestRisk(s, u);
  }
  return v;
}

/** The answer: milk when it is worth more than it costs, else the passive no. */
export function grainSale(s: RepublicState, legal: RepublicAction[], d: Decision): RepublicAction | null {
  const milk = grainMilkValue(s, d) > 0;
  return legal.find((a) => a.type === 'grain' && a.milk === milk) ?? null;
}
