/**
 * Neutral factions in the Senate (4.05):
 *
 * - The ruling coalition and the Neutrals' votes: ./coalition.ts (the AI
 *   predicts Neutral votes with the same rule).
 * - A Neutral Presiding Magistrate: a lone Neutral coalition's 21+ INF senator
 *   is nominated Consul for Life first; a crisis Dictator (highest MIL) and his
 *   Master of Horse (the next); Consuls, Censor, governors and concessions by
 *   the spoils draft (./draft.ts); no prosecutions; forces raised and sent by
 *   4.05's military plan (./military.ts, with the engine's plan when nothing
 *   fits the treasury); the mandatory land bill; then it adjourns.
 */
import { deployProposals, raiseProposal } from '../ai/military';
import { tryAnswer } from '../ai/policy';
import { AI_TUNING, keeper } from '../ai/tuning';
import { neutralFallback } from './fallback';
import { dictatorCandidates, dictatorCondition } from '../phases/senate/proposals/elections';
import { isCrisis, neutralDeploys, neutralRaise } from './military';
import { proposalKey } from '../phases/senate/proposal-types';
import { decisionHandler } from '../registry';
import { members } from '../senators';
import { formCoalition, isNeutralSeat, neutralBallot, rulingCoalition } from './coalition';
import { activeWars } from '../wars';
import type { Decision, Proposal, RepublicAction, RepublicState, Seat, Senator } from '../types';
import { registerNeutralIntervention, registerNeutralPolicy } from './policy';
import './intrigue';
import './builds';
import { spoilsDraft } from './draft';

export { rulingCoalition } from './coalition';

// 4.05: the coalition is formed for the whole Senate Phase, recorded before its first decision.
registerNeutralIntervention((ctx) => {
  const s = ctx.s;
  if (AI_TUNING.baseline || s.phase !== 'senate' || !s.senate || s.senate.neutralCoalition) return false;
  s.senate.neutralCoalition = formCoalition(s);
  return true;
});

function legal(s: RepublicState, d: Decision): RepublicAction[] {
  return decisionHandler(d.kind).legal(s, d);
}

registerNeutralPolicy('vote', (s, d) => {
  const answers = legal(s, d);
  const item = s.senate?.floor.at(-1);
  if (item && neutralBallot(s, d.seat, item) === 'yea') {
    return answers.find((a) => a.type === 'vote' && a.choice === 'yea' && !a.bribes) ?? answers[0];
  }
  return answers[0];
});

/**
 * A Neutral asked for its consent (a commander sent with less than the war's
 * strength, a land-bill sponsor, a prosecutor...): ruling "4.05 Neutral
 * consent": it agrees to its own proposals and to those of a faction of the
 * ruling coalition it belongs to (the coalition drew up the plan and the
 * spoils), and in a crisis to any force sent against a war (Rome's survival,
 * the crisis plans' all-out attacks); otherwise it refuses.
 */
registerNeutralPolicy('consent', (s, d) => {
  const answers = legal(s, d);
  const refuse = answers.find((a) => a.type === 'consent' && !a.agree) ?? answers[0];
  if (AI_TUNING.baseline) return refuse;
  const item = s.senate?.floor.at(-1);
  if (!item) return refuse;
  const agree = answers.find((a) => a.type === 'consent' && a.agree) ?? refuse;
  const coalition = rulingCoalition(s);
  if (item.by === d.seat || (coalition.includes(d.seat) && coalition.includes(item.by))) return agree;
  if (item.proposal.kind === 'deploy' && isCrisis(s)) return agree;
  return refuse;
});

/** Senator ids a proposal names (nominees, governors, commanders). */
function named(s: RepublicState, p: Proposal): string[] {
  const out: string[] = [];
  const walk = (v: unknown): void => {
    if (typeof v === 'string' && s.senators[v]) out.push(v);
    else if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object') Object.values(v).forEach(walk);
  };
  walk(p);
  return out;
}

function electionPick(s: RepublicState, d: Decision, answers: RepublicAction[]): RepublicAction | null {
  const coalition = rulingCoalition(s);
  const ok = answers.filter((a) => a.type === 'propose').map((a) => ({ a, ids: named(s, (a as { proposal: Proposal }).proposal) }))
    .filter((x) => x.ids.length > 0 && x.ids.every((id) => coalition.includes(s.senators[id].faction ?? -1)));
  if (ok.length === 0) return null;
  const score = (ids: string[]) => {
    const popular = ids.some((id) => s.senators[id].pop >= s.unrest) ? 0 : 100;
    return popular + ids.reduce((n, id) => n + s.senators[id].inf, 0);
  };
  ok.sort((x, y) => score(x.ids) - score(y.ids));
  return ok[0].a;
}

/**
 * 4.05 spoils draft: a land bill is mandatory whenever the Dictator's or the
 * Rome Consul's POP is below unrest, of the highest type available (III, then
 * II, then I), sponsored by the two least influential coalition senators in
 * Rome (ruling: the draft's least-INF rule; sponsors consent as coalition
 * members).
 */
function mandatoryLandBill(s: RepublicState): RepublicAction | null {
  const chief = Object.values(s.senators).filter((x) => x.office === 'dictator' || x.office === 'romeConsul');
  if (!chief.some((x) => x.pop < s.unrest)) return null;
  const coalition = rulingCoalition(s);
  const sponsors = Object.values(s.senators)
    .filter((x) => x.where.kind === 'rome' && x.faction !== null && coalition.includes(x.faction))
    .sort((a, b) => a.inf - b.inf || a.id.localeCompare(b.id));
  if (sponsors.length < 2) return null;
  const defeated = s.senate?.defeated ?? [];
  for (const bill of ['III', 'II', 'I'] as const) {
    const p = { kind: 'landBill', bill, sponsor: sponsors[0].id, coSponsor: sponsors[1].id } as Proposal;
    if (defeated.includes(proposalKey(p))) continue;
    const a = { type: 'propose', proposal: p } as RepublicAction;
    if (tryAnswer(s, a)) return a;
  }
  return null;
}

registerNeutralPolicy('senateFloor', (s, d) => {
  const answers = legal(s, d);
  const step = s.senate?.step;
  if (step === 'prosecutions') return answers[0];
  const cfl = consulForLife(s);
  if (cfl) return cfl;
  if (step === 'dictator') return crisisDictator(s) ?? answers[0];
  if (step === 'consuls' || step === 'censor' || step === 'governors') {
    const pick = draftNomination(s, step);
    if (pick) return pick;
  }
  if (step === 'business') {
    const defeated = s.senate?.defeated ?? [];
    const raise = neutralRaise(s);
    const planned = [...(raise ? [raise] : []), ...neutralDeploys(s)];
    // 4.05: when no plan fits what the State can pay for, the builds are the Dominant Player's call: in a
    // two-player game his answer (./builds.ts) and no raise of the Neutral's own; otherwise the engine's
    // plan decides, raising what can be paid toward the cheapest war (ruling "4.05 Neutral military plan").
    const asked = s.senate?.dominantBuilds;
    const builds = asked
      ? (asked.legions + asked.fleets > 0 ? [{ kind: 'raise', legions: asked.legions, fleets: asked.fleets } as Proposal] : [])
      : [raiseProposal(s)].filter((p): p is Proposal => p !== null);
    // The Neutrals' own fallback plan (AI_TUNING.neutralFallback, ./fallback.ts) looks past this turn.
    const own = keeper('neutralFallback');
    const fallback = planned.length === 0 && activeWars(s).length > 0
      ? (own ? neutralFallback(s, asked ? builds : null) : [...builds, ...deployProposals(s)]) : [];
    for (const p of [...planned, ...fallback]) {
      if (defeated.includes(proposalKey(p))) continue;
      const a = { type: 'propose', proposal: p } as RepublicAction;
      if (tryAnswer(s, a)) return a;
    }
    return mandatoryLandBill(s) ?? draftNomination(s, 'business') ?? answers[0];
  }
  return electionPick(s, d, answers) ?? answers[0];
});

const byMil = (a: Senator, b: Senator) => b.mil - a.mil || a.inf - b.inf || a.id.localeCompare(b.id);

/** 4.05 crisis offices: the Dictator is the highest-MIL senator (when the Senate may name one). */
function crisisDictator(s: RepublicState): RepublicAction | null {
  if (!isCrisis(s) || !dictatorCondition(s)) return null;
  const defeated = s.senate?.defeated ?? [];
  for (const x of [...dictatorCandidates(s)].sort(byMil)) {
    const a = { type: 'propose', proposal: { kind: 'dictator', senator: x.id } } as RepublicAction;
    if (!defeated.includes(proposalKey({ kind: 'dictator', senator: x.id } as Proposal)) && tryAnswer(s, a)) return a;
  }
  return null;
}

/** A Neutral Dictator's Master of Horse: the next highest MIL (4.05 crisis offices). */
registerNeutralPolicy('masterOfHorse', (s, d) => {
  const answers = legal(s, d).filter((a): a is Extract<RepublicAction, { type: 'appoint' }> => a.type === 'appoint');
  const best = answers.map((a) => s.senators[a.senator]).sort(byMil)[0];
  return best ? { type: 'appoint', senator: best.id } : legal(s, d)[0];
});

/**
 * Which new Consul stays in Rome (ruling "4.05 Neutral Consuls"): the one whose
 * POP is at least the unrest, else the more popular; the better soldier takes
 * the field when both qualify.
 */
registerNeutralPolicy('consulRoles', (s, d) => {
  if (d.kind !== 'consulRoles') return legal(s, d)[0];
  const a = s.senators[d.a];
  const b = s.senators[d.b];
  if (!a || !b) return legal(s, d)[0];
  const ok = (x: Senator) => x.pop >= s.unrest;
  let rome: Senator;
  if (ok(a) !== ok(b)) rome = ok(a) ? a : b;
  else if (ok(a)) rome = a.mil !== b.mil ? (a.mil < b.mil ? a : b) : (a.id < b.id ? a : b);
  else rome = a.pop !== b.pop ? (a.pop > b.pop ? a : b) : (a.id < b.id ? a : b);
  return { type: 'romeConsul', senator: rome.id };
});

function offer(s: RepublicState, p: Proposal): RepublicAction | null {
  if ((s.senate?.defeated ?? []).includes(proposalKey(p))) return null;
  const a = { type: 'propose', proposal: p } as RepublicAction;
  return tryAnswer(s, a) ? a : null;
}

/** The spoils draft's nominations for a step (./draft.ts): Consuls, Censor, governors, concessions. */
function draftNomination(s: RepublicState, step: string): RepublicAction | null {
  const picks = spoilsDraft(s, rulingCoalition(s));
  const of = (item: string) => picks.filter((p) => p.item === item);
  switch (step) {
    case 'consuls': {
      const r = of('romeConsul')[0];
      const f = of('fieldConsul')[0];
      if (!r || !f) return null;
      const [a, b] = [r.senator, f.senator].sort();
      return offer(s, { kind: 'consuls', a, b } as Proposal);
    }
    case 'censor': {
      const c = of('censor')[0];
      return c ? offer(s, { kind: 'censor', senator: c.senator } as Proposal) : null;
    }
    case 'governors': {
      const g = of('governor').map((p) => ({ province: (p as { province: string }).province, senator: p.senator }));
      if (g.length === 0) return null;
      return offer(s, { kind: 'governors', assignments: g } as Proposal) ?? offer(s, { kind: 'governors', assignments: [g[0]] } as Proposal);
    }
    default: {
      const c = of('concession').map((p) => ({ card: (p as { card: string }).card, senator: p.senator }));
      if (c.length === 0) return null;
      return offer(s, { kind: 'concessions', assignments: c } as Proposal) ?? offer(s, { kind: 'concessions', assignments: [c[0]] } as Proposal);
    }
  }
}

/**
 * 4.05: a senator with 21+ INF whose Neutral faction alone forms the ruling
 * coalition becomes Consul for Life (the coalition's majority carries the
 * vote); the Assassination Check runs when he is nominated (./intrigue.ts).
 */
function consulForLife(s: RepublicState): RepublicAction | null {
  const c = rulingCoalition(s);
  if (c.length !== 1 || !isNeutralSeat(s, c[0]) || s.consulForLife) return null;
  const x = members(s, c[0]).filter((y) => y.where.kind === 'rome' && y.rebel === null && y.inf >= 21)
    .sort((a, b) => b.inf - a.inf || a.id.localeCompare(b.id))[0];
  return x ? offer(s, { kind: 'consulForLife', senator: x.id } as Proposal) : null;
}
