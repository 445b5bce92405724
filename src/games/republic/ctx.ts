/**
 * The working context of one action: the mutable copy of the state, its dice
 * and the events to report. Randomness comes only from the seeded generator
 * stored in the state, after any values the tests forced (state.forced).
 */
import { Rng } from '../../core/rng';
import { parseDice } from './data';
import type { RepublicEvent, RepublicState } from './types';

export interface Ctx {
  s: RepublicState;
  rng: Rng;
  events: RepublicEvent[];
}

export function makeCtx(s: RepublicState): Ctx {
  return { s, rng: new Rng(s.rng), events: [] };
}

export function emit(ctx: Ctx, type: string, data: Record<string, unknown> = {}): void {
  ctx.events.push({ type, ...data });
}

export function d6(ctx: Ctx): number {
  const f = ctx.s.forced.d6.shift();
  if (f !== undefined) {
    if (!Number.isInteger(f) || f < 1 || f > 6) throw new Error(`forced die ${f} is not 1-6`);
    return f;
  }
  return ctx.rng.int(1, 6);
}

export function dice(ctx: Ctx, n: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < n; i++) out.push(d6(ctx));
  return out;
}

export function sum(xs: number[]): number {
  return xs.reduce((a, b) => a + b, 0);
}

/** Rolls an expression such as "2d6-4" or "-1d6+3"; returns the total and the dice. */
export function rollExpr(ctx: Ctx, expr: string): { total: number; dice: number[] } {
  const p = parseDice(expr);
  const ds = dice(ctx, p.dice);
  return { total: p.sign * sum(ds) + p.plus, dice: ds };
}

/** Random index, for draws that are not dice (cards, chits). */
export function pickIndex(ctx: Ctx, n: number): number {
  return ctx.rng.index(n);
}

export function shuffle<T>(ctx: Ctx, items: T[]): T[] {
  return ctx.rng.shuffle(items);
}

/** The 36 mortality chits (3.01.3): 1-30, four blanks (0), two "draw 2" (-1). */
export function chitCup(): number[] {
  const cup: number[] = [];
  for (let i = 1; i <= 30; i++) cup.push(i);
  cup.push(0, 0, 0, 0, -1, -1);
  return cup;
}

/**
 * Draws `count` mortality chits (1.05.21): drawn chits stay out until the draw
 * is complete; a "draw 2" goes straight back and two more are drawn. Returns
 * the chits drawn in order: family numbers, 0 for a blank (the order matters
 * for capture, 1.10.71).
 */
export function drawChits(ctx: Ctx, count: number): number[] {
  const cup = chitCup();
  const out: number[] = [];
  let need = count;
  while (need > 0) {
    if (cup.every((c) => c === -1)) break;
    let chit: number;
    const forced = ctx.s.forced.chits.shift();
    if (forced !== undefined) {
      const at = cup.indexOf(forced);
      if (at < 0) throw new Error(`forced chit ${forced} is not in the cup`);
      chit = forced;
      if (chit !== -1) cup.splice(at, 1);
    } else {
      const at = ctx.rng.index(cup.length);
      chit = cup[at];
      if (chit !== -1) cup.splice(at, 1);
    }
    need -= 1;
    if (chit === -1) need += 2;
    else out.push(chit);
  }
  return out;
}
