/**
 * Conquest of the Empire (Eagle Games 2005, Classic rules) as a Legatus game
 * module, 2-6 players. Its plugin (./plugin.ts) is registered by
 * src/games/index.ts; played in Discord through ./discord/adapter.ts
 * with the map picture from ./render. AI-only games end, mostly by
 * concession since sieges of full homes rarely succeed (see
 * docs/conquest-rulings.md, "State of the engine").
 */
import type { GameModule, GameResult } from '../../core/game';
import { activePlayers, applyAction } from './apply';
import { listActions } from './legal';
import { parseAction, parseOptions } from './schemas';
import { CONQUEST_SCHEMA, initialState } from './setup';
import { viewOf } from './view';
import { upgrade } from './migrate';
import { alive } from './board';
import { valueOf } from './dice';
import type { ConquestAction, ConquestEvent, ConquestOptions, ConquestState, ConquestView, Face } from './types';

export function resultOf(state: ConquestState): GameResult | null {
  const s = state;
  if (s.endReason === null) return null;
  // By agreement with a declared Caesar, he alone wins; otherwise the players left share the win.
  const winners = s.endReason === 'agreed' && s.agreedWinner !== null ? [s.agreedWinner] : alive(s);
  return {
    ranks: s.players.map((_, i) => (winners.includes(i) ? 1 : 2)),
    winners,
    reason: s.endReason,
  };
}

export const conquest: GameModule<ConquestState, ConquestAction, ConquestOptions, ConquestView, ConquestEvent> = {
  id: 'conquest',
  schemaVersion: CONQUEST_SCHEMA,
  minPlayers: 2,
  maxPlayers: 6,
  parseOptions,
  parseAction,
  setup: initialState,
  // Saved games of an older schema are upgraded once, when the store loads them (./migrate.ts).
  migrate: upgrade,
  activePlayers,
  legalActions: listActions,
  apply: applyAction,
  view: viewOf,
  result: resultOf,
};

/**
 * Test hook: the next dice the engine rolls show these faces (then the seeded
 * generator takes over again). Never used by play.
 */
export function forceDice(s: ConquestState, faces: (Face | number)[]): ConquestState {
  return { ...s, forcedDice: [...s.forcedDice, ...faces.map((f) => (typeof f === 'number' ? f : valueOf(f)))] };
}

export { CONQUEST_ERRORS } from './errors';
export { pendingLandBattles, navalOptions, retreatOptions } from './battles';
export { reachable, stepTargets, roadReach, sailTargets, galleyReach, movableTroops, embarkable } from './movement';
export { tributeOf, troopsAt } from './board';
export { upgrade } from './migrate';
export { canCallEnd } from './agreement';
export type * from './types';
