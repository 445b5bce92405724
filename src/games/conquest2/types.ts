/**
 * Conquest of the Empire II: state, actions, events and views. Plain JSON;
 * the map ids are those of the Classic game's map (data/conquest/map.json).
 */
import type { BaseState } from '../../core/game';

export type Seat = number;
export type ProvinceId = string;
export type SeaId = string;

/** Land pieces of one colour in one province. */
export interface Units {
  infantry: number;
  cavalry: number;
  catapult: number;
  general: number;
  caesar: number;
}
export type LandKind = keyof Units;
export type MilitaryKind = 'infantry' | 'cavalry' | 'catapult';

export interface Player {
  talents: number;
  /** Hidden from the others until the season's reveal. */
  chaos: number;
  vp: number;
  /** Values (1-4) of the Senator cards in hand: the count is public, the values are not. */
  senators: number[];
  /** Conquest cards face up before the player (not Senators): card instance ids. */
  cards: string[];
  /** Multi-use cards already used this season. */
  used: string[];
  /** Influence tokens not on the board (the VP and alliance markers are not counted). */
  influenceLeft: number;
}

export interface Auction {
  /** 0-based number of this season's auction. */
  number: number;
  starter: Seat;
  current: Seat;
  high: number | null;
  highBidder: Seat | null;
  /** The high bidder's proposal: box A and box B (null: the lone token of an odd count goes in the other box). */
  a: Seat | null;
  b: Seat | null;
  /** Passes in a row since the last bid. */
  passes: number;
  /**
   * Sealed bidding (option `sealed`): each seat's bid or pass handed in so far, by seat. In a
   * view another seat's entry is only 'sealed' (handed in); the values come out together when
   * the last one is in (the `bidsRevealed` event).
   */
  bids?: Record<string, SealedBid | 'pass' | 'sealed'>;
}

export interface SealedBid {
  amount: number;
  a: Seat | null;
  b: Seat | null;
}

/** Kinds a side loses units of, in the order its player chose (Diplomacy units always go first). */
export type LossKind = 'infantry' | 'cavalry' | 'catapult' | 'galley';

/** Units an ally lends to a side for one battle: land units in the province, galleys in the seas next to it. */
export interface Lent {
  infantry: number;
  cavalry: number;
  catapult: number;
  galleys: Record<SeaId, number>;
}

export interface BattleSide {
  seat: Seat;
  /** Third-party units of a Diplomacy card fighting on this side, full strength each battle. */
  extra: { infantry: number; cavalry: number; galley: number };
  /** Own galleys called from adjacent seas: sea -> count. */
  galleys: Record<SeaId, number>;
  /** Allies' units lent for this battle, by lender seat. */
  lent: Record<string, Lent>;
  /** The order in which this side's player takes losses. */
  losses: LossKind[];
}

export interface LandBattle {
  at: ProvinceId;
  attacker: BattleSide;
  defender: BattleSide;
  round: number;
  /** 'muster': the defender calls galleys, then the allies say what they lend; 'fight': the rounds. */
  stage: 'muster' | 'fight';
  /** Seats still to declare in the muster, first one now. */
  muster: Seat[];
  /** Who decides now between fighting on and retreating (defender first). */
  awaiting: 'attacker' | 'defender';
  /** Last round's rolls, public. */
  lastRoll: { attacker: string[]; defender: string[] } | null;
  /** Opened by an attack of the first rules (no galley call, no loss order) in a game of an old record. */
  legacy?: boolean;
}

export interface SenateVote {
  card: string;
  caller: Seat;
  current: Seat;
  /** The highest vote so far: the Senator values put face up. */
  high: number[] | null;
  highBidder: Seat | null;
  passes: number;
  /** Sealed voting (option `sealed`): each seat's Senators put up, or 'pass'; others' are 'sealed' in a view. */
  ballots?: Record<string, number[] | 'pass' | 'sealed'>;
}

export interface Turn {
  /** Index into `order`. */
  idx: number;
  actionsLeft: number;
  tookCard: boolean;
}

export interface SeasonSummary {
  season: number;
  taxes: number[];
  /** Key province -> VP earned by each seat. */
  vp: Record<ProvinceId, number[]>;
  /** Chaos revealed (after the cities' reduction) and the VP it cost. */
  chaos: number[];
  chaosLoss: number[];
}

export type Phase = 'auction' | 'placement' | 'actions' | 'battle' | 'vote' | 'wind' | 'navalMuster' | 'over';

/**
 * A naval battle's muster (rules 8): the allies of both sides, in turn order, say how many of
 * their galleys in the battle's sea they lend; then the battle is fought.
 */
export interface NavalMuster {
  sea: SeaId;
  attacker: Seat;
  target: Seat;
  /** Seats still to declare, first one now. */
  muster: Seat[];
  /** Galleys lent so far, by lender seat (the side is the lender's ally). */
  lent: Record<string, number>;
}

/** A naval battle waiting for the Favorable Wind holder (the attacked player) to avoid it or not. */
export interface WindQuestion {
  sea: SeaId;
  attacker: Seat;
  target: Seat;
}

export interface C2Options {
  players: number;
  /** 4, or 5 for the longer game the rules allow. */
  seasons: number;
  /**
   * The rules version the game was made under (C2_RULES for new games). Records made before the
   * field existed read as 2: they may hold actions of the first rules (battles without a muster,
   * Favorable Wind avoided by itself), which replay as those rules played them (apply.ts).
   * Absent (a state built in code) is the current rules.
   */
  rules?: number;
  /**
   * Sealed alliance bids and Senate votes (a table option; the rulebooks' bidding is open): every
   * seat hands in its bid (or vote) privately and all are revealed together.
   */
  sealed?: boolean;
}

export interface C2State extends BaseState {
  game: 'conquest2';
  options: C2Options;
  players: Player[];
  season: number;
  round: number;
  phase: Phase;
  /** Province -> land units per seat (every province of the map). */
  army: Record<ProvinceId, Units[]>;
  /** Sea zone -> galleys per seat. */
  fleet: Record<SeaId, number[]>;
  /** Key province -> influence tokens per seat. */
  influence: Record<ProvinceId, number[]>;
  /** Key province -> province tokens lying there, for sale. */
  provinceTokens: Record<ProvinceId, number>;
  /** Province tokens not drawn yet. */
  tokenPool: ProvinceId[];
  /** Province -> owner of its city (-1: a city nobody holds). */
  cities: Record<ProvinceId, number>;
  /** Cards face up for sale (Senate Votes included). */
  market: string[];
  deck: string[];
  /** The alliance boxes in turn order: even index alliance I, odd index alliance II. */
  boxes: (Seat | null)[];
  auction: Auction | null;
  /** Seats still to place their starting units (first season), in turn order. */
  toPlace: Seat[];
  turn: Turn;
  battle: LandBattle | null;
  vote: SenateVote | null;
  wind: WindQuestion | null;
  /** A naval battle waiting for the allies' galleys (absent in states saved before rules 8). */
  naval?: NavalMuster | null;
  /** Who played last in the previous season (opens the next auctions). */
  firstBidder: Seat;
  lastSummary: SeasonSummary | null;
  /** Test hook: die values (1-6) rolled before the generator's. */
  forcedDice: number[];
  /** Seats whose member resigned: the AI plays them on, and they rank last. */
  resigned: number[];
  endReason: string | null;
  /**
   * What `undo` returns to: the position before the acting player's last action, kept while that
   * action is his own, rolled no die, drew nothing and left him still acting (null otherwise).
   * Never in any view.
   */
  undo: { seat: Seat; state: C2State } | null;
  /**
   * A game of an old record (options.rules < 3) that has shown no action of the muster's rules
   * yet: its battles and Favorable Wind follow the first rules where the record does (apply.ts).
   */
  oldRules?: boolean;
}

export type MoveSpec = { to: ProvinceId; units: Units; amphibious: boolean };

export type C2Action =
  | { type: 'bid'; amount: number; a: Seat | null; b: Seat | null }
  | { type: 'auctionPass' }
  | { type: 'place'; units: Record<ProvinceId, Units>; galley: SeaId }
  | { type: 'take'; card: string; province?: ProvinceId; target?: Seat; from?: ProvinceId; units?: Units; amphibious?: boolean }
  | { type: 'recruit'; at: ProvinceId; units: Units; galleys: number; sea?: SeaId }
  | { type: 'influence'; at: ProvinceId; from: ('token' | Seat)[] }
  | { type: 'tax'; amount: number }
  | { type: 'move'; from: ProvinceId; moves: MoveSpec[] }
  | { type: 'attack'; at: ProvinceId; target: Seat; galleys?: Record<SeaId, number>; losses?: LossKind[] }
  | { type: 'muster'; galleys: Record<SeaId, number>; units?: { infantry: number; cavalry: number; catapult: number }; losses?: LossKind[] }
  | { type: 'wind'; avoid: boolean }
  | { type: 'naval'; galleys: Record<SeaId, number>; to: SeaId; attack: Seat | null }
  | { type: 'pass' }
  | { type: 'use'; card: string; target?: Seat; what?: 'general' | 'senator'; at?: ProvinceId }
  | { type: 'end' }
  | { type: 'fight' }
  | { type: 'retreat'; to: ProvinceId }
  | { type: 'vote'; senators: number[] }
  | { type: 'votePass' }
  | { type: 'resign' }
  | { type: 'undo' };

export type C2Event = { type: string; seat?: Seat; [k: string]: unknown };

export interface PlayerView {
  talents: number;
  vp: number;
  /** Own chaos; null for the others (hidden until the season's reveal). */
  chaos: number | null;
  senatorCount: number;
  /** Own Senator values; null for the others. */
  senators: number[] | null;
  cards: string[];
  used: string[];
  influenceLeft: number;
}

export interface C2View {
  game: 'conquest2';
  viewer: Seat | null;
  options: C2Options;
  version: number;
  season: number;
  round: number;
  phase: Phase;
  players: PlayerView[];
  army: Record<ProvinceId, Units[]>;
  fleet: Record<SeaId, number[]>;
  influence: Record<ProvinceId, number[]>;
  provinceTokens: Record<ProvinceId, number>;
  tokenPoolSize: number;
  cities: Record<ProvinceId, number>;
  market: string[];
  deckSize: number;
  boxes: (Seat | null)[];
  auction: Auction | null;
  toPlace: Seat[];
  turn: Turn;
  active: Seat[];
  battle: LandBattle | null;
  vote: SenateVote | null;
  wind: WindQuestion | null;
  naval: NavalMuster | null;
  lastSummary: SeasonSummary | null;
  resigned: number[];
  endReason: string | null;
}
