/**
 * Tables with Neutral factions (section 4) shared by the Neutral rules tests
 * and the AI's predictions of Neutral votes.
 */
import { newSenateState } from '../../../src/games/republic/phases/senate/core';
import type { RepublicState } from '../../../src/games/republic/types';
import { addSenator, bare } from './helpers';
import { war } from './senate-table';

/** Seat 0 a player, seats 1-4 Neutrals, with these votes (Oratory) in Rome. */
export function neutralSenate(votes: number[]): RepublicState {
  const s = bare(5, 'senate');
  votes.forEach((v, seat) => {
    if (seat > 0) s.factions[seat].kind = 'neutral';
    addSenator(s, seat * 3 + 1, seat, { ora: v, knights: 0 });
  });
  s.senate = newSenateState();
  return s;
}

/**
 * Seat 0 a player, seat 1 Neutral Imperials with a Rome Consul (MIL 4) and a Field Consul (MIL 2);
 * these wars in the Forum, every legion and fleet in the pool.
 */
export function imperialsAtWar(wars: string[], treasury = 100, status: 'active' | 'inactive' = 'active'): RepublicState {
  const s = bare(2, 'senate');
  s.factions[1].kind = 'neutral';
  s.factions[1].neutralRole = 'imperials';
  addSenator(s, 1, 0);
  addSenator(s, 2, 1, { office: 'fieldConsul', mil: 2 });
  addSenator(s, 3, 1, { office: 'romeConsul', mil: 4 });
  s.forum.wars = wars.map((c) => war(c, { status }));
  s.treasury = treasury;
  for (const l of s.legions) l.at = 'pool';
  for (const f of s.fleets) f.at = 'pool';
  return s;
}
