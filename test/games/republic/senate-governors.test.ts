/** Governorships (1.09.5-1.09.54), after the Czech text stops (research §3.1), each test naming its section. */
import { describe, expect, it } from 'vitest';
import { top } from '../../../src/games/republic/registry';
import type { RepublicState } from '../../../src/games/republic/types';
import { addSenator, play, refused, republic } from './helpers';
import { afterConsuls, propose, vote } from './senate-table';

const vacantSicilia = (t: RepublicState) => {
  t.provinces.sicilia = { id: 'sicilia', developed: false, governor: null, term: 0, electedTurn: null, blockedTurn: null };
};

const proposals = (s: RepublicState) => republic.legalActions(s, top(s)!.seat)
  .filter((a) => a.type === 'propose').map((a) => (a as { proposal: { kind: string } }).proposal.kind);

describe('1.09.5 Governorships', () => {
  it('1.09.5 / 1.09.54: a vacant province is filled right after the prosecutions, before any other business; the winner leaves at once (1.09.16) for 3 turns', () => {
    let s = afterConsuls(vacantSicilia);
    expect(s.senate!.step).toBe('governors');
    expect(new Set(proposals(s))).toEqual(new Set(['governors']));
    expect(republic.legalActions(s, top(s)!.seat).some((a) => a.type === 'adjourn')).toBe(false);
    s = propose(s, { kind: 'governors', assignments: [{ province: 'sicilia', senator: '5' }] });
    s = vote(s);
    expect(s.senators['5'].where).toEqual({ kind: 'governor', province: 'sicilia' });
    expect(s.provinces.sicilia).toMatchObject({ governor: '5', term: 3, electedTurn: s.turn });
    expect(s.senate!.step).toBe('business');
  });

  it('1.09.5: holders of a major office cannot be proposed', () => {
    const s = afterConsuls(vacantSicilia);
    for (const id of ['1', '4', '7']) {
      expect(refused(s, top(s)!.seat, { type: 'propose', proposal: { kind: 'governors', assignments: [{ province: 'sicilia', senator: id }] } })).toBe('republic.error.badProposal');
    }
  });

  it('1.09.51: a senator back from a province this turn goes out again only with his faction\'s consent', () => {
    let s = afterConsuls((t) => { vacantSicilia(t); t.senators['8'].returnedTurn = t.turn; });
    s = propose(s, { kind: 'governors', assignments: [{ province: 'sicilia', senator: '8' }] });
    expect(top(s)).toMatchObject({ kind: 'consent', seat: 2 });
    s = play(s, 2, { type: 'consent', agree: false });
    expect(s.senators['8'].where).toEqual({ kind: 'rome' });
    expect(s.provinces.sicilia.governor).toBeNull();
  });

  it('1.09.52: a governor not elected this turn is recalled by electing his replacement, who gets a fresh term; one elected this turn cannot be', () => {
    let s = afterConsuls((t) => {
      t.provinces.sicilia = { id: 'sicilia', developed: false, governor: '9', term: 2, electedTurn: t.turn - 1, blockedTurn: null };
      t.senators['9'].where = { kind: 'governor', province: 'sicilia' };
    });
    expect(s.senate!.step).toBe('business');
    s = propose(s, { kind: 'governors', assignments: [{ province: 'sicilia', senator: '5' }] });
    s = vote(s);
    expect(s.senators['9']).toMatchObject({ where: { kind: 'rome' }, returnedTurn: s.turn });
    expect(s.provinces.sicilia).toMatchObject({ governor: '5', term: 3, electedTurn: s.turn });
    // Elected this turn: no recall now.
    expect(refused(s, top(s)!.seat, { type: 'propose', proposal: { kind: 'governors', assignments: [{ province: 'sicilia', senator: '6' }] } })).toBe('republic.error.badProposal');
  });

  it('1.09.53: an unaligned senator of the Forum may be governor: he leaves the Forum for his province', () => {
    let s = afterConsuls((t) => { vacantSicilia(t); addSenator(t, 12, null); });
    expect(s.senators['12'].where).toEqual({ kind: 'forum' });
    s = propose(s, { kind: 'governors', assignments: [{ province: 'sicilia', senator: '12' }] });
    s = vote(s);
    expect(s.senators['12']).toMatchObject({ faction: null, where: { kind: 'governor', province: 'sicilia' } });
  });
});
