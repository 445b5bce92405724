/**
 * Rebel units the rebel cannot pay for (1.11.35; 2.03.6 for a province in
 * revolt) return to the Senate, unless the HRAO will not have the State pay
 * for them, or the State cannot: then they are eliminated.
 *
 * Ruling "1.11.35 released rebel units": the HRAO's faction answers once for
 * all the units released in a Revenue Phase (decision `releasedUnits`, answer
 * `releasedUnits` with `pay`; paying, the first answer, keeps them in the
 * Active Forces as before). "Cannot afford" is read against the State
 * treasury at that moment: less than their upkeep (2T each) and they are
 * eliminated without asking. A revolt that collapsed meanwhile asks nothing.
 */
import { z } from 'zod';
import type { Ctx } from './ctx';
import { emit } from './ctx';
import { K } from './data';
import { need, REPUBLIC_ERRORS } from './errors';
import { push, registerAction, registerDecision } from './registry';
import { primaryRebel } from './revolt-state';
import { hraoSeat } from './senators';
import type { DecisionBase, RepublicState } from './types';
import { toPool } from './military';

export interface ReleasedUnitsDecision extends DecisionBase { kind: 'releasedUnits'; legions: number[]; fleets: number[] }
export interface ReleasedUnitsAction { type: 'releasedUnits'; pay: boolean }

declare module './types' {
  interface DecisionMap { releasedUnits: ReleasedUnitsDecision }
  interface ActionMap { releasedUnits: ReleasedUnitsAction }
}

registerAction('releasedUnits', z.object({ type: z.literal('releasedUnits'), pay: z.boolean() }));

/** The rebels' units now (their army, fleets, and the garrisons they hold), to tell which a payment released. */
export function rebelUnits(s: RepublicState, held: (at: string) => boolean): { legions: Set<number>; fleets: Set<number> } {
  return {
    legions: new Set(s.legions.filter((l) => l.at === 'rebel' || held(l.at)).map((l) => l.id)),
    fleets: new Set(s.fleets.filter((f) => f.at === 'rebel').map((f) => f.id)),
  };
}

/** After the rebels' upkeep: those of `before` now in the Active Forces were released; the HRAO decides. */
export function askAboutReleased(ctx: Ctx, before: { legions: Set<number>; fleets: Set<number> }): void {
  const s = ctx.s;
  // A revolt that collapsed for want of legions ends as any failed revolt: its forces are the Senate's (1.11.372).
  if (!primaryRebel(s)) return;
  const legions = s.legions.filter((l) => before.legions.has(l.id) && l.at === 'active').map((l) => l.id);
  const fleets = s.fleets.filter((f) => before.fleets.has(f.id) && f.at === 'active').map((f) => f.id);
  if (legions.length + fleets.length === 0) return;
  if (s.treasury < (legions.length + fleets.length) * K('unitUpkeep')) {
    eliminate(ctx, legions, fleets);
    return;
  }
  push(ctx, { kind: 'releasedUnits', seat: hraoSeat(s), legions, fleets });
}

function eliminate(ctx: Ctx, legions: number[], fleets: number[]): void {
  const s = ctx.s;
  for (const l of s.legions) if (legions.includes(l.id) && l.at === 'active') toPool(l);
  for (const f of s.fleets) if (fleets.includes(f.id) && f.at === 'active') toPool(f);
  emit(ctx, 'releasedUnitsEliminated', { legions: legions.length, fleets: fleets.length });
}

registerDecision({
  kind: 'releasedUnits',
  legal() {
    return [{ type: 'releasedUnits', pay: true }, { type: 'releasedUnits', pay: false }];
  },
  resolve(ctx, d, a) {
    need(a.type === 'releasedUnits', REPUBLIC_ERRORS.wrongDecision, 'say whether the State pays for the units the rebel released');
    if (a.pay) {
      emit(ctx, 'releasedUnitsKept', { legions: d.legions.length, fleets: d.fleets.length });
      return;
    }
    eliminate(ctx, d.legions, d.fleets);
  },
});
