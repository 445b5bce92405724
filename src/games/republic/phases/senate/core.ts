/**
 * The Senate's procedure, generic over proposal types: the Presiding
 * Magistrate (1.09.12), putting a proposal on the floor (1.09.13, 1.09.131),
 * consents, calling factions to vote (1.09.14), votes with bought votes
 * (1.09.141-1.09.143), Tribune vetoes (1.09.152), implementation (1.09.16) and
 * the unanimous-defeat penalty (1.09.144).
 *
 * The Senate never keeps more than one of its own decisions on the stack: the
 * phase asks senateNext() what to ask next from the floor state, so an
 * interrupt (assassination, Tribune) can drop that decision and the procedure
 * resumes correctly afterwards.
 */
import { z } from 'zod';
import { RuleViolation } from '../../../../core/game';
import type { Ctx } from '../../ctx';
import { emit } from '../../ctx';
import { INTRIGUE, STATESMEN } from '../../data';
import { need, refuse, REPUBLIC_ERRORS } from '../../errors';
import { BANK, move, senatorAcct } from '../../money';
import { push, registerAction, registerDecision } from '../../registry';
import { addInfluence, hrao, officeHolder, senatorsInRome, votesOf } from '../../senators';
import { takeFromHand } from '../../cards/play';
import { onTribuneSettled, openTribuneWindow } from '../../cards/tribune-reactions';
import { pontifexVeto, pontifexVetoMark, pontifexVoteBonus } from './proposals/pontifex';
import { barredThisTurn, proposalKey, proposalType, refusedProposalKey } from './proposal-types';
import type {
  CardId, DecisionBase, FloorItem, Proposal, RepublicAction, RepublicState, Seat, SenateState, Senator, SenatorId,
} from '../../types';

export interface SenateFloorDecision extends DecisionBase { kind: 'senateFloor' }
export interface CallVoterDecision extends DecisionBase { kind: 'callVoter' }
export interface VoteDecision extends DecisionBase { kind: 'vote' }
export interface ConsentDecision extends DecisionBase { kind: 'consent'; what: string }
export interface UnanimousDefeatDecision extends DecisionBase { kind: 'unanimousDefeat'; pm: SenatorId }

export type Ballot = 'yea' | 'nay' | 'abstain';
export interface ProposeAction { type: 'propose'; proposal: Proposal }
export interface CallAction { type: 'call'; seat: Seat }
export interface VoteAction { type: 'vote'; choice: Ballot; split?: Record<SenatorId, Ballot>; bribes?: Record<SenatorId, number> }
export interface VetoAction { type: 'veto'; card?: CardId; statesman?: SenatorId }
export interface ConsentAction { type: 'consent'; agree: boolean }
export interface StepDownAction { type: 'stepDown' }
export interface LoseInfluenceAction { type: 'loseInfluence' }
export interface AdjournAction { type: 'adjourn' }

declare module '../../types' {
  interface DecisionMap {
    senateFloor: SenateFloorDecision; callVoter: CallVoterDecision; vote: VoteDecision; consent: ConsentDecision;
    unanimousDefeat: UnanimousDefeatDecision;
  }
  interface ActionMap {
    propose: ProposeAction; call: CallAction; vote: VoteAction; veto: VetoAction; consent: ConsentAction;
    stepDown: StepDownAction; loseInfluence: LoseInfluenceAction; adjourn: AdjournAction;
  }
}

const Id = z.string().min(1).max(8);
const BallotSchema = z.enum(['yea', 'nay', 'abstain']);
registerAction('propose', z.object({ type: z.literal('propose'), proposal: z.object({ kind: z.string() }).passthrough() }));
registerAction('call', z.object({ type: z.literal('call'), seat: z.number().int().min(0).max(5) }));
registerAction('vote', z.object({
  type: z.literal('vote'), choice: BallotSchema, split: z.record(Id, BallotSchema).optional(),
  bribes: z.record(Id, z.number().int().min(0).max(100_000)).optional(),
}));
registerAction('veto', z.object({ type: z.literal('veto'), card: z.string().max(60).optional(), statesman: Id.optional() }));
registerAction('consent', z.object({ type: z.literal('consent'), agree: z.boolean() }));
registerAction('stepDown', z.object({ type: z.literal('stepDown') }));
registerAction('loseInfluence', z.object({ type: z.literal('loseInfluence') }));
registerAction('adjourn', z.object({ type: z.literal('adjourn') }));

export const SENATE_DECISIONS = ['senateFloor', 'callVoter', 'vote', 'consent'];

export function senate(s: RepublicState): SenateState {
  if (!s.senate) throw new Error('the Senate is not in session');
  return s.senate;
}

export function newSenateState(): SenateState {
  return {
    step: 'consuls', pm: null, steppedDown: [], floor: [], defeated: [], failedConcessions: [],
    prosecutions: { minor: 0, major: 0, done: false }, consulsElected: false, dictatorDone: false, censorDone: false,
    consulForLifeVoted: false, closing: false, tribuneNext: null,
  };
}

/** The Presiding Magistrate (1.09.12): the Censor during prosecutions, else the HRAO who has not stepped down. */
export function presidingMagistrate(s: RepublicState): Senator | null {
  const sn = senate(s);
  if (sn.step === 'prosecutions') {
    const c = officeHolder(s, 'censor');
    if (c && c.where.kind === 'rome' && !sn.steppedDown.includes(c.id)) return c;
  }
  return hrao(s, sn.steppedDown);
}

export function pmSeat(s: RepublicState): Seat | null {
  return presidingMagistrate(s)?.faction ?? null;
}

export function topFloor(s: RepublicState): FloorItem | null {
  const f = senate(s).floor;
  return f.length > 0 ? f[f.length - 1] : null;
}

/** What a Tribune is used for: statesmen's land-bill Tribunes work only on land bills. */
export interface TribunePurpose { use: 'veto' | 'propose'; kind: string }

/**
 * Tribunes a faction can use now: cards in hand, its statesmen's free Tribunes
 * (22A, 22B, 28A), and for land bills Popillius Laenas's free veto (23A) and
 * the Gracchi's free proposal (25A, 25B); each statesman once a turn.
 */
export function tribunesOf(s: RepublicState, seat: Seat, purpose?: TribunePurpose): { card?: CardId; statesman?: SenatorId }[] {
  const out: { card?: CardId; statesman?: SenatorId }[] = [];
  const card = s.factions[seat].hand.find((c) => INTRIGUE.get(c)?.type === 'tribune');
  if (card) out.push({ card });
  // 2.01: the Pontifex Maximus's free veto.
  if (purpose?.use === 'veto') {
    const p = pontifexVeto(s, seat, purpose.kind);
    if (p) out.push({ statesman: p });
  }
  for (const x of Object.values(s.senators)) {
    if (x.faction !== seat || !x.statesman || x.rebel !== null || s.turnFlags.freeTribunesUsed.includes(x.id)) continue;
    const ab = STATESMEN.get(x.statesman)!.abilities;
    const landBill = purpose?.kind === 'landBill';
    // A statesman who is Pontifex has two free vetoes: offered once at a time (the Pontifex's is spent first).
    if (out.some((o) => o.statesman === x.id)) continue;
    if (ab.freeTribune || (landBill && purpose?.use === 'veto' && ab.freeLandBillVeto) || (landBill && purpose?.use === 'propose' && ab.freeLandBillProposal)) {
      out.push({ statesman: x.id });
    }
  }
  return out;
}

/** Spends a Tribune (card to the discard pile, or a statesman's free Tribune for this turn). */
export function useTribune(ctx: Ctx, seat: Seat, t: { card?: CardId; statesman?: SenatorId }, purpose?: TribunePurpose): void {
  const s = ctx.s;
  if (t.card !== undefined) {
    need(INTRIGUE.get(t.card)?.type === 'tribune', REPUBLIC_ERRORS.cannotPlay, 'that card is not a Tribune');
    takeFromHand(s, seat, t.card);
    s.discard.push(t.card);
  } else if (t.statesman !== undefined) {
    need(tribunesOf(s, seat, purpose).some((x) => x.statesman === t.statesman), REPUBLIC_ERRORS.cannotPlay, 'no free Tribune available');
    // 2.01: the Pontifex's veto is marked apart from a statesman's own free Tribune.
    const pontifex = purpose?.use === 'veto' && pontifexVeto(s, seat, purpose.kind) === t.statesman;
    s.turnFlags.freeTribunesUsed.push(pontifex ? pontifexVetoMark(t.statesman) : t.statesman);
  } else {
    refuse(REPUBLIC_ERRORS.cannotPlay, 'name the Tribune card or the statesman');
  }
  emit(ctx, 'tribune', { seat });
}

function kindOf(item: FloorItem): string {
  return (item.proposal as { kind: string }).kind;
}

/**
 * Is this faction called to vote at all: it has votes in Rome, or the proposal
 * can be vetoed (a faction with nobody in Rome may still hold a Tribune). Not
 * "holds a Tribune": calling only those factions would tell the table who does.
 * Neutral hands are open, so a Neutral with nobody in Rome is called only if it
 * has a Tribune.
 */
function canVote(s: RepublicState, seat: Seat, item: FloorItem): boolean {
  if (senatorsInRome(s, seat).length > 0) return true;
  if (!vetoable(s, item)) return false;
  return s.factions[seat].kind === 'player' || tribunesOf(s, seat, { use: 'veto', kind: kindOf(item) }).length > 0;
}

export function vetoable(s: RepublicState, item: FloorItem): boolean {
  if (item.byDictator) return false;
  const t = proposalType((item.proposal as { kind: string }).kind);
  return t.vetoable ? t.vetoable(s, item) : true;
}

/**
 * Puts a proposal on the floor after checking it (validate, 1.09.131 repeats).
 * The factions that must consent are asked first; then the vote is called.
 */
export function placeOnFloor(ctx: Ctx, proposal: Proposal, by: Seat, viaTribune: boolean): void {
  const s = ctx.s;
  const sn = senate(s);
  const kind = (proposal as { kind: string }).kind;
  const t = proposalType(kind);
  need(t.steps.includes(sn.step), REPUBLIC_ERRORS.badProposal, `a ${kind} proposal is not in order now`);
  t.validate(s, proposal, by);
  need(!barredThisTurn(s, proposal), REPUBLIC_ERRORS.proposalRepeated, 'this proposal was already defeated this turn (1.09.131)');
  const pm = presidingMagistrate(s);
  const item: FloorItem = {
    proposal, by, viaTribune, byDictator: !viaTribune && pm?.office === 'dictator',
    votes: [], toVote: [], called: null, consents: [], bonusYea: 0, bonusNay: 0, appealed: false,
  };
  item.consents = (t.consents?.(s, proposal, by) ?? []).filter((seat) => seat !== by);
  item.toVote = s.factions.filter((f) => !f.eliminated).map((f) => f.seat).filter((seat) => canVote(s, seat, item));
  const bonus = t.bonus?.(s, proposal) ?? { yea: 0, nay: 0 };
  item.bonusYea = bonus.yea;
  item.bonusNay = bonus.nay;
  sn.floor.push(item);
  emit(ctx, 'proposal', { by, viaTribune, proposal });
}

/** Votes a faction casts with one ballot for everyone, or a per-senator split, plus bought votes (1.09.141). */
function castVotes(ctx: Ctx, item: FloorItem, seat: Seat, a: VoteAction): void {
  const s = ctx.s;
  const t = proposalType((item.proposal as { kind: string }).kind);
  const rec = { seat, yea: 0, nay: 0, abstained: false, nayVoters: [] as SenatorId[], yeaVoters: [] as SenatorId[] };
  const rome = senatorsInRome(s, seat);
  for (const id of Object.keys(a.split ?? {})) need(rome.some((x) => x.id === id), REPUBLIC_ERRORS.badVote, 'only your senators in Rome vote');
  for (const [id, n] of Object.entries(a.bribes ?? {})) {
    const x = rome.find((y) => y.id === id);
    need(x, REPUBLIC_ERRORS.badVote, 'only your senators in Rome buy votes');
    need(n <= x.talents, REPUBLIC_ERRORS.cannotAfford, 'bought votes are paid from the senator\'s own talents');
  }
  let allAbstain = true;
  for (const x of rome) {
    let ballot: Ballot = a.split?.[x.id] ?? a.choice;
    if (ballot === 'abstain' && t.noAbstain) ballot = 'nay';
    if (ballot === 'abstain') continue;
    allAbstain = false;
    const bought = a.bribes?.[x.id] ?? 0;
    move(s, senatorAcct(x.id), BANK, bought);
    const n = votesOf(x) + bought + (t.senatorBonus?.(s, item.proposal, x) ?? 0) + pontifexVoteBonus(s, t.kind, x);
    if (ballot === 'yea') { rec.yea += n; rec.yeaVoters.push(x.id); } else { rec.nay += n; rec.nayVoters.push(x.id); }
  }
  rec.abstained = allAbstain;
  item.votes.push(rec);
  emit(ctx, 'votes', { seat, yea: rec.yea, nay: rec.nay, abstained: rec.abstained });
}

function voteLegal(s: RepublicState, seat: Seat): RepublicAction[] {
  const item = topFloor(s)!;
  const t = proposalType((item.proposal as { kind: string }).kind);
  const out: RepublicAction[] = [];
  if (!t.noAbstain) out.push({ type: 'vote', choice: 'abstain' });
  out.push({ type: 'vote', choice: 'nay' }, { type: 'vote', choice: 'yea' });
  const rich = senatorsInRome(s, seat).filter((x) => x.talents > 0);
  if (rich.length > 0) {
    const bribes = Object.fromEntries(rich.map((x) => [x.id, Math.min(3, x.talents)]));
    out.push({ type: 'vote', choice: 'yea', bribes }, { type: 'vote', choice: 'nay', bribes });
  }
  if (vetoable(s, item)) for (const tr of tribunesOf(s, seat, { use: 'veto', kind: kindOf(item) })) out.push({ type: 'veto', ...tr });
  out.push(...extraVoteActions.flatMap((f) => f(s, seat, item)));
  return out;
}

/** Other files add vote-time actions (popular appeal, ...) and their resolution. */
type ExtraVoteActions = (s: RepublicState, seat: Seat, item: FloorItem) => RepublicAction[];
type ExtraVoteResolver = (ctx: Ctx, seat: Seat, item: FloorItem, a: RepublicAction) => boolean;
const extraVoteActions: ExtraVoteActions[] = [];
const extraVoteResolvers: ExtraVoteResolver[] = [];
export function registerVoteExtra(actions: ExtraVoteActions, resolve: ExtraVoteResolver): void {
  extraVoteActions.push(actions);
  extraVoteResolvers.push(resolve);
}

/** A Tribune veto (1.09.152): the vote is cancelled and the proposal may not return this turn. */
export function veto(ctx: Ctx, seat: Seat, a: VetoAction): void {
  const s = ctx.s;
  const item = topFloor(s);
  need(item, REPUBLIC_ERRORS.notAllowed, 'nothing to veto');
  need(item.toVote.includes(seat), REPUBLIC_ERRORS.notAllowed, 'you may veto only before or during your own vote');
  need(vetoable(s, item), REPUBLIC_ERRORS.notVetoable, 'this proposal cannot be vetoed');
  useTribune(ctx, seat, a, { use: 'veto', kind: kindOf(item) });
  // Graft or Murder of a Tribune may still cancel it (cards/tribune-reactions.ts).
  openTribuneWindow(ctx, seat, 'veto');
}

onTribuneSettled('veto', (ctx, cancelled, seat) => {
  const s = ctx.s;
  const item = topFloor(s);
  if (!item) return;
  if (cancelled) {
    // The faction is still called and votes (it may use another Tribune).
    emit(ctx, 'tribuneCancelled', { seat, use: 'veto' });
    return;
  }
  const sn = senate(s);
  sn.floor.pop();
  sn.defeated.push(proposalKey(item.proposal));
  // The votes cast before the veto are public (each faction voted aloud): the result picture shows them.
  emit(ctx, 'vetoed', { seat, proposal: item.proposal, tally: publicTally(item) });
  proposalType((item.proposal as { kind: string }).kind).onFail?.(ctx, item, true);
});

onTribuneSettled('propose', (ctx, cancelled, seat) => {
  if (!cancelled) return;
  const sn = senate(ctx.s);
  const item = sn.floor.at(-1);
  // Cancelled before any vote was called: the proposal leaves the floor without a defeat (it may come back).
  if (item && item.viaTribune && item.by === seat) sn.floor.pop();
  emit(ctx, 'tribuneCancelled', { seat, use: 'propose' });
});

registerDecision({
  kind: 'vote',
  legal(s, d) {
    return voteLegal(s, d.seat);
  },
  resolve(ctx, d, a) {
    const s = ctx.s;
    const item = topFloor(s);
    need(item && item.called === d.seat, REPUBLIC_ERRORS.notYourTurn, 'your faction has not been called to vote');
    if (a.type === 'veto') { veto(ctx, d.seat, a); return; }
    for (const r of extraVoteResolvers) if (r(ctx, d.seat, item, a)) return;
    need(a.type === 'vote', REPUBLIC_ERRORS.wrongDecision, 'vote, abstain, or veto with a Tribune');
    castVotes(ctx, item, d.seat, a);
    item.toVote = item.toVote.filter((x) => x !== d.seat);
    item.called = null;
  },
});

registerDecision({
  kind: 'callVoter',
  legal(s) {
    return topFloor(s)!.toVote.map((seat) => ({ type: 'call', seat }) as const);
  },
  resolve(ctx, d, a) {
    need(pmSeat(ctx.s) === d.seat, REPUBLIC_ERRORS.notYourTurn, 'only the Presiding Magistrate calls the factions');
    need(a.type === 'call', REPUBLIC_ERRORS.wrongDecision, 'call a faction to vote');
    const item = topFloor(ctx.s)!;
    need(item.toVote.includes(a.seat), REPUBLIC_ERRORS.badTarget, 'that faction has voted already');
    item.called = a.seat;
  },
});

registerDecision({
  kind: 'consent',
  legal() {
    return [{ type: 'consent', agree: false }, { type: 'consent', agree: true }];
  },
  resolve(ctx, d, a) {
    need(a.type === 'consent', REPUBLIC_ERRORS.wrongDecision, 'consent or refuse');
    const s = ctx.s;
    const item = topFloor(s)!;
    item.consents = item.consents.filter((x) => x !== d.seat);
    if (!a.agree) {
      // A refused consent withdraws the proposal: no unanimous-defeat penalty, but the same
      // proposal cannot come back this turn (it would only be refused again). A prosecution may, with
      // another Prosecutor (ruling 1.09.131).
      senate(s).floor.pop();
      senate(s).defeated.push(refusedProposalKey(item.proposal));
      emit(ctx, 'consentRefused', { seat: d.seat, proposal: item.proposal });
      proposalType((item.proposal as { kind: string }).kind).onWithdrawn?.(ctx, item);
    }
  },
});

registerDecision({
  kind: 'unanimousDefeat',
  legal(s, d) {
    const pm = s.senators[d.pm];
    return pm && pm.inf > 0 ? [{ type: 'loseInfluence' }, { type: 'stepDown' }] : [{ type: 'stepDown' }];
  },
  resolve(ctx, d, a) {
    const s = ctx.s;
    const pm = s.senators[d.pm];
    if (!pm) return;
    if (a.type === 'loseInfluence') {
      need(pm.inf > 0, REPUBLIC_ERRORS.notAllowed, 'with no influence left he must step down');
      addInfluence(pm, -1);
      emit(ctx, 'unanimousDefeat', { pm: pm.id, lost: 1 });
      return;
    }
    need(a.type === 'stepDown', REPUBLIC_ERRORS.wrongDecision, 'lose 1 influence or step down');
    const sn = senate(s);
    sn.steppedDown.push(pm.id);
    // 1.09.41: a Censor who steps down ends all prosecutions.
    if (sn.step === 'prosecutions') sn.prosecutions.done = true;
    emit(ctx, 'pmStepsDown', { pm: pm.id });
  },
});

function stillValid(s: RepublicState, item: FloorItem): boolean {
  try {
    proposalType((item.proposal as { kind: string }).kind).validate(s, item.proposal, item.by);
    return true;
  } catch (e) {
    if (e instanceof RuleViolation) return false;
    throw e;
  }
}

/** Each faction's open vote on an item, for the result picture: no senator names, no bribes. */
function publicTally(item: FloorItem): { seat: number; yea: number; nay: number; abstained: boolean }[] {
  return item.votes.map((v) => ({ seat: v.seat, yea: v.yea, nay: v.nay, abstained: v.abstained }));
}

/** The last faction voted: count and implement at once (1.09.16). */
export function conclude(ctx: Ctx, item: FloorItem): void {
  const s = ctx.s;
  const sn = senate(s);
  sn.floor.pop();
  const t = proposalType((item.proposal as { kind: string }).kind);
  if (!t.survivesDeaths && !stillValid(s, item)) {
    // Someone the proposal names died or left during the vote (1.09.721): it lapses, no defeat.
    emit(ctx, 'proposalLapsed', { proposal: item.proposal });
    return;
  }
  t.beforeCount?.(ctx, item);
  if (s.ending) return;
  const yea = item.votes.reduce((n, v) => n + v.yea, 0) + item.bonusYea;
  const nay = item.votes.reduce((n, v) => n + v.nay, 0) + item.bonusNay;
  const passed = t.passes ? t.passes(yea, nay) : yea > nay;
  emit(ctx, 'voteResult', { proposal: item.proposal, yea, nay, passed, tally: publicTally(item) });
  t.onVoted?.(ctx, item);
  if (passed) {
    t.onPass(ctx, item);
    return;
  }
  sn.defeated.push(proposalKey(item.proposal));
  t.onFail?.(ctx, item, false);
  // 1.09.144: unanimous defeat by every other player's senators in Rome.
  const pm = presidingMagistrate(s);
  if (item.viaTribune || t.noUnanimousPenalty || !pm || pm.faction !== item.by) return;
  const others = item.votes.filter((v) => v.seat !== item.by && s.factions[v.seat].kind === 'player');
  const otherSenators = senatorsInRome(s).filter((x) => x.faction !== item.by && s.factions[x.faction!].kind === 'player');
  if (otherSenators.length === 0) return;
  const unanimous = otherSenators.every((x) => others.some((v) => v.nayVoters.includes(x.id)));
  if (unanimous) push(ctx, { kind: 'unanimousDefeat', seat: pm.faction!, pm: pm.id });
}

/**
 * What the Senate asks next about the proposal on top of the floor; false when
 * the floor is empty. Called by the Senate Phase whenever no decision is pending.
 */
export function advanceFloor(ctx: Ctx): boolean {
  const s = ctx.s;
  const item = topFloor(s);
  if (!item) return false;
  if (item.consents.length > 0) {
    push(ctx, { kind: 'consent', seat: item.consents[0], what: (item.proposal as { kind: string }).kind });
    return true;
  }
  if (item.votes.length === 0 && item.called === null && proposalType((item.proposal as { kind: string }).kind).beforeVote?.(ctx, item)) return true;
  // Factions with nothing to vote and no Tribune are passed over.
  item.toVote = item.toVote.filter((seat) => canVote(s, seat, item) || seat === item.called);
  if (item.toVote.length === 0) {
    conclude(ctx, item);
    return true;
  }
  if (item.called === null) {
    const pm = pmSeat(s);
    if (item.toVote.length === 1 || pm === null) item.called = item.toVote[0];
    else {
      push(ctx, { kind: 'callVoter', seat: pm });
      return true;
    }
  }
  push(ctx, { kind: 'vote', seat: item.called });
  return true;
}

/** Drops the Senate's own pending decision so that it is asked again after an interrupt. */
export function dropSenateDecisions(s: RepublicState): void {
  s.pending = s.pending.filter((d) => !SENATE_DECISIONS.includes(d.kind));
}

