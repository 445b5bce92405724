/**
 * The rest of the forces business (1.09.63-1.09.647): eliminating units,
 * reinforcing a proconsul, replacing him with an eligible commander, and
 * garrisons sent to and recalled from provinces.
 *
 * Per-turn marks live in `turnFlags.notes` (strings), so the state shape is
 * unchanged: `raised`, `eliminated`, `garrison:<province>` (legions arrived
 * this turn cannot leave again, 1.09.646).
 */
import { z } from 'zod';
import { emit } from '../../../ctx';
import { need, REPUBLIC_ERRORS } from '../../../errors';
import {
  activeFleets, activeLegions, army, armyPlace, fleetsAt, forceMeetsWar, legionsAt, nominalMil, pickFleets, pickLegions, toPool,
} from '../../../military';
import { presidingMagistrate, senate } from '../core';
import { registerProposal } from '../proposal-types';
import { eligibleCommanders } from './forces';
import type { Ctx } from '../../../ctx';
import type { RepublicState } from '../../../types';

export interface EliminateProposal { kind: 'eliminate'; legions: number; fleets: number }
export interface ReinforceProposal { kind: 'reinforce'; army: number; legions: number; fleets: number }
export interface ReplaceProposal { kind: 'replace'; army: number; commander: string }
export interface GarrisonProposal { kind: 'garrison'; province: string; legions: number }
export interface GarrisonRecallProposal { kind: 'garrisonRecall'; province: string; legions: number }

declare module '../../../types' {
  interface ProposalMap {
    eliminate: EliminateProposal; reinforce: ReinforceProposal; replace: ReplaceProposal;
    garrison: GarrisonProposal; garrisonRecall: GarrisonRecallProposal;
  }
}

const n = z.number().int().min(0).max(25);
const notes = (s: RepublicState) => s.turnFlags.notes;

// ---------------------------------------------------------------- eliminating units (1.09.63)

function eliminateProblem(s: RepublicState, p: EliminateProposal): string | null {
  if (p.legions + p.fleets < 1) return 'eliminate at least one unit';
  if (notes(s).includes('raised')) return 'units were raised this turn: none can be eliminated (1.09.63)';
  if (p.legions > activeLegions(s).length || p.fleets > activeFleets(s).length) return 'only units in the Active Forces can be eliminated';
  return null;
}

registerProposal({
  kind: 'eliminate',
  schema: z.object({ kind: z.literal('eliminate'), legions: n, fleets: n }),
  steps: ['business'],
  options(s) {
    const out: EliminateProposal[] = [];
    for (const p of [{ kind: 'eliminate', legions: 1, fleets: 0 }, { kind: 'eliminate', legions: 0, fleets: 1 }] as EliminateProposal[]) {
      if (eliminateProblem(s, p) === null) out.push(p);
    }
    return out;
  },
  validate(s, p) {
    const why = eliminateProblem(s, p);
    need(why === null, REPUBLIC_ERRORS.badProposal, why ?? '');
  },
  key(p) { return `${p.legions}:${p.fleets}`; },
  onPass(ctx, item) {
    const s = ctx.s;
    const p = item.proposal as EliminateProposal;
    // Plain legions go first: veterans are the Senate's best units.
    const ls = [...activeLegions(s)].sort((a, b) => Number(a.veteran) - Number(b.veteran)).slice(0, p.legions);
    for (const l of ls) toPool(l);
    for (const f of activeFleets(s).slice(0, p.fleets)) toPool(f);
    if (!notes(s).includes('eliminated')) notes(s).push('eliminated');
    emit(ctx, 'eliminated', { legions: ls.length, fleets: p.fleets });
  },
});

// ---------------------------------------------------------------- reinforcing a proconsul (1.09.647)

function reinforceProblem(s: RepublicState, p: ReinforceProposal): string | null {
  const a = army(s, p.army);
  if (!a || a.commander === null) return 'no such commander in the field';
  if (a.deployedTurn === s.turn) return 'a commander who left this phase cannot be reinforced (1.09.647)';
  if (p.legions + p.fleets < 1) return 'send at least one unit';
  if (p.legions > activeLegions(s).length || p.fleets > activeFleets(s).length) return 'not that many units in the Active Forces';
  return null;
}

registerProposal({
  kind: 'reinforce',
  schema: z.object({ kind: z.literal('reinforce'), army: z.number().int().min(1), legions: n, fleets: n }),
  steps: ['business'],
  options(s) {
    const out: ReinforceProposal[] = [];
    for (const a of s.armies) {
      const p: ReinforceProposal = { kind: 'reinforce', army: a.id, legions: Math.min(2, activeLegions(s).length), fleets: 0 };
      if (reinforceProblem(s, p) === null) out.push(p);
    }
    return out;
  },
  validate(s, p) {
    const why = reinforceProblem(s, p);
    need(why === null, REPUBLIC_ERRORS.badProposal, why ?? '');
  },
  key(p) { return `${p.army}:${p.legions}:${p.fleets}`; },
  onPass(ctx, item) {
    const s = ctx.s;
    const p = item.proposal as ReinforceProposal;
    const a = army(s, p.army)!;
    const ls = pickLegions(s, p.legions, a.commander!);
    const fs = pickFleets(s, p.fleets);
    for (const l of s.legions) if (ls.includes(l.id)) l.at = armyPlace(a.id);
    for (const f of s.fleets) if (fs.includes(f.id)) f.at = armyPlace(a.id);
    a.reinforcedTurn = s.turn;
    emit(ctx, 'reinforced', { army: a.id, legions: p.legions, fleets: p.fleets });
  },
});

// ---------------------------------------------------------------- replacing a proconsul (1.09.644)

function replaceProblem(s: RepublicState, p: ReplaceProposal): string | null {
  const a = army(s, p.army);
  if (!a || a.commander === null) return 'no such commander in the field';
  if (a.deployedTurn === s.turn || a.reinforcedTurn === s.turn) return 'not a commander sent or reinforced this phase (1.09.644)';
  if (!eligibleCommanders(s).some((x) => x.id === p.commander)) return 'only the Dictator, the Field Consul, or the Rome Consul after him, can take command';
  return null;
}

registerProposal({
  kind: 'replace',
  schema: z.object({ kind: z.literal('replace'), army: z.number().int().min(1), commander: z.string().min(1).max(8) }),
  steps: ['business'],
  options(s) {
    const out: ReplaceProposal[] = [];
    for (const a of s.armies) {
      for (const c of eligibleCommanders(s)) {
        const p: ReplaceProposal = { kind: 'replace', army: a.id, commander: c.id };
        if (replaceProblem(s, p) === null) out.push(p);
      }
    }
    return out;
  },
  validate(s, p) {
    const why = replaceProblem(s, p);
    need(why === null, REPUBLIC_ERRORS.badProposal, why ?? '');
  },
  key(p) { return `${p.army}:${p.commander}`; },
  consents(s, p) {
    // 1.09.643: the new commander must agree if the force he takes over is below the war's strength.
    const a = army(s, p.army);
    const x = s.senators[p.commander];
    if (!a || !x || x.faction === null) return [];
    const ok = forceMeetsWar(s, a.war, nominalMil(x), legionsAt(s, armyPlace(a.id)), fleetsAt(s, armyPlace(a.id)).length);
    return ok ? [] : [x.faction];
  },
  onPass(ctx: Ctx, item) {
    const s = ctx.s;
    const p = item.proposal as ReplaceProposal;
    const a = army(s, p.army)!;
    const pm = presidingMagistrate(s);
    const old = a.commander ? s.senators[a.commander] : undefined;
    if (old && old.where.kind === 'army') old.where = { kind: 'rome' };
    const x = s.senators[p.commander];
    a.commander = x.id;
    a.proconsul = false;
    a.deployedTurn = s.turn;
    a.seq = s.nextSeq++;
    x.where = { kind: 'army', army: a.id };
    emit(ctx, 'replaced', { army: a.id, commander: x.id, old: old?.id ?? null });
    // 1.09.642: sending the Presiding Magistrate away ends the Senate.
    if (pm && pm.id === x.id) senate(s).closing = true;
  },
});

// ---------------------------------------------------------------- garrisons (1.09.646)

function garrisonProblem(s: RepublicState, p: GarrisonProposal): string | null {
  const prov = s.provinces[p.province];
  if (!prov) return 'no such province in play';
  const g = prov.governor ? s.senators[prov.governor] : undefined;
  if (g && g.rebel !== null) return 'not to a rebel governor (1.09.646)';
  if (p.legions < 1 || p.legions > activeLegions(s).length) return 'not that many legions in the Active Forces';
  return null;
}

registerProposal({
  kind: 'garrison',
  schema: z.object({ kind: z.literal('garrison'), province: z.string().max(40), legions: z.number().int().min(1).max(25) }),
  steps: ['business'],
  options(s) {
    const out: GarrisonProposal[] = [];
    for (const id of Object.keys(s.provinces)) {
      const p: GarrisonProposal = { kind: 'garrison', province: id, legions: 1 };
      if (garrisonProblem(s, p) === null) out.push(p);
    }
    return out.slice(0, 4);
  },
  validate(s, p) {
    const why = garrisonProblem(s, p);
    need(why === null, REPUBLIC_ERRORS.badProposal, why ?? '');
  },
  key(p) { return `${p.province}:${p.legions}`; },
  onPass(ctx, item) {
    const s = ctx.s;
    const p = item.proposal as GarrisonProposal;
    const ls = [...activeLegions(s)].sort((a, b) => Number(a.veteran) - Number(b.veteran)).slice(0, p.legions);
    for (const l of ls) l.at = `garrison:${p.province}`;
    const mark = `garrison:${p.province}`;
    if (!notes(s).includes(mark)) notes(s).push(mark);
    emit(ctx, 'garrisoned', { province: p.province, legions: ls.length });
  },
});

function garrisonRecallProblem(s: RepublicState, p: GarrisonRecallProposal): string | null {
  if (notes(s).includes(`garrison:${p.province}`)) return 'a garrison cannot leave in the turn it arrived (1.09.646)';
  const here = legionsAt(s, `garrison:${p.province}`).length;
  if (p.legions < 1 || p.legions > here) return 'not that many legions in the garrison';
  const prov = s.provinces[p.province];
  const g = prov?.governor ? s.senators[prov.governor] : undefined;
  if (g && g.rebel !== null) return 'the garrison of a rebel province is not the Senate\'s';
  return null;
}

registerProposal({
  kind: 'garrisonRecall',
  schema: z.object({ kind: z.literal('garrisonRecall'), province: z.string().max(40), legions: z.number().int().min(1).max(25) }),
  steps: ['business'],
  options(s) {
    const out: GarrisonRecallProposal[] = [];
    const places = new Set(s.legions.map((l) => l.at).filter((at) => at.startsWith('garrison:')));
    for (const at of places) {
      const province = at.slice('garrison:'.length);
      const p: GarrisonRecallProposal = { kind: 'garrisonRecall', province, legions: legionsAt(s, at).length };
      if (garrisonRecallProblem(s, p) === null) out.push(p);
    }
    return out;
  },
  validate(s, p) {
    const why = garrisonRecallProblem(s, p);
    need(why === null, REPUBLIC_ERRORS.badProposal, why ?? '');
  },
  key(p) { return `${p.province}:${p.legions}`; },
  onPass(ctx, item) {
    const s = ctx.s;
    const p = item.proposal as GarrisonRecallProposal;
    for (const l of legionsAt(s, `garrison:${p.province}`).slice(0, p.legions)) l.at = 'active';
    emit(ctx, 'garrisonRecalled', { province: p.province, legions: p.legions });
  },
});
