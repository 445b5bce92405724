// Ad-hoc tuning: A='{mcts cfg overrides}' npx tsx bench/caesar/tune.ts <l3|plain> <games> <ms>
import { chooseAction } from '../../src/games/caesar/ai';
import { mctsSearch, PLAIN_MCTS, type MctsConfig } from '../../src/games/caesar/ai/ismcts';
import { match, type Seat } from './arena';
const [opp, games, ms] = [process.argv[2], Number(process.argv[3]), Number(process.argv[4])];
const A: MctsConfig = { ...PLAIN_MCTS, ...JSON.parse(process.env.A ?? '{}') };
let moves = 0; let time = 0; let its = 0; let oit = 0; let omoves = 0;
const master: Seat = (v, s) => { const t = performance.now(); const r = mctsSearch(v, s, A, { iterations: 1e9, deadline: t + ms }); time += performance.now() - t; moves++; its += r.iterations; return r.action; };
const other: Seat = opp === 'l3' ? (v, s) => chooseAction(v, 3, s)
  : (v, s) => { const r = mctsSearch(v, `b${s}`, PLAIN_MCTS, { iterations: 1e9, deadline: performance.now() + ms }); oit += r.iterations; omoves++; return r.action; };
const t0 = performance.now();
const r = match(master, other, games, Infinity, `tune-${opp}`);
console.log(JSON.stringify({ A: process.env.A, r, msPerMove: time / moves, it: its / moves, oppIt: oit / (omoves || 1), total: (performance.now() - t0) / 1000 }));
