/**
 * Box contents, prices, movement allowances and arithmetic over piece counts.
 */
import type { CombatKind, CombatUnits, PieceKind, Troops } from './types';

/** Pieces of one colour in the box (cavalry 20 per the Korean text and the English original; the Romanian says 10). */
export const BOX = { infantry: 20, cavalry: 20, catapult: 6, galley: 8, generals: 4, caesar: 1 } as const;
/** Ivory pieces shared by all players. */
export const SHARED_BOX = { city: 16, fortification: 16, road: 20 } as const;

/** Base prices in talents; inflation multiplies them by 2, then 3. */
export const BASE_PRICE: Readonly<Record<PieceKind, number>> = {
  infantry: 10, cavalry: 20, galley: 20, catapult: 30, fortifiedCity: 50, city: 30, fortification: 20, road: 10,
};

export const START_MONEY_SCALE = 15;
export const INFLATION_THRESHOLDS = [105, 205] as const;
export const CITY_TRIBUTE = 5;

export const MOVEMENT = { infantry: 1, catapult: 1, cavalry: 2, generals: 2, caesar: 2, galley: 2 } as const;
/** Land combat units one leader may move (a legion) or one galley may carry. */
export const LEGION_SIZE = 7;
/** Battle legion: up to 5 units plus one per leader present. */
export const BATTLE_LEGION_BASE = 5;
export const NAVAL_ROUNDS = 3;
export const NAVAL_DICE_PER_GALLEY = 2;

export const COMBAT_KINDS: readonly CombatKind[] = ['infantry', 'cavalry', 'catapult'];
export const TROOP_KEYS = ['infantry', 'cavalry', 'catapult', 'generals', 'caesar'] as const;

export function troops(partial: Partial<Troops> = {}): Troops {
  return { infantry: 0, cavalry: 0, catapult: 0, generals: 0, caesar: 0, ...partial };
}
export function units(partial: Partial<CombatUnits> = {}): CombatUnits {
  return { infantry: 0, cavalry: 0, catapult: 0, ...partial };
}
export function addTroops(a: Troops, b: Troops): Troops {
  return troops(Object.fromEntries(TROOP_KEYS.map((k) => [k, a[k] + b[k]])));
}
export function subTroops(a: Troops, b: Troops): Troops {
  return troops(Object.fromEntries(TROOP_KEYS.map((k) => [k, a[k] - b[k]])));
}
export function containsTroops(a: Troops, b: Troops): boolean {
  return TROOP_KEYS.every((k) => a[k] >= b[k]);
}
export function combatCount(t: CombatUnits): number {
  return t.infantry + t.cavalry + t.catapult;
}
export function leaderCount(t: Troops): number {
  return t.generals + t.caesar;
}
export function isEmptyTroops(t: Troops): boolean {
  return TROOP_KEYS.every((k) => t[k] === 0);
}
export function combatOf(t: Troops): CombatUnits {
  return units({ infantry: t.infantry, cavalry: t.cavalry, catapult: t.catapult });
}
export function addUnits(a: CombatUnits, b: CombatUnits): CombatUnits {
  return units({ infantry: a.infantry + b.infantry, cavalry: a.cavalry + b.cavalry, catapult: a.catapult + b.catapult });
}
export function subUnits(a: CombatUnits, b: CombatUnits): CombatUnits {
  return units({ infantry: a.infantry - b.infantry, cavalry: a.cavalry - b.cavalry, catapult: a.catapult - b.catapult });
}
export function containsUnits(a: CombatUnits, b: CombatUnits): boolean {
  return COMBAT_KINDS.every((k) => a[k] >= b[k]);
}
export function isNonNegative(t: Partial<Troops>): boolean {
  return Object.values(t).every((n) => Number.isInteger(n) && (n as number) >= 0);
}

/** Price of one piece at inflation level 0, 1 or 2. */
export function price(piece: PieceKind, inflation: number): number {
  return BASE_PRICE[piece] * (inflation + 1);
}
