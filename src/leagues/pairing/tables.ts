/**
 * Seat allocation for 3–6 player games.
 *
 * `tableSizes` seats as many players as possible in tables of as equal size as
 * possible between the league's smallest and largest table (fewest tables
 * first, so tables are as full as allowed); whoever cannot be seated has a bye.
 *
 * `allocateTables` starts from the standing order cut into consecutive tables
 * (the leaders play each other, like Swiss score groups), then improves it by
 * swapping players between tables: a swap is taken when it lowers the number
 * of repeat meetings, or keeps it and moves players back toward their standing
 * group. It stops when no swap helps, so the result has no repeat meeting that
 * a single swap could remove.
 */
import type { MetCount } from './swiss';

export interface TablePlan {
  sizes: number[];
  seated: number;
}

export function tableSizes(players: number, min: number, max: number): TablePlan {
  if (min < 2 || max < min) throw new Error(`tableSizes: bad bounds ${min}..${max}`);
  for (let seated = players; seated >= min; seated--) {
    const count = Math.ceil(seated / max);
    if (count * min > seated) continue;
    const base = Math.floor(seated / count);
    const bigger = seated - base * count;
    const sizes = Array.from({ length: count }, (_, i) => (i < bigger ? base + 1 : base));
    return { sizes, seated };
  }
  return { sizes: [], seated: 0 };
}

/** Repeat meetings inside a table: each earlier meeting of each pair counts once. */
export function tableRepeats(table: readonly string[], met: MetCount): number {
  let r = 0;
  for (let i = 0; i < table.length; i++) for (let j = i + 1; j < table.length; j++) r += met(table[i], table[j]);
  return r;
}

const MAX_PASSES = 500;

export function allocateTables(standing: readonly string[], sizes: readonly number[], met: MetCount): string[][] {
  const total = sizes.reduce((a, b) => a + b, 0);
  if (total !== standing.length) throw new Error('allocateTables: sizes do not match the players');
  const home = new Map<string, number>();
  const tables: string[][] = [];
  let at = 0;
  sizes.forEach((size, t) => {
    const table = standing.slice(at, at + size);
    table.forEach((p) => home.set(p, t));
    tables.push(table);
    at += size;
  });

  const costWith = (table: string[], skip: number, add: string) => {
    let r = 0;
    table.forEach((p, k) => { if (k !== skip) r += met(p, add); });
    return r;
  };
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    let improved = false;
    for (let t = 0; t < tables.length && !improved; t++) {
      for (let u = t + 1; u < tables.length && !improved; u++) {
        for (let i = 0; i < tables[t].length && !improved; i++) {
          for (let j = 0; j < tables[u].length && !improved; j++) {
            const a = tables[t][i];
            const b = tables[u][j];
            const before = costWith(tables[t], i, a) + costWith(tables[u], j, b);
            const after = costWith(tables[t], i, b) + costWith(tables[u], j, a);
            const dispBefore = Math.abs(home.get(a)! - t) + Math.abs(home.get(b)! - u);
            const dispAfter = Math.abs(home.get(a)! - u) + Math.abs(home.get(b)! - t);
            if (after < before || (after === before && dispAfter < dispBefore)) {
              tables[t][i] = b;
              tables[u][j] = a;
              improved = true;
            }
          }
        }
      }
    }
    if (!improved) break;
  }
  return tables;
}
