/**
 * Game-agnostic automated players, used by the CLI's self-play and by anything
 * that fills a seat. A player is handed the full state by the harness (which
 * owns it) and must itself restrict what it reads: AIs go through the game's
 * `view(state, player)`; the random player uses `legalActions`, which only
 * depends on what the acting player may see.
 */
import type { GameModule } from '../core/game';
import { initialRngState, Rng } from '../core/rng';

export interface Player<S = any, A = unknown> {
  readonly name: string;
  choose(state: S, player: number): A;
  /**
   * Optional out-of-turn answer: asked when `player` is listed after the
   * first of `activePlayers` (an interrupt window is open to it while another
   * seat decides). Null lets the game go on. Asked at most once per position.
   */
  interrupt?(state: S, player: number): A | null;
}

/** Uniformly random over the legal actions, seeded. */
export function randomPlayer<S>(module: GameModule<any, any, any, any, any>, seed: string): Player<S> {
  const rng = new Rng(initialRngState(`random:${seed}`));
  return {
    name: 'random',
    choose(state, player) {
      const actions = module.legalActions(state, player);
      if (actions.length === 0) throw new Error(`player ${player} has no legal action`);
      return rng.pick(actions);
    },
  };
}
