/**
 * Round-robin schedule by the circle method: the first player stays put, the
 * others rotate one place per round, and the i-th player from the top meets the
 * i-th from the bottom. With an odd count a phantom "bye" joins the circle and
 * whoever meets it sits out. n players (n even) need n − 1 rounds, n odd need n;
 * every pair meets exactly once.
 */
export interface CircleRound {
  pairs: [string, string][];
  bye: string | null;
}

export function circleSchedule(players: readonly string[]): CircleRound[] {
  if (new Set(players).size !== players.length) throw new Error('circleSchedule: duplicate player');
  if (players.length < 2) return [];
  const ring: (string | null)[] = [...players];
  if (ring.length % 2 === 1) ring.push(null);
  const n = ring.length;
  const rounds: CircleRound[] = [];
  for (let r = 0; r < n - 1; r++) {
    const pairs: [string, string][] = [];
    let bye: string | null = null;
    for (let i = 0; i < n / 2; i++) {
      const a = ring[i];
      const b = ring[n - 1 - i];
      if (a === null || b === null) {
        bye = a ?? b;
        continue;
      }
      // The top half of the circle sits first; rotation moves everyone through both halves,
      // and the fixed player alternates, so everyone sits first about half the time.
      pairs.push(i > 0 || r % 2 === 0 ? [a, b] : [b, a]);
    }
    rounds.push({ pairs, bye });
    // Rotate all but the first: the last moves to position 1.
    const last = ring.pop() as string | null;
    ring.splice(1, 0, last);
  }
  return rounds;
}

/**
 * Splits seeded players into divisions of as equal size as possible, at most
 * `maxSize` each, dealt in snake order (1st, 2nd, …, then back) so every
 * division gets a fair share of the seeds.
 */
export function splitDivisions(players: readonly string[], maxSize: number): string[][] {
  const count = Math.max(1, Math.ceil(players.length / Math.max(2, maxSize)));
  const divisions: string[][] = Array.from({ length: count }, () => []);
  players.forEach((p, i) => {
    const lap = Math.floor(i / count);
    const pos = i % count;
    divisions[lap % 2 === 0 ? pos : count - 1 - pos].push(p);
  });
  return divisions;
}
