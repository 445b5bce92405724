/** Section 4 rules the Neutrals follow beyond their guideline cards: pooled revenue (4.03) and the military plan (4.05). */
import { describe, expect, it } from 'vitest';
import { neutralDeploys, neutralPlan, neutralRaise } from '../../../src/games/republic/neutral/military';
import { splitPool } from '../../../src/games/republic/neutral/revenue';
import type { RepublicState } from '../../../src/games/republic/types';
import { addSenator, bare, ctxOf, runPhase, sumMoney } from './helpers';
import { war } from './senate-table';

describe('4.03 pooled revenue split (ruling "4.03 Neutral revenue")', () => {
  it('splits a pool by each role\'s Revenue guideline', () => {
    const ids = ['1', '2', '3'];
    expect(splitPool('imperials', 9, ids, '1', () => 4)).toEqual([{ to: null, amount: 4 }, { to: '1', amount: 5 }]);
    // The die never takes more than the pool.
    expect(splitPool('imperials', 3, ids, '1', () => 6)).toEqual([{ to: null, amount: 3 }]);
    expect(splitPool('plutocrats', 11, ids, '1', () => 1)).toEqual([{ to: '1', amount: 3 }, { to: '2', amount: 3 }, { to: '3', amount: 3 }, { to: null, amount: 2 }]);
    expect(splitPool('conservatives', 7, ids, '2', () => 1)).toEqual([{ to: null, amount: 3 }, { to: '2', amount: 4 }]);
    expect(splitPool('populists', 9, ids, '3', () => 1)).toEqual([{ to: '1', amount: 1 }, { to: '2', amount: 1 }, { to: '3', amount: 1 }, { to: null, amount: 1 }, { to: '3', amount: 5 }]);
    // A short pool pays the senators first; a missing leader's share goes to the treasury.
    expect(splitPool('populists', 2, ids, '3', () => 1)).toEqual([{ to: '1', amount: 1 }, { to: '2', amount: 1 }]);
    expect(splitPool('conservatives', 5, ids, null, () => 1)).toEqual([{ to: null, amount: 2 }, { to: null, amount: 3 }]);
  });

  it('a Neutral\'s personal revenue is pooled in the Revenue Phase, a player\'s is not', () => {
    const s = bare(2, 'revenue');
    s.factions[1].kind = 'neutral';
    s.factions[1].neutralRole = 'conservatives';
    addSenator(s, 1, 0);
    addSenator(s, 2, 0);
    addSenator(s, 3, 1, { knights: 1 });
    addSenator(s, 4, 1);
    const before = sumMoney(s);
    const c = ctxOf(s);
    runPhase(c);
    // The player: leader 3T, the other 1T. The Conservatives' pool: 3 + 1 knight + 1 = 5, half down (2) to the treasury.
    expect(c.s.senators['1'].talents).toBe(3);
    expect(c.s.senators['2'].talents).toBe(1);
    expect(c.s.factions[1].treasury).toBe(2);
    expect(c.s.senators['3'].talents).toBe(3);
    expect(c.s.senators['4'].talents).toBe(0);
    expect(sumMoney(c.s)).toBe(before);
  });
});

/** Seat 0 a player, seat 1 Neutral Imperials with a Rome Consul (MIL 4) and a Field Consul (MIL 2). */
function military(wars: string[], treasury = 100): RepublicState {
  const s = bare(2, 'senate');
  s.factions[1].kind = 'neutral';
  s.factions[1].neutralRole = 'imperials';
  addSenator(s, 1, 0);
  addSenator(s, 2, 1, { office: 'fieldConsul', mil: 2 });
  addSenator(s, 3, 1, { office: 'romeConsul', mil: 4 });
  s.forum.wars = wars.map((c) => war(c));
  s.treasury = treasury;
  for (const l of s.legions) l.at = 'pool';
  for (const f of s.fleets) f.at = 'pool';
  return s;
}

describe('4.05 the Neutrals\' military plan (ruling "4.05 Neutral military plan")', () => {
  it('normal plan: two active wars with adequate force (units equal to their strength) plus half the spare', () => {
    const s = military(['war:1st-illyrian', 'war:1st-gallic']);
    s.legions.slice(0, 20).forEach((l) => { l.at = 'active'; });
    s.fleets.slice(0, 4).forEach((f) => { f.at = 'active'; });
    const plan = neutralPlan(s);
    expect(plan.crisis).toBe(false);
    expect(plan.attacks.map((a) => a.war).sort()).toEqual(['war:1st-gallic', 'war:1st-illyrian']);
    // Gallic 10 land, Illyrian 5 land: 15 of 20 legions committed, 5 spare; the largest takes half (2), the next half of 3 (1).
    expect(plan.attacks).toEqual([
      { war: 'war:1st-gallic', legions: 12, fleets: 0, allOut: false },
      { war: 'war:1st-illyrian', legions: 6, fleets: 3, allOut: false },
    ]);
    expect(plan.raiseLegions + plan.raiseFleets).toBe(0);
    // The largest war first, by the Field Consul (the Rome Consul goes only after him, 1.09.641).
    expect(neutralDeploys(s)).toEqual([{ kind: 'deploy', commander: '2', war: 'war:1st-gallic', legions: 12, fleets: 0 }]);
  });

  it('raises what the plan needs when the State can pay for it, and falls back on one war when it cannot pay for two', () => {
    const rich = military(['war:1st-illyrian', 'war:1st-gallic'], 400);
    expect(neutralRaise(rich)).toEqual({ kind: 'raise', legions: 15, fleets: 3 });
    // 172T: upkeep 40T for the two wars leaves 132T, 11 units at 12T (10T + next turn's 2T): not the 18 both wars
    // need, but the 10 legions of the larger one (the second plan, a dangerous war, does not apply: no matching cards).
    const poor = military(['war:1st-illyrian', 'war:1st-gallic'], 172);
    const plan = neutralPlan(poor);
    expect(plan.attacks.map((a) => a.war)).toEqual(['war:1st-gallic']);
    expect(plan.raiseLegions).toBe(10);
  });

  it('crisis (a war stronger than 15, three wars, a rebel) and all-out attacks cut four wars down to three', () => {
    const s = military(['war:1st-illyrian', 'war:1st-gallic', 'war:1st-macedonian', 'war:2nd-illyrian']);
    s.legions.slice(0, 25).forEach((l) => { l.at = 'active'; });
    s.fleets.slice(0, 10).forEach((f) => { f.at = 'active'; });
    const plan = neutralPlan(s);
    expect(plan.crisis).toBe(true);
    // Four active wars: one all-out attack, against the weakest.
    expect(plan.attacks).toHaveLength(1);
    expect(plan.attacks[0].allOut).toBe(true);
    expect(plan.attacks[0].legions).toBeGreaterThan(15);
  });

  it('in peace keeps 10 legions and 5 fleets', () => {
    const s = military([], 400);
    expect(neutralRaise(s)).toEqual({ kind: 'raise', legions: 10, fleets: 5 });
    // Only what the State can pay for: 100T buys 8 units (10T each and 2T upkeep).
    expect(neutralRaise(military([], 100))).toEqual({ kind: 'raise', legions: 8, fleets: 0 });
    s.legions.slice(0, 12).forEach((l) => { l.at = 'active'; });
    expect(neutralRaise(s)).toEqual({ kind: 'raise', legions: 0, fleets: 5 });
  });
});
