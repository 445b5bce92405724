/** Player and public views hide the supply, the bags, the bank and Crassus's order; events likewise. */
import { describe, expect, it } from 'vitest';
import { caesar, eventsFor } from '../../../src/games/caesar/index';
import type { CaesarState } from '../../../src/games/caesar/types';
import { upgradeState } from '../../../src/games/caesar/migrate';
import { CAESAR_SCHEMA } from '../../../src/games/caesar/setup';
import { ALL, act, blank, give, opts, put } from './helpers';

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

describe('a token placed face down on a Checkpoint', () => {
  // C05 face down on Checkpoint space 5 (Mauritania–Sardinia); C01, C02 stay in the supply.
  const before = give(blank(opts(ALL), 'concealed'), 0, ['C05', 'C01', 'C02']);
  const { state, events } = act(before, 0, { type: 'place', token: 'C05', space: 5, toward: 'sardinia', faceDown: true });

  it('is marked concealed in the state and keeps its id for the engine', () => {
    expect(state.schema).toBe(CAESAR_SCHEMA);
    expect(state.spaces[5].placed).toEqual({ token: 'C05', side: 0, toward: 'sardinia', faceDown: true, concealed: true });
  });

  it('shows no id and no orientation to the opponent and the public; its owner sees it', () => {
    for (const viewer of [1, null] as const) {
      const v = caesar.view(state, viewer);
      expect(v.spaces[5].placed).toEqual({ token: null, side: 0, toward: null, faceDown: true, concealed: true });
      // It counts among Caesar's unseen tokens, or "box minus everything visible" would name it.
      expect(v.sides[0].unseen).toContain('C05');
    }
    const own = caesar.view(state, 0);
    expect(own.spaces[5].placed).toEqual({ token: 'C05', side: 0, toward: 'sardinia', faceDown: true, concealed: true });
    expect(own.sides[0].unseen).not.toContain('C05');
  });

  it('the opponent and the public cannot tell which token it is', () => {
    // The same position with C05 swapped for a token of the supply (the id differs, nothing else).
    const other = structuredClone(state);
    const i = other.sides[0].supply.indexOf('C01');
    other.sides[0].supply[i] = 'C05';
    other.spaces[5].placed!.token = 'C01';
    other.spaces[5].placed!.toward = 'mauritania';
    expect(caesar.view(other, 1)).toEqual(caesar.view(state, 1));
    expect(caesar.view(other, null)).toEqual(caesar.view(state, null));
    expect(caesar.view(other, 0)).not.toEqual(caesar.view(state, 0));
  });

  it('its placed event carries the id only in a private part for its owner', () => {
    const placed = events[0];
    expect(placed).toEqual({
      type: 'placed', side: 0, token: null, space: 5, toward: null, faceDown: true, values: [0, 0],
      private: { side: 0, token: 'C05', toward: 'sardinia' },
    });
    expect(eventsFor(events, 0)[0]).toEqual(placed);
    for (const viewer of [1, null] as const) {
      const seen = eventsFor(events, viewer);
      expect(seen[0]).toEqual({ type: 'placed', side: 0, token: null, space: 5, toward: null, faceDown: true, values: [0, 0] });
      const text = JSON.stringify(seen.filter((e) => e.type !== 'drew'));
      expect(text).not.toContain('C05');
    }
  });

  it('an event stored by an older version (id at the top) is stripped as well', () => {
    const old = { type: 'placed', side: 0, token: 'C05', space: 5, toward: 'sardinia', faceDown: true, values: [0, 0] } as never;
    expect(JSON.stringify(eventsFor([old], 1))).not.toMatch(/C05|sardinia/);
  });

  it('a token turned down by Might stays known: it was seen face up', () => {
    const s = put(structuredClone(state), 'P03', 2, 'gallia', true);
    expect(caesar.view(s, 0).spaces[2].placed).toEqual({ token: 'P03', side: 1, toward: 'gallia', faceDown: true });
  });
});

describe('schema 1 states (saved before concealed tokens)', () => {
  const s2 = act(give(blank(opts(ALL), 'old'), 0, ['C05', 'C01']), 0,
    { type: 'place', token: 'C05', space: 5, toward: 'sardinia', faceDown: true }).state;
  const s1 = structuredClone(s2) as CaesarState;
  s1.schema = 1;
  delete s1.spaces[5].placed!.concealed;

  it('upgrade: a face-down token on a Checkpoint becomes concealed; the rest is unchanged', () => {
    const up = upgradeState(s1);
    expect(up).toEqual(s2);
    expect(s1.schema).toBe(1); // the saved state itself is not modified
    expect(upgradeState(s2)).toBe(s2);
  });

  it('an old state loaded (caesar.migrate) already hides it in views, and the next action writes the new schema', () => {
    const loaded = caesar.migrate!(s1);
    expect(caesar.view(loaded, 1).spaces[5].placed?.token).toBeNull();
    const a = caesar.legalActions(loaded, loaded.active)[0];
    const out = caesar.apply(loaded, loaded.active, a);
    expect(out.ok && out.state.schema).toBe(CAESAR_SCHEMA);
  });

  it('refuses a schema it does not know', () => {
    expect(() => upgradeState({ ...s2, schema: CAESAR_SCHEMA + 1 })).toThrow(/schema/);
  });
});
