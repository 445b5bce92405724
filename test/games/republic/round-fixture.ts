/**
 * A persuasion attempt about to open a round of counter-bribes (shared by the
 * engine's round tests and the table's): seat 0 holds the initiative with
 * senator 2 (16 talents) in Rome, senator 5 is unaligned in the Forum, every
 * other faction has one senator (10, 12, 14, 16, 18) in Rome.
 */
import type { RepublicAction, RepublicState } from '../../../src/games/republic/types';
import { addSenator, bare } from './helpers';

/** Seat 0's attempt on senator 5 with a bribe of 9 (the rulebook's Fabius and Claudius). */
export const PERSUADE: RepublicAction = { type: 'persuade', persuader: '2', target: '5', bribe: 9 };

/** The position before PERSUADE: `treasuries[k]` is the faction treasury of seat k + 1. */
export function persuasionTable(treasuries: number[], factions = treasuries.length + 1): RepublicState {
  const s = bare(factions, 'forum');
  addSenator(s, 2, 0, { talents: 16 });
  addSenator(s, 5, null);
  for (let seat = 1; seat < factions; seat++) {
    addSenator(s, 8 + 2 * seat, seat);
    s.factions[seat].treasury = treasuries[seat - 1] ?? 0;
  }
  s.step = 'initiatives';
  s.forumState = { taken: 0, holder: 0, sub: 'persuade', queue: [], auction: null, persuasion: null };
  s.pending = [{ id: 999, kind: 'persuade', seat: 0 }];
  return s;
}
