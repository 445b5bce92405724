/**
 * The command-line half of the game contract: how player names and flags
 * become a game's options and players. A game supplies one as GamePlugin.cli.
 */
import type { Player } from '../ai/player';

/** Thrown for bad command-line input: the CLI prints the message and exits with code 2. */
export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}

/** A game's own command-line flag (e.g. --scenario), taking a value. */
export interface CliFlag {
  /** The flag's name without the dashes. */
  name: string;
  help: string;
}

/**
 * What the CLI needs to know about one game beyond its GameModule: how player
 * names and flags become options and players. Each game supplies one.
 */
export interface CliGameAdapter {
  game: string;
  /** Help text describing the player names this game accepts. */
  playerHelp: string;
  /** Names accepted by --modules. */
  modules: string[];
  /** Further flags of this game (selfplay and record accept them when --game is this game). */
  flags?: CliFlag[];
  /**
   * Game options for these seats. `players` are the raw names in seat order;
   * a name may stand for an automated seat that the engine plays itself.
   * `flags` holds the values of the game's own flags that were given.
   */
  options(players: string[], modules: string[], flags: Record<string, string>): unknown;
  /** The player for a seat, or null when the engine itself plays that seat. */
  player(name: string, seat: number, seed: string): Player | null;
  /** Cap on actions per game (the harness's default suits short games). */
  maxActions?: number;
  /** Turns played, for the per-game line. */
  turns(state: unknown): number;
}
