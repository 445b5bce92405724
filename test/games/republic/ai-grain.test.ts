/**
 * The AI's answer to selling grain dear in a drought (1.06.12, decision `grain`, ai/grain.ts): the
 * talents against the holder's popularity, and against the People's revolt when the holder gives this
 * turn's State of the Republic speech (his POP is on the roll, 1.08.2). Before, it always said no.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { chooseAction } from '../../../src/games/republic/ai';
import { grainMilkValue, POP_WORTH, TALENT_WORTH } from '../../../src/games/republic/ai/grain';
import { AI_TUNING, AI_TUNING_DEFAULTS } from '../../../src/games/republic/ai/tuning';
import { top } from '../../../src/games/republic/registry';
import type { RepublicState, RepublicView, Senator } from '../../../src/games/republic/types';
import { addSenator, bare, ctxOf, play, republic, runPhase } from './helpers';

afterEach(() => { Object.assign(AI_TUNING, AI_TUNING_DEFAULTS); });

/**
 * Revenue Phase with `droughts` drought events: senator 2 of faction 0 holds Sicilian Grain (4T); senator 4
 * of faction 1 is Rome Consul (the HRAO, POP 0) unless `holder` makes senator 2 the Rome Consul himself.
 */
function grainTable(droughts: number, unrest: number, holder: Partial<Senator> = {}): RepublicState {
  const s = bare(3, 'revenue');
  addSenator(s, 1, 0);
  addSenator(s, 2, 0, { pop: 3, concessions: [{ card: 'concession:sicilian-grain', corrupt: false }], ...holder });
  addSenator(s, 4, 1, holder.office === 'romeConsul' ? {} : { office: 'romeConsul', pop: 0 });
  s.unrest = unrest;
  s.forum.events = [{ id: 'event:drought', level: droughts > 1 ? 2 : 1, count: droughts, turn: 0 }];
  const c = ctxOf(s);
  runPhase(c);
  expect(top(c.s)).toMatchObject({ kind: 'grain', seat: 0, senator: '2' });
  return c.s;
}

const ask = (s: RepublicState, seed = 'grain') => chooseAction(republic.view(s, 0) as RepublicView, 0, seed);

describe('AI selling grain dear in a drought (1.06.12)', () => {
  it('a senator who does not give the speech sells: 4T for 2 POP', () => {
    const s = grainTable(1, 3);
    expect(grainMilkValue(s, top(s)!)).toBeCloseTo(4 * TALENT_WORTH - 2 * POP_WORTH);
    expect(ask(s)).toEqual({ type: 'grain', milk: true });
    const after = play(s, 0, ask(s));
    expect(after.senators['2']).toMatchObject({ talents: 1 + 4 + 4, pop: 1 });
  });

  it('the Rome Consul keeps his popularity when the speech faces high unrest (the revolt risk rises)', () => {
    // Unrest 6 and the drought's 1 at the speech: with POP 3 the revolt needs 3d6 <= 3, with POP 1 3d6 <= 5.
    const s = grainTable(1, 6, { office: 'romeConsul' });
    expect(grainMilkValue(s, top(s)!)).toBeLessThan(0);
    expect(ask(s)).toEqual({ type: 'grain', milk: false });
  });

  it('the Rome Consul still sells in calm, when the speech cannot turn into a revolt', () => {
    const s = grainTable(1, 0, { office: 'romeConsul', pop: 5 });
    expect(grainMilkValue(s, top(s)!)).toBeGreaterThan(0);
    expect(ask(s)).toEqual({ type: 'grain', milk: true });
  });

  it('at POP -9 the sale costs no popularity at all, so it is taken whatever the unrest', () => {
    const s = grainTable(2, 8, { office: 'romeConsul', pop: -9 });
    expect(grainMilkValue(s, top(s)!)).toBeCloseTo(2 * 4 * TALENT_WORTH);
    expect(ask(s)).toEqual({ type: 'grain', milk: true });
  });

  it('from its own view: another faction\'s hand and treasury do not change the answer', () => {
    const a = grainTable(1, 6, { office: 'romeConsul' });
    const b = structuredClone(a);
    a.factions[1].hand = ['intrigue:assassin-49'];
    a.factions[1].treasury = 40;
    b.factions[1].treasury = 0;
    expect(ask(a)).toEqual(ask(b));
    const c = grainTable(1, 3);
    const d = structuredClone(c);
    c.factions[2].treasury = 25;
    expect(ask(c)).toEqual(ask(d));
  });

  it('the baseline keeps the old passive answer', () => {
    AI_TUNING.baseline = true;
    expect(ask(grainTable(1, 3))).toEqual({ type: 'grain', milk: false });
  });
});
