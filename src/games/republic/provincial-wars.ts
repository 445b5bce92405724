/**
 * Advanced rule 2.02, Provincial Wars (option `advanced.provincialWars`).
 *
 * - Attacked provinces: a province named under "Attacks" of an active war
 *   yields no spoils, no State income and no local taxes (revenue.ts asks
 *   `attacked`).
 * - Local taxes, right after the State's debits (v1.07A): every other province
 *   spends its local taxes on provincial armies and fleets at 10T each, as many
 *   as they pay for up to its card's maxima. An aligned governor chooses the
 *   mix and may pay 10T of his own for each further unit (`provincialBuild`);
 *   a province without one builds by the rule for an unaligned governor
 *   (armies and fleets in turn, armies first). Provincial units cost no upkeep.
 * - At the end of every Combat Phase, before wars turn unprosecuted, each
 *   active war that no Senate force stalemated, stood off or beat this turn is
 *   attacked by the first Roman province in its Attacks list (wars in Forum
 *   order). A war still needing its naval battle is fought at sea (province
 *   naval base + provincial fleets; none: automatic Defeat); otherwise on land
 *   with base land + garrison legions + provincial armies (half, rounded up,
 *   without a garrison legion) + the governor's MIL if he is there (capped at
 *   the force, as for a commander). Without the war's fleet support (naval
 *   base + fleets) a Victory counts as a Stalemate.
 * - Losses: each land loss costs two provincial armies, or with a garrison
 *   one unit in the order army, army, garrison legion; fleets one each. Each
 *   loss draws a mortality chit against the governor (no capture).
 * - Defeat: the governor dies, the province leaves play and is allied with the
 *   war (its printed land strength + 1 per remaining provincial unit adds to
 *   the war's land strength); garrison legions come home. Ruling: allied
 *   forces lose units one for one with the Roman or provincial losses in later stalemates,
 *   standoffs and naval victories (alliedLosses). When the Senate later wins the
 *   war, its allied provinces come back to the Forum undeveloped (wars.ts).
 * - Victory: the war goes inactive, unless an active matching war or an
 *   aiding leader is in the Forum: then it is shuffled into the top 6 cards of
 *   the deck (6 or fewer left: on top of the next deck, or discarded); no
 *   spoils, no unrest change; the governor gains INF and POP as a commander
 *   and a garrison legion becomes a veteran loyal to him. A naval Victory on a
 *   war that still needs its land battle gives it a Naval Victory marker.
 *   Disaster and standoff numbers work as for the Senate; a disaster or
 *   standoff only costs losses.
 */
import type { Ctx } from './ctx';
import { dice, drawChits, emit, sum } from './ctx';
import { LEADERS, PROVINCES, TABLES, tableRow } from './data';
import { omens } from './events/registry';
import { legionStrength, toPool } from './military';
import { addInfluence, addPopularity, killSenator } from './senators';
import { curiaLeadersLeave, leadersAiding, releaseLeaders, sameSet, warDef, warStrength } from './wars';
import { inRevolt } from './revolt-state';
import { z } from 'zod';
import { need, REPUBLIC_ERRORS } from './errors';
import { BANK, move, senatorAcct } from './money';
import { push, registerAction, registerDecision } from './registry';
import type { DecisionBase, ProvinceId, ProvinceState, RepublicAction, RepublicState, Senator, UnitPlace, WarInPlay } from './types';

const UNIT_COST = 10;

export function provincialWarsRule(s: RepublicState): boolean {
  return s.options.advanced.provincialWars;
}

function side(p: ProvinceState) {
  const def = PROVINCES.get(p.id)!;
  return p.developed ? def.developed : def.undeveloped;
}

/** Provinces named under Attacks of an active war (2.02). */
export function attacked(s: RepublicState, id: ProvinceId): boolean {
  if (!provincialWarsRule(s) || !s.provinces[id] || inRevolt(s, s.provinces[id])) return false;
  return s.forum.wars.some((w) => w.status === 'active' && warDef(w.card).attacks.includes(id));
}

/** The unaligned governor's build (2.02.3): armies and fleets in turn, armies first, up to the card. */
function defaultBuild(p: ProvinceState, n: number): { armies: number; fleets: number } {
  const sd = side(p);
  let armies = p.armies ?? 0;
  let fleets = p.fleets ?? 0;
  let armyNext = true;
  for (let left = n; left > 0 && (armies < sd.maxArmies || fleets < sd.maxFleets); left--) {
    if ((armyNext && armies < sd.maxArmies) || fleets >= sd.maxFleets) armies++;
    else fleets++;
    armyNext = !armyNext;
  }
  return { armies: armies - (p.armies ?? 0), fleets: fleets - (p.fleets ?? 0) };
}

/** Room left on the card, and the units the local taxes must buy (as many as they pay for and there is room for). */
function buildRoom(p: ProvinceState): { armies: number; fleets: number; owed: number } {
  const sd = side(p);
  const armies = sd.maxArmies - (p.armies ?? 0);
  const fleets = sd.maxFleets - (p.fleets ?? 0);
  return { armies, fleets, owed: Math.min(Math.floor(sd.localTaxes / UNIT_COST), armies + fleets) };
}

/** The aligned governor who chooses the build, if any: alive, not a rebel. */
function builder(s: RepublicState, p: ProvinceState): Senator | undefined {
  const g = p.governor ? s.senators[p.governor] : undefined;
  return g && g.faction !== null && g.rebel === null ? g : undefined;
}

function build(ctx: Ctx, p: ProvinceState, armies: number, fleets: number): void {
  if (armies + fleets === 0) return;
  p.armies = (p.armies ?? 0) + armies;
  p.fleets = (p.fleets ?? 0) + fleets;
  emit(ctx, 'provincialForces', { province: p.id, armies: p.armies, fleets: p.fleets });
}

/**
 * Revenue Phase, after the debits: local taxes buy provincial armies and fleets. An aligned governor
 * chooses the mix and may add 10T of his own per extra unit (decision `provincialBuild`); the others
 * build by the unaligned governor's rule.
 */
export function localTaxes(ctx: Ctx): void {
  const s = ctx.s;
  if (!provincialWarsRule(s) || s.ending) return;
  const asks: ProvincialBuildDecision[] = [];
  for (const p of Object.values(s.provinces)) {
    // A province in revolt (2.03) pays its local taxes to its governor instead.
    if (attacked(s, p.id) || p.blockedTurn === s.turn || inRevolt(s, p)) continue;
    const room = buildRoom(p);
    const g = builder(s, p);
    if (g && (room.owed > 0 || (room.armies + room.fleets > 0 && g.talents >= UNIT_COST))) {
      asks.push({ id: 0, kind: 'provincialBuild', seat: g.faction!, province: p.id });
      continue;
    }
    const b = defaultBuild(p, room.owed);
    build(ctx, p, b.armies, b.fleets);
  }
  for (const d of asks.reverse()) push(ctx, { kind: 'provincialBuild', seat: d.seat, province: d.province });
}

export interface ProvincialBuildDecision extends DecisionBase { kind: 'provincialBuild'; province: ProvinceId }
export interface ProvincialBuildAction { type: 'provincialBuild'; armies: number; fleets: number }

declare module './types' {
  interface DecisionMap { provincialBuild: ProvincialBuildDecision }
  interface ActionMap { provincialBuild: ProvincialBuildAction }
}

registerAction('provincialBuild', z.object({ type: z.literal('provincialBuild'), armies: z.number().int().min(0).max(20), fleets: z.number().int().min(0).max(20) }));

/** Why this build is not allowed, or null. */
function buildProblem(s: RepublicState, p: ProvinceState | undefined, armies: number, fleets: number): string | null {
  if (!p) return 'the province is gone';
  const room = buildRoom(p);
  if (armies > room.armies || fleets > room.fleets) return 'not more than the province card allows';
  if (armies + fleets < room.owed) return `the local taxes must buy ${room.owed} units (2.02.3)`;
  const g = builder(s, p);
  const extra = armies + fleets - room.owed;
  if (extra > 0 && (!g || g.talents < extra * UNIT_COST)) return 'the governor pays 10T of his own for each unit beyond the local taxes';
  return null;
}

registerDecision({
  kind: 'provincialBuild',
  legal(s, d) {
    const p = s.provinces[d.province];
    if (!p) return [{ type: 'provincialBuild', armies: 0, fleets: 0 }];
    const room = buildRoom(p);
    const mixes: [number, number][] = [];
    const def = defaultBuild(p, room.owed);
    mixes.push([def.armies, def.fleets]);
    const a = Math.min(room.owed, room.armies);
    mixes.push([a, room.owed - a]);
    const f = Math.min(room.owed, room.fleets);
    mixes.push([room.owed - f, f]);
    const plus = defaultBuild(p, room.owed + 1);
    mixes.push([plus.armies, plus.fleets]);
    const out: RepublicAction[] = [];
    for (const [armies, fleets] of mixes) {
      if (buildProblem(s, p, armies, fleets) !== null) continue;
      if (out.some((x) => x.type === 'provincialBuild' && x.armies === armies && x.fleets === fleets)) continue;
      out.push({ type: 'provincialBuild', armies, fleets });
    }
    return out;
  },
  resolve(ctx, d, a) {
    const s = ctx.s;
    need(a.type === 'provincialBuild', REPUBLIC_ERRORS.wrongDecision, 'choose the provincial armies and fleets to build');
    const p = s.provinces[d.province];
    const problem = buildProblem(s, p, a.armies, a.fleets);
    need(problem === null, REPUBLIC_ERRORS.notAllowed, problem ?? '');
    if (!p) return;
    const extra = a.armies + a.fleets - buildRoom(p).owed;
    const g = builder(s, p);
    if (extra > 0 && g) move(s, senatorAcct(g.id), BANK, extra * UNIT_COST);
    build(ctx, p, a.armies, a.fleets);
  },
});

/** A war defended by a Senate force this turn (stalemate, standoff) is noted by combat.ts. */
export function noteHeld(s: RepublicState, war: string): void {
  if (!s.turnFlags.notes.includes(`held:${war}`)) s.turnFlags.notes.push(`held:${war}`);
}

/**
 * 2.02: in a stalemate, a standoff or a naval victory against the war, its allied provinces lose units one
 * for one with the Roman (or provincial) losses, in the order they joined; their printed strength stays.
 * Nothing on a defeat or a disaster. Entries from before schema 4 carry no `units` and lose nothing.
 */
export function alliedLosses(ctx: Ctx, w: WarInPlay, lost: number): void {
  let left = lost;
  for (const a of w.allies ?? []) {
    const n = Math.min(a.units ?? 0, left);
    if (n === 0) continue;
    a.units = (a.units ?? 0) - n;
    a.strength -= n;
    left -= n;
    emit(ctx, 'alliedLosses', { war: w.card, province: a.province, lost: n });
  }
}

/** Land strength added by provinces allied with the war. */
export function alliedStrength(w: WarInPlay): number {
  return (w.allies ?? []).reduce((n, a) => n + a.strength, 0);
}

/** End of the Combat Phase: provinces fight the wars the Senate left alone. */
export function provincialBattles(ctx: Ctx): void {
  const s = ctx.s;
  if (!provincialWarsRule(s)) return;
  for (const w of [...s.forum.wars]) {
    if (s.ending) return;
    if (!s.forum.wars.includes(w) || w.status !== 'active' || s.turnFlags.notes.includes(`held:${w.card}`)) continue;
    // Wars ignore a province in revolt (2.03.4).
    const p = warDef(w.card).attacks.map((id) => s.provinces[id]).find((x) => x !== undefined && !inRevolt(s, x));
    if (!p) continue;
    provinceFights(ctx, w, p);
  }
}

interface Out { result: 'victory' | 'stalemate' | 'defeat' | 'disaster' | 'standoff'; losses: number; fleetLosses: number; total: number }

function provinceFights(ctx: Ctx, w: WarInPlay, p: ProvinceState): void {
  const s = ctx.s;
  const def = warDef(w.card);
  const str = warStrength(s, w);
  const sd = side(p);
  const gov = p.governor ? s.senators[p.governor] : undefined;
  const present = gov && gov.where.kind === 'governor' && gov.where.province === p.id ? gov : undefined;
  const garrison = s.legions.filter((l) => l.at === `garrison:${p.id}`);
  const armies = p.armies ?? 0;
  const fleets = p.fleets ?? 0;
  const naval = def.naval > 0 && !w.navalVictory;
  let force: number;
  if (naval) {
    force = sd.naval + fleets;
  } else {
    const armyStrength = garrison.length > 0 ? armies : Math.ceil(armies / 2);
    force = sd.land + legionStrength(garrison) + armyStrength;
  }
  if (naval && force === 0) {
    emit(ctx, 'provincialBattle', { province: p.id, war: w.card, kind: 'naval', total: 0, result: 'defeat' });
    provinceDefeated(ctx, w, p);
    return;
  }
  const mil = present ? Math.min(force, present.mil) : 0;
  const roll = dice(ctx, 3);
  const natural = sum(roll);
  const total = natural + force + mil - (naval ? str.naval : str.land) - omens(s);
  const leaderNums = w.leaders.map((l) => LEADERS.get(l)!);
  const disaster = [...def.disaster, ...leaderNums.flatMap((l) => l.disaster)].filter((n) => !w.usedNumbers.includes(n));
  const standoff = [...def.standoff, ...leaderNums.flatMap((l) => l.standoff)].filter((n) => !w.usedNumbers.includes(n));
  const units = naval ? fleets : armies + garrison.length;
  let out: Out;
  if (disaster.includes(natural)) {
    w.usedNumbers.push(natural);
    out = { result: 'disaster', losses: Math.ceil(units / 2), fleetLosses: Math.ceil(fleets / 2), total };
  } else if (standoff.includes(natural)) {
    w.usedNumbers.push(natural);
    out = { result: 'standoff', losses: Math.ceil(units / 4), fleetLosses: Math.ceil(fleets / 4), total };
  } else {
    const row = tableRow(TABLES.combat, total);
    const n = (v: number | 'all', have: number) => (v === 'all' ? have : v);
    out = { result: row.result, losses: n(row.legions, units), fleetLosses: n(row.fleets, fleets), total };
  }
  // Without fleet support a Victory only holds the war (2.02).
  if (!naval && out.result === 'victory' && sd.naval + fleets < def.fleetSupport) out.result = 'stalemate';
  emit(ctx, 'provincialBattle', { province: p.id, war: w.card, kind: naval ? 'naval' : 'land', dice: roll, force, mil, war_strength: naval ? str.naval : str.land, total, result: out.result });
  const lost = naval ? takeFleetLosses(p, out.losses) : takeLandLosses(ctx, p, garrison.length > 0, out.losses) + takeFleetLosses(p, out.fleetLosses);
  if (out.result === 'defeat') {
    provinceDefeated(ctx, w, p);
    return;
  }
  if (out.result === 'stalemate' || out.result === 'standoff' || (naval && out.result === 'victory')) alliedLosses(ctx, w, lost);
  if (lost > 0 && gov) {
    const drawn = drawChits(ctx, lost);
    emit(ctx, 'chits', { cause: 'provincialBattle', drawn });
    if (drawn.includes(gov.family)) killSenator(ctx, gov.id, 'battle');
  }
  if (out.result !== 'victory') return;
  const alive = p.governor ? s.senators[p.governor] : undefined;
  const printed = naval ? def.naval : def.land;
  if (alive) {
    addInfluence(alive, Math.ceil(printed / 2));
    addPopularity(alive, Math.ceil(printed / 2));
    const plain = s.legions.find((l) => l.at === `garrison:${p.id}` && !l.veteran);
    if (plain && !naval) { plain.veteran = true; plain.allegiance = alive.id; }
  }
  if (naval && def.land > 0) {
    w.navalVictory = true;
    emit(ctx, 'navalVictory', { war: w.card });
    return;
  }
  warHeldOff(ctx, w);
}

/**
 * 2 provincial armies a loss, or with a garrison 1 unit a loss (army, army, garrison legion). `legionsAt` is
 * where the legions beside the armies stand: the garrison, or the rebel army a marching governor's armies
 * joined (2.03.7).
 */
export function takeLandLosses(ctx: Ctx, p: ProvinceState, withGarrison: boolean, losses: number, legionsAt: UnitPlace = `garrison:${p.id}`): number {
  const s = ctx.s;
  let armies = p.armies ?? 0;
  let taken = 0;
  for (let i = 0; i < losses; i++) {
    const garrison = s.legions.filter((l) => l.at === legionsAt);
    if (!withGarrison) {
      if (armies === 0) break;
      armies = Math.max(0, armies - 2);
    } else if (i % 3 === 2 && garrison.length > 0) {
      const l = ctx.rng.take([...garrison]);
      toPool(l);
    } else if (armies > 0) {
      armies--;
    } else if (garrison.length > 0) {
      const l = ctx.rng.take([...garrison]);
      toPool(l);
    } else break;
    taken++;
  }
  p.armies = armies;
  return taken;
}

function takeFleetLosses(p: ProvinceState, losses: number): number {
  const f = p.fleets ?? 0;
  const n = Math.min(f, losses);
  p.fleets = f - n;
  return n;
}

function provinceDefeated(ctx: Ctx, w: WarInPlay, p: ProvinceState): void {
  const s = ctx.s;
  if (p.governor && s.senators[p.governor]) killSenator(ctx, p.governor, 'provinceDefeated');
  for (const l of s.legions) if (l.at === `garrison:${p.id}`) l.at = 'active';
  const units = (p.armies ?? 0) + (p.fleets ?? 0);
  const strength = side(p).land + units;
  (w.allies ??= []).push({ province: p.id, strength, units });
  delete s.provinces[p.id];
  emit(ctx, 'provinceAllied', { province: p.id, war: w.card, strength });
}

/** A provincial Victory: the war goes inactive, or back into the deck while its matching wars or leaders are about. */
function warHeldOff(ctx: Ctx, w: WarInPlay): void {
  const s = ctx.s;
  const matched = sameSet(s, w.card).some((x) => x !== w && x.status === 'active') || leadersAiding(s, w).length > 0;
  if (!matched) {
    w.status = 'inactive';
    w.unprosecuted = false;
    emit(ctx, 'warInactive', { war: w.card, name: warDef(w.card).name });
    return;
  }
  s.forum.wars.splice(s.forum.wars.indexOf(w), 1);
  // The card goes back into a deck unless none is left to take it (1.07.344 for its leaders).
  releaseLeaders(ctx, w, s.deck.length <= 6 && s.laterDecks.length === 0);
  // Allied provinces stay with the card: they come back to the Forum now (ruling).
  for (const a of w.allies ?? []) s.provinces[a.province] = { id: a.province, developed: false, governor: null, term: 0, electedTurn: null, blockedTurn: null };
  if (s.deck.length > 6) {
    s.deck.splice(ctx.rng.int(0, 5), 0, w.card);
  } else if (s.laterDecks.length > 0) {
    s.laterDecks[0].cards.unshift(w.card);
  } else {
    s.discard.push(w.card);
    // 1.07.344: leaders in the Curia whose last matching war this was leave the game, as after a Senate Victory.
    curiaLeadersLeave(ctx);
  }
  emit(ctx, 'warShuffled', { war: w.card, name: warDef(w.card).name });
}
