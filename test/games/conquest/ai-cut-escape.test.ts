/**
 * The hard AI's cutEscape setting: before attacking a province with an enemy
 * Caesar, legions occupy the free provinces next to it they can reach, so
 * that he cannot retreat from the battle and is captured.
 */
import { describe, expect, it } from 'vitest';
import type { ConquestAction, ConquestState } from '../../../src/games/conquest/types';
import { emptyBoard, own, put, sumAt } from './helpers';
import { aiMovement } from './ai-movement';

/** At war (round 50): seat 0's Caesar, two generals and 14 units in Italia; seat 1's Caesar with 3 infantry in Dalmatia, whose free neighbours are Pannonia (next to Italia), Macedonia and Moesia. */
function nextToCaesar(): ConquestState {
  const s = emptyBoard('movement', 50);
  put(s, 0, 'hispania', { infantry: 6 });
  put(s, 0, 'italia', { infantry: 8, cavalry: 6, generals: 2, caesar: 1 });
  put(s, 1, 'dalmatia', { infantry: 3, caesar: 1 });
  own(s, 0, 'hispania', 'italia');
  own(s, 1, 'dalmatia', 'pannonia');
  return s;
}

const attack = (actions: ConquestAction[]) => actions.findIndex((a) => a.type === 'march' && a.to === 'dalmatia');

describe('the hard AI cutEscape (tuning)', () => {
  it('without it the army attacks the Caesar at once and Pannonia stays open', () => {
    const { actions, state } = aiMovement(nextToCaesar());
    expect(attack(actions)).toBe(0);
    expect(sumAt(state, 0, 'pannonia').generals).toBe(0);
  });

  it('with it a general and two units close Pannonia first, then the rest of the army attacks', () => {
    const { actions, state } = aiMovement(nextToCaesar(), { tuning: { cutEscape: true } });
    expect(actions[0]).toMatchObject({ type: 'march', from: 'italia', to: 'pannonia', troops: { generals: 1, caesar: 0 } });
    expect(sumAt(state, 0, 'pannonia')).toMatchObject({ generals: 1, infantry: 2 });
    expect(attack(actions)).toBe(1);
    expect(sumAt(state, 0, 'dalmatia').caesar).toBe(1);
  });

  it('no blocker leaves when the rest of the army would then be too weak to win', () => {
    const s = nextToCaesar();
    s.stacks = s.stacks.filter((x) => x.at !== 'dalmatia');
    // 21 infantry: the whole army wins about two times in three, without two units and a general about one in seven.
    put(s, 1, 'dalmatia', { infantry: 21, caesar: 1 });
    const { actions } = aiMovement(s, { tuning: { cutEscape: true } });
    expect(attack(actions)).toBe(0);
    expect(actions.some((a) => a.type === 'march' && a.to === 'pannonia')).toBe(false);
  });

  it('an escape where another player stands is left alone', () => {
    const s = nextToCaesar();
    put(s, 2 as never, 'pannonia', { generals: 1 });
    const { actions } = aiMovement(s, { tuning: { cutEscape: true } });
    expect(actions.some((a) => a.type === 'march' && a.to === 'pannonia')).toBe(false);
  });
});

