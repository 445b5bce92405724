/**
 * One AI-only Early Republic game's military and unrest story, for diagnosing a fall: the wars drawn and
 * activated, the raises, deploys, eliminations, battles and State of the Republic speeches, one line each.
 * Run: `npx tsx bench/republic-ai-trace.ts SEED SEATS [AI_TUNING switches joined by +]`.
 */
import '../src/games';
import { republicAiPlayer } from '../src/games/republic/cli';
import { AI_TUNING } from '../src/games/republic/ai/tuning';
import { playRepublicGame } from './republic-game';

const [seed = 'diag-5-0', seatsArg = '5', switches = ''] = process.argv.slice(2);
const seats = Number(seatsArg);
for (const k of switches.split('+').filter(Boolean)) (AI_TUNING as unknown as Record<string, boolean>)[k] = true;
const KEEP = /^(war|battle|raised|eliminated|stateOfTheRepublic|unrest|voteResult|proposal$|statePays|stateGains|rebel|revolt|disband|captured|navalVictory|unprosecuted|games|landBill)/;
const g = playRepublicGame(seed, Array.from({ length: seats }, (_, i) => republicAiPlayer(`${seed}:${i}`)), true, (s, events) => {
  for (const e of events as { type: string; data?: unknown }[]) {
    if (!KEEP.test(e.type)) continue;
    process.stdout.write(`t${s.turn} ${s.phase} T=${s.treasury} U=${s.unrest} ${e.type} ${JSON.stringify({ ...e, type: undefined }).slice(0, 260)}\n`);
  }
});
process.stdout.write(`ending ${JSON.stringify(g.state.ending)} turn ${g.state.turn}\n`);
