/**
 * CPU cost of the hand-size terms: the learned evaluation alone against the
 * learned evaluation plus hand.ts's terms, on the same positions (every
 * settled position of a few random games with all modules), alternated in
 * rounds so a busy host slows both alike. Prints ns per evaluation and the ratio.
 *
 *   nice -n 10 npx tsx bench/caesar/hand-cost.ts [rounds]
 */
import { caesar } from '../../src/games/caesar';
import { randomAction } from '../../src/games/caesar/ai';
import { learnedEvaluate } from '../../src/games/caesar/ai/features';
import { handEvaluate } from '../../src/games/caesar/ai/hand';
import { initialRngState, Rng } from '../../src/core/rng';
import { ALL } from './arena';
import type { CaesarState, Side } from '../../src/games/caesar/types';

const rounds = Number(process.argv[2] ?? 10);
const positions: CaesarState[] = [];
for (let g = 0; g < 20; g++) {
  const rng = new Rng(initialRngState(`hand-cost:${g}`));
  let s = caesar.setup(ALL, `hand-cost:${g}`);
  while (!caesar.result(s)) {
    if (s.pending === null) positions.push(s);
    const p = caesar.activePlayers(s)[0] as Side;
    const r = caesar.apply(s, p, randomAction(s, p, rng));
    if (!r.ok) throw new Error(r.error.message);
    s = r.state;
  }
}
const time = (f: (s: CaesarState, me: Side) => number) => {
  const t = process.cpuUsage();
  let x = 0;
  for (let k = 0; k < 20; k++) for (const s of positions) x += f(s, 0) + f(s, 1);
  const u = process.cpuUsage(t);
  return { ns: ((u.user + u.system) * 1000) / (positions.length * 40), x };
};
const a: number[] = [];
const b: number[] = [];
for (let r = 0; r < rounds; r++) {
  a.push(time(learnedEvaluate).ns);
  b.push(time((s, me) => handEvaluate(s, me)).ns);
}
const med = (v: number[]) => [...v].sort((x, y) => x - y)[Math.floor(v.length / 2)];
console.log(JSON.stringify({ positions: positions.length, rounds, learnedNs: Math.round(med(a)), withHandNs: Math.round(med(b)), ratio: Math.round((med(b) / med(a)) * 1000) / 1000 }));
