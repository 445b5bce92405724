/** Advanced rule 2.02, Provincial Wars. */
import { describe, expect, it } from 'vitest';
import { fight } from '../../../src/games/republic/phases/combat';
import { alliedLosses, attacked, localTaxes, provincialBattles } from '../../../src/games/republic/provincial-wars';
import { defeatWar, findWar, warStrength } from '../../../src/games/republic/wars';
import type { RepublicState } from '../../../src/games/republic/types';
import { REPUBLIC_ERRORS } from '../../../src/games/republic/errors';
import { top } from '../../../src/games/republic/registry';
import { addSenator, bare, ctxOf, play, refused, republic, runPhase, sumMoney } from './helpers';
import { war } from './senate-table';

const SLAVES = 'war:1st-sicilian-slave-revolt';

/** Sicilia (undeveloped: land 2, local taxes 30) governed in person by senator 1 (MIL 3, INF 5, POP 0). */
function table(prep: (s: RepublicState) => void = () => {}): RepublicState {
  const s = bare(3, 'combat');
  s.options.advanced.provincialWars = true;
  addSenator(s, 1, 0, { mil: 3, inf: 5, pop: 0, where: { kind: 'governor', province: 'sicilia' } });
  addSenator(s, 2, 1);
  s.provinces.sicilia = { id: 'sicilia', developed: false, governor: '1', term: 2, electedTurn: null, blockedTurn: null, armies: 4, fleets: 0 };
  for (const l of s.legions) l.at = 'pool';
  prep(s);
  return s;
}

describe('2.02 Provincial Wars', () => {
  it('local taxes buy provincial armies and fleets at 10T each, in turn, armies first, up to the card (an unaligned governor)', () => {
    const s = table((t) => { t.provinces.sicilia.armies = 0; t.senators['1'].faction = null; });
    const c = ctxOf(s);
    localTaxes(c);
    // 30T: army, fleet, army.
    expect(c.s.provinces.sicilia).toMatchObject({ armies: 2, fleets: 1 });
    const full = table((t) => { t.provinces.sicilia.armies = 10; t.provinces.sicilia.fleets = 4; t.senators['1'].faction = null; });
    const d = ctxOf(full);
    localTaxes(d);
    expect(d.s.provinces.sicilia).toMatchObject({ armies: 10, fleets: 5 });
  });

  it('a province under Attacks of an active war builds nothing (and yields no spoils or State income)', () => {
    const s = table((t) => { t.forum.wars = [war(SLAVES)]; t.provinces.sicilia.armies = 0; t.senators['1'].faction = null; });
    expect(attacked(s, 'sicilia')).toBe(true);
    const c = ctxOf(s);
    localTaxes(c);
    expect(c.s.provinces.sicilia.armies).toBe(0);
    const quiet = table((t) => { t.forum.wars = [war(SLAVES, { status: 'inactive' })]; });
    expect(attacked(quiet, 'sicilia')).toBe(false);
    s.options.advanced.provincialWars = false;
    expect(attacked(s, 'sicilia')).toBe(false);
  });

  it('a war the Senate left alone is attacked by its first province: half-strength armies without a garrison, + the governor\'s MIL; Victory puts it out of action', () => {
    // 2 + 4/2 + MIL 3 = 7 against 4, natural 18: Victory.
    const c = ctxOf(table((t) => { t.forum.wars = [war(SLAVES)]; }), [6, 6, 6]);
    provincialBattles(c);
    expect(c.events.find((e) => e.type === 'provincialBattle')).toMatchObject({ province: 'sicilia', force: 4, mil: 3, war_strength: 4, total: 21, result: 'victory' });
    expect(findWar(c.s, SLAVES)!.status).toBe('inactive');
    // No spoils or unrest; the governor gains like a commander (half the printed 4).
    expect(c.s.senators['1']).toMatchObject({ inf: 7, pop: 2 });
  });

  it('a garrison legion lets the armies count in full', () => {
    const c = ctxOf(table((t) => { t.forum.wars = [war(SLAVES)]; t.legions[0].at = 'garrison:sicilia'; }), [6, 6, 6]);
    provincialBattles(c);
    expect(c.events.find((e) => e.type === 'provincialBattle')).toMatchObject({ force: 2 + 1 + 4 });
  });

  it('Stalemate: two provincial armies a loss without a garrison; a chit per loss against the governor', () => {
    // natural 6 + 7 - 4 = 9: Stalemate, 4 losses; only 4 armies = 2 losses.
    const c = ctxOf(table((t) => { t.forum.wars = [war(SLAVES)]; }), [2, 2, 2], [0, 0]);
    provincialBattles(c);
    expect(c.s.provinces.sicilia.armies).toBe(0);
    expect(c.events).toContainEqual(expect.objectContaining({ type: 'chits', cause: 'provincialBattle', drawn: [0, 0] }));
    expect(findWar(c.s, SLAVES)!.status).toBe('active');
  });

  it('Defeat: the governor dies, the province allies with the war and adds its strength; a later Senate victory brings it back undeveloped', () => {
    const c = ctxOf(table((t) => { t.forum.wars = [war(SLAVES)]; t.legions[0].at = 'garrison:sicilia'; t.senators['1'].mil = 0; }), [1, 1, 1]);
    provincialBattles(c);
    expect(c.events).toContainEqual(expect.objectContaining({ type: 'senatorDies', senator: '1', cause: 'provinceDefeated' }));
    expect(c.s.provinces.sicilia).toBeUndefined();
    // With the garrison: force 2 + 1 + 4 = 7, MIL 0; natural 3 - 4 -> 6: Defeat, 2 losses (army, army).
    const w = findWar(c.s, SLAVES)!;
    expect(w.allies).toEqual([{ province: 'sicilia', strength: 2 + 2, units: 2 }]);
    expect(warStrength(c.s, w).land).toBe(4 + 4);
    expect(c.s.legions[0].at).toBe('active');
    defeatWar(c, SLAVES, 'victory');
    expect(c.s.provinces.sicilia).toMatchObject({ developed: false, governor: null });
    expect(c.s.provinces.sicilia.armies).toBeUndefined();
  });

  it('a war the Senate stalemated this turn is not attacked by the province', () => {
    const s = table((t) => {
      t.forum.wars = [war(SLAVES)];
      addSenator(t, 3, 0, { mil: 0, where: { kind: 'army', army: 1 } });
      t.armies = [{ id: 1, commander: '3', masterOfHorse: null, war: SLAVES, seq: 0, deployedTurn: 0, reinforcedTurn: null, proconsul: false }];
      t.legions[1].at = 'army:1';
      t.legions[2].at = 'army:1';
    });
    // 2 legions - 4 + natural 10 = 8: Stalemate.
    const c = ctxOf(s, [3, 3, 4, 6, 6, 6], [0, 0, 0, 0]);
    expect(fight(c, c.s.armies[0], 'land')).toBe('stalemate');
    provincialBattles(c);
    expect(c.events.some((e) => e.type === 'provincialBattle')).toBe(false);
  });

  it('with a matching war active the beaten war goes back into the top 6 cards', () => {
    const s = table((t) => {
      t.forum.wars = [war(SLAVES), war('war:2nd-sicilian-slave-revolt', { status: 'active' })];
      t.deck = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'];
      t.provinces.sicilia.fleets = 1;
    });
    const c = ctxOf(s, [6, 6, 6]);
    provincialBattles(c);
    expect(findWar(c.s, SLAVES)).toBeUndefined();
    expect(c.s.deck.slice(0, 7)).toContain(SLAVES);
  });

  it('without the option nothing happens', () => {
    const s = table((t) => { t.forum.wars = [war(SLAVES)]; });
    s.options.advanced.provincialWars = false;
    const c = ctxOf(s, [6, 6, 6]);
    provincialBattles(c);
    expect(findWar(c.s, SLAVES)!.status).toBe('active');
  });
});

describe('2.02 allied provinces\' losses', () => {
  /** The Slave Revolt (land 4) with Sicilia allied (printed 2 + 3 units) and a Senate army of `n` legions under senator 3 (MIL 0). */
  const allied = (n: number) => table((t) => {
    t.forum.wars = [war(SLAVES, { allies: [{ province: 'sicilia', strength: 5, units: 3 }] })];
    delete t.provinces.sicilia;
    t.senators['1'].where = { kind: 'rome' };
    addSenator(t, 3, 0, { mil: 0, where: { kind: 'army', army: 1 } });
    t.armies = [{ id: 1, commander: '3', masterOfHorse: null, war: SLAVES, seq: 0, deployedTurn: 0, reinforcedTurn: null, proconsul: false }];
    for (const l of t.legions.slice(0, n)) l.at = 'army:1';
  });

  it('in a stalemate the allied province loses units one for one with the Roman losses; its printed strength stays', () => {
    // 9 legions - (4 + 5) + natural 11 = 11: Stalemate, 2 legions lost; the ally loses 2 of its 3 units.
    const c = ctxOf(allied(9), [3, 4, 4], [0, 0]);
    expect(fight(c, c.s.armies[0], 'land')).toBe('stalemate');
    expect(c.events.find((e) => e.type === 'battle')).toMatchObject({ legionsLost: 2 });
    expect(findWar(c.s, SLAVES)!.allies).toEqual([{ province: 'sicilia', strength: 3, units: 1 }]);
    expect(c.events).toContainEqual(expect.objectContaining({ type: 'alliedLosses', province: 'sicilia', lost: 2 }));
  });

  it('never below its printed strength, and nothing on a Roman defeat', () => {
    const c = ctxOf(allied(1), [1, 1, 1], [0, 0, 0]);
    expect(fight(c, c.s.armies[0], 'land')).toBe('defeat');
    expect(findWar(c.s, SLAVES)!.allies).toEqual([{ province: 'sicilia', strength: 5, units: 3 }]);
    const ctx = ctxOf(allied(1));
    alliedLosses(ctx, findWar(ctx.s, SLAVES)!, 10);
    expect(findWar(ctx.s, SLAVES)!.allies).toEqual([{ province: 'sicilia', strength: 2, units: 0 }]);
  });

  it('an entry saved before the units were counted loses nothing', () => {
    const ctx = ctxOf(allied(1));
    findWar(ctx.s, SLAVES)!.allies = [{ province: 'sicilia', strength: 5 }];
    alliedLosses(ctx, findWar(ctx.s, SLAVES)!, 3);
    expect(findWar(ctx.s, SLAVES)!.allies).toEqual([{ province: 'sicilia', strength: 5 }]);
  });
});

describe('2.02 governor\'s build', () => {
  /** Revenue Phase after the contributions: Sicilia (30T of local taxes) under senator 1 of faction 0 with `talents`. */
  const revenue = (talents: number) => {
    const s = table((t) => { t.provinces.sicilia.armies = 0; t.senators['1'].talents = talents; });
    s.phase = 'revenue';
    s.step = 'contributions';
    s.treasury = 50;
    const c = ctxOf(s);
    runPhase(c);
    return c.s;
  };

  it('an aligned governor chooses what the local taxes buy: the unaligned mix, all armies or all fleets', () => {
    let s = revenue(0);
    expect(top(s)).toMatchObject({ kind: 'provincialBuild', seat: 0, province: 'sicilia' });
    expect(republic.legalActions(s, 0)).toEqual([
      { type: 'provincialBuild', armies: 2, fleets: 1 },
      { type: 'provincialBuild', armies: 3, fleets: 0 },
      { type: 'provincialBuild', armies: 0, fleets: 3 },
    ]);
    s = play(s, 0, { type: 'provincialBuild', armies: 0, fleets: 3 });
    expect(s.provinces.sicilia).toMatchObject({ armies: 0, fleets: 3 });
    // The Revenue Phase then goes on: the governor's term runs down.
    expect(s.provinces.sicilia.term).toBe(1);
  });

  it('the taxes must be spent in full; he may add 10T of his own a unit, never more than the card allows', () => {
    const s = revenue(15);
    expect(republic.legalActions(s, 0)).toContainEqual({ type: 'provincialBuild', armies: 2, fleets: 2 });
    expect(refused(s, 0, { type: 'provincialBuild', armies: 1, fleets: 1 })).toBe(REPUBLIC_ERRORS.notAllowed);
    expect(refused(s, 0, { type: 'provincialBuild', armies: 5, fleets: 0 })).toBe(REPUBLIC_ERRORS.notAllowed);
    expect(refused(s, 0, { type: 'provincialBuild', armies: 0, fleets: 6 })).toBe(REPUBLIC_ERRORS.notAllowed);
    const before = sumMoney(s);
    const t = play(s, 0, { type: 'provincialBuild', armies: 4, fleets: 0 });
    expect(t.provinces.sicilia).toMatchObject({ armies: 4, fleets: 0 });
    expect(t.senators['1'].talents).toBe(5);
    expect(sumMoney(t)).toBe(before);
  });
});
