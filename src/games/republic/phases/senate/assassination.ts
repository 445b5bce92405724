/**
 * Assassination (1.09.7-1.09.74): while the Senate sits, a faction may send
 * one of its senators in Rome against a senator of another faction in Rome;
 * once per faction per turn as attacker and as target. 1d6 + Assassin cards;
 * the target may answer with Secret Bodyguards after the roll; a caught
 * assassin dies and his Faction Leader faces a Special Major Prosecution.
 *
 * 1.09.623: while a land bill whose sponsor and co-sponsor belong to one
 * faction is on the floor, one attempt on either sponsor is allowed besides
 * the per-turn limits; an assassin caught in it dies with no further
 * punishment of his faction.
 */
import { z } from 'zod';
import type { Ctx } from '../../ctx';
import { d6, emit } from '../../ctx';
import { INTRIGUE, K, TABLES, tableRow } from '../../data';
import { need, REPUBLIC_ERRORS } from '../../errors';
import { omens } from '../../events/registry';
import { push, registerAction, registerDecision, registerInterrupt, top } from '../../registry';
import { addInfluence, isFactionLeader, killSenator, senatorsInRome } from '../../senators';
import { takeFromHand } from '../../cards/play';
import { openBodyguardOf } from '../../cards/open-bodyguard';
import { chitDeaths } from '../mortality';
import { SENATE_DECISIONS, dropSenateDecisions, senate } from './core';
import { registerProposal } from './proposal-types';
import type { CardId, DecisionBase, FloorItem, RepublicAction, RepublicState, Seat, SenatorId } from '../../types';

export interface AssassinateAction { type: 'assassinate'; assassin: SenatorId; target: SenatorId; cards: CardId[] }
export interface BodyguardsAction { type: 'bodyguards'; cards: CardId[] }
export interface BodyguardsDecision extends DecisionBase {
  kind: 'bodyguards'; assassin: SenatorId; target: SenatorId; roll: number; bonus: number;
  /** The attempt of a land bill's sponsors' window (1.09.623): a caught assassin only dies. */
  landBill?: boolean;
}
export interface SpecialProsecutionProposal { kind: 'specialProsecution'; accused: SenatorId; targetPop: number }

declare module '../../types' {
  interface ActionMap { assassinate: AssassinateAction; bodyguards: BodyguardsAction }
  interface DecisionMap { bodyguards: BodyguardsDecision }
  interface ProposalMap { specialProsecution: SpecialProsecutionProposal }
}

const Id = z.string().min(1).max(8);
registerAction('assassinate', z.object({ type: z.literal('assassinate'), assassin: Id, target: Id, cards: z.array(z.string().max(60)).max(6) }));
registerAction('bodyguards', z.object({ type: z.literal('bodyguards'), cards: z.array(z.string().max(60)).max(6) }));

function cardsOf(s: RepublicState, seat: Seat, type: string): CardId[] {
  return s.factions[seat].hand.filter((c) => INTRIGUE.get(c)?.type === type);
}

/**
 * Ruling "Interrupt windows": the target's faction is asked about Secret
 * Bodyguards whenever one is still in the deck or in any hand (public), not
 * only when it holds one (which would tell the table). Neutral hands are open.
 */
function mayHaveBodyguards(s: RepublicState, seat: Seat): boolean {
  if (s.factions[seat].kind !== 'player') return cardsOf(s, seat, 'secretBodyguard').length > 0;
  const is = (c: CardId) => INTRIGUE.get(c)?.type === 'secretBodyguard';
  return s.deck.some(is) || s.factions.some((f) => f.hand.some(is));
}

/** Senators `seat` may try to kill now (1.09.7, 1.09.821: never a Consul for Life). */
function targets(s: RepublicState, seat: Seat): SenatorId[] {
  const done = s.turnFlags.assassinationsTargeted;
  return senatorsInRome(s).filter((x) => x.faction !== seat && !done.includes(x.faction!) && s.consulForLife !== x.id).map((x) => x.id);
}

/**
 * 1.09.623: the land bill on the floor whose sponsors are of one faction and
 * whose one extra attempt is still unused, with the sponsors it exposes.
 */
function landBillWindow(s: RepublicState, seat: Seat): { item: FloorItem; targets: SenatorId[] } | null {
  if (!senateSitting(s)) return null;
  const item = senate(s).floor.at(-1);
  if (!item || item.proposal.kind !== 'landBill' || item.sponsorAttempt) return null;
  const p = item.proposal;
  const a = s.senators[p.sponsor];
  const b = s.senators[p.coSponsor];
  if (!a || !b || a.faction === null || a.faction !== b.faction || a.faction === seat) return null;
  const targets = [a, b].filter((x) => x.where.kind === 'rome' && s.consulForLife !== x.id).map((x) => x.id);
  return targets.length > 0 ? { item, targets } : null;
}

function senateSitting(s: RepublicState): boolean {
  const d = top(s);
  return s.phase === 'senate' && s.senate !== null && s.senate.step !== 'closed' && !!d && SENATE_DECISIONS.includes(d.kind);
}

registerInterrupt({
  types: ['assassinate'],
  // Everything the attempt needs but the Assassin cards is public.
  window(s, seat) { return this.legal(s, seat).length > 0; },
  legal(s, seat) {
    if (!senateSitting(s) || s.factions[seat].kind !== 'player') return [];
    const mine = senatorsInRome(s, seat);
    if (mine.length === 0) return [];
    const cards = cardsOf(s, seat, 'assassin');
    const ids = new Set(s.turnFlags.assassinationsMade.includes(seat) ? [] : targets(s, seat));
    for (const id of landBillWindow(s, seat)?.targets ?? []) ids.add(id);
    return [...ids].map((target) => ({ type: 'assassinate', assassin: mine[0].id, target, cards }) as const);
  },
  resolve(ctx, seat, a) {
    const s = ctx.s;
    need(a.type === 'assassinate', REPUBLIC_ERRORS.badAction, 'not an assassination');
    need(senateSitting(s), REPUBLIC_ERRORS.notAllowed, 'only while the Senate sits (1.09.71)');
    // Ruling: an attempt on a sponsor while the window is open is the window's attempt (1.09.623).
    const window = landBillWindow(s, seat);
    const landBill = !!window && window.targets.includes(a.target);
    need(landBill || !s.turnFlags.assassinationsMade.includes(seat), REPUBLIC_ERRORS.notAllowed, 'one attempt per faction per turn');
    const assassin = s.senators[a.assassin];
    need(assassin && assassin.faction === seat && assassin.where.kind === 'rome', REPUBLIC_ERRORS.notInRome, 'the assassin must be your senator in Rome');
    need(landBill || targets(s, seat).includes(a.target), REPUBLIC_ERRORS.badTarget, 'that senator cannot be targeted now');
    for (const c of a.cards) need(INTRIGUE.get(c)?.type === 'assassin', REPUBLIC_ERRORS.cannotPlay, 'only Assassin cards');
    for (const c of a.cards) { takeFromHand(s, seat, c); s.discard.push(c); }
    const target = s.senators[a.target];
    if (window && landBill) {
      window.item.sponsorAttempt = true;
    } else {
      s.turnFlags.assassinationsMade.push(seat);
      s.turnFlags.assassinationsTargeted.push(target.faction!);
    }
    dropSenateDecisions(s);
    const roll = d6(ctx);
    const bonus = a.cards.length - omens(s);
    emit(ctx, 'assassination', { seat, assassin: assassin.id, target: target.id, roll, cards: a.cards.length, ...(landBill ? { landBill: true } : {}) });
    if (mayHaveBodyguards(s, target.faction!)) {
      push(ctx, { kind: 'bodyguards', seat: target.faction!, assassin: assassin.id, target: target.id, roll, bonus, ...(landBill ? { landBill: true } : {}) });
      return;
    }
    resolveAttempt(ctx, assassin.id, target.id, roll, bonus, 0, landBill);
  },
});

registerDecision({
  kind: 'bodyguards',
  legal(s, d) {
    const cards = cardsOf(s, d.seat, 'secretBodyguard');
    return [{ type: 'bodyguards', cards: [] }, ...cards.map((_, i) => ({ type: 'bodyguards', cards: cards.slice(0, i + 1) }) as RepublicAction)];
  },
  resolve(ctx, d, a) {
    need(a.type === 'bodyguards', REPUBLIC_ERRORS.wrongDecision, 'play Secret Bodyguards or none');
    for (const c of a.cards) need(INTRIGUE.get(c)?.type === 'secretBodyguard', REPUBLIC_ERRORS.cannotPlay, 'only Secret Bodyguard cards');
    for (const c of a.cards) { takeFromHand(ctx.s, d.seat, c); ctx.s.discard.push(c); }
    resolveAttempt(ctx, d.assassin, d.target, d.roll, d.bonus, a.cards.length, d.landBill === true);
  },
});

function outcome(total: number): 'killed' | 'noEffect' | 'caught' {
  return tableRow(TABLES.assassination, total).result;
}

function resolveAttempt(ctx: Ctx, assassinId: SenatorId, targetId: SenatorId, roll: number, bonus: number, guards: number, landBill = false): void {
  const s = ctx.s;
  const target = s.senators[targetId];
  const targetPop = target?.pop ?? 0;
  // An Open Bodyguard already in play: -2 and one more catch re-roll (1.09.73).
  const open = openBodyguardOf(s, targetId);
  const mod = bonus - guards - 2 * open;
  const result = outcome(roll + mod);
  emit(ctx, 'assassinationResult', { assassin: assassinId, target: targetId, total: roll + mod, result, bodyguards: guards, openBodyguard: open > 0 });
  let caught = result === 'caught';
  // Each bodyguard forces one more roll, only to see whether the assassin is caught (1.09.73).
  for (let i = 0; i < guards + open && !caught; i++) {
    caught = outcome(d6(ctx) + mod) === 'caught';
    if (caught) emit(ctx, 'assassinCaught', { assassin: assassinId, reroll: i + 1 });
  }
  if (result === 'killed' && target) killSenator(ctx, targetId, 'assassinated', { byAssassination: true });
  if (caught && landBill) { if (s.senators[assassinId]) killSenator(ctx, assassinId, 'assassinCaught', { byAssassination: true }); return; }
  if (caught) punish(ctx, assassinId, targetPop);
}

/** 1.09.74: the caught assassin dies, his Faction Leader loses 5 INF and faces a Special Major Prosecution. */
function punish(ctx: Ctx, assassinId: SenatorId, targetPop: number): void {
  const s = ctx.s;
  const assassin = s.senators[assassinId];
  if (!assassin) return;
  const seat = assassin.faction!;
  const leaderId = s.factions[seat].leader;
  const wasLeader = isFactionLeader(s, assassin);
  killSenator(ctx, assassinId, 'assassinCaught', { noHeir: wasLeader, byAssassination: true });
  if (wasLeader) {
    implicate(ctx, seat, targetPop);
    return;
  }
  const leader = leaderId ? s.senators[leaderId] : undefined;
  if (!leader) return;
  addInfluence(leader, K('assassinLeaderInfluence'));
  if (leader.where.kind !== 'rome') return;
  const item: FloorItem = {
    proposal: { kind: 'specialProsecution', accused: leader.id, targetPop }, by: seat, viaTribune: false, byDictator: false,
    votes: [], toVote: s.factions.filter((f) => !f.eliminated).map((f) => f.seat), called: null, consents: [],
    bonusYea: 0, bonusNay: leader.inf, appealed: true,
  };
  // The mandatory Popular Appeal, modified by minus the target's POP.
  const roll = d6(ctx) + d6(ctx);
  const total = roll - targetPop - omens(s);
  const row = tableRow(TABLES.appeal, total);
  emit(ctx, 'specialProsecution', { accused: leader.id, appeal: total, votes: row.votes, outcome: row.outcome });
  if (row.outcome === 'killed') {
    convictLeader(ctx, leader.id, targetPop);
    return;
  }
  if (row.outcome === 'freed') return;
  if (row.votes < 0) item.bonusYea += -row.votes;
  else item.bonusNay += row.votes;
  senate(s).floor.push(item);
}

function implicate(ctx: Ctx, seat: Seat, targetPop: number): void {
  if (targetPop > 0) chitDeaths(ctx, targetPop, 'implicated', (x) => x.faction === seat && x.where.kind === 'rome', { byAssassination: true });
}

function convictLeader(ctx: Ctx, leaderId: SenatorId, targetPop: number): void {
  const s = ctx.s;
  const leader = s.senators[leaderId];
  if (!leader) return;
  const seat = leader.faction!;
  killSenator(ctx, leaderId, 'specialProsecution', { noHeir: true, byAssassination: true });
  implicate(ctx, seat, targetPop);
}

registerProposal({
  kind: 'specialProsecution',
  schema: z.object({ kind: z.literal('specialProsecution'), accused: Id, targetPop: z.number().int() }),
  steps: [],
  noTribune: true,
  survivesDeaths: true,
  vetoable: () => false,
  options: () => [],
  validate() {
    need(false, REPUBLIC_ERRORS.badProposal, 'a Special Major Prosecution follows a caught assassin only');
  },
  key(p) {
    return `special:${p.accused}`;
  },
  onPass(ctx, item) {
    const p = item.proposal as SpecialProsecutionProposal;
    convictLeader(ctx, p.accused, p.targetPop);
  },
  onFail(ctx, item) {
    emit(ctx, 'acquitted', { accused: (item.proposal as SpecialProsecutionProposal).accused });
  },
});


