/** Illegal actions are refused with a stable code, change nothing, and leak nothing. */
import { describe, expect, it } from 'vitest';
import { caesar, resign, abandon } from '../../../src/games/caesar/index';
import { CAESAR_ERRORS } from '../../../src/games/caesar/errors';
import type { CaesarAction, CaesarState } from '../../../src/games/caesar/types';
import { act, blank, give, opts, put, bothShortOfSpace8 } from './helpers';

function refuse(s: CaesarState, side: number, action: CaesarAction): string {
  const before = structuredClone(s);
  const out = caesar.apply(s, side, action);
  expect(s).toEqual(before);
  if (out.ok) throw new Error('expected a refusal');
  expect(out.error.message.length).toBeGreaterThan(0);
  return out.error.code;
}

describe('illegal actions', () => {
  const s = give(blank(), 0, ['C01', 'C08']);
  s.spaces[3].placed = null;
  put(s, 'C13', 3, 'gallia');

  it('wrong turn, bad tokens, spaces, symbols and orientations', () => {
    expect(refuse(s, 1, { type: 'place', token: 'P01', space: 2, toward: 'gallia' })).toBe(CAESAR_ERRORS.notYourTurn);
    expect(refuse(s, 0, { type: 'place', token: 'C02', space: 2, toward: 'gallia' })).toBe(CAESAR_ERRORS.tokenNotInSupply);
    expect(refuse(s, 0, { type: 'place', token: 'P01', space: 2, toward: 'gallia' })).toBe(CAESAR_ERRORS.tokenNotInSupply);
    expect(refuse(s, 0, { type: 'place', token: 'C01', space: 30, toward: 'gallia' })).toBe(CAESAR_ERRORS.noSuchSpace);
    expect(refuse(s, 0, { type: 'place', token: 'C01', space: -1, toward: 'gallia' })).toBe(CAESAR_ERRORS.noSuchSpace);
    expect(refuse(s, 0, { type: 'place', token: 'C01', space: 3, toward: 'gallia' })).toBe(CAESAR_ERRORS.spaceTaken);
    expect(refuse(s, 0, { type: 'place', token: 'C01', space: 0, toward: 'hispania_citerior' })).toBe(CAESAR_ERRORS.symbolMismatch);
    expect(refuse(s, 0, { type: 'place', token: 'C01', space: 2, toward: 'italia' })).toBe(CAESAR_ERRORS.badOrientation);
    // A 3/3 token is given with the space's first province only (one legal orientation).
    expect(refuse(s, 0, { type: 'place', token: 'C08', space: 0, toward: 'hispania_citerior' })).toBe(CAESAR_ERRORS.badOrientation);
    expect(refuse(s, 0, { type: 'tactics', take: true })).toBe(CAESAR_ERRORS.noDecisionPending);
    expect(refuse(s, 0, { type: 'closureOrder', first: 'gallia' })).toBe(CAESAR_ERRORS.noDecisionPending);
  });

  it('an opponent token gives the same answer wherever it hides', () => {
    const a = caesar.apply(s, 0, { type: 'place', token: s.sides[1].supply[0], space: 2, toward: 'gallia' });
    const b = caesar.apply(s, 0, { type: 'place', token: s.sides[1].bag[0], space: 2, toward: 'gallia' });
    if (a.ok || b.ok) throw new Error('expected refusals');
    expect(a.error.code).toBe(b.error.code);
    expect(a.error.message.replace(s.sides[1].supply[0], 'X')).toBe(b.error.message.replace(s.sides[1].bag[0], 'X'));
  });

  it('a pending decision must be answered first, with one of its choices', () => {
    const t = blank(opts({ centurions: true }));
    put(t, 'C05', 0, 'hispania_ulterior');
    t.provinces.hispania_ulterior.bonus = 'centurion';
    give(t, 0, ['C09', 'C01']);
    const mid = act(t, 0, { type: 'place', token: 'C09', space: 1, toward: 'hispania_ulterior' }).state;
    expect(refuse(mid, 0, { type: 'place', token: 'C01', space: 2, toward: 'gallia' })).toBe(CAESAR_ERRORS.pendingDecision);
    expect(refuse(mid, 0, { type: 'tactics', take: true })).toBe(CAESAR_ERRORS.pendingDecision);
    expect(refuse(mid, 0, { type: 'centurion', token: 'P17' })).toBe(CAESAR_ERRORS.badCenturion);
    expect(refuse(mid, 1, { type: 'centurion', token: null })).toBe(CAESAR_ERRORS.notYourTurn);
  });

  it('a closure order names one of the two provinces', () => {
    const t = bothShortOfSpace8();
    give(t, 0, ['C11']);
    const mid = act(t, 0, { type: 'place', token: 'C11', space: 8, toward: 'sicilia' }).state;
    expect(refuse(mid, 0, { type: 'closureOrder', first: 'italia' })).toBe(CAESAR_ERRORS.badClosureChoice);
  });

  it('nothing is legal once the game is over; resign and abandon end it', () => {
    const r = resign(s, 0);
    expect(r.winner).toBe(1);
    expect(caesar.result(r)).toEqual({ ranks: [2, 1], winners: [1], reason: 'resigned' });
    expect(r.version).toBe(s.version + 1);
    expect(refuse(r, 0, { type: 'place', token: 'C01', space: 2, toward: 'gallia' })).toBe(CAESAR_ERRORS.gameOver);
    expect(caesar.legalActions(r, 0)).toEqual([]);
    const a = abandon(s);
    expect(caesar.result(a)).toEqual({ ranks: [1, 1], winners: [], reason: 'abandoned' });
    expect(a.winner).toBeNull();
    expect(resign(a, 1)).toBe(a);
    expect(s.endReason).toBeNull();
  });

  it('the human cannot act for Crassus', () => {
    const solo = caesar.setup(opts({}, { crassus: 0, difficulty: 'low' }), 'x');
    const a = caesar.legalActions(solo, 1)[0];
    expect(refuse(solo, 0, a)).toBe(CAESAR_ERRORS.notYourTurn);
    expect(caesar.legalActions(solo, 0)).toEqual([]);
  });

  it('parseAction rejects malformed actions', () => {
    expect(() => caesar.parseAction({ type: 'place', token: 'C01' })).toThrow();
    expect(() => caesar.parseAction({ type: 'dance' })).toThrow();
    expect(caesar.parseAction({ type: 'might', target: null })).toEqual({ type: 'might', target: null });
  });
});
