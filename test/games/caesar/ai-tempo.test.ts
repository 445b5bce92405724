import { describe, expect, it } from 'vitest';
import { learnedEvaluate } from '../../../src/games/caesar/ai/features';
import { tacticsReach, tempoEvaluate } from '../../../src/games/caesar/ai/tempo';
import type { CaesarState } from '../../../src/games/caesar/types';
import { act, blank, bonus, give, put } from './helpers';

/** Pompey to move. Syria is one space short (28, sword) and carries Tactics; Pompey holds `hand`. */
function syriaTactics(hand: string[]): CaesarState {
  const s = blank();
  put(s, 'P05', 29, 'syria');
  bonus(s, 'syria', 'tactics');
  give(s, 1, hand);
  s.active = 1;
  return s;
}

describe('Tactics within reach (tempo.ts)', () => {
  it('sees a Tactics the side to move can take with a token of its hand, as the engine then offers it', () => {
    const s = syriaTactics(['P01', 'P09']);
    expect(tacticsReach(s, 1)).toBe(true);
    const after = act(s, 1, { type: 'place', token: 'P01', space: 28, toward: 'syria' }).state;
    expect(after.pending).toEqual({ kind: 'tactics' });
  });

  it('claims none without a fitting token, for the side not to move, in an extra turn, or on another bonus', () => {
    expect(tacticsReach(syriaTactics(['P09', 'P10']), 1)).toBe(false);
    expect(tacticsReach(syriaTactics(['P01', 'P09']), 0)).toBe(false);
    const extra = syriaTactics(['P01', 'P09']);
    extra.extraTurn = true;
    expect(tacticsReach(extra, 1)).toBe(false);
    const wealth = syriaTactics(['P01', 'P09']);
    bonus(wealth, 'syria', 'wealth');
    expect(tacticsReach(wealth, 1)).toBe(false);
  });

  it('adds its worth for the side to move and takes it from the other, else leaves the learned value', () => {
    const s = syriaTactics(['P01', 'P09']);
    expect(tempoEvaluate(s, 1, null, 1.5)).toBeCloseTo(learnedEvaluate(s, 1) + 1.5, 12);
    expect(tempoEvaluate(s, 0, null, 1.5)).toBeCloseTo(learnedEvaluate(s, 0) - 1.5, 12);
    const none = syriaTactics(['P09', 'P10']);
    expect(tempoEvaluate(none, 0, null, 1.5)).toBe(learnedEvaluate(none, 0));
  });
});
