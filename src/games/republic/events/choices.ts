/**
 * The three events whose card lets the HRAO choose (event_rules.csv):
 *
 * - Storm at Sea (at once): the HRAO picks which 2d6 Roman fleets sink, from
 *   the Active Forces or any army (never a province's);
 * - Enemy Leader Dies (end of the Forum Phase): the HRAO picks the leader; on
 *   the dark side that leader's largest matching war also sues for peace
 *   (the card names the war, so it is not a choice);
 * - New Alliance (end of the Senate Phase): the HRAO picks the active war (or
 *   revolt, light side only) that sues for peace (light) or ends (dark).
 *
 * The HRAO is judged when the decision is put (ruling). With no HRAO (nobody
 * in Rome) or a single possible answer the engine applies it without asking.
 * Every answer listed first is the engine's former choice (the strongest
 * leader or war; the Active Forces' fleets first), which is what a Neutral
 * HRAO takes.
 */
import { z } from 'zod';
import type { Ctx } from '../ctx';
import { dice, emit, pickIndex, sum } from '../ctx';
import { LEADERS, revoltProvince } from '../data';
import { need, REPUBLIC_ERRORS } from '../errors';
import { stateGains } from '../money';
import { push, registerAction, registerDecision } from '../registry';
import { hrao, killSenator } from '../senators';
import { activeWars, createProvince, defeatWar, isRevolt, leaderMatches, leaderRemoved, releaseLeaders, warDef, warStrength } from '../wars';
import { registerEvent } from './registry';
import type { CardId, DecisionBase, RepublicAction, RepublicState, Seat, WarInPlay } from '../types';
import { toPool } from '../military';

export interface StormAtSeaDecision extends DecisionBase { kind: 'stormAtSea'; count: number }
export interface EnemyLeaderDiesDecision extends DecisionBase { kind: 'enemyLeaderDies'; level: number }
export interface NewAllianceDecision extends DecisionBase { kind: 'newAlliance'; level: number }
/** Fleets to sink per place: `active` (the Active Forces) or `army:<id>`. */
export interface SinkFleetsAction { type: 'sinkFleets'; from: Record<string, number> }
export interface ChooseEnemyLeaderAction { type: 'chooseEnemyLeader'; leader: CardId }
export interface ChooseWarAction { type: 'chooseWar'; war: CardId }

declare module '../types' {
  interface DecisionMap { stormAtSea: StormAtSeaDecision; enemyLeaderDies: EnemyLeaderDiesDecision; newAlliance: NewAllianceDecision }
  interface ActionMap { sinkFleets: SinkFleetsAction; chooseEnemyLeader: ChooseEnemyLeaderAction; chooseWar: ChooseWarAction }
}

registerAction('sinkFleets', z.object({
  type: z.literal('sinkFleets'),
  from: z.record(z.string().max(12), z.number().int().min(0).max(25)).refine((r) => Object.keys(r).length <= 26),
}));
registerAction('chooseEnemyLeader', z.object({ type: z.literal('chooseEnemyLeader'), leader: z.string().max(60) }));
registerAction('chooseWar', z.object({ type: z.literal('chooseWar'), war: z.string().max(60) }));

/** The seat of the HRAO, or null when nobody is in Rome to choose (the engine then applies the first answer). */
function chooser(s: RepublicState): Seat | null {
  const h = hrao(s);
  return h && h.faction !== null ? h.faction : null;
}

// ---------------------------------------------------------------- Storm at Sea

/** Places holding Roman fleets that a storm can sink, Active Forces first, then armies in dispatch order. */
function fleetPlaces(s: RepublicState): { at: string; n: number }[] {
  const places = ['active', ...s.armies.slice().sort((a, b) => a.seq - b.seq).map((a) => `army:${a.id}`)];
  return places.map((at) => ({ at, n: s.fleets.filter((f) => f.at === at).length })).filter((p) => p.n > 0);
}

/** Takes `count` fleets from the places in `order`, each as far as it goes. */
function fillInOrder(places: { at: string; n: number }[], count: number): Record<string, number> {
  const out: Record<string, number> = {};
  let left = count;
  for (const p of places) {
    if (left <= 0) break;
    const k = Math.min(p.n, left);
    out[p.at] = k;
    left -= k;
  }
  return out;
}

function stormOptions(s: RepublicState, count: number): RepublicAction[] {
  const places = fleetPlaces(s);
  const orders = [places, [...places.slice(1), ...places.slice(0, 1)]];
  // Spare one army (or the Active Forces) as far as the storm allows.
  for (const p of places) orders.push([...places.filter((q) => q !== p), p]);
  const seen = new Set<string>();
  const out: RepublicAction[] = [];
  for (const o of orders) {
    const from = fillInOrder(o, count);
    const key = JSON.stringify(Object.entries(from).sort());
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ type: 'sinkFleets', from });
  }
  return out;
}

function sink(ctx: Ctx, roll: number, from: Record<string, number>): void {
  const s = ctx.s;
  let sunk = 0;
  for (const [at, n] of Object.entries(from)) {
    for (const f of s.fleets.filter((x) => x.at === at).slice(0, n)) { toPool(f); sunk++; }
  }
  emit(ctx, 'stormAtSea', { roll, sunk, from });
}

registerEvent({
  id: 'event:storm-at-sea',
  draw(ctx) {
    const s = ctx.s;
    const roll = sum(dice(ctx, 2));
    const places = fleetPlaces(s);
    const total = places.reduce((n, p) => n + p.n, 0);
    const count = Math.min(roll, total);
    const seat = chooser(s);
    // Legions left without fleet support are recalled when the Senate closes (1.09.9).
    if (count === 0 || count === total || places.length < 2 || seat === null) {
      sink(ctx, roll, fillInOrder(places, count));
      return;
    }
    emit(ctx, 'stormAtSeaRoll', { roll, count });
    push(ctx, { kind: 'stormAtSea', seat, count });
  },
});

registerDecision({
  kind: 'stormAtSea',
  legal(s, d) { return stormOptions(s, d.count); },
  resolve(ctx, d, a) {
    const s = ctx.s;
    need(a.type === 'sinkFleets', REPUBLIC_ERRORS.wrongDecision, 'choose the fleets the storm sinks');
    const places = new Map(fleetPlaces(s).map((p) => [p.at, p.n]));
    let n = 0;
    for (const [at, k] of Object.entries(a.from)) {
      need(places.has(at) || k === 0, REPUBLIC_ERRORS.badTarget, 'only fleets of the Active Forces or of an army can sink');
      need(Number.isInteger(k) && k >= 0 && k <= (places.get(at) ?? 0), REPUBLIC_ERRORS.badAmount, `${at} has ${places.get(at) ?? 0} fleets`);
      n += k;
    }
    need(n === d.count, REPUBLIC_ERRORS.badAmount, `exactly ${d.count} fleets sink`);
    sink(ctx, d.count, a.from);
  },
});

// ---------------------------------------------------------------- suing for peace

function shuffleIntoTop6(ctx: Ctx, card: CardId): void {
  const s = ctx.s;
  const at = pickIndex(ctx, Math.min(6, s.deck.length) + 1);
  s.deck.splice(at, 0, card);
}

/** The war's armies come home: units to the Active Forces, commanders to Rome. */
function armiesComeHome(ctx: Ctx, war: CardId): void {
  const s = ctx.s;
  for (const a of s.armies.filter((x) => x.war === war)) {
    for (const u of [...s.legions, ...s.fleets]) if (u.at === `army:${a.id}`) u.at = 'active';
    for (const id of [a.commander, a.masterOfHorse]) if (id && s.senators[id]) s.senators[id].where = { kind: 'rome' };
  }
  s.armies = s.armies.filter((x) => x.war !== war);
}

/** Sues for peace: half the spoils (rounded down) and the war goes back into the top six cards. */
function suesForPeace(ctx: Ctx, w: WarInPlay): void {
  const s = ctx.s;
  if (!isRevolt(s, w)) stateGains(ctx, Math.floor(warDef(w.card).spoils / 2), `peace:${w.card}`);
  s.forum.wars.splice(s.forum.wars.indexOf(w), 1);
  releaseLeaders(ctx, w);
  armiesComeHome(ctx, w.card);
  for (const x of Object.values(s.senators)) if (x.where.kind === 'captive' && x.where.war === w.card) killSenator(ctx, x.id, 'captiveWarEnded');
  // A province revolt that makes peace is over: the province returns (New Alliance on a Pretender's revolt).
  const province = revoltProvince(w.card);
  if (province !== null) createProvince(ctx, province, false);
  else shuffleIntoTop6(ctx, w.card);
  emit(ctx, 'suesForPeace', { war: w.card });
}

/** Strongest first (land + naval), ties in Forum order: the engine's choice and the first answer listed. */
function byStrength(s: RepublicState, wars: WarInPlay[]): WarInPlay[] {
  const str = (w: WarInPlay) => { const x = warStrength(s, w); return x.land + x.naval; };
  return [...wars].sort((a, b) => str(b) - str(a));
}

// ---------------------------------------------------------------- Enemy Leader Dies

/** Leaders at wars in the Forum, strongest first. */
function leaderOptions(s: RepublicState): CardId[] {
  const ids = [...new Set(s.forum.wars.flatMap((w) => w.leaders))];
  return ids.sort((a, b) => LEADERS.get(b)!.strength - LEADERS.get(a)!.strength);
}

function leaderDies(ctx: Ctx, l: CardId, level: number): void {
  const s = ctx.s;
  for (const w of s.forum.wars) w.leaders = w.leaders.filter((x) => x !== l);
  emit(ctx, 'leaderDies', { leader: l });
  // Refuge may keep him (events/refuge.ts); Cleopatra VII is discarded as her own card.
  if (l === 'leader:cleopatra') s.discard.push('special:cleopatra');
  else if (!leaderRemoved(ctx, l)) s.discard.push(l);
  if (level > 1) {
    const w = byStrength(s, s.forum.wars.filter((x) => leaderMatches(LEADERS.get(l)!, x.card)))[0];
    if (w) suesForPeace(ctx, w);
  }
}

registerEvent({
  id: 'event:enemy-leader-dies',
  hooks: {
    endForum(ctx, ev) {
      const s = ctx.s;
      const opts = leaderOptions(s);
      if (opts.length === 0) return;
      const seat = chooser(s);
      if (opts.length === 1 || seat === null) { leaderDies(ctx, opts[0], ev.level); return; }
      push(ctx, { kind: 'enemyLeaderDies', seat, level: ev.level });
    },
  },
});

registerDecision({
  kind: 'enemyLeaderDies',
  legal(s) { return leaderOptions(s).map((leader) => ({ type: 'chooseEnemyLeader', leader }) as RepublicAction); },
  resolve(ctx, d, a) {
    need(a.type === 'chooseEnemyLeader', REPUBLIC_ERRORS.wrongDecision, 'choose the enemy leader who dies');
    need(leaderOptions(ctx.s).includes(a.leader), REPUBLIC_ERRORS.badTarget, 'that leader is not at a war in the Forum');
    leaderDies(ctx, a.leader, d.level);
  },
});

// ---------------------------------------------------------------- New Alliance

function allianceOptions(s: RepublicState, level: number): WarInPlay[] {
  const wars = activeWars(s).filter((w) => level === 1 || !isRevolt(s, w));
  return byStrength(s, wars);
}

function alliance(ctx: Ctx, w: WarInPlay, level: number): void {
  const s = ctx.s;
  if (level === 1) { suesForPeace(ctx, w); return; }
  // Dark side: all the spoils; the war is discarded and still creates its provinces.
  stateGains(ctx, warDef(w.card).spoils, `alliance:${w.card}`);
  armiesComeHome(ctx, w.card);
  defeatWar(ctx, w.card, 'peace');
}

registerEvent({
  id: 'event:new-alliance',
  hooks: {
    endSenate(ctx, ev) {
      const s = ctx.s;
      const opts = allianceOptions(s, ev.level);
      if (opts.length === 0) return;
      const seat = chooser(s);
      if (opts.length === 1 || seat === null) { alliance(ctx, opts[0], ev.level); return; }
      push(ctx, { kind: 'newAlliance', seat, level: ev.level });
    },
  },
});

registerDecision({
  kind: 'newAlliance',
  legal(s, d) { return allianceOptions(s, d.level).map((w) => ({ type: 'chooseWar', war: w.card }) as RepublicAction); },
  resolve(ctx, d, a) {
    need(a.type === 'chooseWar', REPUBLIC_ERRORS.wrongDecision, 'choose the war that makes peace');
    const w = allianceOptions(ctx.s, d.level).find((x) => x.card === a.war);
    need(w, REPUBLIC_ERRORS.badTarget, d.level === 1 ? 'choose an active war or revolt' : 'choose an active war (not a revolt)');
    alliance(ctx, w, d.level);
  },
});
