/**
 * Wars and leaders in the Forum: status (inactive, imminent, active,
 * unprosecuted), matching wars (1.07.332), imminent wars (1.07.3321), revolts
 * (1.07.333), leaders (1.07.34), war strength, and what happens when a war is
 * drawn, activated or defeated.
 */
import type { Ctx } from './ctx';
import { emit } from './ctx';
import { CONCESSIONS, LEADERS, PROVINCES, PROVINCE_REVOLTS, PROVINCE_REVOLT_PREFIX, WARS, WAR_SETS, cardName, revoltProvince, type LeaderDef, type WarDef } from './data';
import { runEventHook } from './events/registry';
import { allSenators, killSenator } from './senators';
import type { CardId, ProvinceId, RepublicState, WarInPlay } from './types';

export function warDef(card: CardId): WarDef {
  const w = WARS.get(card) ?? PROVINCE_REVOLTS.get(card);
  if (!w) throw new Error(`not a war: ${card}`);
  return w;
}

export function leaderDef(card: CardId): LeaderDef {
  const l = LEADERS.get(card);
  if (!l) throw new Error(`not a leader: ${card}`);
  return l;
}

export function findWar(s: RepublicState, card: CardId): WarInPlay | undefined {
  return s.forum.wars.find((w) => w.card === card);
}

export function activeWars(s: RepublicState): WarInPlay[] {
  return s.forum.wars.filter((w) => w.status === 'active');
}

/** Wars of the same matching set (1.07.332), in set order. */
export function sameSet(s: RepublicState, card: CardId): WarInPlay[] {
  const set = warDef(card).set;
  if (set === null) return [];
  return s.forum.wars.filter((w) => warDef(w.card).set === set).sort((a, b) => warDef(a.card).setPos! - warDef(b.card).setPos!);
}

/** Does leader `l` aid war `card`? */
export function leaderMatches(l: LeaderDef, card: CardId): boolean {
  const w = warDef(card);
  return 'set' in l.matches ? w.set === l.matches.set : l.matches.war === card;
}

/**
 * Leaders whose strength counts for this war: attached to it or to another war they aid (1.07.342),
 * and those in refuge with it (event Refuge), who still aid their own matching wars.
 */
export function leadersAiding(s: RepublicState, w: WarInPlay): CardId[] {
  const out: CardId[] = [...(w.refuge ?? [])];
  for (const other of s.forum.wars) {
    for (const l of [...other.leaders, ...(other.refuge ?? [])]) {
      if (other === w || (other.status === 'active' && leaderMatches(leaderDef(l), w.card))) out.push(l);
    }
  }
  return [...new Set(out)];
}

/**
 * An enemy leader leaves play by a Victory, Enemy Leader Dies or New Alliance:
 * the Refuge event may keep him (events/refuge.ts). Returns true if he stays.
 */
export function leaderRemoved(ctx: Ctx, leader: CardId): boolean {
  return runEventHook(ctx, 'leaderRemoved', { leader }).some((x) => x === true);
}

/**
 * Can one of the leader's matching wars still come into play: on the board, in the
 * deck or in a later deck (1.07.344)?
 * Decided from the full state; callers only publish the outcome, never the deck.
 */
export function leaderHasWarToCome(s: RepublicState, leader: CardId): boolean {
  const ld = leaderDef(leader);
  const cards = [...s.forum.wars.map((x) => x.card), ...s.deck, ...s.laterDecks.flatMap((d) => d.cards)];
  return cards.some((c) => c.startsWith('war:') && leaderMatches(ld, c));
}

/** Is any war card still to be drawn, from the deck or a later deck (Refuge's waiting leader joins the next)? */
export function anyWarToDraw(s: RepublicState): boolean {
  return [...s.deck, ...s.laterDecks.flatMap((d) => d.cards)].some((c) => c.startsWith('war:'));
}

/** 1.07.344: leaders waiting in the Curia whose last matching war has just left for good leave the game. */
export function curiaLeadersLeave(ctx: Ctx): void {
  const s = ctx.s;
  for (const l of [...s.curia.leaders]) {
    if (leaderHasWarToCome(s, l)) continue;
    s.curia.leaders.splice(s.curia.leaders.indexOf(l), 1);
    s.discard.push(l);
    emit(ctx, 'leaderDiscarded', { leader: l, name: leaderDef(l).name });
  }
}

/**
 * A leader with no matching war left to come leaves the game (1.07.344); otherwise he waits in the Curia.
 * `warReturns`: his war is on its way back into the deck, so one is still to come.
 */
function leaderToCuria(ctx: Ctx, leader: CardId, warReturns = false): boolean {
  if (warReturns || leaderHasWarToCome(ctx.s, leader)) {
    ctx.s.curia.leaders.push(leader);
    return true;
  }
  ctx.s.discard.push(leader);
  emit(ctx, 'leaderDiscarded', { leader, name: leaderDef(leader).name });
  return false;
}

/**
 * The leaders of a war leaving the Forum: each goes to another war he aids, or
 * to the Curia (1.07.344) unless Refuge keeps him; leaders in refuge with it are
 * discarded once no other war shelters them. `warLeaves`: the war card leaves
 * play for good (a Victory) rather than going back into the deck.
 */
export function releaseLeaders(ctx: Ctx, w: WarInPlay, warLeaves = false): void {
  const s = ctx.s;
  if (w.card === 'war:alexandrine' && s.cleopatra) {
    // Cleopatra VII played for a commander is discarded with the Alexandrine War, like her leader side.
    delete s.cleopatra;
    s.discard.push('special:cleopatra');
  }
  for (const l of w.leaders) {
    if (l === 'leader:cleopatra') {
      // Cleopatra VII leaves with the Alexandrine War (cards/cleopatra.ts).
      s.discard.push('special:cleopatra');
      continue;
    }
    const still = s.forum.wars.find((x) => x !== w && x.status !== 'imminent' && leaderMatches(leaderDef(l), x.card));
    if (still) still.leaders.push(l);
    else if (!leaderRemoved(ctx, l)) leaderToCuria(ctx, l, !warLeaves);
  }
  w.leaders = [];
  for (const l of w.refuge ?? []) {
    if (s.forum.wars.some((x) => x !== w && (x.refuge ?? []).includes(l))) continue;
    s.discard.push(l);
    emit(ctx, 'leaderDiscarded', { leader: l, name: leaderDef(l).name });
  }
  w.refuge = [];
}

/** Matching multiplier: 2, 3 or 4 active wars of one set (imminent ones do not count). */
export function matchMultiplier(s: RepublicState, w: WarInPlay): number {
  if (w.status !== 'active') return 1;
  const n = sameSet(s, w.card).filter((x) => x.status === 'active').length;
  return Math.max(1, n);
}

/** Current land and naval strength with matching wars and leaders (1.07.332, 1.07.342). */
export function warStrength(s: RepublicState, w: WarInPlay): { land: number; naval: number; fleetSupport: number } {
  const def = warDef(w.card);
  const m = matchMultiplier(s, w);
  const bonus = leadersAiding(s, w).reduce((n, l) => n + (LEADERS.get(l)?.strength ?? 0), 0);
  // 2.02: provinces allied with the war add their strength (not multiplied).
  let land = def.land * m + bonus + (w.allies ?? []).reduce((n, a) => n + a.strength, 0);
  if (w.card === 'war:social' && s.forum.laws.includes('law:plautian-papirian')) land = Math.ceil(land / 2);
  const naval = w.navalVictory || def.naval === 0 ? 0 : def.naval * m + bonus;
  return { land, naval, fleetSupport: def.fleetSupport };
}

export function provinceExists(s: RepublicState, p: ProvinceId): boolean {
  return p in s.provinces;
}

function isRevoltNow(s: RepublicState, def: WarDef): boolean {
  if (def.alwaysRevolt) return true;
  if (def.revoltIfProvince && provinceExists(s, def.revoltIfProvince)) return true;
  return false;
}

export function activateWar(ctx: Ctx, w: WarInPlay, why: string): void {
  if (w.status === 'active') return;
  w.status = 'active';
  w.waiting = false;
  emit(ctx, 'warActivated', { war: w.card, name: cardName(w.card), why });
}

/** A war card arrives in the Forum (drawn, or shuffled back and drawn again). */
export function warArrives(ctx: Ctx, card: CardId): void {
  const s = ctx.s;
  const def = warDef(card);
  const w: WarInPlay = {
    card, status: 'inactive', unprosecuted: false, navalVictory: false, leaders: [], turn: s.turn,
    waiting: false, revolt: isRevoltNow(s, def), usedNumbers: [], fought: { land: false, naval: false },
  };
  const matching = def.set === null ? [] : s.forum.wars.filter((x) => warDef(x.card).set === def.set);
  s.forum.wars.push(w);
  if (matching.length > 0) {
    // 1.07.3321: imminent; an inactive matching war becomes active (the earliest, the rest imminent).
    w.status = 'imminent';
    const inactive = matching.filter((x) => x.status === 'inactive' && !x.waiting).sort((a, b) => warDef(a.card).setPos! - warDef(b.card).setPos!);
    if (inactive.length > 0) {
      activateWar(ctx, inactive[0], 'matched');
      for (const x of inactive.slice(1)) x.status = 'imminent';
    }
    emit(ctx, 'warImminent', { war: card, name: def.name });
  } else if (def.start === 'active') {
    w.status = 'active';
    emit(ctx, 'warActive', { war: card, name: def.name });
  } else if (def.start === 'conditional') {
    if (def.waitsFor.every((p) => provinceExists(s, p))) {
      w.status = 'active';
      emit(ctx, 'warActive', { war: card, name: def.name });
    } else {
      w.waiting = true;
      emit(ctx, 'warWaiting', { war: card, name: def.name, provinces: def.waitsFor });
    }
  } else {
    emit(ctx, 'warInactive', { war: card, name: def.name });
  }
  // A concession the war destroys goes to the Curia (wars.json destroysConcession).
  if (def.destroysConcession) destroyConcession(ctx, def.destroysConcession, card);
  // A matching leader waiting in the Curia comes back with it and activates it (1.07.341).
  for (const l of [...s.curia.leaders]) {
    const ld = leaderDef(l);
    if (!leaderMatches(ld, card) || w.status === 'imminent') continue;
    if (ld.waitsForProvinces && w.waiting) continue;
    s.curia.leaders.splice(s.curia.leaders.indexOf(l), 1);
    w.leaders.push(l);
    activateWar(ctx, w, 'leader');
  }
  if (def.activatesSets) {
    // Social War: every inactive war of a matching set becomes active (imminent rules still apply).
    const bySet = new Map<string, WarInPlay[]>();
    for (const x of s.forum.wars) {
      const set = warDef(x.card).set;
      if (set && x.status === 'inactive' && !x.waiting) bySet.set(set, [...(bySet.get(set) ?? []), x]);
    }
    for (const list of bySet.values()) {
      list.sort((a, b) => warDef(a.card).setPos! - warDef(b.card).setPos!);
      activateWar(ctx, list[0], 'socialWar');
      for (const x of list.slice(1)) x.status = 'imminent';
    }
  }
  runEventHook(ctx, 'warDrawn', { war: card });
  if (w.status === 'active') runEventHook(ctx, 'activeWarDrawn', { war: card });
}

/** A leader card is drawn (1.07.341): onto a matching active or inactive war (activating it), else to the Curia. */
export function leaderArrives(ctx: Ctx, card: CardId): void {
  const s = ctx.s;
  const ld = leaderDef(card);
  const targets = s.forum.wars
    .filter((w) => w.status !== 'imminent' && leaderMatches(ld, w.card) && !(ld.waitsForProvinces && w.waiting))
    .sort((a, b) => (a.status === 'active' ? 0 : 1) - (b.status === 'active' ? 0 : 1) || (warDef(a.card).setPos ?? 0) - (warDef(b.card).setPos ?? 0));
  if (targets.length === 0) {
    if (leaderToCuria(ctx, card)) emit(ctx, 'leaderToCuria', { leader: card, name: ld.name });
    return;
  }
  targets[0].leaders.push(card);
  emit(ctx, 'leaderJoins', { leader: card, name: ld.name, war: targets[0].card });
  activateWar(ctx, targets[0], 'leader');
}

/** A concession is destroyed (1.07.321): from its holder or the Forum to the Curia. */
export function destroyConcession(ctx: Ctx, card: CardId, why: string): void {
  const s = ctx.s;
  let found = false;
  for (const x of allSenators(s)) {
    const i = x.concessions.findIndex((c) => c.card === card);
    if (i >= 0) { x.concessions.splice(i, 1); found = true; }
  }
  const f = s.forum.concessions.indexOf(card);
  if (f >= 0) { s.forum.concessions.splice(f, 1); found = true; }
  if (found) {
    s.curia.concessions.push(card);
    emit(ctx, 'concessionDestroyed', { concession: card, name: CONCESSIONS.get(card)!.name, why });
  }
}

/** Creates a province in the Forum, without a governor (1.09.5). */
export function createProvince(ctx: Ctx, id: ProvinceId, developed: boolean): void {
  const s = ctx.s;
  if (s.provinces[id]) {
    if (developed && !s.provinces[id].developed) s.provinces[id].developed = true;
    return;
  }
  s.provinces[id] = { id, developed, governor: null, term: 0, electedTurn: null, blockedTurn: null };
  emit(ctx, 'provinceCreated', { province: id, name: PROVINCES.get(id)!.name });
}

/**
 * Removes a war from the Forum after a Victory (or peace): provinces it
 * creates, its leaders to the Curia, captives of it die, commanders and forces
 * on it go home, and the set's earlier wars turn into revolts if it was the
 * last of its set (1.07.333, 1.10.4, 1.10.71).
 */
export function defeatWar(ctx: Ctx, card: CardId, how: 'victory' | 'peace'): void {
  const s = ctx.s;
  const w = findWar(s, card);
  if (!w) return;
  const def = warDef(card);
  s.forum.wars.splice(s.forum.wars.indexOf(w), 1);
  releaseLeaders(ctx, w, true);
  const province = revoltProvince(card);
  if (province !== null) {
    // A province revolt has no card: the province comes back to the Forum undeveloped, without a governor.
    for (const x of allSenators(s)) if (x.where.kind === 'captive' && x.where.war === card) killSenator(ctx, x.id, 'captiveWarEnded');
    createProvince(ctx, province, false);
    emit(ctx, 'warEnded', { war: card, name: def.name, how });
    return;
  }
  s.discard.push(card);
  // 1.07.344: a leader already waiting in the Curia whose last matching war this was leaves the game.
  curiaLeadersLeave(ctx);
  // 2.02: provinces allied with it come back to the Forum undeveloped, without forces.
  for (const a of w.allies ?? []) createProvince(ctx, a.province, false);
  for (const x of allSenators(s)) if (x.where.kind === 'captive' && x.where.war === card) killSenator(ctx, x.id, 'captiveWarEnded');
  if (def.createsWhen === 'victory') for (const p of def.creates) createProvince(ctx, p, def.createsDeveloped.includes(p));
  if (def.createsWhen === 'setDefeated' && sameSet(s, card).length === 0) for (const p of def.creates) createProvince(ctx, p, false);
  for (const p of def.developsExisting ?? []) if (s.provinces[p]) s.provinces[p].developed = true;
  if (def.set && def.setPos === WAR_SETS[def.set]) for (const x of sameSet(s, card)) x.revolt = true;
  emit(ctx, 'warEnded', { war: card, name: def.name, how });
}

/**
 * A province revolts (Internal Disorder, Pretender Emerges): it leaves play and
 * becomes an active revolt in the Forum. Its governor and garrison have been
 * dealt with by the caller.
 */
export function provinceRevolts(ctx: Ctx, id: ProvinceId): void {
  const s = ctx.s;
  const card = `${PROVINCE_REVOLT_PREFIX}${id}`;
  for (const l of s.legions) if (l.at === `garrison:${id}`) l.at = 'active';
  delete s.provinces[id];
  s.forum.wars.push({
    card, status: 'active', unprosecuted: false, navalVictory: false, leaders: [], turn: s.turn,
    waiting: false, revolt: true, usedNumbers: [], fought: { land: false, naval: false },
  });
  emit(ctx, 'provinceRevolts', { province: id, war: card, name: PROVINCE_REVOLTS.get(card)!.name });
}

/** 1.05.1: at the start of a turn one imminent war of each set becomes active, in set order. */
export function activateImminent(ctx: Ctx): void {
  const s = ctx.s;
  const sets = new Set(s.forum.wars.filter((w) => w.status === 'imminent').map((w) => warDef(w.card).set));
  for (const set of sets) {
    if (set === null) continue;
    const first = s.forum.wars
      .filter((w) => warDef(w.card).set === set && w.status === 'imminent')
      .sort((a, b) => warDef(a.card).setPos! - warDef(b.card).setPos!)[0];
    if (first) activateWar(ctx, first, 'imminent');
  }
}

/** Drought effects in play (1.08.12): drought events plus drought wars, active or not. */
export function droughtWars(s: RepublicState): number {
  return s.forum.wars.filter((w) => warDef(w.card).drought).length;
}

/** Whether a war counts as a revolt (no spoils, 1.07.333). */
export function isRevolt(s: RepublicState, w: WarInPlay): boolean {
  return w.revolt || warDef(w.card).alwaysRevolt;
}
