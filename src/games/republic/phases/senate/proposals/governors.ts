/**
 * Governorships (1.09.5-1.09.54): every province in the Forum is assigned
 * right after prosecutions; several may share one vote; the winner leaves
 * Rome at once for a 3-turn term; a governor not elected this turn may be
 * recalled by electing his replacement (1.09.52); unaligned Forum senators may
 * govern (1.09.53).
 */
import { z } from 'zod';
import { emit } from '../../../ctx';
import { K, PROVINCES } from '../../../data';
import { need, REPUBLIC_ERRORS } from '../../../errors';
import { push, registerAction, registerDecision } from '../../../registry';
import { byId, senatorsInRome, unaligned } from '../../../senators';
import { vatinianInForce } from '../../../cards/vatinian';
import { senate } from '../core';
import { proposalKey, registerProposal } from '../proposal-types';
import type { Ctx } from '../../../ctx';
import type { DecisionBase, ProvinceId, RepublicAction, RepublicState, Senator, SenatorId } from '../../../types';

export interface GovernorsProposal { kind: 'governors'; assignments: { province: ProvinceId; senator: SenatorId }[] }

declare module '../../../types' {
  interface ProposalMap { governors: GovernorsProposal }
}

export function vacantProvinces(s: RepublicState): ProvinceId[] {
  return Object.values(s.provinces).filter((p) => p.governor === null).map((p) => p.id).sort();
}

/**
 * Candidates: aligned senators in Rome without a major office, and unaligned
 * Forum senators. Those who came back this turn need consent (1.09.51):
 * unaligned ones cannot give it, so they are left out unless nobody else is
 * eligible.
 */
export function governorCandidates(s: RepublicState): Senator[] {
  // The Vatinian Law lets office holders govern through a Legate.
  const vatinian = vatinianInForce(s);
  const rome = senatorsInRome(s).filter((x) => (vatinian || x.office === null) && x.rebel === null);
  const forum = unaligned(s);
  const fresh = forum.filter((x) => x.returnedTurn !== s.turn);
  return [...rome, ...(fresh.length > 0 || rome.length > 0 ? fresh : forum)].sort(byId);
}

function key(p: GovernorsProposal): string {
  return p.assignments.map((a) => `${a.province}=${a.senator}`).sort().join(',');
}

/** Candidates for one province not yet defeated for it alone. */
export function candidatesFor(s: RepublicState, province: ProvinceId): Senator[] {
  const sn = senate(s);
  const current = s.provinces[province]?.governor ?? null;
  return governorCandidates(s).filter((x) => x.id !== current && !sn.defeated.includes(proposalKey({ kind: 'governors', assignments: [{ province, senator: x.id }] })));
}

export function appointGovernors(ctx: Ctx, assignments: GovernorsProposal['assignments']): void {
  const s = ctx.s;
  for (const { province, senator } of assignments) {
    const p = s.provinces[province];
    if (p.governor) {
      const old = s.senators[p.governor];
      if (old) {
        // A governor ruling through a Legate is not in the province: he stays where he is.
        if (old.where.kind === 'governor' && old.where.province === province) {
          old.where = old.faction === null ? { kind: 'forum' } : { kind: 'rome' };
          old.returnedTurn = s.turn;
        }
        emit(ctx, 'governorRecalled', { province, senator: old.id });
      }
    }
    const x = s.senators[senator];
    p.governor = senator;
    p.term = K('governorTerm');
    p.electedTurn = s.turn;
    if (!(vatinianInForce(s) && x.faction !== null)) x.where = { kind: 'governor', province };
    emit(ctx, 'governor', { province, name: PROVINCES.get(province)!.name, senator, term: p.term });
    // Vatinian Law (1.13.1): an aligned governor stays in Rome and rules through a Legate, unless his faction
    // sends him to the province in person, which a holder of an office may not do.
    if (mayGoInPerson(s, senator, province)) push(ctx, { kind: 'governorTravel', seat: x.faction!, senator, province });
  }
}

/** Under the Vatinian Law: may this newly elected aligned governor still go to his province in person? */
function mayGoInPerson(s: RepublicState, id: SenatorId, province: ProvinceId): boolean {
  const x = s.senators[id];
  return vatinianInForce(s) && !!x && x.faction !== null && x.office === null && x.rebel === null && x.where.kind === 'rome'
    && s.provinces[province]?.governor === id && s.provinces[province].electedTurn === s.turn;
}

export interface GovernorTravelDecision extends DecisionBase { kind: 'governorTravel'; senator: SenatorId; province: ProvinceId }
export interface GovernorTravelAction { type: 'governorTravel'; inPerson: boolean }

declare module '../../../types' {
  interface DecisionMap { governorTravel: GovernorTravelDecision }
  interface ActionMap { governorTravel: GovernorTravelAction }
}

registerAction('governorTravel', z.object({ type: z.literal('governorTravel'), inPerson: z.boolean() }));

registerDecision({
  kind: 'governorTravel',
  legal(s, d) {
    // Through a Legate first: the default answer, and the one when he can no longer go.
    const out: RepublicAction[] = [{ type: 'governorTravel', inPerson: false }];
    if (mayGoInPerson(s, d.senator, d.province)) out.push({ type: 'governorTravel', inPerson: true });
    return out;
  },
  resolve(ctx, d, a) {
    need(a.type === 'governorTravel', REPUBLIC_ERRORS.wrongDecision, 'in person or through a Legate');
    if (!a.inPerson) return;
    need(mayGoInPerson(ctx.s, d.senator, d.province), REPUBLIC_ERRORS.notAllowed, 'he can no longer go to the province');
    ctx.s.senators[d.senator].where = { kind: 'governor', province: d.province };
    emit(ctx, 'governorGoesInPerson', { senator: d.senator, province: d.province });
  },
});

registerProposal({
  kind: 'governors',
  schema: z.object({
    kind: z.literal('governors'),
    assignments: z.array(z.object({ province: z.string().max(40), senator: z.string().min(1).max(8) })).min(1).max(15),
  }),
  steps: ['governors', 'business'],
  options(s) {
    const out: GovernorsProposal[] = [];
    const sn = senate(s);
    const provinces = sn.step === 'governors'
      ? vacantProvinces(s)
      : Object.values(s.provinces).filter((p) => p.governor === null || (p.electedTurn !== s.turn && s.senators[p.governor]?.rebel === null)).map((p) => p.id);
    for (const province of provinces) {
      for (const x of candidatesFor(s, province)) out.push({ kind: 'governors', assignments: [{ province, senator: x.id }] });
    }
    return out;
  },
  validate(s, p) {
    const cands = governorCandidates(s);
    const seenP = new Set<string>();
    const seenS = new Set<string>();
    for (const a of p.assignments) {
      const prov = s.provinces[a.province];
      need(prov, REPUBLIC_ERRORS.badProposal, 'no such province in play');
      need(!seenP.has(a.province) && !seenS.has(a.senator), REPUBLIC_ERRORS.badProposal, 'one governor per province');
      seenP.add(a.province);
      seenS.add(a.senator);
      if (prov.governor !== null) {
        need(senate(s).step === 'business', REPUBLIC_ERRORS.badProposal, 'recalls come after the vacant governorships');
        need(prov.electedTurn !== s.turn, REPUBLIC_ERRORS.badProposal, 'a governor elected this turn cannot be recalled (1.09.52)');
        need(s.senators[prov.governor]?.rebel === null, REPUBLIC_ERRORS.badProposal, 'not a rebel governor');
      }
      need(cands.some((x) => x.id === a.senator) && prov.governor !== a.senator, REPUBLIC_ERRORS.badProposal, 'that senator cannot be a governor now');
    }
  },
  key,
  consents(s, p) {
    // Senators back from a province this turn must agree to leave again (1.09.51).
    const out: number[] = [];
    // Through a Legate nobody leaves Rome; going in person is his own faction's choice (governorTravel).
    if (vatinianInForce(s)) return out;
    for (const a of p.assignments) {
      const x = s.senators[a.senator];
      if (x && x.returnedTurn === s.turn && x.faction !== null && !out.includes(x.faction)) out.push(x.faction);
    }
    return out;
  },
  onPass(ctx, item) {
    appointGovernors(ctx, (item.proposal as GovernorsProposal).assignments);
  },
});


