/**
 * Resolving the bonus tokens taken this turn, in order: each is used now or lost.
 * Tactics and Might ask the active side (a pending decision); the others resolve
 * by themselves. Crassus uses only Senate and Poison and discards the rest.
 */
import { drawTokens, spendControl, type Ctx } from './ctx';
import { mightTargets } from './might';
import { handOf, isCrassus } from './rules-helpers';
import type { TurnProgress } from './types';

type QueuedBonus = TurnProgress['bonuses'][number];

/** Resolves one bonus; returns true when it left a decision pending. */
export function resolveBonus(ctx: Ctx, item: QueuedBonus): boolean {
  const s = ctx.s;
  const { bonus, side } = item;
  const done = (used: boolean) => {
    ctx.events.push({ type: 'bonusResolved', side, bonus, used });
    return false;
  };
  if (isCrassus(s, side) && bonus !== 'senate' && bonus !== 'poison') return done(false);
  switch (bonus) {
    case 'tactics':
      // Two Tactics in one turn still give a single extra turn.
      if (s.extraTurn) return done(false);
      s.pending = { kind: 'tactics' };
      return true;
    case 'might':
      if (mightTargets(s, side).length === 0) return done(false);
      s.pending = { kind: 'might' };
      return true;
    case 'wealth':
      return done(drawTokens(ctx, side, 1).length > 0);
    case 'senate': {
      const st = s.sides[side];
      st.senate.push({ under: 0 });
      const won = item.province !== null && s.provinces[item.province].controller === side;
      if (!won) return done(false);
      const n = Math.min(st.senate.length, st.controlLeft);
      st.senate[st.senate.length - 1].under = n;
      ctx.events.push({ type: 'controlPlaced', side, where: 'senate', count: n });
      done(true);
      spendControl(ctx, side, n);
      return false;
    }
    case 'poison': {
      const victim = (1 - side) as 0 | 1;
      const hand = handOf(s, victim);
      if (hand.length === 0) return done(false);
      const token = hand.splice(ctx.rng.index(hand.length), 1)[0];
      s.sides[victim].bag.push(token);
      ctx.events.push({ type: 'poisoned', side, victim, token });
      return done(true);
    }
    case 'centurion': {
      const progress = s.resolving!;
      // A second Centurion in the same turn adds nothing: the draw is replaced only once.
      if (progress.centurion || s.sides[side].centurionsAvailable.length === 0) return done(false);
      progress.centurion = true;
      return done(true);
    }
  }
}

/** Resolves queued bonuses until one needs a decision; returns true if one is pending. */
export function resolveQueuedBonuses(ctx: Ctx): boolean {
  const progress = ctx.s.resolving!;
  while (progress.bonuses.length > 0) {
    const item = progress.bonuses.shift()!;
    if (resolveBonus(ctx, item)) return true;
  }
  return false;
}
