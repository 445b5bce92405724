/**
 * Conquest of the Empire (Classic rules): state, actions, events and views.
 *
 * The contract between the rules engine and whatever drives it (AI, CLI, bot,
 * renderer). Everything is plain JSON. Ids of provinces, seas and coasts are
 * the ones of data/conquest/map.json.
 */
import type { BaseState } from '../../core/game';
import type { CoastId, ProvinceId, SeaId } from './data';

export type { CoastId, ProvinceId, SeaId };

/** A player's index (seat) in the game, 0..players-1. Turn order is separate (`order`). */
export type Seat = number;

export type CombatKind = 'infantry' | 'cavalry' | 'catapult';

/** Land pieces of one colour. `caesar` is 0 or 1. */
export interface Troops {
  infantry: number;
  cavalry: number;
  catapult: number;
  generals: number;
  caesar: number;
}

/**
 * Land pieces of one player in one province that share their movement
 * bookkeeping. Stacks with equal (owner, at, used, shipped) are always merged.
 */
export interface Stack {
  owner: Seat;
  at: ProvinceId;
  troops: Troops;
  /** Movement points spent this turn (infantry and catapults have 1, the rest 2). */
  used: number;
  /** Embarked or disembarked this turn: no more land movement. */
  shipped: boolean;
}

export interface Galley {
  id: number;
  owner: Seat;
  /** A sea zone id or a coast id ("province:index"). */
  at: string;
  used: number;
  cargo: Troops;
}

export interface City {
  fortified: boolean;
}

export interface PlayerState {
  home: ProvinceId;
  money: number;
  alive: boolean;
  /** Seat of the player who captured this player's Caesar, if eliminated that way. */
  eliminatedBy: Seat | null;
  conceded: boolean;
  /** Round of this player's last call for an end by agreement (0: never); one call per round. */
  endCalledRound: number;
}

/** Generals of `owner` held by `holder` for ransom. */
export interface Captives {
  holder: Seat;
  owner: Seat;
  count: number;
}

/**
 * 'reducedWithCatapult' (the default): the Korean rulebook (004), the extra dice
 * drop to one when the attacker has a catapult left; 'reducedWithoutCatapult':
 * the Romanian one (002), when the attacker has none left.
 */
export type FortifiedCatapultRule = 'reducedWithoutCatapult' | 'reducedWithCatapult';

/**
 * A call to end the game by agreement (the rulebooks' "if the others agree to
 * declare you Caesar"): `winner` is the player declared Caesar, or null for an
 * end without a single winner (the players left share the first place).
 */
export interface EndVote {
  caller: Seat;
  winner: Seat | null;
  /** Seats that agreed so far (the caller first). */
  yes: Seat[];
}

export interface ConquestOptions {
  players: number;
  /**
   * Home province per seat, chosen by agreement. When omitted the homes allowed
   * for this player count are dealt at random.
   */
  homes?: ProvinceId[];
  /**
   * Fortified city: the defender rolls 2 extra dice, reduced to 1 … The Romanian
   * rulebook says "if the attacker has no catapult left", the Korean one "if the
   * attacker has a catapult left". See docs/conquest-rulings.md.
   */
  fortifiedCatapultRule: FortifiedCatapultRule;
}

export type Phase = 'movement' | 'battle' | 'destroy' | 'buy';

/** Die faces 1..6: 1-2 infantry, 3 cavalry, 4 catapult, 5 galley, 6 blank. */
export type Face = 'infantry' | 'cavalry' | 'catapult' | 'galley' | 'blank';

export type BattleRole = 'attacker' | 'defender';

export interface CombatUnits {
  infantry: number;
  cavalry: number;
  catapult: number;
}

/** One side of a land battle: all its pieces in the battle province. */
export interface LandSide {
  seat: Seat;
  units: CombatUnits;
  leaders: { generals: number; caesar: number };
  /** Battle legion of the current round (a sub-multiset of `units`), null until organised. */
  legion: CombatUnits | null;
  /** Hits this side must take from its battle legion this round (set after the roll). */
  hitsToTake: number;
  /** Dice this side rolled in the last round, for display. */
  lastRoll: Face[];
  /** Hits those dice scored (before being capped by the other side's battle legion). */
  lastHits: number;
}

export type LandBattleStep =
  | 'organize' // waiting for battle legions
  | 'losses' // waiting for the sides to take their hits
  | 'decide' // continue or retreat, defender first
  | 'pursuit' // the retreating side takes pursuit hits
  | 'done';

export interface LandBattle {
  kind: 'land';
  province: ProvinceId;
  fortified: boolean;
  round: number;
  step: LandBattleStep;
  attacker: LandSide;
  defender: LandSide;
  /** Continue/retreat decisions already made this round. */
  decided: Partial<Record<BattleRole, 'continue' | 'retreat'>>;
  /** Who retreats, and where (null: nowhere to go). */
  retreat: null | { role: BattleRole; to: ProvinceId | null };
  /** Pursuit hits the retreating side must take. */
  pursuitHits: number;
  pursuitRoll: Face[];
  winner: BattleRole | null;
  /** Sides whose leaders in the province are captured (no combat units left before any pursuit). */
  captured: BattleRole[];
  /**
   * Standing orders ("fight to the end"): a side with one has its choices
   * made for it until the battle ends (absent in games saved before them).
   */
  orders?: Partial<Record<BattleRole, BattleOrder>>;
}

/**
 * Fight on round after round: the largest battle legion, losses from the
 * cheapest units, and continue, until the side's combat units fall below
 * `retreatBelow` (then it retreats); 0 fights to the end.
 */
export interface BattleOrder {
  retreatBelow: number;
}

export interface NavalSide {
  seat: Seat;
  /** Galley ids still afloat. */
  galleys: number[];
  hitsToTake: number;
  lastRoll: Face[];
  lastHits: number;
}

export interface NavalBattle {
  kind: 'naval';
  sea: SeaId;
  round: number;
  attacker: NavalSide;
  defender: NavalSide;
  done: boolean;
}

export type Battle = LandBattle | NavalBattle;

export interface ConquestState extends BaseState {
  game: 'conquest';
  options: ConquestOptions;
  players: PlayerState[];
  /** Seats in turn order (around the Mediterranean from Macedonia). */
  order: Seat[];
  round: number;
  active: Seat;
  phase: Phase;
  stacks: Stack[];
  galleys: Galley[];
  nextGalleyId: number;
  owner: Record<ProvinceId, Seat | null>;
  cities: Record<ProvinceId, City>;
  /** Roads as "a|b" with a < b: provinces sharing a border, each with a city. */
  roads: string[];
  captives: Captives[];
  /** Price level in force: 0 = base, 1 = doubled, 2 = tripled. */
  inflation: number;
  /** Inflation levels triggered but not yet in force: in force from `seat`'s next turn. */
  pendingInflation: { level: number; seat: Seat }[];
  /** Battle in progress in the battle phase, if any. */
  battle: Battle | null;
  /**
   * A ransom offered by the active player (in the buy phase) for generals `to`
   * holds, awaiting `to`'s answer: `amount` talents and `exchange` of `to`'s own
   * generals that `from` holds (004: payment may be talents or captured generals).
   */
  ransomOffer: null | { from: Seat; to: Seat; generals: number; amount: number; exchange: number };
  /** A call to end the game by agreement, awaiting the other living players' answers. */
  endVote: EndVote | null;
  /** The player declared Caesar by agreement (endReason 'agreed'), null when they share the win. */
  agreedWinner: Seat | null;
  /** Test hook: faces 1..6 used before the generator (never set by play). */
  forcedDice: number[];
  endReason: null | 'lastCaesar' | 'conceded' | 'agreed';
}

/** Pieces a player may buy (cities, fortifications and roads are shared). */
export type PieceKind = 'infantry' | 'cavalry' | 'catapult' | 'galley' | 'city' | 'fortifiedCity' | 'fortification' | 'road';

export type ConquestAction =
  /**
   * One movement point: a step to a neighbour, or a trip along roads. On a road
   * trip `drops` leaves pieces at cities passed on the way (rulebook movement
   * example 2); `troops` are the pieces that arrive at `to`.
   */
  | { type: 'march'; from: ProvinceId; to: ProvinceId; troops: Troops; drops?: { at: ProvinceId; troops: Troops }[] }
  | { type: 'sail'; galley: number; to: string }
  | { type: 'embark'; galley: number; troops: Troops }
  | { type: 'disembark'; galley: number; troops: Troops }
  | { type: 'endMovement' }
  | { type: 'attack'; province: ProvinceId }
  | { type: 'navalAttack'; sea: SeaId; defender: Seat }
  | { type: 'legion'; legion: CombatUnits }
  | { type: 'losses'; losses: CombatUnits }
  | { type: 'sink'; galleys: number[] }
  | { type: 'continue' }
  /** Standing order for the rest of this land battle (see BattleOrder). */
  | { type: 'fightOn'; retreatBelow: number }
  | { type: 'retreat'; to: ProvinceId | null }
  | { type: 'endBattles' }
  | { type: 'destroyCity'; province: ProvinceId }
  | { type: 'endDestroy' }
  | { type: 'buy'; piece: 'infantry' | 'cavalry' | 'catapult'; count: number }
  | { type: 'buy'; piece: 'galley'; coast: CoastId }
  | { type: 'buy'; piece: 'city' | 'fortifiedCity' | 'fortification'; province: ProvinceId }
  | { type: 'buy'; piece: 'road'; between: [ProvinceId, ProvinceId] }
  | { type: 'offerRansom'; holder: Seat; generals: number; amount: number; exchange?: number }
  /** The holder removes captured generals of `owner` from the game (the victor's choice in both rulebooks). */
  | { type: 'removeCaptives'; owner: Seat; generals: number }
  /** Any living player calls for an end by agreement (once per round); `winner` null: a shared win. */
  | { type: 'callEnd'; winner: Seat | null }
  | { type: 'answerEnd'; accept: boolean }
  | { type: 'answerRansom'; accept: boolean }
  | { type: 'endTurn' }
  | { type: 'concede' };

export type ConquestEvent =
  | { type: 'moved'; seat: Seat; from: string; to: string; troops: Troops }
  | { type: 'sailed'; seat: Seat; galley: number; from: string; to: string }
  | { type: 'battleStarted'; kind: 'land' | 'naval'; space: string; attacker: Seat; defender: Seat }
  | { type: 'rolled'; seat: Seat; faces: Face[]; hits: number }
  | { type: 'lost'; seat: Seat; space: string; units: CombatUnits }
  | { type: 'sunk'; seat: Seat; galleys: number[] }
  | { type: 'retreated'; seat: Seat; from: ProvinceId; to: ProvinceId | null }
  | { type: 'captured'; holder: Seat; owner: Seat; generals: number; caesar: boolean }
  | { type: 'battleEnded'; space: string; winner: Seat | null }
  | { type: 'conquered'; seat: Seat; province: ProvinceId; from: Seat | null }
  | { type: 'galleysDestroyed'; seat: Seat; province: ProvinceId; count: number }
  | { type: 'tribute'; seat: Seat; amount: number }
  | { type: 'cityDestroyed'; seat: Seat; province: ProvinceId }
  | { type: 'bought'; seat: Seat; piece: PieceKind; count: number; cost: number; where: string }
  | { type: 'inflation'; level: number; triggeredBy: Seat }
  | { type: 'ransomOffered'; from: Seat; to: Seat; generals: number; amount: number; exchange: number }
  | { type: 'captivesRemoved'; holder: Seat; owner: Seat; generals: number }
  | { type: 'endCalled'; caller: Seat; winner: Seat | null }
  | { type: 'endAnswered'; seat: Seat; accepted: boolean }
  | { type: 'ransomAnswered'; from: Seat; to: Seat; accepted: boolean }
  | { type: 'eliminated'; seat: Seat; by: Seat | null }
  | { type: 'turn'; seat: Seat; round: number }
  | { type: 'gameOver'; winner: Seat | null };

/** Everything on the board is public in Classic rules; the view only drops the generator. */
export type ConquestView = Omit<ConquestState, 'rng' | 'forcedDice'> & { viewer: Seat | null; tribute: number[] };
