/**
 * Battle-legion and loss choices for the Conquest AI. A die hits when its face
 * matches a unit of that type in the battle legion (catapults: in reserve too),
 * one die per unit, so a legion of one type hits on at most a third of its
 * dice while a mixed one hits on up to two thirds. The AI picks the legion
 * with the most expected hits, and takes losses so that what is left can
 * still field the best legion next round.
 */
import { battleLegionChoices } from './battle';
import { lossChoices } from './legal';
import type { CombatUnits } from './types';

const binomialCache = new Map<string, number>();

/** E[min(X, cap)] for X ~ Binomial(n, p). */
function expectedCapped(n: number, p: number, cap: number): number {
  if (cap <= 0 || n <= 0) return 0;
  const key = `${n},${p},${cap}`;
  const hit = binomialCache.get(key);
  if (hit !== undefined) return hit;
  let prob = (1 - p) ** n;
  let e = 0;
  for (let k = 0; k <= n; k++) {
    if (k > 0) prob = (prob * (n - k + 1) * p) / (k * (1 - p));
    e += prob * Math.min(k, cap);
  }
  binomialCache.set(key, e);
  return e;
}

/** Expected hits of a roll by `legion` with `extraDice` more dice (a fortified defender) and `reserveCatapults` behind it. */
export function expectedHits(legion: CombatUnits, reserveCatapults: number, extraDice = 0): number {
  const dice = legion.infantry + legion.cavalry + legion.catapult + extraDice;
  return expectedCapped(dice, 1 / 3, legion.infantry) + expectedCapped(dice, 1 / 6, legion.cavalry)
    + expectedCapped(dice, 1 / 6, legion.catapult + reserveCatapults);
}

const COST = { infantry: 10, cavalry: 20, catapult: 30 } as const;
const cost = (u: CombatUnits) => u.infantry * COST.infantry + u.cavalry * COST.cavalry + u.catapult * COST.catapult;

/** The battle legion with the most expected hits; ties keep catapults in reserve and the cheapest units in front. */
export function bestBattleLegion(units: CombatUnits, leaders: number, extraDice = 0): CombatUnits {
  let best: CombatUnits | null = null;
  let bestScore = -Infinity;
  for (const c of battleLegionChoices(units, leaders)) {
    const score = expectedHits(c, units.catapult - c.catapult, extraDice) - c.catapult * 0.01 - cost(c) * 0.0001;
    if (score > bestScore + 1e-9) {
      best = c;
      bestScore = score;
    }
  }
  return best!;
}

function minus(a: CombatUnits, b: CombatUnits): CombatUnits {
  return { infantry: a.infantry - b.infantry, cavalry: a.cavalry - b.cavalry, catapult: a.catapult - b.catapult };
}

/** Losses from `pool` (the battle legion, or every unit in a pursuit) that leave `units` the strongest next legion. */
export function bestLosses(units: CombatUnits, pool: CombatUnits, hits: number, leaders: number): CombatUnits {
  let best: CombatUnits | null = null;
  let bestScore = -Infinity;
  for (const c of lossChoices(pool, hits)) {
    const left = minus(units, c);
    const n = left.infantry + left.cavalry + left.catapult;
    const next = n > 0 ? expectedHits(bestBattleLegion(left, leaders), 0) : 0;
    // Next round's punch first, then what survives is worth in talents.
    const score = next + cost(left) * 0.002;
    if (score > bestScore + 1e-9) {
      best = c;
      bestScore = score;
    }
  }
  return best!;
}
