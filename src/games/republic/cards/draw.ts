/**
 * Drawing from the deck (1.07.2, 1.07.3): faction cards go to the drawer's
 * hand, Forum cards into the Forum (family senators unaligned, wars and
 * leaders to their places, Era Ends revealed, bequests and the Catilinarian
 * Conspiracy to be resolved). In the Extended scenario the next deck takes over
 * when one runs out and the era changes with its first card (3.04).
 */
import type { Ctx } from '../ctx';
import { emit } from '../ctx';
import { SPECIALS, cardKind, isFactionCard } from '../data';
import { familyToForum } from '../senators';
import { leaderArrives, warArrives } from '../wars';
import type { CardId, Seat } from '../types';

export type SpecialArrival = (ctx: Ctx, card: CardId, seat: Seat) => void;
const specialArrivals = new Map<string, SpecialArrival>();

/** Card files register what their Forum specials do when drawn (bequests, Catiline). */
export function registerSpecialArrival(kind: string, f: SpecialArrival): void {
  specialArrivals.set(kind, f);
}

/** Takes the top card, moving on to the next deck of an Extended game. Null when nothing is left. */
export function takeTopCard(ctx: Ctx): CardId | null {
  const s = ctx.s;
  while (s.deck.length === 0 && s.laterDecks.length > 0) {
    const next = s.laterDecks.shift()!;
    s.deck = next.cards;
    s.era = next.era;
    emit(ctx, 'eraBegins', { era: next.era });
  }
  return s.deck.shift() ?? null;
}

export function cardArrives(ctx: Ctx, card: CardId, seat: Seat): void {
  const s = ctx.s;
  if (isFactionCard(card)) {
    s.factions[seat].hand.push(card);
    emit(ctx, 'factionCardDrawn', { seat });
    return;
  }
  emit(ctx, 'forumCardDrawn', { seat, card });
  switch (cardKind(card)) {
    case 'family':
      familyToForum(ctx, Number(card.slice('family:'.length)));
      return;
    case 'war':
      warArrives(ctx, card);
      return;
    case 'leader':
      leaderArrives(ctx, card);
      return;
    case 'special': {
      const def = SPECIALS.get(card)!;
      if (def.kind === 'eraEnds') {
        s.eraEndsDrawn = true;
        s.forum.specials.push(card);
        emit(ctx, 'eraEndsRevealed', {});
        return;
      }
      const f = specialArrivals.get(def.kind);
      if (f) f(ctx, card, seat);
      else {
        // Every Forum special registers its arrival (cards/specials.ts); a missing one waits in the Forum.
        s.forum.specials.push(card);
        emit(ctx, 'cardEffectMissing', { card });
      }
      return;
    }
    default:
      throw new Error(`unexpected forum card ${card}`);
  }
}
