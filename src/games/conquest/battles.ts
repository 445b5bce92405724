/**
 * Battles on the board: which battles the active player has to fight or may
 * start, starting them from the pieces in a space, and applying a finished
 * battle's outcome (losses, retreat, capture, conquest, sunk cargo).
 */
import { PROVINCES, SEAS, type ProvinceId } from './data';
import {
  enemiesAt, galleysAt, hasEnemyCombat, normalize, removeTroops, setOwner, stacksOf, troopsAt,
} from './board';
import { startLandBattle, startNavalBattle, type DiceRoller, landWaitingOn, navalWaitingOn, rollLandRound, rollNavalRound } from './battle';
import { CONQUEST_ERRORS, refuse } from './errors';
import { combatCount, combatOf, subUnits, troops } from './pieces';
import { capture } from './elimination';
import type { BattleRole, ConquestEvent, ConquestState, LandBattle, NavalBattle, Seat } from './types';

/** Provinces where the active player's combat units face another player's: each must be fought. */
export function pendingLandBattles(s: ConquestState): ProvinceId[] {
  const out = new Set<ProvinceId>();
  for (const x of s.stacks) {
    if (x.owner === s.active && combatCount(x.troops) > 0 && hasEnemyCombat(s, s.active, x.at)) out.add(x.at);
  }
  return [...out].sort();
}

/** Sea zones where the active player may attack another player's galleys, with the possible defenders. */
export function navalOptions(s: ConquestState): { sea: string; defender: Seat }[] {
  const out: { sea: string; defender: Seat }[] = [];
  for (const sea of Object.keys(SEAS).sort()) {
    const here = galleysAt(s, sea);
    if (!here.some((g) => g.owner === s.active)) continue;
    for (const d of [...new Set(here.map((g) => g.owner))].sort((a, b) => a - b)) if (d !== s.active) out.push({ sea, defender: d });
  }
  return out;
}

/** Where the side of `seat` may retreat from `province`: a neighbour free of other players' combat units. */
export function retreatOptions(s: ConquestState, seat: Seat, province: ProvinceId): ProvinceId[] {
  return PROVINCES[province].neighbours.filter((q) => !hasEnemyCombat(s, seat, q));
}

export function startLand(s: ConquestState, province: ProvinceId): LandBattle {
  if (!pendingLandBattles(s).includes(province)) refuse(CONQUEST_ERRORS.noBattle, 'there is no battle to fight there');
  const defender = enemiesAt(s, s.active, province)[0];
  const a = troopsAt(s, s.active, province);
  const d = troopsAt(s, defender, province);
  const city = s.cities[province];
  return startLandBattle({
    province,
    fortified: !!city && city.fortified && s.owner[province] === defender,
    attacker: { seat: s.active, units: combatOf(a), generals: a.generals, caesar: a.caesar },
    defender: { seat: defender, units: combatOf(d), generals: d.generals, caesar: d.caesar },
  });
}

export function startNaval(s: ConquestState, sea: string, defender: Seat): NavalBattle {
  if (!navalOptions(s).some((o) => o.sea === sea && o.defender === defender)) {
    refuse(CONQUEST_ERRORS.noBattle, 'there are no galleys of that player to attack there');
  }
  const ids = (seat: Seat) => galleysAt(s, sea).filter((g) => g.owner === seat).map((g) => g.id);
  return startNavalBattle(sea, { seat: s.active, galleys: ids(s.active) }, { seat: defender, galleys: ids(defender) });
}

/** Seats the battle in progress waits on. */
export function battleWaitingOn(s: ConquestState): Seat[] {
  const b = s.battle;
  if (!b) return [];
  const roles: BattleRole[] = b.kind === 'land' ? landWaitingOn(b) : navalWaitingOn(b);
  return [...new Set(roles.map((r) => b[r].seat))];
}

/** Rolls whatever needs no decision, and applies the outcome once the battle is over. */
export function advanceBattle(s: ConquestState, roll: DiceRoller, events: ConquestEvent[]): void {
  for (let guard = 0; guard < 100 && s.battle; guard++) {
    const b = s.battle;
    if (b.kind === 'land') {
      if (b.step === 'done') return finishLand(s, b, events);
      if (b.step === 'organize' && b.attacker.legion && b.defender.legion) {
        const next = rollLandRound(b, roll, s.options.fortifiedCatapultRule);
        events.push({ type: 'rolled', seat: next.attacker.seat, faces: next.attacker.lastRoll, hits: next.attacker.lastHits });
        events.push({ type: 'rolled', seat: next.defender.seat, faces: next.defender.lastRoll, hits: next.defender.lastHits });
        s.battle = next;
        continue;
      }
      return;
    }
    if (b.done) return finishNaval(s, b, events);
    if (navalWaitingOn(b).length > 0) return;
    const next = rollNavalRound(b, roll);
    events.push({ type: 'rolled', seat: next.attacker.seat, faces: next.attacker.lastRoll, hits: next.attacker.lastHits });
    events.push({ type: 'rolled', seat: next.defender.seat, faces: next.defender.lastRoll, hits: next.defender.lastHits });
    s.battle = next;
  }
}

function finishLand(s: ConquestState, b: LandBattle, events: ConquestEvent[]): void {
  const p = b.province;
  s.battle = null;
  for (const role of ['attacker', 'defender'] as const) {
    const side = b[role];
    const now = combatOf(troopsAt(s, side.seat, p));
    const lost = subUnits(now, side.units);
    if (combatCount(lost) > 0) {
      removeTroops(s, side.seat, p, troops(lost));
      events.push({ type: 'lost', seat: side.seat, space: p, units: lost });
    }
  }
  if (b.retreat && b.retreat.to !== null) {
    const seat = b[b.retreat.role].seat;
    for (const x of stacksOf(s, seat, p)) {
      x.at = b.retreat.to;
      x.used = 2;
    }
    normalize(s);
    events.push({ type: 'retreated', seat, from: p, to: b.retreat.to });
  } else if (b.retreat) {
    events.push({ type: 'retreated', seat: b[b.retreat.role].seat, from: p, to: null });
  }
  const winnerSeat = b.winner ? b[b.winner].seat : null;
  events.push({ type: 'battleEnded', space: p, winner: winnerSeat });
  for (const role of b.captured) {
    const loser = b[role].seat;
    const holder = b[role === 'attacker' ? 'defender' : 'attacker'].seat;
    const t = troopsAt(s, loser, p);
    if (t.generals + t.caesar > 0) {
      removeTroops(s, loser, p, troops({ generals: t.generals, caesar: t.caesar }));
      capture(s, holder, loser, t.generals, t.caesar > 0, events);
    }
  }
  if (b.winner === 'attacker' && s.players[b.attacker.seat].alive) conquer(s, b.attacker.seat, p, events, true);
}

function finishNaval(s: ConquestState, b: NavalBattle, events: ConquestEvent[]): void {
  s.battle = null;
  for (const role of ['attacker', 'defender'] as const) {
    const seat = b[role].seat;
    const holder = b[role === 'attacker' ? 'defender' : 'attacker'].seat;
    const sunk = s.galleys.filter((g) => g.owner === seat && g.at === b.sea && !b[role].galleys.includes(g.id));
    if (sunk.length === 0) continue;
    s.galleys = s.galleys.filter((g) => !sunk.includes(g));
    events.push({ type: 'sunk', seat, galleys: sunk.map((g) => g.id) });
    // Land units aboard sink with their galley; leaders aboard are captured.
    const generals = sunk.reduce((n, g) => n + g.cargo.generals, 0);
    const caesar = sunk.some((g) => g.cargo.caesar > 0);
    if (generals > 0 || caesar) capture(s, holder, seat, generals, caesar, events);
  }
  events.push({ type: 'battleEnded', space: b.sea, winner: null });
}

/**
 * `seat` takes `province`: its city comes along. After a won battle (only
 * then: 002/004 "if the attacker won the battle") other players' galleys on
 * its coasts are destroyed and their passengers' leaders captured.
 */
export function conquer(s: ConquestState, seat: Seat, province: ProvinceId, events: ConquestEvent[], wonBattle: boolean): void {
  setOwner(s, province, seat, events);
  if (!wonBattle) return;
  const coasts = PROVINCES[province].coasts;
  const doomed = s.galleys.filter((g) => g.owner !== seat && coasts.includes(g.at));
  for (const owner of [...new Set(doomed.map((g) => g.owner))]) {
    const mine = doomed.filter((g) => g.owner === owner);
    s.galleys = s.galleys.filter((g) => !mine.includes(g));
    events.push({ type: 'galleysDestroyed', seat: owner, province, count: mine.length });
    const generals = mine.reduce((n, g) => n + g.cargo.generals, 0);
    const caesar = mine.some((g) => g.cargo.caesar > 0);
    if (generals > 0 || caesar) capture(s, seat, owner, generals, caesar, events);
  }
}

/**
 * End of the battle phase: leaders standing alone with the active player's
 * combat units are captured, and every province where only the active player
 * has combat units becomes theirs (an empty province is taken by staying).
 */
export function settleAfterBattles(s: ConquestState, events: ConquestEvent[]): void {
  const me = s.active;
  const mine = [...new Set(s.stacks.filter((x) => x.owner === me && combatCount(x.troops) > 0).map((x) => x.at))].sort();
  for (const p of mine) {
    if (hasEnemyCombat(s, me, p)) continue;
    for (const other of [...new Set(s.stacks.filter((x) => x.at === p && x.owner !== me).map((x) => x.owner))]) {
      const t = troopsAt(s, other, p);
      if (t.generals + t.caesar === 0) continue;
      removeTroops(s, other, p, troops({ generals: t.generals, caesar: t.caesar }));
      capture(s, me, other, t.generals, t.caesar > 0, events);
    }
    if (s.owner[p] !== me && s.players[me].alive) conquer(s, me, p, events, false);
  }
}
