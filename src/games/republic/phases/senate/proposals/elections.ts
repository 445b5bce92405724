/**
 * Elections of the Senate's officers: Consuls (1.09.2-1.09.22), Dictator and
 * Master of Horse (1.09.3-1.09.34), Censor (1.09.4). The no-refill rule
 * (1.09.173) applies to all of them.
 */
import { z } from 'zod';
import type { Ctx } from '../../../ctx';
import { dice, emit, sum } from '../../../ctx';
import { K } from '../../../data';
import { need, REPUBLIC_ERRORS } from '../../../errors';
import { push, registerAction, registerDecision } from '../../../registry';
import { addInfluence, allSenators, officeHolder, sen, senatorsInRome } from '../../../senators';
import { activeWars, warStrength } from '../../../wars';
import { senate } from '../core';
import { proposalKey, registerProposal } from '../proposal-types';
import type { DecisionBase, Office, RepublicState, Senator, SenatorId } from '../../../types';

export interface ConsulsProposal { kind: 'consuls'; a: SenatorId; b: SenatorId }
export interface DictatorProposal { kind: 'dictator'; senator: SenatorId }
export interface CensorProposal { kind: 'censor'; senator: SenatorId }
export interface ConsulRolesDecision extends DecisionBase { kind: 'consulRoles'; a: SenatorId; b: SenatorId }
export interface DictatorAppointmentDecision extends DecisionBase { kind: 'dictatorAppointment'; candidate: SenatorId | null }
export interface MasterOfHorseDecision extends DecisionBase { kind: 'masterOfHorse'; dictator: SenatorId }
export interface RomeConsulAction { type: 'romeConsul'; senator: SenatorId }
export interface AppointAction { type: 'appoint'; senator: SenatorId }

declare module '../../../types' {
  interface ProposalMap { consuls: ConsulsProposal; dictator: DictatorProposal; censor: CensorProposal }
  interface DecisionMap { consulRoles: ConsulRolesDecision; dictatorAppointment: DictatorAppointmentDecision; masterOfHorse: MasterOfHorseDecision }
  interface ActionMap { romeConsul: RomeConsulAction; appoint: AppointAction }
}

const Id = z.string().min(1).max(8);
registerAction('romeConsul', z.object({ type: z.literal('romeConsul'), senator: Id }));
registerAction('appoint', z.object({ type: z.literal('appoint'), senator: Id }));

const MAJOR: Office[] = ['dictator', 'romeConsul', 'fieldConsul', 'censor', 'masterOfHorse', 'pontifex'];

function filled(s: RepublicState, o: Office): boolean {
  return s.turnFlags.officesFilled.includes(o);
}

function sorted(a: string, b: string): [string, string] {
  return a < b ? [a, b] : [b, a];
}

// ---------------------------------------------------------------- Consuls

/** 1.09.2: aligned senators in Rome; not the current Consuls or Dictator (unless Tradition Erodes). */
export function consulCandidates(s: RepublicState): Senator[] {
  const erodes = s.forum.laws.includes('law:tradition-erodes');
  return senatorsInRome(s).filter((x) => {
    if (x.rebel !== null) return false;
    if (!erodes && (x.office === 'romeConsul' || x.office === 'fieldConsul' || x.office === 'dictator')) return false;
    return x.office === null || x.office === 'censor' || x.office === 'masterOfHorse' || (erodes && (x.office === 'romeConsul' || x.office === 'fieldConsul' || x.office === 'dictator'));
  });
}

/** Pairs that may still be nominated this turn (defeated or vetoed pairs excluded, 1.09.2). */
export function possiblePairs(s: RepublicState): ConsulsProposal[] {
  if (filled(s, 'romeConsul')) return [];
  const c = consulCandidates(s);
  const sn = senate(s);
  const out: ConsulsProposal[] = [];
  for (let i = 0; i < c.length; i++) {
    for (let j = i + 1; j < c.length; j++) {
      const [a, b] = sorted(c[i].id, c[j].id);
      const p: ConsulsProposal = { kind: 'consuls', a, b };
      if (!sn.defeated.includes(proposalKey(p))) out.push(p);
    }
  }
  return out;
}

/** New Consuls take office (1.09.22): +5 INF each, outgoing Consuls become Prior Consuls, a Dictator and Master of Horse step down. */
export function electConsuls(ctx: Ctx, aId: SenatorId, bId: SenatorId, how: 'elected' | 'appointed'): void {
  const s = ctx.s;
  for (const x of allSenators(s)) {
    if (x.office === 'romeConsul' || x.office === 'fieldConsul' || x.office === 'dictator') {
      x.priorConsul = true;
      x.office = null;
    } else if (x.office === 'masterOfHorse') {
      x.office = null;
    }
  }
  const a = s.senators[aId];
  const b = s.senators[bId];
  a.office = 'romeConsul';
  b.office = 'fieldConsul';
  addInfluence(a, K('consulInfluence'));
  addInfluence(b, K('consulInfluence'));
  s.turnFlags.officesFilled.push('romeConsul', 'fieldConsul');
  const sn = senate(s);
  sn.consulsElected = true;
  emit(ctx, 'consulsElected', { a: aId, b: bId, how });
  // 1.09.22: they agree who is Rome Consul; different factions dice off for the choice.
  let chooser = a.faction!;
  if (a.faction !== b.faction) {
    for (;;) {
      const ra = sum(dice(ctx, 2));
      const rb = sum(dice(ctx, 2));
      if (ra === rb) continue;
      chooser = ra > rb ? a.faction! : b.faction!;
      break;
    }
  }
  push(ctx, { kind: 'consulRoles', seat: chooser, a: aId, b: bId });
}

registerProposal({
  kind: 'consuls',
  schema: z.object({ kind: z.literal('consuls'), a: Id, b: Id }),
  steps: ['consuls'],
  options(s) {
    return possiblePairs(s);
  },
  validate(s, p) {
    need(!filled(s, 'romeConsul'), REPUBLIC_ERRORS.badProposal, 'the Consuls were elected this turn (1.09.173)');
    const c = consulCandidates(s);
    need(p.a !== p.b && c.some((x) => x.id === p.a) && c.some((x) => x.id === p.b), REPUBLIC_ERRORS.badProposal, 'these senators cannot be Consuls now');
  },
  key(p) {
    return sorted(p.a, p.b).join('|');
  },
  onPass(ctx, item) {
    const p = item.proposal as ConsulsProposal;
    electConsuls(ctx, p.a, p.b, 'elected');
  },
});

registerDecision({
  kind: 'consulRoles',
  legal(_s, d) {
    return [{ type: 'romeConsul', senator: d.a }, { type: 'romeConsul', senator: d.b }];
  },
  resolve(ctx, d, a) {
    need(a.type === 'romeConsul' && (a.senator === d.a || a.senator === d.b), REPUBLIC_ERRORS.badTarget, 'name which new Consul is Rome Consul');
    const s = ctx.s;
    const rome = a.senator;
    const field = rome === d.a ? d.b : d.a;
    if (s.senators[rome]) s.senators[rome].office = 'romeConsul';
    if (s.senators[field]) s.senators[field].office = 'fieldConsul';
    emit(ctx, 'consulRoles', { romeConsul: rome, fieldConsul: field });
  },
});

// ---------------------------------------------------------------- Dictator

/** 1.09.3: three or more active wars, or one active war with land + naval strength of 20 or more. */
export function dictatorCondition(s: RepublicState): boolean {
  const wars = activeWars(s);
  if (wars.length >= K('dictatorWars')) return true;
  return wars.some((w) => { const st = warStrength(s, w); return st.land + st.naval >= K('dictatorStrength'); });
}

function mayHoldNewOffice(x: Senator): boolean {
  return x.rebel === null && (x.office === null || x.office === 'censor');
}

/**
 * 1.09.33: the Master of Horse is an aligned senator in Rome with no major office but the Censor's (ruling
 * "1.09.33 the Censor as Master of Horse": a senator holds one office, so the outgoing Censor's falls to this
 * Senate's Censor election).
 */
function mohCandidates(s: RepublicState, dictator: SenatorId): Senator[] {
  return senatorsInRome(s).filter((y) => y.id !== dictator && y.faction !== null && mayHoldNewOffice(y));
}

export function dictatorCandidates(s: RepublicState): Senator[] {
  if (filled(s, 'dictator')) return [];
  const sn = senate(s);
  return senatorsInRome(s).filter((x) => mayHoldNewOffice(x) && !sn.defeated.includes(proposalKey({ kind: 'dictator', senator: x.id })));
}

export function makeDictator(ctx: Ctx, id: SenatorId, how: 'elected' | 'appointed'): void {
  const s = ctx.s;
  const x = s.senators[id];
  x.office = 'dictator';
  addInfluence(x, K('dictatorInfluence'));
  s.turnFlags.officesFilled.push('dictator');
  senate(s).dictatorDone = true;
  emit(ctx, 'dictator', { senator: id, how });
  if (mohCandidates(s, id).length > 0) push(ctx, { kind: 'masterOfHorse', seat: x.faction!, dictator: id });
}

registerProposal({
  kind: 'dictator',
  schema: z.object({ kind: z.literal('dictator'), senator: Id }),
  steps: ['dictator'],
  options(s) {
    return dictatorCandidates(s).map((x) => ({ kind: 'dictator' as const, senator: x.id }));
  },
  validate(s, p) {
    need(dictatorCondition(s), REPUBLIC_ERRORS.badProposal, 'a Dictator needs three active wars or one of strength 20 (1.09.3)');
    need(!senate(s).censorDone, REPUBLIC_ERRORS.badProposal, 'no Dictator once a Censor is chosen (1.09.32)');
    need(dictatorCandidates(s).some((x) => x.id === p.senator), REPUBLIC_ERRORS.badProposal, 'this senator cannot be Dictator');
  },
  key(p) {
    return p.senator;
  },
  onPass(ctx, item) {
    makeDictator(ctx, (item.proposal as DictatorProposal).senator, 'elected');
  },
});

/**
 * 1.09.31: the Consuls may appoint a Dictator together. The engine asks the
 * Rome Consul's faction to name one (or decline); if the Field Consul belongs
 * to another faction, that faction must agree.
 */
registerDecision({
  kind: 'dictatorAppointment',
  legal(s, d) {
    if (d.candidate !== null) return [{ type: 'consent', agree: false }, { type: 'consent', agree: true }];
    return [{ type: 'done' }, ...dictatorCandidates(s).map((x) => ({ type: 'appoint', senator: x.id }) as const)];
  },
  resolve(ctx, d, a) {
    const s = ctx.s;
    if (d.candidate !== null) {
      need(a.type === 'consent', REPUBLIC_ERRORS.wrongDecision, 'agree or refuse the appointment');
      if (a.agree && s.senators[d.candidate] && dictatorCandidates(s).some((x) => x.id === d.candidate)) makeDictator(ctx, d.candidate, 'appointed');
      else emit(ctx, 'dictatorNotAppointed', {});
      return;
    }
    if (a.type === 'done') { emit(ctx, 'dictatorNotAppointed', {}); return; }
    need(a.type === 'appoint', REPUBLIC_ERRORS.wrongDecision, 'name a Dictator or decline');
    need(dictatorCandidates(s).some((x) => x.id === a.senator), REPUBLIC_ERRORS.badTarget, 'that senator cannot be Dictator');
    const field = officeHolder(s, 'fieldConsul');
    if (field && field.where.kind === 'rome' && field.faction !== d.seat && field.faction !== null) {
      push(ctx, { kind: 'dictatorAppointment', seat: field.faction, candidate: a.senator });
      return;
    }
    makeDictator(ctx, a.senator, 'appointed');
  },
});

/** Who may appoint a Dictator now (a Consul in Rome; the Rome Consul first). */
export function appointingConsul(s: RepublicState): Senator | null {
  const rome = officeHolder(s, 'romeConsul');
  if (rome && rome.where.kind === 'rome') return rome;
  const field = officeHolder(s, 'fieldConsul');
  return field && field.where.kind === 'rome' ? field : null;
}

registerDecision({
  kind: 'masterOfHorse',
  legal(s, d) {
    return mohCandidates(s, d.dictator).map((y) => ({ type: 'appoint', senator: y.id }) as const);
  },
  resolve(ctx, d, a) {
    const s = ctx.s;
    need(a.type === 'appoint', REPUBLIC_ERRORS.wrongDecision, 'appoint a Master of Horse');
    const y = sen(s, a.senator);
    need(mohCandidates(s, d.dictator).some((z) => z.id === y.id),
      REPUBLIC_ERRORS.badTarget, 'the Master of Horse is an aligned senator in Rome without a major office but the Censor\'s');
    y.office = 'masterOfHorse';
    addInfluence(y, K('masterOfHorseInfluence'));
    s.turnFlags.officesFilled.push('masterOfHorse');
    emit(ctx, 'masterOfHorse', { senator: y.id });
  },
});

// ---------------------------------------------------------------- Censor

/** 1.09.4: Prior Consuls in Rome without another major office; if none, every aligned senator in Rome. */
export function censorCandidates(s: RepublicState): Senator[] {
  if (filled(s, 'censor')) return [];
  const sn = senate(s);
  const free = senatorsInRome(s).filter((x) => x.rebel === null && (x.office === null || x.office === 'censor'));
  const consular = free.filter((x) => x.priorConsul);
  const pool = consular.length > 0 ? consular : free;
  return pool.filter((x) => !sn.defeated.includes(proposalKey({ kind: 'censor', senator: x.id })));
}

export function makeCensor(ctx: Ctx, id: SenatorId, how: 'elected' | 'appointed'): void {
  const s = ctx.s;
  const old = officeHolder(s, 'censor');
  if (old) old.office = null;
  const x = s.senators[id];
  x.office = 'censor';
  addInfluence(x, K('censorInfluence'));
  s.turnFlags.officesFilled.push('censor');
  senate(s).censorDone = true;
  emit(ctx, 'censor', { senator: id, how });
}

registerProposal({
  kind: 'censor',
  schema: z.object({ kind: z.literal('censor'), senator: Id }),
  steps: ['censor'],
  options(s) {
    return censorCandidates(s).map((x) => ({ kind: 'censor' as const, senator: x.id }));
  },
  validate(s, p) {
    need(censorCandidates(s).some((x) => x.id === p.senator), REPUBLIC_ERRORS.badProposal, 'this senator cannot be Censor');
  },
  key(p) {
    return p.senator;
  },
  onPass(ctx, item) {
    makeCensor(ctx, (item.proposal as CensorProposal).senator, 'elected');
  },
});


