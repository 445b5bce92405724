/**
 * Revolution Phase (1.11): conditional revolts whose provinces now exist
 * become active (wars.json, ruling C16), statesmen and concessions are played
 * in HRAO order (1.11.1), hands are cut to five cards (1.11.2), victorious
 * commanders lay down their command (1.11.3), and a Consul for Life still in
 * office wins (1.12.2).
 *
 * Trading (1.11.1, 1.04.5) is done by giving cards: each faction in turn may
 * give any of its faction cards to other factions (a trade is two gifts, made
 * binding by a public agreement); the cards given are not announced.
 *
 * Declaring civil war (1.11.3-1.11.37) is in ../civil-war.ts: at the
 * 'victors' step each commander with a land victory lays down his command or
 * revolts.
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
import { activateWar, findWar, provinceExists, warDef } from '../wars';
import { takeFromHand } from '../cards/play';
import { askVictors } from '../civil-war';
import { askGovernors, carryOutRevolt } from '../rebel-governors';
import { offerReinforcements } from '../rebel-reinforcements';
import { offerMarch } from '../rebel-march';
import { discardableUnderPassingLaws } from './senate/proposals/law';
import type { CardId, DecisionBase, RepublicAction, Seat } from '../types';

export interface DiscardDecision extends DecisionBase { kind: 'discard' }
export interface TradeDecision extends DecisionBase { kind: 'trade' }
export interface DiscardAction { type: 'discard'; card: CardId }
export interface GiveCardAction { type: 'giveCard'; card: CardId; to: Seat }

declare module '../types' {
  interface DecisionMap { discard: DiscardDecision; trade: TradeDecision }
  interface ActionMap { discard: DiscardAction; giveCard: GiveCardAction }
}

registerAction('discard', z.object({ type: z.literal('discard'), card: z.string().max(60) }));
registerAction('giveCard', z.object({ type: z.literal('giveCard'), card: z.string().max(60), to: z.number().int().min(0).max(5) }));

registerDecision({
  kind: 'trade',
  legal(s, d) {
    const out: RepublicAction[] = [{ type: 'done' }];
    const others = s.factions.filter((f) => f.seat !== d.seat && !f.eliminated);
    for (const card of s.factions[d.seat].hand) if (others[0]) out.push({ type: 'giveCard', card, to: others[0].seat });
    return out;
  },
  resolve(ctx, d, a) {
    const s = ctx.s;
    if (a.type === 'done') return;
    need(a.type === 'giveCard', REPUBLIC_ERRORS.wrongDecision, 'give a card or say you are done');
    const to = s.factions[a.to];
    need(to && !to.eliminated && a.to !== d.seat, REPUBLIC_ERRORS.badTarget, 'give it to another faction');
    takeFromHand(s, d.seat, a.card);
    to.hand.push(a.card);
    emit(ctx, 'cardGiven', { from: d.seat, to: a.to });
    push(ctx, { kind: 'trade', seat: d.seat });
  },
});

registerDecision({
  kind: 'discard',
  legal(s, d) {
    return s.factions[d.seat].hand.filter((card) => discardableUnderPassingLaws(s, d.seat, card)).map((card) => ({ type: 'discard', card }) as const);
  },
  resolve(ctx, d, a) {
    need(a.type === 'discard', REPUBLIC_ERRORS.wrongDecision, 'discard a card');
    need(discardableUnderPassingLaws(ctx.s, d.seat, a.card), REPUBLIC_ERRORS.cannotPlay, 'under Passing Laws (2.06) laws are discarded only when nothing else is left');
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
        s.step = 'trade';
        for (const seat of [...order].reverse()) push(ctx, { kind: 'trade', seat });
        // 2.03.7: after a civil-war stalemate a secondary rebel governor may reinforce the Primary Rebel (asked first).
        offerReinforcements(ctx);
        return;
      case 'trade':
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
        // 1.11.3: victors in HRAO-clockwise order of their factions lay down their command or revolt.
        const victors = (s.combat?.victors ?? []).filter((id) => s.senators[id]?.faction !== null && s.senators[id] !== undefined);
        const rank = (id: string) => order.indexOf(s.senators[id].faction!);
        // 2.03: governors may declare too, after the victors (pushed first, so decided after them).
        askGovernors(ctx, order);
        askVictors(ctx, [...victors].sort((x, y) => rank(x) - rank(y)));
        // 2.03.8: a Primary Rebel who stayed home may march on Rome now (decided first).
        offerMarch(ctx);
        s.step = 'victors';
        return;
      }
      case 'victors': {
        // The revolt declared (and not outbid) comes first; its secondary rebels may be asked.
        if (carryOutRevolt(ctx) && (s.pending.length > 0 || s.ending)) return;
        for (const id of s.combat?.victors ?? []) {
          const a = armyOfCommander(s, id);
          // An army moved on under the Manilian Law stays at its new war.
          if (a && !findWar(s, a.war)) recallArmy(ctx, a.id, 'laysDownCommand');
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
