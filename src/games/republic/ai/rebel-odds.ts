/**
 * Civil-battle odds and rebel targets for the AI (1.11, 2.03), apart from
 * rebels.ts so that the value function (assess.ts) can use them without an
 * import cycle.
 */
import { REBEL_WAR, rebelTargetStrength } from '../civil-war';
import { TABLES, tableRow } from '../data';
import { activeLegions, legionStrength, nominalMil } from '../military';
import { primaryRebel, rebelProvinceTarget } from '../revolt-state';
import { officeHolder } from '../senators';
import type { RepublicState, Seat, Senator } from '../types';

export interface Odds { victory: number; defeat: number }

/** The Master of Horse's MIL that joins a Dictator (1.09.33). */
function dictatorsHorse(s: RepublicState, x: Senator): number {
  if (x.office !== 'dictator') return 0;
  const moh = officeHolder(s, 'masterOfHorse');
  return moh && moh.where.kind === 'rome' ? moh.mil : 0;
}

/** P(3d6 = n). */
const P3: number[] = (() => {
  const p = new Array<number>(19).fill(0);
  for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) for (let c = 1; c <= 6; c++) p[a + b + c] += 1 / 216;
  return p;
})();

/** Odds of a civil battle (no disasters nor standoffs): 3d6 + force + MIL (capped at the force) - the rebel's strength. */
export function civilOdds(force: number, mil: number, enemy: number): Odds {
  let victory = 0;
  let defeat = 0;
  for (let n = 3; n <= 18; n++) {
    const row = tableRow(TABLES.combat, n + force + Math.min(force, mil) - enemy);
    if (row.result === 'victory') victory += P3[n];
    else if (row.result === 'defeat') defeat += P3[n];
  }
  return { victory, defeat };
}

/** Is this deploy target a rebel (the Primary Rebel, or a rebel governor's province)? */
export function isRebelTarget(war: string): boolean {
  return war === REBEL_WAR || war.startsWith('rebel:');
}

/** The faction a rebel target belongs to (null when there is none). */
export function rebelFaction(s: RepublicState, war: string): Seat | null {
  if (war === REBEL_WAR) return primaryRebel(s)?.faction ?? null;
  return rebelProvinceTarget(s, war)?.rebel.faction ?? null;
}

/** Odds of a Senate army of `legions` Active Forces legions under `cmd` against a rebel target. */
export function rebelAttackOdds(s: RepublicState, war: string, cmd: Senator | null, legions: number): Odds {
  const enemy = rebelTargetStrength(s, war);
  if (enemy === null || legions <= 0) return { victory: 0, defeat: 1 };
  const force = legionStrength(activeLegions(s).slice(0, legions));
  return civilOdds(force, cmd ? nominalMil(cmd) + dictatorsHorse(s, cmd) : 0, enemy);
}
