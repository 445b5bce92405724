/**
 * A law played in the middle of the Senate Phase can change who presides
 * (1.09.12): with no official in Rome the senator with the most influence
 * presides, and the Julian Law costs each of its player's senators 1d6
 * influence. The Senate's pending question must move to the new Presiding
 * Magistrate at once.
 */
import { describe, expect, it } from 'vitest';
import { top } from '../../../src/games/republic/registry';
import { presidingMagistrate } from '../../../src/games/republic/phases/senate/core';
import type { RepublicState } from '../../../src/games/republic/types';
import { addSenator, bare, ctxOf, play, refused, republic, runPhase } from './helpers';
import { war } from './senate-table';

/** No officials in Rome: Cornelius (1, seat 0, INF 10) presides over Fabius (4, seat 1, INF 8) and Valerius (7, seat 2, INF 6). */
function leaderless(): RepublicState {
  const s = bare(3, 'senate', 'pm-change');
  addSenator(s, 1, 0, { inf: 10 });
  addSenator(s, 2, 0, { inf: 1 });
  addSenator(s, 4, 1, { inf: 8 });
  addSenator(s, 5, 1, { inf: 1 });
  addSenator(s, 7, 2, { inf: 6 });
  addSenator(s, 8, 2, { inf: 1 });
  s.forum.wars = [war('war:social')];
  s.factions[0].hand = ['law:julian'];
  const c = ctxOf(s);
  runPhase(c);
  return c.s;
}

describe('Ruling "1.09.12 A new Presiding Magistrate mid-Senate": a law that changes who presides', () => {
  it('the fixture: Cornelius presides and holds the floor', () => {
    const s = leaderless();
    expect(presidingMagistrate(s)?.id).toBe('1');
    expect(top(s)).toMatchObject({ kind: 'senateFloor', seat: 0 });
  });

  it('played by the presiding faction while it holds the floor, the floor passes to the new Presiding Magistrate', () => {
    let s = leaderless();
    s.forced.d6 = [6, 1];
    s = play(s, 0, { type: 'playLaw', card: 'law:julian' });
    expect(s.senators['1'].inf).toBe(4);
    expect(presidingMagistrate(s)?.id).toBe('4');
    expect(top(s)).toMatchObject({ kind: 'senateFloor', seat: 1 });
    expect(republic.activePlayers(s)[0]).toBe(1);
    // The old Presiding Magistrate's faction no longer conducts the Senate; the new one can.
    expect(republic.legalActions(s, 0).some((a) => a.type === 'propose')).toBe(false);
    expect(refused(s, 0, { type: 'propose', proposal: { kind: 'consuls', a: '4', b: '7' } })).toBeTruthy();
    s = play(s, 1, { type: 'propose', proposal: { kind: 'consuls', a: '1', b: '7' } });
    expect(s.senate!.floor.at(-1)).toMatchObject({ by: 1 });
  });

  it('played while another faction decides, the next call to vote comes from the new Presiding Magistrate', () => {
    let s = leaderless();
    s = play(s, 0, { type: 'propose', proposal: { kind: 'consuls', a: '4', b: '7' } });
    expect(top(s)).toMatchObject({ kind: 'callVoter', seat: 0 });
    s = play(s, 0, { type: 'call', seat: 1 });
    expect(top(s)).toMatchObject({ kind: 'vote', seat: 1 });
    s.forced.d6 = [6, 1];
    s = play(s, 0, { type: 'playLaw', card: 'law:julian' });
    expect(presidingMagistrate(s)?.id).toBe('4');
    expect(top(s)).toMatchObject({ kind: 'vote', seat: 1 });
    s = play(s, 1, { type: 'vote', choice: 'yea' });
    expect(top(s)).toMatchObject({ kind: 'callVoter', seat: 1 });
  });

  it('played by the presiding faction while it calls the voters, the call passes to the new Presiding Magistrate', () => {
    let s = leaderless();
    s = play(s, 0, { type: 'propose', proposal: { kind: 'consuls', a: '4', b: '7' } });
    expect(top(s)).toMatchObject({ kind: 'callVoter', seat: 0 });
    s.forced.d6 = [6, 1];
    s = play(s, 0, { type: 'playLaw', card: 'law:julian' });
    expect(top(s)).toMatchObject({ kind: 'callVoter', seat: 1 });
    expect(refused(s, 0, { type: 'call', seat: 2 })).toBeTruthy();
    s = play(s, 1, { type: 'call', seat: 2 });
    expect(top(s)).toMatchObject({ kind: 'vote', seat: 2 });
  });
});
