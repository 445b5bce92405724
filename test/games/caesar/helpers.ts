/**
 * Builders for hand-made Caesar! states in tests: start from a real set-up and
 * move tokens around by hand, keeping every token in exactly one place.
 */
import { caesar } from '../../../src/games/caesar/index';
import { initialState } from '../../../src/games/caesar/setup';
import { CONTROL_TOKENS_PER_SIDE, PROVINCES, TOKENS } from '../../../src/games/caesar/data';
import type {
  BonusKind, CaesarAction, CaesarEvent, CaesarOptions, CaesarState, ProvinceId, Side,
} from '../../../src/games/caesar/types';

export const BASE = { poison: false, centurions: false, checkpoints: false };
export const ALL = { poison: true, centurions: true, checkpoints: true };

export function opts(modules: Partial<CaesarOptions['modules']> = {}, solo: CaesarOptions['solo'] = null): CaesarOptions {
  return caesar.parseOptions({ modules: { ...BASE, ...modules }, solo });
}

/** A fresh two-player state (before any action), every province bonus removed unless given. */
export function blank(options: CaesarOptions = opts(), seed = 'test'): CaesarState {
  const s = initialState(options, seed);
  for (const p of Object.values(s.provinces)) p.bonus = null;
  return s;
}

/** Takes a token out of wherever it lies off the board (bag, supply, Crassus row or stack, Centurions). */
function takeOut(s: CaesarState, token: string): void {
  const side = TOKENS[token].side;
  const st = s.sides[side];
  for (const list of [st.bag, st.supply, st.centurionsAvailable, s.crassus?.row ?? [], s.crassus?.centurionStack ?? []]) {
    const i = list.indexOf(token);
    if (i >= 0) {
      list.splice(i, 1);
      return;
    }
  }
  throw new Error(`token ${token} is not off the board`);
}

/** Makes `tokens` the side's whole supply; the previous supply goes back to the bag. */
export function give(s: CaesarState, side: Side, tokens: string[]): CaesarState {
  const st = s.sides[side];
  st.bag.push(...st.supply.splice(0));
  for (const t of tokens) takeOut(s, t);
  st.supply.push(...tokens);
  return s;
}

/** Puts a token straight on the board, as if placed earlier. */
export function put(s: CaesarState, token: string, space: number, toward: ProvinceId, faceDown = false): CaesarState {
  takeOut(s, token);
  s.spaces[space].placed = { token, side: TOKENS[token].side, toward, faceDown };
  return s;
}

/** Marks a province closed and controlled by `side` (its control tokens spent). */
export function controlled(s: CaesarState, province: ProvinceId, side: Side | null): CaesarState {
  const ps = s.provinces[province];
  ps.closed = true;
  ps.bonus = null;
  ps.controller = side;
  ps.tied = side === null;
  ps.finalInfluence = [0, 0];
  if (side !== null) {
    const n = PROVINCES[province].provinceSpaces;
    for (let i = 0; i < n; i++) ps.controlTokens.push({ side, faceDown: false });
    s.sides[side].controlLeft -= n;
  }
  return s;
}

export function bonus(s: CaesarState, province: ProvinceId, kind: BonusKind | null): CaesarState {
  s.provinces[province].bonus = kind;
  return s;
}

/** Applies and fails the test on an illegal action. */
export function act(s: CaesarState, side: Side, action: CaesarAction): { state: CaesarState; events: CaesarEvent[] } {
  const out = caesar.apply(s, side, action);
  if (!out.ok) throw new Error(`illegal: ${out.error.code} ${out.error.message}`);
  return out;
}

/** Every influence token of a side, wherever it is; used for conservation checks. */
export function tokenCount(s: CaesarState, side: Side): number {
  const st = s.sides[side];
  const onBoard = s.spaces.filter((sp) => sp.placed?.side === side).length;
  const crassus = s.options.solo?.crassus === side && s.crassus ? s.crassus.row.length + s.crassus.centurionStack.length : 0;
  return st.bag.length + st.supply.length + st.centurionsAvailable.length + onBoard + crassus;
}

export function controlPlaced(s: CaesarState, side: Side): number {
  let n = 0;
  for (const p of Object.values(s.provinces)) n += p.controlTokens.filter((c) => c.side === side).length;
  for (const sp of s.spaces) if (sp.control?.side === side) n++;
  for (const x of s.sides[side].senate) n += x.under;
  return n;
}

export { CONTROL_TOKENS_PER_SIDE };

/** Sardinia and Sicilia both one token short of closing: a token on space 8 (Sardinia–Sicilia) closes both. */
export function bothShortOfSpace8(options: CaesarOptions = opts()): CaesarState {
  const s = blank(options);
  put(s, 'P09', 4, 'sardinia');
  put(s, 'C05', 5, 'gallia');
  put(s, 'C06', 9, 'italia');
  put(s, 'C09', 7, 'sicilia');
  put(s, 'P01', 12, 'italia');
  put(s, 'P10', 14, 'africa');
  return s;
}
