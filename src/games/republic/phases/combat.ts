/**
 * Combat Phase (1.10): battles in dispatch order (1.10.1), naval before land
 * (1.10.12), the Combat Results Table, disasters and standoffs (1.10.21,
 * 1.10.31), victory and spoils (1.10.4), veterans (1.10.5), random losses and
 * the commander's Popularity (1.10.6), commander death and capture (1.10.7,
 * 1.10.71), proconsuls (1.10.8) and unprosecuted wars (1.10.9). Four active
 * wars at the end of the phase bring Rome down (1.12.1).
 */
import { offerCleopatra } from '../cards/cleopatra';
import { z } from 'zod';
import type { Ctx } from '../ctx';
import { dice, drawChits, emit, sum } from '../ctx';
import { K, LEADERS, STATESMEN, TABLES, tableRow } from '../data';
import { need, REPUBLIC_ERRORS } from '../errors';
import { eventInPlay, omens, runEventHook } from '../events/registry';
import { nextPhase } from '../flow';
import { stateGains } from '../money';
import { army, armyPlace, battleMil, fleetsAt, legionsAt, legionStrength, recallArmy, toPool } from '../military';
import { push, registerAction, registerDecision, registerPhase } from '../registry';
import { addInfluence, addPopularity, killSenator, senatorName } from '../senators';
import { checkFourWars } from '../victory';
import { offerGabinian } from '../cards/law-effects';
import { primaryRebel, REBEL_WAR, rebelUnopposed } from '../civil-war';
import { rebelBattle } from '../rebel-governors';
import { endReinforcementShields, interceptReinforcements } from '../rebel-reinforcements';
import { rebelProvinceTarget } from '../revolt-state';
import { createProvince, defeatWar, findWar, isRevolt, warDef, warStrength } from '../wars';
import { alliedLosses, noteHeld, provincialBattles } from '../provincial-wars';
import type { Army, Battle, CardId, DecisionBase, RepublicState, Senator, WarInPlay } from '../types';

export interface LandBattleDecision extends DecisionBase { kind: 'landBattle'; army: number }
export interface FightAction { type: 'fight'; fight: boolean }

declare module '../types' {
  interface DecisionMap { landBattle: LandBattleDecision }
  interface ActionMap { fight: FightAction }
}

registerAction('fight', z.object({ type: z.literal('fight'), fight: z.boolean() }));

export type BattleResult = 'defeat' | 'disaster' | 'stalemate' | 'standoff' | 'victory';

function needsNaval(s: RepublicState, w: WarInPlay): boolean {
  return warDef(w.card).naval > 0 && !w.navalVictory;
}

/** Battle order (1.10.1): wars by the dispatch of their last commander; on one war, commanders by dispatch (ruling). */
export function battleQueue(s: RepublicState): Battle[] {
  const byWar = new Map<CardId, Army[]>();
  for (const a of s.armies) {
    if (a.commander === null || !(findWar(s, a.war) || (a.war === REBEL_WAR && primaryRebel(s)) || rebelProvinceTarget(s, a.war))) continue;
    byWar.set(a.war, [...(byWar.get(a.war) ?? []), a]);
  }
  const wars = [...byWar.entries()].sort((x, y) => Math.max(...x[1].map((a) => a.seq)) - Math.max(...y[1].map((a) => a.seq)));
  const out: Battle[] = [];
  for (const [war, armies] of wars) {
    const w = findWar(s, war);
    for (const a of armies.sort((x, y) => x.seq - y.seq)) out.push({ army: a.id, war, kind: w && needsNaval(s, w) ? 'naval' : 'land' });
  }
  return out;
}

function nullifies(x: Senator | undefined, war: CardId): boolean {
  return !!x?.statesman && (STATESMEN.get(x.statesman)!.abilities.nullifies ?? []).includes(war);
}

/** Picks `n` random elements out of `items` (casualties are random, 1.10.6). */
function randomSubset<T>(ctx: Ctx, items: T[], n: number): T[] {
  const pool = [...items];
  const out: T[] = [];
  for (let i = 0; i < n && pool.length > 0; i++) out.push(ctx.rng.take(pool));
  return out;
}

/** Strength change of the war from Ally Deserts / Enemy's Ally Deserts for this roll (event cards). */
function allyModifier(s: RepublicState, roll: number[], warLand: number): number {
  let d = 0;
  const total = sum(roll);
  const ally = eventInPlay(s, 'event:ally-deserts');
  if (ally && total % 2 === 0) d += ally.level > 1 ? roll[1] + roll[2] : roll[0];
  const enemy = eventInPlay(s, 'event:enemys-ally-deserts');
  if (enemy && total % 2 === 1) d -= Math.min(warLand + d, enemy.level > 1 ? roll[1] + roll[2] : roll[0]);
  return d;
}

interface Outcome { result: BattleResult; legionsLost: number; fleetsLost: number; natural: number; total: number }

/** Resolves one battle of `a` against its war (naval or land). */
export function fight(ctx: Ctx, a: Army, kind: 'naval' | 'land'): BattleResult | null {
  const s = ctx.s;
  const w = findWar(s, a.war);
  const cmd = a.commander ? s.senators[a.commander] : undefined;
  if (!w || !cmd) return null;
  const moh = a.masterOfHorse ? s.senators[a.masterOfHorse] : undefined;
  const legions = legionsAt(s, armyPlace(a.id));
  const fleets = fleetsAt(s, armyPlace(a.id));
  const def = warDef(w.card);
  const str = warStrength(s, w);
  if (kind === 'land' && (legions.length === 0 || fleets.length < def.fleetSupport)) return null;
  if (kind === 'naval' && fleets.length === 0) return null;
  // Germanic Migrations: the province exists as soon as the Senate attacks, whatever the result (wars.json createsWhen).
  if (def.createsWhen === 'attacked') for (const p of def.creates) createProvince(ctx, p, def.createsDeveloped.includes(p));
  const force = kind === 'land' ? legionStrength(legions) : fleets.length;
  const mil = Math.min(force, battleMil(ctx, cmd) + (moh ? moh.mil : 0));
  const roll = dice(ctx, 3);
  const natural = sum(roll);
  const warValue = (kind === 'land' ? str.land : str.naval) + allyModifier(s, roll, kind === 'land' ? str.land : str.naval);
  const total = natural + force + mil - warValue - omens(s);
  // Disaster and standoff numbers: the war's own (unless a nullifying statesman commands) and its leaders' (1.07.343).
  const own = nullifies(cmd, w.card) ? { disaster: [], standoff: [] } : { disaster: def.disaster, standoff: def.standoff };
  const leaderNums = w.leaders.map((l) => LEADERS.get(l)!);
  const disaster = [...own.disaster, ...leaderNums.flatMap((l) => l.disaster)].filter((n) => !w.usedNumbers.includes(n));
  const standoff = [...own.standoff, ...leaderNums.flatMap((l) => l.standoff)].filter((n) => !w.usedNumbers.includes(n));
  let out: Outcome;
  const halfUp = (n: number) => Math.ceil(n / 2);
  const quarterUp = (n: number) => Math.ceil(n / 4);
  if (disaster.includes(natural)) {
    w.usedNumbers.push(natural);
    out = { result: 'disaster', legionsLost: halfUp(legions.length), fleetsLost: halfUp(fleets.length), natural, total };
  } else if (standoff.includes(natural)) {
    w.usedNumbers.push(natural);
    out = { result: 'standoff', legionsLost: quarterUp(legions.length), fleetsLost: quarterUp(fleets.length), natural, total };
  } else {
    const row = tableRow(TABLES.combat, total);
    const lose = (v: number | 'all', have: number) => (v === 'all' ? have : Math.min(v, have));
    out = { result: row.result, legionsLost: lose(row.legions, legions.length), fleetsLost: lose(row.fleets, fleets.length), natural, total };
  }
  const ab = cmd.statesman ? STATESMEN.get(cmd.statesman)!.abilities : {};
  if (ab.halvesLosses) { out.legionsLost = halfUp(out.legionsLost); out.fleetsLost = halfUp(out.fleetsLost); }
  if (ab.ignoresDisasterLosses && (out.result === 'disaster' || out.result === 'standoff')) {
    out.legionsLost = 0;
    out.fleetsLost = 0;
    s.turnFlags.notes.push(`lucullus:${cmd.id}`);
  }
  if (kind === 'land') w.fought.land = true;
  else w.fought.naval = true;
  // 2.02: a war the Senate held this turn is not attacked by a province.
  if (out.result === 'stalemate' || out.result === 'standoff') noteHeld(s, w.card);
  emit(ctx, 'battle', {
    army: a.id, commander: cmd.id, name: senatorName(s, cmd.id), war: w.card, kind, dice: roll, force, mil, war_strength: warValue,
    total, result: out.result, legionsLost: out.legionsLost, fleetsLost: out.fleetsLost,
  });
  // 2.02: provinces allied with the war match the Roman losses.
  if (out.result === 'stalemate' || out.result === 'standoff' || (kind === 'naval' && out.result === 'victory')) alliedLosses(ctx, w, out.legionsLost + out.fleetsLost);
  applyLosses(ctx, a, out);
  afterBattle(ctx, a, w, kind, out);
  return out.result;
}

function applyLosses(ctx: Ctx, a: Army, out: Outcome): void {
  const s = ctx.s;
  const legions = legionsAt(s, armyPlace(a.id));
  const fleets = fleetsAt(s, armyPlace(a.id));
  for (const l of randomSubset(ctx, legions, out.legionsLost)) toPool(l);
  for (const f of randomSubset(ctx, fleets, out.fleetsLost)) toPool(f);
  const cmd = a.commander ? s.senators[a.commander] : undefined;
  if (cmd) addPopularity(cmd, -Math.floor(out.legionsLost / 2));
}

function afterBattle(ctx: Ctx, a: Army, w: WarInPlay, kind: 'naval' | 'land', out: Outcome): void {
  const s = ctx.s;
  const cmd = s.senators[a.commander!];
  const def = warDef(w.card);
  if (out.result === 'defeat') {
    for (const id of [a.commander, a.masterOfHorse]) if (id && s.senators[id]) killSenator(ctx, id, 'defeat');
    s.unrest += K('defeatUnrest');
    return;
  }
  if (out.result === 'disaster') s.unrest += K('disasterUnrest');
  // Veterans from a land stalemate, standoff or victory (1.10.5); Caesar makes two on a victory (ruling C21).
  if (kind === 'land') {
    const plain = legionsAt(s, armyPlace(a.id)).filter((l) => !l.veteran);
    const many = out.result === 'victory' && cmd.statesman && STATESMEN.get(cmd.statesman)!.abilities.doubleVeterans ? 2 : 1;
    for (const l of plain.slice(0, many)) { l.veteran = true; l.allegiance = cmd.id; }
  }
  // Commander death or capture (1.10.7, 1.10.71).
  const lost = out.legionsLost + out.fleetsLost;
  if (lost > 0) {
    const drawn = drawChits(ctx, lost);
    emit(ctx, 'chits', { cause: 'battle', drawn });
    const last = drawn[drawn.length - 1];
    for (const id of [a.commander, a.masterOfHorse]) {
      const x = id ? s.senators[id] : undefined;
      if (!x || !drawn.includes(x.family)) continue;
      // Captured instead when his is the last chit, two or more were drawn, and it was not a victory (1.10.71).
      const capture = x.family === last && drawn.length >= 2 && out.result !== 'victory';
      if (capture) {
        x.where = { kind: 'captive', war: w.card };
        if (a.commander === x.id) a.commander = null;
        if (a.masterOfHorse === x.id) a.masterOfHorse = null;
        emit(ctx, 'captured', { senator: x.id, war: w.card });
      } else {
        killSenator(ctx, x.id, 'battle');
      }
    }
  }
  const alive = a.commander ? s.senators[a.commander] : undefined;
  if (out.result === 'victory') {
    s.unrest = Math.max(0, s.unrest + K('victoryUnrest'));
    const printed = kind === 'land' ? def.land : def.naval;
    if (alive) {
      addInfluence(alive, Math.ceil(printed / 2));
      addPopularity(alive, Math.ceil(printed / 2));
    }
    if (kind === 'naval') {
      w.navalVictory = true;
      emit(ctx, 'navalVictory', { war: w.card });
      return;
    }
    if (!isRevolt(s, w)) stateGains(ctx, def.spoils, `spoils:${w.card}`);
    if (alive) s.combat!.victors.push(alive.id);
    // Other commanders on this war go home (1.10.4); the victor keeps his army until the Revolution Phase.
    for (const other of s.armies.filter((o) => o.war === w.card && o.id !== a.id)) recallArmy(ctx, other.id, 'warWon');
    s.combat!.queue = s.combat!.queue.filter((b) => b.war !== w.card);
    if (!alive) recallArmy(ctx, a.id, 'commanderFell');
    runEventHook(ctx, 'warDefeated', { war: w.card });
    defeatWar(ctx, w.card, 'victory');
    return;
  }
  makeProconsul(ctx, a);
}

/** 1.10.8: a surviving commander of a battle that was not a victory becomes Proconsul. */
export function makeProconsul(ctx: Ctx, a: Army): void {
  const s = ctx.s;
  const x = a.commander ? s.senators[a.commander] : undefined;
  if (!x || a.proconsul) return;
  a.proconsul = true;
  x.priorConsul = true;
  if (x.office === 'dictator' && a.masterOfHorse) {
    const moh = s.senators[a.masterOfHorse];
    if (moh) moh.where = { kind: 'rome' };
    a.masterOfHorse = null;
  }
  if (x.office === 'dictator' || x.office === 'romeConsul' || x.office === 'fieldConsul') x.office = null;
  emit(ctx, 'proconsul', { senator: x.id, war: a.war });
}

registerDecision({
  kind: 'landBattle',
  legal() {
    return [{ type: 'fight', fight: true }, { type: 'fight', fight: false }];
  },
  resolve(ctx, d, a) {
    need(a.type === 'fight', REPUBLIC_ERRORS.wrongDecision, 'fight the land battle now or not');
    const s = ctx.s;
    const ar = army(s, d.army);
    if (!ar) return;
    if (a.fight) s.combat!.queue.unshift({ army: d.army, war: ar.war, kind: 'land' });
    else makeProconsul(ctx, ar);
  },
});

/** 1.10.9: active wars without a battle this turn (and the forces still on them) become unprosecuted. */
function markUnprosecuted(ctx: Ctx): void {
  const s = ctx.s;
  for (const w of s.forum.wars) {
    if (w.status !== 'active' || w.turn === s.turn) continue;
    const on = s.armies.filter((a) => a.war === w.card);
    const legions = on.reduce((n, a) => n + legionsAt(s, armyPlace(a.id)).length, 0);
    const fleets = on.reduce((n, a) => n + fleetsAt(s, armyPlace(a.id)).length, 0);
    const lucullus = on.some((a) => a.commander && s.turnFlags.notes.includes(`lucullus:${a.commander}`));
    const prosecuted = !lucullus && (
      (w.fought.land && legions > 0 && fleets >= warDef(w.card).fleetSupport)
      || (w.fought.naval && (fleets > 0 || w.navalVictory)));
    if (!prosecuted && !w.unprosecuted) emit(ctx, 'unprosecuted', { war: w.card });
    w.unprosecuted = !prosecuted;
  }
}

registerPhase({
  phase: 'combat',
  run(ctx) {
    const s = ctx.s;
    if (s.step === 'start') {
      // 2.03.72: rebels at sea are intercepted before every other battle; the rebel may have to say whose fleets sank.
      if (interceptReinforcements(ctx)) return;
      s.combat = { queue: battleQueue(s), victors: [] };
      s.step = 'battles';
      // Gabinian Law: commanders may raise units before the battles; Cleopatra VII is played first.
      offerGabinian(ctx);
      offerCleopatra(ctx);
      if (s.pending.length > 0) return;
    }
    const c = s.combat!;
    while (c.queue.length > 0) {
      if (s.ending) return;
      const b = c.queue.shift()!;
      const a = army(s, b.army);
      if (a && (b.war === REBEL_WAR || b.war.startsWith('rebel:'))) {
        rebelBattle(ctx, a);
        const left = army(s, b.army);
        if (left && (b.war === REBEL_WAR ? primaryRebel(s) : rebelProvinceTarget(s, b.war))) makeProconsul(ctx, left);
        // Proscription may be offered after a Senate Victory: the battles go on once it is settled.
        if (s.pending.length > 0) return;
        continue;
      }
      if (!a || !findWar(s, b.war)) continue;
      const result = fight(ctx, a, b.kind);
      if (b.kind === 'naval' && result === 'victory') {
        const still = army(s, b.army);
        if (!still || still.commander === null) continue;
        const w = findWar(s, b.war)!;
        const legions = legionsAt(s, armyPlace(still.id)).length;
        const fleets = fleetsAt(s, armyPlace(still.id)).length;
        if (legions === 0) recallArmy(ctx, still.id, 'navalVictoryHome');
        else if (fleets >= warDef(w.card).fleetSupport) {
          push(ctx, { kind: 'landBattle', seat: s.senators[still.commander!].faction!, army: still.id });
          return;
        } else makeProconsul(ctx, still);
      }
    }
    provincialBattles(ctx);
    if (s.ending) return;
    markUnprosecuted(ctx);
    rebelUnopposed(ctx);
    endReinforcementShields(s);
    checkFourWars(ctx);
    if (s.ending) return;
    nextPhase(ctx);
  },
});
