/**
 * Persuasion attempts (1.07.4): base number = persuader's ORA + INF - target's
 * LOY (+7 if aligned, 1.07.411) - target's talents, plus bribes (1.07.412)
 * minus counter-bribes (1.07.413), in rounds (1.07.414); success on 2d6 <=
 * base, a natural 10+ (9+ after Era Ends) always fails. All bribes end up on
 * the target. Seduction and Blackmail make the attempt unopposed.
 *
 * Ruling (docs/republic-rulings.md, 1.07.414): within one round the
 * counter-bribes are committed secretly in clockwise order and revealed when
 * the round closes, so a chat table can collect them at once.
 */
import { z } from 'zod';
import type { Ctx } from '../ctx';
import { dice, emit, sum } from '../ctx';
import { INTRIGUE, K, STATESMEN } from '../data';
import { need, REPUBLIC_ERRORS } from '../errors';
import { omens } from '../events/registry';
import { ESCROW, factionAcct, move, senatorAcct } from '../money';
import { push, registerAction, registerDecision } from '../registry';
import { addInfluence, addPopularity, allSenators, clockwiseFrom, isFactionLeader, members, sen, senatorsInRome, unaligned } from '../senators';
import { takeFromHand } from '../cards/play';
import type { CardId, DecisionBase, Persuasion, RepublicAction, RepublicState, Seat, Senator, SenatorId } from '../types';

export interface PersuadeDecision extends DecisionBase { kind: 'persuade' }
export interface CounterBribeDecision extends DecisionBase { kind: 'counterBribe' }
export interface PersuadeMoreDecision extends DecisionBase { kind: 'persuadeMore' }
export interface PersuadeAction { type: 'persuade'; persuader: SenatorId; target: SenatorId; bribe: number; card?: CardId }
export interface CounterBribeAction { type: 'counterBribe'; amount: number }
export interface RaiseAction { type: 'raise'; amount: number }
export interface RollAction { type: 'roll' }

declare module '../types' {
  interface DecisionMap { persuade: PersuadeDecision; counterBribe: CounterBribeDecision; persuadeMore: PersuadeMoreDecision }
  interface ActionMap { persuade: PersuadeAction; counterBribe: CounterBribeAction; raise: RaiseAction; roll: RollAction }
}

const Id = z.string().min(1).max(8);
const T = z.number().int().min(0).max(100_000);
registerAction('persuade', z.object({ type: z.literal('persuade'), persuader: Id, target: Id, bribe: T, card: z.string().max(60).optional() }));
registerAction('counterBribe', z.object({ type: z.literal('counterBribe'), amount: T }));
registerAction('raise', z.object({ type: z.literal('raise'), amount: z.number().int().min(1).max(100_000) }));
registerAction('roll', z.object({ type: z.literal('roll') }));

/** Persuasion targets of `seat` (1.07.4): unaligned senators in the Forum, or other factions' non-leaders in Rome. */
export function persuasionTargets(s: RepublicState, seat: Seat): Senator[] {
  const out = unaligned(s);
  for (const x of senatorsInRome(s)) if (x.faction !== seat && !isFactionLeader(s, x)) out.push(x);
  return out;
}

export function canPersuade(s: RepublicState, seat: Seat): boolean {
  return senatorsInRome(s, seat).length > 0 && persuasionTargets(s, seat).length > 0;
}

/** The target's loyalty toward the persuader's faction (1.07.411). */
export function effectiveLoyalty(s: RepublicState, target: Senator, persuaderSeat: Seat): number {
  let loy = target.loy;
  if (target.statesman) {
    const def = STATESMEN.get(target.statesman)!;
    if (target.faction !== null) {
      const mates = members(s, target.faction).filter((x) => x.id !== target.id);
      if (mates.some((m) => m.statesman !== null && def.opponents.includes(m.statesman))) loy = 0;
    }
    // The Gracchi want to be together (both in play only): both have loyalty 0 while they sit in two different
    // factions, whoever persuades, and 0 toward a faction holding the other brother (ruling 1.07.411).
    if (def.brother && target.statesman.startsWith('25')) {
      const other = allSenators(s).find((x) => x.statesman === def.brother);
      const apart = other && other.faction !== null && target.faction !== null && other.faction !== target.faction;
      if (other && (other.faction === persuaderSeat || apart)) loy = 0;
    }
  }
  return loy;
}

/** Base number before bribes and counter-bribes (1.07.41, 1.07.411); Evil Omens help the persuader. */
export function baseNumber(s: RepublicState, persuader: Senator, target: Senator): number {
  const aligned = target.faction !== null ? K('persuasionAlignedLoyalty') : 0;
  return persuader.ora + persuader.inf - effectiveLoyalty(s, target, persuader.faction!) - aligned - target.talents + omens(s);
}

function pstate(s: RepublicState): Persuasion {
  const p = s.forumState?.persuasion;
  if (!p) throw new Error('no persuasion in progress');
  return p;
}

export function currentNumber(p: Persuasion): number {
  return p.base + p.bribe - Object.values(p.counterBribes).reduce((a, b) => a + b, 0);
}

function persuaderSeat(s: RepublicState): Seat {
  return s.senators[pstate(s).persuader].faction!;
}

/**
 * Factions asked for a counter-bribe this round: every other player faction, even with an empty treasury
 * (it can only answer 0), because who is asked is public and asking only those with talents would tell the
 * table whose treasury is empty (ruling 1.07.413, docs/republic-rulings.md). A Neutral's treasury is open
 * (4.01): it is asked only when it has talents.
 */
function counterBribers(s: RepublicState): Seat[] {
  const p = pstate(s);
  if (p.card) return [];
  const me = persuaderSeat(s);
  return clockwiseFrom(s, me).filter((seat) => seat !== me && (s.factions[seat].kind === 'player' || s.factions[seat].treasury > 0));
}

function openRound(ctx: Ctx): void {
  const s = ctx.s;
  const p = pstate(s);
  p.secret = {};
  for (const seat of [...counterBribers(s)].reverse()) push(ctx, { kind: 'counterBribe', seat });
}

registerDecision({
  kind: 'persuade',
  legal(s, d) {
    const out: RepublicAction[] = [{ type: 'done' }];
    const cards = s.factions[d.seat].hand.filter((c) => {
      const t = INTRIGUE.get(c)?.type;
      return t === 'seduction' || t === 'blackmail';
    });
    for (const x of senatorsInRome(s, d.seat)) {
      for (const t of persuasionTargets(s, d.seat)) {
        out.push({ type: 'persuade', persuader: x.id, target: t.id, bribe: 0 });
        if (x.talents > 0) out.push({ type: 'persuade', persuader: x.id, target: t.id, bribe: x.talents });
        for (const card of cards) if (!isFactionLeader(s, t)) out.push({ type: 'persuade', persuader: x.id, target: t.id, bribe: 0, card });
      }
    }
    return out;
  },
  resolve(ctx, d, a) {
    const s = ctx.s;
    if (a.type === 'done') return;
    need(a.type === 'persuade', REPUBLIC_ERRORS.wrongDecision, 'name a persuasion attempt or say you are done');
    const x = sen(s, a.persuader);
    need(x.faction === d.seat && x.where.kind === 'rome', REPUBLIC_ERRORS.notInRome, 'the persuader must be your senator in Rome');
    const t = sen(s, a.target);
    need(persuasionTargets(s, d.seat).some((y) => y.id === t.id), REPUBLIC_ERRORS.badTarget, 'that senator cannot be persuaded');
    need(a.bribe <= x.talents, REPUBLIC_ERRORS.cannotAfford, 'the bribe comes from the persuader\'s own talents');
    if (a.card !== undefined) {
      const type = INTRIGUE.get(a.card)?.type;
      need(type === 'seduction' || type === 'blackmail', REPUBLIC_ERRORS.cannotPlay, 'only Seduction or Blackmail can be played here');
      need(!isFactionLeader(s, t), REPUBLIC_ERRORS.badTarget, 'not against a Faction Leader');
      takeFromHand(s, d.seat, a.card);
      s.discard.push(a.card);
    }
    move(s, senatorAcct(x.id), ESCROW, a.bribe);
    s.forumState!.persuasion = {
      persuader: x.id, target: t.id, base: baseNumber(s, x, t), bribe: a.bribe, counterBribes: {}, secret: {}, round: 1, card: a.card ?? null,
    };
    emit(ctx, 'persuasion', { persuader: x.id, target: t.id, bribe: a.bribe, base: baseNumber(s, x, t), card: a.card ?? null });
    openRound(ctx);
  },
});

registerDecision({
  kind: 'counterBribe',
  legal(s, d) {
    const t = s.factions[d.seat].treasury;
    const out: RepublicAction[] = [{ type: 'counterBribe', amount: 0 }];
    for (const n of new Set([1, 3, t])) if (n > 0 && n <= t) out.push({ type: 'counterBribe', amount: n });
    return out;
  },
  resolve(ctx, d, a) {
    const s = ctx.s;
    need(a.type === 'counterBribe', REPUBLIC_ERRORS.wrongDecision, 'name your counter-bribe (0 for none)');
    need(a.amount <= s.factions[d.seat].treasury, REPUBLIC_ERRORS.cannotAfford, 'counter-bribes come from the faction treasury');
    pstate(s).secret[String(d.seat)] = a.amount;
  },
});

registerDecision({
  kind: 'persuadeMore',
  legal(s) {
    const p = pstate(s);
    const x = s.senators[p.persuader];
    const out: RepublicAction[] = [{ type: 'roll' }];
    if (x && x.talents > 0) out.push({ type: 'raise', amount: x.talents });
    return out;
  },
  resolve(ctx, _d, a) {
    const s = ctx.s;
    const p = pstate(s);
    if (a.type === 'roll') { resolvePersuasion(ctx); return; }
    need(a.type === 'raise', REPUBLIC_ERRORS.wrongDecision, 'roll or raise your bribe');
    const x = sen(s, p.persuader);
    need(a.amount <= x.talents, REPUBLIC_ERRORS.cannotAfford, 'not enough talents');
    move(s, senatorAcct(x.id), ESCROW, a.amount);
    p.bribe += a.amount;
    p.round += 1;
    emit(ctx, 'persuasionRaise', { persuader: x.id, amount: a.amount });
    openRound(ctx);
  },
});

/**
 * Called by the Forum Phase when a round's decisions are answered: reveals the
 * round's counter-bribes; with new counter-bribes the persuader may raise,
 * otherwise the dice are rolled.
 */
export function continuePersuasion(ctx: Ctx): void {
  const s = ctx.s;
  const p = pstate(s);
  let added = 0;
  for (const [seat, n] of Object.entries(p.secret)) {
    if (n <= 0) continue;
    move(s, factionAcct(Number(seat)), ESCROW, n);
    p.counterBribes[seat] = (p.counterBribes[seat] ?? 0) + n;
    added += n;
  }
  if (Object.keys(p.secret).length > 0) emit(ctx, 'counterBribes', { round: p.round, amounts: { ...p.secret } });
  p.secret = {};
  const x = s.senators[p.persuader];
  if (added > 0 && x && x.talents > 0) {
    push(ctx, { kind: 'persuadeMore', seat: x.faction! });
    return;
  }
  resolvePersuasion(ctx);
}

function resolvePersuasion(ctx: Ctx): void {
  const s = ctx.s;
  const p = pstate(s);
  s.forumState!.persuasion = null;
  const x = s.senators[p.persuader];
  const t = s.senators[p.target];
  if (!x || !t) {
    if (t) move(s, ESCROW, senatorAcct(t.id), s.escrow);
    return;
  }
  const number = currentNumber(p);
  const roll = dice(ctx, 2);
  const natural = sum(roll);
  const autoFail = natural >= (s.eraEndsDrawn ? K('persuasionAutoFailAfterEraEnds') : K('persuasionAutoFail'));
  const success = !autoFail && natural <= number;
  move(s, ESCROW, senatorAcct(t.id), s.escrow);
  emit(ctx, 'persuasionResult', { persuader: x.id, target: t.id, number, dice: roll, success });
  if (success) {
    t.faction = x.faction;
    t.where = { kind: 'rome' };
  } else if (p.card && INTRIGUE.get(p.card)?.type === 'blackmail') {
    const inf = sum(dice(ctx, 2));
    const pop = sum(dice(ctx, 2));
    addInfluence(t, -inf);
    addPopularity(t, -pop);
    emit(ctx, 'blackmailBackfires', { target: t.id, influence: inf, popularity: pop });
  }
}


