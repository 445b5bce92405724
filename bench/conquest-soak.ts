/**
 * AI-only Conquest soak: plays hard-level games among AI seats on many seeds
 * and prints how each ended; a game the rules did not end by the round cap is
 * a stall, printed with where every Caesar and army stood. Not a bench (no
 * figures): `npx tsx bench/conquest-soak.ts PREFIX COUNT [PLAYERS] [CAP]`
 * (CONQUEST_SOAK_TUNING: LevelConfig fields as JSON).
 */
import { conquestAi, type LevelConfig } from '../src/games/conquest/ai';
import { conquest } from '../src/games/conquest';
import { PROVINCE_IDS } from '../src/games/conquest/data';
import { combatCount } from '../src/games/conquest/pieces';
import { tributeOf } from '../src/games/conquest/board';

const [prefix = 'soak', countText = '10', playersText = '4', capText = '80'] = process.argv.slice(2);
const tuning = JSON.parse(process.env.CONQUEST_SOAK_TUNING ?? '{}') as Partial<LevelConfig>;
const rounds: number[] = [];
let stalls = 0;
for (let i = 0; i < (prefix.includes(",") ? prefix.split(",").length : Number(countText)); i++) {
  const seed = prefix.includes(",") ? prefix.split(",")[i] : `${prefix}-${i}`;
  const players = Number(playersText);
  let s = conquest.setup(conquest.parseOptions({ players }), seed);
  const ai = conquestAi('hard', tuning);
  let guard = 0;
  while (s.endReason === null && s.round <= Number(capText)) {
    const seat = conquest.activePlayers(s)[0];
    const r = conquest.apply(s, seat, ai.choose(s, seat));
    if (!r.ok) throw new Error(`${seed}: ${r.error.message}`);
    s = r.state;
    if (++guard > 3_000_000) throw new Error('runaway');
  }
  if (s.endReason === 'lastCaesar') rounds.push(s.round);
  else stalls++;
  console.log(`${seed}: ${s.endReason ?? 'cap'} round ${s.round}`);
  if (s.endReason === null) {
    for (let seat = 0; seat < players; seat++) {
      const p = s.players[seat];
      if (!p.alive) continue;
      const caesar = s.stacks.find((x) => x.owner === seat && x.troops.caesar > 0)?.at ?? 'sea';
      const big = s.stacks.filter((x) => x.owner === seat && combatCount(x.troops) >= 5).map((x) => `${x.at}:${combatCount(x.troops)}/${x.troops.generals}g${x.troops.caesar ? 'C' : ''}`);
      console.log(`  seat ${seat} home ${p.home} caesar@${caesar} money ${p.money} trib ${tributeOf(s, seat)} prov ${PROVINCE_IDS.filter((q) => s.owner[q] === seat).length} galleys ${s.galleys.filter((g) => g.owner === seat).length} stacks ${big.join(' ')}`);
    }
  }
}
rounds.sort((a, b) => a - b);
console.log(`ended ${rounds.length} stalled ${stalls} median ${rounds[Math.floor((rounds.length - 1) / 2)]}`);
