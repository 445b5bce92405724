/**
 * The GameModule's moving parts: who may act, what they may do, and applying
 * an action. apply() works on a copy: the top decision's owner answers it, or
 * any faction takes an interrupt that is open to it now; then the flow runs on
 * until someone must decide again. A refused action changes nothing.
 */
import type { ApplyOutcome } from '../../core/game';
import { RuleViolation } from '../../core/game';
import { makeCtx } from './ctx';
import { REPUBLIC_ERRORS, refuse } from './errors';
import { answer, controllerSeat, deciderOf, isNeutral, settle } from './flow';
import { allInterrupts, decisionHandler, top } from './registry';
import { dropSenateDecisions } from './phases/senate/core';
import { recordSession } from './session-record';
import type { Decision, RepublicAction, RepublicEvent, RepublicState, Seat } from './types';

function mayInterrupt(s: RepublicState, seat: Seat): boolean {
  if (s.ending || isNeutral(s, seat) || !s.factions[seat] || s.factions[seat].eliminated) return false;
  // A faction ruled by a Consul for Life takes no initiative of its own in the Senate (1.09.823).
  return controllerSeat(s, seat) === seat;
}

function interruptsFor(s: RepublicState, seat: Seat): RepublicAction[] {
  if (!mayInterrupt(s, seat)) return [];
  return allInterrupts().flatMap((h) => h.legal(s, seat));
}

/** Ruling "Interrupt windows": judged from public information only, so the list gives no card away. */
function windowOpen(s: RepublicState, seat: Seat): boolean {
  return mayInterrupt(s, seat) && allInterrupts().some((h) => h.window(s, seat));
}

/**
 * Answers the Consul for Life may give for a faction he rules: none that plays
 * that faction's cards (its Tribunes), and no vote against a land bill.
 */
function ruledAnswers(s: RepublicState, d: Decision, answers: RepublicAction[]): RepublicAction[] {
  if (deciderOf(s, d) === d.seat) return answers;
  const landBill = (s.senate?.floor.at(-1)?.proposal as { kind?: string } | undefined)?.kind === 'landBill';
  return answers.filter((a) => a.type !== 'veto' && !(landBill && a.type === 'vote' && a.choice === 'nay'));
}

/**
 * The counter-bribes of the open persuasion round still awaited, top first. Ruling 1.07.414: they are
 * committed secretly and revealed together, so their order does not matter and a chat table may collect
 * them at once: any of these factions may answer before the one on top.
 */
export function openCounterBribes(s: RepublicState): Decision[] {
  const out: Decision[] = [];
  for (let k = s.pending.length - 1; k >= 0 && s.pending[k].kind === 'counterBribe'; k--) out.push(s.pending[k]);
  return out;
}

function ownCounterBribe(s: RepublicState, seat: Seat): Decision | undefined {
  return isNeutral(s, seat) ? undefined : openCounterBribes(s).find((d) => d.seat === seat);
}

export function activePlayers(s: RepublicState): Seat[] {
  if (s.ending) return [];
  const d = top(s);
  const out: Seat[] = [];
  if (d && !isNeutral(s, deciderOf(s, d))) out.push(deciderOf(s, d));
  for (const c of openCounterBribes(s)) if (!out.includes(c.seat) && !isNeutral(s, c.seat)) out.push(c.seat);
  // Every seat whose interrupt window is open, whether or not it holds the card to use it: listing only
  // the seats able to act would tell everyone who holds a Tribune (ruling "Interrupt windows").
  for (const f of s.factions) if (!out.includes(f.seat) && windowOpen(s, f.seat)) out.push(f.seat);
  return out;
}

export function legalActions(s: RepublicState, seat: Seat): RepublicAction[] {
  if (s.ending) return [];
  const d = top(s);
  const own = d && deciderOf(s, d) === seat && !isNeutral(s, seat) ? ruledAnswers(s, d, decisionHandler(d.kind).legal(s, d)) : [];
  const bribe = own.length ? undefined : ownCounterBribe(s, seat);
  if (bribe) return [...decisionHandler(bribe.kind).legal(s, bribe), ...interruptsFor(s, seat)];
  return [...own, ...interruptsFor(s, seat)];
}

export function applyAction(state: RepublicState, seat: Seat, action: RepublicAction): ApplyOutcome<RepublicState, RepublicEvent> {
  if (state.ending) return { ok: false, error: { code: REPUBLIC_ERRORS.gameOver, message: 'the game is over' } };
  const s = structuredClone(state);
  const ctx = makeCtx(s);
  try {
    const interrupt = allInterrupts().find((h) => (h.types as string[]).includes(action.type));
    const d = top(s);
    if (interrupt) {
      if (interruptsFor(s, seat).length === 0 || interrupt.legal(s, seat).length === 0) refuse(REPUBLIC_ERRORS.notAllowed, 'you cannot do that now');
      interrupt.resolve(ctx, seat, action);
      // An interrupt can change who presides (a law costing influence) or who may vote: the Senate
      // asks its pending question again, of whoever it now belongs to.
      if (s.phase === 'senate' && s.senate) dropSenateDecisions(s);
    } else if (action.type === 'counterBribe' && d && d.seat !== seat && ownCounterBribe(s, seat)) {
      // A counter-bribe of the open round answered before its turn (see openCounterBribes).
      const mine = ownCounterBribe(s, seat)!;
      s.pending.splice(s.pending.indexOf(mine), 1);
      decisionHandler(mine.kind).resolve(ctx, mine, action);
    } else {
      if (!d || deciderOf(s, d) !== seat || isNeutral(s, seat)) refuse(REPUBLIC_ERRORS.notYourTurn, 'it is not your turn to decide');
      if (d.seat !== seat && !ruledAnswers(s, d, [action]).length) refuse(REPUBLIC_ERRORS.notAllowed, 'the Consul for Life cannot do that for another faction');
      answer(ctx, action);
    }
    settle(ctx);
    recordSession(s, ctx.events);
  } catch (e) {
    if (e instanceof RuleViolation) return { ok: false, error: e.error };
    throw e;
  }
  s.rng = ctx.rng.state();
  s.version += 1;
  return { ok: true, state: s, events: ctx.events };
}
