/**
 * Battle odds for the Conquest AI: a small deterministic Monte Carlo of a land
 * battle fought to the end under the battle rules (battle legions of 5 plus one
 * per leader, mixed to use the die faces, dice matched unit by unit, catapult symbols
 * matching catapults in reserve, a fortified defender's extra dice, hits taken
 * cheapest first). It ignores retreat and pursuit, so it estimates "if neither
 * side gives way". Its generator is seeded from the inputs, so the AI stays a
 * pure function of its view.
 */
import { BATTLE_LEGION_BASE } from './pieces';
import type { CombatUnits } from './types';

export interface OddsSide {
  units: CombatUnits;
  leaders: number;
}

const TRIALS = 96;
const MAX_ROUNDS = 40;

function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function hashNumbers(xs: number[]): number {
  let h = 2166136261;
  for (const x of xs) {
    h ^= x & 0xff;
    h = Math.imul(h, 16777619);
    h ^= (x >>> 8) & 0xff;
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

type Army = [number, number, number]; // infantry, cavalry, catapult

/**
 * Front line: enough infantry and cavalry to use the faces a roll of this
 * size is likely to show (a third infantry, a sixth cavalry), then the rest,
 * catapults last (they hit from reserve anyway). A quick stand-in for
 * ai-battle.ts's exact choice, which the simulation cannot afford.
 */
function legionOf(a: Army, leaders: number): Army {
  const size = Math.min(BATTLE_LEGION_BASE + leaders, a[0] + a[1] + a[2]);
  const out: Army = [0, 0, 0];
  out[0] = Math.min(a[0], Math.ceil(size / 3) + 1);
  out[1] = Math.min(a[1], Math.ceil(size / 6) + 1, size - out[0]);
  let room = size - out[0] - out[1];
  for (const k of [0, 1, 2]) {
    const n = Math.min(room, a[k] - out[k]);
    out[k] += n;
    room -= n;
  }
  return out;
}

function roll(rand: () => number, dice: number, legion: Army, reserveCatapults: number): number {
  let inf = 0;
  let cav = 0;
  let cat = 0;
  for (let i = 0; i < dice; i++) {
    const f = Math.floor(rand() * 6);
    if (f < 2) inf++;
    else if (f === 2) cav++;
    else if (f === 3) cat++;
  }
  return Math.min(inf, legion[0]) + Math.min(cav, legion[1]) + Math.min(cat, legion[2] + reserveCatapults);
}

/** Hits come off the type the legion has most of (keeping the mix), catapults last. */
function takeHits(army: Army, legion: Army, hits: number): void {
  for (; hits > 0; hits--) {
    const k = legion[0] >= legion[1] && legion[0] > 0 ? 0 : legion[1] > 0 ? 1 : 2;
    legion[k]--;
    army[k]--;
  }
}

const total = (a: Army) => a[0] + a[1] + a[2];

/**
 * Chance that the attacker destroys every defending unit while keeping at
 * least one (a draw or a loss counts as 0). `fortDice` is the defender's extra
 * dice while the attacker still has catapults, `fortDiceNoCatapult` once it has none.
 */
export function attackOdds(attacker: OddsSide, defender: OddsSide, fortDice = 0, fortDiceNoCatapult = fortDice): number {
  const a0: Army = [attacker.units.infantry, attacker.units.cavalry, attacker.units.catapult];
  const d0: Army = [defender.units.infantry, defender.units.cavalry, defender.units.catapult];
  if (total(a0) === 0) return 0;
  if (total(d0) === 0) return 1;
  const key = [...a0, attacker.leaders, ...d0, defender.leaders, fortDice, fortDiceNoCatapult];
  const cacheKey = key.join(',');
  const cached = memo.get(cacheKey);
  if (cached !== undefined) return cached;
  const rand = mulberry32(hashNumbers(key));
  let wins = 0;
  for (let t = 0; t < TRIALS; t++) {
    const a: Army = [...a0];
    const d: Army = [...d0];
    for (let r = 0; r < MAX_ROUNDS && total(a) > 0 && total(d) > 0; r++) {
      const la = legionOf(a, attacker.leaders);
      const ld = legionOf(d, defender.leaders);
      const extra = a[2] > 0 ? fortDice : fortDiceNoCatapult;
      const hitsOnD = Math.min(total(ld), roll(rand, total(la), la, a[2] - la[2]));
      const hitsOnA = Math.min(total(la), roll(rand, total(ld) + extra, ld, d[2] - ld[2]));
      takeHits(d, ld, hitsOnD);
      takeHits(a, la, hitsOnA);
    }
    if (total(d) === 0 && total(a) > 0) wins++;
  }
  const odds = wins / TRIALS;
  if (memo.size >= MEMO_LIMIT) memo.clear();
  memo.set(cacheKey, odds);
  return odds;
}

/** The same fights recur turn after turn; the answer depends only on the key, so a plain memo is safe. */
const memo = new Map<string, number>();
const MEMO_LIMIT = 50_000;

/**
 * Chance that the attacker's first battle round destroys every defending
 * unit. A defending Caesar who survives a round may retreat (and one in the
 * field is then anyone's prey), so this is the chance of capturing him where
 * he has somewhere to go: his units must all stand in his battle legion and
 * all be hit at once.
 */
export function wipeOdds(attacker: OddsSide, defender: OddsSide, fortDice = 0, fortDiceNoCatapult = fortDice): number {
  const a0: Army = [attacker.units.infantry, attacker.units.cavalry, attacker.units.catapult];
  const d0: Army = [defender.units.infantry, defender.units.cavalry, defender.units.catapult];
  if (total(a0) === 0) return 0;
  if (total(d0) === 0) return 1;
  const ld = legionOf(d0, defender.leaders);
  if (total(ld) < total(d0)) return 0;
  const key = [...a0, attacker.leaders, ...d0, defender.leaders, fortDice, fortDiceNoCatapult, 1];
  const cacheKey = `w${key.join(',')}`;
  const cached = memo.get(cacheKey);
  if (cached !== undefined) return cached;
  const rand = mulberry32(hashNumbers(key));
  const la = legionOf(a0, attacker.leaders);
  let wipes = 0;
  for (let t = 0; t < WIPE_TRIALS; t++) if (roll(rand, total(la), la, a0[2] - la[2]) >= total(d0)) wipes++;
  const odds = wipes / WIPE_TRIALS;
  if (memo.size >= MEMO_LIMIT) memo.clear();
  memo.set(cacheKey, odds);
  return odds;
}
const WIPE_TRIALS = 192;
