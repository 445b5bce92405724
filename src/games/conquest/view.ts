/**
 * Views. Classic Conquest has no hidden information: every piece, city and
 * purse is public, so a view is the state without the dice generator (and the
 * test hook), plus each player's tribute for convenience.
 */
import { tributeOf } from './board';
import type { ConquestState, ConquestView, Seat } from './types';

export function viewOf(s: ConquestState, viewer: Seat | null): ConquestView {
  const { rng: _rng, forcedDice: _forced, ...rest } = s;
  return {
    ...JSON.parse(JSON.stringify(rest)),
    viewer,
    tribute: s.players.map((_, i) => tributeOf(s, i)),
  };
}
