/**
 * What the bot needs from a game, so the router, the storage and the /game
 * commands stay game-agnostic. Each game's lives in src/games/<id>/discord/adapter.ts.
 */
import type { ApplyOutcome, GameResult } from './game';
import type { Translate } from '../i18n';
import type { GameKind, GameMeta, StoredGame } from '../storage';
import type { APIActionRowComponent, APIComponentInMessageActionRow } from 'discord-api-types/v10';

/** One action row of a message, as sent to Discord. */
export type Row = APIActionRowComponent<APIComponentInMessageActionRow>;

export interface BoardPost {
  content: string;
  files: { attachment: Buffer; name: string; description?: string }[];
  components: Row[];
}

export type StepResult =
  | { kind: 'ui'; content: string; components: Row[] }
  | { kind: 'action'; action: unknown }
  | { kind: 'illegal' };

export interface NewGameInput {
  kind: GameKind;
  modules?: string | null;
  difficulty?: string | null;
  level?: number | null;
  /** Seat of the starting user in solo and computer games; default 0. */
  side?: number | null;
  /** Number of seats of an n-seat table (kind 'table'). */
  players?: number | null;
}

export interface GameAdapter<S = any> {
  id: string;
  /** Engine options and the seat index of the starting user (the other human, if any, takes the other seat). */
  newGame(input: NewGameInput): { options: unknown; humanSeats: number[] };
  setup(options: unknown, seed: string): { state: S; events: unknown[] };
  version(state: S): number;
  /** The seat that must act now, or null (game over). */
  toMove(state: S): number | null;
  apply(state: S, player: number, action: unknown): ApplyOutcome<S, unknown>;
  /** Events stripped of every private part, safe for public messages and logs. */
  publicEvents(events: unknown[]): unknown[];
  describeEvents(events: unknown[], t: Translate): string[];
  /** The public board message (picture of the PUBLIC view, whose turn, last move, buttons). */
  boardPost(game: StoredGame<S>, lastEvents: unknown[], t: Translate, seatName: (seat: number) => string): Promise<BoardPost>;
  /** One step of the ephemeral move builder. */
  step(state: S, seat: number, gameId: string, verb: string, args: string[], values: string[], t: Translate): StepResult;
  isBuilderVerb(verb: string): boolean;
  /** The acting player's hidden pieces, for an ephemeral message. */
  handText(state: S, seat: number, t: Translate): string;
  /** The whole move log, rebuilt from the record. */
  history(game: StoredGame<S>, t: Translate): string[];
  /** The computer's next action when a computer seat is to move (kind 'bot'). */
  computerAction(state: S, meta: GameMeta, seed: string): Promise<{ player: number; action: unknown } | null>;
  resign(state: S, seat: number): S;
  abandon(state: S): S;
  result(state: S): GameResult | null;
  /** The action's type and public parts only, for logs. */
  logAction(action: unknown): Record<string, unknown>;
  modulesText(options: unknown, t: Translate): string;
  turn(state: S): number;
  /** Seat of a side, when seats are sides (for names in texts). */
  seatCount: number;
  /**
   * Every seat that may act now, when several can (a battle's defender acts
   * out of turn). Default: toMove only.
   */
  actors?(state: S): number[];
  /** Whether a move's events deserve a new board message (default: always). Otherwise the builder goes on in place. */
  boardAfter?(events: unknown[]): boolean;
  /** Verbs that open the builder at the current position whatever the clicked message's version. */
  isEntryVerb?(verb: string): boolean;
}
