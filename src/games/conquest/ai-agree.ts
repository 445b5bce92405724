/**
 * How the AI answers a call to end the game by agreement, from its view.
 * Power is what a player could field: combat units on the board and at sea,
 * plus a turn's income and the treasury in infantry at current prices.
 * It agrees to declare someone else Caesar only when that player is the
 * strongest and so far ahead that it could not win anyway, and to a shared win
 * unless it is clearly the strongest itself.
 */
import { price } from './pieces';
import type { ConquestView, Seat } from './types';

export function powerOf(v: ConquestView, seat: Seat): number {
  let units = 0;
  for (const x of v.stacks) if (x.owner === seat) units += x.troops.infantry + x.troops.cavalry + x.troops.catapult;
  for (const g of v.galleys) if (g.owner === seat) units += 1 + g.cargo.infantry + g.cargo.cavalry + g.cargo.catapult;
  return units + (v.tribute[seat] + v.players[seat].money) / price('infantry', v.inflation);
}

/** Below this share of the proposed winner's power, the AI accepts him as Caesar. */
export const YIELD_SHARE = 0.3;
/** Above this multiple of every rival's power, the AI refuses to share the win. */
export const LEAD_RATIO = 1.5;

export function acceptsEnd(v: ConquestView, seat: Seat, winner: Seat | null): boolean {
  if (winner === seat) return true;
  const mine = powerOf(v, seat);
  const rivals = v.players.map((_, i) => i).filter((i) => i !== seat && v.players[i].alive);
  const top = Math.max(0, ...rivals.map((i) => powerOf(v, i)));
  if (winner === null) return mine <= LEAD_RATIO * top;
  const theirs = powerOf(v, winner);
  return theirs >= top && mine < YIELD_SHARE * theirs;
}
