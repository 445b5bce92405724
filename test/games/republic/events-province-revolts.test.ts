/** Provinces in revolt: Internal Disorder, Pretender Emerges / Pretender Victorious, and how such a revolt ends. */
import { describe, expect, it } from 'vitest';
import { drawEvent, runEventHook } from '../../../src/games/republic/events/registry';
import { defeatWar, findWar, isRevolt, warArrives, warStrength } from '../../../src/games/republic/wars';
import type { RepublicState } from '../../../src/games/republic/types';
import { addSenator, bare, cardCensus, ctxOf } from './helpers';

/** Sicilia (undeveloped, land 2) governed by Aemilius (2, seat 0, MIL 3) with `garrison` legions. */
function governed(garrison: number, phase: 'revenue' | 'forum' = 'forum'): RepublicState {
  const s = bare(3, phase);
  addSenator(s, 1, 0);
  addSenator(s, 5, 1);
  addSenator(s, 2, 0, { mil: 3, where: { kind: 'governor', province: 'sicilia' } });
  s.provinces.sicilia = { id: 'sicilia', developed: false, governor: '2', term: 3, electedTurn: 0, blockedTurn: null };
  for (const l of s.legions) l.at = 'pool';
  for (const l of s.legions.slice(0, garrison)) l.at = 'garrison:sicilia';
  return s;
}

const at = (s: RepublicState, where: string) => s.legions.filter((l) => l.at === where).length;

describe('A province in revolt', () => {
  it('Internal Disorder: a failed roll kills governor and garrison and puts the province in the Forum as an active revolt', () => {
    const c = ctxOf(governed(1, 'revenue'), [2]);
    drawEvent(c, 'event:internal-disorder');
    runEventHook(c, 'revenueStart', {});
    // 1d6 2 + 1 legion = 3, not over 4.
    expect(c.s.senators['2']).toBeUndefined();
    expect(c.s.provinces.sicilia).toBeUndefined();
    expect(at(c.s, 'garrison:sicilia')).toBe(0);
    const w = findWar(c.s, 'war:revolt:sicilia')!;
    expect(w).toMatchObject({ status: 'active', revolt: true });
    expect(isRevolt(c.s, w)).toBe(true);
    // The province's printed land strength; no fleets needed.
    expect(warStrength(c.s, w)).toEqual({ land: 2, naval: 0, fleetSupport: 0 });
  });

  it('when the revolt is defeated the province returns to the Forum undeveloped, without a governor, and no card is discarded', () => {
    const c = ctxOf(governed(0, 'revenue'), [1]);
    drawEvent(c, 'event:internal-disorder');
    runEventHook(c, 'revenueStart', {});
    const census = cardCensus(c.s).length;
    const treasury = c.s.treasury;
    defeatWar(c, 'war:revolt:sicilia', 'victory');
    expect(c.s.provinces.sicilia).toMatchObject({ developed: false, governor: null });
    expect(c.s.forum.wars).toEqual([]);
    expect(c.s.discard).not.toContain('war:revolt:sicilia');
    expect(cardCensus(c.s).length).toBe(census);
    expect(c.s.treasury).toBe(treasury);
  });

  it('New Alliance ends a province revolt completely (nothing goes back into the deck)', () => {
    const c = ctxOf(governed(0, 'revenue'), [1]);
    drawEvent(c, 'event:internal-disorder');
    runEventHook(c, 'revenueStart', {});
    drawEvent(c, 'event:new-alliance');
    runEventHook(c, 'endSenate', {});
    expect(c.s.forum.wars).toEqual([]);
    expect(c.s.deck).toEqual([]);
    expect(c.s.provinces.sicilia).toMatchObject({ governor: null });
  });
});

describe('event Pretender Emerges', () => {
  it('waits in the Forum until an active war card appears (not for an inactive one)', () => {
    const c = ctxOf(governed(2));
    drawEvent(c, 'event:pretender-emerges');
    warArrives(c, 'war:1st-punic');
    expect(c.s.provinces.sicilia.governor).toBe('2');
    expect(c.s.forum.events.map((e) => e.id)).toEqual(['event:pretender-emerges']);
  });

  it('light side: the governor wins the immediate battle and the province stays loyal; the card leaves', () => {
    const c = ctxOf(governed(2), [6, 6, 6]);
    drawEvent(c, 'event:pretender-emerges');
    warArrives(c, 'war:1st-gallic');
    // 18 + 2 legions + MIL 2 (capped by the legions) - 2 = 20: Victory without losses.
    expect(c.events.find((e) => e.type === 'pretenderBattle')).toMatchObject({ total: 20, result: 'victory' });
    expect(c.s.provinces.sicilia.governor).toBe('2');
    expect(at(c.s, 'garrison:sicilia')).toBe(2);
    expect(c.s.forum.events).toEqual([]);
  });

  it('light side: any other result kills the governor; surviving legions return to Rome; the province revolts', () => {
    const c = ctxOf(governed(4), [2, 2, 2]);
    drawEvent(c, 'event:pretender-emerges');
    warArrives(c, 'war:1st-gallic');
    // 6 + 4 + 3 - 2 = 11: Stalemate, 2 legions lost.
    expect(c.events.find((e) => e.type === 'pretenderBattle')).toMatchObject({ total: 11, result: 'stalemate' });
    expect(c.s.senators['2']).toBeUndefined();
    expect(at(c.s, 'active')).toBe(2);
    expect(at(c.s, 'garrison:sicilia')).toBe(0);
    expect(c.s.provinces.sicilia).toBeUndefined();
    expect(findWar(c.s, 'war:revolt:sicilia')).toMatchObject({ status: 'active' });
    expect(c.s.forum.events).toEqual([]);
  });

  it('dark side (Pretender Victorious): governor and garrison die outright and the province revolts', () => {
    const c = ctxOf(governed(3));
    drawEvent(c, 'event:pretender-emerges');
    drawEvent(c, 'event:pretender-emerges');
    warArrives(c, 'war:1st-gallic');
    expect(c.s.senators['2']).toBeUndefined();
    expect(at(c.s, 'garrison:sicilia') + at(c.s, 'active')).toBe(0);
    expect(findWar(c.s, 'war:revolt:sicilia')).toBeDefined();
  });

  it('a vacant province cannot be chosen: with none governed the card keeps waiting', () => {
    const s = governed(0);
    s.provinces.sicilia.governor = null;
    s.senators['2'].where = { kind: 'rome' };
    const c = ctxOf(s);
    drawEvent(c, 'event:pretender-emerges');
    warArrives(c, 'war:1st-gallic');
    expect(c.s.provinces.sicilia).toBeDefined();
    expect(c.s.forum.events.map((e) => e.id)).toEqual(['event:pretender-emerges']);
  });
});
