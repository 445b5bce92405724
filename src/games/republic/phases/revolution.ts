/**
 * Revolution Phase (1.11): conditional revolts whose provinces now exist
 * become active (wars.json, ruling C16), statesmen and concessions are played
 * in HRAO order (1.11.1), hands are cut to five cards (1.11.2), victorious
 * commanders lay down their command (1.11.3), and a Consul for Life still in
 * office wins (1.12.2).
 *
 * TODO(revolution): trading faction cards (1.11.1) and declaring civil war
 * (1.11.3-1.11.37): at the 'victors' step a commander with a land victory
 * should get a decision to lay down his command or revolt; today he always
 * lays it down.
 */
import { z } from 'zod';
import { emit } from '../ctx';
import { K } from '../data';
import { need, REPUBLIC_ERRORS } from '../errors';
import { nextPhase } from '../flow';
import { armyOfCommander, recallArmy } from '../military';
import { push, registerAction, registerDecision, registerPhase } from '../registry';
import { clockwiseFrom, hraoSeat } from '../senators';
import { checkConsulForLife } from '../victory';
import { activateWar, provinceExists, warDef } from '../wars';
import { takeFromHand } from '../cards/play';
import type { CardId, DecisionBase } from '../types';

export interface DiscardDecision extends DecisionBase { kind: 'discard' }
export interface DiscardAction { type: 'discard'; card: CardId }

declare module '../types' {
  interface DecisionMap { discard: DiscardDecision }
  interface ActionMap { discard: DiscardAction }
}

registerAction('discard', z.object({ type: z.literal('discard'), card: z.string().max(60) }));

registerDecision({
  kind: 'discard',
  legal(s, d) {
    return s.factions[d.seat].hand.map((card) => ({ type: 'discard', card }) as const);
  },
  resolve(ctx, d, a) {
    need(a.type === 'discard', REPUBLIC_ERRORS.wrongDecision, 'discard a card');
    takeFromHand(ctx.s, d.seat, a.card);
    ctx.s.discard.push(a.card);
    emit(ctx, 'discarded', { seat: d.seat, card: a.card });
  },
});

registerPhase({
  phase: 'revolution',
  run(ctx) {
    const s = ctx.s;
    const order = clockwiseFrom(s, hraoSeat(s));
    switch (s.step) {
      case 'start':
        for (const w of s.forum.wars) {
          if (w.waiting && warDef(w.card).waitsFor.every((p) => provinceExists(s, p))) activateWar(ctx, w, 'provincesExist');
        }
        s.step = 'cards';
        for (const seat of [...order].reverse()) push(ctx, { kind: 'playCards', seat, phase: 'revolution' });
        return;
      case 'cards':
        s.step = 'discard';
        for (const seat of [...order].reverse()) {
          const extra = s.factions[seat].hand.length - K('handLimit');
          for (let i = 0; i < extra; i++) push(ctx, { kind: 'discard', seat });
        }
        return;
      case 'discard': {
        for (const id of s.combat?.victors ?? []) {
          const a = armyOfCommander(s, id);
          if (a) recallArmy(ctx, a.id, 'laysDownCommand');
        }
        s.combat = null;
        checkConsulForLife(ctx);
        if (s.ending) return;
        nextPhase(ctx);
        return;
      }
      default:
        throw new Error(`revolution step ${s.step}`);
    }
  },
});
