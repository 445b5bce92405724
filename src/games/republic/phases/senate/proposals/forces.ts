/**
 * Forces (1.09.63-1.09.647): raising legions and fleets, sending a commander
 * with a force against a war, and recalling a proconsul.
 *
 * Eliminating units, reinforcing and replacing a proconsul, and garrisons are
 * in ./garrisons.ts, the partial recall in ./partial-recall.ts. Both Consuls can be
 * sent in one proposal (`second`), each with his own force.
 */
import { z } from 'zod';
import { emit } from '../../../ctx';
import { CONCESSIONS, K } from '../../../data';
import { need, REPUBLIC_ERRORS } from '../../../errors';
import { BANK, move, senatorAcct, statePays } from '../../../money';
import {
  activeFleets, activeLegions, army, deployArmy, fleetsNeeded, forceMeetsWar, legionStrength, nominalMil, pickFleets, pickLegions, recallArmy,
  unitCost,
} from '../../../military';
import { allSenators, officeHolder } from '../../../senators';
import { findWar, sameSet, warDef, warStrength } from '../../../wars';
import { presidingMagistrate, senate } from '../core';
import { primaryRebel, REBEL_WAR, rebelTargetStrength } from '../../../civil-war';
import { attackableRebelProvinces, rebelAtHome, rebelProvinceTarget, rebelProvinceWar } from '../../../revolt-state';
import { registerProposal } from '../proposal-types';
import type { Ctx } from '../../../ctx';
import type { CardId, RepublicState, Seat, Senator, SenatorId } from '../../../types';

export interface RaiseProposal { kind: 'raise'; legions: number; fleets: number }
/** One commander and his force. */
export interface Force { commander: SenatorId; war: CardId; legions: number; fleets: number }
/**
 * Sends a commander; `second` sends the Rome Consul in the same proposal as the
 * Field Consul (1.09.641: the Field Consul goes before or with the Rome Consul).
 */
export interface DeployProposal extends Force { kind: 'deploy'; second?: Force }
export interface RecallProposal { kind: 'recall'; army: number }

declare module '../../../types' {
  interface ProposalMap { raise: RaiseProposal; deploy: DeployProposal; recall: RecallProposal }
}

const n = z.number().int().min(0).max(25);

function inPlay(s: RepublicState, what: 'legions' | 'fleets'): number {
  // Legions disbanded to the Bank (2.04) may be raised once the pool is empty.
  return (what === 'legions' ? s.legions : s.fleets).filter((u) => u.at !== 'pool' && u.at !== 'disbanded').length;
}

// ---------------------------------------------------------------- raising forces (1.09.63)

export function raiseOk(s: RepublicState, p: RaiseProposal): string | null {
  if (s.turnFlags.noRecruitment) return 'no recruitment this turn (1.08.2)';
  if (s.turnFlags.notes.includes('eliminated')) return 'units were eliminated this turn: none can be raised (1.09.63)';
  if (p.legions + p.fleets < 1) return 'raise at least one unit';
  if (inPlay(s, 'legions') + p.legions > K('maxLegions') || inPlay(s, 'fleets') + p.fleets > K('maxFleets')) return 'at most 25 legions and 25 fleets';
  if ((p.legions + p.fleets) * unitCost(s) > s.treasury) return 'the State cannot pay for them';
  return null;
}

registerProposal({
  kind: 'raise',
  schema: z.object({ kind: z.literal('raise'), legions: n, fleets: n }),
  steps: ['business'],
  options(s) {
    const out: RaiseProposal[] = [];
    const wars = s.forum.wars.filter((w) => w.status === 'active');
    const needFleets = Math.max(0, ...wars.map((w) => fleetsNeeded(s, w.card, 1)));
    const cands: RaiseProposal[] = [
      { kind: 'raise', legions: 1, fleets: 0 },
      { kind: 'raise', legions: 4, fleets: 0 },
      { kind: 'raise', legions: 0, fleets: Math.max(1, needFleets - activeFleets(s).length) },
      { kind: 'raise', legions: 2, fleets: 2 },
    ];
    for (const p of cands) if (raiseOk(s, p) === null && !out.some((o) => o.legions === p.legions && o.fleets === p.fleets)) out.push(p);
    return out;
  },
  validate(s, p) {
    const why = raiseOk(s, p);
    need(why === null, REPUBLIC_ERRORS.badProposal, why ?? '');
  },
  key(p) {
    return `${p.legions}:${p.fleets}`;
  },
  onPass(ctx, item) {
    const s = ctx.s;
    const p = item.proposal as RaiseProposal;
    statePays(ctx, (p.legions + p.fleets) * unitCost(s), 'raising');
    let l = p.legions;
    for (const u of s.legions) if (l > 0 && u.at === 'pool') { u.at = 'active'; u.veteran = false; u.allegiance = null; l--; }
    // 2.04: then from the Bank; they can no longer be recalled and their senator keeps his gains.
    for (const u of s.legions) if (l > 0 && u.at === 'disbanded') { u.at = 'active'; u.veteran = false; u.allegiance = null; l--; }
    let f = p.fleets;
    for (const u of s.fleets) if (f > 0 && u.at === 'pool') { u.at = 'active'; f--; }
    if (!s.turnFlags.notes.includes('raised')) s.turnFlags.notes.push('raised');
    emit(ctx, 'raised', { legions: p.legions, fleets: p.fleets });
    // 1.09.631: Armaments and Ship Building holders must take their income.
    for (const x of allSenators(s)) {
      for (const c of x.concessions) {
        const def = CONCESSIONS.get(c.card)!;
        const gain = (def.perLegionRaised ?? 0) * p.legions + (def.perFleetRaised ?? 0) * p.fleets;
        if (gain > 0) {
          move(s, BANK, senatorAcct(x.id), gain);
          c.corrupt = true;
        }
      }
    }
  },
});

// ---------------------------------------------------------------- deploying forces (1.09.64)

/** Commanders the Senate may send (1.09.641): Field Consul, Rome Consul (after or with the Field Consul), Dictator. */
export function eligibleCommanders(s: RepublicState): Senator[] {
  const out: Senator[] = [];
  const field = officeHolder(s, 'fieldConsul');
  const rome = officeHolder(s, 'romeConsul');
  const dict = officeHolder(s, 'dictator');
  if (dict && dict.where.kind === 'rome') out.push(dict);
  if (field && field.where.kind === 'rome') out.push(field);
  if (rome && rome.where.kind === 'rome' && !(field && field.where.kind === 'rome')) out.push(rome);
  return out;
}

/**
 * The state as the second force of a package sees it: the Field Consul and his
 * units already gone (a copy; only for validation and the consent check).
 */
function afterFirst(s: RepublicState, p: Force): RepublicState {
  const c = structuredClone(s);
  const legions = pickLegions(c, p.legions, p.commander);
  const fleets = pickFleets(c, p.fleets);
  for (const l of c.legions) if (legions.includes(l.id)) l.at = 'pool';
  for (const f of c.fleets) if (fleets.includes(f.id)) f.at = 'pool';
  c.senators[p.commander].where = { kind: 'army', army: -1 };
  // He counts as attacking his war (a later matching war may then be attacked too, 1.07.332).
  c.armies.push({ id: -1, commander: p.commander, masterOfHorse: null, war: p.war, seq: c.nextSeq, deployedTurn: c.turn, reinforcedTurn: null, proconsul: false });
  return c;
}

function packageProblem(s: RepublicState, p: DeployProposal): string | null {
  const first = deployProblem(s, p);
  if (first !== null || !p.second) return first;
  const field = officeHolder(s, 'fieldConsul');
  const rome = officeHolder(s, 'romeConsul');
  if (!field || !rome || p.commander !== field.id || p.second.commander !== rome.id) return 'only the Field Consul and the Rome Consul go together, the Field Consul named first';
  return deployProblem(afterFirst(s, p), { kind: 'deploy', ...p.second });
}

/** 1.07.332: a later matching war may be attacked only if every earlier active one of its set is attacked too. */
function matchingOrderOk(s: RepublicState, war: CardId): boolean {
  const def = warDef(war);
  if (def.set === null) return true;
  return sameSet(s, war).every((w) => {
    const pos = warDef(w.card).setPos!;
    if (pos >= def.setPos! || w.status !== 'active') return true;
    return s.armies.some((a) => a.war === w.card && a.commander !== null);
  });
}

function deployProblem(s: RepublicState, p: DeployProposal): string | null {
  const x = s.senators[p.commander];
  if (!x || !eligibleCommanders(s).some((c) => c.id === p.commander)) return 'only the Dictator, the Field Consul, or the Rome Consul after him, can be sent';
  if (p.war === REBEL_WAR || rebelProvinceTarget(s, p.war)) {
    // 1.11.36: against the Primary Rebel, marching on Rome: a land battle, no fleet support needed.
    // 2.03.8: or against a rebel governor in his province (fleets as the province requires, see combat).
    if (p.war === REBEL_WAR && !primaryRebel(s)) return 'there is no rebel';
    if (rebelProvinceTarget(s, p.war)?.province.reinforcing !== undefined) return 'a province that sent or is sending reinforcements cannot be attacked (2.03.7)';
    if (p.legions < 1 || p.legions > activeLegions(s).length || p.fleets > activeFleets(s).length) return 'send at least one legion from the Active Forces';
    return null;
  }
  const w = findWar(s, p.war);
  if (!w) return 'no such war in the Forum';
  if (!matchingOrderOk(s, p.war)) return 'earlier matching wars must be attacked first (1.07.332)';
  if (p.legions > activeLegions(s).length || p.fleets > activeFleets(s).length) return 'not that many units in the Active Forces';
  const naval = warDef(p.war).naval > 0 && !w.navalVictory;
  if (naval ? p.fleets < 1 : p.legions < 1) return 'a land battle needs a legion, a naval battle a fleet (1.09.643)';
  if (p.fleets < fleetsNeeded(s, p.war, p.legions)) return 'not enough fleets to support the legions';
  return null;
}

function meets(s: RepublicState, p: Force): boolean {
  const x = s.senators[p.commander];
  const legions = s.legions.filter((l) => pickLegions(s, p.legions, p.commander).includes(l.id));
  const rebel = rebelTargetStrength(s, p.war);
  if (rebel !== null) {
    const land = legionStrength(legions);
    return land + Math.min(land, nominalMil(x) + masterOfHorseMil(s, x)) >= rebel;
  }
  return forceMeetsWar(s, p.war, nominalMil(x) + masterOfHorseMil(s, x), legions, p.fleets);
}

function masterOfHorseMil(s: RepublicState, x: Senator): number {
  if (x.office !== 'dictator') return 0;
  const moh = officeHolder(s, 'masterOfHorse');
  return moh && moh.where.kind === 'rome' ? moh.mil : 0;
}

registerProposal({
  kind: 'deploy',
  schema: z.object({
    kind: z.literal('deploy'), commander: z.string().min(1).max(8), war: z.string().max(60), legions: n, fleets: n,
    second: z.object({ commander: z.string().min(1).max(8), war: z.string().max(60), legions: n, fleets: n }).strict().optional(),
  }),
  steps: ['business'],
  options(s) {
    const out: DeployProposal[] = [];
    const L = activeLegions(s).length;
    const F = activeFleets(s).length;
    for (const c of eligibleCommanders(s)) {
      if (primaryRebel(s) && L > 0) out.push({ kind: 'deploy', commander: c.id, war: REBEL_WAR, legions: L, fleets: 0 });
      // 2.03: a rebel at home may need a fleet (a naval battle first, fleet support for a Victory).
      if (rebelAtHome(s) && L > 0 && F > 0) out.push({ kind: 'deploy', commander: c.id, war: REBEL_WAR, legions: L, fleets: F });
      for (const p of attackableRebelProvinces(s)) if (L > 0) out.push({ kind: 'deploy', commander: c.id, war: rebelProvinceWar(p.id), legions: L, fleets: F });
      for (const w of s.forum.wars) {
        const st = warStrength(s, w);
        const naval = st.naval > 0;
        const mil = nominalMil(c) + masterOfHorseMil(s, c);
        // Just enough by the minimum-force rule, and everything available.
        const legionsNeeded = naval ? 0 : Math.min(L, Math.max(1, st.land - Math.min(mil, st.land)));
        const fleetsForBattle = naval ? Math.min(F, Math.max(1, st.naval - Math.min(mil, st.naval))) : 0;
        const sets: [number, number][] = [
          [legionsNeeded, Math.max(fleetsForBattle, fleetsNeeded(s, w.card, legionsNeeded))],
          [L, Math.max(F, 0)],
        ];
        for (const [legions, fleets] of sets) {
          const p: DeployProposal = { kind: 'deploy', commander: c.id, war: w.card, legions, fleets: Math.min(fleets, F) };
          if (deployProblem(s, p) === null && !out.some((o) => o.commander === p.commander && o.war === p.war && o.legions === p.legions && o.fleets === p.fleets)) out.push(p);
        }
      }
    }
    return [...out, ...packages(s, out)];
  },
  validate(s, p) {
    const why = packageProblem(s, p);
    need(why === null, REPUBLIC_ERRORS.badProposal, why ?? '');
  },
  key(p) {
    const one = (f: Force) => `${f.commander}:${f.war}:${f.legions}:${f.fleets}`;
    return p.second ? `${one(p)}+${one(p.second)}` : one(p);
  },
  consents(s, p) {
    // 1.09.643: a commander sent with less than the war's strength must agree.
    const out: Seat[] = [];
    const x = s.senators[p.commander];
    if (x && x.faction !== null && !meets(s, p)) out.push(x.faction);
    if (p.second) {
      const y = s.senators[p.second.commander];
      if (y && y.faction !== null && !out.includes(y.faction) && !meets(afterFirst(s, p), p.second)) out.push(y.faction);
    }
    return out;
  },
  onPass(ctx, item) {
    const s = ctx.s;
    const p = item.proposal as DeployProposal;
    const pm = presidingMagistrate(s);
    // The Field Consul first: he is sent before the Rome Consul (dispatch order, 1.10.1).
    for (const f of p.second ? [p, p.second] : [p]) {
      deployArmy(ctx, f.commander, f.war, pickLegions(s, f.legions, f.commander), pickFleets(s, f.fleets));
      // 1.09.642: sending the Presiding Magistrate away ends the Senate.
      if (pm && pm.id === f.commander) senate(s).closing = true;
    }
  },
});

/**
 * Both Consuls in one proposal: the Field Consul's listed forces paired with a
 * force of the Rome Consul against another war, when the Active Forces hold both.
 */
function packages(s: RepublicState, singles: DeployProposal[]): DeployProposal[] {
  const field = officeHolder(s, 'fieldConsul');
  const rome = officeHolder(s, 'romeConsul');
  if (!field || !rome || field.where.kind !== 'rome' || rome.where.kind !== 'rome') return [];
  const out: DeployProposal[] = [];
  const mine = singles.filter((p) => p.commander === field.id && p.war !== REBEL_WAR && !p.war.startsWith('rebel:'));
  for (const a of mine) {
    for (const b of mine) {
      if (b.war === a.war) continue;
      const p: DeployProposal = { ...a, second: { commander: rome.id, war: b.war, legions: b.legions, fleets: b.fleets } };
      if (packageProblem(s, p) === null) out.push(p);
    }
  }
  return out.slice(0, 6);
}

// ---------------------------------------------------------------- recalling a proconsul (1.09.644)

function recallable(s: RepublicState, id: number): boolean {
  const a = army(s, id);
  return !!a && a.commander !== null && a.deployedTurn !== s.turn && a.reinforcedTurn !== s.turn;
}

registerProposal({
  kind: 'recall',
  schema: z.object({ kind: z.literal('recall'), army: z.number().int().min(1) }),
  steps: ['business'],
  options(s) {
    return s.armies.filter((a) => recallable(s, a.id)).map((a) => ({ kind: 'recall' as const, army: a.id }));
  },
  validate(s, p) {
    need(recallable(s, p.army), REPUBLIC_ERRORS.badProposal, 'that force cannot be recalled this turn');
  },
  key(p) {
    return String(p.army);
  },
  onPass(ctx: Ctx, item) {
    recallArmy(ctx, (item.proposal as RecallProposal).army, 'recalled');
  },
});


