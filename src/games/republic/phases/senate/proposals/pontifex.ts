/**
 * Advanced rule 2.01, Pontifex Maximus (option `advanced.pontifex`).
 *
 * Done: the election right after the consuls while the office is vacant
 * (Senate step `pontifex`; +5 INF; held for life), the 1d6T income each
 * Revenue Phase, his votes doubled on battle proposals (deploying, recalling,
 * replacing, reinforcing; not bought votes), one free veto per Senate Phase
 * (not on his own recall), paying for Evil Omens (losing the office, with a
 * Major marker and -5 INF, when he cannot), and his recall by two thirds of
 * the votes cast (-5 INF). Priests: once per Senate Phase, while the floor
 * is free, he appoints a senator Priest (+1 INF) or moves a priesthood from
 * one senator to another (the one who loses it -1 INF); never himself, one
 * marker a senator, 12 markers; a Priest's own votes get +1 on battle
 * proposals; a Priest who rebels loses the marker and 1 INF.
 * When he cannot pay, his faction is fined what he left unpaid plus 10T; a
 * faction that cannot pay it all is emptied and its Faction Leader takes a
 * Major marker (he may face a Major Prosecution in the next Senate Phase).
 */
import { z } from 'zod';
import type { Ctx } from '../../../ctx';
import { d6, emit } from '../../../ctx';
import { need, REPUBLIC_ERRORS } from '../../../errors';
import { BANK, factionAcct, move, senatorAcct } from '../../../money';
import { addInfluence, officeHolder, senatorsInRome } from '../../../senators';
import { registerAction, registerInterrupt, top } from '../../../registry';
import { proposalKey, registerProposal } from '../proposal-types';
import type { RepublicAction, RepublicState, Senator, SenatorId } from '../../../types';

export interface PontifexProposal { kind: 'pontifex'; senator: SenatorId }
export interface PontifexRecallProposal { kind: 'pontifexRecall' }

declare module '../../../types' {
  interface ProposalMap { pontifex: PontifexProposal; pontifexRecall: PontifexRecallProposal }
}

const PONTIFEX_INFLUENCE = 5;
const RECALL_INFLUENCE = -5;
const BATTLE_KINDS = ['deploy', 'recall', 'partialRecall', 'replace', 'reinforce'];

export function pontifexRule(s: RepublicState): boolean {
  return s.options.advanced.pontifex;
}

export function pontifexOf(s: RepublicState): Senator | null {
  return pontifexRule(s) ? officeHolder(s, 'pontifex') : null;
}

/** Ruling: any aligned senator in Rome holding no other office (a senator holds one office). */
export function pontifexCandidates(s: RepublicState): Senator[] {
  if (!pontifexRule(s) || officeHolder(s, 'pontifex') || s.turnFlags.officesFilled.includes('pontifex')) return [];
  // Read the Senate's state directly: importing core.ts here would make an import cycle.
  const defeated = s.senate?.defeated ?? [];
  return senatorsInRome(s)
    .filter((x) => x.rebel === null && x.office === null)
    .filter((x) => !defeated.includes(proposalKey({ kind: 'pontifex', senator: x.id })));
}

export function makePontifex(ctx: Ctx, id: SenatorId, how: 'elected' | 'appointed'): void {
  const s = ctx.s;
  const x = s.senators[id];
  x.office = 'pontifex';
  addInfluence(x, PONTIFEX_INFLUENCE);
  s.turnFlags.officesFilled.push('pontifex');
  emit(ctx, 'pontifex', { senator: id, how });
}

registerProposal({
  kind: 'pontifex',
  schema: z.object({ kind: z.literal('pontifex'), senator: z.string().min(1).max(8) }),
  steps: ['pontifex'],
  options(s) {
    return pontifexCandidates(s).map((x) => ({ kind: 'pontifex' as const, senator: x.id }));
  },
  validate(s, p) {
    need(pontifexCandidates(s).some((x) => x.id === p.senator), REPUBLIC_ERRORS.badProposal, 'this senator cannot be Pontifex Maximus');
  },
  key(p) { return p.senator; },
  onPass(ctx, item) {
    makePontifex(ctx, (item.proposal as PontifexProposal).senator, 'elected');
  },
});

registerProposal({
  kind: 'pontifexRecall',
  schema: z.object({ kind: z.literal('pontifexRecall') }),
  steps: ['business'],
  options(s) {
    return pontifexOf(s) ? [{ kind: 'pontifexRecall' as const }] : [];
  },
  validate(s) {
    need(pontifexOf(s), REPUBLIC_ERRORS.badProposal, 'there is no Pontifex Maximus');
  },
  key() { return 'pontifex'; },
  passes(yea, nay) {
    // Two thirds of the votes cast.
    return yea > 0 && 3 * yea >= 2 * (yea + nay);
  },
  onPass(ctx) {
    const x = pontifexOf(ctx.s);
    if (!x) return;
    x.office = null;
    addInfluence(x, RECALL_INFLUENCE);
    emit(ctx, 'pontifexRecalled', { senator: x.id });
  },
});

const OMENS_FINE = 10;

/** 2.01: the fine on the faction of a Pontifex who could not pay for Evil Omens. */
function omensFine(ctx: Ctx, x: Senator, unpaid: number): void {
  const s = ctx.s;
  if (x.faction === null) return;
  const f = s.factions[x.faction];
  const fine = unpaid + OMENS_FINE;
  const paid = Math.min(f.treasury, fine);
  move(s, factionAcct(x.faction), BANK, paid);
  const leader = f.leader ? s.senators[f.leader] : undefined;
  if (paid < fine && leader) leader.major = true;
  emit(ctx, 'pontifexFine', { faction: x.faction, fine, short: paid < fine });
}

/** 2.01: his own votes (ORA + knights) count twice on battle proposals; a Priest's get +1. */
export function pontifexVoteBonus(s: RepublicState, kind: string, x: Senator): number {
  if (!pontifexRule(s) || !BATTLE_KINDS.includes(kind)) return 0;
  return (x.office === 'pontifex' ? x.ora + x.knights : 0) + (x.priest ? PRIEST_VOTES : 0);
}

// ---------------------------------------------------------------- Priests (2.01)

const PRIEST_VOTES = 1;
const PRIEST_MARKERS = 12;
const PRIEST_NOTE = 'priestAppointed';

export interface AppointPriestAction { type: 'appointPriest'; senator: SenatorId; from?: SenatorId }

declare module '../../../types' {
  interface ActionMap { appointPriest: AppointPriestAction }
}

registerAction('appointPriest', z.object({ type: z.literal('appointPriest'), senator: z.string().min(1).max(8), from: z.string().min(1).max(8).optional() }));

/**
 * A senator leaves his office by rebelling (1.11.33). The Pontifex Maximus's +5 INF is the one office
 * influence lost with the office (1.09.18, 2.01), as on a recall.
 */
export function leaveOffice(x: Senator): void {
  if (x.office === 'pontifex') addInfluence(x, RECALL_INFLUENCE);
  x.office = null;
}

/** A Priest who rebels loses his marker and 1 INF (2.01). */
export function losePriesthood(x: Senator): void {
  if (!x.priest) return;
  delete x.priest;
  addInfluence(x, -1);
}

function priestWindow(s: RepublicState, seat: number): Senator | null {
  const px = pontifexOf(s);
  const d = top(s);
  if (!px || px.faction !== seat || px.where.kind !== 'rome' || px.rebel !== null) return null;
  if (s.phase !== 'senate' || !s.senate || s.senate.step === 'closed' || !d || d.kind !== 'senateFloor') return null;
  return s.turnFlags.notes.includes(PRIEST_NOTE) ? null : px;
}

function priestEligible(s: RepublicState, px: Senator): Senator[] {
  return senatorsInRome(s).filter((x) => x.id !== px.id && x.rebel === null && !x.priest);
}

registerInterrupt({
  types: ['appointPriest'],
  // Who is Pontifex, the priests and whether one was appointed this turn are public.
  window(s, seat) { return priestWindow(s, seat) !== null; },
  legal(s, seat) {
    const px = priestWindow(s, seat);
    if (!px) return [];
    const cands = priestEligible(s, px).sort((a, b) => (a.faction === seat ? 0 : 1) - (b.faction === seat ? 0 : 1) || b.ora - a.ora);
    const priests = Object.values(s.senators).filter((x) => x.priest);
    const out: RepublicAction[] = [];
    if (priests.length < PRIEST_MARKERS) for (const x of cands.slice(0, 3)) out.push({ type: 'appointPriest', senator: x.id });
    const rival = priests.find((x) => x.faction !== seat);
    if (rival && cands[0]) out.push({ type: 'appointPriest', senator: cands[0].id, from: rival.id });
    return out;
  },
  resolve(ctx, seat, a) {
    const s = ctx.s;
    need(a.type === 'appointPriest', REPUBLIC_ERRORS.badAction, 'not a priesthood');
    const px = priestWindow(s, seat);
    need(px, REPUBLIC_ERRORS.notAllowed, 'the Pontifex Maximus appoints one Priest a Senate Phase, while the floor is free');
    const x = priestEligible(s, px).find((y) => y.id === a.senator);
    need(x, REPUBLIC_ERRORS.badTarget, 'a Priest is a senator in Rome other than the Pontifex, without a priesthood');
    const priests = Object.values(s.senators).filter((y) => y.priest);
    if (a.from !== undefined) {
      const old = s.senators[a.from];
      need(old && old.priest, REPUBLIC_ERRORS.badTarget, 'he holds no priesthood');
      delete old.priest;
      addInfluence(old, -1);
    } else {
      need(priests.length < PRIEST_MARKERS, REPUBLIC_ERRORS.notAllowed, 'all 12 priesthoods are held: reassign one');
    }
    x.priest = true;
    addInfluence(x, 1);
    s.turnFlags.notes.push(PRIEST_NOTE);
    emit(ctx, 'priest', { senator: x.id, from: a.from ?? null });
  },
});

/** How the Pontifex's veto is marked used: apart from a statesman's own free Tribune (Cato, Cicero), which he keeps. */
export function pontifexVetoMark(id: SenatorId): string {
  return `pontifex:${id}`;
}

/** 2.01: his free veto, once per Senate Phase, never on his own recall. */
export function pontifexVeto(s: RepublicState, seat: number, kind: string): SenatorId | null {
  const x = pontifexOf(s);
  if (!x || x.faction !== seat || x.where.kind !== 'rome' || kind === 'pontifexRecall') return null;
  return s.turnFlags.freeTribunesUsed.includes(pontifexVetoMark(x.id)) ? null : x.id;
}

/** Revenue Phase: +1d6 talents. */
export function pontifexRevenue(ctx: Ctx): void {
  const x = pontifexOf(ctx.s);
  if (!x || x.rebel !== null || x.where.kind === 'captive') return;
  const n = d6(ctx);
  move(ctx.s, BANK, senatorAcct(x.id), n);
  emit(ctx, 'pontifexRevenue', { senator: x.id, talents: n });
}

/**
 * Evil Omens with a Pontifex: he pays the 20T; whatever he cannot pay the State
 * pays, and he loses the office (Major marker, -5 INF). Returns true if he was
 * there to answer for it.
 */
export function pontifexPaysOmens(ctx: Ctx, cost: number, second: boolean): { paid: number } | null {
  const s = ctx.s;
  const x = pontifexOf(s);
  if (!x) return null;
  const paid = second ? 0 : Math.min(x.talents, cost);
  move(s, senatorAcct(x.id), BANK, paid);
  if (paid < cost) {
    x.office = null;
    x.major = true;
    addInfluence(x, RECALL_INFLUENCE);
    emit(ctx, 'pontifexDisgraced', { senator: x.id });
    if (!second) omensFine(ctx, x, cost - paid);
  }
  return { paid };
}
