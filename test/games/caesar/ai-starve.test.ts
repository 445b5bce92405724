import { describe, expect, it } from 'vitest';
import { caesar } from '../../../src/games/caesar';
import { learnedEvaluate } from '../../../src/games/caesar/ai/features';
import { DECIDED_SCORE, starveDecision, starveEvaluate } from '../../../src/games/caesar/ai/threats';
import type { CaesarState } from '../../../src/games/caesar/types';
import { act, blank, give, put } from './helpers';

/**
 * Every ship space filled but 27 (Aegyptus-Asia), no province full; Caesar
 * holds `caesar`, Pompey `pompey`, Pompey to move. Caesar's two ships fit
 * only space 27.
 */
function lastShipSpace(caesarHand: string[], pompeyHand: string[]): CaesarState {
  const s = blank();
  const fillers = ['C01', 'C02', 'C03', 'C04', 'C05', 'C06', 'C07', 'C08', 'P02'];
  const spaces: [number, Parameters<typeof put>[3]][] = [
    [1, 'mauritania'], [4, 'mauritania'], [7, 'numidia'], [8, 'sardinia'], [14, 'africa'], [15, 'italia'], [16, 'africa'], [17, 'italia'], [25, 'creta'],
  ];
  spaces.forEach(([space, toward], i) => put(s, fillers[i], space, toward));
  give(s, 0, caesarHand);
  give(s, 1, pompeyHand);
  s.active = 1;
  return s;
}

describe('a side left with nothing to place (threats.ts starveDecision)', () => {
  it('sees the side to move take the last space the other hand fits, as the engine plays it', () => {
    const s = lastShipSpace(['C09', 'C10'], ['P09', 'P01']);
    expect(starveDecision(s, null)).toBe(1);
    const after = act(s, 1, { type: 'place', token: 'P09', space: 27, toward: 'asia' }).state;
    expect(after.winner).toBe(1);
    expect(after.endReason).toBe('cannotPlace');
  });

  it('claims nothing when the other hand fits two spaces, or the side to move cannot fill the one it fits', () => {
    // A wild token (C13) in Caesar's hand fits every free space.
    const sword = lastShipSpace(['C09', 'C13'], ['P09', 'P01']);
    expect(starveDecision(sword, null)).toBeNull();
    // Pompey holds a sword and a shield: he cannot take space 27, and Caesar will place there.
    const noShip = lastShipSpace(['C09', 'C10'], ['P01', 'P05']);
    expect(starveDecision(noShip, null)).toBeNull();
    const after = act(noShip, 1, { type: 'place', token: 'P01', space: 28, toward: 'syria' }).state;
    expect(after.winner).toBeNull();
    expect(caesar.legalActions(after, 0).length).toBeGreaterThan(0);
  });

  it('in a virtual position: the token just put down left the other hand nothing to place', () => {
    const s = lastShipSpace(['C09', 'C10'], ['P09', 'P01']);
    // P09 on 27 without the engine, as the search's move ordering does (the closer has not drawn).
    s.sides[1].supply.splice(s.sides[1].supply.indexOf('P09'), 1);
    s.spaces[27].placed = { token: 'P09', side: 1, toward: 'asia', faceDown: false };
    s.active = 0;
    expect(starveDecision(s, 1)).toBe(1);
    expect(starveEvaluate(s, 0, 1)).toBe(-DECIDED_SCORE);
    expect(starveEvaluate(s, 1, 1)).toBe(DECIDED_SCORE);
    // virtualOnly still prices it (the position is virtual); the learned evaluation alone calls it a small edge.
    expect(starveEvaluate(s, 0, 1, undefined, true)).toBe(-DECIDED_SCORE);
    expect(Math.abs(learnedEvaluate(s, 0, 1))).toBeLessThan(DECIDED_SCORE / 10);
  });

  it('virtualOnly leaves a settled position to the learned evaluation; games against Crassus are never claimed', () => {
    const s = lastShipSpace(['C09', 'C10'], ['P09', 'P01']);
    expect(starveEvaluate(s, 0)).toBe(-DECIDED_SCORE);
    expect(starveEvaluate(s, 0, null, undefined, true)).toBe(learnedEvaluate(s, 0));
    const solo = { ...s, options: { ...s.options, solo: { crassus: 1 as const, difficulty: 'medium' } } } as unknown as CaesarState;
    expect(starveDecision(solo, null)).toBeNull();
  });
});
