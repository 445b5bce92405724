/** Player and public views hide the supply, the bags, the bank and Crassus's order; events likewise. */
import { describe, expect, it } from 'vitest';
import { caesar, eventsFor } from '../../../src/games/caesar/index';
import type { CaesarState } from '../../../src/games/caesar/types';
import { ALL, act, give, opts } from './helpers';

/** The same game with the hidden parts shuffled: supply/bag split, bag and bank order, rng. */
function scramble(s: CaesarState, side: 0 | 1): CaesarState {
  const t = structuredClone(s);
  const st = t.sides[side];
  const pool = [...st.supply, ...st.bag].reverse();
  st.supply = pool.slice(0, st.supply.length);
  st.bag = pool.slice(st.supply.length);
  t.bank.reverse();
  t.rng = [1, 2, 3, 4];
  return t;
}

describe('views', () => {
  const s = caesar.setup(opts(ALL), 'view');

  it('own supply only in its own view; bags, bank and rng never', () => {
    const v0 = caesar.view(s, 0);
    expect(v0.viewer).toBe(0);
    expect(v0.sides[0].supply).toEqual(s.sides[0].supply);
    expect(v0.sides[1].supply).toBeNull();
    expect(v0.sides[1].supplyCount).toBe(3);
    expect(v0.sides[0].bagCount).toBe(13);
    expect(v0.bankCount).toBe(6);
    for (const v of [v0, caesar.view(s, 1), caesar.view(s, null)]) {
      expect('rng' in v).toBe(false);
      expect('bank' in v).toBe(false);
      expect('bag' in v.sides[0]).toBe(false);
      expect(v.sides[1].unseen).toEqual([...s.sides[1].supply, ...s.sides[1].bag].sort());
    }
    expect(caesar.view(s, null).sides.map((x) => x.supply)).toEqual([null, null]);
  });

  it('the opponent and the public cannot tell scrambled hidden parts apart', () => {
    const t = scramble(s, 0);
    expect(t.sides[0].supply).not.toEqual(s.sides[0].supply);
    expect(caesar.view(t, 1)).toEqual(caesar.view(s, 1));
    expect(caesar.view(t, null)).toEqual(caesar.view(s, null));
    expect(caesar.view(t, 0)).not.toEqual(caesar.view(s, 0));
  });

  it('Crassus: row public, deck and stack order hidden', () => {
    const solo = caesar.setup(opts({ centurions: true }, { crassus: 1, difficulty: 'high' }), 'v');
    const v = caesar.view(solo, 0);
    expect(v.crassus).toEqual({
      row: solo.crassus!.row, discard: solo.crassus!.discard, lastTile: solo.crassus!.lastTile,
      deckCount: solo.crassus!.deck.length, centurionStackCount: solo.crassus!.centurionStack.length,
    });
    expect('deck' in v.crassus!).toBe(false);
  });

  it('what a side drew is private to it; Crassus draws in public', () => {
    const st = give(caesar.setup(opts(), 'ev'), 0, ['C01', 'C02']);
    const { events } = act(st, 0, { type: 'place', token: 'C01', space: 2, toward: 'gallia' });
    const drew = events.find((e) => e.type === 'drew')!;
    if (drew.type !== 'drew') throw new Error('no draw');
    expect(drew.private.tokens).toHaveLength(1);
    expect(eventsFor(events, 0)).toEqual(events);
    for (const viewer of [1, null] as const) {
      const seen = eventsFor(events, viewer).find((e) => e.type === 'drew')!;
      expect(seen).toEqual({ ...drew, private: { side: 0, tokens: [] } });
    }
    const solo = caesar.setup(opts({}, { crassus: 1, difficulty: 'low' }), 'ev');
    const a = caesar.legalActions(solo, 0)[0];
    const out = act(solo, 0, a);
    const crassusDraw = out.events.find((e) => e.type === 'drew' && e.side === 1);
    expect(crassusDraw).toBeDefined();
    expect(eventsFor(out.events, null, solo)).toContainEqual(crassusDraw);
    expect(out.events).toContainEqual({ type: 'crassusTile', tile: out.state.crassus!.lastTile });
  });
});
