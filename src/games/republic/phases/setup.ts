/**
 * Set-up decisions (3.01.7 Faction Leaders, 3.02.4/3.03.4 provinces) and the
 * set-up "phase", which hands over to the first Mortality Phase once every
 * set-up decision is answered.
 */
import { z } from 'zod';
import { emit } from '../ctx';
import { PROVINCES } from '../data';
import { need, REPUBLIC_ERRORS } from '../errors';
import { enterPhase } from '../flow';
import { registerAction, registerDecision, registerPhase } from '../registry';
import { members, sen } from '../senators';
import type { DecisionBase, ProvinceId, SenatorId } from '../types';

export interface ChooseLeaderDecision extends DecisionBase { kind: 'chooseLeader' }
export interface AssignProvinceDecision extends DecisionBase { kind: 'assignProvince'; province: ProvinceId }
export interface LeaderAction { type: 'leader'; senator: SenatorId }
export interface GovernAction { type: 'govern'; senator: SenatorId; term: number }

declare module '../types' {
  interface DecisionMap { chooseLeader: ChooseLeaderDecision; assignProvince: AssignProvinceDecision }
  interface ActionMap { leader: LeaderAction; govern: GovernAction }
}

const Id = z.string().min(1).max(8);
registerAction('leader', z.object({ type: z.literal('leader'), senator: Id }));
registerAction('govern', z.object({ type: z.literal('govern'), senator: Id, term: z.number().int().min(1).max(3) }));

registerDecision({
  kind: 'chooseLeader',
  legal(s, d) {
    return members(s, d.seat).map((x) => ({ type: 'leader', senator: x.id }) as const);
  },
  resolve(ctx, d, a) {
    need(a.type === 'leader', REPUBLIC_ERRORS.wrongDecision, 'choose your Faction Leader');
    const x = sen(ctx.s, a.senator);
    need(x.faction === d.seat, REPUBLIC_ERRORS.notYourSenator, 'the Faction Leader must be one of your senators');
    ctx.s.factions[d.seat].leader = x.id;
    emit(ctx, 'factionLeader', { seat: d.seat, senator: x.id });
  },
});

registerDecision({
  kind: 'assignProvince',
  legal(s, d) {
    return members(s, d.seat).filter((x) => x.where.kind === 'rome')
      .flatMap((x) => [3, 1, 2].map((term) => ({ type: 'govern', senator: x.id, term }) as const));
  },
  resolve(ctx, d, a) {
    need(a.type === 'govern', REPUBLIC_ERRORS.wrongDecision, 'choose the governor and his term');
    const x = sen(ctx.s, a.senator);
    need(x.faction === d.seat && x.where.kind === 'rome', REPUBLIC_ERRORS.notYourSenator, 'the governor must be one of your senators in Rome');
    need(Number.isInteger(a.term) && a.term >= 1 && a.term <= 3, REPUBLIC_ERRORS.badAmount, 'the term is 1, 2 or 3');
    const p = ctx.s.provinces[d.province];
    p.governor = x.id;
    p.term = a.term;
    p.electedTurn = 0;
    x.where = { kind: 'governor', province: d.province };
    emit(ctx, 'governor', { province: d.province, name: PROVINCES.get(d.province)!.name, senator: x.id, term: a.term });
  },
});

registerPhase({
  phase: 'setup',
  run(ctx) {
    // Every set-up decision is answered: the first turn begins (1.03).
    enterPhase(ctx, 'mortality');
  },
});
