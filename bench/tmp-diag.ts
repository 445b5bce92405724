import { conquestAi } from '../src/games/conquest/ai';
import { conquest } from '../src/games/conquest';
import { tributeOf } from '../src/games/conquest/board';
const seed = process.argv[2] ?? 'try-0';
const cap = Number(process.argv[3] ?? 60);
const ai = conquestAi();
let s = conquest.setup(conquest.parseOptions({ players: 4 }), seed);
let last = 0; let battles = 0; let marches = 0; let caesarMarch = 0;
while (s.endReason === null && s.round <= cap) {
  const seat = conquest.activePlayers(s)[0];
  const a = ai.choose(s, seat);
  if (a.type === 'attack') battles++;
  if (a.type === 'march') { marches++; if (a.troops.caesar) caesarMarch++; }
  const r = conquest.apply(s, seat, a);
  if (!r.ok) throw new Error(JSON.stringify(a) + r.error.message);
  for (const e of r.events) if (e.type === 'eliminated' || (e.type === 'captured' && e.caesar)) console.log('r', s.round, JSON.stringify(e));
  s = r.state;
  if (s.round % 10 === 0 && s.round !== last) {
    last = s.round;
    console.log(`round ${s.round} battles ${battles} marches ${marches} caesarMarch ${caesarMarch}`);
    s.players.forEach((p, i) => {
      const st = s.stacks.filter((x) => x.owner === i);
      const u = st.reduce((n, x) => n + x.troops.infantry + x.troops.cavalry + x.troops.catapult, 0);
      const home = st.filter((x) => x.at === p.home).reduce((n, x) => n + x.troops.infantry + x.troops.cavalry + x.troops.catapult, 0);
      const caesarAt = st.find((x) => x.troops.caesar)?.at;
      const gens = st.filter((x) => x.troops.generals > 0).map((x) => `${x.at}:${x.troops.generals}g${x.troops.infantry + x.troops.cavalry + x.troops.catapult}`).join(' ');
      console.log(`  ${i} ${p.home} alive=${p.alive} trib=${tributeOf(s, i)} money=${p.money} units=${u} home=${home} caesar@${caesarAt} ${gens}`);
    });
  }
}
console.log('end', s.endReason, s.round);
