/**
 * The Republic of Rome seats for the CLI: `random` (uniform over the listed
 * legal actions) and `ai` (src/games/republic/ai, playing from its own view). 1-6 seats; with 1 or 2 the engine adds Neutral factions and
 * plays them itself. The scenario is chosen with --scenario (early, middle,
 * late, extended, alternative; default early).
 */
import { randomPlayer, type Player } from '../../ai/player';
import { UsageError, type CliGameAdapter } from '../../cli/game-adapter';
import { chooseAction, chooseInterruptAction } from './ai';
import { positionView } from './ai/position-views';
import { republic } from './index';
import type { RepublicAction, RepublicState } from './types';

const SCENARIOS = ['early', 'middle', 'late', 'extended', 'alternative'];
const PLAYERS = ['random', 'ai'];

/**
 * The AI seat: it gets the faction's view only (hidden hands and treasuries of
 * others stay hidden). `interrupt` is its out-of-turn answer while another
 * seat decides (null: let the game go on), for a driver that asks the seats
 * listed after the first of `activePlayers`. Such a driver asks every seat
 * of a position in turn: the views of a position are built from one copy of
 * it (ai/position-views.ts).
 */
export function republicAiPlayer(seed: string): Player<RepublicState, RepublicAction> & { interrupt(state: RepublicState, seat: number): RepublicAction | null } {
  let moves = 0;
  return {
    name: 'ai',
    choose(state, seat) {
      return chooseAction(positionView(state, seat), seat, `${seed}:${moves++}`);
    },
    interrupt(state, seat) {
      return chooseInterruptAction(positionView(state, seat), seat, `${seed}:i${moves++}`);
    },
  };
}

export const republicCli: CliGameAdapter = {
  game: 'republic',
  playerHelp: 'random, ai (1 to 6 seats; 1 or 2 add Neutral factions)',
  // The advanced rules (2.01-2.06), as table options; rebelGovernors (2.03) needs provincialWars.
  // rebelVeterans: 2.03's optional count of the rebels' veterans in choosing the Primary Rebel; needs rebelGovernors.
  modules: ['pontifex', 'provincialWars', 'rebelGovernors', 'rebelVeterans', 'disbandment', 'advocates', 'passingLaws'],
  flags: [{ name: 'scenario', help: `the scenario: ${SCENARIOS.join(', ')} (default early)` }],
  // A random game is a few thousand decisions; six players in the Late Republic reach tens of thousands.
  maxActions: 300_000,
  options(players, modules, flags) {
    if (players.length < republic.minPlayers || players.length > republic.maxPlayers) {
      throw new UsageError(`republic needs 1 to 6 players, got ${players.length}`);
    }
    for (const p of players) if (!PLAYERS.includes(p)) throw new UsageError(`unknown player "${p}" (use ${republicCli.playerHelp})`);
    for (const m of modules) if (!republicCli.modules.includes(m)) throw new UsageError(`unknown module "${m}" (advanced rules: ${republicCli.modules.join(', ')}; choose a scenario with --scenario)`);
    const scenario = flags.scenario ?? 'early';
    if (!SCENARIOS.includes(scenario)) throw new UsageError(`unknown scenario "${scenario}" (use one of ${SCENARIOS.join(', ')})`);
    const m = new Set(modules);
    if (m.has('rebelGovernors') && !m.has('provincialWars')) throw new UsageError('the module rebelGovernors (2.03) needs provincialWars (2.02) too');
    if (m.has('rebelVeterans') && !m.has('rebelGovernors')) throw new UsageError('the module rebelVeterans (2.03) needs rebelGovernors and provincialWars too');
    const advanced = {
      pontifex: m.has('pontifex'), provincialWars: m.has('provincialWars'), rebelGovernors: m.has('rebelGovernors'), rebelVeterans: m.has('rebelVeterans'),
      disbandment: m.has('disbandment'), advocates: m.has('advocates'), passingLaws: m.has('passingLaws'),
    };
    return { players: players.length, scenario, advanced };
  },
  player(name, seat, seed) {
    if (name === 'random') return randomPlayer(republic, `${seed}:${seat}`);
    if (name === 'ai') return republicAiPlayer(`${seed}:${seat}`);
    throw new UsageError(`unknown player "${name}"`);
  },
  turns(state) {
    return (state as RepublicState).turn;
  },
};
