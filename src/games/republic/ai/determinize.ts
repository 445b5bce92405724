/**
 * Rebuilds a full RepublicState from one faction's view, guessing what the
 * viewer cannot see: the other factions' hands (placeholder cards that match
 * no card, so they grant no Tribune, veto or bodyguard) and treasuries (one
 * public estimate), the deck (placeholders of the right count), the bank and
 * the generator. The AI computes its legal answers and any lookahead on this
 * state only, so it cannot profit from the real hidden values: two real
 * states that differ only in them give the same determinized state.
 */
import { initialRngState } from '../../../core/rng';
import type { Faction, RepublicState, RepublicView, Seat } from '../types';

/** Card id of a card the viewer cannot see. It is in no data table, so no rule treats it as anything. */
export const HIDDEN_CARD = 'hidden:card';

/**
 * Guess of a hidden faction treasury from public information only: a faction
 * keeps a few talents per senator for counter-bribes (a rough figure from AI
 * games; its only use is to price counter-bribes and the Senate's bribes).
 */
export function guessTreasury(v: RepublicView, seat: Seat): number {
  const senators = Object.values(v.senators).filter((x) => x.faction === seat).length;
  return Math.min(30, 2 * senators);
}

export function determinize(v: RepublicView, seed: string): RepublicState {
  return rebuild(v, seed, true);
}

/**
 * The same state sharing the view's objects instead of copying them: only for
 * reading (listing legal actions), never to play or settle on. A copy of a
 * whole view is most of the cost of asking a seat whether it interrupts, and
 * the answer is nearly always that it has nothing to take.
 */
export function readOnlyState(v: RepublicView, seed: string): RepublicState {
  return rebuild(v, seed, false);
}

function rebuild(v: RepublicView, seed: string, clone: boolean): RepublicState {
  const { viewer, factions, deckCount, laterDeckCounts, ...rest } = v;
  const copy = (clone ? structuredClone(rest) : rest) as Omit<RepublicView, 'viewer' | 'factions' | 'deckCount' | 'laterDeckCounts'>;
  const fs: Faction[] = factions.map((f) => ({
    seat: f.seat,
    kind: f.kind,
    neutralRole: f.neutralRole,
    leader: f.leader,
    eliminated: f.eliminated,
    treasury: f.treasury ?? guessTreasury(v, f.seat),
    hand: f.hand ? [...f.hand] : Array.from({ length: f.handCount }, () => HIDDEN_CARD),
  }));
  void viewer;
  return {
    ...copy,
    factions: fs,
    deck: Array.from({ length: deckCount }, () => HIDDEN_CARD),
    laterDecks: laterDeckCounts.map((n, i) => ({ era: i === 0 && v.options.extended.to === 'late' && v.era === 'early' ? 'middle' : 'late', cards: Array.from({ length: n }, () => HIDDEN_CARD) })),
    bank: 0,
    rng: initialRngState(`republic-ai:${seed}`),
    forced: { d6: [], chits: [] },
  } as RepublicState;
}
