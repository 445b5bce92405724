/**
 * The hard AI's garrisons setting (LevelConfig.garrisons): once the box is
 * nearly empty, a legion marching on from a frontier province of its own
 * leaves a few units there, so that a rival general cannot walk in.
 */
import { describe, expect, it } from 'vitest';
import type { ConquestState } from '../../../src/games/conquest/types';
import { emptyBoard, own, put, sumAt } from './helpers';
import { aiMovement } from './ai-movement';

/** Seat 0's legion (a general, 5 infantry, 2 cavalry) in Narbonensis, which borders unowned provinces; its home holds the rest of a nearly empty box. */
function frontier(homeInfantry = 13): ConquestState {
  const s = emptyBoard('movement', 20);
  put(s, 0, 'hispania', { infantry: homeInfantry, cavalry: 13, catapult: 6, caesar: 1 });
  put(s, 0, 'narbonensis', { infantry: 5, cavalry: 2, generals: 1 });
  own(s, 0, 'hispania', 'narbonensis', 'aquitania');
  return s;
}

describe('the hard AI garrisons (tuning)', () => {
  it('without garrisons the legion leaves its province empty', () => {
    const { state } = aiMovement(frontier());
    expect(sumAt(state, 0, 'narbonensis').generals).toBe(0);
    expect(sumAt(state, 0, 'narbonensis').infantry).toBe(0);
  });

  it('with garrisons and a nearly empty box, two infantry stay behind and the rest marches on', () => {
    const { state } = aiMovement(frontier(), { tuning: { garrisons: 2 } });
    expect(sumAt(state, 0, 'narbonensis')).toMatchObject({ generals: 0, infantry: 2, cavalry: 0 });
    const moved = state.stacks.filter((x) => x.owner === 0 && x.troops.generals > 0);
    expect(moved).toHaveLength(1);
    expect(moved[0].troops).toMatchObject({ infantry: 3, cavalry: 2 });
  });

  it('while the box still has room for more units, nothing stays behind', () => {
    const { state } = aiMovement(frontier(3), { tuning: { garrisons: 2 } });
    expect(sumAt(state, 0, 'narbonensis').infantry).toBe(0);
  });

  it('a province with no border to anyone else keeps no garrison', () => {
    const s = frontier();
    own(s, 0, 'aquitania', 'germania', 'italia', 'lugdunensis', 'raetia');
    const { state } = aiMovement(s, { tuning: { garrisons: 2 } });
    expect(sumAt(state, 0, 'narbonensis').infantry).toBe(0);
  });
});
