/**
 * A game as the platform sees it: one object per game folder, registered in
 * src/games/index.ts and looked up through src/core/registry.ts. The generic
 * layers (bot, storage, leagues, CLI, local Discord) reach a game only
 * through this object (the boardgame.io model: the rules are a plain game
 * object, and everything around them is declared next to it).
 */
import type { GameModule } from './game';
import type { GameAdapter } from './discord-adapter';
import type { CliGameAdapter } from '../cli/game-adapter';
import type { Locale, LocaleSet, Translate } from '../i18n';
import type { StoredGame } from '../storage';

/** What the computer is asked for one move. `view` is the acting seat's view, never the full state. */
export interface AiRequest {
  view: unknown;
  seat: number;
  /** Strength asked for (games with one level ignore it). */
  level: number;
  /** Seed for any randomness of the choice: the same request gives the same action. */
  seed: string;
}

/**
 * What the module at GamePlugin.ai.entry exports. It is loaded in the bot's AI
 * worker thread (and on the main thread when no worker can start), so it must
 * import nothing of Discord or the renderer: the game's AI and rules only.
 */
export interface AiModule {
  chooseAction(request: AiRequest): unknown;
  /**
   * Out of turn: what the seat does now while another seat decides (GameAdapter.computerInterrupters),
   * or null to let the game go on. Deterministic for the request, like chooseAction.
   */
  interrupt?(request: AiRequest): unknown;
  /**
   * Heavier analysis for the game's coach (GamePlugin.coach), run in the same
   * worker so the bot never blocks on it. The request and answer shapes are the
   * game's own (JSON); like chooseAction it must read only what the request
   * gives it, never a state the asking player could not see.
   */
  analyse?(request: unknown): unknown;
}

/** A coach's answer: text, and small pictures when it has some. */
export interface CoachReply {
  content: string;
  files?: { attachment: Buffer; name: string; description?: string }[];
}

/**
 * A coach for casual games (the bot refuses it in league games before asking).
 * Its analysis runs off the main thread (AiModule.analyse through the AI pool).
 */
export interface GameCoach {
  /**
   * A suggestion for `seat`'s next move, shown only to that seat's player
   * (ephemeral), from that seat's own view: it may name the player's hidden
   * pieces, never the opponents'. Null when the seat has nothing to decide now.
   */
  hint(game: StoredGame, seat: number, t: Translate, locale: Locale): Promise<CoachReply | null>;
  /**
   * After the game ended: each player's costliest moves with the better move,
   * for a public post (so nothing still hidden at the end may appear).
   */
  review(game: StoredGame, t: Translate, locale: Locale): Promise<CoachReply>;
}

/** The game's pictures, from a PUBLIC view (the Discord adapter's board posts use them). */
export interface GamePictures {
  /** The whole board. */
  overview(view: unknown, locale: Locale): Promise<Buffer | null>;
  /** A zoomed part of the board around the named places (a battle). */
  region?(view: unknown, places: string[], locale: Locale): Promise<Buffer | null>;
}

/**
 * A drawn picture before encoding: what a canvas offers (width, height and its
 * opaque RGBA pixels). Structural, so the contract needs no canvas import.
 */
export interface DrawnPicture {
  width: number;
  height: number;
  data(): Uint8Array;
}

/**
 * What the module at GamePlugin.render.entry exports. It is loaded in the
 * bot's render worker threads (and on the main thread when they are off), so
 * it imports the game's renderer and nothing of Discord. Each picture is drawn
 * from JSON-serialisable arguments (a PUBLIC view, a locale, options); the bot
 * encodes the result.
 */
export interface RenderModule {
  pictures: Record<string, (...args: any[]) => DrawnPicture>;
  /** Builds the static layers ahead of the first picture (called once per worker when it starts). */
  warm?(): void;
}

/** How a game is played in leagues. */
export interface LeagueSupport {
  /** Players per league table (2 for a duel). */
  tableSize: number;
  /** Fewer players a table may have when the members do not divide evenly. */
  minTableSize?: number;
}

export interface GamePlugin {
  /** The game's id: the folder name, GameModule.id, GameRecord.game and GameMeta.game. Never changes. */
  id: string;
  /** The game's name as players know it (the same in every language). */
  title: string;
  /** The game's rulings document (repository path). */
  docs: string;
  /** The pure rules. */
  module: GameModule<any, any, any, any, any>;
  /** The game's strings per language; its top-level keys must not clash with the platform's or other games'. */
  locales: LocaleSet;
  /**
   * How the bot plays it in Discord (commands, lobby, board posts, move builder, upkeep).
   * Absent while a game is played from the CLI only (its Discord table is not built yet):
   * the bot then offers no command for it.
   */
  discord?: GameAdapter;
  /** Its pictures (present with `discord`). */
  pictures?: GamePictures;
  /** Where its pictures are drawn: a RenderModule (file URL) the bot's render workers load. */
  render?: { entry: string };
  /**
   * Builds, in the process that calls it, the caches its first picture drawn there would otherwise
   * build in one long call (map partitions, static layers), a step at a time with a turn of the
   * event loop between steps. The bot runs it once after start, for games that draw on its main
   * thread, so the first picture of a process does not stall the bot.
   */
  warmUp?(): Promise<void>;
  /** The computer player, run off the bot's main thread. */
  ai?: { entry: string };
  /** Self-play from the command line. */
  cli?: CliGameAdapter;
  /** Leagues: absent when the game cannot be played in leagues (always absent without `discord`). */
  league?: LeagueSupport;
  /**
   * A short guide for /help in one of the supported languages: how to start the game and how a
   * turn works in Discord (a few lines of Discord markdown). Present with `discord`.
   */
  help?(locale: Locale): string;
  /** `/game hint` and `/game review` (casual games only); absent = the game has no coach. */
  coach?: GameCoach;
}
