import { describe, expect, it } from 'vitest';
import { enterStatesman } from '../../../src/games/republic/senators';
import { answer, settle } from '../../../src/games/republic/flow';
import { top } from '../../../src/games/republic/registry';
import type { Ctx } from '../../../src/games/republic/ctx';
import type { RepublicAction } from '../../../src/games/republic/types';
import { addSenator, bare, ctxOf, play, refused, runPhase, sumMoney } from './helpers';

/** Answers decisions of the given kinds with the first legal answer until another kind is on top. */
function passKinds(c: Ctx, kinds: string[]): void {
  for (let i = 0; i < 200; i++) {
    const d = top(c.s);
    if (!d || !kinds.includes(d.kind)) return;
    answer(c, { type: 'done' } as RepublicAction);
    settle(c);
  }
}

describe('1.06.1 Personal revenue', () => {
  it('pays the Faction Leader 3T, every other aligned senator 1T, plus knights and concessions (1.06.11, 1.06.12)', () => {
    const s = bare(3, 'revenue');
    addSenator(s, 1, 0);
    addSenator(s, 2, 0, { knights: 2, concessions: [{ card: 'concession:harbor-fees', corrupt: false }] });
    addSenator(s, 3, null);
    const c = ctxOf(s);
    runPhase(c);
    expect(c.s.senators['1'].talents).toBe(3);
    expect(c.s.senators['2'].talents).toBe(1 + 2 + 3);
    expect(c.s.senators['2'].concessions[0].corrupt).toBe(true);
    expect(c.s.senators['3'].talents).toBe(0);
  });

  it('Crassus doubles his base and concession income, not his knights', () => {
    const s = bare(3, 'revenue');
    addSenator(s, 1, 0);
    addSenator(s, 29, 0, { knights: 1, concessions: [{ card: 'concession:mining', corrupt: false }] });
    const c0 = ctxOf(s);
    enterStatesman(c0, 0, '29A');
    runPhase(c0);
    expect(c0.s.senators['29'].talents).toBe(2 * 1 + 1 + 2 * 3);
  });

  it('a captive earns nothing', () => {
    const s = bare(3, 'revenue');
    addSenator(s, 1, 0, { where: { kind: 'captive', war: 'war:1st-punic' } });
    const c = ctxOf(s);
    runPhase(c);
    expect(c.s.senators['1'].talents).toBe(0);
  });
});

describe('1.06.13 Provincial spoils (worked example: Hispania Ulterior)', () => {
  it('an undeveloped Hispania Ulterior rolling 2 yields -1: the governor pays nothing, the State pays 1 at Debits', () => {
    const s = bare(3, 'revenue');
    addSenator(s, 1, 0);
    addSenator(s, 6, 0, { where: { kind: 'governor', province: 'hispania-ulterior' } });
    s.provinces['hispania-ulterior'] = { id: 'hispania-ulterior', developed: false, governor: '6', term: 3, electedTurn: 0, blockedTurn: null };
    // Dice: spoils 2; development 1; taxes (-1d6-1) 3.
    const c = ctxOf(s, [2, 1, 3]);
    runPhase(c);
    expect(top(c.s)).toMatchObject({ kind: 'spoils', seat: 0, province: 'hispania-ulterior' });
    answer(c, { type: 'spoils', take: true });
    settle(c);
    expect(c.s.senators['6'].corrupt).toBe(true);
    expect(c.s.senators['6'].talents).toBe(1);
    expect(c.s.turnFlags.debts).toBe(1);
    passKinds(c, ['redistribute', 'contribute']);
    // 100 + 100 annual - 4 taxes - 8 for four legions - 1 covered spoils.
    expect(c.s.treasury).toBe(187);
    expect(c.s.turnFlags.debts).toBe(0);
  });
});

describe('1.06.4 Development', () => {
  it('an honest governor develops on 5+1; he gains 3 influence', () => {
    const s = bare(3, 'revenue');
    addSenator(s, 1, 0);
    addSenator(s, 6, 0, { where: { kind: 'governor', province: 'sicilia' } });
    s.provinces.sicilia = { id: 'sicilia', developed: false, governor: '6', term: 3, electedTurn: 0, blockedTurn: null };
    const c = ctxOf(s, [5, 3]);
    runPhase(c);
    answer(c, { type: 'spoils', take: false });
    settle(c);
    passKinds(c, ['redistribute']);
    expect(c.s.provinces.sicilia.developed).toBe(true);
    expect(c.s.senators['6'].inf).toBe(4 + 3);
  });

  it('a corrupt governor needs a natural 6', () => {
    const s = bare(3, 'revenue');
    addSenator(s, 1, 0);
    addSenator(s, 6, 0, { where: { kind: 'governor', province: 'sicilia' } });
    s.provinces.sicilia = { id: 'sicilia', developed: false, governor: '6', term: 3, electedTurn: 0, blockedTurn: null };
    const c = ctxOf(s, [4, 5, 3]);
    runPhase(c);
    answer(c, { type: 'spoils', take: true });
    settle(c);
    passKinds(c, ['redistribute']);
    expect(c.s.provinces.sicilia.developed).toBe(false);
  });
});

describe('1.06.5 State revenue, contributions and debits', () => {
  it('contributions buy influence: 10T +1, 25T +3, 50T +7 (1.06.52)', () => {
    const s = bare(3, 'revenue');
    addSenator(s, 1, 0, { talents: 60 });
    const c = ctxOf(s);
    runPhase(c);
    passKinds(c, ['redistribute']);
    expect(top(c.s)).toMatchObject({ kind: 'contribute', seat: 0 });
    answer(c, { type: 'contribute', senator: '1', amount: 25 });
    settle(c);
    expect(c.s.senators['1'].inf).toBe(5 + 3);
    answer(c, { type: 'contribute', senator: '1', amount: 12 });
    settle(c);
    expect(c.s.senators['1'].inf).toBe(5 + 3 + 1);
  });

  it('debits 20T per active war, land bills (1.09.622) and 2T per unit (1.06.53); type I bills are paid once', () => {
    const s = bare(3, 'revenue');
    addSenator(s, 1, 0);
    s.forum.wars = [{ card: 'war:1st-gallic', status: 'active', unprosecuted: true, navalVictory: false, leaders: [], turn: 0, waiting: false, revolt: false, usedNumbers: [], fought: { land: false, naval: false } }];
    s.landBills = { I: 1, II: 1, III: 0 };
    s.fleets[0].at = 'active';
    const c = ctxOf(s);
    runPhase(c);
    passKinds(c, ['redistribute', 'contribute']);
    expect(c.s.treasury).toBe(100 + 100 - 20 - 20 - 5 - 2 * 5);
    expect(c.s.landBills).toEqual({ I: 0, II: 1, III: 0 });
  });

  it('a State that cannot pay goes bankrupt and everyone loses (1.12.1)', () => {
    const s = bare(3, 'revenue');
    addSenator(s, 1, 0);
    s.treasury = -95;
    const c = ctxOf(s);
    runPhase(c);
    passKinds(c, ['redistribute', 'contribute']);
    expect(c.s.ending).toEqual({ reason: 'bankruptcy', winner: null });
  });
});

describe('1.06.3 / 1.04.6 Redistribution and transfers between players', () => {
  it('moves talents between a senator and the faction treasury, and to another player\'s treasury (example 1.04.3)', () => {
    const s = bare(3, 'revenue');
    addSenator(s, 1, 0, { talents: 20 });
    addSenator(s, 2, 1);
    const c = ctxOf(s);
    runPhase(c);
    const total = sumMoney(c.s);
    expect(top(c.s)!.kind).toBe('redistribute');
    let st = c.s;
    const seat = top(st)!.seat;
    expect(seat).toBe(0);
    st = play(st, 0, { type: 'transfer', from: { senator: '1' }, to: { faction: 1 }, amount: 15 });
    expect(st.factions[1].treasury).toBe(15);
    expect(st.senators['1'].talents).toBe(8);
    expect(refused(st, 0, { type: 'transfer', from: { senator: '2' }, to: { faction: 0 }, amount: 1 })).toBe('republic.error.notYourSenator');
    expect(refused(st, 0, { type: 'transfer', from: { senator: '1' }, to: { senator: '2' }, amount: 1 })).toBe('republic.error.badTarget');
    expect(sumMoney(st)).toBe(total);
  });
});

describe('1.06.6 Returning governors', () => {
  it('1.09.51: a governor whose term runs out comes back to Rome with his Corrupt marker; the province goes to the Forum', () => {
    const s = bare(3, 'revenue');
    addSenator(s, 1, 0);
    addSenator(s, 6, 0, { where: { kind: 'governor', province: 'sicilia' } });
    s.provinces.sicilia = { id: 'sicilia', developed: true, governor: '6', term: 1, electedTurn: 0, blockedTurn: null };
    const c = ctxOf(s, [3, 3]);
    runPhase(c);
    answer(c, { type: 'spoils', take: true });
    settle(c);
    passKinds(c, ['redistribute', 'contribute']);
    expect(c.s.senators['6']).toMatchObject({ where: { kind: 'rome' }, corrupt: true, returnedTurn: c.s.turn });
    expect(c.s.provinces.sicilia.governor).toBeNull();
  });
});
