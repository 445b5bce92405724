import { describe, expect, it } from 'vitest';
import { fight, battleQueue } from '../../../src/games/republic/phases/combat';
import type { RepublicState, WarInPlay } from '../../../src/games/republic/types';
import { addSenator, bare, ctxOf, runPhase } from './helpers';

function war(card: string, over: Partial<WarInPlay> = {}): WarInPlay {
  return { card, status: 'active', unprosecuted: false, navalVictory: false, leaders: [], turn: 0, waiting: false, revolt: false, usedNumbers: [], fought: { land: false, naval: false }, ...over };
}

/** Marius (MIL 4) with `legions` legions against the Gladiator Revolt led by Spartacus (6 + 5 = 11). */
function mariusTable(legions = 9): RepublicState {
  const s = bare(3, 'combat');
  addSenator(s, 1, 1);
  addSenator(s, 27, 0, { where: { kind: 'army', army: 1 } });
  s.forum.wars = [war('war:gladiator-revolt', { leaders: ['leader:spartacus'] })];
  s.armies = [{ id: 1, commander: '27', masterOfHorse: null, war: 'war:gladiator-revolt', seq: 1, deployedTurn: 0, reinforcedTurn: null, proconsul: false }];
  s.legions.forEach((l, i) => { l.at = i < legions ? 'army:1' : 'pool'; });
  return s;
}

/** The example's Marius has MIL 4: the Marius family card (the statesman C. Marius, 27A, has 5). */
function withMarius(s: RepublicState, d6: number[], chits: number[] = []) {
  return ctxOf(s, d6, chits);
}

describe('1.10.11 Land battles and the Combat Results Table (worked example 1.10.4)', () => {
  it('Marius with 9 legions (13) against the Gladiator Revolt with Spartacus (11) rolling 10: Stalemate, 1 legion lost, 1 chit', () => {
    const c = withMarius(mariusTable(), [3, 3, 4], [0]);
    const result = fight(c, c.s.armies[0], 'land');
    expect(result).toBe('stalemate');
    expect(c.s.legions.filter((l) => l.at === 'army:1')).toHaveLength(8);
    expect(c.events.find((e) => e.type === 'battle')).toMatchObject({ force: 9, mil: 4, war_strength: 11, total: 12 });
    expect(c.events.find((e) => e.type === 'chits')).toMatchObject({ drawn: [0] });
    // A veteran loyal to Marius, and he stays on as Proconsul.
    expect(c.s.legions.filter((l) => l.veteran && l.allegiance === '27')).toHaveLength(1);
    expect(c.s.armies[0].proconsul).toBe(true);
  });

  it('with only 3 legions he adds only 3 of his MIL', () => {
    const c = withMarius(mariusTable(3), [3, 3, 4], [10, 11, 12, 13, 14, 15]);
    fight(c, c.s.armies[0], 'land');
    expect(c.events.find((e) => e.type === 'battle')).toMatchObject({ force: 3, mil: 3 });
  });

  it('a natural 11 or 6 is a Disaster: half the legions, rounded up (1.10.21); 1.10.6: the commander loses 1 POP per 2 legions lost', () => {
    const c = withMarius(mariusTable(), [5, 5, 1], [10, 11, 12, 13, 14]);
    c.s.unrest = 2;
    expect(fight(c, c.s.armies[0], 'land')).toBe('disaster');
    expect(c.s.legions.filter((l) => l.at === 'army:1')).toHaveLength(4);
    expect(c.s.unrest).toBe(3);
    // Marius lost 5 legions: -2 popularity (1.10.61).
    expect(c.s.senators['27'].pop).toBe(-2);
  });

  it('a natural 14 or 16 is a Standoff: a quarter, rounded up (1.10.31); each number once per war and turn (1.09.645)', () => {
    const c = withMarius(mariusTable(), [5, 5, 4, 5, 5, 4], [10, 11, 12, 13]);
    expect(fight(c, c.s.armies[0], 'land')).toBe('standoff');
    expect(c.s.legions.filter((l) => l.at === 'army:1')).toHaveLength(6);
    // The same 14 again is read on the table: 6 legions (one veteran: 7) + 4 - 11 + 14 = 14, a Victory.
    c.s.combat = { queue: [], victors: [] };
    expect(fight(c, c.s.armies[0], 'land')).toBe('victory');
  });
});

describe('1.10.12 Naval battle', () => {
  it('1.10.12: a fleet-only force that wins at sea marks the war with a Naval Victory and comes home; the land battle waits', () => {
    const s = bare(3, 'combat');
    addSenator(s, 1, 1);
    addSenator(s, 4, 0, { mil: 5, where: { kind: 'army', army: 1 } });
    s.forum.wars = [war('war:1st-punic')];
    s.armies = [{ id: 1, commander: '4', masterOfHorse: null, war: 'war:1st-punic', seq: 1, deployedTurn: 0, reinforcedTurn: null, proconsul: false }];
    s.legions.forEach((l) => { l.at = 'pool'; });
    s.fleets.forEach((f, i) => { f.at = i < 15 ? 'army:1' : 'pool'; });
    const c = ctxOf(s, [6, 6, 6]);
    runPhase(c);
    expect(c.s.forum.wars[0]).toMatchObject({ card: 'war:1st-punic', navalVictory: true });
    expect(c.s.armies).toEqual([]);
    expect(c.s.senators['4'].where).toEqual({ kind: 'rome' });
    expect(c.s.fleets.filter((f) => f.at === 'active').length).toBeGreaterThan(0);
  });
});

describe('1.10.8 Proconsul', () => {
  it('1.10.8: a Dictator who survives a Stalemate stays as Proconsul with a Prior Consul marker; his Master of Horse goes back to Rome', () => {
    const s = mariusTable();
    Object.assign(s.senators['27'], { office: 'dictator', priorConsul: false });
    addSenator(s, 2, 0, { office: 'masterOfHorse', mil: 0, where: { kind: 'army', army: 1 } });
    s.armies[0].masterOfHorse = '2';
    // 9 legions + MIL 4 + 0 - 11 + 10 = 12: Stalemate, one legion lost, one blank chit.
    const c = withMarius(s, [3, 3, 4], [0]);
    expect(fight(c, c.s.armies[0], 'land')).toBe('stalemate');
    expect(c.s.armies[0]).toMatchObject({ proconsul: true, masterOfHorse: null });
    expect(c.s.senators['27']).toMatchObject({ priorConsul: true, where: { kind: 'army', army: 1 } });
    expect(c.s.senators['2'].where).toEqual({ kind: 'rome' });
  });
});

describe('1.10.4 Victory', () => {
  it('removes the war, lowers unrest, gives half the printed strength as INF and POP, and spoils (not for revolts)', () => {
    const s = bare(3, 'combat');
    addSenator(s, 1, 0, { office: 'fieldConsul', where: { kind: 'army', army: 1 } });
    s.forum.wars = [war('war:2nd-illyrian')];
    s.armies = [{ id: 1, commander: '1', masterOfHorse: null, war: 'war:2nd-illyrian', seq: 1, deployedTurn: 1, reinforcedTurn: null, proconsul: false }];
    s.legions.forEach((l, i) => { l.at = i < 8 ? 'army:1' : 'pool'; });
    s.fleets.forEach((f, i) => { f.at = i < 2 ? 'army:1' : 'pool'; });
    s.unrest = 3;
    // 8 legions + MIL 4 - 4 + 3d6 (6,6,4 = 16) = 24: Victory, no losses.
    const c = ctxOf(s, [6, 6, 4]);
    c.s.combat = { queue: [], victors: [] };
    expect(fight(c, c.s.armies[0], 'land')).toBe('victory');
    expect(c.s.forum.wars).toEqual([]);
    expect(c.s.unrest).toBe(2);
    expect(c.s.senators['1']).toMatchObject({ inf: 5 + 2, pop: 2 });
    expect(c.s.treasury).toBe(110);
    expect(c.s.combat.victors).toEqual(['1']);
    // Illyricum needs both Illyrian Wars beaten; the 1st is still in the deck.
    expect(c.s.provinces.illyricum).toBeDefined();
  });

  it('a Defeat kills the commander and raises unrest by 2 (1.10.2)', () => {
    const s = bare(3, 'combat');
    addSenator(s, 1, 0);
    addSenator(s, 2, 0, { office: 'fieldConsul', where: { kind: 'army', army: 1 } });
    s.forum.wars = [war('war:1st-gallic')];
    s.armies = [{ id: 1, commander: '2', masterOfHorse: null, war: 'war:1st-gallic', seq: 1, deployedTurn: 1, reinforcedTurn: null, proconsul: false }];
    s.legions.forEach((l, i) => { l.at = i < 2 ? 'army:1' : 'pool'; });
    const c = ctxOf(s, [1, 2, 1]);
    c.s.combat = { queue: [], victors: [] };
    expect(fight(c, c.s.armies[0], 'land')).toBe('defeat');
    expect(c.s.senators['2']).toBeUndefined();
    expect(c.s.unrest).toBe(2);
    expect(c.s.legions.filter((l) => l.at === 'army:1')).toHaveLength(0);
  });
});

describe('1.10.7 Commander death and 1.10.71 capture', () => {
  it('the last of two or more chits drawn for losses captures the commander in a stalemate', () => {
    // 8 + 9 + 4 - 11 = 10: Stalemate, 3 legions lost, 3 chits: 5, 27, then a blank: he dies.
    const c = withMarius(mariusTable(), [2, 3, 3], [5, 27, 0]);
    expect(fight(c, c.s.armies[0], 'land')).toBe('stalemate');
    expect(c.events).toContainEqual(expect.objectContaining({ type: 'senatorDies', senator: '27', cause: 'battle' }));
    const c2 = withMarius(mariusTable(), [2, 3, 3], [5, 0, 27]);
    fight(c2, c2.s.armies[0], 'land');
    expect(c2.s.senators['27'].where).toEqual({ kind: 'captive', war: 'war:gladiator-revolt' });
  });
});

describe('1.10.1 Order and 1.10.9 unprosecuted wars', () => {
  it('wars are fought in the order their last commander was sent', () => {
    const s = bare(3, 'combat');
    addSenator(s, 1, 0, { where: { kind: 'army', army: 1 } });
    addSenator(s, 2, 0, { where: { kind: 'army', army: 2 } });
    s.forum.wars = [war('war:1st-gallic'), war('war:2nd-illyrian')];
    s.armies = [
      { id: 1, commander: '1', masterOfHorse: null, war: 'war:1st-gallic', seq: 5, deployedTurn: 1, reinforcedTurn: null, proconsul: false },
      { id: 2, commander: '2', masterOfHorse: null, war: 'war:2nd-illyrian', seq: 3, deployedTurn: 1, reinforcedTurn: null, proconsul: false },
    ];
    expect(battleQueue(s).map((b) => b.war)).toEqual(['war:2nd-illyrian', 'war:1st-gallic']);
  });

  it('an active war nobody fought becomes unprosecuted (not in the turn it was drawn)', () => {
    const s = bare(3, 'combat');
    addSenator(s, 1, 0);
    s.turn = 3;
    s.forum.wars = [war('war:1st-gallic', { turn: 2 }), war('war:2nd-illyrian', { turn: 3 })];
    const c = ctxOf(s);
    runPhase(c);
    expect(c.s.forum.wars.map((w) => [w.card, w.unprosecuted])).toEqual([['war:1st-gallic', true], ['war:2nd-illyrian', false]]);
  });

  it('four active wars at the end of the Combat Phase bring Rome down (1.12.1)', () => {
    const s = bare(3, 'combat');
    addSenator(s, 1, 0);
    s.forum.wars = ['war:1st-gallic', 'war:2nd-illyrian', 'war:2nd-punic', 'war:syrian'].map((w) => war(w));
    const c = ctxOf(s);
    runPhase(c);
    expect(c.s.ending).toEqual({ reason: 'fourWars', winner: null });
  });
});

describe('1.09.641 forces left without a commander', () => {
  it('join the next commander sent to their war; a Master of Horse left there without his Dictator goes home', async () => {
    const { deployArmy } = await import('../../../src/games/republic/military');
    const s = bare(3, 'senate');
    addSenator(s, 1, 0, { office: 'fieldConsul' });
    addSenator(s, 2, 1, { office: 'masterOfHorse', where: { kind: 'army', army: 1 } });
    s.forum.wars = [{ card: 'war:1st-punic', status: 'active', unprosecuted: false, navalVictory: false, leaders: [], turn: 1, waiting: false, revolt: false, usedNumbers: [], fought: { land: false, naval: false } }];
    // The Dictator of army 1 fell: his Master of Horse and two legions are still there.
    s.armies = [{ id: 1, commander: null, masterOfHorse: '2', war: 'war:1st-punic', seq: 0, deployedTurn: 1, reinforcedTurn: null, proconsul: false }];
    s.nextArmy = 2;
    for (const l of s.legions) l.at = 'pool';
    s.legions[0].at = 'army:1';
    s.legions[1].at = 'army:1';
    s.legions[2].at = 'active';
    const c = ctxOf(s);
    const a = deployArmy(c, '1', 'war:1st-punic', [s.legions[2].id], []);
    expect(c.s.armies.map((x) => x.id)).toEqual([a.id]);
    expect(c.s.legions.filter((l) => l.at === `army:${a.id}`)).toHaveLength(3);
    expect(c.s.senators['2'].where).toEqual({ kind: 'rome' });
  });
});
