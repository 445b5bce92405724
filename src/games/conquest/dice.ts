/**
 * The six-faced battle die: two infantry faces, then cavalry, catapult, galley
 * and a blank face. Every roll of the engine goes through `rollDice`, which
 * takes forced faces first (the test hook) and the seeded generator after.
 */
import { Rng } from '../../core/rng';
import type { Face } from './types';

export const FACES: readonly Face[] = ['infantry', 'infantry', 'cavalry', 'catapult', 'galley', 'blank'];

export function faceOf(n: number): Face {
  if (!Number.isInteger(n) || n < 1 || n > 6) throw new Error(`die value out of range: ${n}`);
  return FACES[n - 1];
}

/** Die values (1..6) from the queue `forced` first, then from the generator. Mutates both. */
export function rollDice(count: number, rng: Rng, forced: number[]): Face[] {
  const out: Face[] = [];
  for (let i = 0; i < count; i++) out.push(faceOf(forced.length > 0 ? forced.shift()! : rng.int(1, 6)));
  return out;
}

/** Die value for a face, for tests that force dice by symbol. */
export function valueOf(face: Face): number {
  return FACES.indexOf(face) + 1;
}
