import { conquestAi } from '../src/games/conquest/ai';
import { playArena } from '../bench/conquest-ai-arena';
const n = Number(process.argv[2] ?? 3);
for (let i = 0; i < n; i++) {
  const t0 = Date.now();
  const g = playArena([conquestAi(), conquestAi(), conquestAi(), conquestAi()], `try-${i}`, Number(process.argv[3] ?? 120));
  console.log(g.seed, g.endReason, g.rounds, g.winners, Date.now() - t0, 'ms');
}
