import { caesar } from '../src/games/caesar/index';
import type { CaesarAction, CaesarOptions, CaesarState } from '../src/games/caesar/types';

/** Every module on: the busiest Caesar! board the render benches draw. */
const ALL_MODULES: CaesarOptions = { modules: { poison: true, centurions: true, checkpoints: true }, solo: null };

/** A Caesar! game 30 fixed-choice moves in, the same for a seed in every run. */
export function caesarMidGame(seed: string): CaesarState {
  let state = caesar.setup(ALL_MODULES, seed);
  for (let i = 0; i < 30; i++) {
    const [player] = caesar.activePlayers(state);
    if (player === undefined) break;
    const legal: CaesarAction[] = caesar.legalActions(state, player);
    const out = caesar.apply(state, player, legal[(i * 7919 + 13) % legal.length]);
    if (!out.ok) throw new Error(out.error.message);
    state = out.state;
  }
  return state;
}
