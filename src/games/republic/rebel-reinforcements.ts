/**
 * Advanced rule 2.03.7x: reinforcements from secondary rebel governors and
 * the Senate's naval interception of them (2.03 Rebel Governors).
 *
 * - At the start of a Revolution Phase that follows a stalemate in a battle
 *   against the Primary Rebel this turn (`civilStalemate`), his faction may
 *   have ONE secondary rebel governor (in person in his province) send legions
 *   of his garrison to the Primary Rebel (decision `rebelReinforcements`).
 *   From a province with naval base 0 they arrive at once; from any other
 *   they are in transit (still counted in the province, which pays for them)
 *   until the next Combat Phase.
 * - Naval interception, before every other battle of that Combat Phase: the
 *   Senate's fleets in the Active Forces against the province's naval base +
 *   its provincial fleets + the Primary Rebel's fleets, no MIL on either side.
 *   A Senate Victory keeps the legions at home; any other result lands them.
 *   Both sides lose the table's fleets (a Senate "All" result: only the Senate
 *   loses, all its fleets); no chits, no unrest change. Without a Senate fleet
 *   in the Active Forces there is no interception.
 * - A province that sent or is sending reinforcements cannot be attacked by
 *   the Senate until the end of the next Combat Phase (`reinforcing` on the
 *   province; schema 6).
 * Landed legions join the Primary Rebel: his army on the march, or his garrison
 * when he stayed home. Rulings: docs/republic-rulings.md ("2.03.7x").
 */
import { z } from 'zod';
import type { Ctx } from './ctx';
import { dice, emit, sum } from './ctx';
import { TABLES, tableRow } from './data';
import { need, REPUBLIC_ERRORS } from './errors';
import { omens } from './events/registry';
import { activeFleets, fleetsAt, legionsAt, toPool } from './military';
import { push, registerAction, registerDecision } from './registry';
import { inRevolt, primaryRebel, printed, provincesInRevolt, rebelAtHome, rebelGovernorsRule } from './revolt-state';
import type { DecisionBase, ProvinceId, ProvinceState, RepublicAction, RepublicState, SenatorId, UnitPlace } from './types';

export interface RebelReinforcementsDecision extends DecisionBase { kind: 'rebelReinforcements'; rebel: SenatorId }
export interface ReinforceRebelAction { type: 'reinforceRebel'; province: ProvinceId; legions: number[] }

declare module './types' {
  interface DecisionMap { rebelReinforcements: RebelReinforcementsDecision }
  interface ActionMap { reinforceRebel: ReinforceRebelAction }
}

registerAction('reinforceRebel', z.object({
  type: z.literal('reinforceRebel'), province: z.string().min(1).max(40), legions: z.array(z.number().int().min(1).max(25)).min(1).max(25),
}));

/** Turn note: a battle against the Primary Rebel ended in a stalemate this turn (2.03.7). */
export const CIVIL_STALEMATE = 'civilStalemate';

export function noteCivilStalemate(s: RepublicState): void {
  if (!s.turnFlags.notes.includes(CIVIL_STALEMATE)) s.turnFlags.notes.push(CIVIL_STALEMATE);
}

/** Secondary rebel governors' provinces that may send legions now: governor there in person, a legion in garrison. */
export function reinforcingProvinces(s: RepublicState): ProvinceState[] {
  return provincesInRevolt(s).filter((p) => {
    const g = s.senators[p.governor!];
    return g.rebel === 'secondary' && g.where.kind === 'governor' && g.where.province === p.id
      && p.reinforcing === undefined && legionsAt(s, `garrison:${p.id}`).length > 0;
  });
}

/** A province that sent or is sending reinforcements: the Senate may not attack it (2.03.7). */
export function shieldedByReinforcements(p: ProvinceState): boolean {
  return p.reinforcing !== undefined;
}

/** Revolution Phase, start: after a civil-war stalemate the rebel's faction may send one governor's legions. */
export function offerReinforcements(ctx: Ctx): void {
  const s = ctx.s;
  const r = primaryRebel(s);
  if (!rebelGovernorsRule(s) || !r || r.faction === null || !s.turnFlags.notes.includes(CIVIL_STALEMATE)) return;
  if (reinforcingProvinces(s).length === 0) return;
  push(ctx, { kind: 'rebelReinforcements', seat: r.faction, rebel: r.id });
}

registerDecision({
  kind: 'rebelReinforcements',
  legal(s) {
    // Sending nothing first: the passive answer.
    const out: RepublicAction[] = [{ type: 'done' }];
    for (const p of reinforcingProvinces(s)) {
      const ids = legionsAt(s, `garrison:${p.id}`).map((l) => l.id);
      out.push({ type: 'reinforceRebel', province: p.id, legions: ids });
      if (ids.length > 1) out.push({ type: 'reinforceRebel', province: p.id, legions: ids.slice(0, 1) });
    }
    return out;
  },
  resolve(ctx, d, a) {
    const s = ctx.s;
    if (a.type === 'done') return;
    need(a.type === 'reinforceRebel', REPUBLIC_ERRORS.wrongDecision, 'send a governor\'s legions or none');
    const r = primaryRebel(s);
    need(!!r && r.id === d.rebel, REPUBLIC_ERRORS.notAllowed, 'the revolt is over');
    const p = reinforcingProvinces(s).find((x) => x.id === a.province);
    need(!!p, REPUBLIC_ERRORS.badTarget, 'only a secondary rebel governor in his province, with legions there, may send them');
    const here = new Set(legionsAt(s, `garrison:${p!.id}`).map((l) => l.id));
    need(new Set(a.legions).size === a.legions.length && a.legions.every((id) => here.has(id)), REPUBLIC_ERRORS.badTarget, 'only legions of his garrison');
    const transit = printed(p!).naval > 0;
    emit(ctx, 'rebelReinforcements', { province: p!.id, senator: p!.governor, legions: a.legions.length, transit });
    if (transit) {
      p!.reinforcing = [...a.legions].sort((x, y) => x - y);
      return;
    }
    p!.reinforcing = [];
    land(ctx, p!, a.legions);
  },
});

/** Where the Primary Rebel's legions are: on the march, or his garrison at home. */
function rebelPlace(s: RepublicState): UnitPlace {
  const home = rebelAtHome(s);
  return home ? `garrison:${home.province.id}` : 'rebel';
}

function land(ctx: Ctx, p: ProvinceState, ids: number[]): void {
  const s = ctx.s;
  const to = rebelPlace(s);
  const moving = s.legions.filter((l) => ids.includes(l.id) && l.at === `garrison:${p.id}`);
  for (const l of moving) l.at = to;
  emit(ctx, 'reinforcementsLand', { province: p.id, legions: moving.length });
}

/** Combat Phase, before every other battle: the Senate's fleets in the Active Forces intercept (2.03.71). */
export function interceptReinforcements(ctx: Ctx): void {
  const s = ctx.s;
  for (const p of Object.values(s.provinces).sort((a, b) => a.id.localeCompare(b.id))) {
    const ids = p.reinforcing;
    if (!ids || ids.length === 0) continue;
    p.reinforcing = [];
    if (!primaryRebel(s) || !inRevolt(s, p)) continue;
    const senate = activeFleets(s);
    const escort = fleetsAt(s, 'rebel');
    const rebelNaval = printed(p).naval + (p.fleets ?? 0) + escort.length;
    if (senate.length === 0) {
      emit(ctx, 'interception', { province: p.id, result: 'none' });
      land(ctx, p, ids);
      continue;
    }
    const roll = dice(ctx, 3);
    const total = sum(roll) + senate.length - rebelNaval - omens(s);
    const row = tableRow(TABLES.combat, total);
    const result = row.result === 'victory' || row.result === 'defeat' ? row.result : 'stalemate';
    // Equal losses on both sides, except the Senate's "All": then the Senate alone loses every fleet.
    const senateLost = row.fleets === 'all' ? senate.length : Math.min(row.fleets, senate.length);
    let rebelLeft = row.fleets === 'all' ? 0 : row.fleets;
    const provincial = Math.min(rebelLeft, p.fleets ?? 0);
    p.fleets = (p.fleets ?? 0) - provincial;
    rebelLeft -= provincial;
    const escortLost = escort.slice(0, rebelLeft);
    for (const f of senate.slice(0, senateLost)) toPool(f);
    for (const f of escortLost) toPool(f);
    emit(ctx, 'interception', {
      province: p.id, dice: roll, force: senate.length, rebel_strength: rebelNaval, total, result,
      senateLost, rebelLost: provincial + escortLost.length,
    });
    if (result === 'victory') continue;
    land(ctx, p, ids);
  }
}

/** End of the Combat Phase: the provinces that sent reinforcements may be attacked again. */
export function endReinforcementShields(s: RepublicState): void {
  for (const p of Object.values(s.provinces)) delete p.reinforcing;
}
