/**
 * The Republic of Rome (Valley Games 2nd edition, Living Rules 1.04) as a
 * Legatus game module for 1-6 players (1 and 2 with Neutral factions). The
 * rules are registered by the modules rules.ts imports; docs/republic-engine.md
 * explains the state, the phases and the decision stack.
 */
import type { GameModule, GameResult } from '../../core/game';
import './rules';
import { activePlayers, applyAction, legalActions } from './apply';
import { migrateRepublic } from './migrate';
import { parseAction, parseOptions } from './schemas';
import { REPUBLIC_SCHEMA, initialState } from './setup';
import { factionInfluence } from './senators';
import { viewOf } from './view';
import type { RepublicAction, RepublicEvent, RepublicOptions, RepublicState, RepublicView } from './types';

/**
 * The result over the player seats (Neutrals are not players): the winning
 * faction ranks first and the others by combined influence; when Rome falls
 * (or a Neutral wins) every player shares the same rank and nobody wins.
 */
export function resultOf(s: RepublicState): GameResult | null {
  if (!s.ending) return null;
  const seats = s.factions.filter((f) => f.kind === 'player').map((f) => f.seat);
  const w = s.ending.winner;
  if (w === null || !seats.includes(w)) return { ranks: seats.map(() => 1), winners: [], reason: s.ending.reason };
  const score = (seat: number) => (seat === w ? Number.MAX_SAFE_INTEGER : factionInfluence(s, seat));
  const ranks = seats.map((seat) => 1 + seats.filter((o) => score(o) > score(seat)).length);
  return { ranks, winners: [w], reason: s.ending.reason };
}

export const republic: GameModule<RepublicState, RepublicAction, RepublicOptions, RepublicView, RepublicEvent> = {
  id: 'republic',
  schemaVersion: REPUBLIC_SCHEMA,
  minPlayers: 1,
  maxPlayers: 6,
  parseOptions,
  parseAction,
  setup: initialState,
  // Saved games of an older schema are upgraded once, when the store loads them (./migrate.ts).
  migrate: migrateRepublic,
  activePlayers,
  legalActions,
  apply: applyAction,
  view: viewOf,
  result: resultOf,
};

export type * from './types';
