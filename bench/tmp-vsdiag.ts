import { conquestAi } from '../src/games/conquest/ai';
import { legacyConquestAi } from '../src/games/conquest/ai-legacy';
import { conquest } from '../src/games/conquest';
import { tributeOf } from '../src/games/conquest/board';
const i = Number(process.argv[2] ?? 0);
const cap = Number(process.argv[3] ?? 60);
const seat0 = i % 4;
const players = [0, 1, 2, 3].map((k) => (k === seat0 ? conquestAi() : legacyConquestAi()));
let s = conquest.setup(conquest.parseOptions({ players: 4 }), `vs-${i}`);
let last = 0;
while (s.endReason === null && s.round <= cap) {
  const seat = conquest.activePlayers(s)[0];
  const a = players[seat].choose(s, seat);
  if (seat === seat0 && (a.type === 'march' && a.troops.caesar || a.type === 'attack' || a.type === 'retreat')) console.log('r', s.round, JSON.stringify(a));
  const r = conquest.apply(s, seat, a);
  if (!r.ok) throw new Error(JSON.stringify(a) + r.error.message);
  for (const e of r.events) if (e.type === 'eliminated' || (e.type === 'captured') || (e.type === 'battleEnded' && (s.battle?.attacker.seat === seat0 || s.battle?.defender.seat === seat0))) console.log('r', s.round, JSON.stringify(e));
  s = r.state;
  if (s.round % 5 === 0 && s.round !== last) {
    last = s.round;
    console.log(`round ${s.round}`);
    s.players.forEach((p, k) => {
      const st = s.stacks.filter((x) => x.owner === k);
      const u = st.reduce((n, x) => n + x.troops.infantry + x.troops.cavalry + x.troops.catapult, 0);
      const gens = st.filter((x) => x.troops.generals + x.troops.caesar > 0).map((x) => `${x.at}:${x.troops.generals}g${x.troops.caesar ? 'C' : ''}${x.troops.infantry + x.troops.cavalry + x.troops.catapult}`).join(' ');
      console.log(`  ${k}${k === seat0 ? '*' : ''} ${p.home} alive=${p.alive} trib=${tributeOf(s, k)} money=${p.money} units=${u} ${gens}`);
    });
  }
}
