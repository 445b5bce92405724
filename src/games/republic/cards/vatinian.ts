/**
 * The Vatinian Law (card 158, notes 1.13): with it in force a senator may
 * govern a province through a Legate while he stays in Rome, even holding an
 * office. The governorship is derived, not stored: a governor whose
 * whereabouts is not his province rules it through a Legate. He is treated as
 * present for revenue (spoils, development, taxes read the province's governor
 * wherever he is) but adds no MIL to a battle fought in the province. Under
 * Rebel Governors (2.03) a governor who rebels keeps only the province he is
 * in; in the basic game he keeps them all (civil-war.ts, ruling "1.11.32
 * rebels keep their provinces").
 */
import { emit } from '../ctx';
import type { Ctx } from '../ctx';
import type { ProvinceState, RepublicState, SenatorId } from '../types';

export const VATINIAN = 'law:vatinian';

export function vatinianInForce(s: RepublicState): boolean {
  return s.forum.laws.includes(VATINIAN);
}

/** Is the province governed through a Legate (its governor is elsewhere)? */
export function ruledByLegate(s: RepublicState, p: ProvinceState): boolean {
  if (!p.governor) return false;
  const g = s.senators[p.governor];
  return !!g && !(g.where.kind === 'governor' && g.where.province === p.id);
}

/** MIL the governor brings to a battle in his province: none through a Legate. */
export function governorBattleMil(s: RepublicState, p: ProvinceState, mil: number): number {
  return ruledByLegate(s, p) ? 0 : mil;
}

/** Provinces a senator governs, in person or through Legates. */
export function governedBy(s: RepublicState, id: SenatorId): ProvinceState[] {
  return Object.values(s.provinces).filter((p) => p.governor === id).sort((a, b) => a.id.localeCompare(b.id));
}

/** Under 2.03 a rebel keeps only the province he is in: every Legate's province falls vacant. */
export function dropLegateProvinces(ctx: Ctx, id: SenatorId): void {
  for (const p of governedBy(ctx.s, id)) {
    if (!ruledByLegate(ctx.s, p)) continue;
    p.governor = null;
    p.term = 0;
    p.electedTurn = null;
    emit(ctx, 'governorRecalled', { province: p.id, senator: id });
  }
}
