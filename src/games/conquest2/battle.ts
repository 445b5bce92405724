/**
 * Land battles (section F), naval battles (section G) and the Slave Revolt,
 * with the Classic game's battle die (src/games/conquest/dice.ts). A land
 * battle opens with a muster (the attacker's galleys and loss order come with
 * the attack; the defender then calls galleys and chooses his loss order; the
 * allies of both, in turn order, lend units), then the rounds. Each side takes
 * losses from Diplomacy units first, then by its chosen order of kinds, its
 * own units of a kind before its allies' lent ones: see docs/conquest2-rulings.md.
 */
import { Rng } from '../../core/rng';
import { rollDice } from '../conquest/dice';
import type { Face } from '../conquest/types';
import { PROVINCES, SEAS_OF, cardDef, straitSea } from './data';
import { refuse } from './errors';
import { allied, hasEnemyMilitary, hostileGalleys, leaders, military, order, seats, units } from './units';
import type { BattleSide, C2Event, C2State, LandBattle, Lent, LossKind, ProvinceId, SeaId, Seat } from './types';

export const DEFAULT_LOSSES: readonly LossKind[] = ['infantry', 'cavalry', 'catapult', 'galley'];

export const LOSER_CHAOS = 2;
export const NAVAL_ROUNDS = 3;

function roll(s: C2State, count: number): Face[] {
  const rng = new Rng(s.rng);
  const out = rollDice(count, rng, s.forcedDice);
  s.rng = rng.state();
  return out;
}

function cardsOf(s: C2State, seat: Seat, kind: string): string[] {
  return s.players[seat].cards.filter((c) => cardDef(c).kind === kind);
}

/** What one side fights with now: its own land units, its galleys called in, its Diplomacy units. */
export function forceOf(s: C2State, at: ProvinceId, side: BattleSide): Record<'infantry' | 'cavalry' | 'catapult' | 'galley', number> {
  const own = s.army[at][side.seat];
  const sum = (r: Record<string, number>) => Object.values(r).reduce((a, b) => a + b, 0);
  const lent = Object.values(side.lent ?? {});
  const lentOf = (k: 'infantry' | 'cavalry' | 'catapult') => lent.reduce((n, l) => n + l[k], 0);
  return {
    infantry: own.infantry + side.extra.infantry + lentOf('infantry'),
    cavalry: own.cavalry + side.extra.cavalry + lentOf('cavalry'),
    catapult: own.catapult + lentOf('catapult'),
    galley: sum(side.galleys) + side.extra.galley + lent.reduce((n, l) => n + sum(l.galleys), 0),
  };
}

/** Galleys a seat has in the seas next to `at`: sea -> count. */
export function galleysNear(s: C2State, seat: Seat, at: ProvinceId): Record<SeaId, number> {
  const out: Record<SeaId, number> = {};
  for (const sea of SEAS_OF[at]) if (s.fleet[sea][seat] > 0) out[sea] = s.fleet[sea][seat];
  return out;
}

/** Checks a call of galleys (at most those the seat has next to `at`) and returns it without zero entries. */
function checkGalleys(s: C2State, seat: Seat, at: ProvinceId, galleys: Record<SeaId, number>): Record<SeaId, number> {
  const near = galleysNear(s, seat, at);
  const out: Record<SeaId, number> = {};
  for (const [sea, n] of Object.entries(galleys)) {
    if (!Number.isInteger(n) || n < 0 || n > (near[sea] ?? 0)) refuse('noTroops', 'call galleys you have in the seas next to the battle', { province: at });
    if (n > 0) out[sea] = n;
  }
  return out;
}

/** A loss order names each of the four kinds once. */
function checkLosses(losses: LossKind[] | undefined): LossKind[] {
  if (losses === undefined) return [...DEFAULT_LOSSES];
  if (losses.length !== DEFAULT_LOSSES.length || DEFAULT_LOSSES.some((k) => !losses.includes(k))) refuse('badAction', 'name infantry, cavalry, catapults and galleys once each, in the order you lose them');
  return [...losses];
}

function forceSize(f: Record<string, number>): number {
  return Object.values(f).reduce((a, b) => a + b, 0);
}

/** Hits: each die showing a type the roller has scores, at most as many as units of that type. */
export function hitsOf(faces: readonly Face[], force: Record<string, number>): number {
  const byFace: Record<string, number> = {};
  for (const f of faces) if (f !== 'blank') byFace[f] = (byFace[f] ?? 0) + 1;
  return Object.entries(byFace).reduce((n, [face, k]) => n + Math.min(k, force[face] ?? 0), 0);
}

function newSide(s: C2State, seat: Seat, at: ProvinceId, galleys: Record<SeaId, number>, losses: LossKind[]): BattleSide {
  const extra = { infantry: 0, cavalry: 0, galley: 0 };
  // A Diplomacy card's units join only when the holder has a land military unit of its own there.
  if (military(s.army[at][seat]) > 0) {
    for (const c of cardsOf(s, seat, 'diplomacy')) {
      const d = cardDef(c);
      if (d.province !== at) continue;
      extra.infantry += d.units?.infantry ?? 0;
      extra.cavalry += d.units?.cavalry ?? 0;
      extra.galley += d.units?.galley ?? 0;
    }
  }
  return { seat, extra, galleys, lent: {}, losses };
}

function diceFor(s: C2State, b: LandBattle, role: 'attacker' | 'defender'): number {
  const seat = b[role].seat;
  // +1 with a general or Caesar of the roller's alliance in the battle's province.
  const leader = seats(s).some((x) => allied(s, seat, x) && leaders(s.army[b.at][x]) > 0) ? 1 : 0;
  const city = role === 'defender' && s.cities[b.at] === seat ? 1 : 0;
  return 3 + leader + city + cardsOf(s, seat, 'armyTraining').length;
}

function takeLosses(s: C2State, at: ProvinceId, side: BattleSide, hits: number): Record<string, number> {
  const lost: Record<string, number> = { infantry: 0, cavalry: 0, catapult: 0, galley: 0 };
  let h = hits;
  // The holder of third-party units takes losses from them first.
  for (const k of ['infantry', 'cavalry', 'galley'] as const) {
    const n = Math.min(h, side.extra[k]);
    side.extra[k] -= n;
    h -= n;
  }
  const lenders = Object.keys(side.lent ?? {}).map(Number).sort((a, b) => a - b);
  const fromGalleys = (owner: Seat, calls: Record<SeaId, number>) => {
    for (const sea of Object.keys(calls).sort()) {
      const n = Math.min(h, calls[sea]);
      calls[sea] -= n;
      s.fleet[sea][owner] -= n;
      lost.galley += n;
      h -= n;
    }
  };
  for (const kind of side.losses ?? DEFAULT_LOSSES) {
    if (kind === 'galley') {
      fromGalleys(side.seat, side.galleys);
      for (const l of lenders) fromGalleys(l, side.lent[l].galleys);
      continue;
    }
    // Own units of a kind before the allies' lent ones (ruling "Allies lending units").
    const own = s.army[at][side.seat];
    const n = Math.min(h, own[kind]);
    own[kind] -= n;
    lost[kind] += n;
    h -= n;
    for (const l of lenders) {
      const m = Math.min(h, side.lent[l][kind]);
      side.lent[l][kind] -= m;
      s.army[at][l][kind] -= m;
      lost[kind] += m;
      h -= m;
    }
  }
  return lost;
}

/** Allies of either side who could lend units to this battle, in turn order. */
function lenders(s: C2State, at: ProvinceId, attacker: Seat, defender: Seat): Seat[] {
  return order(s).filter((x) => x !== attacker && x !== defender && (allied(s, x, attacker) || allied(s, x, defender))
    && (military(s.army[at][x]) > 0 || Object.keys(galleysNear(s, x, at)).length > 0));
}

export function startLandBattle(
  s: C2State, seat: Seat, at: ProvinceId, target: Seat, events: C2Event[], galleys?: Record<SeaId, number>, losses?: LossKind[],
): void {
  if (!s.army[at]) refuse('badAction', `no province ${at}`);
  if (military(s.army[at][seat]) === 0) refuse('noTroops', 'you need military units in the province to attack');
  if (target === seat || !s.players[target]) refuse('noEnemy', 'choose a rival with units there');
  if (allied(s, seat, target)) refuse('allied', 'allies never fight each other');
  if (military(s.army[at][target]) === 0) refuse('noEnemy', 'that player has no military units there');
  // Without a choice the attacker calls every galley next to the battle (records made before the choice existed).
  const calls = checkGalleys(s, seat, at, galleys ?? galleysNear(s, seat, at));
  const attacker = newSide(s, seat, at, calls, checkLosses(losses));
  const defender = newSide(s, target, at, {}, [...DEFAULT_LOSSES]);
  // The defender is asked only when he has a choice: galleys to call, or more than one kind to lose first.
  const own = s.army[at][target];
  const kinds = (['infantry', 'cavalry', 'catapult'] as const).filter((k) => own[k] > 0).length;
  const asks = Object.keys(galleysNear(s, target, at)).length > 0 || kinds > 1 ? [target] : [];
  s.battle = { at, attacker, defender, round: 0, stage: 'muster', muster: [...asks, ...lenders(s, at, seat, target)], awaiting: 'defender', lastRoll: null };
  s.phase = 'battle';
  events.push({ type: 'battleStarted', seat, target, at, galleys: calls });
  if (s.battle.muster.length === 0) {
    s.battle.stage = 'fight';
    battleRound(s, events);
  }
}

/**
 * One declaration of the muster (000 "Zapojení galér", "Zapojení spojeneckých jednotek"):
 * the defender calls galleys and sets his loss order; an ally lends land units in the
 * province and galleys next to it to the side it is allied with.
 */
export function muster(s: C2State, seat: Seat, a: { galleys: Record<SeaId, number>; units?: { infantry: number; cavalry: number; catapult: number }; losses?: LossKind[] }, events: C2Event[]): void {
  const b = s.battle!;
  if (b.stage !== 'muster' || b.muster[0] !== seat) refuse('notYourTurn', 'it is not your turn');
  const calls = checkGalleys(s, seat, b.at, a.galleys);
  if (seat === b.defender.seat) {
    if (a.units && military(units(a.units)) > 0) refuse('badAction', 'the defender fights with all his units');
    b.defender.galleys = calls;
    b.defender.losses = checkLosses(a.losses);
    events.push({ type: 'galleysCalled', seat, at: b.at, galleys: calls });
  } else {
    const side = allied(s, seat, b.attacker.seat) ? b.attacker : b.defender;
    const u = units(a.units ?? {});
    const here = s.army[b.at][seat];
    for (const k of ['infantry', 'cavalry', 'catapult'] as const) {
      if (!Number.isInteger(u[k]) || u[k] < 0 || u[k] > here[k]) refuse('noTroops', 'lend units you have in the battle\'s province', { province: b.at });
    }
    const lent: Lent = { infantry: u.infantry, cavalry: u.cavalry, catapult: u.catapult, galleys: calls };
    const count = military(u) + Object.values(calls).reduce((x, y) => x + y, 0);
    if (count > 0) side.lent[seat] = lent;
    events.push({ type: 'lent', seat, to: side.seat, at: b.at, units: { infantry: u.infantry, cavalry: u.cavalry, catapult: u.catapult }, galleys: calls, count });
  }
  b.muster.shift();
  if (b.muster.length > 0) return;
  b.stage = 'fight';
  battleRound(s, events);
}

/**
 * The muster as the first rules fought it, for a battle of an old record whose next action is
 * not a muster: the defender calls every galley next to the province, losses go infantry,
 * cavalry, catapults, galleys, nobody lends; then the first round is rolled (the first rules
 * rolled it with the attack, and nothing drew from the generator in between).
 */
export function firstRulesMuster(s: C2State, events: C2Event[]): void {
  const b = s.battle!;
  b.defender.galleys = galleysNear(s, b.defender.seat, b.at);
  b.defender.losses = [...DEFAULT_LOSSES];
  b.muster = [];
  b.stage = 'fight';
  battleRound(s, events);
}

/** Whether the game was made under a rules version before `version` (a stored record replays as it was played). */
function rulesBefore(s: C2State, version: number): boolean {
  return s.options.rules !== undefined && s.options.rules < version;
}

/** Games made under rules 1-3 gave a battle both sides lost all their units in to the attacker; their records replay so. */
function oldRulesTie(s: C2State): boolean {
  return s.options.rules !== undefined && s.options.rules < 4;
}

function battleRound(s: C2State, events: C2Event[]): void {
  const b = s.battle!;
  b.round += 1;
  const att = b.attacker;
  const def = b.defender;
  const cityDefence = s.cities[b.at] === def.seat;
  let attLost: Record<string, number>;
  let defLost: Record<string, number>;
  let attFaces: Face[];
  let defFaces: Face[];
  if (cityDefence) {
    // A defender in its city rolls first; the attacker's losses go before the attacker rolls.
    defFaces = roll(s, diceFor(s, b, 'defender'));
    attLost = takeLosses(s, b.at, att, hitsOf(defFaces, forceOf(s, b.at, def)));
    attFaces = roll(s, diceFor(s, b, 'attacker'));
    defLost = takeLosses(s, b.at, def, hitsOf(attFaces, forceOf(s, b.at, att)));
  } else {
    attFaces = roll(s, diceFor(s, b, 'attacker'));
    defFaces = roll(s, diceFor(s, b, 'defender'));
    const attHits = hitsOf(attFaces, forceOf(s, b.at, att));
    const defHits = hitsOf(defFaces, forceOf(s, b.at, def));
    attLost = takeLosses(s, b.at, att, defHits);
    defLost = takeLosses(s, b.at, def, attHits);
  }
  b.lastRoll = { attacker: attFaces, defender: defFaces };
  events.push({ type: 'battleRound', at: b.at, round: b.round, attackerRoll: attFaces, defenderRoll: defFaces, attackerLost: attLost, defenderLost: defLost });
  const attLeft = forceSize(forceOf(s, b.at, att));
  const defLeft = forceSize(forceOf(s, b.at, def));
  // Both sides wiped out in the same round: the defender wins (ruling; the attack did not succeed).
  if (oldRulesTie(s) && defLeft === 0) return endLandBattle(s, 'attacker', events);
  if (attLeft === 0) return endLandBattle(s, 'defender', events);
  if (defLeft === 0) return endLandBattle(s, 'attacker', events);
  b.awaiting = 'defender';
}

/** Provinces a side may retreat to: next door, no non-allied military units, straits open. */
export function retreatOptions(s: C2State, seat: Seat, at: ProvinceId): ProvinceId[] {
  return PROVINCES[at].neighbours.filter((n) => {
    const sea = straitSea(at, n);
    return !(sea && hostileGalleys(s, seat, sea)) && !hasEnemyMilitary(s, seat, n);
  });
}

export function battleChoice(s: C2State, seat: Seat, retreatTo: ProvinceId | null, events: C2Event[]): void {
  const b = s.battle!;
  const role = b.awaiting;
  if (retreatTo !== null) {
    if (!retreatOptions(s, seat, b.at).includes(retreatTo)) refuse('badRetreat', 'retreat next door, where no rival military units stand', { province: retreatTo });
    const u = s.army[b.at][seat];
    s.army[retreatTo][seat] = { ...s.army[retreatTo][seat] };
    for (const k of ['infantry', 'cavalry', 'catapult', 'general', 'caesar'] as const) {
      s.army[retreatTo][seat][k] += u[k];
    }
    s.army[b.at][seat] = units();
    events.push({ type: 'retreated', seat, from: b.at, to: retreatTo });
    return endLandBattle(s, role === 'attacker' ? 'defender' : 'attacker', events);
  }
  events.push({ type: 'foughtOn', seat });
  if (role === 'defender') b.awaiting = 'attacker';
  else battleRound(s, events);
}

/**
 * Leaders left without military units after a lost fight must leave (000, "Ústup": "musí ustoupit
 * do sousední provincie, dokonce i do obsazené nespojeneckými vojenskými jednotkami"): to the first
 * neighbour a retreat could take, else the first neighbour. On an island without a strait there is
 * nowhere to go: the leaders stay (they cannot fall).
 */
function withdrawLeaders(s: C2State, seat: Seat, at: ProvinceId, events: C2Event[]): void {
  const lu = s.army[at][seat];
  const to = retreatOptions(s, seat, at)[0] ?? PROVINCES[at].neighbours[0];
  if (military(lu) > 0 || leaders(lu) === 0 || !to) return;
  s.army[to][seat] = { ...s.army[to][seat], general: s.army[to][seat].general + lu.general, caesar: s.army[to][seat].caesar + lu.caesar };
  s.army[at][seat] = units();
  events.push({ type: 'leadersWithdrew', seat, from: at, to });
}

function endLandBattle(s: C2State, winnerRole: 'attacker' | 'defender', events: C2Event[]): void {
  const b = s.battle!;
  const winner = b[winnerRole].seat;
  const loser = b[winnerRole === 'attacker' ? 'defender' : 'attacker'].seat;
  s.players[loser].chaos += LOSER_CHAOS;
  withdrawLeaders(s, loser, b.at, events);
  if (s.cities[b.at] === loser && winnerRole === 'attacker') s.cities[b.at] = winner;
  events.push({ type: 'battleWon', seat: winner, loser, at: b.at });
  s.battle = null;
  s.phase = 'actions';
}

/** A naval battle: a die per galley (+ Naval Training, + Pirates), galley faces hit, at most three rounds, no retreat. */
export function navalBattle(s: C2State, seat: Seat, sea: SeaId, target: Seat, events: C2Event[]): void {
  if (!Number.isInteger(target) || !s.players[target]) refuse('noEnemy', 'no galleys of that player there');
  if (allied(s, seat, target)) refuse('allied', 'allies never fight each other');
  if (s.fleet[sea][target] === 0 || s.fleet[sea][seat] === 0) refuse('noEnemy', 'no galleys of that player there');
  // Favorable Wind: the attacked holder may end the battle before it starts (000: "může ukončit").
  // An attacker holding it chose to fight by attacking.
  // The first rules (an old record's game): an attacker holding the card avoided the battle too.
  if (s.oldRules && cardsOf(s, seat, 'favorableWind').length > 0 && cardsOf(s, target, 'favorableWind').length === 0) {
    events.push({ type: 'battleAvoided', seat, at: sea });
    return;
  }
  if (cardsOf(s, target, 'favorableWind').length > 0) {
    s.wind = { sea, attacker: seat, target };
    s.phase = 'wind';
    events.push({ type: 'windAsked', seat: target, at: sea, attacker: seat });
    return;
  }
  openNaval(s, seat, sea, target, events);
}

/**
 * Allies of either side who could lend galleys to a naval battle in `sea`, in turn order. A naval
 * battle goes "exactly like land battles" but for its listed exceptions (000, 004): allies lend as
 * on land, and since galleys of the seas next to it may not join (exception 3), an ally lends the
 * galleys it has in the battle's own sea.
 */
function navalLenders(s: C2State, sea: SeaId, attacker: Seat, target: Seat): Seat[] {
  return order(s).filter((x) => x !== attacker && x !== target && (allied(s, x, attacker) || allied(s, x, target)) && s.fleet[sea][x] > 0);
}

/** The naval battle, once the Wind (if any) let it be fought: the allies' muster first, when anyone can lend (rules 8). */
function openNaval(s: C2State, seat: Seat, sea: SeaId, target: Seat, events: C2Event[]): void {
  const asks = rulesBefore(s, 8) ? [] : navalLenders(s, sea, seat, target);
  if (asks.length === 0) return fightAtSea(s, seat, sea, target, events);
  s.naval = { sea, attacker: seat, target, muster: asks, lent: {} };
  s.phase = 'navalMuster';
  events.push({ type: 'navalMuster', seat, target, at: sea, allies: asks });
}

/** An ally's declaration in a naval battle's muster: how many of its galleys in the battle's sea it lends. */
export function navalMuster(s: C2State, seat: Seat, a: { galleys: Record<SeaId, number>; units?: { infantry: number; cavalry: number; catapult: number }; losses?: LossKind[] }, events: C2Event[]): void {
  const m = s.naval!;
  if (m.muster[0] !== seat) refuse('notYourTurn', 'it is not your turn');
  // Land units never fight at sea (exception 2), and a lender's losses follow the side's own.
  if ((a.units && military(units(a.units)) > 0) || a.losses !== undefined) refuse('badAction', 'lend galleys only to a naval battle');
  let count = 0;
  for (const [sea, n] of Object.entries(a.galleys)) {
    if (!Number.isInteger(n) || n < 0 || (n > 0 && (sea !== m.sea || n > s.fleet[m.sea][seat]))) refuse('noTroops', 'lend galleys you have in the battle\'s sea', { province: m.sea });
    count += n;
  }
  if (count > 0) m.lent[seat] = count;
  const to = allied(s, seat, m.attacker) ? m.attacker : m.target;
  events.push({ type: 'lent', seat, to, at: m.sea, units: { infantry: 0, cavalry: 0, catapult: 0 }, galleys: count > 0 ? { [m.sea]: count } : {}, count });
  m.muster.shift();
  if (m.muster.length > 0) return;
  s.naval = null;
  s.phase = 'actions';
  fightAtSea(s, m.attacker, m.sea, m.target, events, m.lent);
}

/** The Favorable Wind holder's answer: avoid the naval battle, or let it be fought. */
export function windChoice(s: C2State, seat: Seat, avoid: boolean, events: C2Event[]): void {
  const w = s.wind!;
  if (w.target !== seat) refuse('notYourTurn', 'it is not your turn');
  s.wind = null;
  s.phase = 'actions';
  if (avoid) {
    events.push({ type: 'battleAvoided', seat, at: w.sea });
    return;
  }
  events.push({ type: 'windDeclined', seat, at: w.sea });
  openNaval(s, w.attacker, w.sea, w.target, events);
}

/**
 * The rounds of a naval battle. Each side fights with its own galleys in the sea, its Pirates and
 * the galleys its allies lent (`lent`: lender -> count); a side loses Pirates first, then its own
 * galleys, then the lent ones (lenders in seat order), as on land. Only the loser takes the chaos.
 */
function fightAtSea(s: C2State, seat: Seat, sea: SeaId, target: Seat, events: C2Event[], lent: Record<string, number> = {}): void {
  const pirates = (x: Seat) => cardsOf(s, x, 'diplomacy').filter((c) => cardDef(c).province === null).length * 2;
  const extra = [pirates(seat), pirates(target)];
  const who = [seat, target];
  const loans = [0, 1].map((i) => Object.keys(lent).map(Number).sort((a, b) => a - b)
    .filter((x) => (i === 0) === allied(s, x, seat)).map((x) => ({ seat: x, left: lent[x] })));
  const lentLeft = (i: number) => loans[i].reduce((n, l) => n + l.left, 0);
  for (let round = 1; round <= NAVAL_ROUNDS; round++) {
    const ships = who.map((x, i) => s.fleet[sea][x] + extra[i] + lentLeft(i));
    const faces = who.map((x, i) => roll(s, ships[i] + cardsOf(s, x, 'navalTraining').length));
    const hits = faces.map((f, i) => Math.min(f.filter((x) => x === 'galley').length, ships[i]));
    const lost = [0, 0];
    for (const [i, j] of [[0, 1], [1, 0]]) {
      let h = hits[i];
      const e = Math.min(h, extra[j]);
      extra[j] -= e;
      h -= e;
      const g = Math.min(h, s.fleet[sea][who[j]]);
      s.fleet[sea][who[j]] -= g;
      h -= g;
      let l = 0;
      for (const loan of loans[j]) {
        const n = Math.min(h, loan.left);
        loan.left -= n;
        s.fleet[sea][loan.seat] -= n;
        h -= n;
        l += n;
      }
      lost[j] = e + g + l;
    }
    events.push({ type: 'navalRound', at: sea, round, attackerRoll: faces[0], defenderRoll: faces[1], attackerLost: lost[0], defenderLost: lost[1] });
    const left = who.map((x, i) => s.fleet[sea][x] + extra[i] + lentLeft(i));
    if (left[0] === 0 || left[1] === 0) {
      // Both fleets sunk in one round: the attacked side wins, as on land (rules 1-3: the attacker).
      const loserIdx = oldRulesTie(s) ? (left[1] === 0 ? 1 : 0) : (left[0] === 0 ? 0 : 1);
      s.players[who[loserIdx]].chaos += LOSER_CHAOS;
      events.push({ type: 'battleWon', seat: who[1 - loserIdx], loser: who[loserIdx], at: sea });
      return;
    }
  }
  events.push({ type: 'navalDrawn', at: sea });
}

/**
 * Slave Revolt: four infantry fight every army in the province in turn, the chosen player first,
 * then the others in seat order, the card's player last (000: they attack his army "if all the
 * others were defeated"), until gone.
 */
export function slaveRevolt(s: C2State, at: ProvinceId, first: Seat, strength: number, events: C2Event[], player?: Seat): void {
  let slaves = strength;
  const n = s.players.length;
  const round = Array.from({ length: n }, (_, i) => (first + i) % n);
  // Rules 1-4 (stored records) went round the table from the chosen player, the card's player in his place.
  const lastOne = player !== undefined && player !== first && !(s.options.rules !== undefined && s.options.rules < 5);
  const victims = lastOne ? [...round.filter((v) => v !== player), player] : round;
  for (const v of victims) {
    let fought = false;
    while (slaves > 0 && military(s.army[at][v]) > 0) {
      fought = true;
      const slaveFaces = roll(s, 3);
      // The leader's die as in any battle: a general or Caesar of the army's alliance there (rules 1-6: its own only).
      const leader = rulesBefore(s, 7) ? leaders(s.army[at][v]) > 0 : seats(s).some((x) => allied(s, v, x) && leaders(s.army[at][x]) > 0);
      const dice = 3 + (leader ? 1 : 0) + (s.cities[at] === v ? 1 : 0) + cardsOf(s, v, 'armyTraining').length;
      const faces = roll(s, dice);
      const slaveHits = hitsOf(slaveFaces, { infantry: slaves });
      const u = s.army[at][v];
      const hits = hitsOf(faces, { infantry: u.infantry, cavalry: u.cavalry, catapult: u.catapult });
      let h = slaveHits;
      for (const k of ['infantry', 'cavalry', 'catapult'] as const) { const x = Math.min(h, u[k]); u[k] -= x; h -= x; }
      slaves = Math.max(0, slaves - hits);
      events.push({ type: 'revoltRound', seat: v, at, slaveRoll: slaveFaces, roll: faces, slaves });
    }
    // Beaten by the slaves is a lost battle: the loser's chaos, and (rules 6 on) his leaders leave the province.
    if (fought && military(s.army[at][v]) === 0) {
      s.players[v].chaos += LOSER_CHAOS;
      if (!(s.options.rules !== undefined && s.options.rules < 6)) withdrawLeaders(s, v, at, events);
    }
    if (slaves === 0) break;
  }
  events.push({ type: 'revoltEnded', at, slaves });
}
