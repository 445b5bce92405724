/**
 * The Conquest II computer player. It sees only its seat's view: the hidden
 * parts of the others (chaos, Senator values, the deck) are filled with
 * neutral guesses to rebuild a position the rules can run on, which lists
 * exactly the real legal actions (legality never depends on hidden values).
 * Its plan: win the auctions cheaply to ally with the players it competes
 * with least, garrison its influence, take province tokens and unprotected
 * rival tokens with its leaders, attack weak garrisons in key provinces,
 * buy useful cards and call Senate votes it can win, and keep chaos low.
 */
import { initialRngState } from '../../core/rng';
import { applyAction } from './apply';
import { forceOf } from './battle';
import { cardDef, KEY_IDS, SEAS_OF, VP } from './data';
import { listActions } from './legal';
import { seasonVp } from './season';
import { C2_SCHEMA } from './setup';
import { allianceOf, allied, leaders, military, seats } from './units';
import type { C2Action, C2State, C2View, Seat } from './types';
import { viewOf as viewFor } from './view';

/** A position the rules can run on, rebuilt from one seat's view. */
export function stateFromView(v: C2View, seed: string): C2State {
  return {
    game: 'conquest2', schema: C2_SCHEMA, version: v.version, rng: initialRngState(seed), options: { ...v.options },
    players: v.players.map((p) => ({
      talents: p.talents, vp: p.vp, chaos: p.chaos ?? 0, senators: p.senators ? [...p.senators] : Array<number>(p.senatorCount).fill(2),
      cards: [...p.cards], used: [...p.used], influenceLeft: p.influenceLeft,
    })),
    season: v.season, round: v.round, phase: v.phase,
    army: JSON.parse(JSON.stringify(v.army)), fleet: JSON.parse(JSON.stringify(v.fleet)), influence: JSON.parse(JSON.stringify(v.influence)),
    provinceTokens: { ...v.provinceTokens }, tokenPool: [], cities: { ...v.cities }, market: [...v.market], deck: [],
    boxes: [...v.boxes], auction: v.auction ? { ...v.auction } : null, toPlace: [...v.toPlace], turn: { ...v.turn },
    battle: v.battle ? JSON.parse(JSON.stringify(v.battle)) : null, vote: v.vote ? JSON.parse(JSON.stringify(v.vote)) : null,
    wind: v.wind ? { ...v.wind } : null, naval: v.naval ? JSON.parse(JSON.stringify(v.naval)) : null, firstBidder: 0, lastSummary: null, forcedDice: [], resigned: [...v.resigned], endReason: v.endReason,
    undo: null,
  };
}

/** How much two players compete: key provinces where both have influence. */
function overlap(s: C2State, a: Seat, b: Seat): number {
  return KEY_IDS.filter((k) => s.influence[k][a] > 0 && s.influence[k][b] > 0).length;
}

function chooseBid(s: C2State, me: Seat, acts: C2Action[]): C2Action {
  const au = s.auction!;
  const free = seats(s).filter((x) => !s.boxes.includes(x));
  const bids = acts.filter((a): a is Extract<C2Action, { type: 'bid' }> => a.type === 'bid');
  const myAlliance = allianceOf(s, me);
  // Where each free player should go: me first; partners I compete with least join my side.
  const wantSide = (x: Seat): number => {
    if (x === me) return 0;
    if (myAlliance !== null) return overlap(s, me, x) <= 1 ? myAlliance : 1 - myAlliance;
    return overlap(s, me, x) <= 1 ? 0 : 1;
  };
  const fit = (a: Seat | null, b: Seat | null): number => {
    let f = 0;
    if (a !== null) f += wantSide(a) === 0 ? 2 : 0;
    if (b !== null) f += wantSide(b) === 1 ? 2 : 0;
    if (a === me) f += 3;
    return f;
  };
  const limit = Math.min(Math.floor(s.players[me].talents / 4 / 5) * 5, free.includes(me) ? 20 : 10);
  const affordable = bids.filter((b) => b.amount <= limit);
  const currentFit = au.high === null ? -1 : fit(au.a, au.b);
  if (affordable.length === 0 || (au.highBidder !== null && currentFit >= 3 && au.highBidder !== me)) {
    const pass = acts.find((a) => a.type === 'auctionPass');
    if (pass) return pass;
  }
  const pool = affordable.length ? affordable : bids;
  const minAmount = Math.min(...pool.map((b) => b.amount));
  return pool.filter((b) => b.amount === minAmount).sort((x, y) => fit(y.a, y.b) - fit(x.a, x.b))[0];
}

/** Worth of a position for `me`: points now and to come, money, forces where they count, chaos. */
export function evaluate(s: C2State, me: Seat): number {
  const p = s.players[me];
  const vp = seasonVp(s);
  let score = p.vp + KEY_IDS.reduce((n, k) => n + vp[k][me], 0) * 0.9;
  score += p.talents * 0.15 - p.chaos * 0.8 + p.senators.reduce((a, b) => a + b, 0) * 1.2;
  for (const k of KEY_IDS) {
    const mine = s.army[k][me];
    const inf = s.influence[k][me];
    if (inf > 0 && military(mine) > 0) score += 3 + inf;
    // Leaders where there is influence to take are worth moving there.
    if (leaders(mine) > 0) {
      const forSale = s.provinceTokens[k] + seats(s).filter((o) => o !== me && !allied(s, me, o) && military(s.army[k][o]) === 0)
        .reduce((n, o) => n + s.influence[k][o], 0);
      score += Math.min(forSale, 2) * (VP[k][0] / 5) * (military(mine) > 0 ? 1 : 0.5);
    }
    // Rivals' soldiers next to my tokens are a threat.
    for (const o of seats(s)) if (o !== me && !allied(s, me, o) && inf > 0 && military(s.army[k][o]) > military(mine)) score -= 2 * inf;
  }
  let units = 0;
  for (const at of Object.keys(s.army)) units += military(s.army[at][me]);
  for (const sea of Object.keys(s.fleet)) units += s.fleet[sea][me];
  score += units * 1.5;
  score += p.cards.length * 3;
  return score;
}

function battleOdds(s: C2State, me: Seat, at: string, target: Seat): number {
  const mine = military(s.army[at][me]) + SEAS_OF[at].reduce((n, x) => n + s.fleet[x][me], 0);
  const theirs = military(s.army[at][target]) + SEAS_OF[at].reduce((n, x) => n + s.fleet[x][target], 0);
  return mine / Math.max(1, theirs);
}

function chooseAction(s: C2State, me: Seat, acts: C2Action[], seed: string): C2Action {
  const base = evaluate(s, me);
  let best = acts[0];
  let bestScore = -Infinity;
  acts.forEach((a, i) => {
    let score: number;
    if (a.type === 'attack') {
      const odds = battleOdds(s, me, a.at, a.target);
      const stake = KEY_IDS.includes(a.at) ? s.influence[a.at][a.target] * 6 + (s.influence[a.at][me] > 0 ? 6 : 0) : 1;
      score = base + (odds >= 1.5 ? 4 + stake : -20);
    } else if (a.type === 'naval' && a.attack !== null) {
      const mine = Object.values(a.galleys).reduce((x, y) => x + y, 0) + s.fleet[a.to][me];
      score = base + (mine > 1.5 * s.fleet[a.to][a.attack] ? 3 : -20);
    } else if (a.type === 'pass' || a.type === 'end') {
      score = base + 0.1;
    } else {
      const out = applyAction({ ...s, rng: initialRngState(`${seed}:${i}`) }, me, a);
      if (!out.ok) return;
      score = evaluate(out.state, me);
      if (a.type === 'use' && cardDef(a.card).kind === 'senateVote') {
        const mySum = s.players[me].senators.reduce((x, y) => x + y, 0);
        const rivals = Math.max(0, ...s.players.filter((_, o) => o !== me).map((p) => p.senators.length * 2));
        score = base + (mySum > rivals ? 8 : -5);
      }
      if (a.type === 'recruit') score -= 1;
    }
    if (score > bestScore) { bestScore = score; best = a; }
  });
  return best;
}

/**
 * The muster: the defender calls every galley he may (the first listed call) and keeps
 * the usual loss order; an ally lends everything when its side would be outnumbered
 * without it, and nothing when its side is strong enough alone (no units risked for nothing).
 */
function chooseMuster(s: C2State, me: Seat, acts: C2Action[]): C2Action {
  const b = s.battle!;
  const musters = acts.filter((a): a is Extract<C2Action, { type: 'muster' }> => a.type === 'muster');
  if (me === b.defender.seat) return musters[0];
  const mine = allied(s, me, b.attacker.seat) ? b.attacker : b.defender;
  const theirs = mine === b.attacker ? b.defender : b.attacker;
  const size = (side: typeof mine) => Object.values(forceOf(s, b.at, side)).reduce((x, y) => x + y, 0);
  const need = size(mine) < 1.5 * (size(theirs) + (theirs === b.defender ? SEAS_OF[b.at].reduce((n, x) => n + s.fleet[x][theirs.seat], 0) : 0));
  const lent = (a: Extract<C2Action, { type: 'muster' }>) => military({ general: 0, caesar: 0, ...(a.units ?? { infantry: 0, cavalry: 0, catapult: 0 }) }) + Object.values(a.galleys).reduce((x, y) => x + y, 0);
  const sorted = [...musters].sort((x, y) => lent(x) - lent(y));
  return need ? sorted[sorted.length - 1] : sorted[0];
}

function chooseVote(s: C2State, me: Seat, acts: C2Action[]): C2Action {
  const v = s.vote!;
  const votes = acts.filter((a): a is Extract<C2Action, { type: 'vote' }> => a.type === 'vote');
  const cheapest = votes.sort((x, y) => x.senators.reduce((a, b) => a + b, 0) - y.senators.reduce((a, b) => a + b, 0))[0];
  if (!cheapest) return { type: 'votePass' };
  const cost = cheapest.senators.reduce((a, b) => a + b, 0);
  const worth = v.caller === me ? 6 : cardDef(v.card).effect === 'hailCaesar' ? 4 : 2;
  return cost <= worth ? cheapest : { type: 'votePass' };
}

export function chooseFromView(view: C2View, me: Seat, seed = 'ai'): C2Action {
  const s = stateFromView(view, seed);
  const acts = listActions(s, me);
  if (acts.length === 0) throw new Error(`seat ${me} has nothing to do`);
  switch (s.phase) {
    case 'auction': return chooseBid(s, me, acts);
    case 'vote': return chooseVote(s, me, acts);
    case 'wind': {
      // Avoid a naval battle the attacker is likely to win; fight one we are likely to win.
      const w = s.wind!;
      return { type: 'wind', avoid: s.fleet[w.sea][me] < 1.5 * s.fleet[w.sea][w.attacker] };
    }
    case 'navalMuster': {
      // As on land: lend every galley when the ally's side would be outnumbered without them, else none.
      const m = s.naval!;
      const mine = allied(s, me, m.attacker) ? m.attacker : m.target;
      const theirs = mine === m.attacker ? m.target : m.attacker;
      const side = (x: Seat) => s.fleet[m.sea][x] + Object.entries(m.lent).filter(([l]) => allied(s, Number(l), x)).reduce((n, [, c]) => n + c, 0);
      return side(mine) < 1.5 * side(theirs) ? acts[acts.length - 1] : acts[0];
    }
    case 'battle': {
      const b = s.battle!;
      if (b.stage === 'muster') return chooseMuster(s, me, acts);
      const enemy = b.attacker.seat === me ? b.defender.seat : b.attacker.seat;
      const retreats = acts.filter((a) => a.type === 'retreat');
      return battleOdds(s, me, b.at, enemy) >= 0.8 || retreats.length === 0 ? { type: 'fight' } : retreats[0];
    }
    case 'placement': {
      // The layout that guards every token, main force where the points are highest.
      let best = acts[0];
      let bestScore = -Infinity;
      for (const a of acts) {
        if (a.type !== 'place') continue;
        const spread = Object.keys(a.units).length;
        const main = Object.entries(a.units).sort((x, y) => military(y[1]) - military(x[1]))[0][0];
        const score = spread * 10 + VP[main][0] + (SEAS_OF[main].includes(a.galley) ? 5 : 0);
        if (score > bestScore) { bestScore = score; best = a; }
      }
      return best;
    }
    default: return chooseAction(s, me, acts, seed);
  }
}

export function conquest2Ai(seed = 'ai') {
  let n = 0;
  return {
    name: 'ai',
    choose(state: C2State, player: number): C2Action {
      // The harness owns the state; the AI reads its seat's view only.
      return chooseFromView(viewFor(state, player), player, `${seed}:${n++}`);
    },
  };
}

