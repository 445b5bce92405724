import { describe, expect, it } from 'vitest';
import { drawEvent } from '../../../src/games/republic/events/registry';
import { addSenator, bare, ctxOf, runPhase } from './helpers';

function war(card: string, over: object = {}) {
  return { card, status: 'active' as const, unprosecuted: false, navalVictory: false, leaders: [], turn: 0, waiting: false, revolt: false, usedNumbers: [], fought: { land: false, naval: false }, ...over };
}

describe('1.08.1 Unrest', () => {
  it('example 1.08.12: an unprosecuted drought war and two drought events raise unrest by 4 before the speech', () => {
    const s = bare(3, 'population');
    addSenator(s, 1, 0, { office: 'romeConsul' });
    s.forum.wars = [war('war:1st-illyrian', { unprosecuted: true })];
    const c = ctxOf(s);
    drawEvent(c, 'event:drought');
    drawEvent(c, 'event:drought');
    c.s.forced.d6 = [4, 4, 5];
    runPhase(c);
    expect(c.events.find((e) => e.type === 'unrest')).toMatchObject({ unprosecuted: 1, droughts: 3, unrest: 4 });
    // 13 - 4 + 0 = 9 on the Population table: +2.
    expect(c.events.find((e) => e.type === 'stateOfTheRepublic')).toMatchObject({ total: 9, unrest: 2 });
  });
});

describe('1.08.2 State of the Republic', () => {
  it('adds the HRAO\'s popularity and subtracts unrest; 16 lowers unrest by 1', () => {
    const s = bare(3, 'population');
    addSenator(s, 1, 0, { office: 'romeConsul', pop: 3 });
    s.unrest = 2;
    const c = ctxOf(s, [5, 5, 5]);
    runPhase(c);
    expect(c.events.find((e) => e.type === 'stateOfTheRepublic')).toMatchObject({ total: 16, unrest: -1 });
  });

  it('a low result brings a Manpower Shortage and No Recruitment', () => {
    const s = bare(3, 'population');
    addSenator(s, 1, 0, { office: 'romeConsul' });
    s.unrest = 4;
    const c = ctxOf(s, [3, 2, 2]);
    runPhase(c);
    // 7 - 4 = 3: +5 unrest and a Manpower Shortage.
    expect(c.s.forum.events.find((e) => e.id === 'event:manpower-shortage')).toBeDefined();
    const c2 = ctxOf(s, [1, 1, 4]);
    runPhase(c2);
    // 6 - 4 = 2: No Recruitment this turn.
    expect(c2.s.turnFlags.noRecruitment).toBe(true);
  });

  it('1.08.2 Mob: a Mob draws six chits against the senators in Rome', () => {
    const s = bare(3, 'population');
    addSenator(s, 1, 0, { office: 'romeConsul' });
    addSenator(s, 4, 1);
    addSenator(s, 2, 1);
    addSenator(s, 3, 1, { where: { kind: 'governor', province: 'sicilia' } });
    s.unrest = 6;
    // 3 - 6 + 4 = 1: Mob; chits 2, 3, blanks.
    const c = ctxOf(s, [1, 1, 1], [2, 3, 0, 0, 0, 0]);
    c.s.unrest = 6;
    c.s.senators['1'].pop = 4;
    runPhase(c);
    const dead = c.events.filter((e) => e.type === 'senatorDies').map((e) => e.senator);
    expect(dead).toEqual(['2']);
  });

  it('a result below 0 is People Revolt: Rome falls', () => {
    const s = bare(3, 'population');
    addSenator(s, 1, 0, { office: 'romeConsul' });
    s.unrest = 10;
    const c = ctxOf(s, [2, 2, 2]);
    runPhase(c);
    expect(c.s.ending).toEqual({ reason: 'peopleRevolt', winner: null });
  });
});
