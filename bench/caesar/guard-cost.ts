/**
 * The CPU cost of one leaf evaluation with threats.ts's guard against the
 * learned evaluation alone, on the positions the search evaluates most: a
 * placement put down virtually (nothing resolved, `closer` given), as the move
 * ordering and the last ply do. Positions of level-3 self-play games, base
 * game and all modules alternating; every legal placement of the side to move
 * in each. Both evaluations on the same positions, interleaved round by
 * round, median of the rounds (a busy host inflates both alike).
 *
 *   nice -n 10 npx tsx bench/caesar/guard-cost.ts
 *
 * Environment: GAMES (default 6), ROUNDS (default 7).
 * Also checks that the guard's value equals the learned one wherever it
 * claims no decision (the guard only adds, never reprices).
 */
import { caesar } from '../../src/games/caesar';
import { chooseAction } from '../../src/games/caesar/ai';
import { learnedEvaluate } from '../../src/games/caesar/ai/features';
import { DECIDED_SCORE, guardedEvaluate } from '../../src/games/caesar/ai/threats';
import { ALL, BASE } from './arena';
import type { CaesarAction, CaesarState, CaesarView, Side } from '../../src/games/caesar/types';

const cpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};
const games = Number(process.env.GAMES ?? 6);
const rounds = Number(process.env.ROUNDS ?? 7);

// Virtual positions: the token down, the hand without it, the other side to move, closer = the placer.
const virt: { s: CaesarState; closer: Side }[] = [];
for (let g = 0; g < games; g++) {
  const seed = `guard-cost${g}`;
  let s = caesar.setup(g % 2 ? ALL : BASE, seed);
  for (let k = 0; !caesar.result(s); k++) {
    const p = caesar.activePlayers(s)[0] as Side;
    if (s.pending === null) {
      for (const a of caesar.legalActions(s, p) as CaesarAction[]) {
        if (a.type !== 'place') continue;
        const v = structuredClone(s);
        v.spaces[a.space].placed = { token: a.token, side: p, toward: a.toward, faceDown: a.faceDown === true };
        v.sides[p].supply.splice(v.sides[p].supply.indexOf(a.token), 1);
        v.active = (1 - p) as Side;
        virt.push({ s: v, closer: p });
      }
    }
    const r = caesar.apply(s, p, chooseAction(caesar.view(s, p) as CaesarView, 3, `${seed}:${k}`));
    if (!r.ok) throw new Error(r.error.message);
    s = r.state;
  }
}

let decided = 0;
let mismatch = 0;
for (const { s, closer } of virt) {
  const g = guardedEvaluate(s, 0, closer, undefined, true, true);
  const l = learnedEvaluate(s, 0, closer);
  if (Math.abs(g) === DECIDED_SCORE && g !== l) decided++;
  else if (g !== l) mismatch++;
}

const fns = {
  learned: (s: CaesarState, me: Side, c: Side) => learnedEvaluate(s, me, c),
  guarded: (s: CaesarState, me: Side, c: Side) => guardedEvaluate(s, me, c, undefined, true, true),
};
const per: Record<string, number[]> = { learned: [], guarded: [] };
let sink = 0;
for (let r = 0; r <= rounds; r++) {
  const order = r % 2 ? (['guarded', 'learned'] as const) : (['learned', 'guarded'] as const);
  for (const name of order) {
    const t = cpuMs();
    for (const { s, closer } of virt) sink += fns[name](s, 0, closer) + fns[name](s, 1, closer);
    // Round 0 warms the JIT up.
    if (r > 0) per[name].push(((cpuMs() - t) * 1e6) / (2 * virt.length));
  }
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1];
const ns = { learned: Math.round(median(per.learned)), guarded: Math.round(median(per.guarded)) };
console.log(JSON.stringify({
  positions: virt.length, decided, mismatch, ns_per_eval: ns, ratio: Math.round((ns.guarded / ns.learned) * 100) / 100,
  sink: Number.isFinite(sink) ? 1 : 0,
}));
