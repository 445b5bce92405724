/**
 * The Republic of Rome seats for the CLI: `random` (uniform over the listed
 * legal actions). 1-6 seats; with 1 or 2 the engine adds Neutral factions and
 * plays them itself. The scenario is chosen with --modules (one of early,
 * middle, late, extended, alternative; default early) until the CLI has
 * per-game options.
 */
import { randomPlayer } from '../../ai/player';
import { UsageError, type CliGameAdapter } from '../../cli/adapters/types';
import { republic } from './index';
import type { RepublicState } from './types';

const SCENARIOS = ['early', 'middle', 'late', 'extended', 'alternative'];

export const republicAdapter: CliGameAdapter = {
  game: 'republic',
  playerHelp: 'random (1 to 6 seats; 1 or 2 add Neutral factions); --modules names the scenario: early (default), middle, late, extended, alternative',
  modules: SCENARIOS,
  // A random game is a few thousand decisions; six players in the Late Republic reach tens of thousands.
  maxActions: 300_000,
  options(players, modules) {
    if (players.length < republic.minPlayers || players.length > republic.maxPlayers) {
      throw new UsageError(`republic needs 1 to 6 players, got ${players.length}`);
    }
    for (const p of players) if (p !== 'random') throw new UsageError(`unknown player "${p}" (use ${republicAdapter.playerHelp})`);
    if (modules.length > 1) throw new UsageError('name at most one scenario');
    return { players: players.length, scenario: modules[0] ?? 'early' };
  },
  player(name, seat, seed) {
    if (name === 'random') return randomPlayer(republic, `${seed}:${seat}`);
    throw new UsageError(`unknown player "${name}"`);
  },
  turns(state) {
    return (state as RepublicState).turn;
  },
};
