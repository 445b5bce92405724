/**
 * A victorious commander at the Revolution Phase (1.11): shared by the rebel
 * tests (rulings 1.11.32, the Vatinian Law's Legates).
 */
import type { RepublicState, SenatorId } from '../../../src/games/republic/types';
import { ctxOf, play, runPhase } from './helpers';

/** `commander` leads army 1 (against the 1st Punic War) of `legions` veteran legions loyal to him and has just won. */
export function victorAtRevolution(s: RepublicState, commander: SenatorId, legions: number): RepublicState {
  s.armies = [{ id: 1, commander, masterOfHorse: null, war: 'war:1st-punic', seq: 0, deployedTurn: s.turn, reinforcedTurn: null, proconsul: false }];
  s.nextArmy = 2;
  for (const l of s.legions) { l.at = 'pool'; l.veteran = false; l.allegiance = null; }
  for (const l of s.legions.slice(0, legions)) { l.at = 'army:1'; l.veteran = true; l.allegiance = commander; }
  s.combat = { queue: [], victors: [commander] };
  s.step = 'discard';
  return s;
}

/** The Revolution Phase runs on and `seat`'s victorious commander declares himself a rebel (1.11.2). */
export function revolt(s: RepublicState, seat: number): RepublicState {
  const c = ctxOf(s);
  runPhase(c);
  return play(play(c.s, seat, { type: 'testLoyalty', prepay: 0 }), seat, { type: 'revolt' });
}
