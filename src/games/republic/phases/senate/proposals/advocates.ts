/**
 * Advanced rule 2.05, Advocates (option `advanced.advocates`), for every
 * prosecution (not the Special Major Prosecution of an assassin, which is its
 * own proposal kind):
 * - once the Prosecutor has consented, the accused's faction names an Advocate:
 *   any senator in Rome but the Censor and the Prosecutor, the accused himself
 *   ("he defends himself"); a senator of another faction needs that faction's
 *   consent (ruling: a refusal lets the accused name someone else);
 * - when the votes are in, the trial roll is mandatory: 2d6 + Advocate ORA -
 *   Prosecutor ORA (Cicero, 28A: +2 as Advocate, -2 as Prosecutor; ruling:
 *   Evil Omens lower it as they lower the Popular Appeal) gives votes on the
 *   trial column (+ against conviction);
 * - a Popular Appeal that kills the accused draws one mortality chit per point
 *   below 3 against the Advocate (none when he defends himself);
 * - guilty: the Advocate loses 3 INF; innocent: he gains 3 and the
 *   Prosecutor loses 3 (also when the accused defended himself).
 */
import { z } from 'zod';
import type { Ctx } from '../../../ctx';
import { dice, emit, sum } from '../../../ctx';
import { STATESMEN, TABLES, tableRow } from '../../../data';
import { need, REPUBLIC_ERRORS } from '../../../errors';
import { omens } from '../../../events/registry';
import { push, registerAction, registerDecision } from '../../../registry';
import { addInfluence, officeHolder, senatorsInRome } from '../../../senators';
import { chitDeaths } from '../../mortality';
import { SENATE_DECISIONS, topFloor } from '../core';
import type { DecisionBase, FloorItem, RepublicAction, RepublicState, Senator, SenatorId } from '../../../types';

export interface AdvocateDecision extends DecisionBase { kind: 'advocate'; accused: SenatorId }
export interface AdvocateConsentDecision extends DecisionBase { kind: 'advocateConsent'; accused: SenatorId; advocate: SenatorId }
export interface NameAdvocateAction { type: 'advocate'; senator: SenatorId }

declare module '../../../types' {
  interface DecisionMap { advocate: AdvocateDecision; advocateConsent: AdvocateConsentDecision }
  interface ActionMap { advocate: NameAdvocateAction }
}

registerAction('advocate', z.object({ type: z.literal('advocate'), senator: z.string().min(1).max(8) }));
// Asked again from the floor after any interrupt, like the Senate's own questions.
SENATE_DECISIONS.push('advocate', 'advocateConsent');

const ADVOCATE_INF = 3;

export function advocatesRule(s: RepublicState): boolean {
  return s.options.advanced.advocates;
}

interface Trial { accused: SenatorId; prosecutor: SenatorId }

function trialOf(item: FloorItem | null): Trial | null {
  const p = item?.proposal as { kind: string; accused?: SenatorId; prosecutor?: SenatorId } | undefined;
  return p && p.kind === 'prosecution' && p.accused && p.prosecutor ? { accused: p.accused, prosecutor: p.prosecutor } : null;
}

/** Senators who may defend the accused: in Rome, neither Censor nor Prosecutor, not refused already; the accused first. */
export function advocateCandidates(s: RepublicState, item: FloorItem): Senator[] {
  const t = trialOf(item);
  if (!t) return [];
  const censor = officeHolder(s, 'censor')?.id;
  const out = senatorsInRome(s).filter((x) => x.id !== censor && x.id !== t.prosecutor && x.rebel === null && !(item.advocateRefused ?? []).includes(x.id));
  return out.sort((a, b) => (a.id === t.accused ? -1 : b.id === t.accused ? 1 : 0));
}

/** ProposalType.beforeVote for prosecutions: ask for the Advocate once. */
export function askAdvocate(ctx: Ctx, item: FloorItem): boolean {
  const s = ctx.s;
  const t = trialOf(item);
  if (!advocatesRule(s) || !t || item.advocate !== undefined) return false;
  const x = s.senators[t.accused];
  if (!x || x.faction === null) return false;
  push(ctx, { kind: 'advocate', seat: x.faction, accused: t.accused });
  return true;
}

registerDecision({
  kind: 'advocate',
  legal(s) {
    const item = topFloor(s);
    if (!item) return [];
    // Defending himself first (the most passive answer), then his faction's, then the others.
    const all = advocateCandidates(s, item);
    const t = trialOf(item)!;
    const seat = s.senators[t.accused]?.faction;
    const ranked = [...all.filter((x) => x.id === t.accused), ...all.filter((x) => x.id !== t.accused && x.faction === seat), ...all.filter((x) => x.faction !== seat)];
    return ranked.map((x) => ({ type: 'advocate', senator: x.id }) as RepublicAction);
  },
  resolve(ctx, d, a) {
    const s = ctx.s;
    need(a.type === 'advocate', REPUBLIC_ERRORS.wrongDecision, 'name an Advocate (or the accused himself)');
    const item = topFloor(s);
    const t = trialOf(item);
    if (!item || !t || t.accused !== d.accused) return;
    const y = advocateCandidates(s, item).find((x) => x.id === a.senator);
    need(y, REPUBLIC_ERRORS.badTarget, 'the Advocate must be a senator in Rome, neither the Censor nor the Prosecutor');
    if (y.faction === d.seat || y.id === t.accused) {
      item.advocate = y.id;
      emit(ctx, 'advocate', { accused: t.accused, advocate: y.id });
      return;
    }
    push(ctx, { kind: 'advocateConsent', seat: y.faction!, accused: t.accused, advocate: y.id });
  },
});

registerDecision({
  kind: 'advocateConsent',
  legal() {
    return [{ type: 'consent', agree: false }, { type: 'consent', agree: true }];
  },
  resolve(ctx, d, a) {
    const s = ctx.s;
    need(a.type === 'consent', REPUBLIC_ERRORS.wrongDecision, 'agree or refuse to defend him');
    const item = topFloor(s);
    const t = trialOf(item);
    if (!item || !t || t.accused !== d.accused) return;
    if (a.agree && advocateCandidates(s, item).some((x) => x.id === d.advocate)) {
      item.advocate = d.advocate;
      emit(ctx, 'advocate', { accused: t.accused, advocate: d.advocate });
      return;
    }
    (item.advocateRefused ??= []).push(d.advocate);
  },
});

/** The Advocate who still stands by the accused (dead or gone: he defends himself). */
function advocateOf(s: RepublicState, item: FloorItem): Senator | null {
  const t = trialOf(item);
  if (!t) return null;
  const adv = item.advocate !== undefined ? s.senators[item.advocate] : undefined;
  if (adv && adv.where.kind === 'rome') return adv;
  return s.senators[t.accused] ?? null;
}

/** ProposalType.beforeCount for prosecutions: the mandatory trial roll. */
export function trialRoll(ctx: Ctx, item: FloorItem): void {
  const s = ctx.s;
  const t = trialOf(item);
  if (!advocatesRule(s) || !t) return;
  const adv = advocateOf(s, item);
  const pros = s.senators[t.prosecutor];
  if (!adv) return;
  const ab = (x: Senator | undefined) => (x?.statesman ? STATESMEN.get(x.statesman)!.abilities : {});
  const mod = adv.ora + (ab(adv).advocateRoll ?? 0) - (pros?.ora ?? 0) + (ab(pros).prosecutorRoll ?? 0);
  const roll = dice(ctx, 2);
  const total = sum(roll) + mod - omens(s);
  const votes = trialVotes(total);
  emit(ctx, 'trial', { accused: t.accused, advocate: adv.id, dice: roll, total, votes });
  if (votes > 0) item.bonusNay += votes;
  else item.bonusYea += -votes;
}

/** The trial column of the appeal table (+ = votes against conviction). */
export function trialVotes(total: number): number {
  return tableRow(TABLES.appeal, total).trialVotes;
}

/** The verdict's consequences for the Advocate and the Prosecutor. */
export function advocateVerdict(ctx: Ctx, item: FloorItem, guilty: boolean): void {
  const s = ctx.s;
  const t = trialOf(item);
  if (!advocatesRule(s) || !t) return;
  const adv = item.advocate !== undefined ? s.senators[item.advocate] : undefined;
  const defender = adv && adv.id !== t.accused ? adv : null;
  if (guilty) {
    if (defender) addInfluence(defender, -ADVOCATE_INF);
    return;
  }
  if (defender) addInfluence(defender, ADVOCATE_INF);
  const pros = s.senators[t.prosecutor];
  if (pros) addInfluence(pros, -ADVOCATE_INF);
}

/** A Popular Appeal of 2 or less: one chit per point below 3 against the Advocate (not when the accused defended himself). */
export function appealKillsAdvocate(ctx: Ctx, item: FloorItem, total: number): void {
  const s = ctx.s;
  const t = trialOf(item);
  if (!advocatesRule(s) || !t || item.advocate === undefined || item.advocate === t.accused) return;
  const id = item.advocate;
  if (!s.senators[id] || total >= 3) return;
  chitDeaths(ctx, 3 - total, 'mobAgainstAdvocate', (y) => y.id === id);
}
