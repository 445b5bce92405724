/**
 * Crassus's turn in solo mode, played by the engine inside apply: reveal the top
 * tactic tile (reshuffling the discard when the deck is empty) and do its steps
 * in order. Crassus never decides anything the human must wait for.
 */
import { endGame, other, drawTokens, type Ctx } from '../ctx';
import { resolveClosures } from '../closure';
import { resolveQueuedBonuses } from '../bonuses';
import { putToken } from '../placement';
import { PROVINCE_IDS } from '../data';
import { CRASSUS_TILES } from './tiles';
import { chooseCrassusPlacement } from './crassus-choice';
import type { Side } from '../types';

function crassusPlaces(ctx: Ctx, side: Side): void {
  const choice = chooseCrassusPlacement(ctx.s, ctx.rng);
  if (!choice) endGame(ctx, other(side), 'cannotPlace');
  const closing = putToken(ctx, side, { ...choice, faceDown: false });
  // Crassus has no say in the order of a double closure: board order (ruling).
  closing.sort((a, b) => PROVINCE_IDS.indexOf(a) - PROVINCE_IDS.indexOf(b));
  resolveClosures(ctx, closing, side);
  if (resolveQueuedBonuses(ctx)) throw new Error('internal: Crassus left a decision pending');
  ctx.s.resolving = null;
}

/** Plays one tactic tile for Crassus (the active side). The caller moves on to the next turn. */
export function runCrassusTurn(ctx: Ctx): void {
  const s = ctx.s;
  const c = s.crassus!;
  const side = s.active;
  if (c.deck.length === 0) {
    c.deck = ctx.rng.shuffle(c.discard);
    c.discard = [];
  }
  const tile = c.deck.shift()!;
  c.lastTile = tile;
  ctx.events.push({ type: 'crassusTile', tile });
  let shortDraw = false;
  for (const step of CRASSUS_TILES[tile]) {
    if (step.kind === 'draw') {
      if (drawTokens(ctx, side, step.n).length < step.n) shortDraw = true;
    } else if (step.kind === 'centurion') {
      const token = c.centurionStack.shift();
      if (token) {
        c.row.push(token);
        ctx.events.push({ type: 'centurionTaken', side, token });
      }
    } else if (step.kind === 'discard') {
      // The rulebook: no discard in a turn whose draw came up short.
      if (!shortDraw && c.row.length > 0) {
        const token = c.row.shift()!;
        s.sides[side].bag.push(token);
        ctx.events.push({ type: 'crassusDiscarded', token });
      }
    } else {
      crassusPlaces(ctx, side);
    }
  }
  c.discard.push(tile);
}
