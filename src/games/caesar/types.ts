/**
 * Caesar! state, actions, events and views.
 *
 * This file is the shared contract between the rules engine, the AIs, the CLI,
 * the renderer and the bot: change it only together with all of them.
 * Everything here is plain JSON.
 */
import type { BaseState } from '../../core/game';

/** 0 = Caesar (red), 1 = Pompey (blue). Caesar starts (Crassus starts in solo). */
export type Side = 0 | 1;
export const CAESAR: Side = 0;
export const POMPEY: Side = 1;

/** Symbols printed on border spaces. */
export type SpaceSymbol = 'sword' | 'shield' | 'ship';
/** Symbols on influence tokens: a wild (laurel) token fits any space. */
export type TokenSymbol = SpaceSymbol | 'wild';

export type BonusKind = 'senate' | 'tactics' | 'wealth' | 'might' | 'poison' | 'centurion';

export type ProvinceId =
  | 'hispania_ulterior' | 'hispania_citerior' | 'gallia' | 'mauritania' | 'sardinia'
  | 'gallia_cisalpina' | 'numidia' | 'sicilia' | 'italia' | 'dalmatia' | 'africa'
  | 'achaia' | 'macedonia' | 'cyrene' | 'creta' | 'aegyptus' | 'asia' | 'syria';

/** Static definition of an influence token (from data/caesar/tokens.json). */
export interface TokenDef {
  /** Stable id, unique over both sides, e.g. "C01".."C16", "C17".."C19" (Centurions), "P01".. */
  id: string;
  side: Side;
  /** One symbol, or two for the Centurion ship+shield token. */
  symbols: TokenSymbol[];
  /** The two printed numbers, higher first. */
  values: [number, number];
  centurion: boolean;
}

export interface CaesarOptions {
  modules: { poison: boolean; centurions: boolean; checkpoints: boolean };
  /** Solo mode: the side Crassus plays and his difficulty. null = two players. */
  solo: null | { crassus: Side; difficulty: 'low' | 'medium' | 'high' };
}

/** A token on a border space. */
export interface PlacedToken {
  token: string;
  side: Side;
  /** The province that receives values[0]; the other province receives values[1]. */
  toward: ProvinceId;
  /** Face down (Might, or a Checkpoint placement): worth 0/0 in provinces still open. */
  faceDown: boolean;
  /**
   * Placed face down on a Checkpoint: nobody but its owner ever saw it, so views and
   * events for anyone else carry neither its id nor its orientation. (A token turned
   * down by Might was seen face up and stays known.) Absent in schema-1 states,
   * which migrate.ts upgrades.
   */
  concealed?: boolean;
}

/** A concealed token as anyone but its owner sees it: a face-down token of `side`, nothing more. */
export interface HiddenPlacedToken {
  token: null;
  side: Side;
  toward: null;
  faceDown: true;
  concealed: true;
}

export type PlacedTokenView = PlacedToken | HiddenPlacedToken;

export interface BorderSpaceView extends Omit<BorderSpaceState, 'placed'> {
  placed: PlacedTokenView | null;
}

export interface BorderSpaceState {
  /** Index into data's border spaces (0..29). */
  id: number;
  placed: PlacedToken | null;
  /** Control token placed on this space for controlling both neighbours. */
  control: null | { side: Side; faceDown: boolean };
}

export interface ProvinceState {
  id: ProvinceId;
  /** Bonus token still lying on the province space (null once taken). */
  bonus: BonusKind | null;
  closed: boolean;
  /** Who won control when it closed; null while open or after a tie. */
  controller: Side | null;
  /** True when it closed on a tie: nobody controls it for the rest of the game. */
  tied: boolean;
  /** Control tokens on the province space(s): 1, or 2 for Italia. faceDown after Might. */
  controlTokens: { side: Side; faceDown: boolean }[];
  /** Influence totals frozen at the moment of closing, for the log and the picture. */
  finalInfluence: [number, number] | null;
}

export interface SidePrivate {
  /** Tokens behind the screen. HIDDEN from the other side. */
  supply: string[];
  /** Tokens still in the bag (unordered; draws use the game's rng). HIDDEN from both (count public). */
  bag: string[];
}

export interface SideState extends SidePrivate {
  /** Centurion influence tokens still in front of the player (public). */
  centurionsAvailable: string[];
  /** Control tokens not yet placed (the side wins when this reaches 0). */
  controlLeft: number;
  /** Senate tokens held, each with the number of control tokens put under it. */
  senate: { under: number }[];
  /** Bonus tokens taken and resolved (or lost), in order. Public. */
  bonusesTaken: BonusKind[];
}

export type CrassusTile = 'A' | 'B' | 'C' | 'D' | 'E';

export interface CrassusState {
  /** Crassus's row of face-up influence tokens, left to right (public). */
  row: string[];
  /** Tactic tile draw pile, top first. HIDDEN order. */
  deck: CrassusTile[];
  discard: CrassusTile[];
  /** Face-down Centurion stack, top first. HIDDEN order. */
  centurionStack: string[];
  /** Tile resolved on Crassus's last turn (public, for the log). */
  lastTile: CrassusTile | null;
}

/** A decision the active side must take before the turn can go on. */
export type Pending =
  /** Two provinces closed at once: the active side picks which resolves first. */
  | { kind: 'closureOrder'; provinces: [ProvinceId, ProvinceId] }
  /** Might: choose an enemy face-up influence or control token to turn down, or pass. */
  | { kind: 'might' }
  /** Tactics taken: take the extra turn or pass. */
  | { kind: 'tactics' }
  /** Centurion bonus: at the end of the turn choose one of your Centurion tokens instead of drawing. */
  | { kind: 'centurion' };

export type MightTarget =
  | { kind: 'influence'; space: number }
  | { kind: 'provinceControl'; province: ProvinceId; slot: number }
  | { kind: 'borderControl'; space: number };

export type CaesarAction =
  /** Place `token` from the supply on free border `space`, values[0] toward `toward`.
   *  faceDown only on a Checkpoint space with the Checkpoints module: worth 0/0, draw a bonus from the bank. */
  | { type: 'place'; token: string; space: number; toward: ProvinceId; faceDown?: boolean }
  | { type: 'closureOrder'; first: ProvinceId }
  | { type: 'might'; target: MightTarget | null }
  | { type: 'tactics'; take: boolean }
  | { type: 'centurion'; token: string | null };

export interface CaesarState extends BaseState {
  game: 'caesar';
  options: CaesarOptions;
  /** Whose turn it is. */
  active: Side;
  /** Turn counter (a turn = one placement), from 1. */
  turn: number;
  /** Extra turns the active side has earned by Tactics and will take after this one. */
  extraTurn: boolean;
  pending: Pending | null;
  provinces: Record<ProvinceId, ProvinceState>;
  spaces: BorderSpaceState[];
  sides: [SideState, SideState];
  /** Face-down bank of bonus tokens (Checkpoints module). HIDDEN order; count public. */
  bank: BonusKind[];
  crassus: CrassusState | null;
  winner: Side | null;
  /** Why the game ended: 'controlTokens' | 'cannotPlace' | 'resigned' | 'abandoned'. */
  endReason: string | null;
  /** The last placement, for highlighting. */
  lastPlacement: { side: Side; space: number } | null;
  /** Rest of the current turn while a decision is pending (engine bookkeeping, public):
   *  bonuses taken and not yet resolved, in order, and whether a Centurion bonus
   *  replaces this turn's draw. Absent or null between turns. */
  resolving?: TurnProgress | null;
}

export interface TurnProgress {
  bonuses: { bonus: BonusKind; side: Side; province: ProvinceId | null }[];
  centurion: boolean;
}

/** What happened, in order, for the log and the renderer. Never carries hidden tokens
 *  except in events the engine marks `private` to one side (e.g. what that side drew). */
export type CaesarEvent =
  | { type: 'placed'; side: Side; token: string; space: number; toward: ProvinceId; faceDown: false; values: [number, number] }
  /** A face-down Checkpoint placement: the token and its orientation only in `private`, for its owner
   *  (eventsFor drops `private` for everyone else). */
  | {
    type: 'placed'; side: Side; token: null; space: number; toward: null; faceDown: true; values: [0, 0];
    private?: { side: Side; token: string; toward: ProvinceId };
  }
  | { type: 'closed'; province: ProvinceId; closer: Side; influence: [number, number]; controller: Side | null; bonus: BonusKind | null }
  | { type: 'controlPlaced'; side: Side; where: 'province' | 'border' | 'senate'; province?: ProvinceId; space?: number; count: number }
  | { type: 'bonusTaken'; side: Side; bonus: BonusKind; from: 'province' | 'bank' }
  | { type: 'bonusResolved'; side: Side; bonus: BonusKind; used: boolean }
  | { type: 'turnedDown'; side: Side; target: MightTarget }
  | { type: 'poisoned'; side: Side; victim: Side; token: string }
  | { type: 'drew'; side: Side; count: number; private: { side: Side; tokens: string[] } }
  | { type: 'centurionTaken'; side: Side; token: string }
  | { type: 'extraTurn'; side: Side }
  | { type: 'crassusTile'; tile: CrassusTile }
  | { type: 'crassusDiscarded'; token: string }
  | { type: 'turnStarted'; side: Side; turn: number }
  | { type: 'gameOver'; winner: Side; reason: string };

/** A player's (or the public) view: the state without rng, with hidden parts removed. */
export interface CaesarView extends Omit<CaesarState, 'rng' | 'sides' | 'bank' | 'crassus' | 'spaces'> {
  /** The side this view belongs to; null for the public view. */
  viewer: Side | null;
  /** The border; another side's concealed tokens appear as HiddenPlacedToken. */
  spaces: BorderSpaceView[];
  sides: [SideView, SideView];
  bankCount: number;
  crassus: null | (Omit<CrassusState, 'deck' | 'centurionStack'> & { deckCount: number; centurionStackCount: number });
}

export interface SideView extends Omit<SideState, 'supply' | 'bag'> {
  /** Own supply in one's own view; null in the opponent's and in the public view. */
  supply: string[] | null;
  supplyCount: number;
  bagCount: number;
  /** Tokens of this side whose identity the viewer cannot see, sorted by id: supply ∪ bag,
   *  plus (for anyone but the owner) the side's concealed tokens on the board. Public
   *  knowledge: the box contents minus every token shown face up or in front of a player. */
  unseen: string[];
}
