/**
 * Swiss pairing for duels.
 *
 * Players come in standing order (score, then rating, then seed). The bye, for
 * an odd count, goes to the lowest-ranked player among those with the fewest
 * byes so far. The rest are paired top-down, each with the nearest-ranked
 * player still free, which keeps pairings inside score groups and floats the
 * odd one down.
 *
 * Repeat opponents are kept to the minimum possible (zero whenever a pairing
 * without repeats exists): a maximum matching over the pairs that have not met
 * (matching.ts) says how many repeats the players still free will need at
 * least, so each choice is checked before it is made, and the top-down pass
 * backtracks only in its choice of partner, never into a dead end. The bye
 * goes to the lowest-ranked eligible player for whom that minimum is reached.
 * Cost: O(n) matchings of O(n³) each per round, a few milliseconds at 64 players.
 */
import { matchingSize, maxMatching } from './matching';

export interface SwissPlayer {
  id: string;
  /** Times this player has had a bye this season. */
  byes: number;
}

export interface SwissPairing {
  pairs: [string, string][];
  bye: string | null;
  /** Pairs that had already met (zero unless unavoidable). */
  repeats: number;
}

/** How many times two players have already met; 0 = never. */
export type MetCount = (a: string, b: string) => number;

/** Fewest repeat pairs a full pairing of `free` (indices, even count) needs. */
function minRepeats(free: readonly number[], fresh: boolean[][]): number {
  const match = maxMatching(free.length, (a, b) => fresh[free[a]][free[b]]);
  return free.length / 2 - matchingSize(match);
}

export function swissPairing(standing: readonly SwissPlayer[], met: MetCount): SwissPairing {
  const ids = standing.map((p) => p.id);
  if (new Set(ids).size !== ids.length) throw new Error('swissPairing: duplicate player');
  if (ids.length < 2) return { pairs: [], bye: ids[0] ?? null, repeats: 0 };
  const n = ids.length;
  const fresh = ids.map((a, i) => ids.map((b, j) => i !== j && met(a, b) === 0));
  const everyone = ids.map((_, i) => i);

  let bye: number | null = null;
  let budget: number;
  if (n % 2 === 1) {
    const fewest = Math.min(...standing.map((p) => p.byes));
    budget = Infinity;
    for (let i = n - 1; i >= 0; i--) {
      if (standing[i].byes !== fewest) continue;
      const need = minRepeats(everyone.filter((k) => k !== i), fresh);
      if (need < budget) { budget = need; bye = i; }
      if (budget === 0) break;
    }
  } else {
    budget = minRepeats(everyone, fresh);
  }

  let free = everyone.filter((k) => k !== bye);
  const pairs: [string, string][] = [];
  let repeats = 0;
  while (free.length > 0) {
    const [top, ...rest] = free;
    let chosen = -1;
    for (const j of rest) {
      const cost = fresh[top][j] ? 0 : 1;
      if (cost > budget) continue;
      const left = rest.filter((k) => k !== j);
      if (cost + minRepeats(left, fresh) <= budget) { chosen = j; break; }
    }
    // The budget is the true minimum, so some partner always fits it.
    if (chosen < 0) throw new Error('swissPairing: no partner within the repeat minimum');
    const cost = fresh[top][chosen] ? 0 : 1;
    budget -= cost;
    repeats += cost;
    pairs.push([ids[top], ids[chosen]]);
    free = rest.filter((k) => k !== chosen);
  }
  return { pairs, bye: bye === null ? null : ids[bye], repeats };
}
