/**
 * What a side (or the public) may see: no rng, no bag contents or order, no bank
 * or Crassus deck order, the supply only in its owner's view, and a token placed
 * face down on a Checkpoint (concealed) only in its owner's view: anyone else
 * sees a face-down token of that side, with no id and no orientation. Events are
 * filtered the same way by eventsFor.
 */
import { copyJson } from './ctx';
import type { BorderSpaceView, CaesarEvent, CaesarState, CaesarView, Side, SideView } from './types';

/** Whether `viewer` may not see which token lies on this space. */
function hiddenFrom(sp: CaesarState['spaces'][number], viewer: Side | null): boolean {
  return !!sp.placed?.concealed && sp.placed.side !== viewer;
}

function sideView(state: CaesarState, side: Side, viewer: Side | null): SideView {
  const st = state.sides[side];
  // Concealed tokens join the unseen ones, or the box contents minus everything
  // visible would name them.
  const concealed = viewer === side ? [] : state.spaces.flatMap((sp) =>
    (hiddenFrom(sp, viewer) && sp.placed!.side === side ? [sp.placed!.token] : []));
  return {
    centurionsAvailable: [...st.centurionsAvailable],
    controlLeft: st.controlLeft,
    senate: st.senate.map((x) => ({ ...x })),
    bonusesTaken: [...st.bonusesTaken],
    supply: viewer === side ? [...st.supply] : null,
    supplyCount: st.supply.length,
    bagCount: st.bag.length,
    unseen: [...st.supply, ...st.bag, ...concealed].sort(),
  };
}

function spaceView(sp: CaesarState['spaces'][number], viewer: Side | null): BorderSpaceView {
  const control = sp.control ? { ...sp.control } : null;
  if (!sp.placed) return { id: sp.id, placed: null, control };
  if (hiddenFrom(sp, viewer)) {
    return { id: sp.id, placed: { token: null, side: sp.placed.side, toward: null, faceDown: true, concealed: true }, control };
  }
  return { id: sp.id, placed: { ...sp.placed }, control };
}

export function viewOf(state: CaesarState, viewer: Side | null): CaesarView {
  const { rng: _rng, sides: _sides, bank, crassus, spaces, ...rest } = copyJson(state);
  void _rng; void _sides;
  return {
    ...rest,
    viewer,
    spaces: spaces.map((sp) => spaceView(sp, viewer)),
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
 * Events as `viewer` may see them: what a side drew and which token it placed face
 * down stay private to that side, except Crassus's draws, which go face up into
 * his row.
 */
export function eventsFor(events: readonly CaesarEvent[], viewer: Side | null, state?: Pick<CaesarState, 'options'>): CaesarEvent[] {
  const crassus = state?.options.solo?.crassus ?? null;
  return events.map((e) => {
    if (e.type === 'placed' && e.faceDown) {
      if (e.side === viewer) return e;
      // Rebuilt field by field: an event stored by an older version may still carry the id at the top.
      return { type: 'placed', side: e.side, token: null, space: e.space, toward: null, faceDown: true, values: [0, 0] };
    }
    if (e.type !== 'drew' || e.side === viewer || e.side === crassus) return e;
    return { ...e, private: { side: e.side, tokens: [] } };
  });
}
