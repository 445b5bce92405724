/**
 * A static evaluation of a Caesar! position from one side's point of view, in
 * units of "control tokens": the game is won by placing all 12, so everything
 * is priced by how many tokens it is likely to be worth.
 *
 * It also accepts "virtual" positions where a token was just put on the board
 * without the engine resolving anything (the search's cheap move ordering): a
 * province with no free space that is not closed yet is priced as closed by
 * `closer`.
 */
import { CONTROL_TOKENS_PER_SIDE, PROVINCES, PROVINCE_IDS, SPACES, TOKENS, fits } from '../data';
import type { BonusKind, CaesarState, ProvinceId, Side } from '../types';

export const WIN_SCORE = 1000;

/** Weights, exported so tests and tuning can see them. */
export const WEIGHTS = {
  /** How sure a margin is, per free space: larger = influence margins count less. */
  spread: 3.2,
  /** The side to move can add a high value first. */
  tempo: 1.5,
  /** Chance that the side to move closes a province it can close. */
  closeNow: 0.85,
  /** Speculative border-control value per shared space with an open neighbour. */
  chain: 0.35,
  /** Each Senate held makes every later Senate worth one more token. */
  senateHeld: 0.6,
  /** Each extra token in the supply (Wealth) means more choice and fewer dead hands. */
  supply: 0.4,
  bonus: { senate: 0.4, tactics: 1.3, wealth: 1.0, might: 1.3, poison: 0.9, centurion: 0.8 } as Record<BonusKind, number>,
};

const P = PROVINCE_IDS.length;
const PINDEX = Object.fromEntries(PROVINCE_IDS.map((p, i) => [p, i])) as Record<ProvinceId, number>;
const SPACE_P = SPACES.map((s) => [PINDEX[s.provinces[0]], PINDEX[s.provinces[1]]] as const);
const PROV_SPACES = PROVINCE_IDS.map((p) => PROVINCES[p].spaces);
const PROV_SLOTS = PROVINCE_IDS.map((p) => PROVINCES[p].provinceSpaces);
// Maps, not the records: ids in a state are copies, not the records' own keys, and a map finds them faster.
const TOKEN = new Map(Object.values(TOKENS).map((t) => [t.id, t]));
const N_SPACES = SPACES.length;
const SPACE_A = Int32Array.from(SPACE_P, (x) => x[0]);
const SPACE_B = Int32Array.from(SPACE_P, (x) => x[1]);
// For each province, its border spaces and the province across each of them (flat, for the hot loops).
const PROV_OTHER = PROV_SPACES.map((sids, i) => sids.map((sid) => (SPACE_A[sid] === i ? SPACE_B[sid] : SPACE_A[sid])));
// sqrt(max(1, free spaces)) by free-space count (a province has a handful of spaces).
const SQRT_FREE = Array.from({ length: N_SPACES + 1 }, (_, f) => Math.sqrt(Math.max(1, f)));

function logistic(x: number): number {
  return 1 / (1 + Math.exp(-x));
}

/** Influence of each side in province `p` now (face-down tokens count 0). */
export function influence(state: CaesarState, p: ProvinceId): [number, number] {
  const inf: [number, number] = [0, 0];
  for (const sid of PROVINCES[p].spaces) {
    const placed = state.spaces[sid].placed;
    if (!placed || placed.faceDown) continue;
    const t = TOKENS[placed.token];
    inf[placed.side] += placed.toward === p ? t.values[0] : t.values[1];
  }
  return inf;
}

/** Best value `side` can put on `space` from its supply, or -1 if nothing fits. */
function bestFill(state: CaesarState, side: Side, space: number): number {
  let best = -1;
  // Crassus plays from his face-up row, not from a supply.
  const tokens = isCrassus(state, side) && state.crassus ? state.crassus.row : state.sides[side].supply;
  const symbol = SPACES[space].symbol;
  for (let k = 0; k < tokens.length; k++) {
    const t = TOKEN.get(tokens[k]);
    if (t && t.values[0] > best && fits(t, symbol)) best = t.values[0];
  }
  return best;
}

function isCrassus(state: CaesarState, side: Side): boolean {
  return state.options.solo !== null && state.options.solo.crassus === side;
}

/** What taking `bonus` is worth to `side`, given whether it also wins control. */
function bonusValue(state: CaesarState, side: Side, bonus: BonusKind | null, controls: boolean): number {
  if (!bonus) return 0;
  if (bonus === 'senate') {
    const held = state.sides[side].senate.length;
    return (controls ? held + 1 : 0) + WEIGHTS.bonus.senate;
  }
  // Crassus throws away everything but Senate and Poison.
  if (isCrassus(state, side) && bonus !== 'poison') return 0;
  return WEIGHTS.bonus[bonus];
}

interface Ctx {
  state: CaesarState;
  me: Side;
  pMe: Float64Array;
  closed: boolean[];
  controller: (Side | null)[];
  blocked: boolean[];
  inf0: Float64Array;
  inf1: Float64Array;
}

/**
 * One pass over the border: each side's face-up influence per province, free
 * spaces and the last free space per province, and the number of filled
 * spaces. Both evaluations read it (the learned one scans once and hands the
 * scan to evaluateScanned), so it lives here.
 */
export interface BorderScan {
  inf0: Float64Array;
  inf1: Float64Array;
  free: Int32Array;
  lastFree: Int32Array;
  filled: number;
}

// Scratch buffers are shared: a scan is read before the next one is made, and evaluate never re-enters itself.
const scan: BorderScan = {
  inf0: new Float64Array(P),
  inf1: new Float64Array(P),
  free: new Int32Array(P),
  lastFree: new Int32Array(P),
  filled: 0,
};

const scratch: Ctx = {
  state: null as unknown as CaesarState,
  me: 0,
  pMe: new Float64Array(P),
  closed: new Array<boolean>(P).fill(false),
  controller: new Array<Side | null>(P).fill(null),
  blocked: new Array<boolean>(P).fill(false),
  inf0: scan.inf0,
  inf1: scan.inf1,
};

/** Scans `state`'s border into the shared buffers (valid until the next scan). */
export function scanBorder(state: CaesarState): BorderScan {
  const { inf0, inf1, free, lastFree } = scan;
  inf0.fill(0);
  inf1.fill(0);
  free.fill(0);
  let filled = 0;
  const spaces = state.spaces;
  for (let sid = 0; sid < N_SPACES; sid++) {
    const a = SPACE_A[sid];
    const b = SPACE_B[sid];
    const placed = spaces[sid].placed;
    if (!placed) {
      free[a]++; free[b]++;
      lastFree[a] = sid; lastFree[b] = sid;
      continue;
    }
    filled++;
    if (placed.faceDown) continue;
    const t = TOKEN.get(placed.token)!;
    // Province ids are unique, so comparing the id is comparing the index.
    const towardA = placed.toward === PROVINCE_IDS[a];
    const inf = placed.side === 0 ? inf0 : inf1;
    inf[a] += towardA ? t.values[0] : t.values[1];
    inf[b] += towardA ? t.values[1] : t.values[0];
  }
  scan.filled = filled;
  return scan;
}

/** Tokens `side` places for controlling province i: its slot(s) plus covered borders. */
function controlValue(c: Ctx, side: Side, i: number): number {
  let v = PROV_SLOTS[i];
  const sids = PROV_SPACES[i];
  const others = PROV_OTHER[i];
  const spaces = c.state.spaces;
  for (let k = 0; k < sids.length; k++) {
    if (spaces[sids[k]].control) continue;
    const q = others[k];
    if (c.closed[q]) {
      if (c.controller[q] === side && !c.blocked[q]) v += 1;
    } else {
      v += WEIGHTS.chain * (side === c.me ? c.pMe[q] : 1 - c.pMe[q]);
    }
  }
  return v;
}

/**
 * pm * controlValue(me) - (1 - pm) * controlValue(opp) for province i, both
 * sides' values summed in one pass over its spaces (the same sums, in the same
 * order, as two controlValue calls).
 */
function expectedControl(c: Ctx, i: number, pm: number): number {
  let vMe = PROV_SLOTS[i];
  let vOpp = vMe;
  const sids = PROV_SPACES[i];
  const others = PROV_OTHER[i];
  const spaces = c.state.spaces;
  const me = c.me;
  const opp = 1 - me;
  const chain = WEIGHTS.chain;
  for (let k = 0; k < sids.length; k++) {
    if (spaces[sids[k]].control) continue;
    const q = others[k];
    if (c.closed[q]) {
      if (!c.blocked[q]) {
        const ctl = c.controller[q];
        if (ctl === me) vMe += 1;
        else if (ctl === opp) vOpp += 1;
      }
    } else {
      vMe += chain * c.pMe[q];
      vOpp += chain * (1 - c.pMe[q]);
    }
  }
  return pm * vMe - (1 - pm) * vOpp;
}

/** Value for `me` of province i being closed now by `by`, adding `add` influence for itself. */
function closing(c: Ctx, i: number, by: Side, add: number): number {
  const other = (1 - by) as Side;
  const infBy = by === 0 ? c.inf0[i] : c.inf1[i];
  const infOther = by === 0 ? c.inf1[i] : c.inf0[i];
  const margin = infBy - infOther + add;
  const ctrl: Side | null = margin > 0 ? by
    : margin < 0 || isCrassus(c.state, other) ? other
      : isCrassus(c.state, by) ? by : null;
  const bonus = c.state.provinces[PROVINCE_IDS[i]].bonus;
  let val = (by === c.me ? 1 : -1) * bonusValue(c.state, by, bonus, ctrl === by);
  if (ctrl !== null) val += (ctrl === c.me ? 1 : -1) * controlValue(c, ctrl, i);
  return val;
}

/**
 * Score for `me`: positive is good. Terminal positions are ±WIN_SCORE (a quicker
 * win scores a little higher so the AI does not dawdle). `closer` is who filled
 * the last space of a province the engine has not closed yet (virtual positions).
 */
export function evaluate(state: CaesarState, me: Side, closer: Side | null = null): number {
  if (state.winner !== null) return terminal(state, me);
  return evaluateScanned(state, me, closer, scanBorder(state));
}

function terminal(state: CaesarState, me: Side): number {
  const speed = 30 - Math.min(30, state.turn) * 0.01;
  return state.winner === me ? WIN_SCORE + speed : -WIN_SCORE - speed;
}

/** evaluate() of an open position whose border `state` was just scanned into `border` (scanBorder). */
export function evaluateScanned(state: CaesarState, me: Side, closer: Side | null, border: BorderScan): number {
  if (state.winner !== null) return terminal(state, me);
  const opp = (1 - me) as Side;
  const next = state.active;
  const sides = state.sides;
  let score = CONTROL_TOKENS_PER_SIDE - sides[me].controlLeft - (CONTROL_TOKENS_PER_SIDE - sides[opp].controlLeft);
  score += WEIGHTS.senateHeld * (sides[me].senate.length - sides[opp].senate.length);
  score += WEIGHTS.supply * (sides[me].supply.length - sides[opp].supply.length);

  const { inf0, inf1, free, lastFree } = border;
  const { pMe, closed, controller, blocked } = scratch;
  scratch.inf0 = inf0;
  scratch.inf1 = inf1;

  // Chance that `me` ends up controlling each province (closed ones are certain).
  const crassusOpp = isCrassus(state, opp);
  const crassusMe = isCrassus(state, me);
  const provinces = state.provinces;
  for (let i = 0; i < P; i++) {
    const ps = provinces[PROVINCE_IDS[i]];
    closed[i] = ps.closed;
    controller[i] = ps.controller;
    let down = false;
    const marks = ps.controlTokens;
    for (let k = 0; k < marks.length; k++) if (marks[k].faceDown) { down = true; break; }
    blocked[i] = down;
    if (ps.closed) {
      pMe[i] = ps.controller === me ? 1 : 0;
      continue;
    }
    let d = (me === 0 ? inf0[i] - inf1[i] : inf1[i] - inf0[i]) + (next === me ? WEIGHTS.tempo : -WEIGHTS.tempo);
    // Crassus wins ties.
    if (crassusOpp) d -= 0.5;
    else if (crassusMe) d += 0.5;
    pMe[i] = logistic((1.7 * d) / (WEIGHTS.spread * SQRT_FREE[free[i]]));
  }

  const ctx = scratch;
  ctx.state = state;
  ctx.me = me;
  for (let i = 0; i < P; i++) {
    if (closed[i]) continue;
    if (free[i] === 0) {
      score += closing(ctx, i, closer ?? ((1 - next) as Side), 0);
    } else if (free[i] === 1) {
      // Whoever moves next can close it: price both possible closers.
      const other = (1 - next) as Side;
      const vNext = bestFill(state, next, lastFree[i]);
      const vOther = bestFill(state, other, lastFree[i]);
      if (vNext >= 0 && vOther >= 0) {
        // Crassus always closes what he can; a player usually does.
        const w = isCrassus(state, next) ? 1 : WEIGHTS.closeNow;
        score += w * closing(ctx, i, next, vNext) + (1 - w) * closing(ctx, i, other, vOther);
      } else if (vNext >= 0) score += closing(ctx, i, next, vNext);
      else if (vOther >= 0) score += closing(ctx, i, other, vOther);
      else score += expectedControl(ctx, i, pMe[i]);
    } else {
      const pm = pMe[i];
      score += expectedControl(ctx, i, pm);
      if (provinces[PROVINCE_IDS[i]].bonus === 'senate') {
        score += 0.25 * (pm * (sides[me].senate.length + 1) - (1 - pm) * (sides[opp].senate.length + 1));
      }
    }
  }
  return score;
}
