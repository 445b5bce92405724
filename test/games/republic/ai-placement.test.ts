/**
 * Where the AI puts one of its senators (ai/placement.ts): a governor under the Vatinian Law goes to his
 * province in person or rules through a Legate (decision `governorTravel`), and the faction receiving a
 * senator when Rome is repopulated from the Forum picks one (decision `repopulate`, 1.09.81). Before, both
 * took the first legal answer (always the Legate; always the most influential).
 */
import { describe, expect, it } from 'vitest';
import { chooseAction } from '../../../src/games/republic/ai';
import { persuasionRisk, recruitWorth, travelValue } from '../../../src/games/republic/ai/placement';
import { top } from '../../../src/games/republic/registry';
import type { ProvinceState, RepublicState, RepublicView, Senator } from '../../../src/games/republic/types';
import { addSenator, ctxOf, republic, runPhase } from './helpers';
import { afterConsuls, propose, seatRome, vote, war } from './senate-table';

const empty = (id: string): ProvinceState => ({ id, developed: false, governor: null, term: 0, electedTurn: null, blockedTurn: null });

/** The Vatinian Law in force; faction 0's senator 2 (no office) just elected governor of Macedonia. */
function travelTable(prep: (s: RepublicState) => void = () => {}): RepublicState {
  let s = afterConsuls((t) => {
    t.forum.laws = ['law:vatinian'];
    t.provinces.macedonia = empty('macedonia');
    prep(t);
  });
  s = propose(s, { kind: 'governors', assignments: [{ province: 'macedonia', senator: '2' }] });
  s = vote(s);
  expect(top(s)).toMatchObject({ kind: 'governorTravel', seat: 0, senator: '2', province: 'macedonia' });
  return s;
}

const ask = (s: RepublicState, seat: number, seed = 'placement') => chooseAction(republic.view(s, seat) as RepublicView, seat, seed);

describe('AI governor under the Vatinian Law (decision governorTravel)', () => {
  it('rules through a Legate and keeps his votes in Rome when nothing calls him to the province', () => {
    const s = travelTable();
    expect(travelValue(s, '2', 'macedonia')).toBeLessThan(0);
    expect(ask(s, 0)).toEqual({ type: 'governorTravel', inPerson: false });
  });

  it('goes in person to lead the defence of a province an active war attacks (2.02), when he is a soldier', () => {
    const s = travelTable((t) => {
      t.options.advanced.provincialWars = true;
      t.forum.wars = [war('war:1st-illyrian')];
      Object.assign(t.senators['2'], { mil: 5, ora: 1, knights: 0 });
    });
    expect(travelValue(s, '2', 'macedonia')).toBeGreaterThan(0);
    expect(ask(s, 0)).toEqual({ type: 'governorTravel', inPerson: true });
    // The same senator with no MIL adds nothing to the defence: he stays in Rome.
    const clerk = travelTable((t) => {
      t.options.advanced.provincialWars = true;
      t.forum.wars = [war('war:1st-illyrian')];
      Object.assign(t.senators['2'], { mil: 0, ora: 1, knights: 0 });
    });
    expect(ask(clerk, 0)).toEqual({ type: 'governorTravel', inPerson: false });
  });

  it('goes in person when a rival orator in Rome would likely persuade him away', () => {
    const risky = (t: RepublicState) => {
      // A valuable senator with no loyalty and no talents of his own; faction 1's orator has ORA 6 and INF 20.
      Object.assign(t.senators['2'], { ora: 1, knights: 0, inf: 9, mil: 0, loyalty: 0, talents: 0 });
      Object.assign(t.senators['5'], { ora: 6, inf: 20 });
    };
    const s = travelTable(risky);
    expect(persuasionRisk(s, s.senators['2'])).toBeGreaterThan(0.4);
    expect(ask(s, 0)).toEqual({ type: 'governorTravel', inPerson: true });
    // A Faction Leader cannot be persuaded (1.07.4): the risk is nil and he stays.
    const leader = travelTable((t) => { risky(t); t.factions[0].leader = '2'; });
    expect(persuasionRisk(leader, leader.senators['2'])).toBe(0);
    expect(ask(leader, 0)).toEqual({ type: 'governorTravel', inPerson: false });
  });

  it('answers the same from two states that differ only in another faction\'s hand and treasury', () => {
    const a = travelTable();
    const b = structuredClone(a);
    a.factions[1].hand = ['intrigue:assassin-49'];
    a.factions[1].treasury = 50;
    b.factions[2].treasury = 7;
    expect(ask(a, 0)).toEqual(ask(b, 0));
  });
});

/** Rome repopulated from the Forum (the Curia empty): faction 2 (fewest senators) receives; `forum` are its choices. */
function repopulateTable(forum: Partial<Senator>[], wars: string[] = []): RepublicState {
  const s = seatRome([[2, 0], [3, 0], [4, 1], [5, 1], [6, 1], [7, 2]]);
  s.curia.families = [];
  s.forum.wars = wars.map((c) => war(c));
  forum.forEach((over, i) => {
    const x = addSenator(s, 11 + i, 0, over);
    Object.assign(x, { faction: null, where: { kind: 'forum' } });
  });
  const c = ctxOf(s);
  runPhase(c);
  expect(top(c.s)).toMatchObject({ kind: 'repopulate', seat: 2 });
  return c.s;
}

describe('AI repopulating Rome from the Forum (decision repopulate, 1.09.81)', () => {
  it('takes the senator worth most to it, not the most influential one listed first', () => {
    // Senator 11: INF 5, nothing else; senator 12: INF 2 but ORA 4 and 3 knights (7 votes in every Senate vote).
    const s = repopulateTable([{ inf: 5, ora: 1, knights: 0, mil: 1 }, { inf: 2, ora: 4, knights: 3, mil: 1 }]);
    expect(republic.legalActions(s, 2)[0]).toEqual({ type: 'repopulate', senator: '11' });
    expect(recruitWorth(s, s.senators['12'])).toBeGreaterThan(recruitWorth(s, s.senators['11']));
    expect(ask(s, 2)).toEqual({ type: 'repopulate', senator: '12' });
  });

  it('prefers a soldier while wars are active, an orator in peace', () => {
    const soldier = { inf: 3, ora: 1, knights: 0, mil: 6 };
    const orator = { inf: 3, ora: 4, knights: 0, mil: 1 };
    expect(ask(repopulateTable([soldier, orator]), 2)).toEqual({ type: 'repopulate', senator: '12' });
    expect(ask(repopulateTable([soldier, orator], ['war:1st-gallic', 'war:syrian']), 2)).toEqual({ type: 'repopulate', senator: '11' });
  });

  it('keeps the listed order between senators of equal worth', () => {
    const s = repopulateTable([{ inf: 3, ora: 2, knights: 1, mil: 1 }, { inf: 3, ora: 2, knights: 1, mil: 1 }]);
    expect(ask(s, 2)).toEqual(republic.legalActions(s, 2)[0]);
  });
});
