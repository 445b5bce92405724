/**
 * The end by agreement. Both rulebooks end the game when one Caesar is left,
 * "of course, if the other players agree to declare you Caesar before you
 * crush them, who are we to complain". Any living player may call for it,
 * naming the player to declare Caesar or nobody (the players left share the
 * win); every other living player answers, and one refusal ends the vote.
 * A player calls at most once per round, so a refused call cannot stall the
 * game; calls are not made during a battle or a pending ransom offer.
 */
import { alive } from './board';
import { CONQUEST_ERRORS, refuse } from './errors';
import type { ConquestEvent, ConquestState, Seat } from './types';

export function canCallEnd(s: ConquestState, seat: Seat): boolean {
  return s.endReason === null && !!s.players[seat]?.alive && !s.battle && !s.ransomOffer && !s.endVote
    && s.players[seat].endCalledRound < s.round;
}

export function callEnd(s: ConquestState, seat: Seat, winner: Seat | null, events: ConquestEvent[]): void {
  if (!s.players[seat]?.alive) refuse(CONQUEST_ERRORS.notYourTurn, 'you are not in the game');
  if (s.battle || s.ransomOffer || s.endVote) refuse(CONQUEST_ERRORS.notYourStep, 'wait until the battle, offer or vote in progress is over');
  if (s.players[seat].endCalledRound >= s.round) refuse(CONQUEST_ERRORS.endCalledThisRound, 'you already called for an end this round');
  if (winner !== null && !s.players[winner]?.alive) refuse(CONQUEST_ERRORS.badAction, 'the player to declare Caesar must still be in the game');
  s.players[seat].endCalledRound = s.round;
  s.endVote = { caller: seat, winner, yes: [seat] };
  events.push({ type: 'endCalled', caller: seat, winner });
  settle(s, events);
}

export function answerEnd(s: ConquestState, seat: Seat, accept: boolean, events: ConquestEvent[]): void {
  const v = s.endVote!;
  events.push({ type: 'endAnswered', seat, accepted: accept });
  if (!accept) {
    s.endVote = null;
    return;
  }
  v.yes.push(seat);
  settle(s, events);
}

/** Ends the game once every living player agreed. */
function settle(s: ConquestState, events: ConquestEvent[]): void {
  const v = s.endVote!;
  if (!alive(s).every((x) => v.yes.includes(x))) return;
  s.endVote = null;
  s.endReason = 'agreed';
  s.agreedWinner = v.winner;
  events.push({ type: 'gameOver', winner: v.winner });
}
