/** The actions B-H of a player's turn (section 5): recruit, buy influence, special tax, moves, battles, pass. */
import { KEY_IDS, SEAS_OF, SEA_IDS } from './data';
import { refuse } from './errors';
import { navalBattle, startLandBattle } from './battle';
import { checkMove, doMove } from './movement';
import { PRICE, add, allied, isValidUnits, leaders, military, supplyLeft, units } from './units';
import type { C2Action, C2Event, C2State, ProvinceId, Seat } from './types';

type Of<T extends C2Action['type']> = Extract<C2Action, { type: T }>;

export const RECRUIT_CHAOS = 2;
export const INFLUENCE_PRICE = 10;
export const TAX_STEP = 5;
export const TAX_MAX = 25;

export function recruitCost(a: Of<'recruit'>): number {
  const u = units(a.units);
  return u.infantry * PRICE.infantry + u.cavalry * PRICE.cavalry + u.catapult * PRICE.catapult + u.general * PRICE.general + a.galleys * PRICE.galley;
}

export function canRecruitAt(s: C2State, seat: Seat, at: ProvinceId): boolean {
  return KEY_IDS.includes(at) && s.influence[at][seat] > 0 && leaders(s.army[at][seat]) > 0;
}

export function recruit(s: C2State, seat: Seat, a: Of<'recruit'>, events: C2Event[]): void {
  const u = units(a.units);
  if (!s.army[a.at] || !isValidUnits(u) || u.caesar > 0 || !Number.isInteger(a.galleys) || a.galleys < 0) refuse('badAction', 'bad recruit');
  if (!canRecruitAt(s, seat, a.at)) refuse('noLeader', 'recruit where you have influence and a general or Caesar', { province: a.at });
  if (military(u) + u.general + a.galleys === 0) refuse('badAction', 'recruit at least one unit');
  if (a.galleys > 0 && (!a.sea || !SEAS_OF[a.at].includes(a.sea))) refuse('badAction', 'new galleys go in a sea next to the province');
  for (const k of ['infantry', 'cavalry', 'catapult', 'general'] as const) {
    if (u[k] > supplyLeft(s, seat, k)) refuse('supplyExhausted', `no ${k} left in your colour`, { kind: k });
  }
  if (a.galleys > supplyLeft(s, seat, 'galley')) refuse('supplyExhausted', 'no galleys left in your colour', { kind: 'galley' });
  const cost = recruitCost(a);
  if (cost > s.players[seat].talents) refuse('notEnoughTalents', `that costs ${cost}`, { price: cost });
  s.players[seat].talents -= cost;
  s.army[a.at][seat] = add(s.army[a.at][seat], u);
  if (a.galleys > 0) s.fleet[a.sea!][seat] += a.galleys;
  s.players[seat].chaos += RECRUIT_CHAOS;
  events.push({ type: 'recruited', seat, at: a.at, units: u, galleys: a.galleys, sea: a.sea ?? null, cost });
}

/** Rival tokens in `at` the seat may buy: not allied, and no land military unit of their owner there. */
export function unprotectedRivals(s: C2State, seat: Seat, at: ProvinceId): Seat[] {
  return s.players.map((_, i) => i).filter((o) => o !== seat && !allied(s, seat, o) && s.influence[at][o] > 0 && military(s.army[at][o]) === 0);
}

export function influenceLimit(s: C2State, seat: Seat, at: ProvinceId): number {
  const u = s.army[at][seat];
  return u.caesar > 0 ? 2 : u.general > 0 ? 1 : 0;
}

export function buyInfluence(s: C2State, seat: Seat, a: Of<'influence'>, events: C2Event[]): void {
  if (!KEY_IDS.includes(a.at)) refuse('badAction', 'influence lies in key provinces only');
  const limit = influenceLimit(s, seat, a.at);
  if (limit === 0) refuse('noLeader', 'buy influence where your general or Caesar stands', { province: a.at });
  if (a.from.length === 0) refuse('nothingToBuy', 'choose what to buy');
  if (a.from.length > limit) refuse('tooMany', `at most ${limit} here`, { count: limit });
  const me = s.players[seat];
  if (a.from.length > me.influenceLeft) refuse('noInfluence', 'no influence tokens left');
  const cost = INFLUENCE_PRICE * a.from.length;
  if (cost > me.talents) refuse('notEnoughTalents', `that costs ${cost}`, { price: cost });
  const tokens = a.from.filter((x) => x === 'token').length;
  if (tokens > s.provinceTokens[a.at]) refuse('nothingToBuy', 'no province token there');
  const rivals = unprotectedRivals(s, seat, a.at);
  for (const o of new Set(a.from.filter((x): x is Seat => x !== 'token'))) {
    const n = a.from.filter((x) => x === o).length;
    if (!rivals.includes(o) || s.influence[a.at][o] < n) refuse('nothingToBuy', 'that token is protected or not there');
  }
  me.talents -= cost;
  me.influenceLeft -= a.from.length;
  s.influence[a.at][seat] += a.from.length;
  for (const x of a.from) {
    if (x === 'token') s.provinceTokens[a.at] -= 1;
    else {
      s.influence[a.at][x] -= 1;
      s.players[x].influenceLeft += 1;
    }
  }
  events.push({ type: 'influenceBought', seat, at: a.at, from: a.from, cost });
}

export function specialTax(s: C2State, seat: Seat, amount: number, events: C2Event[]): void {
  if (!Number.isInteger(amount) || amount < TAX_STEP || amount > TAX_MAX || amount % TAX_STEP !== 0) refuse('badAmount', 'take 5 to 25 talents, in fives');
  s.players[seat].talents += amount;
  s.players[seat].chaos += amount / TAX_STEP;
  events.push({ type: 'taxed', seat, amount });
}

export function landMove(s: C2State, seat: Seat, a: Of<'move'>, events: C2Event[]): void {
  const moves = a.moves.map((m) => ({ ...m, units: units(m.units) }));
  checkMove(s, seat, a.from, moves);
  doMove(s, seat, a.from, moves);
  events.push({ type: 'moved', seat, from: a.from, moves });
}

export function attack(s: C2State, seat: Seat, a: Of<'attack'>, events: C2Event[]): void {
  startLandBattle(s, seat, a.at, a.target, events, a.galleys, a.losses);
  // An attack of the first rules (no galley call, no loss order) in an old record's game.
  if (s.oldRules && s.battle && a.galleys === undefined && a.losses === undefined) s.battle.legacy = true;
}

export function naval(s: C2State, seat: Seat, a: Of<'naval'>, events: C2Event[]): void {
  if (!SEA_IDS.includes(a.to)) refuse('badAction', 'choose a sea zone');
  let moved = 0;
  for (const [sea, n] of Object.entries(a.galleys)) {
    if (!SEA_IDS.includes(sea) || !Number.isInteger(n) || n < 0 || n > s.fleet[sea][seat]) refuse('noTroops', 'you do not have those galleys');
    moved += n;
  }
  if (moved === 0 && a.attack === null) refuse('badAction', 'move or fight');
  for (const [sea, n] of Object.entries(a.galleys)) {
    s.fleet[sea][seat] -= n;
    s.fleet[a.to][seat] += n;
  }
  if (moved > 0) events.push({ type: 'sailed', seat, to: a.to, count: moved });
  if (a.attack !== null) navalBattle(s, seat, a.to, a.attack, events);
}
