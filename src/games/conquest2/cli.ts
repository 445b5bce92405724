/**
 * Conquest II seats for the CLI: `ai` (plays from its own view) and `random`.
 * Two to six seats; `--seasons 5` for the longer game.
 */
import { conquest2 } from './index';
import { conquest2Ai } from './ai';
import { C2_RULES } from './setup';
import { randomPlayer } from '../../ai/player';
import type { C2State } from './types';
import { UsageError, type CliGameAdapter } from '../../cli/game-adapter';

const NAMES = ['ai', 'random'];

export const conquest2Cli: CliGameAdapter = {
  game: 'conquest2',
  playerHelp: 'ai, random (2 to 6 seats)',
  modules: [],
  flags: [{ name: 'seasons', help: 'seasons to play: 4 (default) or 5' }],
  maxActions: 50_000,
  options(players, _modules, flags) {
    if (players.length < conquest2.minPlayers || players.length > conquest2.maxPlayers) {
      throw new UsageError(`conquest2 needs 2 to 6 players, got ${players.length}`);
    }
    for (const p of players) if (!NAMES.includes(p)) throw new UsageError(`unknown player "${p}" (use ${conquest2Cli.playerHelp})`);
    const seasons = flags.seasons === undefined ? 4 : Number(flags.seasons);
    if (seasons !== 4 && seasons !== 5) throw new UsageError('--seasons is 4 or 5');
    return { players: players.length, seasons, rules: C2_RULES };
  },
  player(name, seat, seed) {
    if (name === 'random') return randomPlayer(conquest2, `${seed}:${seat}`);
    if (name === 'ai') return conquest2Ai(`${seed}:${seat}`);
    throw new UsageError(`unknown player "${name}"`);
  },
  turns(state) {
    const s = state as C2State;
    return (s.season - 1) * 4 + Math.min(s.round, 4);
  },
};
