/**
 * The public reading of the deck the AI's Rome-keeping rules share (ai/war-plan.ts expectedNewWars): how many
 * wars the next Forum Phase is expected to draw, from the scenario's wars not yet seen and the deck's size.
 */
import { describe, expect, it } from 'vitest';
import { determinize } from '../../../src/games/republic/ai/determinize';
import { expectedNewWars } from '../../../src/games/republic/ai/war-plan';
import type { RepublicView } from '../../../src/games/republic/types';
import { republic } from './helpers';
import { warTable } from './senate-table';

describe('wars the next Forum Phase is expected to draw', () => {
  it('about one with 25 cards left and every other Early war unseen, none from an empty deck', () => {
    const s = warTable(['war:1st-gallic', 'war:syrian'], 100, 4, 0, 25);
    expect(expectedNewWars(s)).toBeGreaterThan(0.5);
    const dry = warTable(['war:1st-gallic', 'war:syrian'], 100, 4, 0, 0);
    expect(expectedNewWars(dry)).toBe(0);
  });

  it('fewer when more of the scenario\'s wars have been seen', () => {
    const s = warTable(['war:1st-gallic', 'war:syrian'], 100, 4, 0, 25);
    const seen = structuredClone(s);
    seen.discard = ['war:1st-punic', 'war:2nd-punic', 'war:1st-macedonian'];
    expect(expectedNewWars(seen)).toBeLessThan(expectedNewWars(s));
  });

  it('the same from the faction\'s own view (the deck\'s size and the cards seen are public)', () => {
    const s = warTable(['war:1st-gallic', 'war:syrian'], 100, 4, 0, 25);
    const seen = determinize(republic.view(s, 0) as RepublicView, 'x');
    expect(expectedNewWars(seen)).toBeCloseTo(expectedNewWars(s), 9);
  });
});
