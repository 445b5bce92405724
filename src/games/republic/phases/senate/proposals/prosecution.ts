/**
 * Prosecutions (1.09.41-1.09.45): the Censor presides; up to two minor or one
 * major prosecution a turn; a consenting Prosecutor; the accused's INF counts
 * against conviction; Popular Appeal (1.09.421); Tribune vetoes count against
 * the allowance (1.09.422); conviction penalties and the Prosecutor's reward
 * (1.09.44); markers cleared afterwards (1.09.45).
 */
import { z } from 'zod';
import type { Ctx } from '../../../ctx';
import { dice, emit, sum } from '../../../ctx';
import { K, STATESMEN, TABLES, tableRow } from '../../../data';
import { need, REPUBLIC_ERRORS } from '../../../errors';
import { omens } from '../../../events/registry';
import { registerAction } from '../../../registry';
import { addInfluence, addPopularity, killSenator, officeHolder, senatorsInRome } from '../../../senators';
import { chitDeaths } from '../../mortality';
import { registerVoteExtra, senate } from '../core';
import { advocateVerdict, appealKillsAdvocate, askAdvocate, trialRoll } from './advocates';
import { barredThisTurn, proposalKey, registerProposal } from '../proposal-types';
import type { FloorItem, RepublicState, Senator, SenatorId } from '../../../types';

/** 'major' (Major marker), or a minor reason: 'corrupt' (spoils), 'corrupt:<province>' (a Legate's spoils), 'office' (Major marker), 'concession:<card>'. */
export interface ProsecutionProposal { kind: 'prosecution'; accused: SenatorId; reason: string; prosecutor: SenatorId }
export interface AppealAction { type: 'appeal' }

declare module '../../../types' {
  interface ProposalMap { prosecution: ProsecutionProposal }
  interface ActionMap { appeal: AppealAction }
}

const Id = z.string().min(1).max(8);
registerAction('appeal', z.object({ type: z.literal('appeal') }));

/** The reasons `x` can be prosecuted for (1.09.412, 1.09.413). */
export function reasons(x: Senator): string[] {
  const out: string[] = [];
  if (x.major) out.push('major', 'office');
  // Through Legates (Vatinian Law, 1.13.1): one charge per province whose spoils he took.
  const legate = x.legateSpoils ?? [];
  if (x.corrupt && legate.length === 0) out.push('corrupt');
  if (x.corrupt) for (const p of legate) out.push(`corrupt:${p}`);
  for (const c of x.concessions) if (c.corrupt) out.push(`concession:${c.card}`);
  return out;
}

function allowance(s: RepublicState, major: boolean): boolean {
  const p = senate(s).prosecutions;
  if (p.major > 0) return false;
  return major ? p.minor === 0 : p.minor < 2;
}

function censor(s: RepublicState): Senator | null {
  const c = officeHolder(s, 'censor');
  return c && c.where.kind === 'rome' ? c : null;
}

export function prosecutionOptions(s: RepublicState): ProsecutionProposal[] {
  const c = censor(s);
  if (!c) return [];
  const rome = senatorsInRome(s);
  const out: ProsecutionProposal[] = [];
  for (const x of rome) {
    if (x.id === c.id) continue;
    // The Censor's own faction first (no consent to ask); after a refusal, the next senator who has not refused
    // this charge (ruling 1.09.131: another Prosecutor may bring it).
    const prosecutors = rome.filter((y) => y.id !== c.id && y.id !== x.id);
    prosecutors.sort((a, b) => Number(b.faction === c.faction) - Number(a.faction === c.faction));
    for (const reason of reasons(x)) {
      if (!allowance(s, reason === 'major')) continue;
      const p = prosecutors.map((y): ProsecutionProposal => ({ kind: 'prosecution', accused: x.id, reason, prosecutor: y.id }))
        .find((q) => !barredThisTurn(s, q));
      if (p) out.push(p);
    }
  }
  return out;
}

function count(s: RepublicState, p: ProsecutionProposal): void {
  const pr = senate(s).prosecutions;
  if (p.reason === 'major') pr.major += 1;
  else pr.minor += 1;
}

/** 1.09.44: the Prosecutor takes the Prior Consul marker and half (rounded up) of the INF the accused lost. */
function reward(ctx: Ctx, p: ProsecutionProposal, lost: number, priorConsul: boolean): void {
  const pros = ctx.s.senators[p.prosecutor];
  if (!pros) return;
  if (priorConsul) pros.priorConsul = true;
  addInfluence(pros, Math.ceil(lost / 2));
}

export function convict(ctx: Ctx, p: ProsecutionProposal): void {
  const s = ctx.s;
  const x = s.senators[p.accused];
  if (!x) return;
  const prior = x.priorConsul;
  if (p.reason === 'major') {
    const lost = x.inf;
    emit(ctx, 'convicted', { accused: x.id, major: true });
    killSenator(ctx, x.id, 'majorConviction');
    reward(ctx, p, lost, prior);
    return;
  }
  const before = x.inf;
  addPopularity(x, K('minorConvictionPop'));
  addInfluence(x, K('minorConvictionInf'));
  x.priorConsul = false;
  for (const c of x.concessions) s.forum.concessions.push(c.card);
  x.concessions = [];
  emit(ctx, 'convicted', { accused: x.id, major: false });
  reward(ctx, p, before - x.inf, prior);
}

registerProposal({
  kind: 'prosecution',
  schema: z.object({ kind: z.literal('prosecution'), accused: Id, reason: z.string().max(60), prosecutor: Id }),
  steps: ['prosecutions'],
  noTribune: true,
  options(s) {
    return prosecutionOptions(s);
  },
  validate(s, p) {
    const c = censor(s);
    need(c, REPUBLIC_ERRORS.badProposal, 'only the Censor prosecutes');
    const x = s.senators[p.accused];
    const pr = s.senators[p.prosecutor];
    need(x && x.where.kind === 'rome' && x.faction !== null && x.id !== c.id, REPUBLIC_ERRORS.badTarget, 'the accused must be in Rome (not the Censor)');
    need(pr && pr.where.kind === 'rome' && pr.faction !== null && pr.id !== c.id && pr.id !== x.id, REPUBLIC_ERRORS.badTarget, 'the Prosecutor must be another senator in Rome');
    need(reasons(x).includes(p.reason), REPUBLIC_ERRORS.badProposal, 'no such reason to prosecute him');
    need(allowance(s, p.reason === 'major'), REPUBLIC_ERRORS.badProposal, 'two minor or one major prosecution per turn');
  },
  key(p) {
    return `${p.accused}:${p.reason}`;
  },
  refusedKey(p) {
    return `${p.accused}:${p.reason}:${p.prosecutor}`;
  },
  consents(s, p) {
    const pr = s.senators[p.prosecutor];
    return pr && pr.faction !== null ? [pr.faction] : [];
  },
  bonus(s, p) {
    return { yea: 0, nay: s.senators[p.accused]?.inf ?? 0 };
  },
  beforeVote: askAdvocate,
  beforeCount: trialRoll,
  onPass(ctx, item) {
    const p = item.proposal as ProsecutionProposal;
    count(ctx.s, p);
    advocateVerdict(ctx, item, true);
    convict(ctx, p);
  },
  onFail(ctx, item, vetoed) {
    const p = item.proposal as ProsecutionProposal;
    count(ctx.s, p);
    if (!vetoed) advocateVerdict(ctx, item, false);
    emit(ctx, 'acquitted', { accused: p.accused });
  },
});

// ---------------------------------------------------------------- Popular Appeal (1.09.421)

function appealable(s: RepublicState, seat: number, item: FloorItem): ProsecutionProposal | null {
  const p = item.proposal as { kind: string };
  if (p.kind !== 'prosecution' || item.appealed) return null;
  const pp = item.proposal as ProsecutionProposal;
  const x = s.senators[pp.accused];
  return x && x.faction === seat ? pp : null;
}

registerVoteExtra(
  (s, seat, item) => (appealable(s, seat, item) ? [{ type: 'appeal' }] : []),
  (ctx, seat, item, a) => {
    if (a.type !== 'appeal') return false;
    const s = ctx.s;
    const p = appealable(s, seat, item);
    need(p, REPUBLIC_ERRORS.notAllowed, 'only the accused appeals, once');
    item.appealed = true;
    const x = s.senators[p.accused];
    const glaucia = !!(x.statesman && STATESMEN.get(x.statesman)!.abilities.mobOrator);
    const roll = dice(ctx, glaucia ? 3 : 2);
    const total = sum(roll) + x.pop - omens(s);
    const row = tableRow(TABLES.appeal, total);
    emit(ctx, 'popularAppeal', { accused: x.id, dice: roll, total, votes: row.votes, outcome: row.outcome });
    if (row.outcome === 'killed') {
      // Counts as guilty: the Prosecutor still gains (1.09.421).
      senate(s).floor.pop();
      count(s, p);
      const lost = x.inf;
      const prior = x.priorConsul;
      killSenator(ctx, x.id, 'mob');
      reward(ctx, p, lost, prior);
      advocateVerdict(ctx, item, true);
      appealKillsAdvocate(ctx, item, total);
      return true;
    }
    if (row.outcome === 'freed') {
      senate(s).floor.pop();
      count(s, p);
      senate(s).defeated.push(proposalKey(p));
      emit(ctx, 'acquitted', { accused: x.id });
      advocateVerdict(ctx, item, false);
      const censorId = officeHolder(s, 'censor')?.id;
      chitDeaths(ctx, total - 11, 'frameUp', (y) => y.id === censorId || y.id === p.prosecutor);
      return true;
    }
    if (row.votes < 0) item.bonusYea += -row.votes;
    else item.bonusNay += row.votes;
    return true;
  },
);

/** 1.09.45: after prosecutions, markers on senators in Rome are cleared and concession bars hidden. */
export function endProsecutions(ctx: Ctx): void {
  const s = ctx.s;
  for (const x of senatorsInRome(s)) {
    x.corrupt = false;
    delete x.legateSpoils;
    x.major = false;
    for (const c of x.concessions) c.corrupt = false;
  }
  senate(s).prosecutions.done = true;
  emit(ctx, 'prosecutionsEnd', {});
}
