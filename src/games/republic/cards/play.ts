/**
 * Playing statesmen and concessions from the hand: in the initial faction
 * phase (3.01.9) and in the Revolution Phase (1.11.1). The decision repeats
 * until the faction says it is done.
 */
import { z } from 'zod';
import { emit } from '../ctx';
import { CONCESSIONS, STATESMEN, cardKind } from '../data';
import { need, refuse, REPUBLIC_ERRORS } from '../errors';
import { push, registerAction, registerDecision } from '../registry';
import { enterStatesman, members, sen, statesmanPlayable } from '../senators';
import type { CardId, DecisionBase, RepublicAction, RepublicState, Seat, SenatorId } from '../types';

export interface PlayCardsDecision extends DecisionBase { kind: 'playCards'; phase: 'setup' | 'revolution' }
export interface DoneAction { type: 'done' }
export interface PlayStatesmanAction { type: 'playStatesman'; card: CardId }
export interface PlayConcessionAction { type: 'playConcession'; card: CardId; senator: SenatorId }

declare module '../types' {
  interface DecisionMap { playCards: PlayCardsDecision }
  interface ActionMap { done: DoneAction; playStatesman: PlayStatesmanAction; playConcession: PlayConcessionAction }
}

const Card = z.string().min(3).max(60);
registerAction('done', z.object({ type: z.literal('done') }));
registerAction('playStatesman', z.object({ type: z.literal('playStatesman'), card: Card }));
registerAction('playConcession', z.object({ type: z.literal('playConcession'), card: Card, senator: z.string().min(1).max(8) }));

export function takeFromHand(s: RepublicState, seat: Seat, card: CardId): void {
  const hand = s.factions[seat].hand;
  const i = hand.indexOf(card);
  if (i < 0) refuse(REPUBLIC_ERRORS.noSuchCard, 'that card is not in your hand');
  hand.splice(i, 1);
}

/** The Land Commissioner needs a land bill in force (1.09.61). */
export function landBillInForce(s: RepublicState): boolean {
  return s.landBills.I + s.landBills.II + s.landBills.III > 0;
}

export function concessionPlayable(s: RepublicState, card: CardId): boolean {
  return !CONCESSIONS.get(card)!.needsLandBill || landBillInForce(s);
}

function playable(s: RepublicState, seat: Seat): RepublicAction[] {
  const out: RepublicAction[] = [];
  const own = members(s, seat).filter((x) => x.rebel === null);
  for (const card of s.factions[seat].hand) {
    const k = cardKind(card);
    if (k === 'statesman' && statesmanPlayable(s, seat, card.slice('statesman:'.length))) out.push({ type: 'playStatesman', card });
    if (k === 'concession' && concessionPlayable(s, card)) {
      for (const x of own) out.push({ type: 'playConcession', card, senator: x.id });
    }
  }
  return out;
}

registerDecision({
  kind: 'playCards',
  legal(s, d) {
    return [{ type: 'done' }, ...playable(s, d.seat)];
  },
  resolve(ctx, d, a) {
    const s = ctx.s;
    if (a.type === 'done') return;
    if (a.type === 'playStatesman') {
      need(cardKind(a.card) === 'statesman', REPUBLIC_ERRORS.cannotPlay, 'that card is not a statesman');
      const code = a.card.slice('statesman:'.length);
      need(STATESMEN.has(code), REPUBLIC_ERRORS.noSuchCard, 'unknown statesman');
      need(s.factions[d.seat].hand.includes(a.card), REPUBLIC_ERRORS.noSuchCard, 'that card is not in your hand');
      need(statesmanPlayable(s, d.seat, code), REPUBLIC_ERRORS.cannotPlay, 'this statesman cannot enter play now (1.07.312)');
      takeFromHand(s, d.seat, a.card);
      enterStatesman(ctx, d.seat, code);
    } else if (a.type === 'playConcession') {
      need(cardKind(a.card) === 'concession', REPUBLIC_ERRORS.cannotPlay, 'that card is not a concession');
      need(s.factions[d.seat].hand.includes(a.card), REPUBLIC_ERRORS.noSuchCard, 'that card is not in your hand');
      need(concessionPlayable(s, a.card), REPUBLIC_ERRORS.cannotPlay, 'the Land Commissioner needs a land bill in force');
      const x = sen(s, a.senator);
      need(x.faction === d.seat && x.rebel === null, REPUBLIC_ERRORS.notYourSenator, 'give it to one of your senators');
      takeFromHand(s, d.seat, a.card);
      x.concessions.push({ card: a.card, corrupt: false });
      emit(ctx, 'concessionPlayed', { seat: d.seat, senator: x.id, card: a.card });
    } else {
      refuse(REPUBLIC_ERRORS.wrongDecision, 'play a statesman or a concession, or say you are done');
    }
    push(ctx, { kind: 'playCards', seat: d.seat, phase: d.phase });
  },
});
