/**
 * Laws whose effect is a procedure of its own (laws_rules):
 *
 * - Calpurnian Law: once a turn, at the start of the prosecutions, the Censor
 *   (with the Acilian Law: the faction with the most knights, ties by dice)
 *   may fine one ex-governor in Rome who came back this turn with a Corrupt
 *   marker 1d6 talents: from him, then his faction; the rest is taken from his
 *   Popularity and Influence (each, ruling L). Not a prosecution.
 * - Servilian Law: played while the Acilian Law is in force, it may instead be
 *   discarded to repeal the Acilian Law (`playLaw` with `repealAcilian`).
 * - Gabinian Law: at the start of each Combat Phase every commander at a war
 *   may raise legions and fleets at 10T each from his own or his faction's
 *   treasury, free of No Recruitment and Manpower Shortage (caps still hold).
 * - Manilian Law: a victorious commander may keep his army and take it to
 *   another war in the Revolution Phase (an answer to the civil-war question).
 */
import { z } from 'zod';
import type { Ctx } from '../ctx';
import { d6, emit } from '../ctx';
import { K } from '../data';
import { need, REPUBLIC_ERRORS } from '../errors';
import { BANK, factionAcct, move, senatorAcct } from '../money';
import { army, armyPlace, legionsAt } from '../military';
import { push, registerAction, registerDecision } from '../registry';
import { addInfluence, addPopularity, clockwiseFrom, hraoSeat, officeHolder, senatorsInRome } from '../senators';
import { activateWar, findWar } from '../wars';
import type { DecisionBase, RepublicAction, RepublicState, Seat, SenatorId } from '../types';

export interface CalpurnianDecision extends DecisionBase { kind: 'calpurnianFine' }
export interface GabinianDecision extends DecisionBase { kind: 'gabinian'; army: number }
export interface FineAction { type: 'fine'; senator: SenatorId }
export interface GabinianRaiseAction { type: 'gabinianRaise'; legions: number; fleets: number }

declare module '../types' {
  interface DecisionMap { calpurnianFine: CalpurnianDecision; gabinian: GabinianDecision }
  interface ActionMap { fine: FineAction; gabinianRaise: GabinianRaiseAction }
}

registerAction('fine', z.object({ type: z.literal('fine'), senator: z.string().min(1).max(8) }));
registerAction('gabinianRaise', z.object({ type: z.literal('gabinianRaise'), legions: z.number().int().min(0).max(25), fleets: z.number().int().min(0).max(25) }));

// ---------------------------------------------------------------- Calpurnian and Acilian Laws

function fineable(s: RepublicState): SenatorId[] {
  return senatorsInRome(s).filter((x) => x.corrupt && x.returnedTurn === s.turn).map((x) => x.id);
}

/** Who wields the fining power: the Censor's faction, or with the Acilian Law the faction with most knights. */
function finer(ctx: Ctx): Seat | null {
  const s = ctx.s;
  if (s.forum.laws.includes('law:acilian')) {
    const live = s.factions.filter((f) => !f.eliminated);
    const knights = (seat: Seat) => Object.values(s.senators).filter((x) => x.faction === seat).reduce((n, x) => n + x.knights, 0);
    const best = Math.max(...live.map((f) => knights(f.seat)));
    const tied = live.filter((f) => knights(f.seat) === best);
    return tied.length === 1 ? tied[0].seat : tied[ctx.rng.int(0, tied.length - 1)].seat;
  }
  const censor = officeHolder(s, 'censor');
  return censor && censor.where.kind === 'rome' ? censor.faction : null;
}

/** Called once a turn when the prosecutions begin; true if a decision was pushed. */
export function offerCalpurnianFine(ctx: Ctx): boolean {
  const s = ctx.s;
  if (!s.forum.laws.includes('law:calpurnian') || s.turnFlags.notes.includes('calpurnian')) return false;
  s.turnFlags.notes.push('calpurnian');
  if (fineable(s).length === 0) return false;
  const seat = finer(ctx);
  if (seat === null) return false;
  push(ctx, { kind: 'calpurnianFine', seat });
  return true;
}

registerDecision({
  kind: 'calpurnianFine',
  legal(s) {
    return [{ type: 'done' }, ...fineable(s).map((senator) => ({ type: 'fine', senator }) as RepublicAction)];
  },
  resolve(ctx, _d, a) {
    if (a.type === 'done') return;
    const s = ctx.s;
    need(a.type === 'fine', REPUBLIC_ERRORS.wrongDecision, 'fine a corrupt ex-governor or pass');
    need(fineable(s).includes(a.senator), REPUBLIC_ERRORS.badTarget, 'only a corrupt governor back in Rome this turn');
    const x = s.senators[a.senator];
    const fine = d6(ctx);
    const own = Math.min(x.talents, fine);
    move(s, senatorAcct(x.id), BANK, own);
    const fromFaction = Math.min(s.factions[x.faction!].treasury, fine - own);
    move(s, factionAcct(x.faction!), BANK, fromFaction);
    const rest = fine - own - fromFaction;
    if (rest > 0) { addPopularity(x, -rest); addInfluence(x, -rest); }
    emit(ctx, 'calpurnianFine', { senator: x.id, fine, unpaid: rest });
  },
});

// ---------------------------------------------------------------- Gabinian Law

/** Combat Phase start: each commander at a war, in HRAO order of their factions, may raise units. */
export function offerGabinian(ctx: Ctx): void {
  const s = ctx.s;
  if (!s.forum.laws.includes('law:gabinian')) return;
  const order = clockwiseFrom(s, hraoSeat(s));
  const armies = s.armies
    .filter((a) => a.commander && s.senators[a.commander]?.faction !== null && s.senators[a.commander]?.rebel === null)
    .sort((a, b) => order.indexOf(s.senators[a.commander!].faction!) - order.indexOf(s.senators[b.commander!].faction!));
  for (const a of armies.reverse()) push(ctx, { kind: 'gabinian', seat: s.senators[a.commander!].faction!, army: a.id });
}

const inPlay = (xs: { at: string }[]) => xs.filter((u) => u.at !== 'pool').length;

function purse(s: RepublicState, armyId: number): number {
  const a = army(s, armyId);
  const x = a?.commander ? s.senators[a.commander] : undefined;
  return x && x.faction !== null ? x.talents + s.factions[x.faction].treasury : 0;
}

registerDecision({
  kind: 'gabinian',
  legal(s, d) {
    const out: RepublicAction[] = [{ type: 'done' }];
    if (purse(s, d.army) < K('unitCost')) return out;
    // Only what the force pool still holds: 25 legions and 25 fleets at most in play.
    if (inPlay(s.legions) < K('maxLegions')) out.push({ type: 'gabinianRaise', legions: 1, fleets: 0 });
    if (inPlay(s.fleets) < K('maxFleets')) out.push({ type: 'gabinianRaise', legions: 0, fleets: 1 });
    return out;
  },
  resolve(ctx, d, a) {
    if (a.type === 'done') return;
    const s = ctx.s;
    need(a.type === 'gabinianRaise', REPUBLIC_ERRORS.wrongDecision, 'raise units or pass');
    const ar = army(s, d.army);
    need(ar && ar.commander, REPUBLIC_ERRORS.notAllowed, 'that commander is gone');
    const n = a.legions + a.fleets;
    need(n > 0, REPUBLIC_ERRORS.badAmount, 'raise at least one unit');
    const cost = n * K('unitCost');
    need(purse(s, d.army) >= cost, REPUBLIC_ERRORS.cannotAfford, 'not enough talents');
    need(inPlay(s.legions) + a.legions <= K('maxLegions') && inPlay(s.fleets) + a.fleets <= K('maxFleets'), REPUBLIC_ERRORS.badAmount, 'at most 25 legions and 25 fleets');
    const x = s.senators[ar.commander!];
    const own = Math.min(x.talents, cost);
    move(s, senatorAcct(x.id), BANK, own);
    move(s, factionAcct(x.faction!), BANK, cost - own);
    let l = a.legions;
    for (const u of s.legions) if (l > 0 && u.at === 'pool') { u.at = armyPlace(ar.id); u.veteran = false; u.allegiance = null; l--; }
    let f = a.fleets;
    for (const u of s.fleets) if (f > 0 && u.at === 'pool') { u.at = armyPlace(ar.id); f--; }
    emit(ctx, 'gabinianRaise', { army: ar.id, legions: a.legions, fleets: a.fleets });
    push(ctx, { kind: 'gabinian', seat: d.seat, army: d.army });
  },
});

// ---------------------------------------------------------------- Manilian Law

/** Wars a victor may take his army to under the Manilian Law (any war card in the Forum). */
export function manilianTargets(s: RepublicState, armyId: number): string[] {
  if (!s.forum.laws.includes('law:manilian')) return [];
  const a = army(s, armyId);
  if (!a || legionsAt(s, armyPlace(armyId)).length === 0) return [];
  return s.forum.wars.map((w) => w.card);
}

/** The victor keeps his army and moves to `war`, as a Proconsul; an inactive war becomes active. */
export function manilianMove(ctx: Ctx, armyId: number, war: string): void {
  const s = ctx.s;
  need(manilianTargets(s, armyId).includes(war), REPUBLIC_ERRORS.badTarget, 'no such war for the Manilian Law');
  const a = army(s, armyId)!;
  a.war = war;
  a.proconsul = true;
  const x = a.commander ? s.senators[a.commander] : undefined;
  if (x) {
    x.priorConsul = true;
    if (x.office === 'romeConsul' || x.office === 'fieldConsul' || x.office === 'dictator') x.office = null;
  }
  const w = findWar(s, war)!;
  if (w.status !== 'active') activateWar(ctx, w, 'manilian');
  emit(ctx, 'manilianMove', { army: a.id, war });
}
