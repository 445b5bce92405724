/**
 * The battle system as pure functions over a battle record: land battles
 * (battle legions, matching dice, fortified cities, simultaneous hits, continue
 * or retreat, pursuit, capture) and naval battles (two dice per galley, only
 * galley symbols hit, at most three rounds).
 *
 * Nothing here knows the board: the game layer (game-battle.ts) starts a battle
 * from the pieces in a space, supplies the dice and applies the outcome.
 * Every function returns a new record and throws BattleError on an illegal choice.
 */
import {
  BATTLE_LEGION_BASE, COMBAT_KINDS, NAVAL_DICE_PER_GALLEY, NAVAL_ROUNDS, combatCount, containsUnits, subUnits, units,
} from './pieces';
import type {
  BattleRole, CombatUnits, Face, FortifiedCatapultRule, LandBattle, LandSide, NavalBattle, NavalSide, Seat,
} from './types';

export type DiceRoller = (count: number) => Face[];

export class BattleError extends Error {
  constructor(public readonly code: string, message: string) {
    super(message);
    this.name = 'BattleError';
  }
}

export const other = (role: BattleRole): BattleRole => (role === 'attacker' ? 'defender' : 'attacker');

// ---------------------------------------------------------------- dice math

/** Battle legion size: 1-5 units plus one per leader, as large as the units allow. */
export function battleLegionSize(available: CombatUnits, leaders: number): number {
  return Math.min(combatCount(available), BATTLE_LEGION_BASE + leaders);
}

export function isValidBattleLegion(available: CombatUnits, leaders: number, legion: CombatUnits): boolean {
  return COMBAT_KINDS.every((k) => Number.isInteger(legion[k]) && legion[k] >= 0)
    && containsUnits(available, legion) && combatCount(legion) === battleLegionSize(available, leaders);
}

/** Every battle legion a side may form (for menus and AIs). */
export function battleLegionChoices(available: CombatUnits, leaders: number): CombatUnits[] {
  const size = battleLegionSize(available, leaders);
  const out: CombatUnits[] = [];
  for (let i = Math.min(size, available.infantry); i >= 0; i--) {
    for (let c = Math.min(size - i, available.cavalry); c >= 0; c--) {
      const k = size - i - c;
      if (k <= available.catapult) out.push(units({ infantry: i, cavalry: c, catapult: k }));
    }
  }
  return out;
}

/**
 * Hits of a land roll: each die matches at most one unit of its type in the
 * battle legion; catapult symbols also match catapults in reserve; galley and
 * blank faces never hit on land.
 */
export function landHits(legion: CombatUnits, reserveCatapults: number, faces: readonly Face[]): number {
  const n = (f: Face) => faces.filter((x) => x === f).length;
  return Math.min(n('infantry'), legion.infantry) + Math.min(n('cavalry'), legion.cavalry)
    + Math.min(n('catapult'), legion.catapult + reserveCatapults);
}

/** Extra dice of a defender in a fortified city. */
export function fortificationDice(fortified: boolean, attackerHasCatapult: boolean, rule: FortifiedCatapultRule): number {
  if (!fortified) return 0;
  const reduced = rule === 'reducedWithoutCatapult' ? !attackerHasCatapult : attackerHasCatapult;
  return reduced ? 1 : 2;
}

export function navalHits(faces: readonly Face[]): number {
  return faces.filter((f) => f === 'galley').length;
}

/** Pursuit: each cavalry symbol matched with a surviving cavalry unit of the winner hits. */
export function pursuitHits(winnerCavalry: number, faces: readonly Face[]): number {
  return Math.min(faces.filter((f) => f === 'cavalry').length, winnerCavalry);
}

// ---------------------------------------------------------------- land battles

function side(seat: Seat, u: CombatUnits, leaders: { generals: number; caesar: number }): LandSide {
  return { seat, units: { ...u }, leaders: { ...leaders }, legion: null, hitsToTake: 0, lastRoll: [], lastHits: 0 };
}

function leadersOf(s: LandSide): number {
  return s.leaders.generals + s.leaders.caesar;
}

/** Whether a choice of losses (or legion) is forced: the engine then makes it itself. */
function forcedLosses(legion: CombatUnits, hits: number): CombatUnits | null {
  if (hits === 0) return units();
  if (hits >= combatCount(legion)) return { ...legion };
  const kinds = COMBAT_KINDS.filter((k) => legion[k] > 0);
  if (kinds.length === 1) return units({ [kinds[0]]: hits });
  return null;
}

function autoOrganize(b: LandBattle): LandBattle {
  for (const role of ['defender', 'attacker'] as const) {
    const s = b[role];
    if (s.legion) continue;
    const choices = battleLegionChoices(s.units, leadersOf(s));
    if (choices.length === 1) b = { ...b, [role]: { ...s, legion: choices[0] } };
  }
  return b;
}

export interface LandBattleInput {
  province: string;
  fortified: boolean;
  attacker: { seat: Seat; units: CombatUnits; generals: number; caesar: number };
  defender: { seat: Seat; units: CombatUnits; generals: number; caesar: number };
}

export function startLandBattle(input: LandBattleInput): LandBattle {
  const mk = (x: LandBattleInput['attacker']) => side(x.seat, x.units, { generals: x.generals, caesar: x.caesar });
  if (combatCount(input.attacker.units) === 0 || combatCount(input.defender.units) === 0) {
    throw new BattleError('conquest.error.noBattle', 'both sides need combat units for a land battle');
  }
  return autoOrganize({
    kind: 'land', province: input.province, fortified: input.fortified, round: 1, step: 'organize',
    attacker: mk(input.attacker), defender: mk(input.defender), decided: {}, retreat: null,
    pursuitHits: 0, pursuitRoll: [], winner: null, captured: [],
  });
}

/** Who must act now in this battle (both sides may be waited on at once). */
export function landWaitingOn(b: LandBattle): BattleRole[] {
  switch (b.step) {
    case 'organize': {
      // The defender organises first, then the attacker.
      if (!b.defender.legion) return ['defender'];
      return b.attacker.legion ? [] : ['attacker'];
    }
    case 'losses':
      return (['defender', 'attacker'] as const).filter((r) => b[r].hitsToTake > 0);
    case 'decide':
      return b.decided.defender ? ['attacker'] : ['defender'];
    case 'pursuit':
      return [b.retreat!.role];
    case 'done':
      return [];
  }
}

export function organizeLegion(b: LandBattle, role: BattleRole, legion: CombatUnits): LandBattle {
  if (b.step !== 'organize' || !landWaitingOn(b).includes(role)) {
    throw new BattleError('conquest.error.notYourStep', 'it is not your turn to form a battle legion');
  }
  const s = b[role];
  if (!isValidBattleLegion(s.units, leadersOf(s), legion)) {
    throw new BattleError('conquest.error.badLegion',
      `a battle legion must take ${battleLegionSize(s.units, leadersOf(s))} of your combat units`);
  }
  return autoOrganize({ ...b, [role]: { ...s, legion: units(legion) } });
}

/** Both battle legions formed: roll, simultaneously, and set the hits each side takes. */
export function rollLandRound(b: LandBattle, roll: DiceRoller, rule: FortifiedCatapultRule): LandBattle {
  if (b.step !== 'organize' || !b.attacker.legion || !b.defender.legion) {
    throw new BattleError('conquest.error.notYourStep', 'battle legions are not formed yet');
  }
  const att = b.attacker;
  const def = b.defender;
  const attFaces = roll(combatCount(att.legion!));
  const extra = fortificationDice(b.fortified, att.units.catapult > 0, rule);
  const defFaces = roll(combatCount(def.legion!) + extra);
  const attHits = landHits(att.legion!, att.units.catapult - att.legion!.catapult, attFaces);
  const defHits = landHits(def.legion!, def.units.catapult - def.legion!.catapult, defFaces);
  let next: LandBattle = {
    ...b,
    step: 'losses',
    attacker: { ...att, lastRoll: attFaces, lastHits: attHits, hitsToTake: Math.min(defHits, combatCount(att.legion!)) },
    defender: { ...def, lastRoll: defFaces, lastHits: defHits, hitsToTake: Math.min(attHits, combatCount(def.legion!)) },
  };
  for (const role of ['defender', 'attacker'] as const) {
    const forced = forcedLosses(next[role].legion!, next[role].hitsToTake);
    if (forced) next = applyLosses(next, role, forced);
  }
  return afterLosses(next);
}

function applyLosses(b: LandBattle, role: BattleRole, losses: CombatUnits): LandBattle {
  const s = b[role];
  return { ...b, [role]: { ...s, units: subUnits(s.units, losses), legion: subUnits(s.legion!, losses), hitsToTake: 0 } };
}

export function takeLandLosses(b: LandBattle, role: BattleRole, losses: CombatUnits): LandBattle {
  if (b.step === 'pursuit') return takePursuitLosses(b, role, losses);
  if (b.step !== 'losses' || b[role].hitsToTake === 0) {
    throw new BattleError('conquest.error.notYourStep', 'you have no hits to take now');
  }
  const s = b[role];
  if (!COMBAT_KINDS.every((k) => Number.isInteger(losses[k]) && losses[k] >= 0)
    || !containsUnits(s.legion!, losses) || combatCount(losses) !== s.hitsToTake) {
    throw new BattleError('conquest.error.badLosses', `take exactly ${s.hitsToTake} hits from your battle legion`);
  }
  return afterLosses(applyLosses(b, role, units(losses)));
}

function afterLosses(b: LandBattle): LandBattle {
  if (b.step !== 'losses' || b.attacker.hitsToTake > 0 || b.defender.hitsToTake > 0) return b;
  const attOut = combatCount(b.attacker.units) === 0;
  const defOut = combatCount(b.defender.units) === 0;
  if (attOut || defOut) {
    const captured: BattleRole[] = [];
    if (defOut) captured.push('defender');
    if (attOut) captured.push('attacker');
    // Both wiped out: nobody conquers, so the defender keeps the province.
    const winner: BattleRole | null = attOut && defOut ? null : attOut ? 'defender' : 'attacker';
    return { ...b, step: 'done', winner, captured };
  }
  return { ...b, step: 'decide', decided: {} };
}

/**
 * Continue or retreat, defender first. `to` is where a retreating side goes
 * (null when no adjacent province is free of other players' combat units: its
 * units are then eliminated and its leaders captured). The game layer checks `to`.
 */
export function decideLand(
  b: LandBattle, role: BattleRole, choice: 'continue' | 'retreat', to: string | null, roll: DiceRoller,
): LandBattle {
  if (b.step !== 'decide' || !landWaitingOn(b).includes(role)) {
    throw new BattleError('conquest.error.notYourStep', 'it is not your turn to decide');
  }
  if (choice === 'continue') {
    if (role === 'defender') return { ...b, decided: { defender: 'continue' } };
    const fresh = (s: LandSide): LandSide => ({ ...s, legion: null, hitsToTake: 0 });
    return autoOrganize({
      ...b, round: b.round + 1, step: 'organize', decided: {}, attacker: fresh(b.attacker), defender: fresh(b.defender),
    });
  }
  const winner = other(role);
  const base: LandBattle = { ...b, decided: { ...b.decided, [role]: 'retreat' }, retreat: { role, to }, winner };
  if (to === null) {
    // Nowhere to go: every unit is lost and the leaders are captured.
    return { ...base, step: 'done', [role]: { ...b[role], units: units() }, captured: [role] };
  }
  const w = b[winner];
  const faces = roll(combatCount(w.units));
  const hits = Math.min(pursuitHits(w.units.cavalry, faces), combatCount(b[role].units));
  let next: LandBattle = { ...base, step: 'pursuit', pursuitRoll: faces, pursuitHits: hits };
  const forced = forcedLosses(b[role].units, hits);
  if (forced) next = finishPursuit(next, forced);
  return next;
}

function takePursuitLosses(b: LandBattle, role: BattleRole, losses: CombatUnits): LandBattle {
  if (b.retreat?.role !== role) throw new BattleError('conquest.error.notYourStep', 'you have no hits to take now');
  const s = b[role];
  if (!COMBAT_KINDS.every((k) => Number.isInteger(losses[k]) && losses[k] >= 0)
    || !containsUnits(s.units, losses) || combatCount(losses) !== b.pursuitHits) {
    throw new BattleError('conquest.error.badLosses', `take exactly ${b.pursuitHits} pursuit hits`);
  }
  return finishPursuit(b, units(losses));
}

function finishPursuit(b: LandBattle, losses: CombatUnits): LandBattle {
  const role = b.retreat!.role;
  const s = b[role];
  // Units destroyed in the pursuit do not cost the leaders: they escape and retreat.
  return { ...b, step: 'done', pursuitHits: 0, [role]: { ...s, units: subUnits(s.units, losses) } };
}

/** Combat units lost by a side over the whole battle. */
export function landLosses(start: CombatUnits, b: LandBattle, role: BattleRole): CombatUnits {
  return subUnits(start, b[role].units);
}

// ---------------------------------------------------------------- naval battles

export function startNavalBattle(
  sea: string, attacker: { seat: Seat; galleys: number[] }, defender: { seat: Seat; galleys: number[] },
): NavalBattle {
  if (attacker.galleys.length === 0 || defender.galleys.length === 0) {
    throw new BattleError('conquest.error.noBattle', 'both sides need galleys for a naval battle');
  }
  const mk = (x: { seat: Seat; galleys: number[] }): NavalSide => ({
    seat: x.seat, galleys: [...x.galleys], hitsToTake: 0, lastRoll: [], lastHits: 0,
  });
  return { kind: 'naval', sea, round: 0, attacker: mk(attacker), defender: mk(defender), done: false };
}

export function navalWaitingOn(b: NavalBattle): BattleRole[] {
  return (['defender', 'attacker'] as const).filter((r) => b[r].hitsToTake > 0);
}

/** Rolls one round (two dice per galley, simultaneously). Sinks automatically when the choice is forced. */
export function rollNavalRound(b: NavalBattle, roll: DiceRoller): NavalBattle {
  if (b.done || navalWaitingOn(b).length > 0) throw new BattleError('conquest.error.notYourStep', 'the round is not over');
  const attFaces = roll(b.attacker.galleys.length * NAVAL_DICE_PER_GALLEY);
  const defFaces = roll(b.defender.galleys.length * NAVAL_DICE_PER_GALLEY);
  let next: NavalBattle = {
    ...b,
    round: b.round + 1,
    attacker: {
      ...b.attacker, lastRoll: attFaces, lastHits: navalHits(attFaces),
      hitsToTake: Math.min(navalHits(defFaces), b.attacker.galleys.length),
    },
    defender: {
      ...b.defender, lastRoll: defFaces, lastHits: navalHits(defFaces),
      hitsToTake: Math.min(navalHits(attFaces), b.defender.galleys.length),
    },
  };
  for (const role of ['defender', 'attacker'] as const) {
    const s = next[role];
    if (s.hitsToTake === s.galleys.length && s.hitsToTake > 0) next = applySinking(next, role, s.galleys);
  }
  return navalAfterSinking(next);
}

function applySinking(b: NavalBattle, role: BattleRole, ids: number[]): NavalBattle {
  const s = b[role];
  return { ...b, [role]: { ...s, galleys: s.galleys.filter((g) => !ids.includes(g)), hitsToTake: 0 } };
}

/** The owner chooses which of their galleys sink. */
export function sinkGalleys(b: NavalBattle, role: BattleRole, ids: number[]): NavalBattle {
  const s = b[role];
  if (s.hitsToTake === 0) throw new BattleError('conquest.error.notYourStep', 'you have no galleys to sink now');
  if (new Set(ids).size !== ids.length || ids.length !== s.hitsToTake || ids.some((g) => !s.galleys.includes(g))) {
    throw new BattleError('conquest.error.badLosses', `choose exactly ${s.hitsToTake} of your galleys in the battle`);
  }
  return navalAfterSinking(applySinking(b, role, ids));
}

function navalAfterSinking(b: NavalBattle): NavalBattle {
  if (navalWaitingOn(b).length > 0) return b;
  const over = b.round >= NAVAL_ROUNDS || b.attacker.galleys.length === 0 || b.defender.galleys.length === 0;
  return over ? { ...b, done: true } : b;
}

