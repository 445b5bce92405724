/** The worked examples printed in the rulebook, reproduced move by move. */
import { describe, expect, it } from 'vitest';
import { influence } from '../../../src/games/caesar/rules-helpers';
import { act, blank, bonus, controlled, give, put } from './helpers';

describe('rulebook worked examples', () => {
  it('Caesar places a token 5 toward Sicilia and 1 toward Sardinia', () => {
    const s = give(blank(), 0, ['C10', 'C01']);
    const { state, events } = act(s, 0, { type: 'place', token: 'C10', space: 8, toward: 'sicilia' });
    expect(influence(state, 'sicilia')).toEqual([5, 0]);
    expect(influence(state, 'sardinia')).toEqual([1, 0]);
    expect(events[0]).toMatchObject({ type: 'placed', side: 0, token: 'C10', space: 8, toward: 'sicilia', values: [5, 1] });
  });

  it('Pompey closes Achaia with 3/3: he takes the bonus, Caesar wins control 8:4', () => {
    const s = blank();
    put(s, 'C09', 16, 'achaia');
    put(s, 'C11', 17, 'italia');
    put(s, 'P02', 22, 'macedonia');
    bonus(s, 'achaia', 'wealth');
    give(s, 1, ['P08', 'P01']);
    s.active = 1;
    const bagBefore = s.sides[1].bag.length;
    const { state, events } = act(s, 1, { type: 'place', token: 'P08', space: 21, toward: 'achaia' });
    const achaia = state.provinces.achaia;
    expect(achaia.closed).toBe(true);
    expect(achaia.finalInfluence).toEqual([8, 4]);
    expect(achaia.controller).toBe(0);
    expect(achaia.controlTokens).toEqual([{ side: 0, faceDown: false }]);
    expect(achaia.bonus).toBeNull();
    expect(state.sides[1].bonusesTaken).toEqual(['wealth']);
    expect(state.sides[0].controlLeft).toBe(11);
    expect(events).toContainEqual({ type: 'closed', province: 'achaia', closer: 1, influence: [8, 4], controller: 0, bonus: 'wealth' });
    // Wealth: one more now, one at the end of the turn.
    expect(state.sides[1].bag.length).toBe(bagBefore - 2);
    expect(state.sides[1].supply.length).toBe(3);
  });

  it('Pompey closes Asia next to his Syria and covers Caesar\'s token on the Asia–Syria border', () => {
    const s = blank();
    put(s, 'C08', 29, 'asia');
    put(s, 'P01', 28, 'syria');
    controlled(s, 'syria', 1);
    put(s, 'P09', 27, 'asia');
    give(s, 1, ['P06', 'P02']);
    s.active = 1;
    const { state, events } = act(s, 1, { type: 'place', token: 'P06', space: 26, toward: 'asia' });
    expect(state.provinces.asia.finalInfluence).toEqual([3, 11]);
    expect(state.provinces.asia.controller).toBe(1);
    expect(state.spaces[29].control).toEqual({ side: 1, faceDown: false });
    expect(state.spaces[29].placed?.token).toBe('C08');
    expect(state.sides[1].controlLeft).toBe(12 - 3);
    expect(events).toContainEqual({ type: 'controlPlaced', side: 1, where: 'border', space: 29, count: 1 });
  });

  it('three Senates: 1 under the first, none when control is lost, 3 under the third', () => {
    let s = blank();
    bonus(s, 'hispania_ulterior', 'senate');
    bonus(s, 'syria', 'senate');
    bonus(s, 'hispania_citerior', 'senate');
    put(s, 'C05', 0, 'hispania_ulterior');
    give(s, 0, ['C09']);
    s = act(s, 0, { type: 'place', token: 'C09', space: 1, toward: 'hispania_ulterior' }).state;
    expect(s.provinces.hispania_ulterior.controller).toBe(0);
    expect(s.sides[0].senate).toEqual([{ under: 1 }]);
    expect(s.sides[0].controlLeft).toBe(10);

    put(s, 'P05', 29, 'syria');
    give(s, 0, ['C01']);
    s.active = 0;
    s = act(s, 0, { type: 'place', token: 'C01', space: 28, toward: 'aegyptus' }).state;
    expect(s.provinces.syria.controller).toBe(1);
    expect(s.sides[0].senate).toEqual([{ under: 1 }, { under: 0 }]);
    expect(s.sides[0].controlLeft).toBe(10);

    give(s, 0, ['C02']);
    s.active = 0;
    s = act(s, 0, { type: 'place', token: 'C02', space: 2, toward: 'hispania_citerior' }).state;
    expect(s.provinces.hispania_citerior.controller).toBe(0);
    expect(s.sides[0].senate).toEqual([{ under: 1 }, { under: 0 }, { under: 3 }]);
    // citerior 1 + border Ulterior–Citerior 1 + 3 under the Senate.
    expect(s.spaces[0].control).toEqual({ side: 0, faceDown: false });
    expect(s.sides[0].controlLeft).toBe(5);
  });
});
