/**
 * Standing orders in a land battle ("fight to the end" in one click): the
 * choices the engine makes for a side that gave one, round after round, until
 * the battle ends or the side's combat units fall below its threshold, when
 * it retreats. Both rulebooks leave every choice to the player; an order only
 * makes them in advance, so nothing here changes the rules.
 */
import { battleLegionChoices } from './battle';
import { retreatOptions } from './battles';
import { combatCount, units } from './pieces';
import type { BattleOrder, BattleRole, CombatUnits, ConquestAction, ConquestState, LandBattle } from './types';

/** Highest threshold an order may name: more combat units than a colour's box holds. */
export const MAX_RETREAT_BELOW = 50;

/** What the order decides for `role` at the battle's current step, or null when nothing is asked of it. */
export function orderedChoice(s: ConquestState, b: LandBattle, role: BattleRole, order: BattleOrder): ConquestAction | null {
  const side = b[role];
  const seat = side.seat;
  switch (b.step) {
    case 'organize':
      // The largest legion (cavalry first, then infantry, then catapults): listed first.
      return side.legion ? null : { type: 'legion', legion: battleLegionChoices(side.units, side.leaders.generals + side.leaders.caesar)[0] };
    case 'losses':
      return { type: 'losses', losses: cheapestLosses(side.legion!, side.hitsToTake) };
    case 'pursuit':
      return { type: 'losses', losses: cheapestLosses(side.units, b.pursuitHits) };
    case 'decide': {
      if (b.decided[role]) return null;
      if (combatCount(side.units) >= order.retreatBelow) return { type: 'continue' };
      const options = retreatOptions(s, seat, b.province);
      // Home ground first: a province the side owns, else the first one offered.
      const to = options.find((p) => s.owner[p] === seat) ?? options[0] ?? null;
      return { type: 'retreat', to };
    }
    default:
      return null;
  }
}

/** `hits` losses from `from`: infantry first, then cavalry, then catapults (the cheapest units go). */
function cheapestLosses(from: CombatUnits, hits: number): CombatUnits {
  const infantry = Math.min(hits, from.infantry);
  const cavalry = Math.min(hits - infantry, from.cavalry);
  return units({ infantry, cavalry, catapult: Math.min(hits - infantry - cavalry, from.catapult) });
}
