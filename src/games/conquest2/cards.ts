/**
 * Taking a Conquest card (action A) and using multi-use cards (no action):
 * each card's effect as the rulebooks print it (see docs/conquest2-rulings.md, "Cards").
 */
import { Rng } from '../../core/rng';
import { KEY_IDS, PROVINCES, cardDef } from './data';
import { refuse } from './errors';
import { checkMove, doMove } from './movement';
import { slaveRevolt } from './battle';
import { add, hasEnemyMilitary, military, supplyLeft, units } from './units';
import type { C2Action, C2Event, C2State, ProvinceId, Seat, SenateVote } from './types';

type Take = Extract<C2Action, { type: 'take' }>;
type Use = Extract<C2Action, { type: 'use' }>;

function gain(s: C2State, seat: Seat, at: ProvinceId, infantry: number, cavalry: number): void {
  const inf = Math.min(infantry, supplyLeft(s, seat, 'infantry'));
  const cav = Math.min(cavalry, supplyLeft(s, seat, 'cavalry'));
  s.army[at][seat] = add(s.army[at][seat], units({ infantry: inf, cavalry: cav }));
}

function randomSenator(s: C2State, from: Seat): number {
  const rng = new Rng(s.rng);
  const v = rng.take(s.players[from].senators);
  s.rng = rng.state();
  return v;
}

export function caesarAt(s: C2State, seat: Seat): ProvinceId | null {
  return Object.keys(s.army).find((p) => s.army[p][seat].caesar > 0) ?? null;
}

export function takeCard(s: C2State, seat: Seat, a: Take, events: C2Event[]): void {
  if (s.turn.tookCard) refuse('cardTaken', 'one Conquest card a round');
  if (!s.market.includes(a.card)) refuse('notInMarket', 'that card is not for sale');
  const def = cardDef(a.card);
  const me = s.players[seat];
  if (me.talents < def.price) refuse('notEnoughTalents', `the card costs ${def.price}`, { price: def.price });
  me.talents -= def.price;
  s.market.splice(s.market.indexOf(a.card), 1);
  s.turn.tookCard = true;
  events.push({ type: 'cardTaken', seat, card: a.card, price: def.price });
  switch (def.type) {
    case 'senator':
      me.senators.push(def.value!);
      return;
    case 'diplomacy': case 'multi': case 'permanent':
      me.cards.push(a.card);
      return;
    case 'immediate':
      break;
  }
  // Immediate cards act now and leave the game.
  switch (def.kind) {
    case 'commandeer': {
      const n = Math.min(def.galleys!, supplyLeft(s, seat, 'galley'));
      s.fleet[def.sea!][seat] += n;
      events.push({ type: 'galleysGained', seat, at: def.sea, count: n });
      return;
    }
    case 'buildCity': {
      const p = a.province ?? '';
      if (!def.provinces!.includes(p)) refuse('badAction', `build in ${def.provinces!.join(' or ')}`);
      if (p in s.cities) refuse('badAction', 'one city a province');
      s.cities[p] = seat;
      events.push({ type: 'cityBuilt', seat, at: p });
      return;
    }
    case 'barbarians': {
      const from = a.from ?? '';
      const u = units(a.units ?? {});
      if (military(u) !== 4) refuse('badAction', 'move exactly four military units');
      checkMove(s, seat, from, [{ to: def.province!, units: u, amphibious: !!a.amphibious }]);
      doMove(s, seat, from, [{ to: def.province!, units: u, amphibious: !!a.amphibious }]);
      const r = def.reward!;
      if (r.infantry || r.cavalry) gain(s, seat, def.province!, r.infantry ?? 0, r.cavalry ?? 0);
      if (r.talents) me.talents += r.talents;
      if (r.vp) me.vp += r.vp;
      events.push({ type: 'barbariansRepelled', seat, at: def.province, from });
      return;
    }
    case 'politician': {
      const at = caesarAt(s, seat);
      if (!at || !KEY_IDS.includes(at)) refuse('cannotUseCard', 'your Caesar must stand in a key province');
      if (me.influenceLeft === 0) refuse('noInfluence', 'no influence tokens left');
      me.influenceLeft -= 1;
      s.influence[at][seat] += 1;
      events.push({ type: 'influenceGained', seat, at, count: 1 });
      return;
    }
    case 'bribe': {
      const t = a.target ?? -1;
      if (t === seat || !s.players[t] || s.players[t].senators.length === 0) refuse('cannotUseCard', 'choose another player holding a Senator');
      me.senators.push(randomSenator(s, t));
      events.push({ type: 'senatorBribed', seat, target: t });
      return;
    }
    case 'slaveRevolt': {
      const at = a.province ?? '';
      if (!PROVINCES[at]) refuse('badAction', 'choose a province');
      const first = a.target ?? seat;
      if (!s.players[first] || military(s.army[at][first]) === 0) refuse('noEnemy', 'the slaves first attack a player with military units there');
      events.push({ type: 'slaveRevolt', seat, at, target: first });
      slaveRevolt(s, at, first, def.infantry!, events, seat);
      return;
    }
    default:
      throw new Error(`internal: immediate card ${def.kind}`);
  }
}

/** Whether an immediate card could be taken now with some choice (the market only offers those). */
export function immediatePossible(s: C2State, seat: Seat, card: string): boolean {
  const def = cardDef(card);
  if (def.kind === 'buildCity') return def.provinces!.some((p) => !(p in s.cities));
  if (def.kind === 'politician') {
    const at = caesarAt(s, seat);
    return !!at && KEY_IDS.includes(at) && s.players[seat].influenceLeft > 0;
  }
  if (def.kind === 'bribe') return s.players.some((p, i) => i !== seat && p.senators.length > 0);
  if (def.kind === 'slaveRevolt') return Object.keys(s.army).some((p) => s.players.some((_, i) => military(s.army[p][i]) > 0));
  return true;
}

export function useCard(s: C2State, seat: Seat, a: Use, events: C2Event[]): void {
  const me = s.players[seat];
  if (!me.cards.includes(a.card)) refuse('notYourCard', 'you do not hold that card');
  const def = cardDef(a.card);
  if (def.type !== 'multi') refuse('cannotUseCard', 'only multi-use cards are played this way');
  if (me.used.includes(a.card)) refuse('usedThisSeason', 'once a season');
  switch (def.kind) {
    case 'merchant': {
      const g = def.perToken! * s.influence[def.province!][seat];
      me.talents += g;
      events.push({ type: 'merchant', seat, card: a.card, talents: g });
      break;
    }
    case 'loot':
      me.talents += def.talents!;
      me.chaos += def.chaos!;
      events.push({ type: 'looted', seat, talents: def.talents });
      break;
    case 'assassin': {
      const t = a.target ?? -1;
      if (t === seat || !s.players[t]) refuse('cannotUseCard', 'choose another player');
      if (a.what === 'senator') {
        if (s.players[t].senators.length === 0) refuse('cannotUseCard', 'that player holds no Senator');
        randomSenator(s, t);
        events.push({ type: 'assassinated', seat, target: t, what: 'senator' });
      } else {
        const at = a.at ?? '';
        if (!s.army[at] || s.army[at][t].general === 0) refuse('cannotUseCard', 'no general of that player there');
        s.army[at][t].general -= 1;
        events.push({ type: 'assassinated', seat, target: t, what: 'general', at });
      }
      break;
    }
    case 'senateVote': {
      me.used.push(a.card);
      const vote: SenateVote = { card: a.card, caller: seat, current: seat, high: null, highBidder: null, passes: 0, ...(s.options.sealed ? { ballots: {} } : {}) };
      s.vote = vote;
      s.phase = 'vote';
      events.push({ type: 'voteCalled', seat, card: a.card });
      return;
    }
    default:
      throw new Error(`internal: multi-use card ${def.kind}`);
  }
  me.used.push(a.card);
}

/** Senate vote (section "Hlasování senátu"): open, rising votes of Senator cards from the caller round the table. */
export function castVote(s: C2State, seat: Seat, senators: number[], events: C2Event[]): void {
  const v = s.vote!;
  const hand = [...s.players[seat].senators];
  for (const x of senators) {
    const i = hand.indexOf(x);
    if (i < 0) refuse('badVote', 'vote with Senators you hold');
    hand.splice(i, 1);
  }
  if (v.ballots) {
    if (senators.length === 0) refuse('badVote', 'put up at least one Senator, or pass');
    return handInVote(s, seat, [...senators].sort(), events);
  }
  const sum = senators.reduce((a, b) => a + b, 0);
  const high = (v.high ?? []).reduce((a, b) => a + b, 0);
  if (senators.length === 0 || sum <= high) refuse('badVote', `put up more than ${high} votes`, { high });
  Object.assign(v, { high: [...senators].sort(), highBidder: seat, passes: 0 });
  events.push({ type: 'voted', seat, senators: [...senators].sort() });
  nextVoter(s, events);
}

export function passVote(s: C2State, seat: Seat, events: C2Event[]): void {
  if (s.vote!.ballots) return handInVote(s, seat, 'pass', events);
  s.vote!.passes += 1;
  events.push({ type: 'votePassed', seat });
  nextVoter(s, events);
}

/** Seats who still owe a sealed vote (or pass), from the caller round the table. */
export function sealedVoters(s: C2State): Seat[] {
  const v = s.vote!;
  const n = s.players.length;
  return Array.from({ length: n }, (_, i) => (v.caller + i) % n).filter((x) => !(String(x) in v.ballots!));
}

/**
 * A sealed vote or pass handed in (the event names the seat only). With the last one in, all are
 * revealed: the most votes win; a tie goes to the caller if he is in it (the caller's advantage),
 * else to the first of them from the caller round the table. Everyone else keeps his Senators.
 */
function handInVote(s: C2State, seat: Seat, ballot: number[] | 'pass', events: C2Event[]): void {
  const v = s.vote!;
  if (String(seat) in v.ballots!) refuse('notYourTurn', 'you have handed in your vote');
  v.ballots![String(seat)] = ballot;
  events.push({ type: 'sealedVote', seat });
  const n = s.players.length;
  const order = Array.from({ length: n }, (_, i) => (v.caller + i) % n);
  if (order.some((x) => !(String(x) in v.ballots!))) return;
  const sum = (b: number[] | 'pass' | 'sealed') => (Array.isArray(b) ? b.reduce((x, y) => x + y, 0) : 0);
  events.push({ type: 'votesRevealed', card: v.card, ballots: order.map((x) => ({ seat: x, senators: Array.isArray(v.ballots![String(x)]) ? v.ballots![String(x)] : null })) });
  let best: Seat | null = null;
  for (const x of order) if (sum(v.ballots![String(x)]) > 0 && (best === null || sum(v.ballots![String(x)]) > sum(v.ballots![String(best)]))) best = x;
  if (best !== null) {
    v.highBidder = best;
    v.high = v.ballots![String(best)] as number[];
  }
  closeVote(s, events);
}

function nextVoter(s: C2State, events: C2Event[]): void {
  const v = s.vote!;
  const n = s.players.length;
  const done = v.highBidder === null ? v.passes >= n : v.passes >= n - 1;
  if (!done) {
    v.current = (v.current + 1) % n;
    return;
  }
  closeVote(s, events);
}

/** The vote's end: the winner spends the Senators he put up and takes the card's benefit. */
function closeVote(s: C2State, events: C2Event[]): void {
  const v = s.vote!;
  s.vote = null;
  s.phase = 'actions';
  if (v.highBidder === null) {
    events.push({ type: 'voteFailed', card: v.card });
    return;
  }
  const w = v.highBidder;
  const me = s.players[w];
  for (const x of v.high!) me.senators.splice(me.senators.indexOf(x), 1);
  const def = cardDef(v.card);
  switch (def.effect) {
    case 'emergencyTax': me.talents += def.amount!; break;
    case 'breadAndCircuses': me.chaos = Math.max(0, me.chaos - def.amount!); break;
    case 'hailCaesar': me.vp += def.amount!; break;
    case 'newLegions': {
      const at = hasEnemyMilitary(s, w, 'italia') && !hasEnemyMilitary(s, w, 'neapolis') ? 'neapolis' : 'italia';
      gain(s, w, at, def.amount!, 0);
      break;
    }
    case 'influenceInRome': {
      const n = Math.min(def.amount!, me.influenceLeft);
      me.influenceLeft -= n;
      s.influence.italia[w] += n;
      break;
    }
  }
  events.push({ type: 'voteWon', seat: w, card: v.card, senators: v.high });
  // The Italia majority draws one of the spent Senators at random; the rest leave the game. A tie draws none.
  const it = s.influence.italia;
  const max = Math.max(...it);
  const holders = it.map((c, i) => (c === max ? i : -1)).filter((i) => i >= 0);
  if (max > 0 && holders.length === 1) {
    const spent = [...v.high!];
    const rng = new Rng(s.rng);
    const back = rng.take(spent);
    s.rng = rng.state();
    s.players[holders[0]].senators.push(back);
    events.push({ type: 'senatorReturned', seat: holders[0] });
  }
}
