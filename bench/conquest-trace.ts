/**
 * Traces one Conquest game, one tested AI against three legacy AIs, for
 * finding why the tested AI loses: every few rounds, each seat's provinces,
 * tribute, treasury, units, where Caesar stands and home's garrison; captures
 * of Caesars as they happen. Not a bench (no figures): run
 * `npx tsx bench/conquest-trace.ts SEED SEAT [LEVEL] [ROUNDS] [EVERY]`
 * (CONQUEST_TRACE_TUNING: LevelConfig fields as JSON).
 */
import type { Player } from '../src/ai/player';
import { conquestAi, type AiLevel, type LevelConfig } from '../src/games/conquest/ai';
import { legacyConquestAi } from '../src/games/conquest/ai-legacy';
import { conquest } from '../src/games/conquest';
import { PROVINCE_IDS } from '../src/games/conquest/data';
import { tributeOf, troopsAt } from '../src/games/conquest/board';
import { combatCount } from '../src/games/conquest/pieces';
import type { ConquestAction, ConquestState } from '../src/games/conquest/types';
import { score } from './conquest-vs-legacy.bench';

const [seed = 'vs-legacy-0', seatText = '0', level = 'hard', roundsText = '60', everyText = '5'] = process.argv.slice(2);
const tested = Number(seatText);
const players: Player<ConquestState, ConquestAction>[] = [0, 1, 2, 3].map((k) => (k === tested ? conquestAi(level as AiLevel, JSON.parse(process.env.CONQUEST_TRACE_TUNING ?? '{}') as Partial<LevelConfig>) : legacyConquestAi()));
let s = conquest.setup(conquest.parseOptions({ players: 4 }), seed);
let lastRound = 0;
const line = (st: ConquestState) => {
  for (let seat = 0; seat < 4; seat++) {
    const p = st.players[seat];
    const provinces = PROVINCE_IDS.filter((q) => st.owner[q] === seat).length;
    const units = st.stacks.filter((x) => x.owner === seat).reduce((n, x) => n + combatCount(x.troops), 0);
    const caesar = st.stacks.find((x) => x.owner === seat && x.troops.caesar > 0)?.at ?? '-';
    const home = combatCount(troopsAt(st, seat, p.home));
    const gens = st.stacks.filter((x) => x.owner === seat).reduce((n, x) => n + x.troops.generals, 0);
    console.log(`  ${seat === tested ? '*' : ' '}${seat} ${p.alive ? (p.conceded ? 'conc' : 'alive') : 'dead'} prov ${provinces} trib ${tributeOf(st, seat)} money ${p.money} units ${units} gens ${gens} caesar@${caesar}${caesar === p.home ? '(home)' : ''} home ${home} score ${score(st, seat).toFixed(1)}`);
  }
};
let guard = 0;
while (s.endReason === null && s.round <= Number(roundsText)) {
  if (s.round !== lastRound && (s.round - 1) % Number(everyText) === 0) {
    console.log(`round ${s.round}`);
    line(s);
  }
  lastRound = s.round;
  const seat = conquest.activePlayers(s)[0];
  const a = players[seat].choose(s, seat);
  const r = conquest.apply(s, seat, a);
  if (!r.ok) throw new Error(r.error.message);
  for (const e of r.events as { type: string }[]) {
    if (/caesar|eliminat|concede|captur/i.test(e.type)) console.log(`r${s.round} seat ${seat} ${JSON.stringify(e)}`);
  }
  s = r.state;
  if (++guard > 2_000_000) throw new Error('runaway');
}
console.log(`end: ${s.endReason ?? 'cap'} round ${s.round} winners ${JSON.stringify(conquest.result(s)?.winners ?? null)}`);
line(s);
