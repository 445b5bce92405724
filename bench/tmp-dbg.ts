import { conquestAi } from '../src/games/conquest/ai';
import { conquest } from '../src/games/conquest';
const seed = process.argv[2] ?? 'try-1';
const round = Number(process.argv[3] ?? 30);
const who = Number(process.argv[4] ?? 2);
const ai = conquestAi();
let s = conquest.setup(conquest.parseOptions({ players: 4 }), seed);
while (s.endReason === null && s.round <= round + 1) {
  const seat = conquest.activePlayers(s)[0];
  const a = ai.choose(s, seat);
  if (s.round === round && seat === who) console.log(s.phase, JSON.stringify(a));
  const r = conquest.apply(s, seat, a);
  if (!r.ok) throw new Error(JSON.stringify(a) + r.error.message);
  s = r.state;
}
console.log(JSON.stringify(s.stacks.filter((x) => x.owner === who)));
