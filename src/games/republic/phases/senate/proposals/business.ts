/**
 * Other business (1.09.6): assigning concessions (1.09.61), land bills
 * (1.09.62) and the election of a Consul for Life (1.09.821).
 *
 * Elsewhere: land-bill repeal (./repeal.ts), the same-faction sponsors'
 * assassination window (1.09.623, ../assassination.ts), the Rhodian Alliance
 * rejection (events/rhodian.ts), bequest collection (cards/specials.ts) and
 * Passing Laws (2.06, ./law.ts).
 */
import { z } from 'zod';
import { emit } from '../../../ctx';
import { CONCESSIONS, K, TABLES } from '../../../data';
import { need, REPUBLIC_ERRORS } from '../../../errors';
import { addPopularity, byId, members, senatorsInRome } from '../../../senators';
import { concessionPlayable } from '../../../cards/play';
import { senate } from '../core';
import { registerProposal } from '../proposal-types';
import type { CardId, RepublicState, SenatorId } from '../../../types';

export interface ConcessionsProposal { kind: 'concessions'; assignments: { card: CardId; senator: SenatorId }[] }
export type LandBillType = 'I' | 'II' | 'III';
export interface LandBillProposal { kind: 'landBill'; bill: LandBillType; sponsor: SenatorId; coSponsor: SenatorId }
export interface ConsulForLifeProposal { kind: 'consulForLife'; senator: SenatorId }

declare module '../../../types' {
  interface ProposalMap { concessions: ConcessionsProposal; landBill: LandBillProposal; consulForLife: ConsulForLifeProposal }
}

const Id = z.string().min(1).max(8);

// ---------------------------------------------------------------- concessions (1.09.61)

function assignable(s: RepublicState, card: CardId): boolean {
  return s.forum.concessions.includes(card) && !senate(s).failedConcessions.includes(card) && concessionPlayable(s, card);
}

registerProposal({
  kind: 'concessions',
  schema: z.object({ kind: z.literal('concessions'), assignments: z.array(z.object({ card: z.string().max(60), senator: Id })).min(1).max(13) }),
  steps: ['business'],
  options(s, by) {
    const out: ConcessionsProposal[] = [];
    const rome = senatorsInRome(s).filter((x) => x.rebel === null);
    const own = rome.filter((x) => x.faction === by).sort((a, b) => a.concessions.length - b.concessions.length || byId(a, b));
    const other = rome.filter((x) => x.faction !== by);
    for (const card of s.forum.concessions) {
      if (!assignable(s, card)) continue;
      for (const x of [own[0], other[0]]) if (x) out.push({ kind: 'concessions', assignments: [{ card, senator: x.id }] });
    }
    return out;
  },
  validate(s, p) {
    const cards = new Set<string>();
    for (const a of p.assignments) {
      need(!cards.has(a.card), REPUBLIC_ERRORS.badProposal, 'each concession once');
      cards.add(a.card);
      need(CONCESSIONS.has(a.card) && assignable(s, a.card), REPUBLIC_ERRORS.badProposal, 'that concession cannot be assigned now');
      const x = s.senators[a.senator];
      need(x && x.faction !== null && x.where.kind === 'rome' && x.rebel === null, REPUBLIC_ERRORS.badProposal, 'concessions go to aligned senators in Rome');
    }
  },
  key(p) {
    return p.assignments.map((a) => `${a.card}=${a.senator}`).sort().join(',');
  },
  onPass(ctx, item) {
    const s = ctx.s;
    for (const a of (item.proposal as ConcessionsProposal).assignments) {
      s.forum.concessions.splice(s.forum.concessions.indexOf(a.card), 1);
      s.senators[a.senator].concessions.push({ card: a.card, corrupt: false });
      emit(ctx, 'concessionAssigned', { card: a.card, senator: a.senator });
    }
  },
  onFail(ctx, item) {
    // A failed concession is flipped: not again this turn (1.09.61).
    for (const a of (item.proposal as ConcessionsProposal).assignments) senate(ctx.s).failedConcessions.push(a.card);
  },
});

// ---------------------------------------------------------------- land bills (1.09.62)

function bill(t: LandBillType) {
  return TABLES.landBills.find((b) => b.type === t)!;
}

function landBillProblem(s: RepublicState, p: LandBillProposal): string | null {
  if (s.turnFlags.landBillsProposed.includes(p.bill)) return 'one land bill of each type per turn';
  if (s.landBills[p.bill] >= bill(p.bill).markers) return 'no land bill marker of that type left';
  const a = s.senators[p.sponsor];
  const b = s.senators[p.coSponsor];
  if (!a || !b || a.id === b.id) return 'a sponsor and a different co-sponsor';
  if (a.where.kind !== 'rome' || b.where.kind !== 'rome' || a.faction === null || b.faction === null) return 'the sponsors must be senators in Rome';
  return null;
}

registerProposal({
  kind: 'landBill',
  schema: z.object({ kind: z.literal('landBill'), bill: z.enum(['I', 'II', 'III']), sponsor: Id, coSponsor: Id }),
  steps: ['business'],
  noAbstain: true,
  survivesDeaths: true,
  options(s, by) {
    const own = members(s, by).filter((x) => x.where.kind === 'rome');
    if (own.length < 2) return [];
    const out: LandBillProposal[] = [];
    for (const t of ['I', 'II', 'III'] as LandBillType[]) {
      const p: LandBillProposal = { kind: 'landBill', bill: t, sponsor: own[0].id, coSponsor: own[1].id };
      if (landBillProblem(s, p) === null) out.push(p);
    }
    return out;
  },
  validate(s, p) {
    const why = landBillProblem(s, p);
    need(why === null, REPUBLIC_ERRORS.badProposal, why ?? '');
  },
  key(p) {
    return `${p.bill}:${p.sponsor}:${p.coSponsor}`;
  },
  consents(s, p) {
    const out: number[] = [];
    for (const id of [p.sponsor, p.coSponsor]) {
      const f = s.senators[id]?.faction;
      if (f !== null && f !== undefined && !out.includes(f)) out.push(f);
    }
    return out;
  },
  onVoted(ctx, item) {
    const s = ctx.s;
    const p = item.proposal as LandBillProposal;
    s.turnFlags.landBillsProposed.push(p.bill);
    // Everyone voting against loses Popularity, whatever the outcome.
    for (const v of item.votes) for (const id of v.nayVoters) if (s.senators[id]) addPopularity(s.senators[id], bill(p.bill).againstPop);
  },
  onPass(ctx, item) {
    const s = ctx.s;
    const p = item.proposal as LandBillProposal;
    const b = bill(p.bill);
    s.landBills[p.bill] += 1;
    s.unrest = Math.max(0, s.unrest + b.unrest);
    if (s.senators[p.sponsor]) addPopularity(s.senators[p.sponsor], b.sponsorPop);
    if (s.senators[p.coSponsor]) addPopularity(s.senators[p.coSponsor], b.coSponsorPop);
    emit(ctx, 'landBill', { bill: p.bill, unrest: s.unrest });
  },
});

// ---------------------------------------------------------------- Consul for Life (1.09.821)

function cflCandidates(s: RepublicState) {
  return senatorsInRome(s).filter((x) => x.inf >= K('consulForLifeElection') && x.rebel === null);
}

registerProposal({
  kind: 'consulForLife',
  schema: z.object({ kind: z.literal('consulForLife'), senator: Id }),
  steps: ['pontifex', 'dictator', 'censor', 'governors', 'business'],
  vetoable: () => false,
  options(s) {
    if (senate(s).consulForLifeVoted || s.consulForLife) return [];
    return cflCandidates(s).map((x) => ({ kind: 'consulForLife' as const, senator: x.id }));
  },
  validate(s, p) {
    need(!senate(s).consulForLifeVoted && !s.consulForLife, REPUBLIC_ERRORS.badProposal, 'once per turn (1.09.131)');
    need(cflCandidates(s).some((x) => x.id === p.senator), REPUBLIC_ERRORS.badProposal, 'the nominee needs 21 influence and must be in Rome');
  },
  key(p) {
    return p.senator;
  },
  senatorBonus(_s, p, x) {
    return x.id === (p as ConsulForLifeProposal).senator ? x.inf : 0;
  },
  onPass(ctx, item) {
    const s = ctx.s;
    const p = item.proposal as ConsulForLifeProposal;
    senate(s).consulForLifeVoted = true;
    s.consulForLife = p.senator;
    emit(ctx, 'consulForLife', { senator: p.senator, faction: s.senators[p.senator].faction, how: 'elected' });
  },
  onFail(ctx) {
    senate(ctx.s).consulForLifeVoted = true;
  },
});
