/**
 * Advanced rule 2.01, Pontifex Maximus (option `advanced.pontifex`).
 *
 * Done: the election right after the consuls while the office is vacant
 * (Senate step `pontifex`; +5 INF; held for life), the 1d6T income each
 * Revenue Phase, his votes doubled on battle proposals (deploying, recalling,
 * replacing, reinforcing; not bought votes), one free veto per Senate Phase
 * (not on his own recall), paying for Evil Omens (losing the office, with a
 * Major marker and -5 INF, when he cannot), and his recall by two thirds of
 * the votes cast (-5 INF). Not done: priests and the fine on his faction.
 */
import { z } from 'zod';
import type { Ctx } from '../../../ctx';
import { d6, emit } from '../../../ctx';
import { need, REPUBLIC_ERRORS } from '../../../errors';
import { BANK, move, senatorAcct } from '../../../money';
import { addInfluence, officeHolder, senatorsInRome } from '../../../senators';
import { proposalKey, registerProposal } from '../proposal-types';
import type { RepublicState, Senator, SenatorId } from '../../../types';

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

/** 2.01: his own votes (ORA + knights) count twice on battle proposals. */
export function pontifexVoteBonus(s: RepublicState, kind: string, x: Senator): number {
  if (!pontifexRule(s) || x.office !== 'pontifex' || !BATTLE_KINDS.includes(kind)) return 0;
  return x.ora + x.knights;
}

/** 2.01: his free veto, once per Senate Phase, never on his own recall. */
export function pontifexVeto(s: RepublicState, seat: number, kind: string): SenatorId | null {
  const x = pontifexOf(s);
  if (!x || x.faction !== seat || x.where.kind !== 'rome' || kind === 'pontifexRecall') return null;
  return s.turnFlags.freeTribunesUsed.includes(x.id) ? null : x.id;
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
  }
  return { paid };
}
