/** 1.12.3 The Rebel End Game: a rebel who has won must still save Rome from four active wars. */
import { describe, expect, it } from 'vitest';
import { rebelEndGame } from '../../../src/games/republic/rebel-end-game';
import { romeFalls } from '../../../src/games/republic/victory';
import type { RepublicState } from '../../../src/games/republic/types';
import { addSenator, bare, ctxOf } from './helpers';
import { war } from './senate-table';

/** Cornelius (1, seat 0, MIL 4) marches with `legions` legions; the wars in the Forum are active. */
function marching(legions: number, wars: string[]): RepublicState {
  const s = bare(3, 'combat');
  addSenator(s, 2, 0);
  addSenator(s, 5, 1);
  addSenator(s, 1, 0, { where: { kind: 'rebel' }, rebel: 'primary', mil: 4 });
  for (const l of s.legions) l.at = 'pool';
  for (const f of s.fleets) f.at = 'pool';
  for (const l of s.legions.slice(0, legions)) l.at = 'rebel';
  s.forum.wars = wars.map((w) => war(w));
  return s;
}

const FOUR = ['war:1st-gallic', 'war:2nd-illyrian', 'war:syrian', 'war:2nd-punic'];

describe('1.12.3 Rebel End Game', () => {
  it('with fewer than four active wars the rebel wins at once', () => {
    const c = ctxOf(marching(5, FOUR.slice(0, 3)));
    rebelEndGame(c, c.s.senators['1'], true);
    expect(c.s.ending).toEqual({ reason: 'rebel', winner: 0 });
  });

  it('with four he takes the Active Forces and must beat wars (weakest first) until fewer than four remain', () => {
    const s = marching(8, FOUR);
    for (const l of s.legions.slice(10, 12)) l.at = 'active';
    for (const f of s.fleets.slice(0, 2)) f.at = 'active';
    const c = ctxOf(s, [6, 6, 6]);
    rebelEndGame(c, c.s.senators['1'], true);
    // The 2nd Illyrian War (4) falls to 18 + 10 legions + MIL 4; it needed the 2 fleets he took.
    expect(c.events.find((e) => e.type === 'rebelEndGameBattle')).toMatchObject({ war: 'war:2nd-illyrian', result: 'victory', force: 10 });
    expect(c.s.forum.wars.map((w) => w.card)).not.toContain('war:2nd-illyrian');
    expect(c.s.ending).toEqual({ reason: 'rebel', winner: 0 });
  });

  it('anything but a Victory and Rome falls: everybody loses', () => {
    const c = ctxOf(marching(8, FOUR), [1, 1, 1]);
    for (const f of c.s.fleets.slice(0, 2)) f.at = 'active';
    rebelEndGame(c, c.s.senators['1'], true);
    // 3 + 8 + 4 - 4 = 11: a Stalemate.
    expect(c.events.find((e) => e.type === 'rebelEndGameBattle')).toMatchObject({ result: 'stalemate' });
    expect(c.s.ending).toEqual({ reason: 'fourWars', winner: null });
  });

  it('without the fleet support a war needs he cannot fight it, and Rome falls', () => {
    const c = ctxOf(marching(8, FOUR), [6, 6, 6]);
    rebelEndGame(c, c.s.senators['1'], true);
    expect(c.s.ending).toEqual({ reason: 'fourWars', winner: null });
  });

  it('dying in the last necessary battle: after his own civil-war win the revolt fails and play goes on', () => {
    const c = ctxOf(marching(8, FOUR), [2, 1, 3], [1, 20, 21, 22]);
    for (const f of c.s.fleets.slice(0, 2)) f.at = 'active';
    rebelEndGame(c, c.s.senators['1'], true);
    // 6 + 8 + 4 - 4 = 14: a Victory that costs 4 legions; his chit is among the 4 drawn.
    const b = c.events.find((e) => e.type === 'rebelEndGameBattle');
    expect(b).toMatchObject({ result: 'victory' });
    expect(c.s.senators['1']).toBeUndefined();
    expect(c.s.ending).toBeNull();
    expect(c.s.forum.wars).toHaveLength(3);
  });

  it('dying in the last necessary battle after bankruptcy or a People Revolt still wins', () => {
    const c = ctxOf(marching(8, FOUR), [2, 1, 3], [1, 20, 21, 22]);
    for (const f of c.s.fleets.slice(0, 2)) f.at = 'active';
    romeFalls(c, 'bankruptcy');
    expect(c.s.senators['1']).toBeUndefined();
    expect(c.s.ending).toEqual({ reason: 'rebel', winner: 0 });
  });
});
