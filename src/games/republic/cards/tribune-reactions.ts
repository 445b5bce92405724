/**
 * Answers to a Tribune (intrigue cards): Graft and Murder of a Tribune cancel
 * a Tribune's veto or proposal (before any vote is called on it); Mob Incited
 * to Violence is the Tribune player's reply to either.
 *
 * Hidden information: whether anyone holds these cards is secret, so the
 * reaction window is offered to every other player faction (clockwise from
 * the Tribune's player) whenever such a card is still in the deck or in any
 * hand, which the table can work out from the public discard pile. A faction
 * without the card simply answers `done`. Neutral hands are open, so a
 * Neutral is asked only if it holds one. A faction ruled by a Consul for Life
 * plays no cards of its own in the Senate (1.09.823) and is not asked.
 */
import { z } from 'zod';
import type { Ctx } from '../ctx';
import { d6, emit } from '../ctx';
import { INTRIGUE } from '../data';
import { need, REPUBLIC_ERRORS } from '../errors';
import { controllerSeat } from '../flow';
import { BANK, move, senatorAcct } from '../money';
import { chitDeaths } from '../phases/mortality';
import { push, registerAction, registerDecision } from '../registry';
import { addPopularity, clockwiseFrom, senatorsInRome } from '../senators';
import { takeFromHand } from './play';
import type { CardId, DecisionBase, RepublicAction, RepublicState, Seat, SenatorId } from '../types';

export type TribuneUse = 'veto' | 'propose';

export interface TribuneChallengeDecision extends DecisionBase {
  kind: 'tribuneChallenge'; tribuneSeat: Seat; use: TribuneUse; remaining: Seat[];
}
export interface MobIncitedDecision extends DecisionBase { kind: 'mobIncited'; against: Seat }
export interface CounterTribuneAction { type: 'counterTribune'; card: CardId; senator: SenatorId }
export interface MobIncitedAction { type: 'mobIncited'; card: CardId; senator: SenatorId }

declare module '../types' {
  interface DecisionMap { tribuneChallenge: TribuneChallengeDecision; mobIncited: MobIncitedDecision }
  interface ActionMap { counterTribune: CounterTribuneAction; mobIncited: MobIncitedAction }
}

const Id = z.string().min(1).max(8);
registerAction('counterTribune', z.object({ type: z.literal('counterTribune'), card: z.string().max(60), senator: Id }));
registerAction('mobIncited', z.object({ type: z.literal('mobIncited'), card: z.string().max(60), senator: Id }));

const COUNTER = ['graft', 'murderOfATribune'];

function inDeckOrHand(s: RepublicState, types: string[]): boolean {
  const is = (c: CardId) => types.includes(INTRIGUE.get(c)?.type ?? '');
  return s.deck.some(is) || s.factions.some((f) => f.hand.some(is));
}

function cardsOf(s: RepublicState, seat: Seat, types: string[]): CardId[] {
  return s.factions[seat].hand.filter((c) => types.includes(INTRIGUE.get(c)?.type ?? ''));
}

/** Seats asked about a Tribune of `tribuneSeat` (see the file comment). */
function challengers(s: RepublicState, tribuneSeat: Seat): Seat[] {
  return clockwiseFrom(s, tribuneSeat).filter((seat) => {
    if (seat === tribuneSeat || controllerSeat(s, seat) !== seat) return false;
    return s.factions[seat].kind === 'player' || cardsOf(s, seat, COUNTER).length > 0;
  });
}

/** What happens to the Tribune when its reaction window closes. */
type Finish = (ctx: Ctx, cancelled: boolean, tribuneSeat: Seat) => void;
const finishers = new Map<TribuneUse, Finish>();

/** The Senate registers how a veto or a Tribune proposal goes on, or is undone, once the window closes. */
export function onTribuneSettled(use: TribuneUse, f: Finish): void {
  finishers.set(use, f);
}

/**
 * A Tribune was just used: open the reaction window, or settle at once when no
 * Graft or Murder of a Tribune can still be played.
 */
export function openTribuneWindow(ctx: Ctx, tribuneSeat: Seat, use: TribuneUse): void {
  const s = ctx.s;
  const asked = inDeckOrHand(s, COUNTER) ? challengers(s, tribuneSeat) : [];
  if (asked.length === 0) {
    finishers.get(use)!(ctx, false, tribuneSeat);
    return;
  }
  push(ctx, { kind: 'tribuneChallenge', seat: asked[0], tribuneSeat, use, remaining: asked.slice(1) });
}

function counterOptions(s: RepublicState, seat: Seat): RepublicAction[] {
  const out: RepublicAction[] = [{ type: 'done' }];
  const rome = senatorsInRome(s, seat);
  for (const card of cardsOf(s, seat, COUNTER)) {
    for (const x of rome.slice(0, 3)) out.push({ type: 'counterTribune', card, senator: x.id });
  }
  return out;
}

registerDecision({
  kind: 'tribuneChallenge',
  legal(s, d) {
    return counterOptions(s, d.seat);
  },
  resolve(ctx, d, a) {
    const s = ctx.s;
    if (a.type === 'done') {
      if (d.remaining.length > 0) {
        push(ctx, { kind: 'tribuneChallenge', seat: d.remaining[0], tribuneSeat: d.tribuneSeat, use: d.use, remaining: d.remaining.slice(1) });
      } else {
        finishers.get(d.use)!(ctx, false, d.tribuneSeat);
      }
      return;
    }
    need(a.type === 'counterTribune', REPUBLIC_ERRORS.wrongDecision, 'play Graft or Murder of a Tribune, or let the Tribune stand');
    const type = INTRIGUE.get(a.card)?.type;
    need(type !== undefined && COUNTER.includes(type), REPUBLIC_ERRORS.cannotPlay, 'that card does not stop a Tribune');
    const x = s.senators[a.senator];
    need(x && x.faction === d.seat && x.where.kind === 'rome', REPUBLIC_ERRORS.notInRome, 'name one of your senators in Rome');
    takeFromHand(s, d.seat, a.card);
    s.discard.push(a.card);
    const roll = d6(ctx);
    let cancelled: boolean;
    if (type === 'graft') {
      // Ruling: the bribe is called off (the card is still spent) when the senator cannot pay it.
      cancelled = x.talents >= roll;
      if (cancelled) move(s, senatorAcct(x.id), BANK, roll);
    } else {
      cancelled = roll % 2 === 0;
      addPopularity(x, -roll);
    }
    emit(ctx, 'counterTribune', { seat: d.seat, card: type, senator: x.id, roll, cancelled });
    if (cancelled) {
      finishers.get(d.use)!(ctx, true, d.tribuneSeat);
    } else if (d.remaining.length > 0) {
      push(ctx, { kind: 'tribuneChallenge', seat: d.remaining[0], tribuneSeat: d.tribuneSeat, use: d.use, remaining: d.remaining.slice(1) });
    } else {
      finishers.get(d.use)!(ctx, false, d.tribuneSeat);
    }
    // The Tribune's player may answer with Mob Incited to Violence, asked on the same public terms.
    const t = d.tribuneSeat;
    const canAsk = s.factions[t] && !s.factions[t].eliminated && controllerSeat(s, t) === t
      && (s.factions[t].kind === 'player' ? inDeckOrHand(s, ['mobIncited']) : cardsOf(s, t, ['mobIncited']).length > 0);
    if (canAsk) push(ctx, { kind: 'mobIncited', seat: t, against: d.seat });
  },
});

registerDecision({
  kind: 'mobIncited',
  legal(s, d) {
    const out: RepublicAction[] = [{ type: 'done' }];
    for (const card of cardsOf(s, d.seat, ['mobIncited'])) {
      for (const x of senatorsInRome(s, d.seat).slice(0, 3)) out.push({ type: 'mobIncited', card, senator: x.id });
    }
    return out;
  },
  resolve(ctx, d, a) {
    if (a.type === 'done') return;
    const s = ctx.s;
    need(a.type === 'mobIncited', REPUBLIC_ERRORS.wrongDecision, 'play Mob Incited to Violence or pass');
    need(INTRIGUE.get(a.card)?.type === 'mobIncited', REPUBLIC_ERRORS.cannotPlay, 'that card is not Mob Incited to Violence');
    const x = s.senators[a.senator];
    need(x && x.faction === d.seat && x.where.kind === 'rome', REPUBLIC_ERRORS.notInRome, 'name one of your senators in Rome');
    takeFromHand(s, d.seat, a.card);
    s.discard.push(a.card);
    const n = d6(ctx) + x.ora;
    emit(ctx, 'mobIncited', { seat: d.seat, against: d.against, chits: n });
    chitDeaths(ctx, n, 'mobIncited', (y) => y.faction === d.against && y.where.kind === 'rome');
  },
});
