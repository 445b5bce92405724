import type { Player } from '../../ai/player';

/** Thrown for bad command-line input: the CLI prints the message and exits with code 2. */
export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
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
  /**
   * Game options for these seats. `players` are the raw names in seat order;
   * a name may stand for an automated seat that the engine plays itself.
   */
  options(players: string[], modules: string[]): unknown;
  /** The player for a seat, or null when the engine itself plays that seat. */
  player(name: string, seat: number, seed: string): Player | null;
  /** Cap on actions per game (the harness's default suits short games). */
  maxActions?: number;
  /** Turns played, for the per-game line. */
  turns(state: unknown): number;
}
