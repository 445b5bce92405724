/**
 * Property tests over random legal games in every module combination and in solo
 * mode: every game ends with a winner, nothing is created or lost, control counts
 * add up, views hide the supply, and the action record replays to the same state.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { caesar } from '../../../src/games/caesar/index';
import { eventsFor } from '../../../src/games/caesar/view';
import { replay } from '../../../src/core/replay';
import { Rng, initialRngState } from '../../../src/core/rng';
import { PROVINCE_IDS, SPACES, TOKENS } from '../../../src/games/caesar/data';
import type { CaesarAction, CaesarOptions, CaesarState, Side } from '../../../src/games/caesar/types';
import type { RecordedAction } from '../../../src/core/game';
import { controlPlaced } from './helpers';
import { FRESH_SEED, checkLongProperty } from '../property';

function offBoard(s: CaesarState): string[] {
  const ids: string[] = [];
  for (const st of s.sides) ids.push(...st.bag, ...st.supply, ...st.centurionsAvailable);
  if (s.crassus) ids.push(...s.crassus.row, ...s.crassus.centurionStack);
  return ids;
}

/** Plain checks: vitest's expect is too slow to call thousands of times per game. */
function assert(cond: boolean, what: string): void {
  if (!cond) throw new Error(`invariant broken: ${what}`);
}

function checkInvariants(s: CaesarState, withViews: boolean): void {
  const o = s.options;
  const board = s.spaces.flatMap((sp) => (sp.placed ? [sp.placed.token] : []));
  const all = [...offBoard(s), ...board].sort();
  // Every token exactly once somewhere (so no space holds two, nothing is lost).
  const expected = o.modules.centurions ? ALL_IDS : BASE_IDS;
  assert(all.length === expected.length && all.every((t, i) => t === expected[i]), 'tokens conserved');
  for (const side of [0, 1] as Side[]) {
    const st = s.sides[side];
    assert(st.controlLeft >= 0, 'control tokens never negative');
    assert(controlPlaced(s, side) + st.controlLeft === 12, 'control placed + left = 12');
  }
  for (const sp of s.spaces) assert(!sp.control || sp.placed !== null, 'border control covers a token');
  const bonuses = Object.values(s.provinces).filter((p) => p.bonus).length
    + s.sides[0].bonusesTaken.length + s.sides[1].bonusesTaken.length + s.bank.length;
  assert(bonuses === 18 + (o.modules.checkpoints ? 6 : 0), 'bonus tokens conserved');
  for (const p of Object.values(s.provinces)) {
    assert(!p.closed || p.finalInfluence !== null, 'closed provinces keep their influence');
    assert(!p.tied || p.controller === null, 'a tie has no controller');
  }
  if (!withViews) return;
  // Hidden supply never in the opponent's or the public view.
  for (const viewer of [null, 0, 1] as const) {
    const v = caesar.view(s, viewer);
    for (const side of [0, 1] as Side[]) assert((v.sides[side].supply === null) === (viewer !== side), 'supply hidden');
    assert(!('rng' in v) && !('bank' in v), 'rng and bank hidden');
    // What the viewer may not see changed: neither the view nor the viewer's legal actions change with it.
    const t = hiddenChanged(s, viewer);
    assert(JSON.stringify(caesar.view(t, viewer)) === JSON.stringify(v), `the view of ${viewer} shows a hidden value`);
    if (viewer !== null && s.endReason === null) {
      assert(JSON.stringify(caesar.legalActions(t, viewer)) === JSON.stringify(caesar.legalActions(s, viewer)), `the legal actions of ${viewer} depend on hidden values`);
    }
  }
}

/**
 * The state with what `viewer` may not see changed: a token swapped between another side's supply
 * and bag, the bag, bank and Crassus piles in another order, another generator, and the direction
 * of a token placed face down on a Checkpoint by the other side.
 */
function hiddenChanged(s: CaesarState, viewer: Side | null): CaesarState {
  const t = structuredClone(s);
  for (const side of [0, 1] as Side[]) {
    const st = t.sides[side];
    if (side !== viewer && st.supply.length > 0 && st.bag.length > 0) [st.supply[0], st.bag[0]] = [st.bag[0], st.supply[0]];
    st.bag.reverse();
  }
  t.bank.reverse();
  if (t.crassus) { t.crassus.deck.reverse(); t.crassus.centurionStack.reverse(); }
  t.rng = [9, 8, 7, 6];
  for (const sp of t.spaces) {
    if (sp.placed?.concealed && sp.placed.side !== viewer) sp.placed.toward = PROVINCE_IDS.find((p) => p !== sp.placed!.toward)!;
  }
  return t;
}

/** No event as another side gets it names a token this action drew from `side`'s bag. */
function checkEvents(before: CaesarState, after: CaesarState, events: unknown[]): void {
  for (const side of [0, 1] as Side[]) {
    if (after.options.solo?.crassus === side) continue; // Crassus draws face up
    const drawn = after.sides[side].supply.filter((t) => before.sides[side].bag.includes(t));
    if (drawn.length === 0) continue;
    for (const viewer of [null, 1 - side] as const) {
      const text = JSON.stringify(eventsFor(events as never, viewer as Side | null, after));
      for (const t of drawn) assert(!text.includes(`"${t}"`), `an event shows ${viewer} the token ${t} side ${side} drew`);
    }
  }
}

const ALL_IDS = Object.keys(TOKENS).sort();

function key(a: CaesarAction): string {
  return a.type === 'place' ? JSON.stringify({ ...a, faceDown: a.faceDown === true }) : JSON.stringify(a);
}

function randomCandidate(rng: Rng, s: CaesarState): CaesarAction {
  switch (rng.int(0, 5)) {
    case 0: return { type: 'tactics', take: rng.int(0, 1) === 1 };
    case 1: return { type: 'centurion', token: rng.int(0, 3) === 0 ? null : rng.pick(ALL_IDS) };
    case 2: return { type: 'closureOrder', first: rng.pick(PROVINCE_IDS) };
    case 3: {
      const kinds = [
        { kind: 'influence', space: rng.int(0, 29) },
        { kind: 'borderControl', space: rng.int(0, 29) },
        { kind: 'provinceControl', province: rng.pick(PROVINCE_IDS), slot: rng.int(0, 1) },
      ] as const;
      return { type: 'might', target: rng.int(0, 3) === 0 ? null : rng.pick(kinds) };
    }
    default: {
      const space = rng.int(0, 29);
      const own = s.sides[s.active].supply.concat(s.crassus?.row ?? []);
      const token = own.length > 0 && rng.int(0, 1) === 0 ? rng.pick(own) : rng.pick(ALL_IDS);
      const toward = rng.int(0, 2) === 0 ? rng.pick(PROVINCE_IDS) : rng.pick(SPACES[space].provinces);
      return rng.int(0, 2) === 0 ? { type: 'place', token, space, toward, faceDown: true } : { type: 'place', token, space, toward };
    }
  }
}
const BASE_IDS = Object.values(TOKENS).filter((t) => !t.centurion).map((t) => t.id).sort();

function playRandom(options: CaesarOptions, seed: string, actSeed: number, checkAll: boolean) {
  let s = caesar.setup(options, seed);
  const rng = new Rng(initialRngState(String(actSeed)));
  const actions: RecordedAction[] = [];
  checkInvariants(s, true);
  for (let step = 0; s.endReason === null; step++) {
    assert(step < 500, 'games end');
    const [player] = caesar.activePlayers(s);
    const legal = caesar.legalActions(s, player);
    assert(legal.length > 0, 'a side to move has a legal action');
    assert(caesar.legalActions(s, 1 - player).length === 0, 'only the active side may act');
    if (checkAll && step % 10 === 0) {
      for (const a of legal) assert(caesar.apply(s, player, a).ok, 'every listed action applies');
      // And nothing else does: random candidates are accepted exactly when listed.
      const listed = new Set(legal.map(key));
      for (let i = 0; i < 25; i++) {
        const cand = randomCandidate(rng, s);
        const ok = caesar.apply(s, player, cand).ok;
        assert(ok === listed.has(key(cand)), `candidate ${key(cand)} accepted=${ok}`);
      }
    }
    const action: CaesarAction = rng.pick(legal);
    const out = caesar.apply(s, player, caesar.parseAction(JSON.parse(JSON.stringify(action))));
    if (!out.ok) throw new Error(out.error.message);
    assert(out.state.version === s.version + 1, 'version counts actions');
    checkEvents(s, out.state, out.events);
    actions.push({ player, action });
    s = out.state;
    checkInvariants(s, step % 10 === 0 || s.endReason !== null);
  }
  return { state: s, actions };
}

const combos: CaesarOptions['modules'][] = [
  { poison: false, centurions: false, checkpoints: false },
  { poison: true, centurions: false, checkpoints: false },
  { poison: false, centurions: true, checkpoints: false },
  { poison: true, centurions: true, checkpoints: false },
  { poison: true, centurions: true, checkpoints: true },
];

function runMany(options: CaesarOptions, numRuns: number, seed: number): Promise<void> {
  return checkLongProperty([fc.string({ maxLength: 8 }), fc.nat(), fc.boolean()], (seed, actSeed, checkAll) => {
    const { state, actions } = playRandom(options, seed, actSeed, checkAll);
    expect(state.winner === 0 || state.winner === 1).toBe(true);
    expect(['controlTokens', 'cannotPlace']).toContain(state.endReason);
    const result = caesar.result(state)!;
    expect(result.winners).toEqual([state.winner]);
    if (state.endReason === 'controlTokens') expect(state.sides[state.winner!].controlLeft).toBe(0);
    const again = replay(caesar, { game: 'caesar', options: JSON.parse(JSON.stringify(options)), seed, actions });
    expect(again.ok).toBe(true);
    expect(again.state).toEqual(state);
    // Plain JSON: storing and loading a game changes nothing.
    expect(JSON.parse(JSON.stringify(state))).toEqual(state);
  }, numRuns, seed);
}

/** Fixed seeds run on every run beside the fresh one: the cases this suite always checked. */
const REGRESSION_SEEDS = [20261121];

// Games per combination: 150 two-player, 40 solo with a fresh seed; 30 and 10 more per fixed seed.
describe(`random legal games (fresh seed ${FRESH_SEED})`, () => {
  for (const modules of combos) {
    it(`two players, ${JSON.stringify(modules)}`, () => runMany({ modules, solo: null }, 150, FRESH_SEED));
  }
  for (const difficulty of ['low', 'medium', 'high'] as const) {
    for (const modules of [combos[0], combos[4]]) {
      it(`solo ${difficulty}, ${JSON.stringify(modules)}`, () =>
        runMany({ modules, solo: { crassus: difficulty === 'medium' ? 0 : 1, difficulty } }, 40, FRESH_SEED));
    }
  }
});

describe('random legal games, fixed-seed regression set', () => {
  for (const seed of REGRESSION_SEEDS) {
    for (const modules of combos) {
      it(`seed ${seed}: two players, ${JSON.stringify(modules)}`, () => runMany({ modules, solo: null }, 30, seed));
    }
    for (const difficulty of ['low', 'medium', 'high'] as const) {
      it(`seed ${seed}: solo ${difficulty}, all modules`, () =>
        runMany({ modules: combos[4], solo: { crassus: difficulty === 'medium' ? 0 : 1, difficulty } }, 10, seed));
    }
  }
});
