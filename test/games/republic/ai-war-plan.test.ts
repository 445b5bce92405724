/**
 * The economy-aware war plan (ai/war-plan.ts): wars weighed together against
 * the purse, so that the Republic raises what it can pay for toward the wars
 * it can win, never more than next turn's bills allow, and throws everything
 * at a war when four are active.
 */
import { describe, expect, it } from 'vitest';
import { militaryPlan, raiseProposal } from '../../../src/games/republic/ai/military';
import { AI_TUNING } from '../../../src/games/republic/ai/tuning';
import { raiseBudget, warPlan } from '../../../src/games/republic/ai/war-plan';
import { K } from '../../../src/games/republic/data';
import type { RepublicState } from '../../../src/games/republic/types';
import { warTable } from './senate-table';

/** Seat 0's Field Consul and seat 1's Rome Consul in Rome, the Senate at its business (senate-table.ts). */
const table = warTable;

/** Next turn's bills if the plan's raise passes, against the treasury left and next turn's revenue. */
function solventAfter(s: RepublicState, raise: number): boolean {
  const units = s.legions.filter((l) => l.at !== 'pool').length + s.fleets.filter((f) => f.at !== 'pool').length + raise;
  const left = s.treasury - raise * K('unitCost');
  return left >= 0 && left + K('annualRevenue') - units * K('unitUpkeep') - s.forum.wars.length * K('warUpkeep') >= 0;
}

describe('AI economy-aware war plan', () => {
  it('raises toward a war it can win where the cheapest-first plan raised nothing', () => {
    // The 1st Macedonian War (12 land, fleet support 10) with 4 legions and 190T: its whole 60 % need did not fit
    // the previous budget, so that plan raised nothing and the war stayed.
    const s = table(['war:1st-macedonian'], 190, 4, 0);
    const plan = warPlan(s);
    expect(plan.attacks).toHaveLength(1);
    expect(plan.attacks[0].war).toBe('war:1st-macedonian');
    expect(plan.attacks[0].victory).toBeGreaterThanOrEqual(0.25);
    expect(plan.raiseFleets).toBeGreaterThanOrEqual(10);
    expect(solventAfter(s, plan.raiseLegions + plan.raiseFleets)).toBe(true);
    AI_TUNING.previousWarPlan = true;
    try {
      expect(raiseProposal(s)).toBeNull();
    } finally {
      AI_TUNING.previousWarPlan = false;
    }
    expect(raiseProposal(s)).not.toBeNull();
  });

  it('never raises more than next turn\'s revenue and the treasury can pay for', () => {
    for (const treasury of [0, 30, 60, 100, 150, 250, 400]) {
      const s = table(['war:1st-gallic', 'war:syrian', 'war:1st-macedonian'], treasury, 2, 0);
      const plan = militaryPlan(s);
      const raise = plan.raiseLegions + plan.raiseFleets;
      expect(raise).toBeLessThanOrEqual(raiseBudget(s));
      expect(solventAfter(s, raise)).toBe(true);
    }
  });

  it('sends every commander it has when four wars are active, one war each', () => {
    const s = table(['war:1st-gallic', 'war:syrian', 'war:2nd-illyrian', 'war:1st-illyrian'], 300, 10, 4);
    const plan = warPlan(s);
    expect(plan.attacks).toHaveLength(2);
    expect(new Set(plan.attacks.map((a) => a.commander)).size).toBe(2);
    expect(new Set(plan.attacks.map((a) => a.war)).size).toBe(2);
    const used = plan.attacks.reduce((n, a) => n + a.legions, 0);
    expect(used).toBeLessThanOrEqual(10 + plan.raiseLegions);
  });

  it('plans the Rome Consul only with the Field Consul, who must go first (1.09.641)', () => {
    // The Rome Consul is the better soldier, but alone he could not be sent while the Field Consul stays in Rome.
    const s = table(['war:1st-gallic'], 200, 12, 0);
    s.senators['1'].mil = 1;
    s.senators['2'].mil = 6;
    const plan = warPlan(s);
    expect(plan.attacks.map((a) => a.commander)).toEqual(['1']);
    // Against two wars both go, the Field Consul included.
    const two = table(['war:1st-gallic', 'war:syrian'], 300, 20, 4);
    two.senators['1'].mil = 1;
    two.senators['2'].mil = 6;
    expect(warPlan(two).attacks.map((a) => a.commander).sort()).toEqual(['1', '2']);
  });

  it('fights nothing it cannot win at a quarter of the time in calm turns', () => {
    // Two legions, no money: the 1st Gallic War (10 land) is out of reach.
    const s = table(['war:1st-gallic'], 0, 2, 0);
    expect(warPlan(s).attacks).toEqual([]);
  });
});

describe('AI war plan: the land battle after a naval victory (AI_TUNING.navalLand)', () => {
  const withNavalLand = <T>(on: boolean, f: () => T): T => {
    const was = AI_TUNING.navalLand;
    AI_TUNING.navalLand = on;
    try { return f(); } finally { AI_TUNING.navalLand = was; }
  };

  it('sends legions with the fleets against the 1st Punic War when the money allows, to end it in one Combat Phase', () => {
    // 300T, 4 legions: the fleets-only plan wins the naval battle and leaves the war active (10 land) for a later turn.
    const s = table(['war:1st-punic'], 300, 4, 0);
    const before = withNavalLand(false, () => warPlan(s));
    expect(before.attacks).toHaveLength(1);
    expect(before.attacks[0]).toMatchObject({ war: 'war:1st-punic', legions: 0 });
    const after = withNavalLand(true, () => warPlan(s));
    expect(after.attacks).toHaveLength(1);
    const a = after.attacks[0];
    expect(a.war).toBe('war:1st-punic');
    expect(a.legions).toBeGreaterThan(0);
    // Its fleets win at sea and still keep the fleet support (5) after a victory's losses (4 at most).
    expect(a.fleets).toBeGreaterThanOrEqual(5 + 2);
    expect(after.raiseLegions + after.raiseFleets).toBeLessThanOrEqual(raiseBudget(s));
    expect(solventAfter(s, after.raiseLegions + after.raiseFleets)).toBe(true);
  });

  it('changes nothing against wars without a naval strength', () => {
    const s = table(['war:1st-gallic', 'war:syrian'], 190, 4, 0);
    expect(withNavalLand(true, () => warPlan(s))).toEqual(withNavalLand(false, () => warPlan(s)));
  });
});
