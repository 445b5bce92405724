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
 *   its provincial fleets + every fleet of the Primary Rebel (those that
 *   followed him and his own province's), no MIL on either side.
 *   A Senate Victory keeps the legions at home; any other result lands them.
 *   Both sides lose the table's fleets (a Senate "All" result: only the Senate
 *   loses, all its fleets); no chits, no unrest change. The rebels lose
 *   provincial fleets and the others in 2.02.411's pattern (two, then one);
 *   the rebel's faction says which of the two provinces loses the provincial
 *   ones (decision `interceptionLosses`, 2.03.72). Without a Senate fleet in
 *   the Active Forces there is no interception.
 * - The same interception meets a Primary Rebel who stayed home and now sails
 *   for Rome from a province with a naval base (2.03.8, ./rebel-march.ts).
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
import { landInItaly } from './rebel-march';
import { push, registerAction, registerDecision } from './registry';
import { inRevolt, primaryRebel, primaryRebelProvince, printed, provincesInRevolt, rebelAtHome, rebelGovernorsRule } from './revolt-state';
import type { DecisionBase, ProvinceId, ProvinceState, RepublicAction, RepublicState, SenatorId, UnitPlace } from './types';

export interface RebelReinforcementsDecision extends DecisionBase { kind: 'rebelReinforcements'; rebel: SenatorId }
export interface ReinforceRebelAction { type: 'reinforceRebel'; province: ProvinceId; legions: number[] }
/**
 * 2.03.72: after an interception, how `losses` provincial fleets fall between the sending `province` and the
 * Primary Rebel's own province `home` (schema 10); `land` and `legions`: what happens once it is answered.
 */
export interface InterceptionLossesDecision extends DecisionBase {
  kind: 'interceptionLosses'; province: ProvinceId; home: ProvinceId; losses: number; land: boolean; legions: number[];
}
/** Fleets lost per province (ids of the two provinces; a province that loses none may be left out). */
export interface FleetLossesAction { type: 'fleetLosses'; losses: Record<ProvinceId, number> }

declare module './types' {
  interface DecisionMap { rebelReinforcements: RebelReinforcementsDecision; interceptionLosses: InterceptionLossesDecision }
  interface ActionMap { reinforceRebel: ReinforceRebelAction; fleetLosses: FleetLossesAction }
}

registerAction('reinforceRebel', z.object({
  type: z.literal('reinforceRebel'), province: z.string().min(1).max(40), legions: z.array(z.number().int().min(1).max(25)).min(1).max(25),
}));
registerAction('fleetLosses', z.object({
  type: z.literal('fleetLosses'), losses: z.record(z.string().min(1).max(40), z.number().int().min(0).max(25)),
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

/**
 * 2.03.72: how a rebel's fleet losses fall between provincial fleets and the others (a victor's that followed
 * the Primary Rebel), as 2.02.411 takes a province's land losses: two provincial, then one other, again and
 * again; when one kind has none left the other takes the rest.
 */
export function fleetLossSplit(losses: number, provincial: number, other: number): { provincial: number; other: number } {
  let p = 0;
  let o = 0;
  for (let i = 0; i < losses; i++) {
    const otherTurn = i % 3 === 2 ? o < other : p >= provincial;
    if (otherTurn && o < other) o++;
    else if (p < provincial) p++;
    else if (o < other) o++;
    else break;
  }
  return { provincial: p, other: o };
}

/** One naval interception's roll: the Senate's fleets in the Active Forces against the rebels' naval strength. */
function seaBattle(ctx: Ctx, senate: number, rebel: number) {
  const roll = dice(ctx, 3);
  const total = sum(roll) + senate - rebel - omens(ctx.s);
  const row = tableRow(TABLES.combat, total);
  const result = row.result === 'victory' || row.result === 'defeat' ? row.result : 'stalemate';
  // Equal losses on both sides, except the Senate's "All": then the Senate alone loses every fleet.
  const senateLost = row.fleets === 'all' ? senate : Math.min(row.fleets, senate);
  const rebelLoss = row.fleets === 'all' ? 0 : row.fleets;
  return { roll, total, result, senateLost, rebelLoss };
}

/**
 * Combat Phase, before every other battle (2.03.72): the Senate's fleets in the Active Forces intercept the
 * Primary Rebel sailing from his province (2.03.8), then each province's reinforcements in transit (2.03.71).
 * True when the rebel's faction must first say whose provincial fleets take the losses (`interceptionLosses`):
 * the phase waits, and calling this again goes on with the next province.
 */
export function interceptReinforcements(ctx: Ctx): boolean {
  const s = ctx.s;
  interceptMarch(ctx);
  for (const p of Object.values(s.provinces).sort((a, b) => a.id.localeCompare(b.id))) {
    const ids = p.reinforcing;
    if (!ids || ids.length === 0) continue;
    p.reinforcing = [];
    if (!primaryRebel(s) || !inRevolt(s, p)) continue;
    if (interceptFrom(ctx, p, ids)) return true;
  }
  return false;
}

/** 2.03.8: the Primary Rebel at sea: a Senate Victory keeps him at home, anything else lands him in Italy. */
function interceptMarch(ctx: Ctx): void {
  const s = ctx.s;
  const home = rebelAtHome(s);
  for (const p of Object.values(s.provinces)) if (p.rebelMarch && p.id !== home?.province.id) delete p.rebelMarch;
  if (!home?.province.rebelMarch) return;
  const { rebel: r, province: p } = home;
  delete p.rebelMarch;
  const senate = activeFleets(s);
  const own = fleetsAt(s, 'rebel');
  const naval = printed(p).naval + (p.fleets ?? 0) + own.length;
  let lands = true;
  if (senate.length === 0) {
    emit(ctx, 'interception', { province: p.id, senator: r.id, march: true, result: 'none' });
  } else {
    const b = seaBattle(ctx, senate.length, naval);
    const lost = fleetLossSplit(b.rebelLoss, p.fleets ?? 0, own.length);
    p.fleets = (p.fleets ?? 0) - lost.provincial;
    for (const f of own.slice(0, lost.other)) toPool(f);
    for (const f of senate.slice(0, b.senateLost)) toPool(f);
    emit(ctx, 'interception', {
      province: p.id, senator: r.id, march: true, dice: b.roll, force: senate.length, rebel_strength: naval, total: b.total, result: b.result,
      senateLost: b.senateLost, rebelLost: lost.provincial + lost.other,
    });
    lands = b.result !== 'victory';
  }
  // Legions released for want of upkeep while he was at sea: without one left he cannot march (ruling).
  if (lands && legionsAt(s, `garrison:${p.id}`).length > 0) landInItaly(ctx, r, p);
}

/** 2.03.71: legions `ids` of province `p` at sea; true when the rebel's faction is asked whose fleets are lost. */
function interceptFrom(ctx: Ctx, p: ProvinceState, ids: number[]): boolean {
  const s = ctx.s;
  const senate = activeFleets(s);
  if (senate.length === 0) {
    emit(ctx, 'interception', { province: p.id, result: 'none' });
    land(ctx, p, ids);
    return false;
  }
  // Every fleet the Primary Rebel controls: those that followed him, and his own province's when he governs one.
  const escort = fleetsAt(s, 'rebel');
  const own = primaryRebelProvince(s);
  const q = own && own.id !== p.id ? own : undefined;
  const mine = p.fleets ?? 0;
  const his = q?.fleets ?? 0;
  const naval = printed(p).naval + mine + his + escort.length;
  const b = seaBattle(ctx, senate.length, naval);
  const lost = fleetLossSplit(b.rebelLoss, mine + his, escort.length);
  for (const f of senate.slice(0, b.senateLost)) toPool(f);
  for (const f of escort.slice(0, lost.other)) toPool(f);
  emit(ctx, 'interception', {
    province: p.id, dice: b.roll, force: senate.length, rebel_strength: naval, total: b.total, result: b.result,
    senateLost: b.senateLost, rebelLost: lost.provincial + lost.other,
  });
  const lands = b.result !== 'victory';
  const r = primaryRebel(s)!;
  const range = sentLossRange(lost.provincial, mine, his);
  if (q && range.lo < range.hi && r.faction !== null) {
    // 2.03.72: the rebel says which province's fleets are lost.
    push(ctx, { kind: 'interceptionLosses', seat: r.faction, province: p.id, home: q.id, losses: lost.provincial, land: lands, legions: ids });
    return true;
  }
  p.fleets = mine - range.hi;
  if (q) q.fleets = his - (lost.provincial - range.hi);
  if (lands) land(ctx, p, ids);
  return false;
}

/** How many of `losses` provincial fleets the sending province may lose (`lo`-`hi`), the Primary Rebel's province the rest. */
function sentLossRange(losses: number, sent: number, home: number): { losses: number; lo: number; hi: number } {
  const k = Math.min(losses, sent + home);
  return { losses: k, lo: Math.max(0, k - home), hi: Math.min(k, sent) };
}

/** The choice as it stands now (the fleets counted again: the answer may come after other decisions). */
function lossRange(s: RepublicState, d: InterceptionLossesDecision) {
  return sentLossRange(d.losses, s.provinces[d.province]?.fleets ?? 0, s.provinces[d.home]?.fleets ?? 0);
}

registerDecision({
  kind: 'interceptionLosses',
  legal(s, d) {
    const { losses, lo, hi } = lossRange(s, d);
    // The sending province's fleets first (the fixed order before this choice existed), then fewer of them.
    const out: RepublicAction[] = [];
    for (let x = hi; x >= lo; x--) out.push({ type: 'fleetLosses', losses: lossMap(d, x, losses) });
    return out;
  },
  resolve(ctx, d, a) {
    const s = ctx.s;
    need(a.type === 'fleetLosses', REPUBLIC_ERRORS.wrongDecision, 'say which province\'s fleets are lost');
    if (a.type !== 'fleetLosses') return;
    const { losses, lo, hi } = lossRange(s, d);
    need(Object.keys(a.losses).every((k) => k === d.province || k === d.home), REPUBLIC_ERRORS.badTarget, 'only the two provinces\' fleets');
    const x = a.losses[d.province] ?? 0;
    need(x >= lo && x <= hi && x + (a.losses[d.home] ?? 0) === losses, REPUBLIC_ERRORS.badAmount,
      `${losses} provincial fleets in all, each province as far as it has them`);
    const p = s.provinces[d.province];
    const q = s.provinces[d.home];
    if (p) p.fleets = (p.fleets ?? 0) - x;
    if (q) q.fleets = (q.fleets ?? 0) - (losses - x);
    emit(ctx, 'interceptionLosses', { province: d.province, fleets: x, home: d.home, homeFleets: losses - x });
    if (d.land && p && primaryRebel(s) && inRevolt(s, p)) land(ctx, p, d.legions);
  },
});

function lossMap(d: InterceptionLossesDecision, sent: number, losses: number): Record<ProvinceId, number> {
  const out: Record<ProvinceId, number> = {};
  if (sent > 0) out[d.province] = sent;
  if (losses - sent > 0) out[d.home] = losses - sent;
  return out;
}

/** End of the Combat Phase: the provinces that sent reinforcements may be attacked again. */
export function endReinforcementShields(s: RepublicState): void {
  for (const p of Object.values(s.provinces)) delete p.reinforcing;
}
