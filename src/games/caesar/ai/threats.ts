/**
 * Closures that decide the game at once, for the master's evaluation.
 *
 * The static evaluations price a closure linearly (its control tokens and its
 * bonus), but the game is not linear there: a closure whose tokens (the
 * province slots, Italia's two, the borders it completes, a Senate pile)
 * reach the closer's last control token wins on the spot, and Poisons that
 * take the last tokens of the other side's hand make it lose at the start of
 * its turn (it cannot place). The master lost most of its games to such late
 * multi-token closures and a few to a double Poison on a hand of two, often
 * because the reply never made it past the cheap "virtual" move ordering,
 * which puts a token down without resolving anything.
 *
 * Two questions, answered from the board without the engine (so they are
 * cheap enough for every evaluation):
 * - `pendingDecision`: a virtual position (a province with no free space that
 *   is not closed yet, filled by `closer`): does that closure decide the game?
 * - `threatDecision`: can the side to move decide the game with one
 *   placement now (closing the provinces whose last free space it can fill)?
 * Both also follow a Tactics chain (unless `chains` is false): a closure that
 * takes Tactics gives its closer one more placement in the same turn, and the
 * two placements' closures together may decide the game where neither does
 * alone (the master lost games to such chains, bench/caesar/loss-classes.ts).
 * Both only claim what is certain: tokens of provinces the closer leads after
 * the placement(s), borders to provinces already closed and held, Senate
 * piles; nothing for Might. A closure that would also give
 * the other side its last token is left to the search (which side ends first
 * depends on the order of resolution).
 */
import { PROVINCES, PROVINCE_IDS, SPACES, TOKENS, fits } from '../data';
import { scanBorder, WIN_SCORE, type BorderScan } from './evaluate';
import { learnedEvaluate, MASTER_EVAL, type EvalWeights } from './features';
import type { CaesarState, ProvinceId, Side } from '../types';

const P = PROVINCE_IDS.length;
const PINDEX = Object.fromEntries(PROVINCE_IDS.map((p, i) => [p, i])) as Record<ProvinceId, number>;
const SPACE_A = Int32Array.from(SPACES, (s) => PINDEX[s.provinces[0]]);
const SPACE_B = Int32Array.from(SPACES, (s) => PINDEX[s.provinces[1]]);
const PROV_SPACES = PROVINCE_IDS.map((p) => PROVINCES[p].spaces);
const PROV_SLOTS = PROVINCE_IDS.map((p) => PROVINCES[p].provinceSpaces);
const TOKEN = new Map(Object.values(TOKENS).map((t) => [t.id, t]));

/** The side a closure (or a threat of one) hands the game to, or null. */
export type Decision = Side | null;

// Scratch per province: who controls it once the closures in hand are resolved (-1: nobody / open).
const ctrlAfter = new Int8Array(P);
const closing = new Uint8Array(P);

/**
 * Resolves, on paper, the closure of the provinces marked in `closing` by
 * `closer`, given each side's influence there (`inf0`, `inf1`, already with
 * the closing token). Returns who it decides the game for, or null.
 */
function decide(state: CaesarState, closer: Side, inf0: ArrayLike<number>, inf1: ArrayLike<number>): Decision {
  const other = (1 - closer) as Side;
  const gain = [0, 0];
  let poisons = 0;
  let senatesHeld = 0;
  for (let i = 0; i < P; i++) {
    const ps = state.provinces[PROVINCE_IDS[i]];
    ctrlAfter[i] = ps.closed && ps.controller !== null ? ps.controller : -1;
    if (!closing[i]) continue;
    ctrlAfter[i] = inf0[i] > inf1[i] ? 0 : inf1[i] > inf0[i] ? 1 : -1;
  }
  for (let i = 0; i < P; i++) {
    if (!closing[i]) continue;
    const ps = state.provinces[PROVINCE_IDS[i]];
    const c = ctrlAfter[i];
    if (c >= 0) gain[c] += PROV_SLOTS[i];
    if (ps.bonus === 'poison') poisons++;
    if (ps.bonus === 'senate' && c === closer) senatesHeld++;
    if (c < 0) continue;
    for (const sid of PROV_SPACES[i]) {
      if (state.spaces[sid].control) continue;
      const q = SPACE_A[sid] === i ? SPACE_B[sid] : SPACE_A[sid];
      // A border between two provinces closing together is counted once, from the first.
      if (closing[q] && q < i) continue;
      if (ctrlAfter[q] !== c) continue;
      const qs = state.provinces[PROVINCE_IDS[q]];
      if (qs.controlTokens.some((t) => t.faceDown)) continue;
      gain[c]++;
    }
  }
  // A Senate taken with control gets a pile of as many control tokens as
  // Senates its closer then holds. Counted as if the controlled ones resolve
  // first (the fewest tokens: the closer may order them better).
  const held = state.sides[closer].senate.length;
  for (let k = 1; k <= senatesHeld; k++) gain[closer] += held + k;
  const left = [state.sides[0].controlLeft, state.sides[1].controlLeft];
  if (gain[other] >= left[other]) return null;
  if (gain[closer] >= left[closer]) return closer;
  // Each Poison sends a token of the other side's hand back to its bag, and it draws only at the end of its own turn.
  if (poisons > 0 && poisons >= state.sides[other].supply.length) return closer;
  return null;
}

/**
 * A virtual position's unresolved closures (provinces with no free space that
 * are not closed, filled by `closer`): the side they decide the game for.
 */
export function pendingDecision(state: CaesarState, closer: Side, scan: BorderScan, chains = true): Decision {
  let any = false;
  for (let i = 0; i < P; i++) {
    const on = scan.free[i] === 0 && !state.provinces[PROVINCE_IDS[i]].closed;
    closing[i] = on ? 1 : 0;
    if (on) any = true;
  }
  if (!any) return null;
  const d = decide(state, closer, scan.inf0, scan.inf1);
  if (d !== null || !chains || !tacticsTaken(state)) return d;
  // The token is already down (a virtual position): the free counts are the board's.
  return tacticsChain(state, closer, state.sides[closer].supply, -1, -1, scan.free, scan.inf0, scan.inf1) ? closer : null;
}

const inf0 = new Float64Array(P);
const inf1 = new Float64Array(P);
/** More influence than a province can hold: its closer surely controls it. */
const SURE = 1000;

/**
 * Whether the closures marked in `closing` hand their closer a Tactics extra
 * placement: one of them carries Tactics, and the turn is not an extra one
 * already (a turn gets one extra placement at most, bonuses.ts).
 */
function tacticsTaken(state: CaesarState): boolean {
  if (state.extraTurn) return false;
  for (let i = 0; i < P; i++) if (closing[i] && state.provinces[PROVINCE_IDS[i]].bonus === 'tactics') return true;
  return false;
}

// Scratch for the second placement of a Tactics chain.
const first = new Uint8Array(P);
const free2 = new Int32Array(P);
const inf0b = new Float64Array(P);
const inf1b = new Float64Array(P);

/**
 * A Tactics chain: after the closures marked in `closing` (influences `i0`,
 * `i1` with the first token), can `side` close more with one more token of
 * `hand` (skipping the hand's entry at `usedAt`, the first token) so that
 * all the closures together decide the game for it? `filled`: the space the
 * first token took when `free` does not count it yet (-1 when it does).
 * Restores `closing` before returning.
 */
function tacticsChain(state: CaesarState, side: Side, hand: readonly string[], usedAt: number, filled: number, free: ArrayLike<number>, i0: ArrayLike<number>, i1: ArrayLike<number>): boolean {
  first.set(closing);
  for (let i = 0; i < P; i++) free2[i] = free[i];
  if (filled >= 0) {
    free2[SPACE_A[filled]]--;
    free2[SPACE_B[filled]]--;
  }
  let found = false;
  for (let i = 0; i < P && !found; i++) {
    if (first[i] || free2[i] !== 1 || state.provinces[PROVINCE_IDS[i]].closed) continue;
    let sid = -1;
    for (const x of PROV_SPACES[i]) {
      if (x !== filled && !state.spaces[x].placed) {
        sid = x;
        break;
      }
    }
    if (sid < 0) continue;
    const a = SPACE_A[sid];
    const b = SPACE_B[sid];
    const q = a === i ? b : a;
    // The other province closes too when this space was its last free one.
    const both = !first[q] && free2[q] === 1 && !state.provinces[PROVINCE_IDS[q]].closed;
    if (both && q < i) continue;
    const symbol = SPACES[sid].symbol;
    for (let k = 0; k < hand.length && !found; k++) {
      if (k === usedAt) continue;
      const t = TOKEN.get(hand[k]);
      if (!t || !fits(t, symbol)) continue;
      for (const toward of [a, b]) {
        closing.set(first);
        closing[i] = 1;
        if (both) closing[q] = 1;
        inf0b.set(i0);
        inf1b.set(i1);
        const mine = side === 0 ? inf0b : inf1b;
        mine[toward] += t.values[0];
        mine[toward === a ? b : a] += t.values[1];
        if (decide(state, side, inf0b, inf1b) === side) {
          found = true;
          break;
        }
        if (t.values[0] === t.values[1]) break;
      }
    }
  }
  closing.set(first);
  return found;
}

/**
 * Whether `side` (to move, nothing pending) can decide the game with one
 * face-up placement that closes provinces: the side it would decide it for
 * (`side`), or null. `scan` is the position's border scan (evaluate.ts).
 */
export function threatDecision(state: CaesarState, side: Side, scan: BorderScan, chains = true): Decision {
  const hand = state.sides[side].supply;
  if (hand.length === 0) return null;
  for (let i = 0; i < P; i++) {
    if (scan.free[i] !== 1 || state.provinces[PROVINCE_IDS[i]].closed) continue;
    const sid = scan.lastFree[i];
    // Each space once: from the lower-indexed of its provinces when both close on it.
    const a = SPACE_A[sid];
    const b = SPACE_B[sid];
    const q = a === i ? b : a;
    const both = scan.free[q] === 1 && !state.provinces[PROVINCE_IDS[q]].closed && scan.lastFree[q] === sid;
    if (both && q < i) continue;
    closing.fill(0);
    closing[i] = 1;
    if (both) closing[q] = 1;
    const symbol = SPACES[sid].symbol;
    const chain = chains && hand.length > 1 && tacticsTaken(state);
    if (!chain) {
      // The best any token can do here is to give `side` every province it
      // closes: when even that decides nothing, no token needs resolving
      // (decide() only grows with the provinces `side` gets).
      inf0.set(scan.inf0);
      inf1.set(scan.inf1);
      const mine = side === 0 ? inf0 : inf1;
      mine[i] += SURE;
      if (both) mine[q] += SURE;
      if (decide(state, side, inf0, inf1) !== side) continue;
    }
    for (let k = 0; k < hand.length; k++) {
      const t = TOKEN.get(hand[k]);
      if (!t || !fits(t, symbol)) continue;
      for (const toward of [a, b]) {
        inf0.set(scan.inf0);
        inf1.set(scan.inf1);
        const mine = side === 0 ? inf0 : inf1;
        mine[toward] += t.values[0];
        mine[toward === a ? b : a] += t.values[1];
        if (decide(state, side, inf0, inf1) === side) return side;
        if (chain && tacticsChain(state, side, hand, k, sid, scan.free, inf0, inf1)) return side;
        if (t.values[0] === t.values[1]) break;
      }
    }
  }
  return null;
}

/**
 * The value of a position a closure decides (not yet played out, so inside
 * the terminal scores: a win the engine has resolved still ranks above it).
 */
export const DECIDED_SCORE = WIN_SCORE / 2;

/**
 * The master's two-player evaluation: learnedEvaluate, except where a closure
 * decides the game (pendingDecision in a virtual position, else threatDecision
 * for the side to move when nothing is pending): then ±DECIDED_SCORE.
 * `virtualOnly`: only in virtual positions (`closer` given: the search's move
 * ordering and its last ply), so that a deciding reply is always among those
 * the search plays out, while positions the engine reached keep the learned
 * value.
 */
export function guardedEvaluate(state: CaesarState, me: Side, closer: Side | null = null, w: EvalWeights = MASTER_EVAL, virtualOnly = false, chains = true): number {
  if (state.winner === null && !state.options.solo && (closer !== null || !virtualOnly)) {
    const scan = scanBorder(state);
    let d: Decision = closer === null ? null : pendingDecision(state, closer, scan, chains);
    if (d === null && state.pending === null) d = threatDecision(state, state.active, scan, chains);
    if (d !== null) return d === me ? DECIDED_SCORE : -DECIDED_SCORE;
    // The questions above only read the scan: the learned evaluation reuses it instead of scanning again.
    return learnedEvaluate(state, me, closer, w, scan);
  }
  return learnedEvaluate(state, me, closer, w);
}
