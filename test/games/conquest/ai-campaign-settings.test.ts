/**
 * Two settings of the hard AI's campaign that the bench measures and no level
 * enables yet (docs/conquest-rulings.md, "The AI"): the two-step strike on an
 * enemy Caesar (`strike`: Caesar, his generals and his cavalry, which have two
 * movement points, reach a Caesar two steps away in one turn) and holding
 * ground next to a Caesar it cannot beat (`holdGround`: the army stands
 * instead of taking a neighbour meanwhile).
 */
import { describe, expect, it } from 'vitest';
import type { ConquestState } from '../../../src/games/conquest/types';
import { emptyBoard, own, put, sumAt } from './helpers';
import { aiMovement } from './ai-movement';

/** Seat 0's Caesar in Narbonensis with 8 infantry and 12 cavalry; the rival's Caesar weakly held in Dalmatia, two steps on through Italia. */
function strikePosition(): ConquestState {
  const s = emptyBoard('movement', 50);
  put(s, 0, 'hispania', { infantry: 6 });
  put(s, 0, 'narbonensis', { infantry: 8, cavalry: 12, generals: 2, caesar: 1 });
  put(s, 1, 'dalmatia', { infantry: 3, caesar: 1 });
  own(s, 0, 'hispania', 'narbonensis', 'aquitania');
  own(s, 1, 'dalmatia');
  return s;
}

describe('the hard AI campaign settings (tuning)', () => {
  it('without the strike the army walks one step towards the rival Caesar', () => {
    const { state } = aiMovement(strikePosition());
    expect(sumAt(state, 0, 'italia').caesar).toBe(1);
    expect(sumAt(state, 0, 'dalmatia').caesar).toBe(0);
  });

  it('with the strike Caesar, his generals and his cavalry reach the rival Caesar in one turn; the infantry stays', () => {
    const { actions, state } = aiMovement(strikePosition(), { tuning: { strike: true } });
    expect(actions.filter((a) => a.type === 'march' && a.troops.caesar === 1).map((a) => a.type === 'march' && a.to)).toEqual(['italia', 'dalmatia']);
    expect(sumAt(state, 0, 'dalmatia')).toMatchObject({ caesar: 1, generals: 2, cavalry: 12, infantry: 0 });
    expect(sumAt(state, 0, 'narbonensis').infantry).toBe(8);
  });

  it('does not strike when the cavalry alone would likely lose', () => {
    const s = strikePosition();
    s.stacks = s.stacks.filter((x) => x.at !== 'dalmatia');
    put(s, 1, 'dalmatia', { infantry: 20, caesar: 1 });
    const { state } = aiMovement(s, { tuning: { strike: true } });
    expect(sumAt(state, 0, 'dalmatia').caesar).toBe(0);
  });

  it('with holdGround the army next to a Caesar it cannot beat stands instead of taking a neighbour', () => {
    const s = emptyBoard('movement', 50);
    put(s, 0, 'hispania', { infantry: 6 });
    put(s, 0, 'italia', { infantry: 5, generals: 2, caesar: 1 });
    put(s, 1, 'dalmatia', { infantry: 30, generals: 2, caesar: 1 });
    own(s, 0, 'hispania', 'italia');
    own(s, 1, 'dalmatia');
    const moved = aiMovement(s).state;
    expect(sumAt(moved, 0, 'italia').caesar).toBe(0);
    const held = aiMovement(s, { tuning: { holdGround: true } }).state;
    expect(sumAt(held, 0, 'italia')).toMatchObject({ caesar: 1, generals: 2, infantry: 5 });
  });
});
