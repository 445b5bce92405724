/** A new game (the rulebook's "Příprava hry" / set-up) and the start of each season. */
import { initialRngState, Rng } from '../../core/rng';
import {
  DECK_IDS, INFLUENCE_PER_COLOUR, KEY_IDS, PROVINCE_IDS, SEA_IDS, SENATE_VOTE_IDS, START_SENATORS, START_TALENTS, TOKENS_PER_PROVINCE,
} from './data';
import { units } from './units';
import type { C2Event, C2Options, C2State, Player } from './types';

/**
 * 2: land battles have a muster (called galleys, loss orders, lent units); the Favorable Wind question.
 * 3: `undo`, the position a player may take his last action back to.
 */
export const C2_SCHEMA = 3;
/**
 * The rules version written into a new game's options. 1: battles without a muster, Favorable
 * Wind ending a naval battle by itself; 2: the muster and the Wind's question; 3: undo; 4: a land or naval
 * battle where both sides lose their last units in the same round is the defender's (rules 1-3
 * gave it to the attacker); 5: the Slave Revolt reaches its card player's army last (rules 1-4
 * went round the table from the chosen player); 6: leaders whose army the Slave Revolt wipes out
 * withdraw as after a lost battle (rules 1-5 left them in the province); 7: an army fighting the
 * Slave Revolt rolls the leader's die for a general or Caesar of its alliance there (rules 1-6
 * counted its own only); 8: a naval battle has a muster, where the allies of both sides lend
 * galleys they have in the battle's sea (rules 1-7 fought it with the two players' galleys only).
 */
export const C2_RULES = 8;
/** Each player's influence tokens start four on the board; one more marks VP and one the alliance box, outside the count. */
const START_INFLUENCE = 4;

export function initialState(options: C2Options, seed: string): C2State {
  const rng = new Rng(initialRngState(seed));
  const n = options.players;
  const players: Player[] = Array.from({ length: n }, () => ({
    talents: START_TALENTS, chaos: 0, vp: 0, senators: [...START_SENATORS], cards: [], used: [],
    influenceLeft: INFLUENCE_PER_COLOUR - START_INFLUENCE,
  }));
  const influence = Object.fromEntries(KEY_IDS.map((k) => [k, Array<number>(n).fill(0)]));
  const pool = rng.shuffle(KEY_IDS.flatMap((k) => Array<string>(TOKENS_PER_PROVINCE).fill(k)));
  const first = rng.index(n);
  // Starting with the first player, each draws four tokens; Italia goes back and is redrawn. Drawn tokens leave the game.
  for (let i = 0; i < n; i++) {
    const seat = (first + i) % n;
    for (let k = 0; k < START_INFLUENCE; k++) {
      // The pool is shuffled: taking the first non-Italia token is a random draw with Italia put back.
      const token = pool.splice(pool.findIndex((t) => t !== 'italia'), 1)[0];
      influence[token][seat] += 1;
    }
  }
  const deck = rng.shuffle([...DECK_IDS]);
  const s: C2State = {
    game: 'conquest2', schema: C2_SCHEMA, version: 0, rng: rng.state(), options, players,
    season: 1, round: 1, phase: 'auction',
    army: Object.fromEntries(PROVINCE_IDS.map((p) => [p, Array.from({ length: n }, () => units())])),
    fleet: Object.fromEntries(SEA_IDS.map((x) => [x, Array<number>(n).fill(0)])),
    influence,
    provinceTokens: Object.fromEntries(KEY_IDS.map((k) => [k, 0])),
    tokenPool: pool,
    cities: {},
    market: [...SENATE_VOTE_IDS],
    deck,
    boxes: [],
    auction: null,
    toPlace: [],
    turn: { idx: 0, actionsLeft: 2, tookCard: false },
    battle: null,
    vote: null,
    wind: null,
    naval: null,
    firstBidder: first,
    lastSummary: null,
    forcedDice: [],
    resigned: [],
    endReason: null,
    undo: null,
  };
  // An old record's game may hold actions of the first rules (apply.ts, "Old records").
  if (options.rules !== undefined && options.rules < 3) s.oldRules = true;
  startSeason(s, []);
  return s;
}

/** Phases 1-3 of a season: province tokens, Conquest cards, then the first alliance auction. */
export function startSeason(s: C2State, events: C2Event[]): void {
  const rng = new Rng(s.rng);
  const n = s.players.length;
  for (let i = 0; i < 2 * n && s.tokenPool.length > 0; i++) {
    const t = rng.take(s.tokenPool);
    s.provinceTokens[t] += 1;
  }
  // Unbought cards stay for sale, like unbought province tokens (ruling "Market").
  for (let i = 0; i < 2 * n && s.deck.length > 0; i++) s.market.push(s.deck.shift()!);
  s.rng = rng.state();
  s.round = 1;
  s.boxes = Array<number | null>(2 * Math.ceil(n / 2)).fill(null);
  s.phase = 'auction';
  s.auction = { number: 0, starter: s.firstBidder, current: s.firstBidder, high: null, highBidder: null, a: null, b: null, passes: 0, ...(s.options.sealed ? { bids: {} } : {}) };
  events.push({ type: 'seasonStarted', season: s.season });
}
