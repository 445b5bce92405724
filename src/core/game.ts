/**
 * The contract every game of Legatus implements.
 *
 * A game module is a set of pure functions over plain JSON state (the
 * boardgame.io model): no I/O, no clocks, no Math.random. Everything that
 * varies comes from the options, the seed and the actions, so a GameRecord
 * replays to the identical state. Discord, rendering and storage live outside.
 */

export type PlayerIndex = number;

/** Fields every game state carries. */
export interface BaseState {
  /** Game id, e.g. "caesar". */
  game: string;
  /** Schema version of this game's state; bump on any incompatible change. */
  schema: number;
  /** Number of actions applied so far. Buttons carry it to reject stale clicks. */
  version: number;
  /** Seeded generator state (see core/rng.ts). Hidden from every player view. */
  rng: number[];
}

/**
 * Why an action was refused. `code` is a stable i18n key (e.g.
 * "caesar.error.spaceTaken"), `params` fill it in, `message` is the English text.
 * A message must never name a player's hidden pieces other than the acting
 * player's own.
 */
export interface RuleError {
  code: string;
  params?: Record<string, string | number>;
  message: string;
}

export type ApplyOutcome<S, E> =
  | { ok: true; state: S; events: E[] }
  | { ok: false; error: RuleError };

/** Final result, used by the bot's messages and by league ratings. */
export interface GameResult {
  /** rank per player index, 1 = best; equal ranks are ties. */
  ranks: number[];
  winners: PlayerIndex[];
  /** Stable machine-readable reason, e.g. "controlTokens", "cannotPlace", "resigned". */
  reason: string;
}

export interface GameModule<S extends BaseState, A, O, V, E> {
  id: string;
  schemaVersion: number;
  minPlayers: number;
  maxPlayers: number;
  /** Validates and completes options from outside (zod). Throws RuleError-carrying errors. */
  parseOptions(raw: unknown): O;
  /** Validates an action's shape from outside (zod); legality is checked by apply. */
  parseAction(raw: unknown): A;
  /** A new game. `seed` is any string; all randomness derives from it. */
  setup(options: O, seed: string): S;
  /** Players who may act now (usually one). Empty when the game is over. */
  activePlayers(state: S): PlayerIndex[];
  /** Every legal action of `player` now; empty if it is not their turn. */
  legalActions(state: S, player: PlayerIndex): A[];
  /**
   * Brings a saved state of an older schema up to `schemaVersion` (a current state comes back as is);
   * throws on a state it cannot read, such as a newer schema. The store runs every state it loads
   * through it (src/storage/game-repository.ts), so the other functions only ever see current states.
   * Needed once a game's schema has moved past 1.
   */
  migrate?(saved: S): S;
  /** Validated, pure transition. An illegal action returns ok:false and changes nothing. */
  apply(state: S, player: PlayerIndex, action: A): ApplyOutcome<S, E>;
  /** What `player` may see; `null` is the public (spectator) view. Never contains rng. */
  view(state: S, player: PlayerIndex | null): V;
  result(state: S): GameResult | null;
}

export interface RecordedAction {
  player: PlayerIndex;
  action: unknown;
}

/** Everything needed to rebuild a game: the unit stored for finished games and leagues. */
export interface GameRecord {
  game: string;
  options: unknown;
  seed: string;
  actions: RecordedAction[];
  result?: GameResult | null;
}

export class RuleViolation extends Error {
  constructor(public readonly error: RuleError) {
    super(error.message);
    this.name = 'RuleViolation';
  }
}
