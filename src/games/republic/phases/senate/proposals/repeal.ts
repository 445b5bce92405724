/**
 * Repealing a land bill (1.09.621): only types II and III, one repeal attempt
 * per turn, a volunteer sponsor in Rome whose Popularity covers what he will
 * lose. Nobody may abstain; every senator voting for it loses Popularity
 * whatever the outcome; if it passes the sponsor loses more, a marker of that
 * type comes off and unrest rises.
 *
 * Ruling: the sponsor counts as voting for it (the rule obliges him to), so he
 * loses the voting-for Popularity even if his faction's vote was cast otherwise.
 */
import { z } from 'zod';
import { emit } from '../../../ctx';
import { TABLES } from '../../../data';
import { need, REPUBLIC_ERRORS } from '../../../errors';
import { addPopularity, senatorsInRome } from '../../../senators';
import { registerProposal } from '../proposal-types';
import type { RepublicState } from '../../../types';

export interface RepealProposal { kind: 'repeal'; bill: 'II' | 'III'; sponsor: string }

declare module '../../../types' {
  interface ProposalMap { repeal: RepealProposal }
}

function bill(t: 'II' | 'III') {
  return TABLES.landBills.find((b) => b.type === t)!;
}

/** Popularity the sponsor will lose: his own loss and the voting-for loss (1.09.621). */
export function repealCost(t: 'II' | 'III'): number {
  return -(bill(t).repealSponsorPop + bill(t).repealForPop);
}

function repealProblem(s: RepublicState, p: RepealProposal): string | null {
  if (s.turnFlags.landBillRepealed) return 'one repeal attempt per turn (1.09.621)';
  if (!bill(p.bill).repealable) return 'type I land bills cannot be repealed';
  if (s.landBills[p.bill] < 1) return 'no land bill of that type in force';
  const x = s.senators[p.sponsor];
  if (!x || x.faction === null || x.where.kind !== 'rome' || x.rebel !== null) return 'the sponsor must be an aligned senator in Rome';
  if (x.pop < repealCost(p.bill)) return 'the sponsor\'s Popularity must cover what he will lose (1.09.621)';
  return null;
}

registerProposal({
  kind: 'repeal',
  schema: z.object({ kind: z.literal('repeal'), bill: z.enum(['II', 'III']), sponsor: z.string().min(1).max(8) }),
  steps: ['business'],
  noAbstain: true,
  survivesDeaths: true,
  options(s, by) {
    const out: RepealProposal[] = [];
    for (const t of ['II', 'III'] as const) {
      const x = senatorsInRome(s, by).sort((a, b) => b.pop - a.pop)[0];
      if (!x) continue;
      const p: RepealProposal = { kind: 'repeal', bill: t, sponsor: x.id };
      if (repealProblem(s, p) === null) out.push(p);
    }
    return out;
  },
  validate(s, p) {
    const why = repealProblem(s, p);
    need(why === null, REPUBLIC_ERRORS.badProposal, why ?? '');
  },
  key(p) { return `${p.bill}:${p.sponsor}`; },
  consents(s, p) {
    const f = s.senators[p.sponsor]?.faction;
    return f === null || f === undefined ? [] : [f];
  },
  onVoted(ctx, item) {
    const s = ctx.s;
    const p = item.proposal as RepealProposal;
    s.turnFlags.landBillRepealed = true;
    const forPop = bill(p.bill).repealForPop;
    const voters = new Set(item.votes.flatMap((v) => v.yeaVoters));
    voters.add(p.sponsor);
    for (const id of voters) if (s.senators[id]) addPopularity(s.senators[id], forPop);
  },
  onPass(ctx, item) {
    const s = ctx.s;
    const p = item.proposal as RepealProposal;
    const b = bill(p.bill);
    s.landBills[p.bill] -= 1;
    s.unrest += b.repealUnrest;
    if (s.senators[p.sponsor]) addPopularity(s.senators[p.sponsor], b.repealSponsorPop);
    emit(ctx, 'landBillRepealed', { bill: p.bill, unrest: s.unrest });
  },
  onFail(ctx) {
    ctx.s.turnFlags.landBillRepealed = true;
  },
});
