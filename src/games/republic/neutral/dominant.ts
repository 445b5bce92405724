/**
 * 4.02.2 the Dominant Player: in a two-player game (two player factions and
 * three Neutrals) the decisions the Neutral rules leave open are made by the
 * Dominant Player, the player inside the ruling coalition if only one of them
 * is, else the one with the better Faction Dominance.
 *
 * Rulings "4.02.2 Dominant Player": Faction Dominance is the 4.05 ranking
 * (votes in Rome, ties by money); since players are never drafted into the
 * coalition here (ruling "4.05 Neutrals in the Senate"), it decides. The
 * decisions left open are those of a Neutral for which no Neutral guideline
 * or rule gives an answer (no Neutral policy is registered for its kind: a
 * battle to fight or decline, a Dictator's appointment, a unanimous defeat,
 * the order of calling voters, discards and card choices). Everything a
 * guideline or rule settles stays with the Neutral.
 */
import { dominanceRanking, rulingCoalition } from './coalition';
import { hasNeutralPolicy } from './policy';
import type { Decision, RepublicState, Seat } from '../types';

/** The two live player factions of a two-player game with Neutrals, or null for any other table. */
function twoPlayers(s: RepublicState): [Seat, Seat] | null {
  if (!s.factions.some((f) => f.kind === 'neutral')) return null;
  const players = s.factions.filter((f) => f.kind === 'player' && !f.eliminated).map((f) => f.seat);
  return players.length === 2 && s.factions.filter((f) => f.kind === 'player').length === 2 ? [players[0], players[1]] : null;
}

/** The Dominant Player now, or null outside a two-player game. */
export function dominantPlayer(s: RepublicState): Seat | null {
  const two = twoPlayers(s);
  if (!two) return null;
  const coalition = rulingCoalition(s);
  const inside = two.filter((p) => coalition.includes(p));
  if (inside.length === 1) return inside[0];
  const rank = dominanceRanking(s);
  return rank.indexOf(two[0]) <= rank.indexOf(two[1]) ? two[0] : two[1];
}

/** The player who answers a Neutral's decision `d` in its place (4.02.2), or null if the Neutral answers itself. */
export function dominantDecider(s: RepublicState, d: Decision): Seat | null {
  if (hasNeutralPolicy(d.kind)) return null;
  return dominantPlayer(s);
}
