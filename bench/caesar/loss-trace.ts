/**
 * Replays the master's lost games recorded by compare-master.ts (lines with
 * `moves`) and prints each as one compact line a turn: who moved, what, the
 * control tokens both sides still have, free spaces, provinces closed, and the
 * master's own value of its move. No search: it only reads where games turned.
 *
 *   npx tsx bench/caesar/loss-trace.ts bench/caesar/results/quarter-q1.jsonl [variant]
 */
import { readFileSync } from 'node:fs';
import { caesar } from '../../src/games/caesar';
import { ALL, BASE } from './arena';
import type { CaesarAction, CaesarState, Side } from '../../src/games/caesar/types';

interface Line { variant: string; pair: number; side: Side; won: number; reason?: string; left?: [number, number]; vals?: number[]; moves?: CaesarAction[] }

const [file, only] = process.argv.slice(2);
const tag = process.env.SEED ?? 'q1';
const lines = readFileSync(file, 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l) as Line)
  .filter((l) => l.moves && (!only || l.variant === only));
const short = (a: CaesarAction) => (a.type === 'place' ? `${a.token}@${a.space}${a.faceDown ? 'v' : ''}>${a.toward.slice(0, 4)}` : a.type === 'might' ? `might:${a.target ? JSON.stringify(a.target) : '-'}` : JSON.stringify(a));
for (const l of lines) {
  let s: CaesarState = caesar.setup(l.pair % 2 === 0 ? BASE : ALL, `${tag}:${l.pair}`);
  const me = l.side;
  let v = 0;
  console.log(`\n== ${l.variant} pair ${l.pair} master side ${me} reason ${l.reason} left ${JSON.stringify(l.left)}`);
  for (const a of l.moves!) {
    const p = caesar.activePlayers(s)[0] as Side;
    const r = caesar.apply(s, p, a);
    if (!r.ok) throw new Error(r.error.message);
    const closed = r.events.filter((e) => e.type === 'closed').map((e) => (e.type === 'closed' ? `${e.province.slice(0, 4)}:${e.controller ?? 't'}${e.bonus ? `+${e.bonus}` : ''}` : ''));
    const free = r.state.spaces.filter((x) => !x.placed).length;
    const who = p === me ? 'M' : 'o';
    const val = p === me && a.type === 'place' ? ` v=${l.vals![v++]}` : p === me ? ` v=${l.vals![v++]}` : '';
    console.log(`${String(s.turn).padStart(2)} ${who} ${short(a).padEnd(28)} ctl ${12 - r.state.sides[me].controlLeft}-${12 - r.state.sides[1 - me].controlLeft} free ${free} sup ${r.state.sides[me].supply.length}/${r.state.sides[1 - me].supply.length} bag ${r.state.sides[me].bag.length}/${r.state.sides[1 - me].bag.length}${closed.length ? ` closed ${closed.join(',')}` : ''}${val}`);
    s = r.state;
  }
}
