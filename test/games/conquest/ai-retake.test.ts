/**
 * The hard AI's retakeExposure setting: a province a rival holds without
 * troops between two of its own (walked into by a passing legion) is retaken
 * even though that legion, still next door, would make the move exposed by
 * the ordinary limit.
 */
import { describe, expect, it } from 'vitest';
import type { ConquestState } from '../../../src/games/conquest/types';
import { emptyBoard, own, put, sumAt } from './helpers';
import { aiMovement } from './ai-movement';

/** Seat 1 walked into Baetica (between seat 0's Hispania and Lusitania) and stands next door in Tingitana with seven infantry. */
function walkedIn(): ConquestState {
  const s = emptyBoard('movement', 12);
  put(s, 0, 'hispania', { infantry: 6, caesar: 1 });
  put(s, 0, 'lusitania', { infantry: 5, generals: 1 });
  put(s, 1, 'tingitana', { infantry: 7, generals: 1 });
  own(s, 0, 'hispania', 'lusitania');
  own(s, 1, 'baetica', 'tingitana');
  return s;
}

describe('the hard AI retakeExposure (tuning)', () => {
  it('without it the legion stays put: the rival legion next door makes Baetica exposed', () => {
    const { state } = aiMovement(walkedIn());
    expect(sumAt(state, 0, 'lusitania')).toMatchObject({ generals: 1, infantry: 5 });
    expect(state.owner.baetica).toBe(1);
  });

  it('with it the legion retakes Baetica', () => {
    const { state } = aiMovement(walkedIn(), { tuning: { retakeExposure: 0.9 } });
    expect(sumAt(state, 0, 'baetica')).toMatchObject({ generals: 1, infantry: 5 });
  });

  it('a rival province next to only one of its own is no retake: the ordinary limit still keeps the legion back', () => {
    const s = walkedIn();
    s.owner.lusitania = null;
    // Without any exposure care the legion would go.
    expect(sumAt(aiMovement(s, { tuning: { exposure: 0 } }).state, 0, 'baetica').generals).toBe(1);
    expect(sumAt(aiMovement(s, { tuning: { retakeExposure: 0.9 } }).state, 0, 'baetica').generals).toBe(0);
  });
});
