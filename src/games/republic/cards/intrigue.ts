/**
 * Intrigue cards that are played outside a decision of their own. Tribunes
 * (phases/senate/core.ts), Assassins and Secret Bodyguards
 * (phases/senate/assassination.ts), Seduction and Blackmail
 * (phases/persuasion.ts) live with the procedure they change.
 *
 * Graft, Murder of a Tribune and Mob Incited to Violence answer a Tribune
 * (cards/tribune-reactions.ts); Open Bodyguard is in cards/open-bodyguard.ts.
 * Proscription (after a civil-war victory) is in cards/proscription.ts.
 */
import { z } from 'zod';
import { emit } from '../ctx';
import { INTRIGUE } from '../data';
import { need, REPUBLIC_ERRORS } from '../errors';
import { registerAction, registerInterrupt } from '../registry';
import { takeFromHand } from './play';
import type { CardId, RepublicState, Seat } from '../types';

export interface InfluencePeddlingAction { type: 'influencePeddling'; card: CardId; victim: Seat }

declare module '../types' {
  interface ActionMap { influencePeddling: InfluencePeddlingAction }
}

registerAction('influencePeddling', z.object({ type: z.literal('influencePeddling'), card: z.string().max(60), victim: z.number().int().min(0).max(5) }));

/** Public part of Influence Peddling's timing: hand sizes are public, the cards are not. */
function peddlingWindow(s: RepublicState, seat: Seat): boolean {
  if (s.phase === 'revolution' || s.phase === 'ended' || s.phase === 'setup' || s.pending.length === 0) return false;
  if (s.factions[seat].kind !== 'player') return false;
  return s.factions.some((f) => f.seat !== seat && !f.eliminated && f.hand.length > 0);
}

/** Influence Peddling: any time except the Revolution Phase, take a random card from an opponent's hand. */
registerInterrupt({
  types: ['influencePeddling'],
  window: peddlingWindow,
  legal(s, seat) {
    if (!peddlingWindow(s, seat)) return [];
    const card = s.factions[seat].hand.find((c) => INTRIGUE.get(c)?.type === 'influencePeddling');
    if (!card) return [];
    return s.factions.filter((f) => f.seat !== seat && !f.eliminated && f.hand.length > 0).map((f) => ({ type: 'influencePeddling', card, victim: f.seat }) as const);
  },
  resolve(ctx, seat, a) {
    const s = ctx.s;
    need(a.type === 'influencePeddling', REPUBLIC_ERRORS.badAction, 'not Influence Peddling');
    need(s.phase !== 'revolution' && s.phase !== 'setup', REPUBLIC_ERRORS.notAllowed, 'not in the Revolution Phase');
    need(INTRIGUE.get(a.card)?.type === 'influencePeddling', REPUBLIC_ERRORS.cannotPlay, 'that card is not Influence Peddling');
    need(a.victim !== seat && s.factions[a.victim] && !s.factions[a.victim].eliminated, REPUBLIC_ERRORS.badTarget, 'name another faction');
    const hand = s.factions[a.victim].hand;
    need(hand.length > 0, REPUBLIC_ERRORS.badTarget, 'that faction holds no cards');
    takeFromHand(s, seat, a.card);
    s.discard.push(a.card);
    const taken = hand.splice(ctx.rng.index(hand.length), 1)[0];
    s.factions[seat].hand.push(taken);
    emit(ctx, 'influencePeddling', { seat, victim: a.victim });
  },
});
