/**
 * Lookahead on the wars still unplayed, from public knowledge only: the
 * scenario's card list minus every war card seen (in the Forum, the discard,
 * removed from play). Never the deck order and never a hand (wars are never
 * held in hands: a drawn war goes straight to the Forum). The AI reads this on
 * its determinized state, where the deck is placeholders of the right count,
 * so only the deck's size is used.
 *
 * Why: a war whose matching partner arrives while it is still in play is
 * doubled, and the partner with it (1.07.332): the 1st Punic War left inactive
 * becomes 20/20 and the 2nd Punic 30 the turn after the 2nd is drawn, more
 * than 25 legions can beat. A war that may still be matched is worth beating
 * before that happens, and a force that will face a doubled war is worth
 * raising ahead.
 */
import { DECKS, K, SCENARIOS, WARS } from '../data';
import { warDef } from '../wars';
import type { CardId, Era, RepublicState, WarInPlay } from '../types';

/** Cards drawn in a Forum Phase: six initiatives, five in six of them a card (1.07.2: a 7 on 2d6 is an event). */
export function drawsPerTurn(): number {
  return (K('initiatives') * 5) / 6;
}

/** Turns left before the deck runs out (at least one: the current turn's draws are still to come or done). */
export function turnsLeft(s: RepublicState): number {
  const later = s.laterDecks.reduce((n, d) => n + d.cards.length, 0);
  return Math.max(1, Math.ceil((s.deck.length + later) / drawsPerTurn()));
}

/**
 * Wars not yet seen, each with the chance that its card is in the draw deck at
 * all: 1 for the current deck's wars, the share of the next deck mixed in
 * before Era Ends for the next deck's (3.01.4 E).
 */
export function unplayedWars(s: RepublicState): { card: CardId; inDeck: number }[] {
  const seen = new Set<CardId>([...s.forum.wars.map((w) => w.card), ...s.discard, ...s.removed]);
  const sc = (SCENARIOS as Record<string, { deck: string; eraEnds: { nextDeck?: Era | null; fromNextDeck?: number } }>)[s.options.scenario];
  const out: { card: CardId; inDeck: number }[] = [];
  // An empty deck holds nothing more (its size is public).
  if (s.deck.length + s.laterDecks.reduce((n, d) => n + d.cards.length, 0) === 0) return out;
  const add = (cards: readonly CardId[], p: number) => {
    for (const c of cards) if (WARS.has(c) && !seen.has(c) && !out.some((o) => o.card === c)) out.push({ card: c, inDeck: p });
  };
  if (!sc || sc.deck === 'all' || s.options.scenario === 'extended') {
    // Every deck in play (an extended game's later decks come in order; all of them count, a rough upper bound).
    add(DECKS[s.era], 1);
    for (const d of s.laterDecks) add(DECKS[d.era], 1);
    if (sc?.deck === 'all') { add(DECKS.early, 1); add(DECKS.middle, 1); add(DECKS.late, 1); }
    return out;
  }
  add(DECKS[s.era], 1);
  const next = sc.eraEnds.nextDeck;
  if (next && sc.eraEnds.fromNextDeck) add(DECKS[next], sc.eraEnds.fromNextDeck / Math.max(1, DECKS[next].length));
  return out;
}

/** Chance that a card in the deck with `inDeck` odds of being there is drawn within `turns` Forum Phases. */
function drawnWithin(s: RepublicState, inDeck: number, turns: number): number {
  const n = s.deck.length;
  if (n <= 0) return 0;
  return inDeck * Math.min(1, (drawsPerTurn() * turns) / n);
}

/**
 * Chance that a matching partner of war `w` (of its set, not yet seen) is
 * drawn within `turns` Forum Phases, doubling it (0 for a war of no set).
 */
export function matchThreat(s: RepublicState, w: WarInPlay | CardId, turns: number): number {
  const card = typeof w === 'string' ? w : w.card;
  const set = warDef(card).set;
  if (set === null) return 0;
  let none = 1;
  for (const u of unplayedWars(s)) {
    if (warDef(u.card).set !== set) continue;
    none *= 1 - drawnWithin(s, u.inDeck, turns);
  }
  return 1 - none;
}

/**
 * Strength the war would have if doubled by one partner (what a force raised
 * ahead must face): its land and naval strength times the matching count plus one.
 */
export function doubledStrength(s: RepublicState, w: WarInPlay, st: { land: number; naval: number }): { land: number; naval: number } {
  const def = warDef(w.card);
  const extraLand = def.land;
  const extraNaval = w.navalVictory ? 0 : def.naval;
  return { land: st.land + extraLand, naval: st.naval + extraNaval };
}
