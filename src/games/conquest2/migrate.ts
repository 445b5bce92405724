/**
 * Saved games of older schemas brought up to the current one; every entry
 * point of the module passes the state through `upgrade`.
 *
 * 1 → 2: `wind: null`; a land battle in progress is in its fighting stage
 * with nobody left to muster, its sides with nothing lent and the loss order
 * the engine used before (infantry, cavalry, catapults, galleys).
 *
 * 2 → 3: `undo: null` (nothing to take back).
 */
import { C2_SCHEMA } from './setup';
import type { C2State } from './types';

export function upgrade(state: C2State): C2State {
  if (state.schema === C2_SCHEMA) return state;
  if (state.schema > C2_SCHEMA) throw new Error(`conquest2 state schema ${state.schema} is newer than this code (${C2_SCHEMA})`);
  const s = JSON.parse(JSON.stringify(state)) as C2State;
  if (s.schema === 1) {
    s.wind = s.wind ?? null;
    if (s.battle) {
      s.battle.stage = s.battle.stage ?? 'fight';
      s.battle.muster = s.battle.muster ?? [];
      for (const side of [s.battle.attacker, s.battle.defender]) {
        side.lent = side.lent ?? {};
        side.losses = side.losses ?? ['infantry', 'cavalry', 'catapult', 'galley'];
      }
    }
    s.schema = 2;
  }
  if (s.schema === 2) {
    s.undo = null;
    s.schema = 3;
  }
  return s;
}
