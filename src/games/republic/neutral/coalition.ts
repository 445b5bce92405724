/**
 * The Neutrals' coalition rule (4.05), shared by the Neutral factions' own
 * Senate play (./senate.ts) and by the AI, which predicts a Neutral's vote by
 * the same rule rather than by its own scoring:
 *
 * - The ruling coalition: factions ranked 1-5 by votes in Rome (ties: most
 *   talents that all can see); the walk 1; 2+5; 2+4; 2+3; 3+4+5; 1+5; 1+4; 1+3; 1+2 stops at the
 *   first combination with a majority of the votes; then all Neutrals.
 *   Ruling: player factions are never drafted into it (they may refuse, and a
 *   chat table has no moment to ask); only combinations of Neutrals count.
 * - Votes: a Neutral votes for its own proposals, for a Consul for Life of its
 *   own senator, and, in the coalition, for every proposal of a coalition
 *   faction (not a Tribune's); otherwise it abstains, or votes nay where a
 *   proposal allows no abstention (its most passive answer).
 */
import { proposalType } from '../phases/senate/proposal-types';
import { members, votesOf } from '../senators';
import { AI_TUNING } from '../ai/tuning';
import type { Proposal, RepublicState, Seat } from '../types';

const WALK = [[1], [2, 5], [2, 4], [2, 3], [3, 4, 5], [1, 5], [1, 4], [1, 3], [1, 2]];

export const isNeutralSeat = (s: RepublicState, seat: Seat): boolean => s.factions[seat]?.kind === 'neutral';

function votesIn(s: RepublicState, seat: Seat): number {
  return members(s, seat).reduce((n, x) => n + votesOf(x), 0);
}

/**
 * Money for the 4.05 tie-break, counted from what every player can see: the
 * senators' own talents and a Neutral's open treasury. A player faction's
 * treasury is secret, so counting it would make the ruling coalition and the
 * Dominant Player depend on hidden values (and routing a decision to the
 * Dominant Player would leak which treasury is larger).
 */
function publicMoney(s: RepublicState, seat: Seat): number {
  const openTreasury = isNeutralSeat(s, seat) ? s.factions[seat].treasury : 0;
  return openTreasury + members(s, seat).reduce((n, x) => n + x.talents, 0);
}

/** Factions ranked 1-5 by votes in Rome now, ties by public money (4.05 step 1). */
export function dominanceRanking(s: RepublicState): Seat[] {
  const live = s.factions.filter((f) => !f.eliminated).map((f) => f.seat);
  return [...live].sort((a, b) => votesIn(s, b) - votesIn(s, a) || publicMoney(s, b) - publicMoney(s, a) || a - b);
}

/**
 * The ruling coalition of 4.05 step 1: formed once, when the Senate opens
 * (./senate.ts records it; "ranking fixed until the next Senate Phase"), so
 * that a bribe, a death or a senator sent away does not change it mid-vote.
 */
export function rulingCoalition(s: RepublicState): Seat[] {
  const fixed = s.phase === 'senate' && !AI_TUNING.baseline ? s.senate?.neutralCoalition : undefined;
  if (fixed) return fixed.filter((seat) => !s.factions[seat]?.eliminated);
  return formCoalition(s);
}

/** The coalition walk over the ranking now (only Neutrals are drafted; see the ruling above). */
export function formCoalition(s: RepublicState): Seat[] {
  const ranked = dominanceRanking(s);
  const total = ranked.reduce((n, seat) => n + votesIn(s, seat), 0);
  for (const combo of WALK) {
    if (combo.some((i) => i > ranked.length)) continue;
    const seats = combo.map((i) => ranked[i - 1]);
    if (!seats.every((seat) => isNeutralSeat(s, seat))) continue;
    if (2 * seats.reduce((n, seat) => n + votesIn(s, seat), 0) > total) return seats;
  }
  return ranked.filter((seat) => isNeutralSeat(s, seat));
}

/** What a Neutral needs to know of a proposal on the floor: what it is, who tabled it and how. */
export interface NeutralBallotItem { proposal: Proposal; by: Seat; viaTribune: boolean }

/** The ballot Neutral `seat` casts on `item` by the coalition rule. */
export function neutralBallot(s: RepublicState, seat: Seat, item: NeutralBallotItem, coalition: Seat[] = rulingCoalition(s)): 'yea' | 'nay' | 'abstain' {
  const p = item.proposal as { kind: string; senator?: string };
  const own = p.kind === 'consulForLife' && p.senator !== undefined && s.senators[p.senator]?.faction === seat;
  if (own) return 'yea';
  const passive = proposalType(p.kind).noAbstain ? 'nay' : 'abstain';
  if (item.viaTribune) return passive;
  return item.by === seat || (coalition.includes(seat) && coalition.includes(item.by)) ? 'yea' : passive;
}
