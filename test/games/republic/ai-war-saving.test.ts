/**
 * The keeper switches that plan against the wars over more than one turn (AI_TUNING.warChest, patience,
 * preempt, dangerFirst; ai/policy.ts, ai/war-plan.ts, ai/military.ts), each against the behaviour without
 * it on the same position, and from the faction's own view.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { chooseAction } from '../../../src/games/republic/ai';
import { raiseProposal } from '../../../src/games/republic/ai/military';
import { warChestShort } from '../../../src/games/republic/ai/policy';
import { AI_TUNING, AI_TUNING_DEFAULTS, type KeeperSwitch } from '../../../src/games/republic/ai/tuning';
import { planMinOdds, raiseBudget, warPlan } from '../../../src/games/republic/ai/war-plan';
import { DECKS } from '../../../src/games/republic/data';
import type { RepublicState, RepublicView } from '../../../src/games/republic/types';
import { addSenator, bare, republic } from './helpers';
import { war, warTable } from './senate-table';

afterEach(() => { Object.assign(AI_TUNING, AI_TUNING_DEFAULTS); });

function withSwitch<T>(k: KeeperSwitch, on: boolean, f: () => T): T {
  const was = AI_TUNING[k];
  AI_TUNING[k] = on;
  try { return f(); } finally { AI_TUNING[k] = was; }
}

/** Revenue Phase, seat 0 asked for contributions: one senator with `talents`; these wars active; 100T in the treasury. */
function contributeTable(talents: number, wars: string[], treasury = 100): RepublicState {
  // Three players: no Neutral to match a gift (4.03), which the AI answers otherwise.
  const s = bare(3, 'revenue');
  addSenator(s, 1, 0, { talents });
  addSenator(s, 2, 1, { office: 'romeConsul' });
  s.forum.wars = wars.map((c) => war(c));
  s.treasury = treasury;
  s.legions.forEach((l, i) => { l.at = i < 4 ? 'active' : 'pool'; });
  s.fleets.forEach((f) => { f.at = 'pool'; });
  s.pending = [{ id: 1, kind: 'contribute', seat: 0 } as never];
  return s;
}

const ask = (s: RepublicState, seed = 'chest') => chooseAction(republic.view(s, 0) as RepublicView, 0, seed);

describe('AI war chest: contributions while the wars need more than the State can raise (AI_TUNING.warChest)', () => {
  it('gives 25T out of 34T against a war it lacks units for (10T without the switch)', () => {
    // The 1st Macedonian War (land 12, fleet support 10) against 4 legions and no fleets.
    const s = contributeTable(34, ['war:1st-macedonian']);
    expect(warChestShort(s)).toBe(true);
    expect(withSwitch('warChest', false, () => ask(s))).toEqual({ type: 'contribute', senator: '1', amount: 10 });
    expect(withSwitch('warChest', true, () => ask(s))).toEqual({ type: 'contribute', senator: '1', amount: 25 });
  });

  it('keeps the senator\'s purse: nothing that would leave him under 8T', () => {
    const s = contributeTable(15, ['war:1st-macedonian']);
    expect(withSwitch('warChest', true, () => ask(s))).toEqual({ type: 'done' });
  });

  it('in peace with a full treasury the State is not short, and the gift is as without the switch', () => {
    const s = contributeTable(34, [], 250);
    expect(warChestShort(s)).toBe(false);
    expect(withSwitch('warChest', true, () => ask(s))).toEqual(withSwitch('warChest', false, () => ask(s)));
  });

  it('from its own view: the other faction\'s hand and treasury do not change the gift', () => {
    const a = contributeTable(34, ['war:1st-macedonian']);
    const b = structuredClone(a);
    a.factions[1].hand = ['intrigue:assassin-49'];
    a.factions[1].treasury = 30;
    withSwitch('warChest', true, () => expect(ask(a)).toEqual(ask(b)));
  });
});

describe('AI patience: no army below 45 % odds while at most two wars are active or coming (AI_TUNING.patience)', () => {
  it('the odds floor rises from 25 % to 45 % with two wars, and stays at 25 % with three', () => {
    const two = warTable(['war:1st-gallic', 'war:syrian'], 150, 4, 0);
    expect(withSwitch('patience', false, () => planMinOdds(two, 2))).toBe(0.25);
    expect(withSwitch('patience', true, () => planMinOdds(two, 2))).toBe(0.45);
    const three = warTable(['war:1st-gallic', 'war:syrian', 'war:2nd-illyrian'], 150, 4, 0);
    expect(withSwitch('patience', true, () => planMinOdds(three, 3))).toBe(0.25);
    // An imminent war counts as coming.
    two.forum.wars.push(war('war:2nd-illyrian', { status: 'imminent' }));
    expect(withSwitch('patience', true, () => planMinOdds(two, 2))).toBe(0.25);
  });

  it('sends no army the plan rates under 45 % with the switch; without it the plan fights at about 36 %', () => {
    // The 1st Gallic War (land 10) against 9 legions and the Field Consul's MIL 4, nothing to raise with (0T).
    const s = warTable(['war:1st-gallic'], 0, 9, 0);
    const off = withSwitch('patience', false, () => warPlan(s));
    expect(off.attacks).toHaveLength(1);
    expect(off.attacks[0].victory).toBeGreaterThanOrEqual(0.25);
    expect(off.attacks[0].victory).toBeLessThan(0.45);
    expect(withSwitch('patience', true, () => warPlan(s)).attacks).toEqual([]);
  });
});

describe('AI preempt: inactive matched wars attacked sooner (AI_TUNING.preempt)', () => {
  it('attacks the inactive 1st Punic War with two wars already active, which the plan did not before', () => {
    const s = warTable(['war:1st-gallic', 'war:syrian'], 250, 12, 12);
    addSenator(s, 3, 0, { office: 'dictator', mil: 5 });
    s.forum.wars.push(war('war:1st-punic', { status: 'inactive' }));
    s.deck = DECKS.early.filter((c) => !['war:1st-punic', 'war:1st-gallic', 'war:syrian'].includes(c));
    const off = withSwitch('preempt', false, () => warPlan(s));
    const on = withSwitch('preempt', true, () => warPlan(s));
    expect(off.attacks.map((a) => a.war)).not.toContain('war:1st-punic');
    expect(on.attacks.map((a) => a.war)).toContain('war:1st-punic');
    expect(on.raiseLegions + on.raiseFleets).toBeLessThanOrEqual(raiseBudget(s, 20));
  });
});

describe('AI danger first: the build-up raises toward the war a partner may double (AI_TUNING.dangerFirst)', () => {
  it('builds toward the 1st Macedonian War (a partner likely soon) rather than the weaker 1st Gallic War', () => {
    // No units, 60T: neither war can be attacked at 25 % this turn. Twenty cards left: the 2nd Macedonian War
    // is likely within two turns; no Gallic partner is in the Early deck.
    const s = warTable(['war:1st-macedonian', 'war:1st-gallic'], 60, 0, 0, 20);
    expect(warPlan(s)).toEqual({ attacks: [], raiseLegions: 0, raiseFleets: 0 });
    const plain = withSwitch('buildUp', true, () => raiseProposal(s));
    const danger = withSwitch('buildUp', true, () => withSwitch('dangerFirst', true, () => raiseProposal(s)));
    // Toward the Gallic War: legions (it needs no fleets); toward the Macedonian: its fleet support first.
    expect(plain).toMatchObject({ legions: 4, fleets: 0 });
    expect(danger).toMatchObject({ legions: 0, fleets: 4 });
    // Without the build-up the switch changes nothing.
    expect(withSwitch('dangerFirst', true, () => raiseProposal(s))).toBeNull();
  });
});
