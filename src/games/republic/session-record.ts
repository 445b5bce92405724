/**
 * The record of a turn's Senate session: every proposal voted on (counted or
 * vetoed) with its outcome and each faction's open vote, kept in the state so
 * the table can draw the whole session once it closes (the floor keeps only
 * the proposal being voted on). Everything recorded is public: the factions
 * vote aloud and the proposals are on the table (1.09.5). It is written from
 * the public events of each action, so no rule reads it; it is replaced when a
 * later turn's Senate votes for the first time.
 */
import type { Proposal, RepublicEvent, RepublicState, Seat } from './types';

export interface SessionTally { seat: Seat; yea: number; nay: number; abstained: boolean }

export interface SessionVote {
  proposal: Proposal;
  outcome: 'passed' | 'defeated' | 'vetoed';
  yea: number;
  nay: number;
  tally: SessionTally[];
  /** The faction whose Tribune vetoed it. */
  vetoedBy?: Seat;
}

export interface SenateSession { turn: number; votes: SessionVote[] }

function voteOf(e: RepublicEvent): SessionVote | null {
  const tally = Array.isArray(e.tally) ? (e.tally as SessionTally[]).map((r) => ({ seat: r.seat, yea: r.yea, nay: r.nay, abstained: r.abstained })) : [];
  const proposal = e.proposal as Proposal | undefined;
  if (!proposal || typeof proposal !== 'object') return null;
  if (e.type === 'voteResult') {
    return { proposal, outcome: e.passed ? 'passed' : 'defeated', yea: Number(e.yea ?? 0), nay: Number(e.nay ?? 0), tally };
  }
  if (e.type === 'vetoed') {
    return {
      proposal, outcome: 'vetoed', yea: tally.reduce((n, r) => n + r.yea, 0), nay: tally.reduce((n, r) => n + r.nay, 0), tally,
      ...(typeof e.seat === 'number' ? { vetoedBy: e.seat } : {}),
    };
  }
  return null;
}

/** Adds the votes among an action's events to the turn's session record (in place, on apply's copy). */
export function recordSession(s: RepublicState, events: readonly RepublicEvent[]): void {
  for (const e of events) {
    const vote = voteOf(e);
    if (!vote) continue;
    if (!s.senateSession || s.senateSession.turn !== s.turn) s.senateSession = { turn: s.turn, votes: [] };
    s.senateSession.votes.push(structuredClone(vote));
  }
}
