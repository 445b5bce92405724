/**
 * Tribute, destroying one's own cities, and buying and placing new pieces at
 * current prices. Buying and placing are one action per piece: the rulebook's
 * phases 5 and 6 in a row, with the placement rules checked at purchase.
 */
import { COASTS, MESOPOTAMIA_GALLEY_PROVINCES, PROVINCES, shareBorder, type ProvinceId } from './data';
import { citiesInPlay, hasEnemyCombat, normalize, roadKey, supplyLeft } from './board';
import { CONQUEST_ERRORS, refuse } from './errors';
import { SHARED_BOX, price, troops } from './pieces';
import type { ConquestAction, ConquestEvent, ConquestState, PieceKind, Seat } from './types';

export type BuyAction = Extract<ConquestAction, { type: 'buy' }>;

export function destroyCity(s: ConquestState, seat: Seat, province: ProvinceId, events: ConquestEvent[]): void {
  if (s.owner[province] !== seat || !s.cities[province]) refuse(CONQUEST_ERRORS.notYourCity, 'you have no city there');
  delete s.cities[province];
  s.roads = s.roads.filter((r) => !r.split('|').includes(province));
  events.push({ type: 'cityDestroyed', seat, province });
}

/** Coasts where `seat` may place a new galley now. */
export function galleyCoasts(s: ConquestState, seat: Seat): string[] {
  const home = s.players[seat].home;
  const provinces = PROVINCES[home].coasts.length > 0 ? [home] : MESOPOTAMIA_GALLEY_PROVINCES;
  return provinces.filter((p) => s.owner[p] === seat).flatMap((p) => PROVINCES[p].coasts);
}

/** Whether new combat units can be placed at home: the player must hold it, free of enemy units. */
export function canPlaceAtHome(s: ConquestState, seat: Seat): boolean {
  const home = s.players[seat].home;
  return s.owner[home] === seat && !hasEnemyCombat(s, seat, home);
}

/** Cost of a purchase at current prices, or throws why it is not allowed. */
export function checkBuy(s: ConquestState, seat: Seat, a: BuyAction): { cost: number; count: number; where: string } {
  const level = s.inflation;
  const afford = (cost: number) => {
    if (cost > s.players[seat].money) {
      refuse(CONQUEST_ERRORS.cannotAfford, `that costs ${cost} talents; you have ${s.players[seat].money}`);
    }
  };
  switch (a.piece) {
    case 'infantry': case 'cavalry': case 'catapult': {
      if (!canPlaceAtHome(s, seat)) refuse(CONQUEST_ERRORS.badPlacement, 'new combat units are placed in your home province, which you must hold');
      if (supplyLeft(s, seat, a.piece) < a.count) refuse(CONQUEST_ERRORS.noneLeft, `only ${supplyLeft(s, seat, a.piece)} left in the box`);
      const cost = price(a.piece, level) * a.count;
      afford(cost);
      return { cost, count: a.count, where: s.players[seat].home };
    }
    case 'galley': {
      if (!galleyCoasts(s, seat).includes(a.coast) || !COASTS[a.coast]) {
        refuse(CONQUEST_ERRORS.badPlacement, 'new galleys go on the coast of your home province (Mesopotamia: Syria or Armenia, if held)');
      }
      if (supplyLeft(s, seat, 'galley') < 1) refuse(CONQUEST_ERRORS.noneLeft, 'no galleys left in the box');
      const cost = price('galley', level);
      afford(cost);
      return { cost, count: 1, where: a.coast };
    }
    case 'city': case 'fortifiedCity': case 'fortification': {
      const p = a.province;
      if (s.owner[p] !== seat) refuse(CONQUEST_ERRORS.badPlacement, 'build only in provinces you hold');
      const used = citiesInPlay(s);
      if (a.piece === 'fortification') {
        if (!s.cities[p] || s.cities[p].fortified) refuse(CONQUEST_ERRORS.badPlacement, 'a fortification goes on one of your unfortified cities');
      } else {
        if (s.cities[p]) refuse(CONQUEST_ERRORS.badPlacement, 'there is already a city there');
        if (used.city >= SHARED_BOX.city) refuse(CONQUEST_ERRORS.noneLeft, 'no cities left');
      }
      if (a.piece !== 'city' && used.fortification >= SHARED_BOX.fortification) refuse(CONQUEST_ERRORS.noneLeft, 'no fortifications left');
      const cost = price(a.piece, level);
      afford(cost);
      return { cost, count: 1, where: p };
    }
    case 'road': {
      const [x, y] = a.between;
      if (!PROVINCES[x] || !PROVINCES[y] || !shareBorder(x, y)) {
        refuse(CONQUEST_ERRORS.badPlacement, 'a road joins cities in provinces sharing a land border');
      }
      if (s.owner[x] !== seat || s.owner[y] !== seat || !s.cities[x] || !s.cities[y]) {
        refuse(CONQUEST_ERRORS.badPlacement, 'a road joins two of your cities');
      }
      if (s.roads.includes(roadKey(x, y))) refuse(CONQUEST_ERRORS.badPlacement, 'there is already a road there');
      if (s.roads.length >= SHARED_BOX.road) refuse(CONQUEST_ERRORS.noneLeft, 'no roads left');
      const cost = price('road', level);
      afford(cost);
      return { cost, count: 1, where: roadKey(x, y) };
    }
  }
}

export function buy(s: ConquestState, seat: Seat, a: BuyAction, events: ConquestEvent[]): void {
  const { cost, count, where } = checkBuy(s, seat, a);
  s.players[seat].money -= cost;
  switch (a.piece) {
    case 'infantry': case 'cavalry': case 'catapult':
      // New pieces arrive after this turn's movement: they cannot move until the next turn.
      s.stacks.push({ owner: seat, at: where, troops: troops({ [a.piece]: count }), used: 2, shipped: false });
      normalize(s);
      break;
    case 'galley':
      s.galleys.push({ id: s.nextGalleyId++, owner: seat, at: where, used: 2, cargo: troops() });
      break;
    case 'city': s.cities[where] = { fortified: false }; break;
    case 'fortifiedCity': s.cities[where] = { fortified: true }; break;
    case 'fortification': s.cities[where].fortified = true; break;
    case 'road': s.roads.push(where); s.roads.sort(); break;
  }
  events.push({ type: 'bought', seat, piece: a.piece as PieceKind, count, cost, where });
}

/**
 * Ransom, in the buy phase: the active player offers talents, and (004) any of
 * the holder's own generals they hold, for some of their generals the other
 * player holds; the holder accepts or refuses at once. Returned generals go to
 * their owners' home provinces, which must be theirs (004: "this placement must
 * be legal").
 */
export function offerRansom(
  s: ConquestState, seat: Seat, holder: Seat, generals: number, amount: number, exchange: number, events: ConquestEvent[],
): void {
  if (holder === seat || !s.players[holder]?.alive) refuse(CONQUEST_ERRORS.badAction, 'offer a ransom to another player in the game');
  const held = heldBy(s, holder, seat);
  if (held < generals) refuse(CONQUEST_ERRORS.badAction, `that player holds ${held} of your generals`);
  const theirs = heldBy(s, seat, holder);
  if (exchange > theirs) refuse(CONQUEST_ERRORS.badAction, `you hold ${theirs} of that player's generals`);
  if (amount > s.players[seat].money) refuse(CONQUEST_ERRORS.cannotAfford, `you have ${s.players[seat].money} talents`);
  if (!canPlaceAtHome(s, seat)) refuse(CONQUEST_ERRORS.badPlacement, 'ransomed generals return to your home province, which you must hold');
  if (exchange > 0 && !canPlaceAtHome(s, holder)) {
    refuse(CONQUEST_ERRORS.badPlacement, 'exchanged generals return to their home province, which their owner must hold');
  }
  s.ransomOffer = { from: seat, to: holder, generals, amount, exchange };
  events.push({ type: 'ransomOffered', from: seat, to: holder, generals, amount, exchange });
}

/** How many of `owner`'s generals `holder` holds. */
export function heldBy(s: ConquestState, holder: Seat, owner: Seat): number {
  return s.captives.find((c) => c.holder === holder && c.owner === owner)?.count ?? 0;
}

function release(s: ConquestState, holder: Seat, owner: Seat, count: number): void {
  if (count <= 0) return;
  const c = s.captives.find((x) => x.holder === holder && x.owner === owner)!;
  c.count -= count;
  s.captives = s.captives.filter((x) => x.count > 0);
  s.stacks.push({ owner, at: s.players[owner].home, troops: troops({ generals: count }), used: 2, shipped: false });
}

export function answerRansom(s: ConquestState, accept: boolean, events: ConquestEvent[]): void {
  const o = s.ransomOffer!;
  s.ransomOffer = null;
  events.push({ type: 'ransomAnswered', from: o.from, to: o.to, accepted: accept });
  if (!accept) return;
  s.players[o.from].money -= o.amount;
  s.players[o.to].money += o.amount;
  release(s, o.to, o.from, o.generals);
  release(s, o.from, o.to, o.exchange);
  normalize(s);
}

/**
 * The holder removes captured generals from the game (002/004: a general beaten
 * in battle "may be removed from the game or held for ransom at the victor's
 * discretion"). The holder decides in their own buy phase, when ransoms are
 * negotiated, so holding first loses nothing.
 */
export function removeCaptives(s: ConquestState, seat: Seat, owner: Seat, generals: number, events: ConquestEvent[]): void {
  const held = heldBy(s, seat, owner);
  if (held < generals) refuse(CONQUEST_ERRORS.noCaptives, `you hold ${held} of that player's generals`);
  const c = s.captives.find((x) => x.holder === seat && x.owner === owner)!;
  c.count -= generals;
  s.captives = s.captives.filter((x) => x.count > 0);
  events.push({ type: 'captivesRemoved', holder: seat, owner, generals });
}
