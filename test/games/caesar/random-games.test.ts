/**
 * Property tests over random legal games in every module combination and in solo
 * mode: every game ends with a winner, nothing is created or lost, control counts
 * add up, views hide the supply, and the action record replays to the same state.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { caesar } from '../../../src/games/caesar/index';
import { replay } from '../../../src/core/replay';
import { Rng, initialRngState } from '../../../src/core/rng';
import type { CaesarAction, CaesarOptions } from '../../../src/games/caesar/types';
import type { RecordedAction } from '../../../src/core/game';
import { FRESH_SEED, checkLongProperty } from '../property';
import { applyChecked, assert, checkInvariants, combos, key, randomCandidate } from './random-play';

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
    s = applyChecked(s, player, action, actions);
    checkInvariants(s, step % 10 === 0 || s.endReason !== null);
  }
  return { state: s, actions };
}


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
