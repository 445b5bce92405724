/** Advanced rule 2.03.7x: secondary rebel governors reinforce the Primary Rebel; the Senate intercepts at sea. */
import { describe, expect, it } from 'vitest';
import { REPUBLIC_ERRORS } from '../../../src/games/republic/errors';
import { rebelMaintenance } from '../../../src/games/republic/civil-war';
import { CIVIL_STALEMATE, interceptReinforcements, reinforcingProvinces } from '../../../src/games/republic/rebel-reinforcements';
import { attackableRebelProvinces } from '../../../src/games/republic/revolt-state';
import { top } from '../../../src/games/republic/registry';
import type { RepublicState } from '../../../src/games/republic/types';
import { ctxOf, play, refused, republic, runPhase, sumMoney } from './helpers';
import { civilWarBattle, reinforcingRebels } from './rebel-fixture';

const at = (s: RepublicState, place: string) => s.legions.filter((l) => l.at === place).map((l) => l.id);

const table = reinforcingRebels;

/** Runs the table to its first decision. */
function asked(s: RepublicState): RepublicState {
  const c = ctxOf(s);
  runPhase(c);
  return c.s;
}

const ids = (s: RepublicState, ...i: number[]) => i.map((n) => s.legions[n].id);

describe('2.03.7x Reinforcements and naval interception: who may send them, and when', () => {
  it('after a civil-war stalemate the rebel\'s faction is asked first, with each governor\'s legions (all, or one)', () => {
    const s = asked(table());
    expect(top(s)).toMatchObject({ kind: 'rebelReinforcements', seat: 0, rebel: '5' });
    expect(republic.legalActions(s, 0)).toEqual([
      { type: 'done' },
      { type: 'reinforceRebel', province: 'macedonia', legions: ids(s, 4, 5) },
      { type: 'reinforceRebel', province: 'macedonia', legions: ids(s, 4) },
      { type: 'reinforceRebel', province: 'sicilia', legions: ids(s, 0, 1) },
      { type: 'reinforceRebel', province: 'sicilia', legions: ids(s, 0) },
    ]);
  });

  it('no stalemate this turn, no rule, or no governor with a legion: nobody is asked', () => {
    expect(asked(table({ stalemate: false })).pending.some((d) => d.kind === 'rebelReinforcements')).toBe(false);
    expect(asked(table({ prep: (s) => { s.options.advanced.rebelGovernors = false; } })).pending.some((d) => d.kind === 'rebelReinforcements')).toBe(false);
    const empty = table({ prep: (s) => { for (const l of s.legions) if (l.at.startsWith('garrison:')) l.at = 'pool'; } });
    expect(asked(empty).pending.some((d) => d.kind === 'rebelReinforcements')).toBe(false);
  });

  it('a civil-war battle ending in a stalemate is noted for the Revolution Phase; a Victory is not', () => {
    // 3 legions against 3: 4+4+3 = 11, a Stalemate.
    expect(civilWarBattle(3, 0, 3, 0, [4, 4, 3]).s.turnFlags.notes).toContain(CIVIL_STALEMATE);
    // 6+6+6 = 18: a Victory.
    expect(civilWarBattle(3, 0, 3, 0, [6, 6, 6]).s.turnFlags.notes).not.toContain(CIVIL_STALEMATE);
  });

  it('only a secondary rebel governor in his province sends, only his garrison\'s legions, and only one governor', () => {
    const s = asked(table());
    expect(refused(s, 0, { type: 'reinforceRebel', province: 'sicilia', legions: ids(s, 4) })).toBe(REPUBLIC_ERRORS.badTarget);
    expect(refused(s, 0, { type: 'reinforceRebel', province: 'sicilia', legions: ids(s, 0, 0) })).toBe(REPUBLIC_ERRORS.badTarget);
    expect(refused(s, 0, { type: 'reinforceRebel', province: 'hispania-ulterior', legions: ids(s, 2) })).toBe(REPUBLIC_ERRORS.badTarget);
    expect(refused(s, 1, { type: 'reinforceRebel', province: 'sicilia', legions: ids(s, 0) })).not.toBe('');
    const t = play(s, 0, { type: 'reinforceRebel', province: 'sicilia', legions: ids(s, 0) });
    // One governor per Revolution Phase: the phase goes on to the trades.
    expect(t.pending.some((d) => d.kind === 'rebelReinforcements')).toBe(false);
    expect(top(t)?.kind).toBe('trade');
  });
});

describe('2.03.7 reinforcements: arriving', () => {
  it('from a province with naval base 0 they join the marching Primary Rebel at once; the province is shielded', () => {
    const s = play(asked(table()), 0, { type: 'reinforceRebel', province: 'sicilia', legions: ids(table(), 0, 1) });
    expect(at(s, 'rebel')).toEqual(ids(s, 0, 1, 2, 3));
    expect(at(s, 'garrison:sicilia')).toEqual([]);
    expect(s.provinces.sicilia.reinforcing).toEqual([]);
    expect(attackableRebelProvinces(s).map((p) => p.id)).toEqual(['macedonia']);
  });

  it('to a Primary Rebel who stayed home they join his garrison', () => {
    const s = play(asked(table({ home: true })), 0, { type: 'reinforceRebel', province: 'sicilia', legions: ids(table(), 0) });
    expect(at(s, 'garrison:hispania-ulterior')).toEqual(ids(s, 0, 2, 3));
    expect(at(s, 'garrison:sicilia')).toEqual(ids(s, 1));
  });

  it('from a province with a naval base they are in transit: still in the province until the next Combat Phase', () => {
    const s = play(asked(table()), 0, { type: 'reinforceRebel', province: 'macedonia', legions: ids(table(), 4, 5) });
    expect(s.provinces.macedonia.reinforcing).toEqual(ids(s, 4, 5));
    expect(at(s, 'garrison:macedonia')).toEqual(ids(s, 4, 5));
    expect(reinforcingProvinces(s).map((p) => p.id)).toEqual(['sicilia']);
    expect(attackableRebelProvinces(s).map((p) => p.id)).toEqual(['sicilia']);
  });

  it('a secondary rebel\'s veterans who reached the Primary Rebel cost him nothing (2.03.6)', () => {
    const s = table({ prep: (t) => { t.legions[2].veteran = true; t.legions[2].allegiance = '1'; } });
    const c = ctxOf(s);
    const before = c.s.senators['5'].talents;
    rebelMaintenance(c);
    // Legion 4 costs 2T; legion 3, a veteran loyal to the secondary rebel 1, is free.
    expect(before - c.s.senators['5'].talents).toBe(2);
  });
});

/** Macedonia's legions 5-6 in transit; the Combat Phase's interception with the dice `d6`. */
function intercept(d6: number[], prep: (s: RepublicState) => void = () => {}) {
  const s = table({ prep: (t) => { t.provinces.macedonia.reinforcing = [t.legions[4].id, t.legions[5].id]; prep(t); } });
  s.phase = 'combat';
  const money = sumMoney(s);
  const c = ctxOf(s, d6);
  interceptReinforcements(c);
  expect(sumMoney(c.s)).toBe(money);
  const e = c.events.find((x) => x.type === 'interception') as Record<string, unknown> | undefined;
  return { s: c.s, e, active: c.s.fleets.filter((f) => f.at === 'active').length };
}

describe('2.03.71 naval interception', () => {
  it('Senate Victory: the legions stay home; both sides lose the table\'s fleets (3 + 4 active vs naval 5 + 2 fleets)', () => {
    // 6+6+6 + 4 - 7 = 15: Victory, 3 losses: the Senate loses 3 of its 4, the province both its fleets.
    const { s, e, active } = intercept([6, 6, 6]);
    expect(e).toMatchObject({ province: 'macedonia', total: 15, result: 'victory', senateLost: 3, rebelLost: 2, rebel_strength: 7, force: 4 });
    expect(active).toBe(1);
    expect(s.provinces.macedonia.fleets).toBe(0);
    expect(at(s, 'garrison:macedonia')).toEqual(ids(s, 4, 5));
    expect(at(s, 'rebel')).toEqual(ids(s, 2, 3));
    // Still shielded for this Combat Phase; nothing left in transit.
    expect(s.provinces.macedonia.reinforcing).toEqual([]);
  });

  it('any other result lands them; a numbered Defeat costs both sides that many fleets', () => {
    // 3+3+3 + 4 - 7 = 6: Defeat, 2 losses each.
    const { s, e, active } = intercept([3, 3, 3]);
    expect(e).toMatchObject({ result: 'defeat', senateLost: 2, rebelLost: 2 });
    expect(active).toBe(2);
    expect(at(s, 'rebel')).toEqual(ids(s, 2, 3, 4, 5));
    expect(at(s, 'garrison:macedonia')).toEqual([]);
  });

  it('a "no losses" Stalemate lands them with no fleet lost', () => {
    // 6+5+5 + 4 - 7 = 13.
    const { s, e, active } = intercept([6, 5, 5]);
    expect(e).toMatchObject({ result: 'stalemate', senateLost: 0, rebelLost: 0 });
    expect(active).toBe(4);
    expect(s.provinces.macedonia.fleets).toBe(2);
    expect(at(s, 'rebel')).toEqual(ids(s, 2, 3, 4, 5));
  });

  it('an "All" Defeat: the Senate loses every fleet, the rebels none', () => {
    // 1+1+1 + 4 - 7 = 0.
    const { s, e, active } = intercept([1, 1, 1]);
    expect(e).toMatchObject({ result: 'defeat', senateLost: 4, rebelLost: 0 });
    expect(active).toBe(0);
    expect(s.provinces.macedonia.fleets).toBe(2);
    expect(at(s, 'rebel')).toEqual(ids(s, 2, 3, 4, 5));
  });

  it('the Primary Rebel\'s fleets add to the rebels\' strength and are lost after the province\'s', () => {
    // Naval base 5 + 1 fleet + 2 of his = 8; 5+5+4 + 4 - 8 = 10: Stalemate, 3 losses: 1 provincial, 2 of his.
    const { s, e } = intercept([5, 5, 4], (t) => { t.provinces.macedonia.fleets = 1; t.fleets[10].at = 'rebel'; t.fleets[11].at = 'rebel'; });
    expect(e).toMatchObject({ rebel_strength: 8, total: 10, result: 'stalemate', senateLost: 3, rebelLost: 3 });
    expect(s.fleets.filter((f) => f.at === 'rebel')).toHaveLength(0);
    expect(s.provinces.macedonia.fleets).toBe(0);
  });

  it('without a Senate fleet in the Active Forces there is no battle: they land', () => {
    const { s, e } = intercept([], (t) => { for (const f of t.fleets) f.at = 'pool'; });
    expect(e).toMatchObject({ result: 'none' });
    expect(at(s, 'rebel')).toEqual(ids(s, 2, 3, 4, 5));
  });

  it('Evil Omens lower the Senate\'s roll', () => {
    // 6+6+6 + 4 - 7 - 1 = 14: still a Victory, 4 losses.
    const { e } = intercept([6, 6, 6], (t) => { t.forum.events.push({ id: 'event:evil-omens', level: 1, count: 1, turn: t.turn }); });
    expect(e).toMatchObject({ total: 14, result: 'victory', senateLost: 4 });
  });

  it('no revolt left (the Primary Rebel died): nothing is intercepted, nothing lands', () => {
    const { s, e } = intercept([6, 6, 6], (t) => { delete t.senators['5']; });
    expect(e).toBeUndefined();
    expect(at(s, 'garrison:macedonia')).toEqual(ids(s, 4, 5));
  });
});

describe('2.03.7 the province that sent reinforcements', () => {
  it('cannot be attacked: an army already sent against it does not fight, and the shield ends with the Combat Phase', () => {
    // The rebel stayed home (so that, unattacked, he does not win); a Senate army sits against Sicilia.
    const s = table({ home: true, prep: (t) => { t.provinces.sicilia.reinforcing = []; } });
    s.phase = 'combat';
    s.step = 'start';
    s.senators['3'].where = { kind: 'army', army: 1 };
    s.armies = [{ id: 1, commander: '3', masterOfHorse: null, war: 'rebel:sicilia', seq: 0, deployedTurn: s.turn - 1, reinforcedTurn: null, proconsul: true }];
    s.nextArmy = 2;
    s.legions[8].at = 'army:1';
    s.legions[9].at = 'army:1';
    const c = ctxOf(s, [6, 6, 6]);
    runPhase(c);
    expect(c.events.some((e) => e.type === 'rebelProvinceShielded')).toBe(true);
    expect(c.events.some((e) => e.type === 'rebelProvinceBattle')).toBe(false);
    expect(c.s.senators['1']).toBeDefined();
    expect(c.s.provinces.sicilia.reinforcing).toBeUndefined();
  });

  it('a deploy against it is refused in the Senate', async () => {
    const { proposalType } = await import('../../../src/games/republic/phases/senate/proposal-types');
    const s = table({ prep: (t) => { t.provinces.macedonia.reinforcing = []; } });
    s.phase = 'senate';
    s.legions[9].at = 'active';
    expect(() => proposalType('deploy').validate(s, { kind: 'deploy', commander: '3', war: 'rebel:macedonia', legions: 1, fleets: 0 }, 1)).toThrow(/reinforcements/);
    // Sicilia sent nothing: it may be attacked.
    expect(() => proposalType('deploy').validate(s, { kind: 'deploy', commander: '3', war: 'rebel:sicilia', legions: 1, fleets: 0 }, 1)).not.toThrow();
  });
});
