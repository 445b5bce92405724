/**
 * Open Bodyguard (intrigue, Late Republic): played in the Revenue Phase (as an
 * answer to the faction's redistribution decision, which every faction gets)
 * on one of its senators in Rome. It stays attached: every assassination
 * attempt against him gets -2 and one extra catch re-roll (1.09.73). Upkeep:
 * 1T and 1 Popularity from him each Revenue Phase, after personal revenue
 * (the step is not stated); if he cannot pay, the card is discarded. It is
 * discarded when he dies.
 */
import { z } from 'zod';
import type { Ctx } from '../ctx';
import { emit } from '../ctx';
import { INTRIGUE } from '../data';
import { need, REPUBLIC_ERRORS } from '../errors';
import { BANK, move, senatorAcct } from '../money';
import { addPopularity, allSenators, onDeath, senatorsInRome } from '../senators';
import { registerAction } from '../registry';
import { takeFromHand } from './play';
import type { CardId, RepublicAction, RepublicState, Seat, SenatorId } from '../types';

export interface OpenBodyguardAction { type: 'openBodyguard'; card: CardId; senator: SenatorId }

declare module '../types' {
  interface ActionMap { openBodyguard: OpenBodyguardAction }
}

registerAction('openBodyguard', z.object({ type: z.literal('openBodyguard'), card: z.string().max(60), senator: z.string().min(1).max(8) }));

export function openBodyguardOptions(s: RepublicState, seat: Seat): RepublicAction[] {
  const cards = s.factions[seat].hand.filter((c) => INTRIGUE.get(c)?.type === 'openBodyguard');
  if (cards.length === 0) return [];
  return senatorsInRome(s, seat).filter((x) => !x.bodyguard).slice(0, 3).map((x) => ({ type: 'openBodyguard', card: cards[0], senator: x.id }) as const);
}

export function playOpenBodyguard(ctx: Ctx, seat: Seat, a: OpenBodyguardAction): void {
  const s = ctx.s;
  need(INTRIGUE.get(a.card)?.type === 'openBodyguard', REPUBLIC_ERRORS.cannotPlay, 'that card is not an Open Bodyguard');
  const x = s.senators[a.senator];
  need(x && x.faction === seat && x.where.kind === 'rome', REPUBLIC_ERRORS.notInRome, 'on one of your senators in Rome');
  need(!x.bodyguard, REPUBLIC_ERRORS.badTarget, 'he already has one');
  takeFromHand(s, seat, a.card);
  x.bodyguard = a.card;
  emit(ctx, 'openBodyguard', { seat, senator: x.id });
}

/** Each Revenue Phase: 1T and 1 POP from the guarded senator, or the bodyguard leaves. */
export function bodyguardUpkeep(ctx: Ctx): void {
  const s = ctx.s;
  for (const x of allSenators(s)) {
    if (!x.bodyguard) continue;
    if (x.talents >= 1 && x.rebel === null && x.where.kind !== 'captive') {
      move(s, senatorAcct(x.id), BANK, 1);
      addPopularity(x, -1);
      continue;
    }
    s.discard.push(x.bodyguard);
    delete x.bodyguard;
    emit(ctx, 'openBodyguardLeaves', { senator: x.id });
  }
}

/** -2 to assassination rolls against him and one more catch re-roll (1.09.73). */
export function openBodyguardOf(s: RepublicState, id: SenatorId): number {
  return s.senators[id]?.bodyguard ? 1 : 0;
}

onDeath({
  after(ctx, x) {
    if (x.bodyguard) ctx.s.discard.push(x.bodyguard);
  },
});
