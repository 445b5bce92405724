/**
 * The hard AI's pounce setting: its legions converge on a weak or fleeing
 * enemy Caesar and attack him, waiting next to him for the legions still
 * coming when he could retreat and the first round is unlikely to destroy his
 * guard.
 */
import { describe, expect, it } from 'vitest';
import { wipeOdds } from '../../../src/games/conquest/ai-odds';
import type { ConquestAction, ConquestState } from '../../../src/games/conquest/types';
import { bareGame, clearPieces, emptyBoard, own, put, sumAt } from './helpers';
import { aiMovement } from './ai-movement';

const POUNCE = { pounce: 0.5 };

/** Seat 1's Caesar has fled his home (Egyptus) to Palestina with two infantry; seat 0 has legions in Syria (next to him) and Cappadocia (two steps). */
function fled(): ConquestState {
  const s = emptyBoard('movement', 20);
  put(s, 0, 'hispania', { infantry: 6, caesar: 1, generals: 1 });
  put(s, 0, 'syria', { infantry: 5, generals: 1 });
  put(s, 0, 'cappadocia', { infantry: 5, generals: 1 });
  put(s, 1, 'egyptus', { infantry: 6, generals: 1 });
  put(s, 1, 'palestina', { infantry: 2, caesar: 1 });
  own(s, 0, 'hispania', 'syria', 'cappadocia');
  own(s, 1, 'egyptus', 'palestina');
  return s;
}

/** Seat 1's Caesar at home in fortified Egyptus with four infantry; seat 0's legions of seven in Palestina (next to him) and Syria (two steps). */
function weakHome(): ConquestState {
  const s = emptyBoard('movement', 20);
  put(s, 0, 'hispania', { infantry: 6, caesar: 1, generals: 1 });
  put(s, 0, 'palestina', { infantry: 7, generals: 1 });
  put(s, 0, 'syria', { infantry: 7, generals: 1 });
  put(s, 1, 'egyptus', { infantry: 4, caesar: 1 });
  own(s, 0, 'hispania', 'syria', 'palestina');
  own(s, 1, 'egyptus');
  return s;
}

const marchesTo = (actions: ConquestAction[], to: string) => actions.filter((a) => a.type === 'march' && a.to === to);

describe('the hard AI pounce (tuning)', () => {
  it('without it the legions walk away from a fled Caesar (towards their own Caesar at war)', () => {
    const { actions } = aiMovement(fled());
    expect(marchesTo(actions, 'palestina')).toHaveLength(0);
  });

  it('with it the legion next to a fled Caesar attacks him and the other one comes closer', () => {
    const { actions, state } = aiMovement(fled(), { tuning: POUNCE });
    expect(marchesTo(actions, 'palestina')).toEqual([{ type: 'march', from: 'syria', to: 'palestina', troops: expect.objectContaining({ generals: 1, infantry: 5 }) }]);
    expect(sumAt(state, 0, 'syria')).toMatchObject({ generals: 1, infantry: 5 });
  });

  it('next to a Caesar at home who could retreat, the legion waits for the one coming instead of attacking alone', () => {
    const { actions, state } = aiMovement(weakHome(), { tuning: POUNCE });
    expect(marchesTo(actions, 'egyptus')).toHaveLength(0);
    expect(sumAt(state, 0, 'palestina')).toMatchObject({ generals: 1, infantry: 7 });
    expect(sumAt(state, 0, 'arabia_petraea')).toMatchObject({ generals: 1, infantry: 7 });
  });

  it('the next turn both legions attack him together', () => {
    const s = weakHome();
    s.stacks = s.stacks.filter((x) => x.at !== 'syria');
    put(s, 0, 'arabia_petraea', { infantry: 7, generals: 1 });
    own(s, 0, 'arabia_petraea');
    const { actions, state } = aiMovement(s, { tuning: POUNCE });
    expect(marchesTo(actions, 'egyptus').map((a) => a.type === 'march' && a.from).sort()).toEqual(['arabia_petraea', 'palestina']);
    expect(sumAt(state, 0, 'egyptus')).toMatchObject({ generals: 2, infantry: 14 });
  });

  it('a Caesar at home with a strong guard is no prey: the legions do as without it', () => {
    const s = weakHome();
    s.stacks = s.stacks.filter((x) => x.at !== 'egyptus');
    put(s, 1, 'egyptus', { infantry: 12, caesar: 1 });
    expect(aiMovement(s, { tuning: POUNCE }).actions).toEqual(aiMovement(s).actions);
  });
});

describe('wipeOdds', () => {
  const side = (infantry: number, leaders = 1) => ({ units: { infantry, cavalry: 0, catapult: 0 }, leaders });
  it('a big legion against one unit usually destroys it in the first round', () => {
    expect(wipeOdds(side(7), side(1))).toBeGreaterThan(0.8);
  });
  it('falls as the guard grows, and is nil when the guard does not fit in its battle legion', () => {
    expect(wipeOdds(side(7), side(4))).toBeLessThan(wipeOdds(side(7), side(2)));
    expect(wipeOdds(side(20, 3), side(7, 0))).toBe(0);
  });
});

describe('the hard AI fledWar (tuning)', () => {
  /** Three players at round 20: seat 1's Caesar has fled his home; seat 0's Caesar at home in Hispania with two generals and 14 infantry. */
  function threePlayers(): ConquestState {
    const s = bareGame(['hispania', 'egyptus', 'macedonia']);
    clearPieces(s);
    s.round = 20;
    s.active = 0;
    s.phase = 'movement';
    put(s, 0, 'hispania', { infantry: 14, caesar: 1, generals: 2 });
    put(s, 1, 'egyptus', { infantry: 6, generals: 1 });
    put(s, 1, 'palestina', { infantry: 2, caesar: 1 });
    put(s, 2, 'macedonia', { infantry: 8, caesar: 1, generals: 1 });
    own(s, 0, 'hispania');
    own(s, 1, 'egyptus', 'palestina');
    own(s, 2, 'macedonia');
    return s;
  }

  it('by default a rival Caesar out of his home starts the war: Caesar leaves home with both generals', () => {
    const { state } = aiMovement(threePlayers());
    expect(sumAt(state, 0, 'hispania').caesar).toBe(0);
    expect(sumAt(state, 0, 'narbonensis')).toMatchObject({ caesar: 1, generals: 2 });
  });

  it('without it Caesar stays home and the generals go on taking provinces', () => {
    const { state } = aiMovement(threePlayers(), { tuning: { fledWar: false } });
    expect(sumAt(state, 0, 'hispania')).toMatchObject({ caesar: 1, generals: 0 });
    expect(sumAt(state, 0, 'narbonensis')).toMatchObject({ caesar: 0, generals: 2 });
  });
});
