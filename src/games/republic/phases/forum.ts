/**
 * Forum Phase (1.07): passage of time, six initiatives (each player's own in
 * order from the HRAO, the rest auctioned, 1.07.22), each initiative's draw or
 * random event and its optional steps (persuasion, knights, games, Faction
 * Leader), and putting Rome in order (1.07.8). Era Ends ends the game at the
 * end of the phase in which it was revealed (1.12.2).
 */
import { unransomedRaidCaptives } from '../events/effects';
import { proscriptionKnights } from '../cards/proscription';
import { z } from 'zod';
import type { Ctx } from '../ctx';
import { dice, emit, d6, sum } from '../ctx';
import { CONCESSIONS, K, STATESMEN, TABLES, cardName } from '../data';
import { need, refuse, REPUBLIC_ERRORS } from '../errors';
import { drawEvent, eventForRoll, expireEvents, omens, runEventHook } from '../events/registry';
import { nextPhase } from '../flow';
import { BANK, move, senatorAcct } from '../money';
import { push, registerAction, registerDecision, registerPhase } from '../registry';
import {
  addPopularity, allSenators, clockwiseFrom, familyToForum, hraoSeat, members, sen, senatorsInRome,
} from '../senators';
import { cardArrives, takeTopCard } from '../cards/draw';
import { canPersuade, continuePersuasion } from './persuasion';
import { eraEndsVictory } from '../victory';
import { activeWars, destroyConcession, leaderDef, leaderMatches, warDef } from '../wars';
import type { DecisionBase, ForumPhaseState, RepublicAction, RepublicState, Seat, SenatorId } from '../types';

export interface BidDecision extends DecisionBase { kind: 'bid' }
export interface KnightsDecision extends DecisionBase { kind: 'knights' }
export interface GamesDecision extends DecisionBase { kind: 'games' }
export interface ChangeLeaderDecision extends DecisionBase { kind: 'changeLeader' }
export interface BidAction { type: 'bid'; senator: SenatorId; amount: number }
export interface PassAction { type: 'pass' }
export interface AttractKnightAction { type: 'attractKnight'; senator: SenatorId; talents: number }
export interface PressureKnightsAction { type: 'pressureKnights'; knights: Record<SenatorId, number> }
export interface GamesAction { type: 'games'; senator: SenatorId; games: string }

declare module '../types' {
  interface DecisionMap { bid: BidDecision; knights: KnightsDecision; games: GamesDecision; changeLeader: ChangeLeaderDecision }
  interface ActionMap {
    bid: BidAction; pass: PassAction; attractKnight: AttractKnightAction; pressureKnights: PressureKnightsAction; games: GamesAction;
  }
}

const Id = z.string().min(1).max(8);
registerAction('bid', z.object({ type: z.literal('bid'), senator: Id, amount: z.number().int().min(1).max(100_000) }));
registerAction('pass', z.object({ type: z.literal('pass') }));
registerAction('attractKnight', z.object({ type: z.literal('attractKnight'), senator: Id, talents: z.number().int().min(0).max(100_000) }));
registerAction('pressureKnights', z.object({ type: z.literal('pressureKnights'), knights: z.record(Id, z.number().int().min(1).max(100)) }));
registerAction('games', z.object({ type: z.literal('games'), senator: Id, games: z.string().max(20) }));

function fs(s: RepublicState): ForumPhaseState {
  if (!s.forumState) throw new Error('no forum state');
  return s.forumState;
}

/** 1.07.2 / 1.07.21: roll 2d6 (never modified); 7 = a random event from 3d6, otherwise draw a card. */
function initiativeDraw(ctx: Ctx, seat: Seat): void {
  const roll = dice(ctx, 2);
  emit(ctx, 'initiativeRoll', { seat, dice: roll });
  if (sum(roll) === 7) {
    const ev = dice(ctx, 3);
    const id = eventForRoll(ctx.s, sum(ev));
    emit(ctx, 'eventRoll', { seat, dice: ev, event: id });
    drawEvent(ctx, id);
    return;
  }
  const card = takeTopCard(ctx);
  if (card === null) {
    emit(ctx, 'deckEmpty', { seat });
    return;
  }
  cardArrives(ctx, card, seat);
}

// ------------------------------------------------------------- auction (1.07.22)

/** A faction may bid if one of its senators in Rome can pay more than the current high bid. */
function bidders(s: RepublicState, seat: Seat, above: number): SenatorId[] {
  return senatorsInRome(s, seat).filter((x) => x.talents > above).map((x) => x.id);
}

registerDecision({
  kind: 'bid',
  legal(s, d) {
    const a = fs(s).auction!;
    const out: RepublicAction[] = [{ type: 'pass' }];
    for (const id of bidders(s, d.seat, a.high)) {
      const t = s.senators[id].talents;
      for (const amount of new Set([a.high + 1, a.high + 3, t])) if (amount <= t) out.push({ type: 'bid', senator: id, amount });
    }
    return out;
  },
  resolve(ctx, d, a) {
    const s = ctx.s;
    const auc = fs(s).auction!;
    auc.toAsk = auc.toAsk.filter((x) => x !== d.seat);
    if (a.type === 'pass') { emit(ctx, 'bidPass', { seat: d.seat }); return; }
    need(a.type === 'bid', REPUBLIC_ERRORS.wrongDecision, 'bid for the initiative or pass');
    const x = sen(s, a.senator);
    need(x.faction === d.seat && x.where.kind === 'rome', REPUBLIC_ERRORS.notInRome, 'the bidder must be one of your senators in Rome');
    need(a.amount > auc.high, REPUBLIC_ERRORS.badAmount, `bid more than ${auc.high}T`);
    need(a.amount <= x.talents, REPUBLIC_ERRORS.cannotAfford, 'the bid is paid from the bidder\'s own talents');
    auc.high = a.amount;
    auc.bidder = d.seat;
    auc.senator = x.id;
    emit(ctx, 'bid', { seat: d.seat, senator: x.id, amount: a.amount });
  },
});

function runAuction(ctx: Ctx): void {
  const s = ctx.s;
  const f = fs(s);
  if (!f.auction) f.auction = { high: 0, bidder: null, senator: null, toAsk: clockwiseFrom(s, hraoSeat(s)) };
  const auc = f.auction;
  while (auc.toAsk.length > 0) {
    const seat = auc.toAsk[0];
    if (bidders(s, seat, auc.high).length > 0) {
      push(ctx, { kind: 'bid', seat });
      return;
    }
    auc.toAsk.shift();
  }
  let winner = hraoSeat(s);
  if (auc.bidder !== null && auc.senator !== null && s.senators[auc.senator]) {
    move(s, senatorAcct(auc.senator), BANK, auc.high);
    winner = auc.bidder;
  }
  emit(ctx, 'initiativeWon', { seat: winner, amount: auc.bidder === null ? 0 : auc.high });
  f.auction = null;
  f.holder = winner;
  f.sub = 'draw';
}

// ------------------------------------------------------------- knights (1.07.5)

/** Knight roll modifiers: Evil Omens, Marius (+1 in Rome), the Servilian Law for its player (+1). */
function knightBonus(s: RepublicState, x: { statesman: string | null; faction: Seat | null }): number {
  let b = -omens(s);
  if (x.statesman) b += STATESMEN.get(x.statesman)!.abilities.knightRoll ?? 0;
  if (s.forum.laws.includes('law:servilian') && s.forum.lawPlayers['law:servilian'] === x.faction) b += 1;
  b += proscriptionKnights(s, x.faction).bonus;
  return b;
}

/** 1.07.5 (Czech 1.04): 0 to 5 talents may be paid for a knight. */
const MAX_KNIGHT_TALENTS = 5;

function canKnights(s: RepublicState, seat: Seat): boolean {
  return senatorsInRome(s, seat).length > 0 || members(s, seat).some((x) => x.knights > 0);
}

registerDecision({
  kind: 'knights',
  legal(s, d) {
    const out: RepublicAction[] = [{ type: 'done' }];
    // After a Proscription its HRAO's faction recruits no knight.
    for (const x of proscriptionKnights(s, d.seat).banned ? [] : senatorsInRome(s, d.seat)) {
      out.push({ type: 'attractKnight', senator: x.id, talents: 0 });
      const need6 = Math.min(MAX_KNIGHT_TALENTS, Math.max(0, 5 - knightBonus(s, x)));
      if (x.talents > 0 && need6 > 0) out.push({ type: 'attractKnight', senator: x.id, talents: Math.min(x.talents, need6) });
    }
    for (const x of members(s, d.seat)) if (x.knights > 0) out.push({ type: 'pressureKnights', knights: { [x.id]: x.knights } });
    return out;
  },
  resolve(ctx, d, a) {
    const s = ctx.s;
    if (a.type === 'done') return;
    if (a.type === 'attractKnight') {
      const x = sen(s, a.senator);
      need(x.faction === d.seat && x.where.kind === 'rome', REPUBLIC_ERRORS.notInRome, 'a senator of yours in Rome attracts the knight');
      if (proscriptionKnights(s, d.seat).banned) {
        // Ruling "Proscription and a Neutral's knight": its guideline (4.02) asks for a knight every turn, but the
        // card forbids it; the card wins and the Neutral recruits none, rather than the game stopping on a refusal.
        if (s.factions[d.seat]?.kind === 'neutral') return;
        refuse(REPUBLIC_ERRORS.notAllowed, 'after your Proscription your faction recruits no knights');
      }
      need(a.talents <= MAX_KNIGHT_TALENTS, REPUBLIC_ERRORS.badAmount, 'at most 5 talents for a knight (1.07.5)');
      move(s, senatorAcct(x.id), BANK, a.talents);
      const roll = d6(ctx);
      const total = roll + a.talents + knightBonus(s, x);
      const ok = total >= K('knightTarget');
      if (ok) x.knights += 1;
      emit(ctx, 'knightAttempt', { senator: x.id, talents: a.talents, roll, success: ok });
      return;
    }
    if (a.type === 'pressureKnights') {
      const entries = Object.entries(a.knights);
      need(entries.length > 0, REPUBLIC_ERRORS.badAmount, 'name the knights to pressure');
      for (const [id, n] of entries) {
        const x = sen(s, id);
        need(x.faction === d.seat, REPUBLIC_ERRORS.notYourSenator, 'pressure your own knights');
        need(n >= 1 && n <= x.knights, REPUBLIC_ERRORS.badAmount, 'not that many knights');
      }
      for (const [id, n] of entries) {
        const x = s.senators[id];
        const got = sum(dice(ctx, n));
        x.knights -= n;
        move(s, BANK, senatorAcct(x.id), got);
        emit(ctx, 'knightsPressured', { senator: id, knights: n, talents: got });
      }
      return;
    }
    refuse(REPUBLIC_ERRORS.wrongDecision, 'attract a knight, pressure knights, or say you are done');
  },
});

// ------------------------------------------------------------- games (1.07.6)

registerDecision({
  kind: 'games',
  legal(s, d) {
    const out: RepublicAction[] = [{ type: 'done' }];
    for (const x of members(s, d.seat)) {
      if (x.where.kind === 'captive' || x.rebel !== null) continue;
      for (const g of TABLES.games) if (x.talents >= g.cost) out.push({ type: 'games', senator: x.id, games: g.id });
    }
    return out;
  },
  resolve(ctx, d, a) {
    const s = ctx.s;
    if (a.type === 'done') return;
    need(a.type === 'games', REPUBLIC_ERRORS.wrongDecision, 'sponsor games or say you are done');
    const g = TABLES.games.find((x) => x.id === a.games);
    need(g, REPUBLIC_ERRORS.badAction, 'unknown games');
    const x = sen(s, a.senator);
    need(x.faction === d.seat && x.where.kind !== 'captive' && x.rebel === null, REPUBLIC_ERRORS.notYourSenator, 'one of your senators sponsors the games');
    move(s, senatorAcct(x.id), BANK, g.cost);
    addPopularity(x, g.pop);
    s.unrest = Math.max(0, s.unrest + g.unrest);
    emit(ctx, 'games', { senator: x.id, games: g.id, unrest: s.unrest });
  },
});

// ------------------------------------------------------------- Faction Leader (1.07.7)

registerDecision({
  kind: 'changeLeader',
  legal(s, d) {
    const leader = s.factions[d.seat].leader;
    return [{ type: 'done' }, ...members(s, d.seat).filter((x) => x.id !== leader).map((x) => ({ type: 'leader', senator: x.id }) as const)];
  },
  resolve(ctx, d, a) {
    if (a.type === 'done') return;
    need(a.type === 'leader', REPUBLIC_ERRORS.wrongDecision, 'name a new Faction Leader or say you are done');
    const x = sen(ctx.s, a.senator);
    need(x.faction === d.seat, REPUBLIC_ERRORS.notYourSenator, 'the Faction Leader must be one of your senators');
    ctx.s.factions[d.seat].leader = x.id;
    emit(ctx, 'factionLeader', { seat: d.seat, senator: x.id });
  },
});

// ------------------------------------------------------------- putting Rome in order (1.07.8)

function taxFarmerRolls(ctx: Ctx): void {
  const s = ctx.s;
  const rolls: string[] = [];
  for (const w of activeWars(s)) {
    if (!warDef(w.card).taxFarmerRoll) continue;
    rolls.push(w.card);
    for (const l of w.leaders) if (leaderDef(l).taxFarmerWith === w.card) rolls.push(l);
  }
  for (const why of rolls) {
    const n = d6(ctx);
    const tf = [...CONCESSIONS.values()].find((c) => c.taxFarmer === n)!;
    emit(ctx, 'taxFarmerRoll', { why, roll: n });
    destroyConcession(ctx, tf.id, why);
  }
}

function curiaRolls(ctx: Ctx): void {
  const s = ctx.s;
  for (const n of [...s.curia.families]) {
    if (d6(ctx) >= K('curiaRevival')) {
      s.curia.families.splice(s.curia.families.indexOf(n), 1);
      familyToForum(ctx, n);
    }
  }
  for (const c of [...s.curia.concessions]) {
    if (d6(ctx) >= K('curiaRevival')) {
      s.curia.concessions.splice(s.curia.concessions.indexOf(c), 1);
      s.forum.concessions.push(c);
      emit(ctx, 'concessionRevived', { concession: c, name: cardName(c) });
    }
  }
  for (const l of [...s.curia.leaders]) {
    const matched = s.forum.wars.some((w) => leaderMatches(leaderDef(l), w.card));
    if (matched) continue;
    if (d6(ctx) >= K('leaderDeath')) {
      s.curia.leaders.splice(s.curia.leaders.indexOf(l), 1);
      s.discard.push(l);
      emit(ctx, 'leaderDies', { leader: l, name: cardName(l) });
    }
  }
}

function putRomeInOrder(ctx: Ctx): void {
  const s = ctx.s;
  for (const x of allSenators(s)) {
    const commanding = x.where.kind === 'army';
    if (x.office !== null || commanding) x.major = true;
  }
  taxFarmerRolls(ctx);
  curiaRolls(ctx);
}

// ------------------------------------------------------------- the phase

registerPhase({
  phase: 'forum',
  run(ctx) {
    const s = ctx.s;
    if (s.step === 'start') {
      unransomedRaidCaptives(ctx);
      expireEvents(ctx);
      s.forumState = {
        taken: 0, holder: null, sub: 'done', queue: clockwiseFrom(s, hraoSeat(s)), auction: null, persuasion: null,
      };
      s.step = 'initiatives';
      emit(ctx, 'forumBegins', {});
    }
    if (s.step === 'initiatives') {
      const f = fs(s);
      if (f.persuasion) { continuePersuasion(ctx); return; }
      for (;;) {
        if (s.ending) return;
        if (f.holder !== null) {
          const seat = f.holder;
          switch (f.sub) {
            case 'draw':
              initiativeDraw(ctx, seat);
              f.sub = 'drawn';
              // A decision the draw raised (Storm at Sea, the Catilinarian Conspiracy) comes first.
              if (s.ending || s.pending.length > 0) return;
              continue;
            case 'drawn':
              f.sub = 'persuade';
              if (canPersuade(s, seat)) { push(ctx, { kind: 'persuade', seat }); return; }
              continue;
            case 'persuade':
              f.sub = 'knights';
              if (canKnights(s, seat)) { push(ctx, { kind: 'knights', seat }); return; }
              continue;
            case 'knights':
              f.sub = 'games';
              if (members(s, seat).some((x) => x.talents >= TABLES.games[0].cost)) { push(ctx, { kind: 'games', seat }); return; }
              continue;
            case 'games':
              f.sub = 'leader';
              if (members(s, seat).length > 1 || s.factions[seat].leader === null && members(s, seat).length > 0) {
                push(ctx, { kind: 'changeLeader', seat });
                return;
              }
              continue;
            default:
              f.taken += 1;
              f.holder = null;
              f.sub = 'done';
              continue;
          }
        }
        if (f.queue.length > 0) {
          f.holder = f.queue.shift()!;
          f.sub = 'draw';
          continue;
        }
        if (f.taken < K('initiatives')) {
          runAuction(ctx);
          if (f.holder === null) return;
          continue;
        }
        break;
      }
      s.step = 'end';
    }
    if (s.step === 'end') {
      // Enemy Leader Dies may ask the HRAO first (events/choices.ts).
      s.step = 'close';
      runEventHook(ctx, 'endForum', {});
      if (s.pending.length > 0 || s.ending) return;
    }
    if (s.step === 'close') {
      putRomeInOrder(ctx);
      s.forumState = null;
      if (s.eraEndsDrawn) { eraEndsVictory(ctx); return; }
      nextPhase(ctx);
    }
  },
});


