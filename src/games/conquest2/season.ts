/**
 * The season's flow: alliance auctions (phase 3), placing the starting units
 * (phase 4, first season), the rounds of two actions (phase 5), then taxes
 * (6), victory points and chaos (7) and the end of the season (8).
 */
import { BID_STEP, KEY_IDS, PROVINCES, SEAS_OF, VP, cardDef } from './data';
import { refuse } from './errors';
import { startSeason } from './setup';
import { START_UNITS, add, order, seats, total, units } from './units';
import type { C2Event, C2State, ProvinceId, SealedBid, SeaId, Seat, Units } from './types';

export function unallied(s: C2State): Seat[] {
  return seats(s).filter((x) => !s.boxes.includes(x));
}

/** Whether a proposal (boxes A and B) is one the rules allow now. */
export function validProposal(s: C2State, a: Seat | null, b: Seat | null): boolean {
  const free = unallied(s);
  if (free.length === 1) return (a === free[0] && b === null) || (a === null && b === free[0]);
  return a !== null && b !== null && a !== b && free.includes(a) && free.includes(b);
}

export function bid(s: C2State, seat: Seat, amount: number, a: Seat | null, b: Seat | null, events: C2Event[]): void {
  const au = s.auction!;
  if (au.bids) return sealedBid(s, seat, amount, a, b, events);
  if (!Number.isInteger(amount) || amount < 0 || amount % BID_STEP !== 0) refuse('badBid', `bids go in steps of ${BID_STEP}`, { step: BID_STEP });
  if (au.high !== null && amount <= au.high) refuse('badBid', `bid more than ${au.high}`, { high: au.high });
  if (au.high === null && amount === 0 && seat !== au.starter) refuse('badBid', 'only the first bidder may bid zero');
  if (amount > s.players[seat].talents) refuse('notEnoughTalents', 'you cannot bid more than you have');
  if (!validProposal(s, a, b)) refuse('badProposal', 'put an unallied token in each box (the lone last token in one)');
  Object.assign(au, { high: amount, highBidder: seat, a, b, passes: 0 });
  events.push({ type: 'bid', seat, amount, a, b });
  nextBidder(s, events);
}

export function auctionPass(s: C2State, seat: Seat, events: C2Event[]): void {
  const au = s.auction!;
  if (au.high === null && seat === au.starter) refuse('mustOpen', 'the first bidder opens the auction (a bid of 0 is allowed)');
  if (au.bids) return handIn(s, seat, 'pass', events);
  au.passes += 1;
  events.push({ type: 'auctionPassed', seat });
  nextBidder(s, events);
}

/** Seats who still owe a sealed bid (or pass), in bidding order from the auction's first bidder. */
export function sealedBidders(s: C2State): Seat[] {
  const au = s.auction!;
  const n = s.players.length;
  return Array.from({ length: n }, (_, i) => (au.starter + i) % n).filter((x) => !(String(x) in au.bids!));
}

/** A sealed bid: the same limits as an open one, without a bid to beat (the first bidder may bid 0). */
function sealedBid(s: C2State, seat: Seat, amount: number, a: Seat | null, b: Seat | null, events: C2Event[]): void {
  const au = s.auction!;
  if (!Number.isInteger(amount) || amount < 0 || amount % BID_STEP !== 0) refuse('badBid', `bids go in steps of ${BID_STEP}`, { step: BID_STEP });
  if (amount === 0 && seat !== au.starter) refuse('badBid', 'only the first bidder may bid zero');
  if (amount > s.players[seat].talents) refuse('notEnoughTalents', 'you cannot bid more than you have');
  if (!validProposal(s, a, b)) refuse('badProposal', 'put an unallied token in each box (the lone last token in one)');
  handIn(s, seat, { amount, a, b }, events);
}

/**
 * A sealed bid or pass handed in: the event names the seat only (a pass looks like a bid). With the
 * last one in, all are revealed; the highest wins, a tie going to the first of them in bidding order.
 */
function handIn(s: C2State, seat: Seat, entry: SealedBid | 'pass', events: C2Event[]): void {
  const au = s.auction!;
  if (String(seat) in au.bids!) refuse('notYourTurn', 'you have handed in your bid');
  au.bids![String(seat)] = entry;
  events.push({ type: 'sealedBid', seat });
  const order = sealedBidders({ ...s, auction: { ...au, bids: {} } });
  if (order.some((x) => !(String(x) in au.bids!))) return;
  const revealed = order.map((x) => {
    const e = au.bids![String(x)];
    return e === 'pass' || e === 'sealed' ? { seat: x, amount: null, a: null, b: null } : { seat: x, ...e };
  });
  events.push({ type: 'bidsRevealed', number: au.number, bids: revealed });
  let best: (typeof revealed)[number] | null = null;
  for (const r of revealed) if (r.amount !== null && (best === null || r.amount > best.amount!)) best = r;
  // The first bidder may not pass, so someone always bid.
  Object.assign(au, { high: best!.amount, highBidder: best!.seat, a: best!.a, b: best!.b });
  closeAuction(s, events);
}

function nextBidder(s: C2State, events: C2Event[]): void {
  const au = s.auction!;
  const n = s.players.length;
  if (au.passes >= n - 1) return closeAuction(s, events);
  au.current = (au.current + 1) % n;
}

function closeAuction(s: C2State, events: C2Event[]): void {
  const au = s.auction!;
  const winner = au.highBidder!;
  s.players[winner].talents -= au.high!;
  s.boxes[2 * au.number] = au.a;
  s.boxes[2 * au.number + 1] = au.b;
  events.push({ type: 'auctionWon', seat: winner, amount: au.high, a: au.a, b: au.b, number: au.number });
  if (unallied(s).length > 0) {
    const starter = (au.starter + 1) % s.players.length;
    s.auction = { number: au.number + 1, starter, current: starter, high: null, highBidder: null, a: null, b: null, passes: 0, ...(s.options.sealed ? { bids: {} } : {}) };
    return;
  }
  s.auction = null;
  events.push({ type: 'alliances', boxes: [...s.boxes] });
  if (s.season === 1) {
    s.phase = 'placement';
    s.toPlace = order(s);
  } else startActions(s);
}

function startActions(s: C2State): void {
  s.phase = 'actions';
  s.round = 1;
  s.turn = { idx: 0, actionsLeft: 2, tookCard: false };
}

/** Provinces with the seat's influence: where its starting units may stand. */
export function placementProvinces(s: C2State, seat: Seat): ProvinceId[] {
  return KEY_IDS.filter((k) => s.influence[k][seat] > 0);
}

/**
 * Seas where the starting galley may go: next to a province with the seat's influence. A player whose
 * influence is all inland (the drawn tokens can all be Mesopotamia's) has no such sea; ruling (see
 * docs/conquest2-rulings.md, section 4): the galley goes next to the nearest provinces by land instead.
 */
export function placementSeas(s: C2State, seat: Seat): SeaId[] {
  let ring = placementProvinces(s, seat);
  const seen = new Set(ring);
  while (ring.length > 0) {
    const seas = [...new Set(ring.flatMap((p) => SEAS_OF[p]))].sort();
    if (seas.length > 0) return seas;
    ring = [...new Set(ring.flatMap((p) => PROVINCES[p].borders))].filter((p) => !seen.has(p));
    ring.forEach((p) => seen.add(p));
  }
  return [];
}

export function place(s: C2State, seat: Seat, placed: Record<ProvinceId, Units>, galley: string, events: C2Event[]): void {
  const ok = placementProvinces(s, seat);
  let sum = units();
  for (const [p, u] of Object.entries(placed)) {
    if (!ok.includes(p)) refuse('badPlacement', `you have no influence in ${p}`, { province: p });
    sum = add(sum, units(u));
  }
  if (JSON.stringify(sum) !== JSON.stringify(START_UNITS)) refuse('badPlacement', 'place all your starting units: 8 infantry, 2 cavalry, a catapult, a general and Caesar');
  if (!placementSeas(s, seat).includes(galley)) refuse('badPlacement', 'the galley goes in a sea next to a province with your influence');
  for (const [p, u] of Object.entries(placed)) if (total(units(u)) > 0) s.army[p][seat] = add(s.army[p][seat], units(u));
  s.fleet[galley][seat] += 1;
  s.toPlace.shift();
  events.push({ type: 'placed', seat });
  if (s.toPlace.length === 0) startActions(s);
}

export function actingSeat(s: C2State): Seat {
  return order(s)[s.turn.idx];
}

/** Multi-use cards the seat may still use this season (they cost no action). */
export function usableCards(s: C2State, seat: Seat): string[] {
  const p = s.players[seat];
  return p.cards.filter((c) => cardDef(c).type === 'multi' && !p.used.includes(c));
}

/** After an action: the turn passes once both actions are spent and no card is left to use. */
export function afterAction(s: C2State, events: C2Event[]): void {
  if (s.phase !== 'actions') return;
  const seat = actingSeat(s);
  if (s.turn.actionsLeft === 0 && usableCards(s, seat).length === 0) endTurn(s, events);
}

export function endTurn(s: C2State, events: C2Event[]): void {
  const ord = order(s);
  events.push({ type: 'turnEnded', seat: ord[s.turn.idx] });
  s.turn = { idx: s.turn.idx + 1, actionsLeft: 2, tookCard: false };
  if (s.turn.idx < ord.length) return;
  s.turn.idx = 0;
  s.round += 1;
  events.push({ type: 'roundEnded', round: s.round - 1 });
  if (s.round > 4) endSeason(s, events);
}

/** Ranks by count, ties sharing a place (the Neapolis example): 0-based rank per seat, or -1 for none. */
export function denseRanks(counts: number[]): number[] {
  const distinct = [...new Set(counts.filter((c) => c > 0))].sort((a, b) => b - a);
  return counts.map((c) => (c > 0 ? distinct.indexOf(c) : -1));
}

export function seasonVp(s: C2State): Record<ProvinceId, number[]> {
  const out: Record<ProvinceId, number[]> = {};
  for (const k of KEY_IDS) {
    const ranks = denseRanks(s.influence[k]);
    out[k] = ranks.map((r) => (r >= 0 && r < VP[k].length ? VP[k][r] : 0));
  }
  return out;
}

export function taxesOf(s: C2State, seat: Seat): number {
  let t = 0;
  for (const k of KEY_IDS) t += s.influence[k][seat] * (s.cities[k] === seat ? 10 : 5);
  return t;
}

function endSeason(s: C2State, events: C2Event[]): void {
  const all = seats(s);
  // 6) Taxes.
  const taxes = all.map((x) => taxesOf(s, x));
  all.forEach((x) => { s.players[x].talents += taxes[x]; });
  // 7) Victory points per key province, then chaos (each city held takes 3 off; most -10, second -5).
  const vp = seasonVp(s);
  for (const k of KEY_IDS) all.forEach((x) => { s.players[x].vp += vp[k][x]; });
  for (const [, owner] of Object.entries(s.cities)) {
    if (owner >= 0) s.players[owner].chaos = Math.max(0, s.players[owner].chaos - 3);
  }
  const chaos = all.map((x) => s.players[x].chaos);
  const chaosRanks = denseRanks(chaos);
  const chaosLoss = chaosRanks.map((r) => (r === 0 ? 10 : r === 1 ? 5 : 0));
  all.forEach((x) => { s.players[x].vp -= chaosLoss[x]; });
  s.lastSummary = { season: s.season, taxes, vp, chaos, chaosLoss };
  events.push({ type: 'seasonScored', season: s.season, taxes, vp, chaos, chaosLoss });
  // 8) End of season: multi-use cards up again, Diplomacy cards back for sale, alliances cleared.
  const ord = order(s);
  for (const p of s.players) {
    const back = p.cards.filter((c) => cardDef(c).type === 'diplomacy');
    p.cards = p.cards.filter((c) => !back.includes(c));
    s.market.push(...back);
    p.used = [];
  }
  s.firstBidder = ord[ord.length - 1];
  if (s.season >= s.options.seasons) {
    s.phase = 'over';
    s.endReason = 'seasons';
    s.boxes = [];
    events.push({ type: 'gameOver' });
    return;
  }
  s.season += 1;
  startSeason(s, events);
}

export function influenceTotal(s: C2State, seat: Seat): number {
  return KEY_IDS.reduce((n, k) => n + s.influence[k][seat], 0);
}
