/** The course of a turn: drawing, closing (ties, Italia, order, border control), winning and losing. */
import { describe, expect, it } from 'vitest';
import { caesar } from '../../../src/games/caesar/index';
import type { CaesarState } from '../../../src/games/caesar/types';
import { SPACES } from '../../../src/games/caesar/data';
import { act, blank, controlled, give, put, bothShortOfSpace8 } from './helpers';

/** Sardinia and Sicilia both one token short of closing through space 8; Caesar to play C11 there. */
function doubleClosure(): CaesarState {
  const s = bothShortOfSpace8();
  controlled(s, 'mauritania', 1);
  controlled(s, 'numidia', 0);
  give(s, 0, ['C11', 'C01']);
  return s;
}

describe('a turn', () => {
  it('draws exactly one token at the end and passes to the opponent', () => {
    const s = give(blank(), 0, ['C01', 'C02']);
    const bag = s.sides[0].bag.length;
    const { state, events } = act(s, 0, { type: 'place', token: 'C01', space: 2, toward: 'gallia' });
    expect(state.sides[0].supply.length).toBe(2);
    expect(state.sides[0].bag.length).toBe(bag - 1);
    expect(state.active).toBe(1);
    expect(state.turn).toBe(2);
    expect(state.version).toBe(1);
    const drew = events.find((e) => e.type === 'drew');
    expect(drew).toMatchObject({ type: 'drew', side: 0, count: 1 });
    expect(drew && drew.type === 'drew' && state.sides[0].supply.includes(drew.private.tokens[0])).toBe(true);
    expect(events.at(-1)).toEqual({ type: 'turnStarted', side: 1, turn: 2 });
    expect(state.lastPlacement).toEqual({ side: 0, space: 2 });
  });

  it('an empty bag draws nothing', () => {
    const s = give(blank(), 0, ['C01', 'C02']);
    s.sides[0].bag = [];
    const { state } = act(s, 0, { type: 'place', token: 'C01', space: 2, toward: 'gallia' });
    expect(state.sides[0].supply).toEqual(['C02']);
  });

  it('a side that cannot place at the start of its turn loses (empty supply)', () => {
    const s = give(blank(), 0, ['C01', 'C02']);
    s.sides[1].bag.push(...s.sides[1].supply.splice(0));
    s.sides[1].bag = [];
    const { state, events } = act(s, 0, { type: 'place', token: 'C01', space: 2, toward: 'gallia' });
    expect(state.winner).toBe(0);
    expect(state.endReason).toBe('cannotPlace');
    expect(events.at(-1)).toEqual({ type: 'gameOver', winner: 0, reason: 'cannotPlace' });
    expect(caesar.result(state)).toEqual({ ranks: [1, 2], winners: [0], reason: 'cannotPlace' });
    expect(caesar.activePlayers(state)).toEqual([]);
    expect(caesar.legalActions(state, 1)).toEqual([]);
  });

  it('a side whose tokens fit no free space loses', () => {
    const s = blank();
    // Every sword space taken except 2, which Caesar fills now; Pompey holds only swords.
    const swords = SPACES.filter((sp) => sp.symbol === 'sword' && sp.id !== 2);
    const fillers = ['C13', 'C14', 'C15', 'C16', 'P13', 'P14', 'P15', 'P16', 'C03'];
    swords.forEach((sp, i) => put(s, fillers[i], sp.id, sp.provinces[0]));
    give(s, 0, ['C01']);
    give(s, 1, ['P01', 'P02']);
    s.sides[1].bag = s.sides[1].bag.filter((t) => ['P03', 'P04'].includes(t));
    const { state } = act(s, 0, { type: 'place', token: 'C01', space: 2, toward: 'gallia' });
    expect(state.winner).toBe(0);
    expect(state.endReason).toBe('cannotPlace');
  });

  it('a tie closes the province for nobody, for good', () => {
    const s = blank();
    put(s, 'C05', 0, 'hispania_ulterior');
    give(s, 1, ['P09']);
    s.active = 1;
    const { state } = act(s, 1, { type: 'place', token: 'P09', space: 1, toward: 'hispania_ulterior' });
    const p = state.provinces.hispania_ulterior;
    expect(p).toMatchObject({ closed: true, controller: null, tied: true, controlTokens: [], finalInfluence: [6, 6] });
  });

  it('Italia takes two control tokens; the last one wins even if only one is left', () => {
    const s = blank();
    const italia = [9, 10, 12, 15, 17];
    const tokens = ['C05', 'C01', 'C02', 'C09', 'C10'];
    italia.forEach((sp, i) => put(s, tokens[i], sp, 'italia'));
    give(s, 0, ['C06']);
    const { state } = act(s, 0, { type: 'place', token: 'C06', space: 18, toward: 'italia' });
    expect(state.provinces.italia.controlTokens).toHaveLength(2);
    expect(state.sides[0].controlLeft).toBe(10);

    const s2 = blank();
    italia.forEach((sp, i) => put(s2, tokens[i], sp, 'italia'));
    give(s2, 0, ['C06']);
    s2.sides[0].controlLeft = 1;
    const out = act(s2, 0, { type: 'place', token: 'C06', space: 18, toward: 'italia' });
    expect(out.state.provinces.italia.controlTokens).toHaveLength(1);
    expect(out.state.winner).toBe(0);
    expect(out.state.endReason).toBe('controlTokens');
    expect(out.state.sides[0].controlLeft).toBe(0);
  });

  it('two provinces closing at once: the active side chooses the order', () => {
    const s = doubleClosure();
    const first = act(s, 0, { type: 'place', token: 'C11', space: 8, toward: 'sicilia' });
    expect(first.state.pending).toEqual({ kind: 'closureOrder', provinces: ['sardinia', 'sicilia'] });
    expect(caesar.legalActions(first.state, 0)).toEqual([
      { type: 'closureOrder', first: 'sardinia' }, { type: 'closureOrder', first: 'sicilia' },
    ]);
    expect(first.state.provinces.sardinia.closed).toBe(false);
    const { state, events } = act(first.state, 0, { type: 'closureOrder', first: 'sicilia' });
    const closed = events.filter((e) => e.type === 'closed').map((e) => (e as { province: string }).province);
    expect(closed).toEqual(['sicilia', 'sardinia']);
    expect(state.provinces.sicilia.controller).toBe(0);
    expect(state.provinces.sardinia.controller).toBe(1);
    // Both sides place border control; the active side first.
    const border = events.filter((e) => e.type === 'controlPlaced' && e.where === 'border');
    expect(border).toEqual([
      { type: 'controlPlaced', side: 0, where: 'border', space: 7, count: 1 },
      { type: 'controlPlaced', side: 1, where: 'border', space: 4, count: 1 },
    ]);
    expect(state.version).toBe(2);
  });

  it('the active side places border control first, so it wins a race to the last token', () => {
    const s = doubleClosure();
    s.sides[0].controlLeft = 2;
    s.sides[1].controlLeft = 2;
    const mid = act(s, 0, { type: 'place', token: 'C11', space: 8, toward: 'sicilia' }).state;
    const { state, events } = act(mid, 0, { type: 'closureOrder', first: 'sardinia' });
    expect(state.winner).toBe(0);
    expect(state.spaces[7].control?.side).toBe(0);
    expect(state.spaces[4].control).toBeNull();
    expect(state.sides[1].controlLeft).toBe(1);
    expect(events.at(-1)).toEqual({ type: 'gameOver', winner: 0, reason: 'controlTokens' });
    expect(state.pending).toBeNull();
  });

  it('the last control token ends the game mid-resolution', () => {
    const s = doubleClosure();
    s.sides[0].controlLeft = 1;
    const mid = act(s, 0, { type: 'place', token: 'C11', space: 8, toward: 'sicilia' }).state;
    const { state, events } = act(mid, 0, { type: 'closureOrder', first: 'sicilia' });
    expect(state.winner).toBe(0);
    // Sardinia was never resolved and nothing was drawn.
    expect(state.provinces.sardinia.closed).toBe(false);
    expect(events.some((e) => e.type === 'drew')).toBe(false);
    expect(events.filter((e) => e.type === 'closed')).toHaveLength(1);
  });

  it('a Senate can place the last control token', () => {
    const s = blank();
    s.provinces.hispania_ulterior.bonus = 'senate';
    s.sides[0].senate = [{ under: 1 }];
    s.sides[0].controlLeft = 3;
    put(s, 'C05', 0, 'hispania_ulterior');
    give(s, 0, ['C09']);
    const { state, events } = act(s, 0, { type: 'place', token: 'C09', space: 1, toward: 'hispania_ulterior' });
    expect(state.sides[0].senate).toEqual([{ under: 1 }, { under: 2 }]);
    expect(state.winner).toBe(0);
    expect(events).toContainEqual({ type: 'controlPlaced', side: 0, where: 'senate', count: 2 });
  });

  it('Senate tokens under are capped by the control tokens left', () => {
    const s = blank();
    s.provinces.hispania_ulterior.bonus = 'senate';
    s.sides[0].senate = [{ under: 1 }, { under: 0 }, { under: 3 }];
    s.sides[0].controlLeft = 3;
    put(s, 'C05', 0, 'hispania_ulterior');
    give(s, 0, ['C09']);
    const { state } = act(s, 0, { type: 'place', token: 'C09', space: 1, toward: 'hispania_ulterior' });
    expect(state.sides[0].senate.at(-1)).toEqual({ under: 2 });
    expect(state.sides[0].controlLeft).toBe(0);
    expect(state.winner).toBe(0);
  });
});
