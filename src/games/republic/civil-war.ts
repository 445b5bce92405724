/**
 * Revolt and civil war (1.11.3-1.11.37) in the basic game.
 *
 * In the Revolution Phase each commander who won a land Victory this turn
 * (HRAO clockwise) may test his legions' loyalty (1.11.31: 1d6 per legion,
 * +1 per talent pre-paid, at least 5 / 4 / 3 by era; veterans loyal to him
 * follow without a roll) and then revolt or lay down his command. The first
 * to revolt is the Primary Rebel, "marching on Rome": his loyal legions (and
 * every veteran loyal to him, 1.11.34) are his; his fleets return to the
 * Senate; he loses his office, knights and concessions (1.11.33). He counts
 * as an active war (1.12.1).
 *
 * The Senate sends armies against him as against a war whose card id is
 * REBEL_WAR. Each Combat Phase he must be attacked, or he wins (1.11.36). The
 * civil-war battle (1.11.37): Senate legions + MIL against his legions + MIL
 * on the Combat Results Table; both sides lose the CRT legions except the
 * rebel on a Senate Defeat; no disaster or standoff numbers. Senate Victory:
 * he dies, his legions return, unrest -1, the commander gains half the rebel
 * strength. Senate Defeat: the commander dies and the rebel wins. His death at
 * any time ends the revolt.
 *
 * Secondary rebels (1.11.32): the rebel's faction names which of its other
 * senators join him (governors keep their provinces, their garrisons leave
 * play; the others leave Rome); they lose what a rebel loses, their talents
 * pay his upkeep after his own, and they die when the revolt ends.
 *
 * Several declarations: the one standing once every victor has decided is
 * carried out; a later one must be strictly stronger. Proscription is offered
 * after a Senate Victory (./cards/proscription.ts).
 * A rebel who has won plays the Rebel End Game (./rebel-end-game.ts).
 */
import { dropLegateProvinces, governedBy, ruledByLegate } from './cards/vatinian';
import { z } from 'zod';
import type { Ctx } from './ctx';
import { d6, dice, drawChits, emit, sum } from './ctx';
import { K, TABLES, tableRow } from './data';
import { need, REPUBLIC_ERRORS } from './errors';
import { omens } from './events/registry';
import { BANK, move, senatorAcct } from './money';
import { army, armyPlace, battleMil, fleetsAt, legionsAt, legionStrength, nominalMil, recallArmy, toPool } from './military';
import { push, registerAction, registerDecision } from './registry';
import { manilianMove, manilianTargets } from './cards/law-effects';
import { addInfluence, addPopularity, killSenator, onDeath } from './senators';
import { rebelEndGame } from './rebel-end-game';
import { disband, disbandable } from './disbandment';
import { leaveOffice, losePriesthood } from './phases/senate/proposals/pontifex';
import { offerProscription } from './cards/proscription';
import { noteCivilStalemate } from './rebel-reinforcements';
import { takeLandLosses } from './provincial-wars';
import { governorDeclarationStrength, marchingArmiesStrength, marchingProvince, mayJoin, primaryRebel, primaryRebelPlace, provinceDefence, rebelAtHome, rebelGarrison, rebelGovernorsRule, rebelProvinceTarget, rebelVeteransBonus } from './revolt-state';
import type { Army, CombatState, DecisionBase, Legion, ProvinceId, RepublicAction, RepublicState, SenatorId, Senator } from './types';

export type DeclaredRevolt = NonNullable<CombatState['declared']>;

/** The war id Senate armies use against the Primary Rebel. */
export const REBEL_WAR = 'rebel';

export interface CivilWarDecision extends DecisionBase { kind: 'civilWar'; senator: SenatorId; army: number }
export interface RevoltDecision extends DecisionBase { kind: 'revolt'; senator: SenatorId; army: number; loyal: number[]; /** 2.03: fleets that passed their loyalty roll. */ loyalFleets?: number[] }
export interface TestLoyaltyAction { type: 'testLoyalty'; prepay: number; /** 2.03: dice for his fleets too (else they return to the Senate). */ fleets?: boolean }
export interface LayDownAction { type: 'layDown'; /** 2.04: veterans of his disbanded to the Bank. */ disband?: number[] }
export interface RevoltAction { type: 'revolt' }
export interface ManilianAction { type: 'manilian'; war: string }
export interface SecondaryRebelsDecision extends DecisionBase { kind: 'secondaryRebels'; rebel: SenatorId; dictator: boolean }
export interface JoinRebelAction {
  type: 'joinRebel'; senators: SenatorId[];
  /**
   * 2.03 with the Vatinian Law: for a joiner in Rome who rules provinces through Legates, the one he goes to and
   * keeps (ruling "1.11.32 rebels keep their provinces").
   */
  keep?: Record<SenatorId, ProvinceId>;
}

declare module './types' {
  interface DecisionMap { civilWar: CivilWarDecision; revolt: RevoltDecision; secondaryRebels: SecondaryRebelsDecision }
  interface ActionMap { testLoyalty: TestLoyaltyAction; layDown: LayDownAction; revolt: RevoltAction; manilian: ManilianAction; joinRebel: JoinRebelAction }
}

registerAction('joinRebel', z.object({
  type: z.literal('joinRebel'), senators: z.array(z.string().min(1).max(8)).max(40),
  keep: z.record(z.string().min(1).max(8), z.string().min(1).max(40)).optional(),
}));

registerAction('testLoyalty', z.object({ type: z.literal('testLoyalty'), prepay: z.number().int().min(0).max(25), fleets: z.boolean().optional() }));
registerAction('layDown', z.object({ type: z.literal('layDown'), disband: z.array(z.number().int().min(1).max(25)).max(25).optional() }));
registerAction('revolt', z.object({ type: z.literal('revolt') }));
registerAction('manilian', z.object({ type: z.literal('manilian'), war: z.string().max(60) }));

export { mayJoin, primaryRebel };

/**
 * The rebel's land strength (1.11.37): his legions (veterans double) plus his MIL and, when he was the
 * Dictator, the MIL of his Master of Horse who joined him, together capped at the legions; a governor who
 * marched brings his province's provincial armies too (2.03.7), and the cap is his whole army.
 */
export function rebelStrength(s: RepublicState, mil?: number): number {
  const r = primaryRebel(s);
  if (!r) return 0;
  // 2.03: a rebel governor at home defends his province.
  const home = rebelAtHome(s);
  if (home) { const d = provinceDefence(s, home.province); return d.land + d.mil; }
  const force = legionStrength(legionsAt(s, 'rebel')) + marchingArmiesStrength(s);
  return force + Math.min(force, (mil ?? r.mil) + rebelMasterOfHorseMil(s));
}

/** MIL of the rebel Dictator's former Master of Horse, a secondary rebel with him (1.11.37). */
export function rebelMasterOfHorseMil(s: RepublicState): number {
  return secondaryRebels(s).filter((y) => y.rebelMasterOfHorse && y.where.kind === 'rebel').reduce((n, y) => n + y.mil, 0);
}

/**
 * Veterans of a civil-war land battle (1.10.5 as in 1.07A): one plain surviving legion of each side in a
 * Stalemate, the Senate's on a Senate Victory, the rebel's on a Senate Defeat; loyal to their commander.
 */
export function civilWarVeterans(s: RepublicState, result: string, senate: Legion[], senateCmd: SenatorId | undefined, rebel: Legion[], rebelId: SenatorId): void {
  const make = (ls: Legion[], to: SenatorId | undefined) => {
    const l = ls.find((x) => !x.veteran && x.at !== 'pool');
    if (l && to && s.senators[to]) { l.veteran = true; l.allegiance = to; }
  };
  if (result !== 'defeat') make(senate, senateCmd);
  if (result !== 'victory') make(rebel, rebelId);
}

/** Can this victor still revolt? Only one revolt at a time; a Consul for Life cannot rebel (1.09.823). */
function mayRevolt(s: RepublicState, id: SenatorId, armyId: number): boolean {
  const x = s.senators[id];
  const a = army(s, armyId);
  return !!x && !!a && a.commander === id && !primaryRebel(s) && s.consulForLife !== id && legionsAt(s, armyPlace(armyId)).length > 0;
}

/** Revolution Phase, 1.11.3: asks each victor in turn (called with the seats' order). */
export function askVictors(ctx: Ctx, victors: SenatorId[]): void {
  const s = ctx.s;
  for (const id of [...victors].reverse()) {
    const x = s.senators[id];
    const a = x ? s.armies.find((y) => y.commander === id) : undefined;
    if (!x || !a || x.faction === null) continue;
    push(ctx, { kind: 'civilWar', seat: x.faction, senator: id, army: a.id });
  }
}

registerDecision({
  kind: 'civilWar',
  legal(s, d) {
    const out: RepublicAction[] = [{ type: 'layDown' }];
    const vets = disbandable(s, d.senator, d.army);
    if (vets.length > 0) out.push({ type: 'layDown', disband: vets.map((l) => l.id) });
    for (const war of manilianTargets(s, d.army).slice(0, 4)) out.push({ type: 'manilian', war });
    if (!mayRevolt(s, d.senator, d.army)) return out;
    const x = s.senators[d.senator];
    out.push({ type: 'testLoyalty', prepay: 0 });
    const most = Math.min(x.talents, legionsAt(s, armyPlace(d.army)).length);
    if (most > 0) out.push({ type: 'testLoyalty', prepay: most });
    // 2.03: under Rebel Governors he may dice for his fleets too.
    if (rebelGovernorsRule(s) && fleetsAt(s, armyPlace(d.army)).length > 0) out.push({ type: 'testLoyalty', prepay: 0, fleets: true });
    return out;
  },
  resolve(ctx, d, a) {
    const s = ctx.s;
    if (a.type === 'layDown') {
      disband(ctx, d.senator, d.army, a.disband ?? []);
      recallArmy(ctx, d.army, 'laysDownCommand');
      return;
    }
    if (a.type === 'manilian') {
      manilianMove(ctx, d.army, a.war);
      return;
    }
    need(a.type === 'testLoyalty', REPUBLIC_ERRORS.wrongDecision, 'lay down your command or test your legions\' loyalty');
    need(mayRevolt(s, d.senator, d.army), REPUBLIC_ERRORS.notAllowed, 'he cannot revolt now');
    const x = s.senators[d.senator];
    const legions = legionsAt(s, armyPlace(d.army));
    need(a.prepay <= Math.min(x.talents, legions.length), REPUBLIC_ERRORS.cannotAfford, 'at most 1T per legion, from his own treasury');
    move(s, senatorAcct(x.id), BANK, a.prepay);
    const need_ = TABLES.legionLoyalty[s.era];
    const loyal: number[] = [];
    const rolls: number[] = [];
    let paid = a.prepay;
    for (const l of legions) {
      if (l.veteran && l.allegiance === x.id) { loyal.push(l.id); continue; }
      const bonus = paid > 0 ? 1 : 0;
      paid -= bonus;
      const r = d6(ctx);
      rolls.push(r);
      if (r + bonus >= need_) loyal.push(l.id);
    }
    const loyalFleets: number[] = [];
    const fleetRolls: number[] = [];
    if (a.fleets) {
      need(rebelGovernorsRule(s), REPUBLIC_ERRORS.notAllowed, 'fleets are diced for only under Rebel Governors (2.03)');
      for (const f of fleetsAt(s, armyPlace(d.army))) {
        const r = d6(ctx);
        fleetRolls.push(r);
        if (r >= need_) loyalFleets.push(f.id);
      }
    }
    emit(ctx, 'legionLoyalty', { senator: x.id, rolls, loyal: loyal.length, of: legions.length, needed: need_, ...(a.fleets ? { fleetRolls, loyalFleets: loyalFleets.length } : {}) });
    push(ctx, { kind: 'revolt', seat: d.seat, senator: d.senator, army: d.army, loyal, ...(a.fleets ? { loyalFleets } : {}) });
  },
});

registerDecision({
  kind: 'revolt',
  legal(s, d) {
    const vets = disbandable(s, d.senator, d.army);
    const out: RepublicAction[] = [{ type: 'layDown' }];
    if (outbids(s, d.senator, d.army, d.loyal, d.loyalFleets)) out.push({ type: 'revolt' });
    if (vets.length > 0) out.push({ type: 'layDown', disband: vets.map((l) => l.id) });
    return out;
  },
  resolve(ctx, d, a) {
    const s = ctx.s;
    if (a.type === 'layDown') {
      disband(ctx, d.senator, d.army, a.disband ?? []);
      recallArmy(ctx, d.army, 'laysDownCommand');
      return;
    }
    need(a.type === 'revolt', REPUBLIC_ERRORS.wrongDecision, 'revolt or lay down your command');
    need(mayRevolt(s, d.senator, d.army), REPUBLIC_ERRORS.notAllowed, 'he cannot revolt now');
    need(outbids(s, d.senator, d.army, d.loyal, d.loyalFleets), REPUBLIC_ERRORS.notAllowed, 'a revolt was declared with a force at least as strong (1.11.3)');
    if (!s.combat) {
      declareRevolt(ctx, d.senator, d.army, d.loyal, d.loyalFleets);
      return;
    }
    // 1.11.3: the declaration waits until every victor has decided; a stronger later one replaces it.
    const before = s.combat.declared;
    if (before) {
      emit(ctx, 'revoltReplaced', { senator: before.senator, by: d.senator });
      if (before.province === undefined) recallArmy(ctx, before.army, 'laysDownCommand');
    }
    s.combat.declared = { senator: d.senator, army: d.army, loyal: d.loyal, ...(d.loyalFleets ? { fleets: d.loyalFleets } : {}) };
    emit(ctx, 'revoltDeclared', { senator: d.senator, faction: d.seat, strength: declarationStrength(s, d.senator, d.army, d.loyal, d.loyalFleets) });
  },
});

/**
 * Strength of a declared revolt for choosing the Primary Rebel (1.11.3): the
 * legions that would follow him (those that passed the loyalty test and his
 * loyal veterans anywhere but the pool and the Bank; veterans count 2) plus his
 * MIL, capped at the legions, as in the civil-war battle; under 2.03, +1 per fleet that passed its roll.
 */
export function declarationStrength(s: RepublicState, id: SenatorId, armyId: number, loyal: number[], fleets: number[] = []): number {
  const x = s.senators[id];
  if (!x) return 0;
  const place = armyPlace(armyId);
  const ls = s.legions.filter((l) => (l.at === place && loyal.includes(l.id))
    || (l.at !== place && l.veteran && l.allegiance === id && l.at !== 'pool' && l.at !== 'disbanded' && l.at !== 'rebel'));
  const force = legionStrength(ls);
  return force + Math.min(force, nominalMil(x)) + fleets.length + rebelVeteransBonus(s, id, ls);
}

/** Strength of the revolt declared so far: a victor's (1.11.3) or a governor's (2.03). */
export function declaredStrength(s: RepublicState, d: DeclaredRevolt): number {
  return d.province === undefined ? declarationStrength(s, d.senator, d.army, d.loyal, d.fleets) : governorDeclarationStrength(s, d.senator, d.province);
}

/** May this victor's revolt stand: no revolt declared yet this phase, or his is stronger (ties: the earlier stands). */
function outbids(s: RepublicState, id: SenatorId, armyId: number, loyal: number[], fleets?: number[]): boolean {
  const before = s.combat?.declared;
  if (!before || before.senator === id) return true;
  if (!s.senators[before.senator] || (before.province === undefined && !army(s, before.army))) return true;
  return declarationStrength(s, id, armyId, loyal, fleets) > declaredStrength(s, before);
}

/** Revolution Phase, after every victor has decided: the declared revolt happens (1.11.3). */
export function carryOutDeclaration(ctx: Ctx): boolean {
  const s = ctx.s;
  const d = s.combat?.declared;
  if (!d) return false;
  delete s.combat!.declared;
  // A governor's declaration (2.03) is carried out by rebel-governors.ts.
  if (d.province !== undefined) return false;
  if (!mayRevolt(s, d.senator, d.army)) return false;
  declareRevolt(ctx, d.senator, d.army, d.loyal, d.fleets);
  return true;
}

/** The Primary Rebel marches on Rome (1.11.3, 1.11.31-1.11.34). */
export function declareRevolt(ctx: Ctx, id: SenatorId, armyId: number, loyal: number[], loyalFleets: number[] = []): void {
  const s = ctx.s;
  const x = s.senators[id];
  const a = army(s, armyId)!;
  const dictator = x.office === 'dictator';
  for (const l of legionsAt(s, armyPlace(a.id))) l.at = loyal.includes(l.id) ? 'rebel' : 'active';
  // His fleets return to the Senate, but under 2.03 those that passed their loyalty roll follow him.
  for (const f of fleetsAt(s, armyPlace(a.id))) f.at = loyalFleets.includes(f.id) ? 'rebel' : 'active';
  // 1.11.34: veterans loyal to him anywhere join him.
  for (const l of s.legions) if (l.veteran && l.allegiance === id && l.at !== 'pool' && l.at !== 'disbanded') l.at = 'rebel';
  // The Master of Horse goes back to Rome; he may then join as a secondary rebel (1.11.32).
  const moh = a.masterOfHorse ? s.senators[a.masterOfHorse] : undefined;
  if (moh) moh.where = { kind: 'rome' };
  s.armies.splice(s.armies.indexOf(a), 1);
  // He keeps his governorships, all of them in the basic game, none under 2.03 (he is in no province: 1.13.1).
  keepProvinces(ctx, x);
  // 1.11.33: offices, concessions and knights are lost (and a priesthood, 2.01).
  losePriesthood(x);
  x.rebel = 'primary';
  x.where = { kind: 'rebel' };
  leaveOffice(x);
  for (const c of x.concessions) s.forum.concessions.push(c.card);
  x.concessions = [];
  x.knights = 0;
  emit(ctx, 'revolt', { senator: id, faction: x.faction, legions: legionsAt(s, 'rebel').length });
  if (legionsAt(s, 'rebel').length === 0) {
    emit(ctx, 'revoltCollapses', { senator: id });
    killSenator(ctx, id, 'revoltFailed');
    return;
  }
  if (x.faction !== null && mayJoin(s, id, dictator).length > 0) push(ctx, { kind: 'secondaryRebels', seat: x.faction, rebel: id, dictator });
}

registerDecision({
  kind: 'secondaryRebels',
  legal(s, d) {
    const ids = mayJoin(s, d.rebel, d.dictator).map((y) => y.id);
    const out: RepublicAction[] = [{ type: 'joinRebel', senators: [] }];
    // A governor in Rome ruling through Legates names the province he keeps (2.03): the first one when all join.
    const choices = new Map(ids.map((id) => [id, legateChoices(s, id)]));
    const firsts = Object.fromEntries([...choices].filter(([, ps]) => ps.length > 0).map(([id, ps]) => [id, ps[0]]));
    if (ids.length > 1) out.push({ type: 'joinRebel', senators: ids, ...(Object.keys(firsts).length > 0 ? { keep: firsts } : {}) });
    for (const id of ids) {
      const ps = choices.get(id)!;
      if (ps.length === 0) out.push({ type: 'joinRebel', senators: [id] });
      for (const p of ps) out.push({ type: 'joinRebel', senators: [id], keep: { [id]: p } });
    }
    return out;
  },
  resolve(ctx, d, a) {
    const s = ctx.s;
    need(a.type === 'joinRebel', REPUBLIC_ERRORS.wrongDecision, 'name the senators who join the rebel (none: all stay loyal)');
    const ok = new Set(mayJoin(s, d.rebel, d.dictator).map((y) => y.id));
    need(new Set(a.senators).size === a.senators.length && a.senators.every((id) => ok.has(id)), REPUBLIC_ERRORS.badTarget, 'only your senators in Rome, governing a province or commanding an army may join');
    const keep = a.keep ?? {};
    for (const [id, p] of Object.entries(keep)) {
      need(a.senators.includes(id) && legateChoices(s, id).includes(p), REPUBLIC_ERRORS.badTarget,
        'only a joiner in Rome ruling provinces through Legates names the one he keeps, and only under Rebel Governors (2.03)');
    }
    for (const id of a.senators) {
      need(legateChoices(s, id).length === 0 || keep[id] !== undefined, REPUBLIC_ERRORS.badTarget,
        'a governor in Rome who joins names the province he goes to and keeps (1.13.1)');
    }
    if (!primaryRebel(s)) return;
    for (const id of a.senators) joinRebel(ctx, s.senators[id], keep[id]);
    emit(ctx, 'secondaryRebels', { rebel: d.rebel, senators: a.senators, ...(a.keep ? { keep: a.keep } : {}) });
  },
});

/**
 * Under 2.03 (1.13.1): the provinces a joiner in Rome rules through Legates, one of which he must name, go to
 * and keep. None in the basic game (he keeps them all) nor for a governor in one of his provinces (he keeps it).
 */
function legateChoices(s: RepublicState, id: SenatorId): ProvinceId[] {
  const y = s.senators[id];
  if (!y || !rebelGovernorsRule(s) || y.where.kind !== 'rome') return [];
  return governedBy(s, id).filter((p) => ruledByLegate(s, p)).map((p) => p.id);
}

/**
 * What a rebel keeps of his governorships (ruling "1.11.32 rebels keep their provinces"). Basic game: every
 * province he governs, in person or through a Legate (1.11.32-1.11.33: rebels lose every office but their
 * governorships), their garrisons out of play where they stand; his veterans there have gone to the Primary
 * Rebel already (1.11.34). Under 2.03 only the province he is in (1.13.1): a governor in Rome first goes to `stay`.
 */
function keepProvinces(ctx: Ctx, y: Senator, stay?: ProvinceId): void {
  const s = ctx.s;
  if (rebelGovernorsRule(s)) {
    if (stay !== undefined) y.where = { kind: 'governor', province: stay };
    dropLegateProvinces(ctx, y.id);
    return;
  }
  // The garrisons stay in their provinces, out of play (rebelHeldGarrison), until his death (onDeath below).
  for (const p of governedBy(s, y.id)) emit(ctx, 'garrisonOutOfPlay', { province: p.id, senator: y.id, legions: legionsAt(s, `garrison:${p.id}`).length });
}

onDeath({
  before(ctx, x) {
    // 1.11.371-1.11.372: a basic-game rebel governor's garrisons come back to the Senate's Active Forces with him
    // gone (under 2.03, rebel-governors.ts resets his province).
    if (x.rebel === null || rebelGovernorsRule(ctx.s)) return;
    for (const p of governedBy(ctx.s, x.id)) for (const l of ctx.s.legions) if (l.at === `garrison:${p.id}`) l.at = 'active';
  },
});

/** A secondary rebel (1.11.32-1.11.33): offices but governorships, concessions and knights go. */
function joinRebel(ctx: Ctx, y: Senator, stay?: ProvinceId): void {
  const s = ctx.s;
  y.rebel = 'secondary';
  losePriesthood(y);
  // 1.11.37: the rebel Dictator's Master of Horse adds his MIL to the rebel's.
  if (y.office === 'masterOfHorse') y.rebelMasterOfHorse = true;
  // Ruling: the Consul for Life cannot join (mayJoin); any other office is left vacant.
  leaveOffice(y);
  for (const c of y.concessions) s.forum.concessions.push(c.card);
  y.concessions = [];
  y.knights = 0;
  // Under 2.03 he keeps only the province he is in (or goes to), before his veterans move: those in its garrison stay.
  if (rebelGovernorsRule(s)) keepProvinces(ctx, y, stay);
  // 1.11.34: veterans loyal to any rebel join the Primary Rebel, from anywhere but the pool, the Bank and the
  // rebels' own forces (ruling "1.11.34 a secondary rebel's veterans": from his garrisons too in the basic game);
  // under 2.03 a rebel governor's go to him, into his province's garrison (1.11.34's exception, 2.03.22).
  const home = rebelGovernorsRule(s) && y.where.kind === 'governor' ? `garrison:${y.where.province}` as const : undefined;
  const to = home ?? primaryRebelPlace(s);
  if (to) {
    for (const l of s.legions) {
      if (!l.veteran || l.allegiance !== y.id || l.at === 'pool' || l.at === 'disbanded' || l.at === 'rebel' || rebelGarrison(s, l.at)) continue;
      l.at = to;
    }
  }
  // In the basic game he keeps every province, their garrisons out of play; under 2.03 they stay his.
  if (!rebelGovernorsRule(s)) keepProvinces(ctx, y);
  // A commander in the field brings nothing: his army goes back to the Senate (1.11.32; his veterans have gone
  // to the Primary Rebel above).
  const own = s.armies.find((a) => a.commander === y.id);
  if (own) recallArmy(ctx, own.id, 'joinsRebel');
  // A governor in his province stays there; anyone else leaves Rome (1.11.32), a Legate's governor too.
  if (y.where.kind !== 'governor') y.where = { kind: 'rebel' };
}

/** Secondary rebels, who die with the revolt (1.11.371-1.11.372). */
export function secondaryRebels(s: RepublicState): Senator[] {
  return Object.values(s.senators).filter((y) => y.rebel === 'secondary');
}

/** Senate armies sent against the rebel come home. */
export function recallRebelArmies(ctx: Ctx, war?: string): void {
  // Without `war`: every army against the revolt, the Primary Rebel and the provinces of secondary rebels (2.03).
  for (const a of [...ctx.s.armies]) if (war ? a.war === war : a.war === REBEL_WAR || a.war.startsWith('rebel:')) recallArmy(ctx, a.id, 'civilWarOver');
}

/** Strength a Senate force must match against a rebel target: the Primary Rebel, or a secondary rebel's province (2.03.8). */
export function rebelTargetStrength(s: RepublicState, war: string): number | null {
  if (war === REBEL_WAR) return rebelStrength(s);
  const t = rebelProvinceTarget(s, war);
  if (!t) return null;
  const d = provinceDefence(s, t.province);
  return d.land + d.mil;
}

onDeath({
  after(ctx, x) {
    if (x.rebel !== 'primary') return;
    // 1.11.372: his death ends the revolt; his forces return to the Senate; the secondary rebels die.
    for (const y of secondaryRebels(ctx.s)) killSenator(ctx, y.id, 'revoltEnded');
    for (const l of ctx.s.legions) if (l.at === 'rebel') l.at = 'active';
    for (const f of ctx.s.fleets) if (f.at === 'rebel') f.at = 'active';
    recallRebelArmies(ctx);
    emit(ctx, 'revoltEnds', { senator: x.id });
  },
});

/** 1.11.35: 2T per rebel unit (veterans loyal to him are free), from him then his faction; the rest go to the Senate. */
export function rebelMaintenance(ctx: Ctx): void {
  const s = ctx.s;
  const r = primaryRebel(s);
  if (!r) return;
  // Veterans loyal to him are free; under 2.03 so are a secondary rebel's veterans who reached him (2.03.6).
  const costly = legionsAt(s, 'rebel').filter((l) => !(l.veteran && l.allegiance !== null && (l.allegiance === r.id || s.senators[l.allegiance]?.rebel != null)));
  const per = K('rebelUpkeep');
  let kept = 0;
  // 1.11.32: the secondary rebels' talents are his to use, after his own and before his faction's.
  const payers = [r, ...secondaryRebels(s)];
  for (const l of costly) {
    const p = payers.find((y) => y.talents >= per);
    if (p) move(s, senatorAcct(p.id), BANK, per);
    else if (r.faction !== null && s.factions[r.faction].treasury >= per) move(s, { kind: 'faction', seat: r.faction }, BANK, per);
    else { l.at = 'active'; continue; }
    kept++;
  }
  const deserted = costly.length - kept;
  // 2.03: fleets that followed him are maintained like legions (after them); unpaid, they go to the Senate.
  for (const f of s.fleets.filter((y) => y.at === 'rebel')) {
    const p = payers.find((y) => y.talents >= per);
    if (p) move(s, senatorAcct(p.id), BANK, per);
    else if (r.faction !== null && s.factions[r.faction].treasury >= per) move(s, { kind: 'faction', seat: r.faction }, BANK, per);
    else { f.at = 'active'; continue; }
    kept++;
  }
  emit(ctx, 'rebelMaintenance', { senator: r.id, paid: kept * per, deserted });
  // A rebel governor at home keeps his province's base strength: only a marching rebel fails without legions.
  if (r.where.kind === 'rebel' && legionsAt(s, 'rebel').length === 0) killSenator(ctx, r.id, 'revoltFailed');
}

function randomLegions(ctx: Ctx, ls: Legion[], n: number): Legion[] {
  const pool = [...ls];
  const out: Legion[] = [];
  for (let i = 0; i < n && pool.length > 0; i++) out.push(ctx.rng.take(pool));
  return out;
}

/** 1.11.37: a Senate army attacks the Primary Rebel. */
export function civilBattle(ctx: Ctx, a: Army): void {
  const s = ctx.s;
  const r = primaryRebel(s);
  const cmd = a.commander ? s.senators[a.commander] : undefined;
  if (!r || !cmd) return;
  const legions = legionsAt(s, armyPlace(a.id));
  if (legions.length === 0) return;
  if (!s.turnFlags.notes.includes('rebelAttacked')) s.turnFlags.notes.push('rebelAttacked');
  const moh = a.masterOfHorse ? s.senators[a.masterOfHorse] : undefined;
  const force = legionStrength(legions);
  const mil = Math.min(force, battleMil(ctx, cmd) + (moh ? moh.mil : 0));
  const enemy = rebelStrength(s, battleMil(ctx, r));
  const roll = dice(ctx, 3);
  const total = sum(roll) + force + mil - enemy - omens(s);
  const row = tableRow(TABLES.combat, total);
  const result = row.result === 'victory' || row.result === 'defeat' ? row.result : 'stalemate';
  const lose = (v: number | 'all', have: number) => (v === 'all' ? have : Math.min(v, have));
  const senateLost = lose(row.legions, legions.length);
  const rebelLegions = legionsAt(s, 'rebel');
  // 2.03.7: a marching governor's provincial armies share his losses, as 2.02 takes them (army, army, legion).
  const marching = marchingProvince(s);
  const rebelUnits = rebelLegions.length + (marching?.armies ?? 0);
  const rebelLost = result === 'defeat' ? 0 : lose(row.legions, rebelUnits);
  if (result === 'stalemate') noteCivilStalemate(s);
  emit(ctx, 'civilBattle', { army: a.id, commander: cmd.id, rebel: r.id, dice: roll, force, mil, rebel_strength: enemy, total, result, senateLost, rebelLost });
  for (const l of randomLegions(ctx, legions, senateLost)) toPool(l);
  if (marching && (marching.armies ?? 0) > 0) takeLandLosses(ctx, marching, rebelLegions.length > 0, rebelLost, 'rebel');
  else for (const l of randomLegions(ctx, rebelLegions, rebelLost)) toPool(l);
  civilWarVeterans(s, result, legions, cmd.id, rebelLegions, r.id);
  addPopularity(cmd, -Math.floor(senateLost / 2));
  if (result === 'defeat') {
    // 1.11.373: the Senate commander and his Master of Horse die; the rebel has won.
    for (const id of [a.commander, a.masterOfHorse]) if (id && s.senators[id]) killSenator(ctx, id, 'civilWarDefeat');
    recallRebelArmies(ctx);
    const still = primaryRebel(s);
    if (still && still.faction !== null) rebelEndGame(ctx, still, true);
    return;
  }
  // Chits for the Senate's losses can hit either side (1.10.7); no capture in a civil war (ruling).
  if (senateLost > 0) {
    const drawn = drawChits(ctx, senateLost);
    emit(ctx, 'chits', { cause: 'civilWar', drawn });
    for (const id of [a.commander, a.masterOfHorse, r.id]) {
      const x = id ? s.senators[id] : undefined;
      if (x && drawn.includes(x.family)) killSenator(ctx, x.id, 'civilWar');
    }
  }
  const rebel = primaryRebel(s);
  if (result === 'victory') {
    s.unrest = Math.max(0, s.unrest + K('victoryUnrest'));
    const alive = a.commander ? s.senators[a.commander] : undefined;
    if (alive && rebel) {
      addInfluence(alive, Math.ceil(enemy / 2));
      addPopularity(alive, Math.ceil(enemy / 2));
    }
    if (rebel) killSenator(ctx, rebel.id, 'civilWarVictory');
    recallRebelArmies(ctx);
    offerProscription(ctx, alive?.id ?? '');
    return;
  }
  // A rebel left without legions fails, but that is no Victory for the commander (1.11.371).
  if (rebel && legionsAt(s, 'rebel').length === 0) killSenator(ctx, rebel.id, 'revoltFailed');
}

/**
 * 1.11.36, end of a Combat Phase: a rebel the Senate did not attack has won;
 * with four or more other active wars he plays the Rebel End Game (1.12.3).
 */
export function rebelUnopposed(ctx: Ctx): void {
  const s = ctx.s;
  const r = primaryRebel(s);
  // 2.03.6: a rebel governor who stayed home does not win by being left alone; unattacked, his revolt is an
  // unprosecuted war for the next Population Phase.
  const home = rebelAtHome(s);
  if (home) {
    if (s.turnFlags.notes.includes('rebelAttacked')) {
      delete home.province.unprosecuted;
    } else {
      home.province.unprosecuted = true;
      emit(ctx, 'unprosecuted', { war: REBEL_WAR, province: home.province.id });
    }
    return;
  }
  if (!r || r.faction === null || s.turnFlags.notes.includes('rebelAttacked')) return;
  rebelEndGame(ctx, r, true);
}
