import { describe, expect, it } from 'vitest';
import { enterStatesman } from '../../../src/games/republic/senators';
import { activateImminent } from '../../../src/games/republic/wars';
import { addSenator, bare, ctxOf, runPhase } from './helpers';

describe('1.05.2 Mortality chits', () => {
  it('kills the senator whose ID is drawn; a blank kills nobody', () => {
    const s = bare();
    addSenator(s, 1, 0);
    addSenator(s, 2, 1);
    addSenator(s, 3, 0);
    addSenator(s, 7, 1);
    const c = ctxOf(s, [], [7]);
    runPhase(c);
    expect(c.s.senators['7']).toBeUndefined();
    expect(c.s.senators['3']).toBeDefined();
    const b = ctxOf(s, [], [0]);
    runPhase(b);
    expect(Object.keys(b.s.senators).sort()).toEqual(['1', '2', '3', '7']);
  });

  it('1.05.21: a "draw 2" chit goes back and two more are drawn', () => {
    const s = bare();
    addSenator(s, 1, 0);
    addSenator(s, 2, 1);
    addSenator(s, 3, 0);
    addSenator(s, 5, 1);
    addSenator(s, 9, 2);
    const c = ctxOf(s, [], [-1, 3, 5]);
    runPhase(c);
    expect(Object.keys(c.s.senators).sort()).toEqual(['1', '2', '9']);
    expect(c.events.find((e) => e.type === 'chits')).toMatchObject({ drawn: [3, 5] });
  });
});

describe('1.05.3 Effects of death', () => {
  it('a senator who is not Faction Leader leaves the faction for the bottom of the Curia; talents are lost, concessions go to the Forum (1.05.3 vs 1.07.32)', () => {
    const s = bare();
    addSenator(s, 1, 0);
    addSenator(s, 4, 0, { talents: 6, knights: 2, concessions: [{ card: 'concession:mining', corrupt: true }], office: 'censor', priorConsul: true });
    s.curia.families = [12];
    const c = ctxOf(s, [], [4]);
    const before = c.s.bank;
    runPhase(c);
    expect(c.s.senators['4']).toBeUndefined();
    expect(c.s.curia.families).toEqual([12, 4]);
    expect(c.s.forum.concessions).toContain('concession:mining');
    expect(c.s.bank).toBeGreaterThanOrEqual(before + 6 - 100);
  });

  it('a Faction Leader\'s family card stays with the faction, fresh and still its leader (ruling: v1.07A keeps the marker)', () => {
    const s = bare();
    addSenator(s, 2, 0, { inf: 15, pop: 4, knights: 3, talents: 8, office: 'romeConsul', priorConsul: true });
    const c = ctxOf(s, [], [2]);
    runPhase(c);
    const heir = c.s.senators['2'];
    expect(heir).toMatchObject({ faction: 0, inf: 5, pop: 0, knights: 0, office: null, priorConsul: false, where: { kind: 'rome' } });
    expect(c.s.factions[0].leader).toBe('2');
  });

  it('a governor\'s province returns to the Forum without a governor', () => {
    const s = bare();
    addSenator(s, 1, 0);
    addSenator(s, 6, 0, { where: { kind: 'governor', province: 'sicilia' } });
    s.provinces.sicilia = { id: 'sicilia', developed: false, governor: '6', term: 2, electedTurn: 1, blockedTurn: null };
    const c = ctxOf(s, [], [6]);
    runPhase(c);
    expect(c.s.provinces.sicilia.governor).toBeNull();
  });

  it('1.05.31: a statesman leaves the game; the family card under him follows the normal rules', () => {
    const s = bare();
    addSenator(s, 2, 0);
    const c0 = ctxOf(s);
    enterStatesman(c0, 0, '2A');
    expect(c0.s.senators['2'].statesman).toBe('2A');
    c0.s.forced.chits = [2];
    runPhase(c0);
    expect(c0.s.removed).toContain('statesman:2A');
    // He was Faction Leader: the Fabius family card stays as the new leader.
    expect(c0.s.senators['2']).toMatchObject({ statesman: null, familyCard: true, faction: 0 });
    expect(c0.s.factions[0].leader).toBe('2');
  });

  it('1.05.22: with both Gracchi in play a 25 kills one of them; the family card moves to the survivor', () => {
    const s = bare(3, 'mortality', 'gracchi');
    addSenator(s, 25, 0);
    addSenator(s, 1, 1);
    const c = ctxOf(s);
    enterStatesman(c, 0, '25A');
    enterStatesman(c, 1, '25B');
    expect(Object.values(c.s.senators).filter((x) => x.family === 25)).toHaveLength(2);
    c.s.forced.chits = [25];
    runPhase(c);
    const left = Object.values(c.s.senators).filter((x) => x.family === 25);
    expect(left).toHaveLength(1);
    expect(left[0].familyCard).toBe(true);
  });
});

describe('1.05.1 Imminent wars', () => {
  it('activate one per matching set, in set order, at the start of the turn', () => {
    const s = bare();
    const w = (card: string, status: 'inactive' | 'imminent' | 'active') => ({
      card, status, unprosecuted: false, navalVictory: false, leaders: [], turn: 1, waiting: false, revolt: false, usedNumbers: [], fought: { land: false, naval: false },
    });
    s.forum.wars = [w('war:1st-punic', 'active'), w('war:3rd-punic', 'imminent'), w('war:2nd-punic', 'imminent')];
    const c = ctxOf(s);
    activateImminent(c);
    expect(c.s.forum.wars.map((x) => [x.card, x.status])).toEqual([
      ['war:1st-punic', 'active'], ['war:3rd-punic', 'imminent'], ['war:2nd-punic', 'active'],
    ]);
  });
});
