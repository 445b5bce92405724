/**
 * Conquest of the Empire seats for the CLI: `ai` (the Conquest AI, playing
 * from its own view), `legacy` (the first AI, the benchmark's baseline) and `random`. Two to six seats; homes are dealt at random
 * by the engine from the seed.
 */
import { conquest } from './index';
import { conquestAi } from './ai';
import { legacyConquestAi } from './ai-legacy';
import { randomPlayer } from '../../ai/player';
import type { ConquestState } from './types';
import { UsageError, type CliGameAdapter } from '../../cli/game-adapter';

const NAMES = ['ai', 'ai-normal', 'ai-easy', 'legacy', 'random'];

export const conquestCli: CliGameAdapter = {
  game: 'conquest',
  playerHelp: 'ai (hard), ai-normal, ai-easy, legacy, random (2 to 6 seats)',
  modules: [],
  // A turn is many actions (each march, battle step and purchase is one): a game of six AIs runs to about a hundred thousand.
  maxActions: 400_000,
  options(players) {
    if (players.length < conquest.minPlayers || players.length > conquest.maxPlayers) {
      throw new UsageError(`conquest needs 2 to 6 players, got ${players.length}`);
    }
    for (const p of players) if (!NAMES.includes(p)) throw new UsageError(`unknown player "${p}" (use ${conquestCli.playerHelp})`);
    return { players: players.length };
  },
  player(name, seat, seed) {
    if (name === 'random') return randomPlayer(conquest, `${seed}:${seat}`);
    if (name === 'ai') return conquestAi();
    if (name === 'ai-normal') return conquestAi('normal');
    if (name === 'ai-easy') return conquestAi('easy');
    if (name === 'legacy') return legacyConquestAi();
    throw new UsageError(`unknown player "${name}"`);
  },
  turns(state) {
    return (state as ConquestState).round;
  },
};
