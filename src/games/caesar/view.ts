/**
 * What a side (or the public) may see: no rng, no bag contents or order, no bank
 * or Crassus deck order, and the supply only in its owner's view. Events are
 * filtered the same way by eventsFor.
 */
import { copyJson } from './ctx';
import type { CaesarEvent, CaesarState, CaesarView, Side, SideView } from './types';

function sideView(state: CaesarState, side: Side, viewer: Side | null): SideView {
  const st = state.sides[side];
  return {
    centurionsAvailable: [...st.centurionsAvailable],
    controlLeft: st.controlLeft,
    senate: st.senate.map((x) => ({ ...x })),
    bonusesTaken: [...st.bonusesTaken],
    supply: viewer === side ? [...st.supply] : null,
    supplyCount: st.supply.length,
    bagCount: st.bag.length,
    unseen: [...st.supply, ...st.bag].sort(),
  };
}

export function viewOf(state: CaesarState, viewer: Side | null): CaesarView {
  const { rng: _rng, sides: _sides, bank, crassus, ...rest } = copyJson(state);
  void _rng; void _sides;
  return {
    ...rest,
    viewer,
    sides: [sideView(state, 0, viewer), sideView(state, 1, viewer)],
    bankCount: bank.length,
    crassus: crassus === null ? null : {
      row: crassus.row,
      discard: crassus.discard,
      lastTile: crassus.lastTile,
      deckCount: crassus.deck.length,
      centurionStackCount: crassus.centurionStack.length,
    },
  };
}

/**
 * Events as `viewer` may see them: what a side drew stays private to that side,
 * except Crassus's draws, which go face up into his row.
 */
export function eventsFor(events: readonly CaesarEvent[], viewer: Side | null, state?: Pick<CaesarState, 'options'>): CaesarEvent[] {
  const crassus = state?.options.solo?.crassus ?? null;
  return events.map((e) => {
    if (e.type !== 'drew' || e.side === viewer || e.side === crassus) return e;
    return { ...e, private: { side: e.side, tokens: [] } };
  });
}
