/**
 * The faction views of one position, for a driver that asks every AI seat in
 * turn (the self-play match loop offers each seat with an interrupt window
 * its out-of-turn answer before the deciding seat chooses). `viewOf` copies
 * the whole state and walks it for the sealed values; done four or five times
 * per position, that was most of an AI-only game's time.
 *
 * Here a view shares the position's own objects, except the faction list
 * (only the viewer's hand and treasury open), the counts standing for the
 * decks, and the paths down to each `secret` map, rewritten with only the
 * viewer's entry. What is left out (the decks, the bank, the generator, the
 * other factions' hands and treasuries, their sealed values) is as in
 * `viewOf`, and the result equals it (test/games/republic/ai-position-views.test.ts
 * checks every seat at every position of whole games). Because views share
 * the position, the position is frozen when its first view is made: a reader
 * that tried to change one (the AI copies a view before it plays on it,
 * ai/determinize.ts) would throw instead of changing the game. The engine
 * never changes a position either: it makes a new state for every move.
 */
import type { RepublicState, RepublicView, Seat } from '../types';
import { factionViews } from '../view';

type Path = (string | number)[];
type Node = Record<string | number, unknown>;

interface Position {
  /** Every `secret` map of the position, at its path under the view's root. */
  secrets: { path: Path; map: Record<string, unknown> }[];
  bySeat: Map<Seat, RepublicView>;
}

// Keyed by the state object, which never changes once made (see above).
const positions = new WeakMap<RepublicState, Position>();

/** `viewOf(state, seat)`, made once per position and seat, sharing the position's objects. */
export function positionView(state: RepublicState, seat: Seat): RepublicView {
  let p = positions.get(state);
  if (!p) {
    p = { secrets: freezeAndFindSecrets(state), bySeat: new Map() };
    positions.set(state, p);
  }
  let v = p.bySeat.get(seat);
  if (!v) {
    v = seatView(state, p, seat);
    p.bySeat.set(seat, v);
  }
  return v;
}

function publicPart(state: RepublicState) {
  const { rng: _r, forced: _f, bank: _b, deck, laterDecks, factions, ...rest } = state;
  return { deck, laterDecks, factions, rest };
}

/** Freezes the position and lists its `secret` maps (at any depth, as view.ts strips them). */
function freezeAndFindSecrets(state: RepublicState): Position['secrets'] {
  const out: Position['secrets'] = [];
  const path: Path = [];
  const walk = (x: unknown): void => {
    if (x === null || typeof x !== 'object') return;
    Object.freeze(x);
    if (Array.isArray(x)) {
      for (let i = 0; i < x.length; i++) {
        path.push(i);
        walk(x[i]);
        path.pop();
      }
      return;
    }
    for (const k in x) {
      const v = (x as Node)[k];
      path.push(k);
      if (k === 'secret' && v !== null && typeof v === 'object') out.push({ path: [...path], map: v as Record<string, unknown> });
      walk(v);
      path.pop();
    }
  };
  walk(state);
  // Paths are walked from the state's root; the view's root holds the same keys.
  return out;
}

function seatView(state: RepublicState, p: Position, seat: Seat): RepublicView {
  const { deck, laterDecks, factions, rest } = publicPart(state);
  const root: Node = { ...rest, viewer: seat, factions: factionViews(factions, seat), deckCount: deck.length, laterDeckCounts: laterDecks.map((d) => d.cards.length) };
  // Copy-on-write along each path to a secret map: the position's own objects stay as they are.
  const copied = new Set<unknown>([root]);
  for (const { path, map } of p.secrets) {
    if (['rng', 'forced', 'bank', 'deck', 'laterDecks', 'factions'].includes(path[0] as string)) continue;
    let node = root;
    for (const key of path.slice(0, -1)) {
      let child = node[key] as Node;
      if (!copied.has(child)) {
        child = (Array.isArray(child) ? [...child] : { ...child }) as Node;
        copied.add(child);
        node[key] = child;
      }
      node = child;
    }
    const mine = map[String(seat)];
    node[path[path.length - 1]] = mine === undefined ? {} : { [String(seat)]: mine };
  }
  return root as unknown as RepublicView;
}
