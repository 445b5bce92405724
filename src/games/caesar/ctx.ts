/**
 * The mutable working copy an action runs on. apply() clones the state once,
 * runs the rules on this context, and returns the copy: rules code stays simple
 * imperative steps while the public functions stay pure.
 */
import { Rng } from '../../core/rng';
import type { CaesarEvent, CaesarState, Side } from './types';

export interface Ctx {
  s: CaesarState;
  rng: Rng;
  events: CaesarEvent[];
}

/**
 * Thrown to stop everything at once when the game ends (e.g. the last control
 * token), and caught by the action's runner. Not an Error: it is control flow,
 * not a failure, and an Error captures a stack trace when made, which cost about
 * 2 % of the AI search's CPU (every searched line that ends the game throws one).
 * One shared instance: it carries nothing.
 */
export class GameOverSignal {
  readonly name = 'GameOverSignal';
  readonly message = 'game over';
}

const GAME_OVER = Object.freeze(new GameOverSignal());

export function newCtx(state: CaesarState): Ctx {
  const s = copyJson(state);
  return { s, rng: new Rng(s.rng), events: [] };
}

/** Writes the generator position back; call once when the action is done. */
export function closeCtx(ctx: Ctx): CaesarState {
  ctx.s.rng = ctx.rng.state();
  return ctx.s;
}

export function other(side: Side): Side {
  return (1 - side) as Side;
}

/** Ends the game with `winner` and stops the action in progress. */
export function endGame(ctx: Ctx, winner: Side, reason: string): never {
  ctx.s.winner = winner;
  ctx.s.endReason = reason;
  ctx.s.pending = null;
  ctx.s.resolving = null;
  ctx.s.extraTurn = false;
  ctx.events.push({ type: 'gameOver', winner, reason });
  throw GAME_OVER;
}

/** Takes one control token from `side`'s reserve; the last one wins at once. */
export function spendControl(ctx: Ctx, side: Side, n = 1): void {
  const st = ctx.s.sides[side];
  st.controlLeft -= n;
  if (st.controlLeft < 0) throw new Error('internal: control tokens below zero');
  if (st.controlLeft === 0) endGame(ctx, side, 'controlTokens');
}

/** Moves up to `n` random tokens from the side's bag to its supply (or Crassus's row). */
export function drawTokens(ctx: Ctx, side: Side, n: number): string[] {
  const st = ctx.s.sides[side];
  const solo = ctx.s.options.solo;
  const hand = solo && solo.crassus === side && ctx.s.crassus ? ctx.s.crassus.row : st.supply;
  const drawn: string[] = [];
  for (let i = 0; i < n && st.bag.length > 0; i++) drawn.push(ctx.rng.take(st.bag));
  hand.push(...drawn);
  if (n > 0) ctx.events.push({ type: 'drew', side, count: drawn.length, private: { side, tokens: drawn } });
  return drawn;
}

/** Deep copy of plain JSON data; several times faster than structuredClone on game states. */
export function copyJson<T>(value: T): T {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) {
    const out = new Array(value.length);
    for (let i = 0; i < value.length; i++) out[i] = copyJson(value[i]);
    return out as T;
  }
  const out: Record<string, unknown> = {};
  for (const k in value) out[k] = copyJson((value as Record<string, unknown>)[k]);
  return out as T;
}
