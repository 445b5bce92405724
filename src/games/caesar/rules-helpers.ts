/**
 * Pure read-only questions about a Caesar! state, shared by the engine, the
 * Crassus algorithm and the AIs. None of them mutates or draws randomness.
 */
import { PROVINCES, SPACES, TOKENS, fits, otherProvince } from './data';
import type { CaesarState, PlacedToken, ProvinceId, Side } from './types';

/** What a placed token is worth to `province` (0 when face down). */
export function placedValue(p: PlacedToken, province: ProvinceId): number {
  if (p.faceDown) return 0;
  const [hi, lo] = TOKENS[p.token].values;
  return p.toward === province ? hi : lo;
}

/** Current influence totals [Caesar, Pompey] of a province from the tokens on its borders. */
export function influence(state: CaesarState, province: ProvinceId): [number, number] {
  const total: [number, number] = [0, 0];
  for (const id of PROVINCES[province].spaces) {
    const p = state.spaces[id].placed;
    if (p) total[p.side] += placedValue(p, province);
  }
  return total;
}

export function freeSpaces(state: CaesarState, province: ProvinceId): number[] {
  return PROVINCES[province].spaces.filter((id) => state.spaces[id].placed === null);
}

/** Whether a token may lie on a border space (wild fits all; the Centurion ship+shield fits either). */
export function fitsSpace(tokenId: string, spaceId: number): boolean {
  return fits(TOKENS[tokenId], SPACES[spaceId].symbol);
}

/** All border spaces of the province hold a token. */
export function isClosed(state: CaesarState, province: ProvinceId): boolean {
  return freeSpaces(state, province).length === 0;
}

/** Tokens a side may place from: its supply, or Crassus's row in solo mode. */
export function handOf(state: CaesarState, side: Side): string[] {
  if (state.crassus && state.options.solo?.crassus === side) return state.crassus.row;
  return state.sides[side].supply;
}

export function isCrassus(state: CaesarState, side: Side): boolean {
  return state.options.solo !== null && state.options.solo.crassus === side;
}

/** Whether `side` has at least one legal placement from its hand. */
export function canPlaceAny(state: CaesarState, side: Side): boolean {
  const hand = handOf(state, side);
  if (hand.length === 0) return false;
  for (const sp of state.spaces) {
    if (sp.placed) continue;
    if (hand.some((t) => fitsSpace(t, sp.id))) return true;
  }
  return false;
}

/** A province whose control token lies face down blocks border control on all its borders. */
export function controlBlocked(state: CaesarState, province: ProvinceId): boolean {
  return state.provinces[province].controlTokens.some((c) => c.faceDown);
}

/**
 * Border spaces of `province` that would now take a control token of `side`:
 * the neighbour across is controlled by the same side, neither province's control
 * token lies face down, and the space has no control token yet.
 */
export function borderControlSpaces(state: CaesarState, province: ProvinceId, side: Side): number[] {
  const ps = state.provinces[province];
  if (ps.controller !== side || controlBlocked(state, province)) return [];
  return PROVINCES[province].spaces.filter((id) => {
    const sp = state.spaces[id];
    if (sp.control || !sp.placed) return false;
    const other = otherProvince(id, province);
    return state.provinces[other].controller === side && !controlBlocked(state, other);
  });
}

/** Provinces that a placement on `space` would close (0, 1 or 2). */
export function provincesClosedBy(state: CaesarState, space: number): ProvinceId[] {
  return SPACES[space].provinces.filter((p) =>
    !state.provinces[p].closed && freeSpaces(state, p).every((id) => id === space));
}

/**
 * Influence of the provinces around `space` if `side` placed `token` there,
 * and which of them would close. Ignores bonus effects.
 */
export function simulateClosure(
  state: CaesarState, side: Side, token: string, space: number, toward: ProvinceId, faceDown = false,
): { province: ProvinceId; influence: [number, number]; closes: boolean }[] {
  const placed: PlacedToken = { token, side, toward, faceDown };
  const closing = provincesClosedBy(state, space);
  return SPACES[space].provinces.map((province) => {
    const inf = influence(state, province);
    inf[side] += placedValue(placed, province);
    return { province, influence: inf, closes: closing.includes(province) };
  });
}

export function controlTokensPlaced(state: CaesarState, side: Side): number {
  let n = 0;
  for (const p of Object.values(state.provinces)) n += p.controlTokens.filter((c) => c.side === side).length;
  for (const sp of state.spaces) if (sp.control?.side === side) n++;
  for (const s of state.sides[side].senate) n += s.under;
  return n;
}
