/**
 * A new game: homes by player count, each player's Caesar, four generals, five
 * infantry and a fortified city at home, 15 on the tribute scale, and the turn
 * order around the Mediterranean from Macedonia.
 */
import { Rng, initialRngState } from '../../core/rng';
import { PROVINCE_IDS, TURN_ORDER, homesFor } from './data';
import { CONQUEST_ERRORS, refuse } from './errors';
import { troops } from './pieces';
import type { ConquestOptions, ConquestState, Seat } from './types';

/** 2: end-by-agreement vote, exchange of captured generals, 004's catapult reading by default (see migrate.ts). */
export const CONQUEST_SCHEMA = 2;

/** Pieces each player starts with in the home province. */
export const START_TROOPS = troops({ infantry: 5, generals: 4, caesar: 1 });

/** Homes per seat: the agreed ones, checked against the player count, or dealt at random. */
export function dealHomes(options: ConquestOptions, rng: Rng): string[] {
  const allowed = homesFor(options.players);
  if (options.homes) {
    const h = options.homes;
    if (h.length !== options.players || new Set(h).size !== h.length || h.some((x) => !allowed.includes(x))) {
      refuse(CONQUEST_ERRORS.badOptions, `with ${options.players} players the homes are chosen among ${allowed.join(', ')}`);
    }
    return [...h];
  }
  return rng.shuffle([...allowed]);
}

export function initialState(options: ConquestOptions, seed: string): ConquestState {
  const rng = new Rng(initialRngState(seed));
  const homes = dealHomes(options, rng);
  const order: Seat[] = homes.map((_, i) => i).sort((a, b) => TURN_ORDER.indexOf(homes[a]) - TURN_ORDER.indexOf(homes[b]));
  const owner = Object.fromEntries(PROVINCE_IDS.map((p) => [p, null])) as Record<string, Seat | null>;
  homes.forEach((h, seat) => { owner[h] = seat; });
  return {
    game: 'conquest',
    schema: CONQUEST_SCHEMA,
    version: 0,
    rng: rng.state(),
    options: { ...options, homes },
    players: homes.map((home) => ({ home, money: 0, alive: true, eliminatedBy: null, conceded: false, endCalledRound: 0 })),
    order,
    round: 1,
    active: order[0],
    phase: 'movement',
    stacks: homes.map((at, seat) => ({ owner: seat, at, troops: { ...START_TROOPS }, used: 0, shipped: false }))
      .sort((a, b) => (a.at < b.at ? -1 : 1)),
    galleys: [],
    nextGalleyId: 1,
    owner,
    cities: Object.fromEntries(homes.map((h) => [h, { fortified: true }])),
    roads: [],
    captives: [],
    inflation: 0,
    pendingInflation: [],
    battle: null,
    ransomOffer: null,
    endVote: null,
    agreedWinner: null,
    forcedDice: [],
    endReason: null,
  };
}
