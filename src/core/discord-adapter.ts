/**
 * The Discord half of the game contract: what the bot needs from a game, and
 * what a game's Discord views get from the bot. The router, the game service,
 * the storage and /game stay game-agnostic by talking to games only through
 * this interface; each game's lives in src/games/<id>/discord/adapter.ts.
 *
 * Only types live here (the bot's context, command and interaction shapes
 * too), so the contract and the bot never import each other at run time.
 */
import type {
  AutocompleteInteraction,
  ButtonInteraction, ChatInputCommandInteraction, Client, RESTPostAPIChatInputApplicationCommandsJSONBody, StringSelectMenuInteraction,
} from 'discord.js';
import type { APIActionRowComponent, APIComponentInMessageActionRow } from 'discord-api-types/v10';
import type { ApplyOutcome, GameResult } from './game';
import type { Translate } from '../i18n';
import type { GameKind, GameMeta, GameRepository, KeyedMutex, StoredGame, TableMeta } from '../storage';
import type { Config } from '../bot/config';
import type { Logger } from '../bot/logger';

/**
 * Everything a handler needs, passed explicitly (no globals), so tests can
 * build a bot around their own storage, logger and clock.
 */
export interface BotContext {
  client: Client;
  repo: GameRepository;
  log: Logger;
  config: Config;
  /** Per-game serialisation of interactions, reminders and computer moves. */
  mutex: KeyedMutex;
  /** The Discord adapter of every game the bot runs, by game id (src/core/registry.ts in the bot). */
  adapters: Record<string, GameAdapter>;
  now: () => number;
}

/** Filled in by handlers, logged once per interaction by the router. Public facts only. */
export interface InteractionLog {
  gameId?: string;
  action?: Record<string, unknown>;
  outcome: string;
}

/** The shape of a slash command module: its definition and its handler. */
export interface SlashCommand {
  data: RESTPostAPIChatInputApplicationCommandsJSONBody;
  /** Runs after the router has deferred the reply (always ephemeral: public output goes to the game's thread). */
  execute(ctx: BotContext, interaction: ChatInputCommandInteraction, log: InteractionLog): Promise<void>;
  /** Suggestions while a member types an option marked `autocomplete` (answered at once, never deferred). */
  autocomplete?(ctx: BotContext, interaction: AutocompleteInteraction): Promise<void>;
}

export type ComponentInteraction = ButtonInteraction | StringSelectMenuInteraction;

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

/**
 * A game's own handler of a component verb (`g:<gameId>:<version>:<verb>:…`),
 * registered in GameAdapter.components. The router has acknowledged the click
 * (an ephemeral reply), checked the game exists, is active, the clicker sits
 * at it and the version is current; the handler runs under the game's lock.
 */
export type ComponentHandler = (
  ctx: BotContext, i: ComponentInteraction, game: StoredGame, args: string[], log: InteractionLog,
) => Promise<void>;

/**
 * The lobby and upkeep of n-seat tables (games of kind 'table'): the game's
 * own rules for who sits where, computer seats, and slow players.
 */
export interface TableSupport {
  /** A click on the lobby's buttons (`c:<gameId>:<verb>`), before and after the start. */
  click(ctx: BotContext, i: ComponentInteraction, game: StoredGame, verb: string, log: InteractionLog): Promise<void>;
  /** The periodic upkeep of a running table (reminders, deadlines); replaces the generic turn reminder. */
  upkeep(ctx: BotContext, game: StoredGame): Promise<{ reminded: boolean }>;
  /** The table of a league game: every seat already taken by the table's players, no lobby. */
  leagueTable(seats: number, deadlineHours: number): TableMeta;
}

export interface GameAdapter<S = any> {
  id: string;
  /** The game's slash commands (built when called, after the game's strings are registered). */
  commands(): SlashCommand[];
  /**
   * Engine options and the seat index of the starting user (the other human,
   * if any, takes the other seat); `seats` when the number of seats depends
   * on the options (n-seat tables), otherwise seatCount.
   */
  newGame(input: NewGameInput): { options: unknown; humanSeats: number[]; seats?: number };
  setup(options: unknown, seed: string): { state: S; events: unknown[] };
  version(state: S): number;
  /** The seat that must act now, or null (game over). */
  toMove(state: S): number | null;
  apply(state: S, player: number, action: unknown): ApplyOutcome<S, unknown>;
  /** Events stripped of every private part, safe for public messages and logs. */
  publicEvents(events: unknown[]): unknown[];
  describeEvents(events: unknown[], t: Translate): string[];
  /** The name of the game's thread, from the players' display names in seat order. */
  threadName(names: string[], t: Translate): string;
  /** The first message in the game's thread, before the first board. */
  startText(game: StoredGame<S>, seatName: (seat: number) => string, t: Translate): string;
  /** The public board message (picture of the PUBLIC view, whose turn, last move, buttons). */
  boardPost(game: StoredGame<S>, lastEvents: unknown[], t: Translate, seatName: (seat: number) => string): Promise<BoardPost>;
  /**
   * One step of the ephemeral move builder. `seatName` gives the players'
   * names as plain text (select labels show no mentions).
   */
  step(state: S, seat: number, gameId: string, verb: string, args: string[], values: string[], t: Translate, seatName?: (seat: number) => string): StepResult;
  isBuilderVerb(verb: string): boolean;
  /** The acting player's hidden pieces, for an ephemeral message. */
  handText(state: S, seat: number, t: Translate): string;
  /** Buttons under that private view (e.g. taking back one's last move while allowed). Default: none. */
  handRows?(game: StoredGame<S>, seat: number, t: Translate): Row[];
  /** The whole move log, rebuilt from the record. */
  history(game: StoredGame<S>, t: Translate): string[];
  /**
   * The seat the computer must play now (a seat without a user that the game
   * waits for), or null. The bot then asks the game's AI (GamePlugin.ai) off
   * the main thread, with aiView of that seat.
   */
  computerSeat(state: S, meta: GameMeta): number | null;
  /**
   * Computer seats that MAY act now while the game waits for someone else (an interrupt window open to
   * them), in the order the bot asks them. Before the seat that must act moves, the bot asks each once for
   * this position (AiModule.interrupt, with aiView of that seat, off the main thread); the first that
   * takes an interrupt is applied, which makes a new position where the asking starts again. A seat that
   * lets the game go on is not asked again at that position, so the humans are never kept waiting by it.
   * Default: none.
   */
  computerInterrupters?(state: S, meta: GameMeta): number[];
  /** What the computer playing `seat` sees: exactly that player's view. */
  aiView(state: S, seat: number): unknown;
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
  /** The name of a seat without a user (default: "the computer (level n)"). */
  computerName?(meta: GameMeta, seat: number, t: Translate): string;
  /** The turn reminder posted in the game's thread (default: a generic "it is your turn"). */
  reminderText?(player: string, t: Translate): string;
  /**
   * Extra rows for the acting member's private reply after a move (`before`: the state the move was made
   * on), e.g. a button to take the move back. Default: none.
   */
  afterMoveRows?(game: StoredGame<S>, seat: number, before: S, t: Translate): Row[];
  /** Component verbs the game handles itself (e.g. a vote), checked before the move builder. */
  components?: Record<string, ComponentHandler>;
  /** n-seat tables: lobby, upkeep and league tables (games of kind 'table'). */
  table?: TableSupport;
}
