/**
 * The course of a turn: place a token, resolve what it closed, resolve the bonuses,
 * draw (or take a Centurion), then hand over to the next turn. Each step stops
 * when the active side must decide something (state.pending) and continues
 * from state.resolving when the decision arrives.
 */
import { drawTokens, endGame, other, type Ctx } from './ctx';
import { resolveClosures } from './closure';
import { resolveQueuedBonuses } from './bonuses';
import { canPlaceAny, isCrassus } from './rules-helpers';
import { putToken, type Placement } from './placement';
import { runCrassusTurn } from './solo/crassus-turn';
import type { Side } from './types';

/** A human (or AI) side's placement; the rest of the turn follows. */
export function placeAndContinue(ctx: Ctx, side: Side, p: Placement): void {
  const closing = putToken(ctx, side, p);
  if (closing.length === 2) {
    ctx.s.pending = { kind: 'closureOrder', provinces: [closing[0], closing[1]] };
    return;
  }
  resolveClosures(ctx, closing, side);
  continueTurn(ctx);
}

/** Carries on after the placement's closures: queued bonuses, then the end of the turn. */
export function continueTurn(ctx: Ctx): void {
  ctx.s.pending = null;
  if (resolveQueuedBonuses(ctx)) return;
  endTurn(ctx);
}

/** End of a normal turn: a Centurion bonus replaces the draw if the side wants; otherwise draw 1. */
function endTurn(ctx: Ctx): void {
  const s = ctx.s;
  const side = s.active;
  if (s.resolving?.centurion && s.sides[side].centurionsAvailable.length > 0) {
    s.pending = { kind: 'centurion' };
    return;
  }
  drawTokens(ctx, side, 1);
  nextTurn(ctx);
}

/** Adds the chosen Centurion token (or draws normally when `token` is null), then ends the turn. */
export function takeCenturion(ctx: Ctx, token: string | null): void {
  const s = ctx.s;
  const side = s.active;
  s.pending = null;
  if (token === null) {
    drawTokens(ctx, side, 1);
  } else {
    const avail = s.sides[side].centurionsAvailable;
    avail.splice(avail.indexOf(token), 1);
    s.sides[side].supply.push(token);
    ctx.events.push({ type: 'centurionTaken', side, token });
  }
  nextTurn(ctx);
}

/**
 * Hands the move to the next turn (the same side after Tactics) and checks that
 * it can place; Crassus's turns are played here until a human must act.
 */
export function nextTurn(ctx: Ctx): void {
  const s = ctx.s;
  s.resolving = null;
  s.pending = null;
  let next: Side = s.active;
  if (s.extraTurn) {
    s.extraTurn = false;
    ctx.events.push({ type: 'extraTurn', side: next });
  } else {
    next = other(s.active);
  }
  s.active = next;
  s.turn += 1;
  startTurn(ctx);
}

/** Start of the active side's turn: Crassus plays at once; a side that cannot place loses. */
export function startTurn(ctx: Ctx): void {
  const s = ctx.s;
  ctx.events.push({ type: 'turnStarted', side: s.active, turn: s.turn });
  if (isCrassus(s, s.active)) {
    runCrassusTurn(ctx);
    nextTurn(ctx);
    return;
  }
  if (!canPlaceAny(s, s.active)) endGame(ctx, other(s.active), 'cannotPlace');
}
