/**
 * The legal actions of a seat now. Where a choice has very many variants (how
 * many units go where) this lists a representative set that covers every kind
 * of action and destination; apply() accepts any legal variant.
 */
import { BID_STEP, KEY_IDS, SEAS_OF, SEA_IDS, cardDef } from './data';
import { canRecruitAt, influenceLimit, unprotectedRivals } from './actions';
import { activePlayers } from './apply';
import { DEFAULT_LOSSES, galleysNear, retreatOptions } from './battle';
import { caesarAt, immediatePossible } from './cards';
import { landReach, amphibiousReach, hasLeader, moveChoices } from './movement';
import { placementProvinces, placementSeas, unallied, usableCards } from './season';
import { PRICE, START_UNITS, allied, military, supplyLeft, units } from './units';
import type { C2Action, C2State, LossKind, ProvinceId, SeaId, Seat, Units } from './types';

function proposals(s: C2State): [Seat | null, Seat | null][] {
  const free = unallied(s);
  if (free.length === 1) return [[free[0], null], [null, free[0]]];
  const out: [Seat, Seat][] = [];
  for (const a of free) for (const b of free) if (a !== b) out.push([a, b]);
  return out;
}

function auctionActions(s: C2State, seat: Seat): C2Action[] {
  const au = s.auction!;
  const out: C2Action[] = [];
  if (!(au.high === null && seat === au.starter)) out.push({ type: 'auctionPass' });
  const min = au.high === null ? (seat === au.starter ? 0 : BID_STEP) : au.high + BID_STEP;
  const amounts = [min, min + BID_STEP, min + 4 * BID_STEP].filter((x) => x <= s.players[seat].talents);
  for (const amount of [...new Set(amounts)]) for (const [a, b] of proposals(s)) out.push({ type: 'bid', amount, a, b });
  return out;
}

function placementActions(s: C2State, seat: Seat): C2Action[] {
  const provs = placementProvinces(s, seat);
  const seas = placementSeas(s, seat);
  const layouts: Record<ProvinceId, Units>[] = [];
  for (const main of provs) {
    // Everything in one province, or one infantry left in each other province to guard its influence.
    layouts.push({ [main]: { ...START_UNITS } });
    const others = provs.filter((p) => p !== main);
    if (others.length > 0 && others.length <= START_UNITS.infantry) {
      const l: Record<ProvinceId, Units> = { [main]: { ...START_UNITS, infantry: START_UNITS.infantry - others.length } };
      for (const o of others) l[o] = units({ infantry: 1 });
      layouts.push(l);
    }
  }
  return layouts.flatMap((l) => seas.map((galley): C2Action => ({ type: 'place', units: l, galley })));
}

function recruitActions(s: C2State, seat: Seat): C2Action[] {
  const out: C2Action[] = [];
  const money = s.players[seat].talents;
  const packs: Partial<Units>[] = [{ infantry: 1 }, { infantry: 2 }, { infantry: 4 }, { infantry: 2, cavalry: 1 }, { infantry: 3, cavalry: 1, catapult: 1 }, { cavalry: 1 }, { catapult: 1 }, { general: 1 }];
  for (const at of KEY_IDS) {
    if (!canRecruitAt(s, seat, at)) continue;
    for (const p of packs) {
      const u = units(p);
      const cost = u.infantry * PRICE.infantry + u.cavalry * PRICE.cavalry + u.catapult * PRICE.catapult + u.general * PRICE.general;
      if (cost > money) continue;
      if ((['infantry', 'cavalry', 'catapult', 'general'] as const).some((k) => u[k] > supplyLeft(s, seat, k))) continue;
      out.push({ type: 'recruit', at, units: u, galleys: 0 });
    }
    if (money >= PRICE.galley && supplyLeft(s, seat, 'galley') > 0) {
      for (const sea of SEAS_OF[at]) out.push({ type: 'recruit', at, units: units(), galleys: 1, sea });
    }
  }
  return out;
}

function influenceActions(s: C2State, seat: Seat): C2Action[] {
  const out: C2Action[] = [];
  const me = s.players[seat];
  for (const at of KEY_IDS) {
    const limit = Math.min(influenceLimit(s, seat, at), me.influenceLeft, Math.floor(me.talents / 10));
    if (limit === 0) continue;
    const sources: ('token' | Seat)[] = [];
    for (let i = 0; i < s.provinceTokens[at]; i++) sources.push('token');
    for (const o of unprotectedRivals(s, seat, at)) for (let i = 0; i < s.influence[at][o]; i++) sources.push(o);
    const seen = new Set<string>();
    for (let i = 0; i < sources.length; i++) {
      const one = [sources[i]];
      if (!seen.has(JSON.stringify(one))) { seen.add(JSON.stringify(one)); out.push({ type: 'influence', at, from: one }); }
      if (limit < 2) continue;
      for (let j = i + 1; j < sources.length; j++) {
        const two = [sources[i], sources[j]];
        if (!seen.has(JSON.stringify(two))) { seen.add(JSON.stringify(two)); out.push({ type: 'influence', at, from: two }); }
      }
    }
  }
  return out;
}

function moveActions(s: C2State, seat: Seat): C2Action[] {
  const out: C2Action[] = [];
  for (const from of Object.keys(s.army)) {
    if (!hasLeader(s, seat, from)) continue;
    for (const m of moveChoices(s, seat, from)) out.push({ type: 'move', from, moves: [m] });
  }
  return out;
}

/** Loss orders offered: the usual one (cheapest first) and one that keeps the cavalry to the last. */
export const LOSS_ORDERS: readonly LossKind[][] = [[...DEFAULT_LOSSES], ['infantry', 'catapult', 'galley', 'cavalry']];

/** The galley calls offered for a battle in `at`: every galley next to it, or none. */
function galleyCalls(s: C2State, seat: Seat, at: ProvinceId): Record<SeaId, number>[] {
  const near = galleysNear(s, seat, at);
  return Object.keys(near).length > 0 ? [near, {}] : [{}];
}

function battleActions(s: C2State, seat: Seat): C2Action[] {
  const out: C2Action[] = [];
  for (const at of Object.keys(s.army)) {
    if (military(s.army[at][seat]) === 0) continue;
    s.players.forEach((_, o) => {
      if (o === seat || allied(s, seat, o) || military(s.army[at][o]) === 0) return;
      for (const galleys of galleyCalls(s, seat, at)) for (const losses of LOSS_ORDERS) out.push({ type: 'attack', at, target: o, galleys, losses });
    });
  }
  return out;
}

/** The muster: the defender's galley call and loss order, or an ally's loan (nothing, land units, galleys, all). */
function musterActions(s: C2State, seat: Seat): C2Action[] {
  const b = s.battle!;
  if (seat === b.defender.seat) {
    return galleyCalls(s, seat, b.at).flatMap((galleys) => LOSS_ORDERS.map((losses): C2Action => ({ type: 'muster', galleys, losses })));
  }
  const here = s.army[b.at][seat];
  const land = { infantry: here.infantry, cavalry: here.cavalry, catapult: here.catapult };
  const near = galleysNear(s, seat, b.at);
  const none = { infantry: 0, cavalry: 0, catapult: 0 };
  const out: C2Action[] = [{ type: 'muster', galleys: {}, units: none }];
  if (military(here) > 0) out.push({ type: 'muster', galleys: {}, units: land });
  if (Object.keys(near).length > 0) out.push({ type: 'muster', galleys: near, units: none });
  if (military(here) > 0 && Object.keys(near).length > 0) out.push({ type: 'muster', galleys: near, units: land });
  return out;
}

function navalActions(s: C2State, seat: Seat): C2Action[] {
  const out: C2Action[] = [];
  const mine = SEA_IDS.filter((x) => s.fleet[x][seat] > 0);
  if (mine.length === 0) return out;
  const all = Object.fromEntries(mine.map((x) => [x, s.fleet[x][seat]]));
  for (const to of SEA_IDS) {
    const rivals = s.players.map((_, o) => o).filter((o) => o !== seat && !allied(s, seat, o) && s.fleet[to][o] > 0);
    if (mine.some((x) => x !== to)) {
      out.push({ type: 'naval', galleys: Object.fromEntries(Object.entries(all).filter(([x]) => x !== to)), to, attack: null });
      for (const o of rivals) out.push({ type: 'naval', galleys: Object.fromEntries(Object.entries(all).filter(([x]) => x !== to)), to, attack: o });
    } else for (const o of rivals) out.push({ type: 'naval', galleys: {}, to, attack: o });
  }
  return out;
}

function cardActions(s: C2State, seat: Seat): C2Action[] {
  const out: C2Action[] = [];
  const me = s.players[seat];
  for (const card of [...new Set(s.market)]) {
    const def = cardDef(card);
    if (def.price > me.talents) continue;
    if (def.type !== 'immediate') { out.push({ type: 'take', card }); continue; }
    if (!immediatePossible(s, seat, card)) continue;
    switch (def.kind) {
      case 'buildCity':
        for (const province of def.provinces!) if (!(province in s.cities)) out.push({ type: 'take', card, province });
        break;
      case 'bribe':
        s.players.forEach((p, target) => { if (target !== seat && p.senators.length > 0) out.push({ type: 'take', card, target }); });
        break;
      case 'slaveRevolt':
        for (const province of Object.keys(s.army)) {
          s.players.forEach((_, target) => { if (target !== seat && military(s.army[province][target]) > 0) out.push({ type: 'take', card, province, target }); });
        }
        break;
      case 'barbarians':
        for (const from of Object.keys(s.army)) {
          if (!hasLeader(s, seat, from)) continue;
          const here = s.army[from][seat];
          if (military(here) < 4) continue;
          const four = units({ infantry: Math.min(4, here.infantry) });
          let room = 4 - four.infantry;
          for (const k of ['cavalry', 'catapult'] as const) { const n = Math.min(room, here[k]); four[k] = n; room -= n; }
          if (landReach(s, seat, from).includes(def.province!)) out.push({ type: 'take', card, from, units: four, amphibious: false });
          else if (amphibiousReach(s, seat, from).includes(def.province!)) out.push({ type: 'take', card, from, units: four, amphibious: true });
        }
        break;
      default:
        out.push({ type: 'take', card });
    }
  }
  return out;
}

function useActions(s: C2State, seat: Seat): C2Action[] {
  const out: C2Action[] = [];
  for (const card of usableCards(s, seat)) {
    const def = cardDef(card);
    if (def.kind !== 'assassin') { out.push({ type: 'use', card }); continue; }
    s.players.forEach((p, target) => {
      if (target === seat) return;
      if (p.senators.length > 0) out.push({ type: 'use', card, target, what: 'senator' });
      for (const at of Object.keys(s.army)) if (s.army[at][target].general > 0) out.push({ type: 'use', card, target, what: 'general', at });
    });
  }
  return out;
}

function voteActions(s: C2State, seat: Seat): C2Action[] {
  const v = s.vote!;
  const high = (v.high ?? []).reduce((a, b) => a + b, 0);
  const hand = [...s.players[seat].senators].sort((a, b) => b - a);
  const out: C2Action[] = [{ type: 'votePass' }];
  // The smallest-first and largest-first ways to beat the vote so far.
  for (const order of [[...hand].sort((a, b) => a - b), hand]) {
    const pick: number[] = [];
    let sum = 0;
    for (const x of order) { if (sum > high) break; pick.push(x); sum += x; }
    if (sum > high && !out.some((a) => a.type === 'vote' && JSON.stringify(a.senators) === JSON.stringify([...pick].sort()))) {
      out.push({ type: 'vote', senators: [...pick].sort() });
    }
  }
  return out;
}

export function listActions(s: C2State, seat: Seat): C2Action[] {
  if (!activePlayers(s).includes(seat)) return [];
  switch (s.phase) {
    case 'auction': return auctionActions(s, seat);
    case 'placement': return placementActions(s, seat);
    case 'vote': return voteActions(s, seat);
    case 'wind': return [{ type: 'wind', avoid: true }, { type: 'wind', avoid: false }];
    case 'navalMuster': {
      // Every count of the ally's galleys in the battle's sea, none first (a colour has 8 galleys at most).
      const m = s.naval!;
      return Array.from({ length: s.fleet[m.sea][seat] + 1 }, (_, n): C2Action => ({
        type: 'muster', galleys: n > 0 ? { [m.sea]: n } : {}, units: { infantry: 0, cavalry: 0, catapult: 0 },
      }));
    }
    case 'battle': {
      const b = s.battle!;
      if (b.stage === 'muster') return musterActions(s, seat);
      return [{ type: 'fight' }, ...retreatOptions(s, seat, b.at).map((to): C2Action => ({ type: 'retreat', to }))];
    }
    case 'actions': {
      const out: C2Action[] = [...useActions(s, seat)];
      if (s.turn.actionsLeft === 0) return [...out, { type: 'end' }];
      if (!s.turn.tookCard) out.push(...cardActions(s, seat));
      out.push(...recruitActions(s, seat), ...influenceActions(s, seat));
      for (let a = 5; a <= 25; a += 5) out.push({ type: 'tax', amount: a });
      out.push(...moveActions(s, seat), ...battleActions(s, seat), ...navalActions(s, seat), { type: 'pass' });
      return out;
    }
    default: return [];
  }
}

export { caesarAt };
