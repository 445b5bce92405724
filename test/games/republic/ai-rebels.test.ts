/**
 * The AI and rebels (ai/rebels.ts): a governor of ours revolts under 2.03 only
 * when the revolt is likely to win, the Senate attacks another faction's
 * rebel (a rebel left alone wins, 1.11.36), the civil battle's odds follow the
 * combat table, and a governor builds provincial forces when a war attacks
 * his province.
 */
import { describe, expect, it } from 'vitest';
import { chooseAction } from '../../../src/games/republic/ai';
import { proposalValue } from '../../../src/games/republic/ai/assess';
import { civilOdds, provincialBuild, reinforcementArrives } from '../../../src/games/republic/ai/rebels';
import { REBEL_WAR } from '../../../src/games/republic/civil-war';
import { deciderOf } from '../../../src/games/republic/flow';
import { top } from '../../../src/games/republic/registry';
import type { Decision, Proposal, RepublicAction, RepublicState, RepublicView } from '../../../src/games/republic/types';
import { addSenator, bare, ctxOf, play, republic, runPhase } from './helpers';
import { sicilianGovernor } from './rebel-fixture';
import { afterConsuls, war } from './senate-table';

const viewOf = (s: RepublicState, seat: number) => republic.view(s, seat) as RepublicView;

/** The Sicilian governor (rebel-fixture) asked whether he revolts. */
function asked(prep: (s: RepublicState) => void = () => {}): RepublicState {
  const c = ctxOf(sicilianGovernor(prep));
  runPhase(c);
  return c.s;
}

describe('AI and rebels', () => {
  it('civil battle odds follow the combat table: more force, better odds', () => {
    const weak = civilOdds(4, 2, 12);
    const strong = civilOdds(14, 4, 12);
    expect(weak.victory).toBeLessThan(0.1);
    expect(weak.defeat).toBeGreaterThan(0.5);
    expect(strong.victory).toBeGreaterThan(0.8);
    expect(strong.victory + strong.defeat).toBeLessThanOrEqual(1);
  });

  it('2.03: a governor stays loyal while the Senate can beat him, and marches on a Rome that cannot', () => {
    const rich = asked((s) => { s.treasury = 150; });
    expect(top(rich)).toMatchObject({ kind: 'governorRevolt', seat: 0, senator: '1' });
    expect(chooseAction(viewOf(rich, 0), 0, 'loyal')).toEqual({ type: 'done' });
    // No money, no legions, his garrison and MIL against whatever Rome can scrape together.
    const broke = asked((s) => { s.treasury = 0; });
    expect(chooseAction(viewOf(broke, 0), 0, 'revolt')).toEqual({ type: 'governorRevolt', march: true });
  });

  it('the Senate attacks another faction\'s Primary Rebel marching on Rome, and the rebel\'s faction opposes it', () => {
    let s = afterConsuls((t) => {
      addSenator(t, 10, 0, { mil: 3, rebel: 'primary', where: { kind: 'rebel' } });
      t.treasury = 200;
      t.legions.forEach((l, i) => { l.at = i < 3 ? 'rebel' : i < 9 ? 'active' : 'pool'; });
    });
    const deploy = { kind: 'deploy', commander: '7', war: REBEL_WAR, legions: 6, fleets: 0 } as unknown as Proposal;
    // Faction 1 presides (its Rome Consul); the rebel is faction 0's.
    expect(proposalValue(s, 1, deploy)).toBeGreaterThan(5);
    expect(proposalValue(s, 2, deploy)).toBeGreaterThan(5);
    expect(proposalValue(s, 0, deploy)).toBeLessThan(-50);
    // Let the AI run the Senate until it sends an army against the rebel.
    const proposals: Proposal[] = [];
    for (let i = 0; i < 400 && s.phase === 'senate'; i++) {
      const d = top(s);
      if (!d) break;
      const seat = deciderOf(s, d);
      const a = chooseAction(viewOf(s, seat), seat, `rebel:${i}`) as RepublicAction;
      if (a.type === 'propose') proposals.push(a.proposal as Proposal);
      s = play(s, seat, a);
    }
    const attack = proposals.find((p) => p.kind === 'deploy' && (p as unknown as { war: string }).war === REBEL_WAR);
    expect(attack).toBeDefined();
    expect(proposals.some((p) => p.kind === 'raise')).toBe(true);
  });

  it('2.03.8: a Primary Rebel at sea for Rome counts as marching: the Senate raises legions against him, his faction does not', () => {
    const sailing = (atSea: boolean) => afterConsuls((t) => {
      t.options.advanced.rebelGovernors = true;
      addSenator(t, 10, 0, { mil: 3, rebel: 'primary', where: { kind: 'governor', province: 'macedonia' } });
      t.provinces.macedonia = { id: 'macedonia', developed: false, governor: '10', term: 0, electedTurn: null, blockedTurn: null, armies: 0, fleets: 0, ...(atSea ? { rebelMarch: true } : {}) };
      t.treasury = 200;
    });
    const raise = { kind: 'raise', legions: 4, fleets: 0 } as unknown as Proposal;
    const atSea = sailing(true);
    expect(proposalValue(atSea, 1, raise)).toBe(5);
    expect(proposalValue(atSea, 2, raise)).toBe(5);
    expect(proposalValue(atSea, 0, raise)).toBe(-5);
    // The same governor staying home: no march to meet, his faction votes on the State's needs like the others.
    const home = sailing(false);
    expect(proposalValue(home, 0, raise)).toBe(proposalValue(home, 1, raise));
  });

  it('2.03.8: our Primary Rebel at home marches on Rome later when the march is likely to win, not otherwise', () => {
    /** Faction 0's rebel governor of Sicily with `garrison` legions, asked at the Revolution Phase's declarations. */
    const asked = (garrison: number, prep: (s: RepublicState) => void) => {
      const s = bare(3, 'revolution');
      s.options.advanced.provincialWars = true;
      s.options.advanced.rebelGovernors = true;
      addSenator(s, 2, 0);
      addSenator(s, 5, 0, { rebel: 'primary', mil: 3, talents: 20, where: { kind: 'governor', province: 'sicilia' } });
      addSenator(s, 3, 1, { office: 'fieldConsul', mil: 4 });
      addSenator(s, 4, 2);
      s.provinces.sicilia = { id: 'sicilia', developed: false, governor: '5', term: 0, electedTurn: null, blockedTurn: null, armies: 0, fleets: 0 };
      s.legions.forEach((l, i) => { l.at = i < garrison ? 'garrison:sicilia' : 'pool'; l.veteran = false; l.allegiance = null; });
      s.combat = { queue: [], victors: [] };
      s.step = 'discard';
      prep(s);
      const c = ctxOf(s);
      runPhase(c);
      expect(top(c.s)).toMatchObject({ kind: 'rebelMarch', seat: 0, senator: '5' });
      return c.s;
    };
    // Ten legions against a Rome with no money and no legions: he goes.
    const strong = asked(10, (s) => { s.treasury = 0; });
    expect(chooseAction(viewOf(strong, 0), 0, 'march')).toEqual({ type: 'marchOnRome' });
    // One legion against a rich Rome with fifteen legions standing: he stays.
    const weak = asked(1, (s) => { s.treasury = 300; s.legions.slice(10, 25).forEach((l) => { l.at = 'active'; }); });
    expect(chooseAction(viewOf(weak, 0), 0, 'stay')).toEqual({ type: 'done' });
  });

  it('2.03.8: a march from a province with a naval base counts the interception: he stays when the Senate\'s fleets would likely stop him', () => {
    /** Faction 0's rebel governor of Macedonia (naval base 5) with ten legions, Rome broke; `fleets` Senate fleets in the Active Forces. */
    const asked = (fleets: number) => {
      const s = bare(3, 'revolution');
      s.options.advanced.provincialWars = true;
      s.options.advanced.rebelGovernors = true;
      addSenator(s, 2, 0);
      addSenator(s, 5, 0, { rebel: 'primary', mil: 3, talents: 20, where: { kind: 'governor', province: 'macedonia' } });
      addSenator(s, 3, 1, { office: 'fieldConsul', mil: 4 });
      addSenator(s, 4, 2);
      s.provinces.macedonia = { id: 'macedonia', developed: false, governor: '5', term: 0, electedTurn: null, blockedTurn: null, armies: 0, fleets: 0 };
      s.legions.forEach((l, i) => { l.at = i < 10 ? 'garrison:macedonia' : 'pool'; l.veteran = false; l.allegiance = null; });
      s.fleets.forEach((f, i) => { f.at = i < fleets ? 'active' : 'pool'; });
      s.treasury = 0;
      s.combat = { queue: [], victors: [] };
      s.step = 'discard';
      const c = ctxOf(s);
      runPhase(c);
      expect(top(c.s)).toMatchObject({ kind: 'rebelMarch', seat: 0, senator: '5', province: 'macedonia' });
      return c.s;
    };
    // No Senate fleet: nothing to stop him, and Rome has nothing to meet him with.
    expect(chooseAction(viewOf(asked(0), 0), 0, 'march')).toEqual({ type: 'marchOnRome' });
    // Ten Senate fleets against naval base 5: a Senate Victory at sea (3d6 of 9 or more, 74 %) keeps him home.
    expect(chooseAction(viewOf(asked(10), 0), 0, 'stay')).toEqual({ type: 'done' });
  });

  it('2.02: a governor builds more provincial forces when a war attacks his province, the taxes\' build otherwise', () => {
    const s = sicilianGovernor((t) => { t.senators['1'].talents = 40; });
    const d = { kind: 'provincialBuild', seat: 0, province: 'sicilia' } as unknown as Decision;
    const legal = [
      { type: 'provincialBuild', armies: 1, fleets: 0 },
      { type: 'provincialBuild', armies: 2, fleets: 0 },
    ] as RepublicAction[];
    expect(provincialBuild(s, legal, d)).toEqual(legal[0]);
    s.forum.wars = [war('war:1st-sicilian-slave-revolt')];
    expect(provincialBuild(s, legal, d)).toEqual(legal[1]);
  });
});

/**
 * Faction 0's Primary Rebel (5), governor of Sardinia (naval base 0, 2 provincial fleets), at home or on the
 * march; his faction mate 6, a secondary rebel governor, has legions 5-6 of Macedonia's garrison (naval base 5,
 * 2 provincial fleets) at sea to join him; the Senate has 4 fleets in the Active Forces. Combat Phase, start.
 */
function reinforced(marching: boolean): RepublicState {
  const s = bare(3, 'combat');
  s.options.advanced.provincialWars = true;
  s.options.advanced.rebelGovernors = true;
  addSenator(s, 2, 0);
  addSenator(s, 5, 0, { rebel: 'primary', mil: 3, talents: 20, where: marching ? { kind: 'rebel' } : { kind: 'governor', province: 'sardinia' } });
  addSenator(s, 6, 0, { rebel: 'secondary', where: { kind: 'governor', province: 'macedonia' } });
  addSenator(s, 3, 1, { office: 'fieldConsul', mil: 4 });
  addSenator(s, 4, 2);
  s.provinces.sardinia = { id: 'sardinia', developed: false, governor: '5', term: 0, electedTurn: null, blockedTurn: null, armies: 0, fleets: 2 };
  s.provinces.macedonia = { id: 'macedonia', developed: false, governor: '6', term: 0, electedTurn: null, blockedTurn: null, armies: 0, fleets: 2 };
  for (const l of s.legions) { l.at = 'pool'; l.veteran = false; l.allegiance = null; }
  for (const f of s.fleets) f.at = 'pool';
  s.legions[0].at = marching ? 'rebel' : 'garrison:sardinia';
  s.legions[1].at = marching ? 'rebel' : 'garrison:sardinia';
  s.legions[4].at = 'garrison:macedonia';
  s.legions[5].at = 'garrison:macedonia';
  s.provinces.macedonia.reinforcing = [5, 6];
  for (const f of s.fleets.slice(0, 4)) f.at = 'active';
  s.step = 'start';
  s.combat = null;
  return s;
}

describe('AI and 2.03.7x reinforcements', () => {
  it('2.03.72: the interception\'s provincial fleet losses fall where the Senate cannot attack next', () => {
    /** 4 Senate fleets against 5 + 2 + 2: 15 + 4 - 9 = 10, a Stalemate with 3 losses to share. */
    const ask = (marching: boolean) => {
      const c = ctxOf(reinforced(marching), [5, 5, 5]);
      runPhase(c);
      expect(top(c.s)).toMatchObject({ kind: 'interceptionLosses', seat: 0, province: 'macedonia', home: 'sardinia', losses: 3 });
      return chooseAction(viewOf(c.s, 0), 0, 'losses');
    };
    // At home his province faces the Senate this Combat Phase, the sender is shielded: the sender loses most.
    expect(ask(false)).toEqual({ type: 'fleetLosses', losses: { macedonia: 2, sardinia: 1 } });
    // On the march his province may not be attacked and its fleets stay behind: it loses most.
    expect(ask(true)).toEqual({ type: 'fleetLosses', losses: { macedonia: 1, sardinia: 2 } });
  });

  it('2.03.72: the Primary Rebel\'s own province\'s fleets escort the reinforcements, so more of them land', () => {
    const s = reinforced(false);
    const none = { ...s, provinces: { ...s.provinces, sardinia: { ...s.provinces.sardinia, fleets: 0 } } };
    const p = s.provinces.macedonia;
    expect(reinforcementArrives(s, p)).toBeGreaterThan(reinforcementArrives(none, p));
    // A Senate Victory needs 3d6 + 4 - naval strength >= 14: 3d6 of 17+ against 5 + 2 (4 in 216), none against 5 + 2 + 2.
    expect(reinforcementArrives(none, p)).toBeCloseTo(1 - 4 / 216, 9);
    expect(reinforcementArrives(s, p)).toBe(1);
  });
});
