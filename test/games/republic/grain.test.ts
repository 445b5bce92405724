/** Grain concessions (Aegyptian Grain, Sicilian Grain): selling grain dear in a drought (1.06.12), and the wars that destroy them. */
import { describe, expect, it } from 'vitest';
import { top } from '../../../src/games/republic/registry';
import { warArrives } from '../../../src/games/republic/wars';
import type { RepublicState } from '../../../src/games/republic/types';
import { addSenator, bare, ctxOf, play, runPhase, sumMoney } from './helpers';
import { actionLabel } from '../../../src/games/republic/discord/text';
import { en } from '../../../src/games/republic/locales/en';

/** Revenue Phase: senator 2 (faction 0) holds `card`; `droughts` drought events in play. */
function revenue(card: string, droughts: number, over: object = {}): RepublicState {
  const s = bare(3, 'revenue');
  addSenator(s, 1, 0);
  addSenator(s, 2, 0, { pop: 3, concessions: [{ card, corrupt: false }], ...over });
  addSenator(s, 4, 1);
  if (droughts > 0) s.forum.events = [{ id: 'event:drought', level: droughts > 1 ? 2 : 1, count: droughts, turn: 0 }];
  const c = ctxOf(s);
  runPhase(c);
  return c.s;
}

describe('1.06.12 grain concessions in a drought', () => {
  it('Sicilian Grain in a drought: the holder may take its income twice for 2 POP', () => {
    let s = revenue('concession:sicilian-grain', 1);
    expect(top(s)).toMatchObject({ kind: 'grain', seat: 0, senator: '2', concession: 'concession:sicilian-grain' });
    expect(s.senators['2'].talents).toBe(1 + 4);
    const money = sumMoney(s);
    s = play(s, 0, { type: 'grain', milk: true });
    expect(s.senators['2']).toMatchObject({ talents: 1 + 4 + 4, pop: 1 });
    expect(sumMoney(s)).toBe(money);
  });

  it('Aegyptian Grain with two drought effects: three times its income for 3 POP, even down to -9', () => {
    let s = revenue('concession:aegyptian-grain', 2, { pop: -8 });
    s = play(s, 0, { type: 'grain', milk: true });
    expect(s.senators['2']).toMatchObject({ talents: 1 + 5 * 3, pop: -9 });
  });

  it('a drought war counts as a drought effect; declining changes nothing', () => {
    const s = bare(3, 'revenue');
    addSenator(s, 1, 0);
    addSenator(s, 2, 0, { pop: 3, concessions: [{ card: 'concession:sicilian-grain', corrupt: false }] });
    s.forum.wars = [{ card: 'war:1st-illyrian', status: 'inactive', unprosecuted: false, navalVictory: false, leaders: [], turn: 0, waiting: false, revolt: false, usedNumbers: [], fought: { land: false, naval: false } }];
    const c = ctxOf(s);
    runPhase(c);
    expect(top(c.s)).toMatchObject({ kind: 'grain', senator: '2' });
    const after = play(c.s, 0, { type: 'grain', milk: false });
    expect(after.senators['2']).toMatchObject({ talents: 1 + 4, pop: 3 });
    expect(top(after)?.kind).not.toBe('grain');
  });

  it('without a drought nobody is asked', () => {
    const s = revenue('concession:sicilian-grain', 0);
    expect(top(s)?.kind).not.toBe('grain');
    expect(s.senators['2'].talents).toBe(1 + 4);
  });

  it('the two answers read differently at the table', () => {
    const t = (k: string) => String(k.split('.').reduce<unknown>((o, x) => (o as Record<string, unknown>)[x], en));
    const no = actionLabel({ type: 'grain', milk: false }, t as never, null, null);
    const yes = actionLabel({ type: 'grain', milk: true }, t as never, null, null);
    expect(no).not.toBe(yes);
  });
});

describe('Sicilian Grain and the Sicilian Slave Revolts', () => {
  it('the 1st Sicilian Slave Revolt destroys Sicilian Grain when it arrives in the Forum', () => {
    const s = bare();
    addSenator(s, 1, 0, { concessions: [{ card: 'concession:sicilian-grain', corrupt: false }] });
    const c = ctxOf(s);
    warArrives(c, 'war:1st-sicilian-slave-revolt');
    expect(c.s.senators['1'].concessions).toEqual([]);
    expect(c.s.curia.concessions).toContain('concession:sicilian-grain');
  });
});
