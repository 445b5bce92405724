// Ad-hoc: P='{pimc overrides}' npx tsx bench/caesar/tune2.ts <l3|plain> <games> <ms>
import { chooseAction } from '../../src/games/caesar/ai';
import { mctsSearch, PLAIN_MCTS } from '../../src/games/caesar/ai/ismcts';
import { pimcSearch, PIMC } from '../../src/games/caesar/ai/pimc';
import { match, type Seat } from './arena';
const [opp, games, ms] = [process.argv[2], Number(process.argv[3]), Number(process.argv[4])];
const P = { ...PIMC, ...JSON.parse(process.env.P ?? '{}') };
let moves = 0; let time = 0; let samples = 0; let oit = 0; let om = 0;
const master: Seat = (v, s) => { const t = performance.now(); const r = pimcSearch(v, s, P, { units: 1e12, deadline: t + ms }); time += performance.now() - t; moves++; samples += r.samples; return r.action; };
const other: Seat = opp === 'l3' ? (v, s) => chooseAction(v, 3, s)
  : (v, s) => { const r = mctsSearch(v, `b${s}`, PLAIN_MCTS, { iterations: 1e9, deadline: performance.now() + ms }); oit += r.iterations; om++; return r.action; };
const t0 = performance.now();
const r = match(master, other, games, Infinity, `tune-${opp}`);
console.log(JSON.stringify({ P: process.env.P, r, msPerMove: time / moves, samples: samples / moves, oppIt: oit / (om || 1), total: (performance.now() - t0) / 1000 }));
