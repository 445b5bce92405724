/**
 * The Caesar guard of the Conquest AI (issue 14): with `caesarPeril` set, a
 * Caesar in the field does not stay where a rival's strongest blow next turn
 * (its legions one step away, its cavalry two) would likely destroy his
 * stack, and falls back (home first); with `caesarArmy` set he leaves home
 * only with that many units. No level enables it by default (see
 * docs/conquest-rulings.md, "The AI": it keeps Caesar alive against the
 * legacy AI but wins no more games, and AI-only games no longer end).
 */
import { describe, expect, it } from 'vitest';
import type { ConquestAction, ConquestState } from '../../../src/games/conquest/types';
import { emptyBoard, own, put, sumAt } from './helpers';
import { aiMovement } from './ai-movement';

/** Seat 0's Caesar in Narbonensis with 14 units; the rival's Caesar weakly held in Dalmatia, two steps on through Italia; the rival's 20 cavalry in Pannonia, next to Italia. */
function caesarInTheField(): ConquestState {
  const s = emptyBoard('movement', 20);
  put(s, 0, 'hispania', { infantry: 6 });
  put(s, 0, 'narbonensis', { infantry: 10, cavalry: 4, generals: 2, caesar: 1 });
  put(s, 1, 'dalmatia', { infantry: 3, caesar: 1 });
  put(s, 1, 'pannonia', { cavalry: 20, generals: 3 });
  own(s, 0, 'hispania', 'narbonensis', 'aquitania');
  own(s, 1, 'dalmatia', 'pannonia');
  return s;
}

const intoItalia = (actions: ConquestAction[]) => actions.some((a) => a.type === 'march' && a.troops.caesar === 1 && a.to === 'italia');

describe('the Conquest AI Caesar guard (tuning)', () => {
  it('without the guard the hard level marches Caesar on towards the rival Caesar, next to the rival cavalry', () => {
    expect(intoItalia(aiMovement(caesarInTheField()).actions)).toBe(true);
  });

  it('with the guard Caesar does not step where the rival cavalry would likely crush his stack next turn', () => {
    const { actions, state } = aiMovement(caesarInTheField(), { tuning: { caesarPeril: 0.2 } });
    expect(intoItalia(actions)).toBe(false);
    expect(sumAt(state, 0, 'italia').caesar).toBe(0);
  });

  it('with the guard an exposed Caesar falls back home with his stack', () => {
    const s = caesarInTheField();
    // The cavalry now stands next to him, and his army is worn down to 5.
    s.stacks = s.stacks.filter((x) => x.at !== 'pannonia' && x.at !== 'narbonensis');
    put(s, 0, 'narbonensis', { infantry: 4, cavalry: 1, generals: 2, caesar: 1 });
    put(s, 1, 'italia', { cavalry: 20, generals: 3 });
    own(s, 1, 'italia');
    const { state } = aiMovement(s, { tuning: { caesarPeril: 0.2 } });
    expect(sumAt(state, 0, 'hispania')).toMatchObject({ caesar: 1, generals: 2 });
  });

  it('keeps Caesar at home until he has the army the tuning asks for', () => {
    const s = emptyBoard('movement', 20);
    put(s, 0, 'hispania', { infantry: 14, generals: 2, caesar: 1 });
    put(s, 1, 'narbonensis', { infantry: 3, caesar: 1 });
    own(s, 1, 'narbonensis');
    // 14 units: the guard asking for 30 keeps him home; without it he attacks the weakly held Caesar next door.
    expect(sumAt(aiMovement(s, { tuning: { caesarPeril: 0.2, caesarArmy: 30 } }).state, 0, 'hispania').caesar).toBe(1);
    const free = aiMovement(s).actions;
    expect(free.some((a) => a.type === 'march' && a.troops.caesar === 1 && a.to === 'narbonensis')).toBe(true);
  });
});
