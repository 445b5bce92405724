/** Barbarian Raids: an overrun province's governor may be killed or captured, and must then be ransomed. */
import { describe, expect, it } from 'vitest';
import { drawEvent, runEventHook } from '../../../src/games/republic/events/registry';
import { answer, settle } from '../../../src/games/republic/flow';
import { top } from '../../../src/games/republic/registry';
import type { RepublicState } from '../../../src/games/republic/types';
import { addSenator, bare, ctxOf } from './helpers';

/** Revenue Phase: Cornelius (1, seat 0, MIL 4) governs Gallia Cisalpina (frontier, developed). */
function frontier(): RepublicState {
  const s = bare(3, 'revenue');
  addSenator(s, 5, 1);
  addSenator(s, 2, 0);
  addSenator(s, 1, 0, { where: { kind: 'governor', province: 'gallia-cisalpina' }, inf: 5, talents: 0 });
  s.factions[0].treasury = 20;
  s.provinces['gallia-cisalpina'] = { id: 'gallia-cisalpina', developed: true, governor: '1', term: 3, electedTurn: 0, blockedTurn: null };
  return s;
}

describe('Barbarian Raids: captured governors', () => {
  it('his chit drawn last of two or more captures him; the province loses its governor', () => {
    // 2d6 2 + 3: overrun; the white die 2 draws 2 chits, his last.
    const c = ctxOf(frontier(), [2, 3], [10, 1]);
    drawEvent(c, 'event:barbarian-raids');
    runEventHook(c, 'revenueStart', {});
    expect(c.s.senators['1'].where).toEqual({ kind: 'captive', war: 'raid:gallia-cisalpina' });
    expect(c.s.provinces['gallia-cisalpina'].governor).toBeNull();
  });

  it('his chit drawn first kills him', () => {
    const c = ctxOf(frontier(), [2, 3], [1, 10]);
    drawEvent(c, 'event:barbarian-raids');
    runEventHook(c, 'revenueStart', {});
    expect(c.s.senators['1']).toBeUndefined();
  });

  it('a captive may be ransomed in the Revenue Phase; one still held when the Forum Phase begins dies', () => {
    const c = ctxOf(frontier(), [2, 3], [10, 1]);
    drawEvent(c, 'event:barbarian-raids');
    runEventHook(c, 'revenueStart', {});
    c.s.phase = 'forum';
    c.s.step = 'start';
    const unpaid = structuredClone(c.s);
    // Ransomed: back in Rome (the ransom is 2 x INF with the minimum of the table).
    const paid = ctxOf(c.s);
    paid.s.pending = [{ id: 99, kind: 'redistribute', seat: 0 } as never];
    answer(paid, { type: 'ransom', senator: '1' });
    expect(paid.s.senators['1'].where).toEqual({ kind: 'rome' });
    const left = ctxOf(unpaid);
    settle(left);
    expect(left.s.senators['1']).toBeUndefined();
    expect(top(left.s)).toBeDefined();
  });
});
