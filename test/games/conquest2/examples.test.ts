/**
 * The worked examples of the Czech rulebook (seeds/000, "Příklad hry"): Jack's
 * move out of Egypt, his battle in Galatia against Keith's garrison, and the
 * influence he buys there afterwards. (The Neapolis tie and the red player's
 * hit limit are in rules.test.ts, with their rules.)
 */
import { describe, expect, it } from 'vitest';
import { board, conquest2, forceDice, play, put, refused, setInfluence, turnOf, units } from './helpers';
import type { C2State } from '../../../src/games/conquest2/types';

const JACK = 0;
const KEITH = 1;

function jackInEgypt(): C2State {
  const s = board();
  setInfluence(s, 'egyptus', JACK, 2);
  put(s, JACK, 'egyptus', { infantry: 8, cavalry: 2, catapult: 1, general: 1, caesar: 1 });
  // A galley next to Sicilia makes the amphibious move possible.
  s.fleet.mare_libycum[JACK] = 1;
  // Keith's garrison and his influence in Galatia; rival units in Asia close the long northern road.
  put(s, KEITH, 'galatia', { infantry: 1 });
  setInfluence(s, 'galatia', KEITH, 2);
  put(s, 3, 'asia', { infantry: 1 });
  return s;
}

const jackMove = {
  type: 'move' as const,
  from: 'egyptus',
  moves: [
    { to: 'numidia', units: units({ infantry: 1 }), amphibious: false },
    { to: 'hispania', units: units({ infantry: 1 }), amphibious: false },
    { to: 'sicilia', units: units({ infantry: 1 }), amphibious: true },
    { to: 'galatia', units: units({ infantry: 4, cavalry: 2, catapult: 1, general: 1 }), amphibious: false },
  ],
};

describe('the example of play', () => {
  it('Jack moves out of Egypt in ONE action: Numidia, Hispania by Africa and Gibraltar, Sicilia by sea, Galatia', () => {
    const { state } = play(jackInEgypt(), JACK, jackMove);
    expect(state.turn.actionsLeft).toBe(1);
    expect(state.army.numidia[JACK].infantry).toBe(1);
    expect(state.army.hispania[JACK].infantry).toBe(1);
    expect(state.army.sicilia[JACK].infantry).toBe(1);
    expect(state.army.galatia[JACK]).toEqual(units({ infantry: 4, cavalry: 2, catapult: 1, general: 1 }));
    // One infantry and Caesar stay in Egypt as its garrison.
    expect(state.army.egyptus[JACK]).toEqual(units({ infantry: 1, caesar: 1 }));
  });

  it('a non-allied galley at Gibraltar would have closed the way to Hispania (the north being blocked)', () => {
    const s = jackInEgypt();
    s.fleet.mare_hispalis[KEITH] = 1;
    refused(s, JACK, jackMove, 'unreachable');
  });

  it('the battle in Galatia: Jack rolls 4 dice (his general), Keith 3; Keith\'s two infantry faces hit once; both lose an infantry; Keith takes 2 chaos', () => {
    let s = play(jackInEgypt(), JACK, jackMove).state;
    s = forceDice(s, ['infantry', 'blank', 'catapult', 'blank', /* Keith */ 'blank', 'infantry', 'infantry']);
    const { state, events } = play(s, JACK, { type: 'attack', at: 'galatia', target: KEITH });
    const round = events.find((e) => e.type === 'battleRound')!;
    expect(round.attackerRoll).toHaveLength(4);
    expect(round.defenderRoll).toHaveLength(3);
    expect(state.army.galatia[KEITH]).toEqual(units());
    expect(state.army.galatia[JACK]).toEqual(units({ infantry: 3, cavalry: 2, catapult: 1, general: 1 }));
    expect(state.players[KEITH].chaos).toBe(2);
    expect(state.players[JACK].chaos).toBe(0);
  });

  it('in Galatia the loss is Jack\'s choice: "Jako oběť si vybere pěchotu"; had he put cavalry first, a cavalry would fall', () => {
    const dice = ['infantry', 'blank', 'catapult', 'blank', /* Keith */ 'blank', 'infantry', 'infantry'] as const;
    const moved = play(jackInEgypt(), JACK, jackMove).state;
    const infantry = play(forceDice(moved, [...dice]), JACK, { type: 'attack', at: 'galatia', target: KEITH, losses: ['infantry', 'cavalry', 'catapult', 'galley'] }).state;
    expect(infantry.army.galatia[JACK]).toEqual(units({ infantry: 3, cavalry: 2, catapult: 1, general: 1 }));
    const cavalry = play(forceDice(moved, [...dice]), JACK, { type: 'attack', at: 'galatia', target: KEITH, losses: ['cavalry', 'infantry', 'catapult', 'galley'] }).state;
    expect(cavalry.army.galatia[JACK]).toEqual(units({ infantry: 4, cavalry: 1, catapult: 1, general: 1 }));
  });

  it('next round Jack buys Keith\'s unprotected tokens, one per action with a general, for 10 each; Caesar would buy both in one', () => {
    let s = play(jackInEgypt(), JACK, jackMove).state;
    s = forceDice(s, ['infantry', 'blank', 'blank', 'blank', 'blank', 'blank', 'blank']);
    s = play(s, JACK, { type: 'attack', at: 'galatia', target: KEITH }).state;
    s = turnOf(s, JACK);
    refused(s, JACK, { type: 'influence', at: 'galatia', from: [KEITH, KEITH] }, 'tooMany');
    s = play(s, JACK, { type: 'influence', at: 'galatia', from: [KEITH] }).state;
    s = play(s, JACK, { type: 'influence', at: 'galatia', from: [KEITH] }).state;
    expect(s.influence.galatia[JACK]).toBe(2);
    expect(s.influence.galatia[KEITH]).toBe(0);
    expect(s.players[JACK].talents).toBe(60);
    const withCaesar = turnOf(play(jackInEgypt(), JACK, jackMove).state, JACK);
    put(withCaesar, KEITH, 'galatia', { infantry: 0 });
    put(withCaesar, JACK, 'galatia', { caesar: 1 });
    const one = play(withCaesar, JACK, { type: 'influence', at: 'galatia', from: [KEITH, KEITH] }).state;
    expect(one.influence.galatia[JACK]).toBe(2);
    expect(one.turn.actionsLeft).toBe(1);
    expect(conquest2.activePlayers(one)).toEqual([JACK]);
  });
});
