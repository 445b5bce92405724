/**
 * Advanced rule 2.03, Rebel Governors (option `advanced.rebelGovernors`,
 * which needs 2.02 Provincial Wars).
 *
 * - Declaration (Revolution Phase, with the civil-war declarations): after
 *   the victorious commanders, each governor in his province is asked
 *   (`governorRevolt`, factions in HRAO-clockwise order): stay loyal, revolt
 *   and stay home, or revolt and march on Rome. A declaration is compared
 *   with the one standing by force: his MIL + garrison legions + his
 *   veterans anywhere (2 each) + provincial armies and fleets; a later
 *   declarer must be strictly stronger. Only the strongest becomes the
 *   Primary Rebel; his faction's other governors may join as secondary rebels
 *   (1.11.32), and with this rule they keep their garrisons and provincial
 *   forces.
 * - The province in revolt: ignored by the wars (no provincial battle, not
 *   attacked), immune to events, no development, no term; its spoils, State
 *   income and local taxes (what is positive) are the governor's personal
 *   revenue; the State pays no upkeep for its garrison.
 * - Maintenance (Revenue Phase, with the rebel's legions): 2T per point of
 *   the province's printed land strength, per provincial army and fleet and
 *   per garrison legion (veterans loyal to a rebel are free), from the rebel,
 *   the secondary rebels, then his faction. What cannot be paid: garrison
 *   legions go to the Senate's Active Forces first, then provincial armies,
 *   then fleets are lost; the base strength is never lost (he pays what he
 *   can for it).
 * - A Primary Rebel governor who marches takes his garrison legions, his
 *   veterans and his provincial armies (the civil war of 1.11.36-1.11.37 as
 *   for a commander; the armies full beside a legion, half without, still
 *   counted on the province card: marchingProvince in revolt-state.ts); the
 *   province keeps its base strength and fleets, stays in revolt and pays
 *   him. One who stays home cannot win by battle nor by being left alone,
 *   only by bankruptcy or a People Revolt (Rebel End Game); his revolt costs
 *   the State 20T a turn and counts toward the four wars, and a Combat Phase
 *   in which the Senate does not attack him makes it an unprosecuted war
 *   (+1 unrest in the next Population Phase).
 * - The Senate attacks the rebel at home with an army sent against the rebel:
 *   a naval battle first while his fleet strength (naval base + fleets + his
 *   MIL there, v1.07B) exceeds the undeveloped side's land base, unless the
 *   province builds no fleets or a Naval Victory was won there;
 *   then the land battle against base land + garrison legions + provincial
 *   armies (half without a garrison legion) + the governor's MIL (capped at
 *   that force). Without fleets at least equal to the province's fleet
 *   strength a Victory is a Stalemate. Losses as in the civil war (none for
 *   the rebel on a Senate Defeat), taken by the province as in 2.02.
 *   Victory: the rebel dies, unrest -1, the commander gains half the
 *   province's strength. Defeat: the commander and Master of Horse die and the
 *   Senate's armies come home; the rebel does not win.
 * - A rebel governor's death (in battle, by a chit, or as a secondary rebel
 *   when the revolt ends) sends his province to the Forum undeveloped with
 *   no provincial forces; its surviving garrison goes to the Active Forces.
 *
 * - A secondary rebel governor's province may be attacked the same way
 *   (war id `rebel:<province>`): a Senate Victory kills him and sends his
 *   province to the Forum; the revolt goes on.
 *
 * Reinforcements from secondary rebel governors and their naval interception
 * (2.03.7x) are in ./rebel-reinforcements.ts; a rebel at home who marches in a
 * later turn (2.03.8) in ./rebel-march.ts.
 *
 * - Under the Vatinian Law a governor in Rome who rules provinces through
 *   Legates is asked once for each of them; revolting, he goes to that
 *   province (his MIL counts there) and keeps only it, the others going back
 *   to the Forum (1.13.1; ruling "2.03 revolting through a Legate").
 */
import { z } from 'zod';
import type { Ctx } from './ctx';
import { dice, drawChits, emit, rollExpr, sum } from './ctx';
import { K, TABLES, tableRow } from './data';
import { need, REPUBLIC_ERRORS } from './errors';
import { omens } from './events/registry';
import { BANK, factionAcct, move, senatorAcct } from './money';
import { armyPlace, battleMil, fleetsAt, legionsAt, legionStrength, recallArmy, toPool } from './military';
import { push, registerAction, registerDecision } from './registry';
import { addInfluence, addPopularity, killSenator, onDeath } from './senators';
import { dropLegateProvinces } from './cards/vatinian';
import { leaveOffice, losePriesthood } from './phases/senate/proposals/pontifex';
import { offerProscription } from './cards/proscription';
import { takeLandLosses } from './provincial-wars';
import { askAboutReleased, rebelUnits } from './released-units';
import { noteCivilStalemate, shieldedByReinforcements } from './rebel-reinforcements';
import { carryOutDeclaration, civilBattle, civilWarVeterans, declaredStrength, mayJoin, rebelMaintenance, recallRebelArmies, secondaryRebels } from './civil-war';
import {
  followers, governorDeclarationStrength, governorRevoltProvinces, inRevolt, mayGovernorRevolt, navalBattleFirst, primaryRebel, printed, provinceDefence, provincesInRevolt,
  rebelAtHome, rebelGovernorsRule, rebelProvinceTarget, rebelProvinceWar,
} from './revolt-state';
import type { Army, DecisionBase, ProvinceId, ProvinceState, RepublicAction, RepublicState, Seat, Senator, SenatorId } from './types';

export { governorDeclarationStrength, inRevolt, provinceDefence, rebelAtHome, rebelGarrison } from './revolt-state';
import { rebelGarrison } from './revolt-state';

export interface GovernorRevoltDecision extends DecisionBase { kind: 'governorRevolt'; senator: SenatorId; province: ProvinceId }
export interface GovernorRevoltAction { type: 'governorRevolt'; march: boolean }

declare module './types' {
  interface DecisionMap { governorRevolt: GovernorRevoltDecision }
  interface ActionMap { governorRevolt: GovernorRevoltAction }
}

registerAction('governorRevolt', z.object({ type: z.literal('governorRevolt'), march: z.boolean() }));









/** Revolution Phase: every governor who may revolt is asked, factions in `order` (HRAO clockwise). */
export function askGovernors(ctx: Ctx, order: Seat[]): void {
  const s = ctx.s;
  if (!rebelGovernorsRule(s) || primaryRebel(s)) return;
  const asks: { seat: Seat; senator: SenatorId; province: ProvinceId }[] = [];
  for (const seat of order) {
    const mine = Object.values(s.senators).filter((x) => x.faction === seat).sort((a, b) => a.id.localeCompare(b.id));
    for (const x of mine) {
      for (const p of governorRevoltProvinces(s, x.id)) asks.push({ seat, senator: x.id, province: p.id });
    }
  }
  for (const a of asks.reverse()) push(ctx, { kind: 'governorRevolt', ...a });
}

registerDecision({
  kind: 'governorRevolt',
  legal(s, d) {
    // Staying loyal first: the AI's and the Neutrals' default answer.
    const out: RepublicAction[] = [{ type: 'done' }];
    const p = mayGovernorRevolt(s, d.senator, d.province);
    if (!p || !outbids(s, d)) return out;
    out.push({ type: 'governorRevolt', march: false });
    if (followers(s, d.senator, p.id).length > 0) out.push({ type: 'governorRevolt', march: true });
    return out;
  },
  resolve(ctx, d, a) {
    const s = ctx.s;
    if (a.type === 'done') return;
    need(a.type === 'governorRevolt', REPUBLIC_ERRORS.wrongDecision, 'revolt or stay loyal');
    need(!!mayGovernorRevolt(s, d.senator, d.province), REPUBLIC_ERRORS.notAllowed, 'he cannot revolt now');
    need(!a.march || followers(s, d.senator, d.province).length > 0, REPUBLIC_ERRORS.notAllowed, 'he has no legion to march with');
    need(outbids(s, d), REPUBLIC_ERRORS.notAllowed, 'a revolt was declared with a force at least as strong (1.11.3)');
    if (!s.combat) {
      declareGovernorRevolt(ctx, d.senator, d.province, a.march);
      return;
    }
    const before = s.combat.declared;
    if (before) {
      emit(ctx, 'revoltReplaced', { senator: before.senator, by: d.senator });
      if (before.province === undefined) recallArmy(ctx, before.army, 'laysDownCommand');
    }
    s.combat.declared = { senator: d.senator, army: -1, loyal: [], province: d.province, march: a.march };
    emit(ctx, 'revoltDeclared', { senator: d.senator, faction: d.seat, strength: governorDeclarationStrength(s, d.senator, d.province) });
  },
});

function outbids(s: RepublicState, d: GovernorRevoltDecision): boolean {
  const before = s.combat?.declared;
  if (!before || before.senator === d.senator || !s.senators[before.senator]) return true;
  // A victorious commander who revolts must be his faction's Primary Rebel: its governors may only join him.
  if (before.province === undefined && s.senators[before.senator].faction === s.senators[d.senator]?.faction) return false;
  return governorDeclarationStrength(s, d.senator, d.province) > declaredStrength(s, before);
}

/** The governor becomes the Primary Rebel (2.03.1-2.03.3): at home, or marching on Rome. */
export function declareGovernorRevolt(ctx: Ctx, id: SenatorId, province: ProvinceId, march: boolean): void {
  const s = ctx.s;
  const x = s.senators[id];
  // A governor ruling through a Legate goes to the province he revolts in; he keeps only it (1.13.1).
  const legate = !(x.where.kind === 'governor' && x.where.province === province);
  x.where = { kind: 'governor', province };
  dropLegateProvinces(ctx, id);
  losePriesthood(x);
  x.rebel = 'primary';
  leaveOffice(x);
  for (const c of x.concessions) s.forum.concessions.push(c.card);
  x.concessions = [];
  x.knights = 0;
  const home = `garrison:${province}` as const;
  // His veterans anywhere (not those in the Bank) desert to him.
  for (const l of s.legions) if (l.veteran && l.allegiance === id && l.at !== 'pool' && l.at !== 'disbanded') l.at = march ? 'rebel' : home;
  if (march) {
    for (const l of s.legions) if (l.at === home) l.at = 'rebel';
    x.where = { kind: 'rebel' };
  }
  delete s.provinces[province].navalVictory;
  delete s.provinces[province].unprosecuted;
  emit(ctx, 'governorRevolt', { senator: id, faction: x.faction, province, march, legate, legions: march ? legionsAt(s, 'rebel').length : legionsAt(s, home).length });
  if (x.faction !== null && mayJoin(s, id, false).length > 0) push(ctx, { kind: 'secondaryRebels', seat: x.faction, rebel: id, dictator: false });
}

/** Revenue Phase: a province in revolt yields its spoils, State income and local taxes to its governor (2.03.5). */
export function rebelProvinceRevenue(ctx: Ctx): void {
  const s = ctx.s;
  for (const p of provincesInRevolt(s)) {
    const g = s.senators[p.governor!];
    const sd = printed(p);
    const spoils = rollExpr(ctx, sd.spoils);
    const income = rollExpr(ctx, sd.stateIncome);
    const total = Math.max(0, spoils.total - omens(s)) + Math.max(0, income.total - omens(s)) + sd.localTaxes;
    move(s, BANK, senatorAcct(g.id), total);
    emit(ctx, 'rebelProvinceRevenue', { province: p.id, senator: g.id, dice: [...spoils.dice, ...income.dice], total });
  }
}

/** Revenue Phase, with the rebel's legions: the upkeep of every province in revolt (2.03.6). */
export function rebelProvinceUpkeep(ctx: Ctx): void {
  const s = ctx.s;
  const r = primaryRebel(s);
  if (!r) return;
  const payers = [r, ...secondaryRebels(s)];
  const seat = r.faction;
  const per = K('rebelUpkeep');
  const pay = (n: number): number => {
    let left = n;
    for (const y of payers) {
      const take = Math.min(left, y.talents);
      move(s, senatorAcct(y.id), BANK, take);
      left -= take;
    }
    if (seat !== null) {
      const take = Math.min(left, s.factions[seat].treasury);
      move(s, factionAcct(seat), BANK, take);
      left -= take;
    }
    return n - left;
  };
  const canPay = (n: number) => payers.reduce((t, y) => t + y.talents, 0) + (seat !== null ? s.factions[seat].treasury : 0) >= n;
  for (const p of provincesInRevolt(s)) {
    // The base strength first (never lost: he pays what he can), then provincial units, then legions.
    let paid = pay(per * printed(p).land);
    let lost = 0;
    let armies = p.armies ?? 0;
    let fleets = p.fleets ?? 0;
    const keep = (n: number) => { let k = 0; for (let i = 0; i < n; i++) if (canPay(per)) { paid += pay(per); k++; } return k; };
    const keptArmies = keep(armies);
    lost += armies - keptArmies; armies = keptArmies;
    const keptFleets = keep(fleets);
    lost += fleets - keptFleets; fleets = keptFleets;
    p.armies = armies;
    p.fleets = fleets;
    for (const l of legionsAt(s, `garrison:${p.id}`)) {
      const loyal = l.veteran && l.allegiance !== null && s.senators[l.allegiance]?.rebel != null;
      if (loyal) continue;
      if (canPay(per)) paid += pay(per);
      else { l.at = 'active'; lost++; }
    }
    emit(ctx, 'rebelProvinceUpkeep', { province: p.id, paid, released: lost });
  }
}

const lose = (v: number | 'all', have: number) => (v === 'all' ? have : Math.min(v, have));

/** The Senate army `a` attacks the Primary Rebel in his province (2.03.8). */
export function attackRebelProvince(ctx: Ctx, a: Army, rebel: Senator, p: ProvinceState): void {
  const s = ctx.s;
  const cmd = a.commander ? s.senators[a.commander] : undefined;
  if (!cmd) return;
  const moh = a.masterOfHorse ? s.senators[a.masterOfHorse] : undefined;
  const milOf = (force: number) => Math.min(force, battleMil(ctx, cmd) + (moh ? moh.mil : 0));
  if (!s.turnFlags.notes.includes('rebelAttacked')) s.turnFlags.notes.push('rebelAttacked');
  let def = provinceDefence(s, p);
  if (navalBattleFirst(s, p)) {
    const fleets = fleetsAt(s, armyPlace(a.id));
    if (fleets.length === 0) {
      emit(ctx, 'rebelProvinceBattle', { army: a.id, province: p.id, rebel: rebel.id, kind: 'naval', result: 'cannotFight' });
      return;
    }
    const force = fleets.length;
    const mil = milOf(force);
    // v1.07B: the governor's MIL is part of his fleet strength (ruling "2.03.81").
    const enemy = def.naval + def.navalMil;
    const roll = dice(ctx, 3);
    const total = sum(roll) + force + mil - enemy - omens(s);
    const row = tableRow(TABLES.combat, total);
    const result = row.result === 'victory' || row.result === 'defeat' ? row.result : 'stalemate';
    if (result === 'stalemate' && rebel.rebel === 'primary') noteCivilStalemate(s);
    const senateLost = lose(row.fleets, fleets.length);
    const rebelLost = result === 'defeat' ? 0 : lose(row.fleets, p.fleets ?? 0);
    emit(ctx, 'rebelProvinceBattle', { army: a.id, province: p.id, rebel: rebel.id, kind: 'naval', dice: roll, force, mil, rebel_strength: enemy, total, result, senateLost, rebelLost });
    for (const f of fleets.slice(0, senateLost)) toPool(f);
    p.fleets = (p.fleets ?? 0) - rebelLost;
    if (!senateChits(ctx, a, rebel, senateLost)) return;
    if (result === 'defeat') { senateDefeat(ctx, a); return; }
    if (result !== 'victory') return;
    p.navalVictory = true;
    emit(ctx, 'navalVictory', { war: 'rebel', province: p.id });
    if (legionsAt(s, armyPlace(a.id)).length === 0) return;
    def = provinceDefence(s, p);
  }
  const legions = legionsAt(s, armyPlace(a.id));
  if (legions.length === 0) return;
  const force = legionStrength(legions);
  const mil = milOf(force);
  const enemy = def.land + def.mil;
  const roll = dice(ctx, 3);
  const total = sum(roll) + force + mil - enemy - omens(s);
  const row = tableRow(TABLES.combat, total);
  let result = row.result === 'victory' || row.result === 'defeat' ? row.result : 'stalemate';
  // Ruling: without the province's fleet strength in fleets, a Victory only holds (as 2.02's fleet support).
  if (result === 'victory' && fleetsAt(s, armyPlace(a.id)).length < def.naval) result = 'stalemate';
  if (result === 'stalemate' && rebel.rebel === 'primary') noteCivilStalemate(s);
  const garrison = legionsAt(s, `garrison:${p.id}`);
  const senateLost = lose(row.legions, legions.length);
  const rebelUnits = (p.armies ?? 0) + garrison.length;
  const rebelLost = result === 'defeat' ? 0 : lose(row.legions, rebelUnits);
  emit(ctx, 'rebelProvinceBattle', { army: a.id, province: p.id, rebel: rebel.id, kind: 'land', dice: roll, force, mil, rebel_strength: enemy, total, result, senateLost, rebelLost });
  const gone = [...legions];
  for (let i = 0; i < senateLost; i++) toPool(ctx.rng.take(gone));
  takeLandLosses(ctx, p, garrison.length > 0, rebelLost);
  civilWarVeterans(s, result, legions, cmd.id, garrison, rebel.id);
  addPopularity(cmd, -Math.floor(senateLost / 2));
  if (!senateChits(ctx, a, rebel, senateLost)) return;
  if (result === 'defeat') { senateDefeat(ctx, a); return; }
  if (result !== 'victory') return;
  s.unrest = Math.max(0, s.unrest + K('victoryUnrest'));
  const alive = a.commander ? s.senators[a.commander] : undefined;
  if (alive) {
    addInfluence(alive, Math.ceil(enemy / 2));
    addPopularity(alive, Math.ceil(enemy / 2));
  }
  const primary = rebel.rebel === 'primary';
  if (s.senators[rebel.id]) killSenator(ctx, rebel.id, 'civilWarVictory');
  // A secondary rebel's fall ends only his province's revolt: the armies sent there come home.
  recallRebelArmies(ctx, primary ? undefined : rebelProvinceWar(p.id));
  if (primary) offerProscription(ctx, alive?.id ?? '');
}

/** Chits for the Senate's losses, against its commanders and the rebel (1.10.7); false when the rebel died. */
function senateChits(ctx: Ctx, a: Army, rebel: Senator, lost: number): boolean {
  const s = ctx.s;
  if (lost > 0) {
    const drawn = drawChits(ctx, lost);
    emit(ctx, 'chits', { cause: 'civilWar', drawn });
    for (const id of [a.commander, a.masterOfHorse, rebel.id]) {
      const x = id ? s.senators[id] : undefined;
      if (x && drawn.includes(x.family)) killSenator(ctx, x.id, 'civilWar');
    }
  }
  return !!s.senators[rebel.id];
}

/** A Senate Defeat at the rebel's province: its commanders die, the armies sent there come home; the rebel has not won (2.03.8). */
function senateDefeat(ctx: Ctx, a: Army): void {
  const war = a.war;
  for (const id of [a.commander, a.masterOfHorse]) if (id && ctx.s.senators[id]) killSenator(ctx, id, 'civilWarDefeat');
  recallRebelArmies(ctx, war);
}

onDeath({
  before(ctx, x) {
    const s = ctx.s;
    if (x.rebel === null || !rebelGovernorsRule(s)) return;
    for (const p of Object.values(s.provinces)) {
      if (p.governor !== x.id) continue;
      // The province goes to the Forum undeveloped, with no provincial forces; its garrison to the Senate.
      p.developed = false;
      p.armies = 0;
      p.fleets = 0;
      delete p.navalVictory;
      delete p.unprosecuted;
      delete p.reinforcing;
      delete p.rebelMarch;
      for (const l of s.legions) if (l.at === `garrison:${p.id}`) l.at = 'active';
      emit(ctx, 'rebelProvinceLost', { province: p.id, senator: x.id });
    }
  },
});

/**
 * Revenue Phase: the rebel pays for his legions (1.11.35), then for the provinces in revolt (2.03.6); the HRAO
 * says whether the State takes over what he released (./released-units.ts).
 */
export function rebelUpkeep(ctx: Ctx): void {
  const before = rebelUnits(ctx.s, (at) => rebelGarrison(ctx.s, at));
  rebelMaintenance(ctx);
  rebelProvinceUpkeep(ctx);
  askAboutReleased(ctx, before);
}

/** Combat Phase: a Senate army sent against the rebel fights him at home (2.03.8) or on the march (1.11.37). */
export function rebelBattle(ctx: Ctx, a: Army): void {
  const target = rebelProvinceTarget(ctx.s, a.war);
  if (target && shieldedByReinforcements(target.province)) {
    // 2.03.7: a province that sent or is sending reinforcements cannot be attacked this Combat Phase.
    emit(ctx, 'rebelProvinceShielded', { army: a.id, province: target.province.id });
    return;
  }
  if (target) { attackRebelProvince(ctx, a, target.rebel, target.province); return; }
  const home = rebelAtHome(ctx.s);
  if (home) attackRebelProvince(ctx, a, home.rebel, home.province);
  else civilBattle(ctx, a);
}

/** Revolution Phase, after every victor and governor has decided: the declared revolt happens (1.11.3, 2.03). */
export function carryOutRevolt(ctx: Ctx): boolean {
  const d = ctx.s.combat?.declared;
  if (!d || d.province === undefined) return carryOutDeclaration(ctx);
  delete ctx.s.combat!.declared;
  if (!mayGovernorRevolt(ctx.s, d.senator, d.province)) return false;
  declareGovernorRevolt(ctx, d.senator, d.province, d.march ?? false);
  return true;
}
