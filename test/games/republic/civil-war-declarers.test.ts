/** 1.11.3: only one revolt; a later declarer with a stronger army replaces an earlier one. */
import { describe, expect, it } from 'vitest';
import { primaryRebel } from '../../../src/games/republic/civil-war';
import { REPUBLIC_ERRORS } from '../../../src/games/republic/errors';
import { top } from '../../../src/games/republic/registry';
import type { RepublicState } from '../../../src/games/republic/types';
import { addSenator, bare, ctxOf, play, refused, republic, runPhase } from './helpers';

const where = (s: RepublicState, at: string) => s.legions.filter((l) => l.at === at).length;

/**
 * Two victors: senator 1 (faction 0, HRAO, MIL 3) with legions 1-3 in army 1, and senator 3
 * (faction 1, MIL `mil3`) with legions 4-(3 + n3) in army 2. Faction 0 decides first.
 */
function twoVictors(n3: number, mil3: number): RepublicState {
  const s = bare(3, 'revolution');
  addSenator(s, 1, 0, { office: 'fieldConsul', mil: 3, where: { kind: 'army', army: 1 } });
  addSenator(s, 2, 0);
  addSenator(s, 3, 1, { office: 'romeConsul', mil: mil3, where: { kind: 'army', army: 2 } });
  addSenator(s, 4, 1);
  addSenator(s, 5, 2);
  s.senators['1'].office = 'dictator';
  s.armies = [
    { id: 1, commander: '1', masterOfHorse: null, war: 'war:1st-punic', seq: 0, deployedTurn: s.turn, reinforcedTurn: null, proconsul: false },
    { id: 2, commander: '3', masterOfHorse: null, war: 'war:1st-punic', seq: 1, deployedTurn: s.turn, reinforcedTurn: null, proconsul: false },
  ];
  s.nextArmy = 3;
  for (const l of s.legions) { l.at = 'pool'; l.veteran = false; l.allegiance = null; }
  for (const l of s.legions.slice(0, 3)) l.at = 'army:1';
  for (const l of s.legions.slice(3, 3 + n3)) l.at = 'army:2';
  s.combat = { queue: [], victors: ['1', '3'] };
  s.step = 'discard';
  const c = ctxOf(s);
  runPhase(c);
  return c.s;
}

/** Faction `seat` tests loyalty with every die a 6 and declares. */
function declare(s: RepublicState, seat: number, legions: number): RepublicState {
  s.forced.d6 = Array(legions).fill(6);
  s = play(s, seat, { type: 'testLoyalty', prepay: 0 });
  return play(s, seat, { type: 'revolt' });
}

describe('Several declarations in one Revolution Phase (1.11.3)', () => {
  it('the declaration waits for the other victors; a stronger later declarer becomes the Primary Rebel and the first lays down his command', () => {
    let s = twoVictors(5, 4);
    expect(top(s)).toMatchObject({ kind: 'civilWar', seat: 0, senator: '1' });
    s = declare(s, 0, 3);
    // Nothing has happened yet: the second victor is asked, and may still revolt.
    expect(primaryRebel(s)).toBeUndefined();
    expect(top(s)).toMatchObject({ kind: 'civilWar', seat: 1, senator: '3' });
    // 5 legions + MIL 4 = 9 beats 3 + 3 = 6.
    s = declare(s, 1, 5);
    expect(primaryRebel(s)?.id).toBe('3');
    expect(where(s, 'rebel')).toBe(5);
    expect(s.senators['1'].rebel).toBeNull();
    expect(s.senators['1'].where).toEqual({ kind: 'rome' });
    // The first keeps his office: he never revolted.
    expect(s.senators['1'].office).toBe('dictator');
    expect(where(s, 'active')).toBe(3);
  });

  it('a later declarer who is not stronger cannot revolt; the first becomes the Primary Rebel', () => {
    let s = twoVictors(2, 1);
    s = declare(s, 0, 3);
    s.forced.d6 = [6, 6];
    s = play(s, 1, { type: 'testLoyalty', prepay: 0 });
    // 2 + 1 = 3 is weaker than 6.
    expect(republic.legalActions(s, 1)).not.toContainEqual({ type: 'revolt' });
    expect(refused(s, 1, { type: 'revolt' })).toBe(REPUBLIC_ERRORS.notAllowed);
    s = play(s, 1, { type: 'layDown' });
    expect(primaryRebel(s)?.id).toBe('1');
    expect(where(s, 'rebel')).toBe(3);
  });

  it('an equal force does not replace the earlier declarer', () => {
    let s = twoVictors(3, 3);
    s = declare(s, 0, 3);
    s.forced.d6 = [6, 6, 6];
    s = play(s, 1, { type: 'testLoyalty', prepay: 0 });
    expect(republic.legalActions(s, 1)).not.toContainEqual({ type: 'revolt' });
  });
});
