/**
 * Board views for renderer tests and example pictures, produced by the real
 * engine: a seeded game where each move is chosen by a fixed rule, so the
 * same views come out every run.
 */
import { caesar } from '../../../../src/games/caesar/index';
import type { CaesarAction, CaesarOptions, CaesarState, CaesarView } from '../../../../src/games/caesar/types';

export const DUEL: CaesarOptions = { modules: { poison: true, centurions: true, checkpoints: true }, solo: null };
export const SOLO: CaesarOptions = { modules: { poison: false, centurions: false, checkpoints: false }, solo: { crassus: 1, difficulty: 'medium' } };

/** Plays `moves` actions (or to the end when moves is Infinity) choosing by a fixed stride. */
export function playGame(options: CaesarOptions, seed: string, moves: number): CaesarState {
  let state = caesar.setup(options, seed);
  for (let i = 0; i < moves; i++) {
    const players = caesar.activePlayers(state);
    if (players.length === 0) break;
    const player = players[0];
    const legal: CaesarAction[] = caesar.legalActions(state, player);
    if (legal.length === 0) break;
    const action = legal[(i * 7919 + 13) % legal.length];
    const out = caesar.apply(state, player, action);
    if (!out.ok) throw new Error(`fixture move refused: ${out.error.message}`);
    state = out.state;
  }
  return state;
}

export function publicView(state: CaesarState): CaesarView {
  return caesar.view(state, null);
}

/** A deep copy to adjust by hand. */
export function clone<T>(v: T): T {
  return JSON.parse(JSON.stringify(v)) as T;
}
