/**
 * Advanced rule 2.03.8: a Primary Rebel governor who stayed in his province
 * may march on Rome in a later Revolution Phase, with the civil-war
 * declarations (decision `rebelMarch`, his faction's; asked while he is at
 * home with at least one legion, as when he declared: ruling "2.03 marching
 * governor").
 *
 * - From a province with naval base 0 he lands in Italy at once: his
 *   garrison (his veterans in it too) becomes the rebel army and his
 *   provincial armies march with him, as for a governor who marched when he
 *   declared (2.03.7).
 * - From any other he sails (`rebelMarch` on the province, schema 10) and
 *   must get past the Senate's naval interception at the start of the next
 *   Combat Phase (2.03.72, in ./rebel-reinforcements.ts): a Senate Victory
 *   keeps him at home, any other result lands him. Until then he is still in
 *   his province for everything else (revenue, upkeep, its defence).
 * Rulings: docs/republic-rulings.md ("2.03.8 marching later").
 */
import { z } from 'zod';
import type { Ctx } from './ctx';
import { emit } from './ctx';
import { need, REPUBLIC_ERRORS } from './errors';
import { legionsAt } from './military';
import { push, registerAction, registerDecision } from './registry';
import { printed, rebelAtHome } from './revolt-state';
import type { DecisionBase, ProvinceId, ProvinceState, RepublicState, Senator, SenatorId } from './types';

export interface RebelMarchDecision extends DecisionBase { kind: 'rebelMarch'; senator: SenatorId; province: ProvinceId }
export interface MarchOnRomeAction { type: 'marchOnRome' }

declare module './types' {
  interface DecisionMap { rebelMarch: RebelMarchDecision }
  interface ActionMap { marchOnRome: MarchOnRomeAction }
}

registerAction('marchOnRome', z.object({ type: z.literal('marchOnRome') }));

/** The Primary Rebel at home who may set out for Rome now: not already at sea, with a legion to march with. */
export function mayMarchLater(s: RepublicState): { rebel: Senator; province: ProvinceState } | undefined {
  const home = rebelAtHome(s);
  if (!home || home.province.rebelMarch || legionsAt(s, `garrison:${home.province.id}`).length === 0) return undefined;
  return home;
}

/** Revolution Phase, with the declarations: the Primary Rebel's faction is asked whether he marches now. */
export function offerMarch(ctx: Ctx): void {
  const home = mayMarchLater(ctx.s);
  if (!home || home.rebel.faction === null) return;
  push(ctx, { kind: 'rebelMarch', seat: home.rebel.faction, senator: home.rebel.id, province: home.province.id });
}

registerDecision({
  kind: 'rebelMarch',
  legal() {
    // Staying home first: the passive answer, and the AI's unless it says otherwise.
    return [{ type: 'done' }, { type: 'marchOnRome' }];
  },
  resolve(ctx, d, a) {
    if (a.type === 'done') return;
    need(a.type === 'marchOnRome', REPUBLIC_ERRORS.wrongDecision, 'march on Rome or stay in the province');
    const home = mayMarchLater(ctx.s);
    need(!!home && home.rebel.id === d.senator && home.province.id === d.province, REPUBLIC_ERRORS.notAllowed, 'he cannot march now');
    const transit = printed(home!.province).naval > 0;
    emit(ctx, 'rebelMarches', { senator: d.senator, province: d.province, transit, legions: legionsAt(ctx.s, `garrison:${d.province}`).length });
    if (transit) home!.province.rebelMarch = true;
    else landInItaly(ctx, home!.rebel, home!.province);
  },
});

/**
 * He lands in Italy: his garrison becomes the rebel army and he is on the march (his province stays in revolt,
 * keeps its base strength and fleets and pays him; its armies march with him: `marchingProvince`).
 */
export function landInItaly(ctx: Ctx, r: Senator, p: ProvinceState): void {
  const s = ctx.s;
  const moving = legionsAt(s, `garrison:${p.id}`);
  for (const l of moving) l.at = 'rebel';
  r.where = { kind: 'rebel' };
  delete p.rebelMarch;
  emit(ctx, 'rebelLands', { senator: r.id, province: p.id, legions: moving.length });
}
