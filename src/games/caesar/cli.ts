/**
 * Caesar! seats for the CLI: `random`, `ai:<level>` and `crassus:<difficulty>`.
 * Crassus is the rulebook's solo automaton, played inside the engine, so a
 * Crassus seat becomes options.solo rather than a Player.
 */
import { caesar } from './index';
import { chooseAction, MAX_LEVEL } from './ai';
import { randomPlayer, type Player } from '../../ai/player';
import type { CaesarState, CaesarView, Side } from './types';
import { UsageError, type CliGameAdapter } from '../../cli/game-adapter';

const DIFFICULTIES = ['low', 'medium', 'high'] as const;
type Difficulty = (typeof DIFFICULTIES)[number];

function crassusDifficulty(name: string): Difficulty | null {
  const m = /^crassus:(.+)$/.exec(name);
  if (!m) return null;
  if (!(DIFFICULTIES as readonly string[]).includes(m[1])) {
    throw new UsageError(`unknown Crassus difficulty "${m[1]}" (use crassus:low, crassus:medium or crassus:high)`);
  }
  return m[1] as Difficulty;
}

function aiLevel(name: string): number | null {
  const m = /^ai:(.+)$/.exec(name);
  if (!m) return null;
  const level = Number(m[1]);
  if (!Number.isInteger(level) || level < 1 || level > MAX_LEVEL) {
    throw new UsageError(`unknown AI level "${m[1]}" (use ai:1 to ai:${MAX_LEVEL})`);
  }
  return level;
}

export function aiPlayer(level: number, seed: string): Player<CaesarState> {
  let moves = 0;
  return {
    name: `ai:${level}`,
    choose(state, player) {
      // The AI gets the player's view only: it cannot see the opponent's supply, the bags or the rng.
      const view = caesar.view(state, player) as CaesarView;
      return chooseAction(view, level, `${seed}:${moves++}`);
    },
  };
}

export const caesarCli: CliGameAdapter = {
  game: 'caesar',
  playerHelp: `random, ai:1..ai:${MAX_LEVEL}, crassus:low|medium|high (the solo automaton; at most one seat)`,
  modules: ['poison', 'centurions', 'checkpoints'],
  options(players, modules) {
    if (players.length !== 2) throw new UsageError(`caesar needs exactly 2 players, got ${players.length}`);
    const crassus = players.map((p) => crassusDifficulty(p));
    players.forEach((p, i) => {
      if (crassus[i] === null && p !== 'random' && aiLevel(p) === null) {
        throw new UsageError(`unknown player "${p}" (use ${caesarCli.playerHelp})`);
      }
    });
    if (crassus[0] !== null && crassus[1] !== null) throw new UsageError('Crassus can take only one seat');
    const m = new Set(modules);
    if (m.has('checkpoints') && !(m.has('poison') && m.has('centurions'))) {
      throw new UsageError('the checkpoints module needs both poison and centurions');
    }
    const seat = crassus[0] !== null ? 0 : crassus[1] !== null ? 1 : null;
    return {
      modules: { poison: m.has('poison'), centurions: m.has('centurions'), checkpoints: m.has('checkpoints') },
      solo: seat === null ? null : { crassus: seat as Side, difficulty: crassus[seat] as Difficulty },
    };
  },
  player(name, seat, seed) {
    if (crassusDifficulty(name) !== null) return null;
    if (name === 'random') return randomPlayer(caesar, `${seed}:${seat}`);
    const level = aiLevel(name);
    if (level !== null) return aiPlayer(level, `${seed}:${seat}`);
    throw new UsageError(`unknown player "${name}"`);
  },
  turns(state) {
    return (state as CaesarState).turn;
  },
};
