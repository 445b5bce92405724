import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { matchingSize, maxMatching } from '../../src/leagues/pairing/matching';

/** Largest matching by trying every choice for the first vertex (small graphs only). */
function bruteForce(n: number, edge: (a: number, b: number) => boolean): number {
  const best = (free: number[]): number => {
    if (free.length < 2) return 0;
    const [a, ...rest] = free;
    let m = best(rest); // a stays unmatched
    rest.forEach((b, k) => {
      if (edge(a, b)) m = Math.max(m, 1 + best(rest.filter((_, j) => j !== k)));
    });
    return m;
  };
  return best(Array.from({ length: n }, (_, i) => i));
}

describe('maximum matching (Edmonds)', () => {
  it('finds the perfect matching of an odd cycle plus a pendant (needs a blossom)', () => {
    // Triangle 0-1-2, with 3 hanging off 2 and the path 0-4-5: the only perfect matching is 0-1, 2-3, 4-5.
    const edges = new Set(['0-1', '1-2', '0-2', '2-3', '0-4', '4-5']);
    const e = (a: number, b: number) => edges.has(`${Math.min(a, b)}-${Math.max(a, b)}`);
    const m = maxMatching(6, e);
    expect(matchingSize(m)).toBe(3);
    m.forEach((v, i) => { expect(m[v]).toBe(i); expect(e(i, v)).toBe(true); });
  });

  it('property: as large as brute force, and a valid matching of the graph', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 10 }), fc.array(fc.boolean(), { minLength: 45, maxLength: 45 }), (n, bits) => {
      const edge = (a: number, b: number) => {
        const [x, y] = a < b ? [a, b] : [b, a];
        return bits[(y * (y - 1)) / 2 + x];
      };
      const m = maxMatching(n, edge);
      m.forEach((v, i) => {
        if (v === -1) return;
        expect(m[v]).toBe(i);
        expect(edge(i, v)).toBe(true);
      });
      expect(matchingSize(m)).toBe(bruteForce(n, edge));
    }), { numRuns: 400 });
  });
});
