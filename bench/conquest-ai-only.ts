/**
 * AI-only 4-player Conquest games of the hard level against the same games
 * with some settings changed (CONQUEST_ONLY_TUNING, LevelConfig fields as
 * JSON), on the same seeds (bench-ai-N) in one run: how each game ended and
 * in how many rounds, and the medians (a game still running at the cap
 * counts as cap + 1), and the p95 of a hard AI turn in those games (issue
 * 14: under 1 s). Issue 14 asks for a median under 40 rounds. Not
 * run by `npm run bench`: `npx tsx bench/conquest-ai-only.ts [GAMES] [FROM]`.
 */
import { conquestAi, type LevelConfig } from '../src/games/conquest/ai';
import { median, percentile, playArena } from './conquest-ai-arena';

const [gamesText = '12', fromText = '0'] = process.argv.slice(2);
const CAP = 150;
const tuning = JSON.parse(process.env.CONQUEST_ONLY_TUNING ?? '{}') as Partial<LevelConfig>;
const rounds = { hard: [] as number[], tuned: [] as number[] };
const turnMs = { hard: [] as number[], tuned: [] as number[] };
for (let i = Number(fromText); i < Number(fromText) + Number(gamesText); i++) {
  const seed = `bench-ai-${i}`;
  const a = playArena([0, 1, 2, 3].map(() => conquestAi('hard')), seed, CAP);
  const b = playArena([0, 1, 2, 3].map(() => conquestAi('hard', tuning)), seed, CAP);
  const r = (g: typeof a) => (g.endReason === 'roundCap' ? CAP + 1 : g.rounds);
  rounds.hard.push(r(a));
  rounds.tuned.push(r(b));
  turnMs.hard.push(...a.turnMs.flat());
  turnMs.tuned.push(...b.turnMs.flat());
  console.log(`${seed}: hard ${a.endReason} ${a.rounds}, tuned ${b.endReason} ${b.rounds}`);
}
console.log(JSON.stringify({ tuning, games: rounds.hard.length, median_hard: median(rounds.hard), median_tuned: median(rounds.tuned), tuned_shorter: rounds.hard.filter((x, i) => rounds.tuned[i] < x).length, tuned_longer: rounds.hard.filter((x, i) => rounds.tuned[i] > x).length, turn_ms_p95_hard: Math.round(percentile(turnMs.hard, 0.95)), turn_ms_p95_tuned: Math.round(percentile(turnMs.tuned, 0.95)), turn_ms_max_hard: Math.round(Math.max(...turnMs.hard)) }));
