import { conquestAi } from '../src/games/conquest/ai';
import { legacyConquestAi } from '../src/games/conquest/ai-legacy';
import { playArena } from './conquest-ai-arena';
const n = Number(process.argv[2] ?? 8); const off = Number(process.argv[4] ?? 0);
const level = (process.argv[3] ?? 'hard') as 'hard';
let wins = 0;
for (let i = off; i < off + n; i++) {
  const seat = i % 4;
  const players = [0, 1, 2, 3].map((k) => (k === seat ? conquestAi(level) : legacyConquestAi()));
  const g = playArena(players, `vs-${i}`, 150);
  const won = g.winners.length === 1 && g.winners[0] === seat;
  if (won) wins++;
  console.log(g.seed, seat, g.endReason, g.rounds, g.winners, won);
}
console.log('wins', wins, '/', n);
