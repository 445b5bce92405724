/**
 * Grain concessions in a drought (Aegyptian Grain, Sicilian Grain; concessions.json `grain`): when personal
 * revenue is paid while a drought is in play, the holder may milk the famine: his concession pays twice, plus
 * once more per further drought effect, and he loses 2 POP, plus 1 more per further effect, even at POP -9
 * (v1.07A, 1.06.12). Drought effects are the drought events and the drought wars (phases/population.ts).
 *
 * Ruling "1.06.12 grain": asked of the holder's faction right after personal revenue, a yes or no per
 * concession (the first answer, no, is the passive one). Crassus's doubled income doubles the extra too.
 */
import { z } from 'zod';
import type { Ctx } from '../ctx';
import { emit } from '../ctx';
import { CONCESSIONS, STATESMEN } from '../data';
import { need, REPUBLIC_ERRORS } from '../errors';
import { BANK, move, senatorAcct } from '../money';
import { droughts } from '../phases/population';
import { push, registerAction, registerDecision } from '../registry';
import { addPopularity, allSenators } from '../senators';
import type { CardId, DecisionBase, RepublicState, SenatorId } from '../types';

export interface GrainDecision extends DecisionBase { kind: 'grain'; senator: SenatorId; concession: CardId }
export interface GrainAction { type: 'grain'; milk: boolean }

declare module '../types' {
  interface DecisionMap { grain: GrainDecision }
  interface ActionMap { grain: GrainAction }
}

registerAction('grain', z.object({ type: z.literal('grain'), milk: z.boolean() }));

/** The grain concessions that may be milked now: held by a senator who was just paid his revenue. */
function grainHolders(s: RepublicState, paid: (id: SenatorId) => boolean): { senator: SenatorId; concession: CardId; seat: number }[] {
  if (droughts(s) === 0) return [];
  const out: { senator: SenatorId; concession: CardId; seat: number }[] = [];
  for (const x of allSenators(s)) {
    if (x.faction === null || !paid(x.id)) continue;
    for (const c of x.concessions) if (CONCESSIONS.get(c.card)?.grain) out.push({ senator: x.id, concession: c.card, seat: x.faction });
  }
  return out;
}

/** After personal revenue: asks each grain holder's faction whether he milks the drought (pushed last-first). */
export function askGrain(ctx: Ctx, paid: (id: SenatorId) => boolean): void {
  for (const h of grainHolders(ctx.s, paid).reverse()) push(ctx, { kind: 'grain', seat: h.seat, senator: h.senator, concession: h.concession });
}

registerDecision({
  kind: 'grain',
  legal() {
    return [{ type: 'grain', milk: false }, { type: 'grain', milk: true }];
  },
  resolve(ctx, d, a) {
    need(a.type === 'grain', REPUBLIC_ERRORS.wrongDecision, 'decide whether he sells his grain dear');
    if (!a.milk) return;
    const s = ctx.s;
    const x = s.senators[d.senator];
    const def = CONCESSIONS.get(d.concession);
    const effects = droughts(s);
    if (!x || !def || effects === 0 || !x.concessions.some((c) => c.card === d.concession)) return;
    const mult = x.statesman && STATESMEN.get(x.statesman)!.abilities.doublesIncome ? 2 : 1;
    const extra = def.income * mult * effects;
    move(s, BANK, senatorAcct(x.id), extra);
    addPopularity(x, -(1 + effects));
    emit(ctx, 'grainMilked', { senator: x.id, concession: d.concession, talents: extra, droughts: effects });
  },
});
