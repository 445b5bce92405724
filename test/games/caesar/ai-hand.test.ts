import { describe, expect, it } from 'vitest';
import { caesar } from '../../../src/games/caesar';
import { randomAction } from '../../../src/games/caesar/ai';
import { learnedEvaluate } from '../../../src/games/caesar/ai/features';
import { HAND_WEIGHTS, handEvaluate, handFeatures, handSize, openPoisons } from '../../../src/games/caesar/ai/hand';
import { virtualScore } from '../../../src/games/caesar/ai/search';
import { initialRngState, Rng } from '../../../src/core/rng';
import type { CaesarState, Side } from '../../../src/games/caesar/types';
import { act, blank, bonus, give, opts, put } from './helpers';

/**
 * All modules, a few tokens on the board, no bonus anywhere unless given,
 * Pompey (1) holding P02 P10 P12 and Caesar (0) holding `mine`, Caesar to move.
 */
function position(mine: string[]): CaesarState {
  const s = blank(opts({ poison: true, centurions: true }));
  put(s, 'C05', 5, 'gallia');
  put(s, 'P09', 4, 'sardinia');
  put(s, 'C06', 9, 'italia');
  put(s, 'P01', 12, 'italia');
  give(s, 0, mine);
  give(s, 1, ['P02', 'P10', 'P12']);
  s.active = 0;
  return s;
}

/** What losing the last listed token of Caesar's hand costs him, by `ev`. */
function costOfLosing(hand: string[], ev: (s: CaesarState, me: Side) => number): number {
  return ev(position(hand), 0) - ev(position(hand.slice(0, -1)), 0);
}

describe('hand size in the master evaluation (hand.ts)', () => {
  it('prices a token lost to a Poison at half a control token or more, where the learned evaluation alone barely moves', () => {
    const hand = ['C01', 'C02', 'C03'];
    const learned = costOfLosing(hand, learnedEvaluate);
    const withHand = costOfLosing(hand, (s, me) => handEvaluate(s, me));
    // The blind spot this term is for: the learned fit gives a token in hand well under a third of a control token.
    expect(Math.abs(learned)).toBeLessThan(0.3);
    expect(withHand - learned).toBeCloseTo(HAND_WEIGHTS[0], 9);
    expect(withHand).toBeGreaterThanOrEqual(0.5);
  });

  it('prices the drop to a hand of one (forced, one Poison from losing) above a drop from three to two', () => {
    const three = costOfLosing(['C01', 'C02', 'C03'], (s, me) => handEvaluate(s, me));
    const two = costOfLosing(['C01', 'C02'], (s, me) => handEvaluate(s, me));
    const threeL = costOfLosing(['C01', 'C02', 'C03'], learnedEvaluate);
    const twoL = costOfLosing(['C01', 'C02'], learnedEvaluate);
    expect(two - twoL).toBeCloseTo(HAND_WEIGHTS[0] + HAND_WEIGHTS[1], 9);
    expect(two - twoL).toBeGreaterThan(three - threeL);
  });

  it('counts a hand no larger than the Poisons still open as exposed, and only then', () => {
    const s = position(['C01', 'C02']);
    expect(openPoisons(s)).toBe(0);
    expect(handFeatures(s, 0)).toEqual([-1, 0, 0]);
    bonus(s, 'hispania_citerior', 'poison');
    expect(handFeatures(s, 0)).toEqual([-1, 0, 0]);
    bonus(s, 'syria', 'poison');
    expect(openPoisons(s)).toBe(2);
    // Two open Poisons could empty Caesar's hand of two, not Pompey's of three.
    expect(handFeatures(s, 0)).toEqual([-1, 0, -1]);
    expect(handEvaluate(s, 0) - learnedEvaluate(s, 0)).toBeCloseTo(-HAND_WEIGHTS[0] - HAND_WEIGHTS[2], 9);
    // A closed province's Poison is gone.
    s.provinces.syria.closed = true;
    expect(handFeatures(s, 0)).toEqual([-1, 0, 0]);
  });

  it('values taking a Wealth above closing the same province with no bonus (its extra token stays in hand)', () => {
    // Sardinia's last free space is 8 (a ship): Caesar closes it with C09 toward it and leads it, 7 against 6.
    const closeWith = (kind: 'wealth' | null, ev: (s: CaesarState, me: Side) => number) => {
      const s = position(['C09', 'C02', 'C03']);
      bonus(s, 'sardinia', kind);
      expect(s.spaces[8].placed).toBeNull();
      const after = act(s, 0, { type: 'place', token: 'C09', space: 8, toward: 'sardinia' }).state;
      expect(after.provinces.sardinia.controller).toBe(0);
      expect(after.provinces.sardinia.closed).toBe(true);
      return { v: ev(after, 0), hand: handSize(after, 0) };
    };
    const wealth = closeWith('wealth', (s, me) => handEvaluate(s, me));
    const none = closeWith(null, (s, me) => handEvaluate(s, me));
    expect(wealth.hand).toBe(none.hand + 1);
    const gainL = closeWith('wealth', learnedEvaluate).v - closeWith(null, learnedEvaluate).v;
    expect(wealth.v - none.v).toBeCloseTo(gainL + HAND_WEIGHTS[0], 9);
    expect(wealth.v - none.v).toBeGreaterThan(0.4);
  });

  it('counts the draw a virtual position\'s closer has still to make, so a move is not charged for the token it places', () => {
    const s = position(['C01', 'C02', 'C03']);
    const settled = handEvaluate(s, 0) - learnedEvaluate(s, 0);
    let seen = 0;
    const ev = (st: CaesarState, me: Side, closer?: Side | null) => {
      expect(st.sides[0].supply).toHaveLength(2);
      expect(handSize(st, 0, closer ?? null)).toBe(3);
      seen++;
      return handEvaluate(st, me, closer ?? null) - learnedEvaluate(st, me, closer ?? null);
    };
    expect(virtualScore(s, 0, { type: 'place', token: 'C01', space: 2, toward: 'hispania_citerior' }, 0, ev)).toBeCloseTo(settled, 9);
    expect(seen).toBe(1);
    // With an empty bag there is no draw to come.
    s.sides[0].bag = [];
    expect(handSize(s, 0, 0)).toBe(3);
    s.sides[0].supply.pop();
    expect(handSize(s, 0, 0)).toBe(2);
  });

  it('sees both sides alike and leaves decided games and games against Crassus to the learned value', () => {
    const rng = new Rng(initialRngState('hand-sym'));
    let state = caesar.setup(opts({ poison: true, centurions: true, checkpoints: true }), 'hand-sym');
    let n = 0;
    for (let i = 0; i < 400 && !caesar.result(state); i++) {
      if (state.pending === null) {
        expect(handEvaluate(state, 0)).toBeCloseTo(-handEvaluate(state, 1), 6);
        n++;
      }
      const p = caesar.activePlayers(state)[0] as Side;
      state = act(state, p, randomAction(state, p, rng)).state;
    }
    expect(n).toBeGreaterThan(10);
    expect(state.winner).not.toBeNull();
    expect(handEvaluate(state, 0)).toBe(learnedEvaluate(state, 0));
    const solo = caesar.setup(opts({ poison: true }, { crassus: 1, difficulty: 'medium' }), 'hand-solo');
    expect(handEvaluate(solo, 0)).toBe(learnedEvaluate(solo, 0));
  });
});
