/**
 * What a faction may see (1.04.9): everything except the other factions' hands
 * and faction treasuries (Neutrals show theirs, 4.01), the order of the deck,
 * and values other factions committed secretly (any `secret` object in the
 * state, keyed by seat). The public view (viewer null) shows hand sizes only.
 */
import type { FactionView, RepublicState, RepublicView, Seat } from './types';

/** Keeps only the viewer's entry of every `secret` map anywhere in the object. */
function stripSecrets(x: unknown, viewer: Seat | null): unknown {
  if (Array.isArray(x)) return x.map((v) => stripSecrets(v, viewer));
  if (x === null || typeof x !== 'object') return x;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(x as Record<string, unknown>)) {
    if (k === 'secret' && v !== null && typeof v === 'object') {
      const mine = viewer === null ? undefined : (v as Record<string, unknown>)[String(viewer)];
      out[k] = mine === undefined ? {} : { [String(viewer)]: mine };
    } else {
      out[k] = stripSecrets(v, viewer);
    }
  }
  return out;
}

/** The factions as `viewer` sees them: treasury and hand open only for the viewer's own faction and the neutrals. */
export function factionViews(factions: RepublicState['factions'], viewer: Seat | null): FactionView[] {
  return factions.map((f) => {
    const open = f.kind === 'neutral' || f.seat === viewer;
    return {
      seat: f.seat, kind: f.kind, neutralRole: f.neutralRole, leader: f.leader, eliminated: f.eliminated,
      treasury: open ? f.treasury : null,
      hand: open ? [...f.hand] : null,
      handCount: f.hand.length,
    };
  });
}

export function viewOf(s: RepublicState, viewer: Seat | null): RepublicView {
  // bank: the bank's net intake would give away the sum of the hidden faction treasuries.
  const { rng: _rng, forced: _forced, bank: _bank, deck, laterDecks, factions, ...rest } = s;
  void _rng;
  void _forced;
  void _bank;
  const copy = stripSecrets(JSON.parse(JSON.stringify(rest)), viewer) as typeof rest;
  return { ...copy, viewer, factions: factionViews(factions, viewer), deckCount: deck.length, laterDeckCounts: laterDecks.map((d) => d.cards.length) };
}
