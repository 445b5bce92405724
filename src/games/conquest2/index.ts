/**
 * Conquest of the Empire II (Eagle Games 2005) as a Legatus game module,
 * 2-6 players, four seasons of alliance auctions and four rounds of two
 * actions. Shares the Classic game's map and dice (src/games/conquest/).
 * Rulings: docs/conquest2-rulings.md.
 */
import type { GameModule, GameResult } from '../../core/game';
import { valueOf } from '../conquest/dice';
import type { Face } from '../conquest/types';
import { activePlayers, applyAction } from './apply';
import { listActions } from './legal';
import { parseAction, parseOptions } from './schemas';
import { influenceTotal } from './season';
import { C2_SCHEMA, initialState } from './setup';
import { upgrade } from './migrate';
import { viewOf } from './view';
import type { C2Action, C2Event, C2Options, C2State, C2View } from './types';

/** Most VP wins; a tie goes to the one of them with the most influence tokens on the board. Resigned seats rank last. */
export function resultOf(s: C2State): GameResult | null {
  if (s.phase !== 'over') return null;
  const key = s.players.map((p, i) => [s.resigned.includes(i) ? 0 : 1, p.vp, influenceTotal(s, i)] as const);
  const better = (i: number, j: number) => key[j][0] > key[i][0] || (key[j][0] === key[i][0] && (key[j][1] > key[i][1] || (key[j][1] === key[i][1] && key[j][2] > key[i][2])));
  const ranks = key.map((_, i) => 1 + key.filter((_, j) => better(i, j)).length);
  return { ranks, winners: ranks.map((r, i) => (r === 1 ? i : -1)).filter((i) => i >= 0), reason: s.endReason ?? 'seasons' };
}

export const conquest2: GameModule<C2State, C2Action, C2Options, C2View, C2Event> = {
  id: 'conquest2',
  schemaVersion: C2_SCHEMA,
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

/** The game ends now with `seat` resigned (a league forfeit): the others rank by the rules as they stand. */
export function forfeit(s: C2State, seat: number): C2State {
  if (s.phase === 'over') return s;
  return { ...s, phase: 'over', endReason: 'resigned', resigned: [...new Set([...s.resigned, seat])], version: s.version + 1, auction: null, battle: null, vote: null, naval: null };
}

/** Test hook: the next dice show these faces (then the seeded generator again). Never used by play. */
export function forceDice(s: C2State, faces: (Face | number)[]): C2State {
  return { ...s, forcedDice: [...s.forcedDice, ...faces.map((f) => (typeof f === 'number' ? f : valueOf(f)))] };
}

/** Events as `viewer` may see them: no event carries a hidden value, so all are public. */
export function eventsFor(events: C2Event[], _viewer: number | null): C2Event[] {
  return events;
}

export { C2_ERRORS } from './errors';
export { upgrade } from './migrate';
export type * from './types';
