/**
 * Replays one lost game recorded by compare-master.ts (a line with `moves`)
 * and, at each of the master's placements in a range of turns, searches the
 * same view with the shipped settings and with the hand-size terms
 * (src/games/caesar/ai/hand.ts), printing both choices: where the terms would
 * have played differently. A diagnostic on chosen positions, not a win rate.
 *
 *   nice -n 10 npx tsx bench/caesar/hand-replay.ts FILE SEEDTAG PAIR SIDE UNITS FROM_TURN TO_TURN [VARIANT]
 *   e.g. bench/caesar/results/full-f1.jsonl f1 5 1 42000 1 14
 */
import { readFileSync } from 'node:fs';
import { caesar } from '../../src/games/caesar';
import { PIMC, pimcSearch } from '../../src/games/caesar/ai/pimc';
import { handEvaluate } from '../../src/games/caesar/ai/hand';
import { ALL, BASE } from './arena';
import type { CaesarAction, CaesarState, CaesarView, Side } from '../../src/games/caesar/types';

const [file, tag, pairS, sideS, unitsS, fromTurn, toTurn, variant = 'deep'] = process.argv.slice(2);
const pair = Number(pairS);
const side = Number(sideS) as Side;
const units = Number(unitsS);
const line = readFileSync(file, 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l) as { variant: string; pair: number; side: Side; moves?: CaesarAction[] })
  .find((l) => l.pair === pair && l.side === side && l.moves && l.variant === variant);
if (!line) throw new Error('no such lost game in the file');
const hand = { ...PIMC, duel: { ...PIMC.duel, evaluate: (st: CaesarState, me: Side, c?: Side | null) => handEvaluate(st, me, c ?? null) } };
const short = (a: CaesarAction) => (a.type === 'place' ? `${a.token}@${a.space}${a.faceDown ? 'v' : ''}>${a.toward.slice(0, 4)}` : JSON.stringify(a));
let s: CaesarState = caesar.setup(pair % 2 === 0 ? BASE : ALL, `${tag}:${pair}`);
let k = 0;
for (const a of line.moves!) {
  const p = caesar.activePlayers(s)[0] as Side;
  if (p === side && s.turn >= Number(fromTurn) && s.turn <= Number(toTurn) && s.pending === null) {
    const view = caesar.view(s, p) as CaesarView;
    // The seed the game gave this move (bench/caesar/arena.ts playGame).
    const seed = `${tag}:${pair}:${k}`;
    const r0 = pimcSearch(view, seed, PIMC, { units });
    const r1 = pimcSearch(view, seed, hand, { units });
    const differ = short(r0.action) !== short(r1.action) ? '  <<' : '';
    console.log(`turn ${s.turn} hands ${s.sides[side].supply.length}/${s.sides[1 - side].supply.length} played ${short(a)} | shipped ${short(r0.action)} ${r0.ranked[0].value.toFixed(2)} | hand ${short(r1.action)} ${r1.ranked[0].value.toFixed(2)}${differ}`);
  }
  const r = caesar.apply(s, p, a);
  if (!r.ok) throw new Error(r.error.message);
  s = r.state;
  k++;
}
