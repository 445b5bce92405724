/**
 * Swiss pairing for duels.
 *
 * Players come in standing order (score, then rating, then seed). The bye, for
 * an odd count, goes to the lowest-ranked player among those with the fewest
 * byes so far. The rest are paired top-down, each with the nearest-ranked
 * player still free, which keeps pairings inside score groups and floats the
 * odd one down. A depth-first search with backtracking (memoised on the set of
 * players still unpaired) finds a pairing with no repeat opponent whenever one
 * exists; only when none exists does it accept one repeat, then two, and so on,
 * so repeats are kept to the minimum possible.
 */
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

/** Search effort cap: beyond it a greedy pairing is used (never reached at league sizes). */
const MAX_STEPS = 2_000_000;

export function swissPairing(standing: readonly SwissPlayer[], met: MetCount): SwissPairing {
  const ids = standing.map((p) => p.id);
  if (new Set(ids).size !== ids.length) throw new Error('swissPairing: duplicate player');
  if (ids.length < 2) return { pairs: [], bye: ids[0] ?? null, repeats: 0 };

  let byeCandidates: (number | null)[] = [null];
  if (ids.length % 2 === 1) {
    const fewest = Math.min(...standing.map((p) => p.byes));
    byeCandidates = [];
    for (let i = standing.length - 1; i >= 0; i--) if (standing[i].byes === fewest) byeCandidates.push(i);
  }

  const n = ids.length;
  const repeat = ids.map((a, i) => ids.map((b, j) => (i !== j && met(a, b) > 0 ? 1 : 0)));
  const steps = { count: 0 };
  for (let budget = 0; budget <= Math.floor(n / 2); budget++) {
    for (const bye of byeCandidates) {
      let free = (1n << BigInt(n)) - 1n;
      if (bye !== null) free &= ~(1n << BigInt(bye));
      const failed = new Set<string>();
      const found = search(free, budget, n, repeat, failed, steps);
      if (found) {
        return {
          pairs: found.map(([i, j]) => [ids[i], ids[j]] as [string, string]),
          bye: bye === null ? null : ids[bye],
          repeats: found.reduce((s, [i, j]) => s + repeat[i][j], 0),
        };
      }
      if (steps.count > MAX_STEPS) return greedy(ids, byeCandidates[0], repeat);
    }
  }
  return greedy(ids, byeCandidates[0], repeat);
}

function search(free: bigint, budget: number, n: number, repeat: number[][], failed: Set<string>, steps: { count: number }): [number, number][] | null {
  if (free === 0n) return [];
  const key = `${free}:${budget}`;
  if (failed.has(key)) return null;
  if (++steps.count > MAX_STEPS) return null;
  let top = 0;
  while (((free >> BigInt(top)) & 1n) === 0n) top++;
  const rest = free & ~(1n << BigInt(top));
  for (let j = top + 1; j < n; j++) {
    if (((rest >> BigInt(j)) & 1n) === 0n) continue;
    const cost = repeat[top][j];
    if (cost > budget) continue;
    const sub = search(rest & ~(1n << BigInt(j)), budget - cost, n, repeat, failed, steps);
    if (sub) return [[top, j], ...sub];
    if (steps.count > MAX_STEPS) return null;
  }
  failed.add(key);
  return null;
}

function greedy(ids: string[], bye: number | null, repeat: number[][]): SwissPairing {
  const free = ids.map((_, i) => i).filter((i) => i !== bye);
  const pairs: [string, string][] = [];
  let repeats = 0;
  while (free.length >= 2) {
    const a = free.shift() as number;
    let k = free.findIndex((b) => repeat[a][b] === 0);
    if (k < 0) k = 0;
    const b = free.splice(k, 1)[0];
    repeats += repeat[a][b];
    pairs.push([ids[a], ids[b]]);
  }
  return { pairs, bye: bye === null ? null : ids[bye], repeats };
}
