/**
 * Revenue Phase (1.06): personal revenue, provincial spoils, redistribution,
 * development, State revenue and taxes, contributions, debits and returning
 * governors, in the order of the Czech Living Rules 1.04.
 */
import { attacked, localTaxes } from '../provincial-wars';
import { z } from 'zod';
import type { Ctx } from '../ctx';
import { emit, d6, rollExpr } from '../ctx';
import { CONCESSIONS, K, PROVINCES, STATESMEN, TABLES } from '../data';
import { need, refuse, REPUBLIC_ERRORS } from '../errors';
import { eventInPlay, omens, runEventHook } from '../events/registry';
import { isNeutral, nextPhase } from '../flow';
import { BANK, factionAcct, move, senatorAcct, stateGains, statePays, type Account } from '../money';
import { push, registerAction, registerDecision, registerPhase } from '../registry';
import { rebelProvinceRevenue, rebelUpkeep } from '../rebel-governors';
import { rebelAtHome, rebelHeldGarrison } from '../revolt-state';
import { ruledByLegate } from '../cards/vatinian';
import { pontifexRevenue } from './senate/proposals/pontifex';
import { bodyguardUpkeep, openBodyguardOptions, playOpenBodyguard } from '../cards/open-bodyguard';
import { addInfluence, allSenators, clockwiseFrom, hraoSeat, isFactionLeader, members, sen, senatorName } from '../senators';
import { landBillInForce } from '../cards/play';
import { askGrain } from '../cards/grain';
import { payNeutralRevenue } from '../neutral/revenue';
import { activeWars } from '../wars';
import type { DecisionBase, ProvinceId, RepublicAction, RepublicState, Seat, Senator, SenatorId } from '../types';

export interface SpoilsDecision extends DecisionBase { kind: 'spoils'; province: ProvinceId }
export interface RedistributeDecision extends DecisionBase { kind: 'redistribute' }
export interface ContributeDecision extends DecisionBase { kind: 'contribute' }
export type Holder = { senator: SenatorId } | { faction: Seat };
export interface SpoilsAction { type: 'spoils'; take: boolean }
export interface TransferAction { type: 'transfer'; from: Holder; to: Holder; amount: number }
export interface RansomAction { type: 'ransom'; senator: SenatorId }
export interface ContributeAction { type: 'contribute'; senator: SenatorId; amount: number }

declare module '../types' {
  interface DecisionMap { spoils: SpoilsDecision; redistribute: RedistributeDecision; contribute: ContributeDecision }
  interface ActionMap { spoils: SpoilsAction; transfer: TransferAction; ransom: RansomAction; contribute: ContributeAction }
}

const Id = z.string().min(1).max(8);
const HolderSchema = z.union([z.object({ senator: Id }).strict(), z.object({ faction: z.number().int().min(0).max(5) }).strict()]);
const Amount = z.number().int().min(1).max(100_000);
registerAction('spoils', z.object({ type: z.literal('spoils'), take: z.boolean() }));
registerAction('transfer', z.object({ type: z.literal('transfer'), from: HolderSchema, to: HolderSchema, amount: Amount }));
registerAction('ransom', z.object({ type: z.literal('ransom'), senator: Id }));
registerAction('contribute', z.object({ type: z.literal('contribute'), senator: Id, amount: Amount }));

/** Senators who collect personal revenue: aligned, not rebels, not captives (1.06.1). */
function earns(x: Senator): boolean {
  return x.faction !== null && x.rebel === null && x.where.kind !== 'captive';
}

function doublesIncome(x: Senator): boolean {
  return !!(x.statesman && STATESMEN.get(x.statesman)!.abilities.doublesIncome);
}

/** Province revenue blocked this turn (overrun, disorder: event effects set blockedTurn). */
function blocked(s: RepublicState, id: ProvinceId): boolean {
  return s.provinces[id].blockedTurn === s.turn;
}

/** Trial of Verres (light 3, dark 5): +State income, -spoils (not below 0). */
function verres(s: RepublicState): number {
  const ev = eventInPlay(s, 'event:trial-of-verres');
  return ev ? (ev.level > 1 ? 5 : 3) : 0;
}

function personalRevenue(ctx: Ctx): void {
  const s = ctx.s;
  // 4.03: a Neutral's revenue is pooled and split by its guideline (neutral/revenue.ts).
  const pooled = new Map<Seat, Map<SenatorId, number>>();
  for (const x of allSenators(s).filter(earns)) {
    const mult = doublesIncome(x) ? 2 : 1;
    let income = (isFactionLeader(s, x) ? K('factionLeaderIncome') : K('senatorIncome')) * mult + x.knights * K('knightIncome');
    for (const c of x.concessions) {
      const def = CONCESSIONS.get(c.card)!;
      if (def.income === 0) continue;
      if (def.needsLandBill && !landBillInForce(s)) continue;
      income += def.income * mult;
      c.corrupt = true;
    }
    if (isNeutral(s, x.faction!)) {
      const m = pooled.get(x.faction!) ?? new Map<SenatorId, number>();
      pooled.set(x.faction!, m.set(x.id, income));
    } else {
      move(s, BANK, senatorAcct(x.id), income);
    }
  }
  for (const [seat, earned] of pooled) payNeutralRevenue(ctx, seat, earned);
  emit(ctx, 'personalRevenue', {});
}

function governorsTakingSpoils(s: RepublicState): SpoilsDecision[] {
  const out: SpoilsDecision[] = [];
  for (const p of Object.values(s.provinces)) {
    if (!p.governor || blocked(s, p.id) || attacked(s, p.id)) continue;
    const g = s.senators[p.governor];
    if (!g || g.faction === null || g.rebel !== null) continue;
    out.push({ id: 0, kind: 'spoils', seat: g.faction, province: p.id });
  }
  return out;
}

registerDecision({
  kind: 'spoils',
  legal() {
    return [{ type: 'spoils', take: false }, { type: 'spoils', take: true }];
  },
  resolve(ctx, d, a) {
    need(a.type === 'spoils', REPUBLIC_ERRORS.wrongDecision, 'decide whether the governor takes provincial spoils');
    if (!a.take) return;
    const s = ctx.s;
    const p = s.provinces[d.province];
    const g = sen(s, p.governor!);
    const side = p.developed ? PROVINCES.get(p.id)!.developed : PROVINCES.get(p.id)!.undeveloped;
    const roll = rollExpr(ctx, side.spoils);
    let total = roll.total - omens(s);
    const v = verres(s);
    if (v > 0) total = Math.max(0, total - v);
    g.corrupt = true;
    // 1.13.1: through a Legate he is liable to one minor prosecution per province whose spoils he took.
    if (ruledByLegate(s, p) && !(g.legateSpoils ?? []).includes(p.id)) g.legateSpoils = [...(g.legateSpoils ?? []), p.id];
    if (total > 0) move(s, BANK, senatorAcct(g.id), total);
    else s.turnFlags.debts += -total;
    emit(ctx, 'spoils', { province: p.id, senator: g.id, dice: roll.dice, total });
  },
});

function holderAccount(h: Holder): Account {
  return 'senator' in h ? senatorAcct(h.senator) : factionAcct(h.faction);
}

export function ransomOf(x: Senator): number {
  return Math.max(K('ransomMin'), K('ransomPerInfluence') * x.inf);
}

function redistributeLegal(s: RepublicState, seat: Seat): RepublicAction[] {
  const out: RepublicAction[] = [{ type: 'done' }];
  const own = members(s, seat).filter((x) => x.rebel === null && x.where.kind !== 'captive');
  const f = s.factions[seat];
  for (const x of own) if (x.talents > 0) out.push({ type: 'transfer', from: { senator: x.id }, to: { faction: seat }, amount: x.talents });
  const leader = own.find((x) => x.id === f.leader) ?? own[0];
  if (f.treasury > 0 && leader) out.push({ type: 'transfer', from: { faction: seat }, to: { senator: leader.id }, amount: f.treasury });
  for (const x of members(s, seat)) {
    if (x.where.kind === 'captive' && x.talents + f.treasury >= ransomOf(x)) out.push({ type: 'ransom', senator: x.id });
  }
  out.push(...openBodyguardOptions(s, seat));
  return out;
}

function checkTransfer(s: RepublicState, seat: Seat, a: TransferAction): void {
  const ownHolder = (h: Holder): boolean => {
    if ('faction' in h) return h.faction === seat;
    const x = s.senators[h.senator];
    return !!x && x.faction === seat;
  };
  const usable = (h: Holder): boolean => {
    if ('faction' in h) return h.faction >= 0 && h.faction < s.factions.length && !s.factions[h.faction].eliminated;
    const x = s.senators[h.senator];
    // 1.06.3 / v1.07A: rebels may not move money; captives can neither give nor receive.
    return !!x && x.faction !== null && x.rebel === null && x.where.kind !== 'captive';
  };
  need(ownHolder(a.from), REPUBLIC_ERRORS.notYourSenator, 'you may only give your own talents');
  need(usable(a.from) && usable(a.to), REPUBLIC_ERRORS.badTarget, 'that treasury cannot give or receive talents now');
  const toOther = !ownHolder(a.to);
  need(!toOther || 'faction' in a.to, REPUBLIC_ERRORS.badTarget, 'talents for another player go to his faction treasury');
}

registerDecision({
  kind: 'redistribute',
  legal(s, d) {
    return redistributeLegal(s, d.seat);
  },
  resolve(ctx, d, a) {
    const s = ctx.s;
    if (a.type === 'done') return;
    if (a.type === 'transfer') {
      checkTransfer(s, d.seat, a);
      move(s, holderAccount(a.from), holderAccount(a.to), a.amount);
      emit(ctx, 'transfer', { seat: d.seat, toFaction: 'faction' in a.to && a.to.faction !== d.seat ? a.to.faction : null });
    } else if (a.type === 'ransom') {
      const x = sen(s, a.senator);
      need(x.faction === d.seat && x.where.kind === 'captive', REPUBLIC_ERRORS.badTarget, 'that senator is not your captive');
      const due = ransomOf(x);
      need(x.talents + s.factions[d.seat].treasury >= due, REPUBLIC_ERRORS.cannotAfford, `the ransom is ${due}T`);
      const fromOwn = Math.min(x.talents, due);
      move(s, senatorAcct(x.id), BANK, fromOwn);
      move(s, factionAcct(d.seat), BANK, due - fromOwn);
      x.where = { kind: 'rome' };
      emit(ctx, 'ransomed', { senator: x.id, amount: due });
    } else if (a.type === 'openBodyguard') {
      playOpenBodyguard(ctx, d.seat, a);
    } else {
      refuse(REPUBLIC_ERRORS.wrongDecision, 'move talents, pay a ransom, or say you are done');
    }
    push(ctx, { kind: 'redistribute', seat: d.seat });
  },
});

/** INF for a contribution (1.06.52): 10T +1, 25T +3, 50T +7. */
export function contributionInfluence(amount: number): number {
  return TABLES.contributions.find((c) => amount >= c.min)?.inf ?? 0;
}

registerDecision({
  kind: 'contribute',
  legal(s, d) {
    const out: RepublicAction[] = [{ type: 'done' }];
    for (const x of members(s, d.seat)) {
      if (x.rebel !== null || x.where.kind === 'captive') continue;
      for (const c of [10, 25, 50]) if (x.talents >= c) out.push({ type: 'contribute', senator: x.id, amount: c });
    }
    return out;
  },
  resolve(ctx, d, a) {
    const s = ctx.s;
    if (a.type === 'done') return;
    need(a.type === 'contribute', REPUBLIC_ERRORS.wrongDecision, 'contribute or say you are done');
    const x = sen(s, a.senator);
    need(x.faction === d.seat && x.rebel === null && x.where.kind !== 'captive', REPUBLIC_ERRORS.notYourSenator, 'one of your senators must contribute');
    move(s, senatorAcct(x.id), BANK, a.amount);
    stateGains(ctx, a.amount, 'contribution');
    const inf = contributionInfluence(a.amount);
    addInfluence(x, inf);
    emit(ctx, 'contribution', { senator: x.id, amount: a.amount, influence: inf });
    (s.turnFlags.contributions ??= []).push({ seat: d.seat, amount: a.amount });
    push(ctx, { kind: 'contribute', seat: d.seat });
  },
});

function development(ctx: Ctx): void {
  const s = ctx.s;
  for (const p of Object.values(s.provinces)) {
    if (p.developed || !p.governor || blocked(s, p.id)) continue;
    const g = s.senators[p.governor];
    if (!g || g.rebel !== null) continue;
    const roll = d6(ctx);
    // Through a Legate only this province's spoils count against it (1.13.1: the provinces are apart).
    const took = ruledByLegate(s, p) ? (g.legateSpoils ?? []).includes(p.id) : g.corrupt;
    const total = roll + (took ? 0 : 1) - omens(s);
    // Ruling: 6 or more (printed rulebook and v1.07B; see docs/republic-rulings.md 1.06.4).
    if (total >= K('developmentTarget')) {
      p.developed = true;
      addInfluence(g, K('developmentInfluence'));
      emit(ctx, 'developed', { province: p.id, senator: g.id, roll });
    }
  }
}

function taxes(ctx: Ctx): void {
  const s = ctx.s;
  for (const p of Object.values(s.provinces)) {
    if (!p.governor || blocked(s, p.id) || attacked(s, p.id)) continue;
    const g = s.senators[p.governor];
    if (!g || g.rebel !== null) continue;
    const side = p.developed ? PROVINCES.get(p.id)!.developed : PROVINCES.get(p.id)!.undeveloped;
    const roll = rollExpr(ctx, side.stateIncome);
    const total = roll.total - omens(s) + verres(s);
    emit(ctx, 'taxes', { province: p.id, dice: roll.dice, total });
    stateGains(ctx, total, `taxes:${p.id}`);
    if (s.ending) return;
  }
}

/** Units the State maintains: raised and not rebel, nor in a rebel governor's garrison (1.06.53, 1.11.32). */
export function maintainedUnits(s: RepublicState): number {
  return s.legions.filter((l) => l.at !== 'pool' && l.at !== 'rebel' && l.at !== 'disbanded' && !rebelHeldGarrison(s, l.at)).length + s.fleets.filter((f) => f.at !== 'pool' && f.at !== 'rebel').length;
}

function debits(ctx: Ctx): void {
  const s = ctx.s;
  // 2.03.6: a rebel governor staying home is an active war to pay for.
  const wars = activeWars(s).length + (rebelAtHome(s) ? 1 : 0);
  statePays(ctx, wars * K('warUpkeep'), 'wars');
  const bills = TABLES.landBills;
  const bill = (t: 'I' | 'II' | 'III') => bills.find((b) => b.type === t)!.cost * s.landBills[t];
  statePays(ctx, bill('I') + bill('II') + bill('III'), 'landBills');
  s.landBills.I = 0;
  statePays(ctx, maintainedUnits(s) * K('unitUpkeep'), 'maintenance');
  statePays(ctx, s.turnFlags.debts, 'provinceDebts');
  s.turnFlags.debts = 0;
}

function returningGovernors(ctx: Ctx): void {
  const s = ctx.s;
  for (const p of Object.values(s.provinces)) {
    if (!p.governor) continue;
    const g = s.senators[p.governor];
    if (!g || g.rebel !== null) continue;
    p.term -= 1;
    if (p.term <= 0) {
      p.governor = null;
      p.term = 0;
      p.electedTurn = null;
      // A governor ruling through a Legate (Vatinian Law) never left.
      if (g.where.kind === 'governor' && g.where.province === p.id) {
        g.where = g.faction === null ? { kind: 'forum' } : { kind: 'rome' };
        g.returnedTurn = s.turn;
      }
      emit(ctx, 'governorReturns', { province: p.id, senator: g.id, name: senatorName(s, g.id) });
    }
  }
}

function pushEach(ctx: Ctx, seats: Seat[], make: (seat: Seat) => void): void {
  for (const seat of [...seats].reverse()) make(seat);
}

registerPhase({
  phase: 'revenue',
  run(ctx) {
    const s = ctx.s;
    const order = clockwiseFrom(s, hraoSeat(s));
    switch (s.step) {
      case 'start':
        runEventHook(ctx, 'revenueStart', {});
        personalRevenue(ctx);
        rebelProvinceRevenue(ctx);
        bodyguardUpkeep(ctx);
        pontifexRevenue(ctx);
        s.step = 'spoils';
        for (const d of governorsTakingSpoils(s).reverse()) push(ctx, { kind: 'spoils', seat: d.seat, province: d.province });
        // Grain concessions in a drought, asked first (cards/grain.ts).
        askGrain(ctx, (id) => !!s.senators[id] && earns(s.senators[id]));
        return;
      case 'spoils':
        // 1.06.2 / 1.11.35: the rebel pays for his legions before redistribution.
        rebelUpkeep(ctx);
        s.step = 'redistribute';
        pushEach(ctx, order, (seat) => push(ctx, { kind: 'redistribute', seat }));
        return;
      case 'redistribute':
        development(ctx);
        stateGains(ctx, K('annualRevenue'), 'annualRevenue');
        runEventHook(ctx, 'stateRevenue', {});
        taxes(ctx);
        s.step = 'contributions';
        // Neutrals after the players, so that they can match a player's contribution (4.03).
        pushEach(ctx, [...order.filter((x) => !isNeutral(s, x)), ...order.filter((x) => isNeutral(s, x))], (seat) => push(ctx, { kind: 'contribute', seat }));
        return;
      case 'contributions':
        debits(ctx);
        // 2.02 (v1.07A): local taxes right after the debits.
        localTaxes(ctx);
        // 2.02: aligned governors choose what their local taxes buy.
        s.step = 'builds';
        if (s.pending.length > 0) return;
        returningGovernors(ctx);
        nextPhase(ctx);
        return;
      case 'builds':
        returningGovernors(ctx);
        nextPhase(ctx);
        return;
      default:
        throw new Error(`revenue step ${s.step}`);
    }
  },
});

