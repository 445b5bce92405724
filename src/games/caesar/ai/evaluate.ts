/**
 * A static evaluation of a Caesar! position from one side's point of view, in
 * units of "control tokens": the game is won by placing all 12, so everything
 * is priced by how many tokens it is likely to be worth.
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

/** Best value `side` can put toward `p` on `space` from its supply, or -1 if nothing fits. */
function bestFill(state: CaesarState, side: Side, space: number, p: ProvinceId): number {
  let best = -1;
  for (const id of state.sides[side].supply) {
    const t = TOKENS[id];
    if (t && fits(t, SPACES[space].symbol)) best = Math.max(best, t.values[0]);
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

/** Tokens `side` would place for controlling `p`: its province space(s) plus covered borders. */
function controlValue(state: CaesarState, side: Side, p: ProvinceId, pOpen: Map<ProvinceId, [number, number]>): number {
  let v = PROVINCES[p].provinceSpaces;
  for (const sid of PROVINCES[p].spaces) {
    const sp = state.spaces[sid];
    if (sp.control) continue;
    const [a, b] = SPACES[sid].provinces;
    const q = a === p ? b : a;
    const qs = state.provinces[q];
    if (qs.closed) {
      if (qs.controller === side && !qs.controlTokens.some((c) => c.faceDown)) v += 1;
    } else {
      const pq = pOpen.get(q);
      if (pq) v += WEIGHTS.chain * pq[side];
    }
  }
  return v;
}

/**
 * Score for `me`: positive is good. Terminal positions are ±WIN_SCORE (a quicker
 * win scores a little higher so the AI does not dawdle).
 */
export function evaluate(state: CaesarState, me: Side): number {
  const opp = (1 - me) as Side;
  if (state.winner !== null) {
    const speed = 30 - Math.min(30, state.turn) * 0.01;
    return state.winner === me ? WIN_SCORE + speed : -WIN_SCORE - speed;
  }
  const next = state.active;
  let score = 0;
  const placed = (s: Side) => CONTROL_TOKENS_PER_SIDE - state.sides[s].controlLeft;
  score += placed(me) - placed(opp);
  score += WEIGHTS.senateHeld * (state.sides[me].senate.length - state.sides[opp].senate.length);
  score += WEIGHTS.supply * (state.sides[me].supply.length - state.sides[opp].supply.length);

  // First pass: chance each side controls each open province, for border chains.
  const open: ProvinceId[] = [];
  const info = new Map<ProvinceId, { inf: [number, number]; free: number[] }>();
  const pOpen = new Map<ProvinceId, [number, number]>();
  for (const p of PROVINCE_IDS) {
    if (state.provinces[p].closed) continue;
    open.push(p);
    const inf = influence(state, p);
    const free = PROVINCES[p].spaces.filter((sid) => !state.spaces[sid].placed);
    info.set(p, { inf, free });
    const d = inf[me] - inf[opp] + (next === me ? WEIGHTS.tempo : -WEIGHTS.tempo);
    const pm = logistic((1.7 * d) / (WEIGHTS.spread * Math.sqrt(Math.max(1, free.length))));
    pOpen.set(p, me === 0 ? [pm, 1 - pm] : [1 - pm, pm]);
  }

  for (const p of open) {
    const { inf, free } = info.get(p)!;
    const bonus = state.provinces[p].bonus;
    const ctrl: [number, number] = [controlValue(state, 0, p, pOpen), controlValue(state, 1, p, pOpen)];
    if (free.length === 1) {
      // Whoever moves next can close it: price both closers.
      const outcome = (closer: Side): number | null => {
        const v = bestFill(state, closer, free[0], p);
        if (v < 0) return null;
        const other = (1 - closer) as Side;
        const margin = inf[closer] - inf[other] + v;
        const controller: Side | null = margin > 0 ? closer : margin < 0 || isCrassus(state, other) ? other : null;
        const sign = (s: Side) => (s === me ? 1 : -1);
        let val = sign(closer) * bonusValue(state, closer, bonus, controller === closer);
        if (controller !== null) val += sign(controller) * ctrl[controller];
        return val;
      };
      const other = (1 - next) as Side;
      const first = outcome(next);
      const second = outcome(other);
      if (first !== null && second !== null) score += WEIGHTS.closeNow * first + (1 - WEIGHTS.closeNow) * second;
      else if (first !== null) score += first;
      else if (second !== null) score += second;
      else {
        // Nobody can close it with the current supplies: margin decides later.
        const pm = pOpen.get(p)![me];
        score += pm * ctrl[me] - (1 - pm) * ctrl[opp];
      }
    } else {
      const pm = pOpen.get(p)![me];
      score += pm * ctrl[me] - (1 - pm) * ctrl[opp];
      // A province one step from closing is a gift to whoever moves after the
      // next placement there; symmetric otherwise, so only Senate matters here.
      if (bonus === 'senate') {
        score += 0.5 * (pm * (state.sides[me].senate.length + 1) - (1 - pm) * (state.sides[opp].senate.length + 1)) * 0.5;
      }
    }
  }
  return score;
}
