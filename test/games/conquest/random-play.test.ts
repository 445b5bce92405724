/**
 * Property tests over random Conquest games: every listed action is accepted,
 * random unlisted actions are refused without touching the state, and the board
 * stays consistent. A fresh seed each run, fixed seeds beside it (../property.ts).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isDeepStrictEqual } from 'node:util';
import { Rng, initialRngState } from '../../../src/core/rng';
import { replay } from '../../../src/core/replay';
import { conquest } from '../../../src/games/conquest';
import { pendingLandBattles } from '../../../src/games/conquest/battles';
import { piecesInPlay, tributeOf } from '../../../src/games/conquest/board';
import { COASTS, PROVINCE_IDS, SEA_IDS, isCoast, isProvince, isSea } from '../../../src/games/conquest/data';
import { BOX, SHARED_BOX, combatCount, leaderCount, units } from '../../../src/games/conquest/pieces';
import type { ConquestAction, ConquestState } from '../../../src/games/conquest/types';
import { FRESH_SEED, checkLongProperty } from '../property';

const ENDERS = new Set(['endMovement', 'endBattles', 'endDestroy', 'endTurn']);

/** Random but not aimless: phase-ending actions are taken only now and then, and nobody concedes. */
function pick(rng: Rng, actions: ConquestAction[]): ConquestAction {
  const busy = actions.filter((a) => !ENDERS.has(a.type) && a.type !== 'destroyCity');
  if (busy.length > 0 && rng.int(0, 3) > 0) return rng.pick(busy);
  return rng.pick(actions);
}

/** Plain checks: expect() on every step of thousands would dominate the run time. */
function must(ok: boolean, what: string): void {
  if (!ok) throw new Error(`invariant broken: ${what}`);
}

function checkInvariants(s: ConquestState): void {
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

/**
 * Tries `tries` random candidates in `s`: a listed one must be accepted; one of a
 * completely listed kind that is not listed must be refused; every refusal (also by
 * the action schema) leaves the state exactly as it was.
 */
const probed = { accepted: 0, refused: 0 };

function probeUnlisted(rng: Rng, s: ConquestState, seat: number, listed: ConquestAction[], tries: number): void {
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

/**
 * One random game of up to `steps` actions; returns how many battles were started. The record
 * (options, seed, actions as JSON) replays to the same state, and the state is plain JSON.
 */
function playRandom(players: number, seed: string, steps: number, probe: boolean, rule = fortifiedRule(seed)): { battles: number; state: ConquestState } {
  const options = { players, fortifiedCatapultRule: rule };
  let s = conquest.setup(conquest.parseOptions(options), seed);
  const rng = new Rng(initialRngState(`pick:${seed}`));
  const record: { player: number; action: unknown }[] = [];
  let battles = 0;
  for (let step = 0; step < steps && s.endReason === null; step++) {
    const seat = rng.pick(conquest.activePlayers(s));
    const actions = conquest.legalActions(s, seat);
    must(actions.length > 0, 'someone can always act');
    if (probe && step % 8 === 0) probeUnlisted(rng, s, seat, actions, 12);
    const a = pick(rng, actions);
    if (a.type === 'attack' || a.type === 'navalAttack') battles++;
    const r = conquest.apply(s, seat, a);
    if (!r.ok) throw new Error(`listed action refused: ${JSON.stringify(a)}: ${r.error.message}`);
    record.push({ player: seat, action: JSON.parse(JSON.stringify(a)) });
    s = r.state;
    checkInvariants(s);
    if (s.phase === 'buy' && !s.battle) must(pendingLandBattles(s).length === 0, 'battles fought before buying');
  }
  must(isDeepStrictEqual(JSON.parse(JSON.stringify(s)), s), 'the state is plain JSON');
  const again = replay(conquest, { game: 'conquest', options: JSON.parse(JSON.stringify(options)), seed, actions: record });
  must(again.ok, `the record replays (${again.ok ? '' : again.error.message})`);
  must(isDeepStrictEqual(again.state, s), 'the record replays to the same state');
  return { battles, state: s };
}

/** Both readings of the fortified city's catapult rule (an option), by seed. */
function fortifiedRule(seed: string): 'reducedWithCatapult' | 'reducedWithoutCatapult' {
  return new Rng(initialRngState(`rule:${seed}`)).int(0, 1) === 0 ? 'reducedWithCatapult' : 'reducedWithoutCatapult';
}

/**
 * Games per player count (2..6): 20 fresh ones of up to 250 actions each (100 games
 * per run; Caesar!'s property test plays 40 to 150 per combination), and 8 of up to
 * 600 actions from the fixed seed. A Conquest game is far longer than a Caesar! one,
 * so the fresh games are cut at 250 actions to keep the suite's time.
 */
const FRESH_GAMES_PER_COUNT = 20;
const REGRESSION_SEEDS = [4242];

describe(`random games (fresh seed ${FRESH_SEED})`, () => {
  for (let players = 2; players <= 6; players++) {
    it(`${players} players: accept every listed action, refuse unlisted ones unchanged, keep the board consistent`, async () => {
      // (Whether random legions meet in so few actions is left to chance here; the fixed seed below checks they do.)
      await checkLongProperty([fc.string({ maxLength: 8 })], (seed) => {
        const out = playRandom(players, seed, 250, true);
        return out.state.round > 1 || out.state.endReason !== null;
      }, FRESH_GAMES_PER_COUNT);
      // The probes met both kinds of candidate.
      expect(probed.accepted).toBeGreaterThan(0);
      expect(probed.refused).toBeGreaterThan(0);
    });
  }
});

describe('random games, fixed-seed regression set', () => {
  for (const seed of REGRESSION_SEEDS) {
    it(`seed ${seed}: accept every listed action and keep the board consistent`, async () => {
      let totalBattles = 0;
      await checkLongProperty([fc.integer({ min: 2, max: 6 }), fc.string({ maxLength: 8 })], (players, gameSeed) => {
        const out = playRandom(players, gameSeed, 600, true);
        totalBattles += out.battles;
        return out.state.round > 1;
      }, 8, seed);
      // Random legions do meet: the runs exercise battles, not only marches.
      expect(totalBattles).toBeGreaterThan(0);
    });
  }
});

describe('random games', () => {
  it('regression: 3 players, game "LFj": a captor with no general left takes a loaded galley without its troops', () => {
    // Found by a fresh seed (266537108, path 2): the captor's box had no general for the
    // loser's galley, whose troops were left aboard without a leader.
    const { state } = playRandom(3, 'LFj', 250, true, 'reducedWithCatapult');
    expect(state.galleys.every((g) => combatCount(g.cargo) === 0 || leaderCount(g.cargo) > 0)).toBe(true);
  });

  it('regression: 4 players, game "ref": every number of captured generals the holder may remove is listed', () => {
    // Found by a fresh seed (531434551, path 17): removing some but not all of another player's
    // captured generals was accepted but only "all of them" was listed.
    const { state } = playRandom(4, 'ref', 250, true, 'reducedWithCatapult');
    expect(state.round).toBeGreaterThan(1);
  });

  it('replay identically from the same seed and actions', () => {
    const run = () => {
      let s = conquest.setup(conquest.parseOptions({ players: 4 }), 'replay');
      const rng = new Rng(initialRngState('pick'));
      for (let i = 0; i < 300 && s.endReason === null; i++) {
        const seat = rng.pick(conquest.activePlayers(s));
        const r = conquest.apply(s, seat, pick(rng, conquest.legalActions(s, seat)));
        if (!r.ok) throw new Error(r.error.message);
        s = r.state;
      }
      return s;
    };
    expect(run()).toEqual(run());
  });

  it('refuses other players and malformed actions without changing anything', () => {
    const s = conquest.setup(conquest.parseOptions({ players: 3 }), 'x');
    const other = (s.active + 1) % 3;
    const r = conquest.apply(s, other, { type: 'endMovement' });
    expect(r.ok).toBe(false);
    expect(() => conquest.parseAction({ type: 'march', from: 'x' })).toThrow();
    expect(conquest.legalActions(s, other)).toEqual([]);
    const v = conquest.view(s, null) as unknown as Record<string, unknown>;
    expect(v.rng).toBeUndefined();
    expect(v.tribute).toEqual([15, 15, 15]);
  });
});
