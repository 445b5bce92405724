/**
 * Traces one AI-only Conquest game of the hard level, for finding why a war
 * among AIs lasts long: every few rounds, per seat, its home's garrison,
 * where Caesar stands and with how many units and generals, its treasury and
 * tribute, and its general-led stacks of 6+ units away from home; each
 * captured Caesar as it happens. Not a bench (no figures): run
 * `npx tsx bench/conquest-war-trace.ts [SEED] [EVERY] [PLAYERS]`
 * (CONQUEST_TRACE_TUNING: LevelConfig fields as JSON). It showed the chase
 * that the measured and removed `strike` and `holdGround` settings were for
 * (docs/conquest-ai.md).
 */
import { conquestAi, type LevelConfig } from '../src/games/conquest/ai';
import { conquest } from '../src/games/conquest';
import { combatCount } from '../src/games/conquest/pieces';
import { troopsAt, tributeOf } from '../src/games/conquest/board';
import type { ConquestEvent, ConquestState } from '../src/games/conquest/types';

const [seed = 'bench-ai-0', everyText = '3', playersText = '4'] = process.argv.slice(2);
const ai = conquestAi('hard', JSON.parse(process.env.CONQUEST_TRACE_TUNING ?? '{}') as Partial<LevelConfig>);
let s = conquest.setup(conquest.parseOptions({ players: Number(playersText) }), seed);

function line(st: ConquestState): string {
  return st.players.map((p, i) => {
    if (!p.alive) return `${i}: out`;
    const c = st.stacks.find((x) => x.owner === i && x.troops.caesar > 0);
    const ct = c ? troopsAt(st, i, c.at) : null;
    const field = [...new Set(st.stacks.filter((x) => x.owner === i && x.at !== p.home).map((x) => x.at))]
      .filter((at) => troopsAt(st, i, at).generals > 0 && combatCount(troopsAt(st, i, at)) >= 6)
      .map((at) => `${at}:${combatCount(troopsAt(st, i, at))}/${troopsAt(st, i, at).generals}g`);
    return `${i}: home ${p.home} ${combatCount(troopsAt(st, i, p.home))}, Caesar ${c ? `${c.at} ${combatCount(ct!)}/${ct!.generals}g` : 'at sea'}, ${p.money} talents, tribute ${tributeOf(st, i)}, stacks [${field.join(' ')}]`;
  }).join(' | ');
}

let last = 0;
let battleAt = '';
let guard = 0;
while (s.endReason === null && s.round <= 150) {
  if (s.round % Number(everyText) === 0 && s.round !== last && s.active === 0 && s.phase === 'movement') {
    last = s.round;
    console.log(`round ${s.round} ${line(s)}`);
  }
  const seat = conquest.activePlayers(s)[0];
  const r = conquest.apply(s, seat, ai.choose(s, seat));
  if (!r.ok) throw new Error(`${seed}: ${r.error.message}`);
  for (const e of r.events as ConquestEvent[]) {
    if (e.type === 'battleStarted') battleAt = e.space;
    if (e.type === 'captured' && e.caesar) console.log(`  round ${s.round}: Caesar of ${e.owner} captured by ${e.holder} in ${battleAt}`);
  }
  s = r.state;
  if (++guard > 3_000_000) throw new Error('runaway');
}
console.log(`${s.endReason ?? 'cap'} at round ${s.round}`);
