/**
 * Ending wars before a fourth comes (AI_TUNING.endWars, AI_TUNING.warCredit, ai/war-plan.ts): with two wars
 * active and a third in sight (imminent, or a war the next Forum Phase is likely to draw), the plan prices the
 * turn as a three-war turn, so it spends the margin and buys the forces that end the wars it can beat; with the
 * war credit, the 20T a turn that a war beaten now will not cost is lent to this turn's budget.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { determinize } from '../../../src/games/republic/ai/determinize';
import { AI_TUNING, AI_TUNING_DEFAULTS } from '../../../src/games/republic/ai/tuning';
import { expectedNewWars, planPressure, raiseBudget, warPlan, warsInSight } from '../../../src/games/republic/ai/war-plan';
import type { RepublicState, RepublicView } from '../../../src/games/republic/types';
import { republic } from './helpers';
import { war, warTable } from './senate-table';

afterEach(() => { Object.assign(AI_TUNING, AI_TUNING_DEFAULTS); });

function withSwitches<T>(on: ('endWars' | 'warCredit')[], f: () => T): T {
  const was = { endWars: AI_TUNING.endWars, warCredit: AI_TUNING.warCredit };
  for (const k of on) AI_TUNING[k] = true;
  try { return f(); } finally { Object.assign(AI_TUNING, was); }
}

const ended = (p: ReturnType<typeof warPlan>) => p.attacks.reduce((n, a) => n + a.victory, 0);

describe('wars in sight', () => {
  it('counts the active and imminent wars and the war a deck of unplayed wars is likely to bring next turn', () => {
    // 25 cards left and every Early war but the two in play unseen: about five cards a turn, so one war or more.
    const s = warTable(['war:1st-gallic', 'war:syrian'], 100, 4, 0, 25);
    expect(expectedNewWars(s)).toBeGreaterThan(0.5);
    expect(warsInSight(s)).toBe(3);
    s.forum.wars.push(war('war:1st-illyrian', { status: 'imminent' }));
    expect(warsInSight(s)).toBe(4);
    // An empty deck brings nothing.
    const dry = warTable(['war:1st-gallic', 'war:syrian'], 100, 4, 0, 0);
    expect(expectedNewWars(dry)).toBe(0);
    expect(warsInSight(dry)).toBe(2);
  });

  it('prices a two-war turn as a three-war turn only when the third is in sight and the switch is on', () => {
    const s = warTable(['war:1st-gallic', 'war:syrian'], 100, 4, 0, 25);
    expect(planPressure(s)).toBe(2);
    expect(withSwitches(['endWars'], () => planPressure(s))).toBe(3);
    const dry = warTable(['war:1st-gallic', 'war:syrian'], 100, 4, 0, 0);
    expect(withSwitches(['endWars'], () => planPressure(dry))).toBe(2);
  });
});

describe('AI ends the wars it can beat before a fourth comes (AI_TUNING.endWars)', () => {
  it('spends the margin kept against next turn\'s bills when a third war is in sight', () => {
    const s = warTable(['war:1st-gallic', 'war:syrian'], 150, 4, 0, 25);
    const before = raiseBudget(s);
    const after = withSwitches(['endWars'], () => raiseBudget(s));
    // The 25T margin (units at 10T + 2T upkeep) is spent, but never more than the treasury pays for now.
    expect(after).toBeGreaterThan(before);
    expect(after * 10).toBeLessThanOrEqual(s.treasury);
    // With no war likely next turn nothing changes.
    const dry = warTable(['war:1st-gallic', 'war:syrian'], 150, 4, 0, 0);
    expect(withSwitches(['endWars'], () => raiseBudget(dry))).toBe(raiseBudget(dry));
  });

  it('sends the army that ends the weaker war instead of a long shot against the stronger one', () => {
    // 90T, 4 legions, the 1st Gallic War (land 10) and the Syrian War (land 6): the money buys one army.
    const s = warTable(['war:1st-gallic', 'war:syrian'], 90, 4, 0, 25);
    const before = warPlan(s);
    const after = withSwitches(['endWars'], () => warPlan(s));
    expect(before.attacks.map((a) => a.war)).toEqual(['war:1st-gallic']);
    expect(after.attacks.map((a) => a.war)).toEqual(['war:syrian']);
    expect(ended(after)).toBeGreaterThan(ended(before) + 0.1);
    expect(after.attacks[0].victory).toBeGreaterThanOrEqual(0.9);
  });

  it('changes nothing with three wars already active or with no third war in sight', () => {
    const three = warTable(['war:1st-gallic', 'war:syrian', 'war:1st-illyrian'], 120, 8, 0, 25);
    expect(withSwitches(['endWars'], () => warPlan(three))).toEqual(warPlan(three));
    const dry = warTable(['war:1st-gallic', 'war:syrian'], 90, 4, 0, 0);
    expect(withSwitches(['endWars'], () => warPlan(dry))).toEqual(warPlan(dry));
  });
});

describe('AI lends itself the upkeep of wars it will beat (AI_TUNING.warCredit)', () => {
  it('raises more for better odds when next turn\'s bills, not the treasury, hold the raise back', () => {
    // 160T, ten legions and six fleets to keep, two land bills: next turn's bills bind the raise.
    const s = warTable(['war:1st-gallic', 'war:1st-illyrian'], 160, 10, 6, 25);
    s.landBills.II = 2;
    const before = warPlan(s);
    const after = withSwitches(['warCredit'], () => warPlan(s));
    expect(after.raiseLegions + after.raiseFleets).toBeGreaterThan(before.raiseLegions + before.raiseFleets);
    expect(ended(after)).toBeGreaterThan(ended(before));
    expect((after.raiseLegions + after.raiseFleets) * 10).toBeLessThanOrEqual(s.treasury);
  });

  it('lends nothing when the plan attacks nothing', () => {
    const s = warTable(['war:1st-macedonian'], 60, 2, 0, 25);
    expect(warPlan(s).attacks).toEqual([]);
    expect(withSwitches(['warCredit'], () => warPlan(s))).toEqual(warPlan(s));
  });
});

describe('ending wars from the faction\'s own view', () => {
  it('plans the same from two states that differ only in another faction\'s hand and treasury, and as on the full state', () => {
    const a = warTable(['war:1st-gallic', 'war:syrian'], 90, 4, 0, 25);
    const b: RepublicState = structuredClone(a);
    a.factions[1].hand = ['intrigue:assassin-49', 'intrigue:tribune-39'];
    a.factions[1].treasury = 40;
    b.factions[1].hand = ['intrigue:seduction-50'];
    b.factions[1].treasury = 0;
    const seen = (s: RepublicState) => determinize(republic.view(s, 0) as RepublicView, 'same');
    withSwitches(['endWars', 'warCredit'], () => {
      expect(warPlan(seen(a))).toEqual(warPlan(seen(b)));
      expect(warPlan(seen(a))).toEqual(warPlan(a));
      expect(warPlan(a).attacks.length).toBeGreaterThan(0);
    });
  });
});
