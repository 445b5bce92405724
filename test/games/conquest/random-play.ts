/**
 * The shared part of random Conquest play: the random pick, the board invariants checked after every
 * action, and probes of unlisted actions. random-play.test.ts drives it through fast-check, and
 * bench/hunt/conquest-hunt.ts runs it as a plain script (no vitest import) over many fresh seeds.
 */
import { isDeepStrictEqual } from 'node:util';
import { Rng } from '../../../src/core/rng';
import { replay } from '../../../src/core/replay';
import { conquest } from '../../../src/games/conquest';
import { pendingLandBattles } from '../../../src/games/conquest/battles';
import { piecesInPlay, tributeOf } from '../../../src/games/conquest/board';
import { COASTS, PROVINCE_IDS, SEA_IDS, isCoast, isProvince, isSea } from '../../../src/games/conquest/data';
import { BOX, SHARED_BOX, combatCount, leaderCount, units } from '../../../src/games/conquest/pieces';
import type { ConquestAction, ConquestState } from '../../../src/games/conquest/types';

const ENDERS = new Set(['endMovement', 'endBattles', 'endDestroy', 'endTurn']);

/** Random but not aimless: phase-ending actions are taken only now and then, and nobody concedes. */
export function pick(rng: Rng, actions: ConquestAction[]): ConquestAction {
  const busy = actions.filter((a) => !ENDERS.has(a.type) && a.type !== 'destroyCity');
  if (busy.length > 0 && rng.int(0, 3) > 0) return rng.pick(busy);
  return rng.pick(actions);
}

/** Plain checks: expect() on every step of thousands would dominate the run time. */
export function must(ok: boolean, what: string): void {
  if (!ok) throw new Error(`invariant broken: ${what}`);
}

/** After every action: pieces in their places and within the box, and battles fought before buying. */
export function checkInvariants(s: ConquestState): void {
  for (const x of s.stacks) {
    must(isProvince(x.at), `land pieces on land: ${x.at}`);
    for (const n of Object.values(x.troops)) must(n >= 0, 'no negative counts');
    must(combatCount(x.troops) + leaderCount(x.troops) > 0, 'no empty stacks');
  }
  for (const g of s.galleys) {
    must(isSea(g.at) || isCoast(g.at), `galleys at sea or on coasts: ${g.at}`);
    must(combatCount(g.cargo) <= 7, 'at most 7 aboard');
    must(combatCount(g.cargo) === 0 || leaderCount(g.cargo) > 0, 'a leader with cargo');
  }
  s.players.forEach((p, seat) => {
    must(p.money >= 0, 'money never negative');
    const inPlay = piecesInPlay(s, seat);
    for (const k of ['infantry', 'cavalry', 'catapult', 'galley', 'generals', 'caesar'] as const) {
      must(inPlay[k] <= BOX[k], `no more ${k} than in the box`);
    }
    must(inPlay.caesar === (p.alive ? 1 : 0), 'one Caesar per living player, in one place');
    if (!p.alive) must(tributeOf(s, seat) === 0, 'the eliminated hold nothing');
  });
  const cities = Object.values(s.cities);
  must(cities.length <= SHARED_BOX.city, 'cities within the box');
  must(s.roads.length <= SHARED_BOX.road, 'roads within the box');
  for (const r of s.roads) for (const p of r.split('|')) must(!!s.cities[p], 'roads end at cities');
  for (const p of Object.keys(s.cities)) must(s.owner[p] !== null, 'every city has an owner');
  // Outside the active player's movement and battles, no province holds two players' combat units.
  if (s.phase === 'destroy' || s.phase === 'buy') {
    const seen = new Map<string, number>();
    for (const x of s.stacks) {
      if (combatCount(x.troops) === 0) continue;
      const o = seen.get(x.at);
      must(o === undefined || o === x.owner, `one army per province: ${x.at}`);
      seen.set(x.at, x.owner);
    }
  }
  if (s.phase === 'buy' && !s.battle) must(pendingLandBattles(s).length === 0, 'battles fought before buying');
}

/**
 * Actions legalActions lists completely (src/games/conquest/legal.ts): battle
 * decisions and starts, phase ends, sailing, city destruction, ransom answers and
 * the purchases that are not counts. For these, "not listed" means "illegal".
 * Marches, embarking, disembarking, bought unit counts and standing orders in
 * battle (their thresholds) are listed by example only, so an unlisted one may
 * be legal.
 */
function listedCompletely(a: ConquestAction): boolean {
  if (a.type === 'buy') return !['infantry', 'cavalry', 'catapult'].includes(a.piece);
  return !['march', 'embark', 'disembark', 'offerRansom', 'concede', 'fightOn'].includes(a.type);
}

/** The same JSON whatever the key order. */
function canon(x: unknown): string {
  return JSON.stringify(x, (_k, v) => (v && typeof v === 'object' && !Array.isArray(v)
    ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b))) : v));
}

const COAST_IDS = Object.keys(COASTS);
const PLACES = [...PROVINCE_IDS, ...SEA_IDS, ...COAST_IDS];

/** A random action of a completely listed kind: some legal now, most not (wrong phase, place, galley, count). */
function candidate(rng: Rng, s: ConquestState, listed: ConquestAction[]): ConquestAction {
  const few = () => units({ infantry: rng.int(0, 3), cavalry: rng.int(0, 2), catapult: rng.int(0, 1) });
  const galley = () => (s.galleys.length > 0 && rng.int(0, 2) > 0 ? rng.pick(s.galleys).id : rng.int(0, 40));
  const seat = () => rng.int(0, s.players.length);
  switch (rng.int(0, 13)) {
    case 0: return { type: rng.pick(['endMovement', 'endBattles', 'endDestroy', 'endTurn', 'continue'] as const) };
    case 1: return { type: 'attack', province: rng.pick(PROVINCE_IDS) };
    case 2: return { type: 'navalAttack', sea: rng.pick(SEA_IDS), defender: seat() };
    case 3: return { type: 'legion', legion: few() };
    case 4: return { type: 'losses', losses: few() };
    case 5: return { type: 'sink', galleys: [galley()] };
    case 6: return { type: 'retreat', to: rng.int(0, 3) === 0 ? null : rng.pick(PROVINCE_IDS) };
    case 7: return { type: 'destroyCity', province: rng.pick(PROVINCE_IDS) };
    case 8: return { type: 'sail', galley: galley(), to: rng.pick(PLACES) };
    case 9: return { type: 'answerRansom', accept: rng.int(0, 1) === 1 };
    case 10: return { type: 'buy', piece: 'galley', coast: rng.pick(COAST_IDS) };
    case 11: return { type: 'buy', piece: rng.pick(['city', 'fortifiedCity', 'fortification'] as const), province: rng.pick(PROVINCE_IDS) };
    case 12: return { type: 'buy', piece: 'road', between: [rng.pick(PROVINCE_IDS), rng.pick(PROVINCE_IDS)] };
    default: {
      // A listed action with one part changed.
      const a = structuredClone(rng.pick(listed)) as Record<string, unknown>;
      for (const k of Object.keys(a)) {
        if (k === 'type' || rng.int(0, 1) === 0) continue;
        const v = a[k];
        if (typeof v === 'number') a[k] = v + rng.pick([-1, 1, 7]);
        else if (typeof v === 'string') a[k] = rng.pick(PLACES);
        else if (typeof v === 'boolean') a[k] = !v;
      }
      return a as unknown as ConquestAction;
    }
  }
}

/** How the probes' candidates fared, over the whole run. */
export const probed = { accepted: 0, refused: 0 };

/**
 * Tries `tries` random candidates in `s`: a listed one must be accepted; one of a
 * completely listed kind that is not listed must be refused; every refusal (also by
 * the action schema) leaves the state exactly as it was.
 */
export function probeUnlisted(rng: Rng, s: ConquestState, seat: number, listed: ConquestAction[], tries: number): void {
  const keys = new Set(listed.map(canon));
  const before = JSON.stringify(s);
  const others = s.players.map((_, i) => i).filter((i) => !conquest.activePlayers(s).includes(i));
  for (let i = 0; i < tries; i++) {
    const raw = candidate(rng, s, listed);
    // Now and then the right action from the wrong player: always refused.
    const who = others.length > 0 && rng.int(0, 4) === 0 ? rng.pick(others) : seat;
    let a: ConquestAction;
    try {
      a = conquest.parseAction(JSON.parse(JSON.stringify(raw)));
    } catch {
      continue; // refused at the boundary, before the rules
    }
    const isListed = who === seat && keys.has(canon(a));
    const r = conquest.apply(s, who, a);
    if (r.ok) probed.accepted++;
    else probed.refused++;
    if (isListed) must(r.ok, `listed action accepted: ${canon(a)}`);
    else if (who !== seat || listedCompletely(a)) must(!r.ok, `unlisted action refused: ${canon(a)} by seat ${who}`);
    // apply is pure: refused or not, the state it was given stays as it was.
    must(JSON.stringify(s) === before, `${r.ok ? 'an accepted' : 'a refused'} action changed nothing in its input: ${canon(a)}`);
  }
}

/** At the end of a game: the state is plain JSON, and its record replays to the same state. */
export function checkRecord(options: unknown, seed: string, record: { player: number; action: unknown }[], s: ConquestState): void {
  must(isDeepStrictEqual(JSON.parse(JSON.stringify(s)), s), 'the state is plain JSON');
  const again = replay(conquest, { game: 'conquest', options: JSON.parse(JSON.stringify(options)), seed, actions: record });
  must(again.ok, `the record replays (${again.ok ? '' : again.error.message})`);
  must(again.ok && isDeepStrictEqual(again.state, s), 'the record replays to the same state');
}
