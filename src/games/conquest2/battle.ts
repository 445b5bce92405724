/**
 * Land battles (section F), naval battles (section G) and the Slave Revolt,
 * with the Classic game's battle die (src/games/conquest/dice.ts). Losses are
 * taken by a fixed order (third-party Diplomacy units first, then infantry,
 * cavalry, catapults, galleys): see docs/conquest2-rulings.md, "Losses".
 */
import { Rng } from '../../core/rng';
import { rollDice } from '../conquest/dice';
import type { Face } from '../conquest/types';
import { PROVINCES, SEAS_OF, cardDef, straitSea } from './data';
import { refuse } from './errors';
import { allied, hasEnemyMilitary, hostileGalleys, leaders, military, seats, units } from './units';
import type { BattleSide, C2Event, C2State, LandBattle, ProvinceId, SeaId, Seat } from './types';

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
  const galleys = Object.values(side.galleys).reduce((a, b) => a + b, 0);
  return {
    infantry: own.infantry + side.extra.infantry,
    cavalry: own.cavalry + side.extra.cavalry,
    catapult: own.catapult,
    galley: galleys + side.extra.galley,
  };
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

function newSide(s: C2State, seat: Seat, at: ProvinceId): BattleSide {
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
  // Galleys in the seas next to the battle join it (ruling "Galleys in land battles": always called).
  const galleys: Record<SeaId, number> = {};
  for (const sea of SEAS_OF[at]) if (s.fleet[sea][seat] > 0) galleys[sea] = s.fleet[sea][seat];
  return { seat, extra, galleys };
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
  const own = s.army[at][side.seat];
  for (const k of ['infantry', 'cavalry', 'catapult'] as const) {
    const n = Math.min(h, own[k]);
    own[k] -= n;
    lost[k] += n;
    h -= n;
  }
  for (const sea of Object.keys(side.galleys).sort()) {
    const n = Math.min(h, side.galleys[sea]);
    side.galleys[sea] -= n;
    s.fleet[sea][side.seat] -= n;
    lost.galley += n;
    h -= n;
  }
  return lost;
}

export function startLandBattle(s: C2State, seat: Seat, at: ProvinceId, target: Seat, events: C2Event[]): void {
  if (!s.army[at]) refuse('badAction', `no province ${at}`);
  if (military(s.army[at][seat]) === 0) refuse('noTroops', 'you need military units in the province to attack');
  if (target === seat || !s.players[target]) refuse('noEnemy', 'choose a rival with units there');
  if (allied(s, seat, target)) refuse('allied', 'allies never fight each other');
  if (military(s.army[at][target]) === 0) refuse('noEnemy', 'that player has no military units there');
  s.battle = { at, attacker: newSide(s, seat, at), defender: newSide(s, target, at), round: 0, awaiting: 'defender', lastRoll: null };
  s.phase = 'battle';
  events.push({ type: 'battleStarted', seat, target, at });
  battleRound(s, events);
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
  if (defLeft === 0) return endLandBattle(s, 'attacker', events);
  if (attLeft === 0) return endLandBattle(s, 'defender', events);
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

function endLandBattle(s: C2State, winnerRole: 'attacker' | 'defender', events: C2Event[]): void {
  const b = s.battle!;
  const winner = b[winnerRole].seat;
  const loser = b[winnerRole === 'attacker' ? 'defender' : 'attacker'].seat;
  s.players[loser].chaos += LOSER_CHAOS;
  // Leaders left without military units must leave, even into rival-held provinces.
  const lu = s.army[b.at][loser];
  const withdrawTo = retreatOptions(s, loser, b.at)[0] ?? PROVINCES[b.at].neighbours[0];
  // On an island without a strait there is nowhere to go: the leaders stay (they cannot fall).
  if (military(lu) === 0 && leaders(lu) > 0 && withdrawTo) {
    const to = withdrawTo;
    s.army[to][loser] = { ...s.army[to][loser], general: s.army[to][loser].general + lu.general, caesar: s.army[to][loser].caesar + lu.caesar };
    s.army[b.at][loser] = units();
    events.push({ type: 'leadersWithdrew', seat: loser, from: b.at, to });
  }
  if (s.cities[b.at] === loser && winnerRole === 'attacker') s.cities[b.at] = winner;
  events.push({ type: 'battleWon', seat: winner, loser, at: b.at });
  s.battle = null;
  s.phase = 'actions';
}

/** A naval battle: a die per galley (+ Naval Training, + Pirates), galley faces hit, at most three rounds, no retreat. */
export function navalBattle(s: C2State, seat: Seat, sea: SeaId, target: Seat, events: C2Event[]): void {
  if (allied(s, seat, target)) refuse('allied', 'allies never fight each other');
  if (s.fleet[sea][target] === 0 || s.fleet[sea][seat] === 0) refuse('noEnemy', 'no galleys of that player there');
  if (cardsOf(s, target, 'favorableWind').length > 0 || cardsOf(s, seat, 'favorableWind').length > 0) {
    events.push({ type: 'battleAvoided', seat: cardsOf(s, target, 'favorableWind').length > 0 ? target : seat, at: sea });
    return;
  }
  const pirates = (x: Seat) => cardsOf(s, x, 'diplomacy').filter((c) => cardDef(c).province === null).length * 2;
  const extra = [pirates(seat), pirates(target)];
  const who = [seat, target];
  for (let round = 1; round <= NAVAL_ROUNDS; round++) {
    const ships = who.map((x, i) => s.fleet[sea][x] + extra[i]);
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
      lost[j] = e + g;
    }
    events.push({ type: 'navalRound', at: sea, round, attackerRoll: faces[0], defenderRoll: faces[1], attackerLost: lost[0], defenderLost: lost[1] });
    const left = who.map((x, i) => s.fleet[sea][x] + extra[i]);
    if (left[0] === 0 || left[1] === 0) {
      const loserIdx = left[1] === 0 ? 1 : 0;
      s.players[who[loserIdx]].chaos += LOSER_CHAOS;
      events.push({ type: 'battleWon', seat: who[1 - loserIdx], loser: who[loserIdx], at: sea });
      return;
    }
  }
  events.push({ type: 'navalDrawn', at: sea });
}

/** Slave Revolt: four infantry fight every army in the province in turn, the chosen player first, until gone. */
export function slaveRevolt(s: C2State, at: ProvinceId, first: Seat, strength: number, events: C2Event[]): void {
  let slaves = strength;
  const n = s.players.length;
  const victims = Array.from({ length: n }, (_, i) => (first + i) % n);
  for (const v of victims) {
    let fought = false;
    while (slaves > 0 && military(s.army[at][v]) > 0) {
      fought = true;
      const slaveFaces = roll(s, 3);
      const dice = 3 + (leaders(s.army[at][v]) > 0 ? 1 : 0) + (s.cities[at] === v ? 1 : 0) + cardsOf(s, v, 'armyTraining').length;
      const faces = roll(s, dice);
      const slaveHits = hitsOf(slaveFaces, { infantry: slaves });
      const u = s.army[at][v];
      const hits = hitsOf(faces, { infantry: u.infantry, cavalry: u.cavalry, catapult: u.catapult });
      let h = slaveHits;
      for (const k of ['infantry', 'cavalry', 'catapult'] as const) { const x = Math.min(h, u[k]); u[k] -= x; h -= x; }
      slaves = Math.max(0, slaves - hits);
      events.push({ type: 'revoltRound', seat: v, at, slaveRoll: slaveFaces, roll: faces, slaves });
    }
    // Beaten by the slaves is a lost battle.
    if (fought && military(s.army[at][v]) === 0) s.players[v].chaos += LOSER_CHAOS;
    if (slaves === 0) break;
  }
  events.push({ type: 'revoltEnded', at, slaves });
}
