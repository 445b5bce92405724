/**
 * Senate Phase (1.09): the order of business (consuls, dictator, censor,
 * prosecutions, governors, other business), the Presiding Magistrate's floor
 * decision, Tribune proposals, Repopulating Rome (1.09.81), the automatic
 * Consul for Life (1.09.822), adjournment and the automatic recalls (1.09.9).
 */
import { z } from 'zod';
import type { Ctx } from '../../ctx';
import { emit } from '../../ctx';
import { K } from '../../data';
import { need, refuse, REPUBLIC_ERRORS } from '../../errors';
import { runEventHook } from '../../events/registry';
import { nextPhase } from '../../flow';
import { push, registerAction, registerDecision, registerInterrupt, registerPhase, top } from '../../registry';
import { allSenators, byId, familyToForum, members, newFamilySenator, onDeath, senatorsInRome, unaligned } from '../../senators';
import { landBillInForce } from '../../cards/play';
import { openTribuneWindow } from '../../cards/tribune-reactions';
import { primaryRebel, REBEL_WAR } from '../../civil-war';
import { rebelProvinceTarget } from '../../revolt-state';
import { army, armyPlace, fleetsAt, legionsAt, recallArmy } from '../../military';
import { findWar, warDef } from '../../wars';
import {
  advanceFloor, dropSenateDecisions, newSenateState, placeOnFloor, pmSeat, presidingMagistrate, senate, tribunesOf, useTribune,
} from './core';
import { allProposalTypes, barredThisTurn, proposalKey, proposalType } from './proposal-types';
import { stepOptions, stepAutomatic } from './steps';
import type { CardId, DecisionBase, Proposal, RepublicAction, RepublicState, Seat, SenatorId } from '../../types';

export interface TribuneProposeAction { type: 'tribunePropose'; proposal: Proposal; card?: CardId; statesman?: SenatorId }

declare module '../../types' {
  interface ActionMap { tribunePropose: TribuneProposeAction }
}

registerAction('tribunePropose', z.object({
  type: z.literal('tribunePropose'), proposal: z.object({ kind: z.string() }).passthrough(),
  card: z.string().max(60).optional(), statesman: z.string().min(1).max(8).optional(),
}));

/** The proposals `seat` may table now in the current step. */
export function proposalsFor(s: RepublicState, seat: Seat, viaTribune: boolean): Proposal[] {
  const sn = senate(s);
  const out: Proposal[] = [];
  for (const t of allProposalTypes()) {
    if (!t.steps.includes(sn.step) || (viaTribune && t.noTribune)) continue;
    for (const p of t.options(s, seat)) if (!barredThisTurn(s, p)) out.push(p);
  }
  return out;
}

registerDecision({
  kind: 'senateFloor',
  legal(s, d) {
    const out: RepublicAction[] = [...stepOptions(s)];
    for (const p of proposalsFor(s, d.seat, false)) out.push({ type: 'propose', proposal: p });
    return out;
  },
  resolve(ctx, d, a) {
    const s = ctx.s;
    need(pmSeat(s) === d.seat, REPUBLIC_ERRORS.notYourTurn, 'only the Presiding Magistrate conducts the Senate');
    if (a.type === 'propose') {
      const kind = (a.proposal as { kind?: unknown }).kind;
      need(typeof kind === 'string', REPUBLIC_ERRORS.badProposal, 'unknown proposal');
      proposalType(kind);
      const parsed = proposalType(kind).schema.safeParse(a.proposal);
      need(parsed.success, REPUBLIC_ERRORS.badProposal, 'malformed proposal');
      placeOnFloor(ctx, parsed.data as Proposal, d.seat, false);
      return;
    }
    const allowed = stepOptions(s).some((o) => o.type === a.type);
    need(allowed, REPUBLIC_ERRORS.wrongDecision, 'make a proposal, or end this part of the Senate if you may');
    stepAction(ctx, a);
  },
});

/** The PM ends a step: no dictator, no more prosecutions, or adjourns the Senate. */
function stepAction(ctx: Ctx, a: RepublicAction): void {
  const sn = senate(ctx.s);
  if (sn.step === 'dictator' && a.type === 'done') {
    sn.dictatorDone = true;
    return;
  }
  if (sn.step === 'prosecutions' && a.type === 'done') {
    sn.prosecutions.done = true;
    return;
  }
  if (sn.step === 'business' && a.type === 'adjourn') {
    sn.step = 'closed';
    emit(ctx, 'adjourned', {});
    return;
  }
  refuse(REPUBLIC_ERRORS.wrongDecision, 'not now');
}

// ---------------------------------------------------------------- Tribune proposals (1.09.151)

function tribuneWindow(s: RepublicState, seat: Seat): boolean {
  if (s.phase !== 'senate' || !s.senate) return false;
  const d = top(s);
  return !!d && d.kind === 'senateFloor' && d.seat !== seat;
}

registerInterrupt({
  types: ['tribunePropose'],
  window: tribuneWindow,
  legal(s, seat) {
    if (s.phase !== 'senate' || !s.senate) return [];
    const d = top(s);
    if (!d || d.kind !== 'senateFloor' || d.seat === seat) return [];
    const out: RepublicAction[] = [];
    for (const proposal of proposalsFor(s, seat, true)) {
      const trib = tribunesOf(s, seat, { use: 'propose', kind: (proposal as { kind: string }).kind });
      if (trib.length > 0) out.push({ type: 'tribunePropose', proposal, ...trib[trib.length - 1] });
      if (out.length >= 12) break;
    }
    return out;
  },
  resolve(ctx, seat, a) {
    const s = ctx.s;
    need(a.type === 'tribunePropose', REPUBLIC_ERRORS.badAction, 'not a Tribune proposal');
    const d = top(s);
    need(s.phase === 'senate' && d && d.kind === 'senateFloor', REPUBLIC_ERRORS.notAllowed, 'a Tribune proposal needs an empty floor');
    const kind = (a.proposal as { kind?: unknown }).kind;
    need(typeof kind === 'string', REPUBLIC_ERRORS.badProposal, 'unknown proposal');
    const t = proposalType(kind);
    need(!t.noTribune, REPUBLIC_ERRORS.badProposal, 'a Tribune cannot propose this (1.09.151)');
    const parsed = t.schema.safeParse(a.proposal);
    need(parsed.success, REPUBLIC_ERRORS.badProposal, 'malformed proposal');
    dropSenateDecisions(s);
    placeOnFloor(ctx, parsed.data as Proposal, seat, true);
    useTribune(ctx, seat, { card: a.card, statesman: a.statesman }, { use: 'propose', kind });
    openTribuneWindow(ctx, seat, 'propose');
  },
});

// ---------------------------------------------------------------- Repopulating Rome (1.09.81)

/**
 * While fewer than 8 aligned senators are in Rome, the top Curia senator joins
 * the faction with the fewest senators (ties: least INF in Rome, then dice);
 * with an empty Curia an unaligned Forum senator does, chosen by the receiving
 * faction (decision `repopulate`) when there are several.
 */
export function repopulateRome(ctx: Ctx): void {
  const s = ctx.s;
  // A receiving faction is already choosing its Forum senator.
  if (s.pending.some((d) => d.kind === 'repopulate')) return;
  for (let guard = 0; guard < 40 && senatorsInRome(s).length < K('repopulateRome'); guard++) {
    const live = s.factions.filter((f) => !f.eliminated);
    if (live.length === 0) return;
    const rank = live.map((f) => ({
      seat: f.seat, n: members(s, f.seat).length, inf: senatorsInRome(s, f.seat).reduce((a, x) => a + x.inf, 0), die: ctx.rng.int(0, 1000),
    }));
    rank.sort((a, b) => a.n - b.n || a.inf - b.inf || a.die - b.die);
    const seat = rank[0].seat;
    if (s.curia.families.length > 0) {
      const n = s.curia.families.shift()!;
      if (allSenators(s).some((x) => x.family === n && x.statesman !== null && !x.familyCard)) {
        // His statesman is in play: the family card joins him instead (1.07.312).
        familyToForum(ctx, n);
        continue;
      }
      const x = newFamilySenator(n, seat);
      s.senators[x.id] = x;
      if (s.factions[seat].leader === null) s.factions[seat].leader = x.id;
      emit(ctx, 'repopulated', { senator: x.id, faction: seat, from: 'curia' });
    } else {
      const forum = repopulateChoices(s);
      if (forum.length === 0) return;
      if (forum.length > 1) {
        push(ctx, { kind: 'repopulate', seat });
        return;
      }
      forumSenatorJoins(ctx, forum[0].id, seat);
    }
  }
}

/** Forum senators the receiver may take, the most influential first (the default answer). */
function repopulateChoices(s: RepublicState) {
  return unaligned(s).sort((a, b) => b.inf - a.inf || byId(a, b));
}

function forumSenatorJoins(ctx: Ctx, id: SenatorId, seat: Seat): void {
  const x = ctx.s.senators[id];
  x.faction = seat;
  x.where = { kind: 'rome' };
  if (ctx.s.factions[seat].leader === null) ctx.s.factions[seat].leader = x.id;
  emit(ctx, 'repopulated', { senator: x.id, faction: seat, from: 'forum' });
}

export interface RepopulateDecision extends DecisionBase { kind: 'repopulate' }
export interface RepopulateAction { type: 'repopulate'; senator: SenatorId }

declare module '../../types' {
  interface DecisionMap { repopulate: RepopulateDecision }
  interface ActionMap { repopulate: RepopulateAction }
}

registerAction('repopulate', z.object({ type: z.literal('repopulate'), senator: z.string().min(1).max(8) }));

registerDecision({
  kind: 'repopulate',
  legal(s) {
    return repopulateChoices(s).map((x) => ({ type: 'repopulate', senator: x.id }) as const);
  },
  resolve(ctx, d, a) {
    need(a.type === 'repopulate', REPUBLIC_ERRORS.wrongDecision, 'choose the Forum senator who joins your faction');
    need(repopulateChoices(ctx.s).some((x) => x.id === a.senator), REPUBLIC_ERRORS.badTarget, 'only an unaligned senator in the Forum');
    forumSenatorJoins(ctx, a.senator, d.seat);
  },
});

// ---------------------------------------------------------------- Consul for Life, automatic (1.09.822)

export function automaticConsulForLife(ctx: Ctx): void {
  const s = ctx.s;
  if (s.consulForLife || s.forum.laws.includes('law:military-reforms')) return;
  const cands = senatorsInRome(s).filter((x) => x.inf >= K('consulForLifeAutomatic') && x.rebel === null);
  if (cands.length === 0) return;
  const factionInf = (seat: Seat) => members(s, seat).reduce((n, x) => n + x.inf, 0);
  cands.sort((a, b) => b.inf - a.inf || factionInf(b.faction!) - factionInf(a.faction!) || byId(a, b));
  s.consulForLife = cands[0].id;
  emit(ctx, 'consulForLife', { senator: cands[0].id, faction: cands[0].faction, how: 'appointed' });
}

// ---------------------------------------------------------------- closing (1.09.9)

function closeSenate(ctx: Ctx): void {
  const s = ctx.s;
  const sn = senate(s);
  if (!sn.endEvents) {
    // New Alliance may ask the HRAO first (events/choices.ts).
    sn.endEvents = true;
    runEventHook(ctx, 'endSenate', {});
    if (s.pending.length > 0 || s.ending) return;
  }
  // Automatic recalls: proconsuls without the forces to fight, and forces without a commander.
  for (const a of [...s.armies]) recallIfUnfit(ctx, a.id);
  // 1.09.61: the Land Commissioner returns to the Forum when no land bill is in force (ruling: end of the Senate Phase).
  if (!landBillInForce(s)) {
    for (const x of allSenators(s)) {
      const i = x.concessions.findIndex((c) => c.card === 'concession:land-commissioner');
      if (i >= 0) {
        x.concessions.splice(i, 1);
        s.forum.concessions.push('concession:land-commissioner');
      }
    }
  }
  s.senate = null;
  nextPhase(ctx);
}

function recallIfUnfit(ctx: Ctx, armyId: number): void {
  const s = ctx.s;
  const a = army(s, armyId);
  if (!a) return;
  if (a.war === REBEL_WAR || a.war.startsWith('rebel:')) {
    const target = a.war === REBEL_WAR ? !!primaryRebel(s) : !!rebelProvinceTarget(s, a.war);
    if (a.commander === null || !target || legionsAt(s, armyPlace(a.id)).length === 0) recallArmy(ctx, a.id, 'automaticRecall');
    return;
  }
  const w = findWar(s, a.war);
  const legions = legionsAt(s, armyPlace(a.id)).length;
  const fleets = fleetsAt(s, armyPlace(a.id)).length;
  const naval = !!w && warDef(a.war).naval > 0 && !w.navalVictory;
  const unfit = a.commander === null || !w
    // Legions need the war's fleet support; a naval war needs fleets, a land war legions.
    || (legions > 0 && fleets < warDef(a.war).fleetSupport)
    || (naval ? fleets === 0 : legions === 0);
  if (unfit) recallArmy(ctx, a.id, 'automaticRecall');
}

// ---------------------------------------------------------------- the phase

onDeath({
  after(ctx) {
    // A death can change the Presiding Magistrate or who votes: ask the Senate's question again.
    if (ctx.s.phase === 'senate' && ctx.s.senate) dropSenateDecisions(ctx.s);
  },
});

registerPhase({
  phase: 'senate',
  run(ctx) {
    const s = ctx.s;
    if (s.step === 'start') {
      s.senate = newSenateState();
      s.step = 'sitting';
      emit(ctx, 'senateOpens', {});
    }
    const sn = senate(s);
    for (let guard = 0; guard < 1000; guard++) {
      if (s.ending) return;
      if (sn.step === 'closed' || sn.closing) {
        closeSenate(ctx);
        return;
      }
      repopulateRome(ctx);
      automaticConsulForLife(ctx);
      if (s.pending.length > 0) return;
      if (advanceFloor(ctx)) return;
      if (presidingMagistrate(s) === null) {
        sn.step = 'closed';
        continue;
      }
      if (stepAutomatic(ctx)) continue;
      push(ctx, { kind: 'senateFloor', seat: pmSeat(s)! });
      return;
    }
    throw new Error('the Senate did not settle');
  },
});

