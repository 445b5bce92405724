/** Numbers seats for the CLI: `ai`, `ai:1` (plays its lowest card) and `random`. */
import { randomPlayer, type Player } from '../../ai/player';
import { UsageError, type CliGameAdapter } from '../../cli/game-adapter';
import { chooseAction } from './ai';
import { numbers } from './index';
import type { NumbersState } from './types';

function aiPlayer(level: number): Player<NumbersState> {
  // The AI gets the player's view only: never the other hand.
  return { name: `ai:${level}`, choose: (state, player) => chooseAction(numbers.view(state, player), level) };
}

export const numbersCli: CliGameAdapter = {
  game: 'numbers',
  playerHelp: 'ai, ai:1, random (2 seats)',
  modules: [],
  flags: [{ name: 'cards', help: 'cards in each hand, 1 to 5 (default 3)' }],
  options(players, _modules, flags) {
    if (players.length !== 2) throw new UsageError(`numbers needs exactly 2 players, got ${players.length}`);
    for (const p of players) if (!['ai', 'ai:1', 'random'].includes(p)) throw new UsageError(`unknown player "${p}" (use ${numbersCli.playerHelp})`);
    const cards = flags.cards === undefined ? 3 : Number(flags.cards);
    if (!Number.isInteger(cards) || cards < 1 || cards > 5) throw new UsageError(`--cards must be 1 to 5, got "${flags.cards}"`);
    return { cards };
  },
  player(name, seat, seed) {
    if (name === 'random') return randomPlayer(numbers, `${seed}:${seat}`);
    return aiPlayer(name === 'ai:1' ? 1 : 2);
  },
  turns: (state) => (state as NumbersState).turn,
};
