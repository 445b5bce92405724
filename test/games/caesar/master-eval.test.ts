import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { caesar } from '../../../src/games/caesar';
import { randomAction } from '../../../src/games/caesar/ai';
import { evaluate, evaluateScanned, influence, scanBorder, WIN_SCORE } from '../../../src/games/caesar/ai/evaluate';
import { FEATURE_COUNT, FEATURE_NAMES, features, learnedEvaluate, logOdds, MASTER_EVAL } from '../../../src/games/caesar/ai/features';
import { initialRngState, Rng } from '../../../src/core/rng';
import weightsFile from '../../../data/caesar/master-eval.json';
import candidateFile from '../../../data/caesar/master-eval-td.json';
import { PROVINCE_IDS } from '../../../src/games/caesar/data';
import type { CaesarOptions, CaesarState, Side } from '../../../src/games/caesar/types';

const OPTIONS: CaesarOptions[] = [
  { modules: { poison: false, centurions: false, checkpoints: false }, solo: null },
  { modules: { poison: true, centurions: true, checkpoints: true }, solo: null },
];

/** Every position of one random legal game, the final one included. */
function randomGame(options: CaesarOptions, seed: string): CaesarState[] {
  const rng = new Rng(initialRngState(`eval-test:${seed}`));
  let state = caesar.setup(options, seed);
  const out = [state];
  for (let i = 0; i < 500 && !caesar.result(state); i++) {
    const p = caesar.activePlayers(state)[0] as Side;
    const r = caesar.apply(state, p, randomAction(state, p, rng));
    if (!r.ok) throw new Error(r.error.message);
    state = r.state;
    out.push(state);
  }
  return out;
}

describe('Caesar! master learned evaluation', () => {
  it('ships fitted weights for exactly the features computed, with how they were made', () => {
    expect(weightsFile.features).toEqual([...FEATURE_NAMES]);
    expect(weightsFile.weights).toHaveLength(FEATURE_COUNT);
    expect(weightsFile._provenance.join(' ')).toMatch(/fit-eval\.ts/);
    expect(MASTER_EVAL.perToken).toBeGreaterThan(0);
    // A fitted file, not the hand-made evaluation alone.
    expect(weightsFile.weights.filter((w) => w !== 0).length).toBeGreaterThan(5);
  });

  it('keeps the refitted candidate weights (master-eval-td.json) loadable: the same features, with how they were made', () => {
    expect(candidateFile.features).toEqual([...FEATURE_NAMES]);
    expect(candidateFile.weights).toHaveLength(FEATURE_COUNT);
    expect(candidateFile.perToken).toBeGreaterThan(0);
    expect(candidateFile._provenance.join(' ')).toMatch(/fit-eval\.ts.*--td 0\.7/);
    const state = randomGame(OPTIONS[1], 'candidate').find((s) => s.turn === 6 && s.pending === null)!;
    const v = learnedEvaluate(state, 0, null, candidateFile);
    expect(Number.isFinite(v)).toBe(true);
    expect(v).toBeCloseTo(-learnedEvaluate(state, 1, null, candidateFile), 9);
  });

  it('sees both sides alike: the features for one side are the negation of the other side\'s', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 1_000_000 }), fc.boolean(), (n, all) => {
      for (const state of randomGame(OPTIONS[all ? 1 : 0], `sym${n}`)) {
        if (state.winner !== null) continue;
        const f0 = features(state, 0);
        const f1 = features(state, 1);
        for (let i = 0; i < FEATURE_COUNT; i++) expect(f0[i] + f1[i]).toBeCloseTo(0, 6);
        expect(logOdds(state, 0, MASTER_EVAL) + logOdds(state, 1, MASTER_EVAL)).toBeCloseTo(0, 6);
      }
    }), { numRuns: 8 });
  });

  it('shares one border scan with the hand-made evaluation: the same influence, and the same base value', () => {
    for (const [i, options] of OPTIONS.entries()) {
      for (const state of randomGame(options, `scan${i}`)) {
        if (state.winner !== null) continue;
        const scan = scanBorder(state);
        PROVINCE_IDS.forEach((p, k) => expect([scan.inf0[k], scan.inf1[k]]).toEqual(influence(state, p)));
        expect(scan.filled).toBe(state.spaces.filter((sp) => sp.placed).length);
        for (const me of [0, 1] as Side[]) {
          const base = evaluate(state, me);
          expect(evaluateScanned(state, me, null, scanBorder(state))).toBe(base);
          expect(features(state, me)[FEATURE_NAMES.indexOf('base')]).toBe(base);
        }
      }
    }
  });

  it('scores finished games as the hand-made evaluation does and open positions strictly inside them', () => {
    for (const [i, options] of OPTIONS.entries()) {
      const states = randomGame(options, `end${i}`);
      const last = states[states.length - 1];
      expect(last.winner).not.toBeNull();
      for (const me of [0, 1] as Side[]) {
        expect(learnedEvaluate(last, me)).toBe(evaluate(last, me));
        for (const s of states.slice(0, -1)) {
          const v = learnedEvaluate(s, me);
          expect(Number.isFinite(v)).toBe(true);
          expect(Math.abs(v)).toBeLessThan(WIN_SCORE);
        }
      }
    }
  });

  it('prefers having placed more control tokens, all else equal', () => {
    const state = randomGame(OPTIONS[0], 'ctrl').find((s) => s.turn === 8 && s.pending === null)!;
    const more = structuredClone(state);
    more.sides[0].controlLeft -= 2;
    expect(learnedEvaluate(more, 0)).toBeGreaterThan(learnedEvaluate(state, 0));
    expect(learnedEvaluate(more, 1)).toBeLessThan(learnedEvaluate(state, 1));
  });
});
