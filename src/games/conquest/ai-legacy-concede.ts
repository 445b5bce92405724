/**
 * When the legacy Conquest AI (./ai-legacy.ts) concedes (the rules let any player concede at any time).
 *
 * Without it AI-only games can last for ever: a home province full of units
 * holds out against anything that can reach it, and a player reduced to its
 * home keeps buying defenders. A human in that place would concede, so the AI
 * does too, from what its view shows: the game's round and each player's
 * power (combat units on the board and at sea, plus income and treasury in
 * infantry it could buy). The thresholds loosen as the game drags on, which
 * bounds the length of an AI-only game: from round LAST_ROUND every player but
 * the strongest gives up.
 */
import { price } from './pieces';
import type { ConquestView, Seat } from './types';

export const CONCESSION_RULES: readonly { fromRound: number; belowShareOfLeader: number }[] = [
  { fromRound: 20, belowShareOfLeader: 0.2 },
  { fromRound: 60, belowShareOfLeader: 0.4 },
  { fromRound: 100, belowShareOfLeader: 0.7 },
];
export const LAST_ROUND = 150;

export function powerOf(v: ConquestView, seat: Seat): number {
  let units = 0;
  for (const x of v.stacks) if (x.owner === seat) units += x.troops.infantry + x.troops.cavalry + x.troops.catapult;
  for (const g of v.galleys) if (g.owner === seat) units += 1 + g.cargo.infantry + g.cargo.cavalry + g.cargo.catapult;
  const infantry = price('infantry', v.inflation);
  return units + (v.tribute[seat] + v.players[seat].money) / infantry;
}

export function shouldConcede(v: ConquestView, seat: Seat): boolean {
  const rivals = v.players.map((p, i) => i).filter((i) => i !== seat && v.players[i].alive);
  if (rivals.length === 0) return false;
  const mine = powerOf(v, seat);
  // Ties go to the lower seat, so that at LAST_ROUND exactly one player stays.
  const leader = rivals.reduce((best, i) => (powerOf(v, i) > powerOf(v, best) || (powerOf(v, i) === powerOf(v, best) && i < best) ? i : best));
  const top = powerOf(v, leader);
  if (v.round >= LAST_ROUND && (mine < top || (mine === top && leader < seat))) return true;
  return CONCESSION_RULES.some((r) => v.round >= r.fromRound && mine < r.belowShareOfLeader * top);
}
