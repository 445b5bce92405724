/**
 * Seeded, serialisable randomness for game engines.
 *
 * The generator's whole state is a short array of numbers that lives inside the
 * game state, so saving a game saves where its dice are, and a record
 * (options, seed, actions) replays to the identical state.
 */
import { xoroshiro128plus, xoroshiro128plusFromState } from 'pure-rand/generator/xoroshiro128plus';
import { uniformInt } from 'pure-rand/distribution/uniformInt';

export type RngState = number[];

/** FNV-1a over the seed text: any string (or number) becomes a 32-bit seed. */
export function hashSeed(seed: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) {
    h ^= seed.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h | 0;
}

export function initialRngState(seed: string): RngState {
  return [...xoroshiro128plus(hashSeed(seed)).getState()];
}

/**
 * A mutable cursor over an RngState. Engines create one at the start of an
 * action from the state's `rng` field, draw from it, and write `rng.state()`
 * back into the new state before returning.
 */
export class Rng {
  private readonly gen;
  constructor(state: RngState) {
    this.gen = xoroshiro128plusFromState(state);
  }
  /** Integer in [from, to], both included. */
  int(from: number, to: number): number {
    return uniformInt(this.gen, from, to);
  }
  /** Index in [0, n). */
  index(n: number): number {
    if (n <= 0) throw new Error('Rng.index of an empty range');
    return this.int(0, n - 1);
  }
  pick<T>(items: readonly T[]): T {
    return items[this.index(items.length)];
  }
  /** Removes and returns a random element of `items` (mutates the array). */
  take<T>(items: T[]): T {
    const i = this.index(items.length);
    return items.splice(i, 1)[0];
  }
  /** Fisher–Yates shuffle in place; returns the same array. */
  shuffle<T>(items: T[]): T[] {
    for (let i = items.length - 1; i > 0; i--) {
      const j = this.int(0, i);
      [items[i], items[j]] = [items[j], items[i]];
    }
    return items;
  }
  state(): RngState {
    return [...this.gen.getState()];
  }
}
