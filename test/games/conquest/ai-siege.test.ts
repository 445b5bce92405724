/**
 * The hard AI's siege (a tuning, LevelConfig.siege): its legions and home's
 * spare troops converge on the rival Caesar they beat most surely, counting
 * what his treasury could buy at his home before they arrive, wait next to him
 * for the legions still coming, then attack together; Caesar stays home.
 */
import { describe, expect, it } from 'vitest';
import { levelConfig, siegeTarget } from '../../../src/games/conquest/ai';
import type { ConquestAction, ConquestState } from '../../../src/games/conquest/types';
import { bareGame, clearPieces, own, put, sumAt } from './helpers';
import { aiMovement } from './ai-movement';

const SIEGE = { siege: 20 };

/**
 * Three players at round 26 (no war yet): seat 1's Caesar at home in fortified
 * Egyptus with eight infantry and no talents; seat 0's legions of seven in
 * Palestina (next to him), Syria (two steps) and Cilicia (three steps), its
 * Caesar at home in Hispania; seat 2's Caesar at home in Macedonia, out of reach with twenty infantry.
 */
function position(): ConquestState {
  const s = bareGame(['hispania', 'egyptus', 'macedonia']);
  clearPieces(s);
  s.round = 26;
  s.active = 0;
  s.phase = 'movement';
  put(s, 0, 'hispania', { infantry: 6, caesar: 1 });
  put(s, 0, 'palestina', { infantry: 5, catapult: 2, generals: 1 });
  put(s, 0, 'syria', { infantry: 7, generals: 1 });
  put(s, 0, 'cilicia', { infantry: 7, generals: 1 });
  put(s, 1, 'egyptus', { infantry: 8, caesar: 1 });
  put(s, 2, 'macedonia', { infantry: 20, caesar: 1, generals: 1 });
  own(s, 0, 'hispania', 'palestina', 'syria', 'cilicia');
  own(s, 1, 'egyptus');
  own(s, 2, 'macedonia');
  for (const seat of [0, 1, 2]) s.players[seat].money = 0;
  return s;
}

const marchesTo = (actions: ConquestAction[], to: string) => actions.filter((a) => a.type === 'march' && a.to === to);

describe('the hard AI siege (tuning)', () => {
  it('targets the Caesar its legions beat together', () => {
    expect(siegeTarget(levelConfig('hard', SIEGE), position(), 0)?.target).toBe('egyptus');
  });

  it('counts what his treasury could buy at home: a rich Caesar with the same guard is no target', () => {
    const s = position();
    s.players[1].money = 300;
    expect(siegeTarget(levelConfig('hard', SIEGE), s, 0)).toBeNull();
  });

  it('those units count only at his home: the same Caesar out in the field is a target however rich', () => {
    const s = position();
    s.players[1].money = 300;
    s.stacks = s.stacks.filter((x) => x.owner !== 1);
    put(s, 1, 'arabia_petraea', { infantry: 8, caesar: 1 });
    own(s, 1, 'arabia_petraea');
    expect(siegeTarget(levelConfig('hard', SIEGE), s, 0)?.target).toBe('arabia_petraea');
  });

  it('between two Caesars it beats as surely, goes for the richer (his treasury changes hands with him)', () => {
    const s = bareGame(['hispania', 'egyptus', 'macedonia']);
    clearPieces(s);
    s.round = 26;
    put(s, 0, 'hispania', { infantry: 6, caesar: 1 });
    put(s, 0, 'egyptus', { infantry: 7, generals: 1 });
    // Both in the field (nothing to buy there), each with two infantry, both next to Egyptus.
    put(s, 1, 'cyrenaica', { infantry: 2, caesar: 1 });
    put(s, 2, 'arabia_petraea', { infantry: 2, caesar: 1 });
    own(s, 0, 'hispania', 'egyptus');
    own(s, 1, 'cyrenaica');
    own(s, 2, 'arabia_petraea');
    for (const seat of [0, 1, 2]) s.players[seat].money = 0;
    expect(siegeTarget(levelConfig('hard', SIEGE), s, 0)?.target).toBe('arabia_petraea');
    s.players[1].money = 1500;
    expect(siegeTarget(levelConfig('hard', SIEGE), s, 0)?.target).toBe('cyrenaica');
  });

  it('the legion next to him waits while the others come closer; Caesar stays home', () => {
    // Without the siege the hunt sends it in alone.
    expect(marchesTo(aiMovement(position()).actions, 'egyptus').map((a) => a.type === 'march' && a.from)).toEqual(['palestina']);
    const { actions, state } = aiMovement(position(), { tuning: SIEGE });
    expect(marchesTo(actions, 'egyptus')).toHaveLength(0);
    expect(sumAt(state, 0, 'palestina')).toMatchObject({ generals: 1, infantry: 5, catapult: 2 });
    expect(sumAt(state, 0, 'cilicia').generals).toBe(0);
    expect(sumAt(state, 0, 'syria').generals).toBe(1);
    expect(sumAt(state, 0, 'hispania').caesar).toBe(1);
  });

  it('once they all stand next to him they attack together', () => {
    const s = position();
    s.stacks = s.stacks.filter((x) => x.owner !== 0 || x.at === 'hispania' || x.at === 'palestina');
    put(s, 0, 'arabia_petraea', { infantry: 7, generals: 1 });
    put(s, 0, 'cyrenaica', { infantry: 7, generals: 1 });
    own(s, 0, 'arabia_petraea', 'cyrenaica');
    const { actions, state } = aiMovement(s, { tuning: SIEGE });
    expect(marchesTo(actions, 'egyptus').map((a) => a.type === 'march' && a.from).sort()).toEqual(['arabia_petraea', 'cyrenaica', 'palestina']);
    expect(sumAt(state, 0, 'egyptus')).toMatchObject({ generals: 3, infantry: 19, catapult: 2 });
  });

  it('before its round the legions do as without it', () => {
    const s = position();
    expect(aiMovement(s, { tuning: { siege: 27 } }).actions).toEqual(aiMovement(s).actions);
  });
});

describe('the hard AI openJoin (tuning)', () => {
  /**
   * At war (round 50): seat 0's Caesar in Belgica with three units; its three
   * generals and 14 units in Cyrenaica; seat 1's army of 24 holds Numidia, the
   * way west past Africa, so the open way to Caesar goes east through Egyptus.
   */
  function blocked(): ConquestState {
    const s = bareGame(['hispania', 'numidia', 'macedonia', 'mesopotamia']);
    clearPieces(s);
    s.round = 50;
    s.active = 0;
    s.phase = 'movement';
    put(s, 0, 'hispania', { infantry: 14, cavalry: 4 });
    put(s, 0, 'belgica', { infantry: 1, cavalry: 1, catapult: 1, caesar: 1 });
    put(s, 0, 'cyrenaica', { infantry: 5, cavalry: 5, catapult: 4, generals: 3 });
    put(s, 1, 'numidia', { infantry: 16, cavalry: 8, caesar: 1, generals: 2 });
    put(s, 2, 'macedonia', { infantry: 30, caesar: 1, generals: 2 });
    put(s, 3, 'mesopotamia', { infantry: 30, caesar: 1, generals: 2 });
    own(s, 0, 'hispania', 'belgica', 'cyrenaica', 'africa', 'egyptus');
    own(s, 1, 'numidia');
    own(s, 2, 'macedonia');
    own(s, 3, 'mesopotamia');
    return s;
  }

  it('without it the generals step towards the blocked way west (from there the open path leads back)', () => {
    const { state } = aiMovement(blocked());
    expect(sumAt(state, 0, 'africa').generals).toBe(3);
  });

  it('with it they take the open way east', () => {
    const { state } = aiMovement(blocked(), { tuning: { openJoin: true } });
    expect(sumAt(state, 0, 'egyptus').generals).toBe(3);
    expect(sumAt(state, 0, 'africa').generals).toBe(0);
  });
});

describe('the hard AI siegeFirst (tuning)', () => {
  /**
   * The siege position at round 46, when the Caesar-led war starts in any
   * case, with seat 0's Caesar at home beside three generals and 24 infantry.
   */
  function late(): ConquestState {
    const s = position();
    s.round = 46;
    s.stacks = s.stacks.filter((x) => !(x.owner === 0 && x.at === 'hispania'));
    put(s, 0, 'hispania', { infantry: 24, caesar: 1, generals: 3 });
    return s;
  }

  it('without it Caesar takes the field at round 46 although the siege has a target', () => {
    const { state } = aiMovement(late(), { tuning: SIEGE });
    expect(sumAt(state, 0, 'hispania').caesar).toBe(0);
  });

  it('with it Caesar stays home while the siege has a target', () => {
    const { state } = aiMovement(late(), { tuning: { ...SIEGE, siegeFirst: true } });
    expect(sumAt(state, 0, 'hispania').caesar).toBe(1);
    expect(sumAt(state, 0, 'palestina').generals).toBe(1);
  });

  it('and takes the field once no siege has a target', () => {
    const s = late();
    // Both rivals' treasuries could fill their homes before a siege arrives.
    s.players[1].money = 300;
    s.players[2].money = 300;
    expect(siegeTarget(levelConfig('hard', SIEGE), s, 0)).toBeNull();
    const { state } = aiMovement(s, { tuning: { ...SIEGE, siegeFirst: true } });
    expect(sumAt(state, 0, 'hispania').caesar).toBe(0);
  });
});
