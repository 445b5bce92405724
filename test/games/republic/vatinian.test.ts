/** The Vatinian Law (card 158; notes to 1.13): governors ruling through a Legate. */
import { describe, expect, it } from 'vitest';
import { translator } from '../../../src/i18n';
import { actionLabel } from '../../../src/games/republic/discord/text';
import { drawEvent, runEventHook } from '../../../src/games/republic/events/registry';
import { top } from '../../../src/games/republic/registry';
import { killSenator } from '../../../src/games/republic/senators';
import { ruledByLegate } from '../../../src/games/republic/cards/vatinian';
import { endProsecutions, reasons } from '../../../src/games/republic/phases/senate/proposals/prosecution';
import { newSenateState } from '../../../src/games/republic/phases/senate/core';
import type { ProvinceState, RepublicState } from '../../../src/games/republic/types';
import { addSenator, bare, ctxOf, passUntil, play, republic, runPhase } from './helpers';
import { afterConsuls, propose, vote } from './senate-table';
import { revolt, victorAtRevolution } from './rebel-fixture';

const empty = (id: string): ProvinceState => ({ id, developed: false, governor: null, term: 0, electedTurn: null, blockedTurn: null });

function withProvinces(laws: string[]): RepublicState {
  return afterConsuls((t) => {
    t.forum.laws = laws;
    t.provinces.sicilia = empty('sicilia');
    t.provinces.sardinia = empty('sardinia');
  });
}

describe('Vatinian Law: governing through a Legate', () => {
  it('without the law a Consul cannot be a governor, and a governor leaves Rome', () => {
    let s = withProvinces([]);
    expect(s.senate!.step).toBe('governors');
    const offered = republic.legalActions(s, top(s)!.seat).filter((a) => a.type === 'propose');
    expect(JSON.stringify(offered)).not.toContain('"senator":"4"');
    s = propose(s, { kind: 'governors', assignments: [{ province: 'sicilia', senator: '2' }] });
    s = vote(s);
    expect(s.senators['2'].where).toEqual({ kind: 'governor', province: 'sicilia' });
  });

  it('with the law the Rome Consul may govern, stays in Rome with his votes and office, and may govern two provinces', () => {
    let s = withProvinces(['law:vatinian']);
    const offered = republic.legalActions(s, top(s)!.seat).filter((a) => a.type === 'propose');
    expect(JSON.stringify(offered)).toContain('"senator":"4"');
    s = propose(s, { kind: 'governors', assignments: [{ province: 'sicilia', senator: '4' }] });
    s = vote(s);
    expect(s.provinces.sicilia).toMatchObject({ governor: '4', term: 3 });
    expect(s.senators['4']).toMatchObject({ where: { kind: 'rome' }, office: 'romeConsul' });
    expect(ruledByLegate(s, s.provinces.sicilia)).toBe(true);
    // Still in Rome: he may take a second province through another Legate.
    s = propose(s, { kind: 'governors', assignments: [{ province: 'sardinia', senator: '4' }] });
    s = vote(s);
    expect(s.provinces.sardinia.governor).toBe('4');
  });

  it('an aligned governor without an office is asked: through a Legate (the first answer, he stays in Rome) or in person', () => {
    let s = withProvinces(['law:vatinian']);
    s = propose(s, { kind: 'governors', assignments: [{ province: 'sicilia', senator: '2' }] });
    s = vote(s);
    expect(top(s)).toMatchObject({ kind: 'governorTravel', seat: 0, senator: '2', province: 'sicilia' });
    expect(republic.legalActions(s, 0)).toEqual([{ type: 'governorTravel', inPerson: false }, { type: 'governorTravel', inPerson: true }]);
    const legate = play(s, 0, { type: 'governorTravel', inPerson: false });
    expect(legate.senators['2'].where).toEqual({ kind: 'rome' });
    expect(ruledByLegate(legate, legate.provinces.sicilia)).toBe(true);
    const there = play(s, 0, { type: 'governorTravel', inPerson: true });
    expect(there.senators['2'].where).toEqual({ kind: 'governor', province: 'sicilia' });
    expect(ruledByLegate(there, there.provinces.sicilia)).toBe(false);
    // He went in person: he cannot be given another province (he is no longer in Rome).
    const offered = republic.legalActions(there, top(there)!.seat).filter((a) => a.type === 'propose');
    expect(JSON.stringify(offered)).not.toContain('"senator":"2"');
  });

  it('the two answers read differently on the table, in every language', () => {
    for (const locale of ['en', 'cs', 'ro', 'ko']) {
      const t = translator(locale);
      const legate = actionLabel({ type: 'governorTravel', inPerson: false }, t, null, null);
      const there = actionLabel({ type: 'governorTravel', inPerson: true }, t, null, null);
      expect(legate).not.toBe(there);
      expect(there).not.toContain('governorTravel');
    }
  });

  it('an office holder governs only through a Legate: he is never asked (1.13.1)', () => {
    let s = withProvinces(['law:vatinian']);
    s = propose(s, { kind: 'governors', assignments: [{ province: 'sicilia', senator: '4' }] });
    s = vote(s);
    expect(s.pending.some((d) => d.kind === 'governorTravel')).toBe(false);
    expect(s.senators['4'].where).toEqual({ kind: 'rome' });
  });

  it('his death empties every province he governs through Legates', () => {
    const s = withProvinces(['law:vatinian']);
    s.provinces.sicilia.governor = '4';
    s.provinces.sardinia.governor = '4';
    const c = ctxOf(s);
    killSenator(c, '4', 'test');
    expect(c.s.provinces.sicilia.governor).toBeNull();
    expect(c.s.provinces.sardinia.governor).toBeNull();
  });
});

/** Revenue Phase: Cornelius (1, seat 0, MIL 4) governs Gallia Cisalpina (frontier, developed) from Rome. */
function legateFrontier(): RepublicState {
  const s = bare(3, 'revenue');
  s.forum.laws = ['law:vatinian'];
  addSenator(s, 5, 1);
  addSenator(s, 2, 0);
  addSenator(s, 1, 0, { where: { kind: 'rome' }, inf: 5, talents: 0 });
  s.factions[0].treasury = 20;
  s.provinces['gallia-cisalpina'] = { id: 'gallia-cisalpina', developed: true, governor: '1', term: 3, electedTurn: 0, blockedTurn: null };
  return s;
}

describe('Vatinian Law in the provinces', () => {
  it('the governor in Rome adds no MIL against Barbarian Raids, and the barbarians cannot reach him', () => {
    // 2d6 5 + 4 + land strength, with no MIL: with Cornelius's MIL 4 the same roll would be repelled.
    const c = ctxOf(legateFrontier(), [2, 3], [1, 10]);
    drawEvent(c, 'event:barbarian-raids');
    runEventHook(c, 'revenueStart', {});
    expect(c.s.provinces['gallia-cisalpina'].blockedTurn).toBe(c.s.turn);
    expect(c.s.senators['1']).toMatchObject({ where: { kind: 'rome' } });
    expect(c.s.provinces['gallia-cisalpina'].governor).toBe('1');
  });

  it('he is treated as present for revenue: spoils are offered to his faction', () => {
    const s = legateFrontier();
    const c = ctxOf(s);
    runPhase(c);
    const d = top(c.s);
    expect(d).toMatchObject({ kind: 'spoils', seat: 0, province: 'gallia-cisalpina' });
    const after = play(c.s, 0, { type: 'spoils', take: true });
    expect(after.senators['1'].corrupt).toBe(true);
  });
});

describe('Vatinian Law: a Legate\'s spoils, one charge per province (1.13.1)', () => {
  /** Cornelius also rules Sicilia (undeveloped) through a Legate; the spoils of both are offered. */
  function twoProvinces(take: Record<string, boolean>) {
    const s = legateFrontier();
    s.provinces.sicilia = { ...empty('sicilia'), governor: '1', term: 3, electedTurn: 0 };
    const c = ctxOf(s);
    runPhase(c);
    let t = c.s;
    for (let i = 0; i < 2; i++) {
      const d = top(t)!;
      expect(d.kind).toBe('spoils');
      t = play(t, 0, { type: 'spoils', take: take[(d as { province: string }).province] ?? false });
    }
    return t;
  }

  it('taking the spoils of two provinces makes him liable to one minor prosecution for each; the charges go with the markers', () => {
    const t = twoProvinces({ sicilia: true, 'gallia-cisalpina': true });
    expect(reasons(t.senators['1'])).toEqual(['corrupt:gallia-cisalpina', 'corrupt:sicilia']);
    t.senate = newSenateState();
    const c = ctxOf(t);
    endProsecutions(c);
    expect(reasons(c.s.senators['1'])).toEqual([]);
    expect(c.s.senators['1'].legateSpoils).toBeUndefined();
  });

  it('a province whose spoils he left keeps its development bonus', () => {
    // Every die a 5: Sicilia develops on 5 + 1 (its spoils untouched) = 6, though Gallia Cisalpina's were taken.
    let t = twoProvinces({ 'gallia-cisalpina': true });
    expect(reasons(t.senators['1'])).toEqual(['corrupt:gallia-cisalpina']);
    t.forced.d6 = Array(40).fill(5);
    // The development rolls come after the redistribution.
    t = passUntil(t, (x) => x.step === 'contributions');
    expect(t.provinces.sicilia.developed).toBe(true);
  });

  it('the charge reads with the province\'s name on the table', () => {
    const label = actionLabel({ type: 'propose', proposal: { kind: 'prosecution', accused: '1', reason: 'corrupt:sicilia', prosecutor: '2' } } as never, translator('en'), null, null);
    expect(label).not.toContain('corrupt:sicilia');
  });
});

describe('Vatinian Law: rebels and the end of the term', () => {
  /** Cornelius (1), the Field Consul, wins with 2 legions and governs Sicilia through a Legate. */
  function legateVictor(rebelGovernors: boolean): RepublicState {
    const s = bare(3, 'revolution');
    s.forum.laws = ['law:vatinian'];
    s.options.advanced.provincialWars = rebelGovernors;
    s.options.advanced.rebelGovernors = rebelGovernors;
    addSenator(s, 1, 0, { office: 'fieldConsul', mil: 4, where: { kind: 'army', army: 1 } });
    addSenator(s, 2, 0);
    addSenator(s, 3, 1);
    addSenator(s, 4, 2);
    s.provinces.sicilia = { ...empty('sicilia'), governor: '1', term: 2, electedTurn: 0 };
    return victorAtRevolution(s, '1', 2);
  }

  it('1.11.32 rebels keep their provinces: under 2.03 a commander who rebels keeps only the province he is in, so those of his Legates fall vacant', () => {
    const t = revolt(legateVictor(true), 0);
    expect(t.senators['1'].rebel).toBe('primary');
    expect(t.provinces.sicilia.governor).toBeNull();
  });

  it('1.11.32 rebels keep their provinces: in the basic game a commander who rebels keeps his Legates\' provinces (1.11.33: every office but governorships goes)', () => {
    const t = revolt(legateVictor(false), 0);
    expect(t.senators['1']).toMatchObject({ rebel: 'primary', office: null, where: { kind: 'rebel' } });
    expect(t.provinces.sicilia).toMatchObject({ governor: '1', term: 2 });
  });
});
