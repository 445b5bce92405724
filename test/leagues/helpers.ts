import { expect } from 'vitest';
import {
  createLeague, joinLeague, startSeason, type Actor, type CreateLeagueInput, type LeagueState, type Outcome,
} from '../../src/leagues';

export const ORGANISER: Actor = { userId: 'org', permissions: ['ManageGuild'], roleIds: [] };
export const T0 = 1_700_000_000_000;
export const HOUR = 3_600_000;

/** Unwraps a successful outcome (fails the test with the refusal otherwise). */
export function ok(outcome: Outcome): LeagueState {
  if (!outcome.ok) expect.fail(`refused: ${outcome.error.code} ${outcome.error.message}`);
  return outcome.state;
}

export function okEvents(outcome: Outcome) {
  if (!outcome.ok) expect.fail(`refused: ${outcome.error.code} ${outcome.error.message}`);
  return outcome.events;
}

export function players(n: number): string[] {
  return Array.from({ length: n }, (_, i) => `u${String(i + 1).padStart(2, '0')}`);
}

/** A league with `n` members joined one minute apart, optionally with its first season started. */
export function leagueWith(n: number, settings: Partial<CreateLeagueInput> = {}, start = true): LeagueState {
  let s = ok(createLeague({ id: 'L1', guildId: 'G1', name: 'Test league', game: 'caesar', ...settings }, ORGANISER, T0));
  players(n).forEach((p, i) => { s = ok(joinLeague(s, p, T0 + (i + 1) * 60_000)); });
  if (start) s = ok(startSeason(s, ORGANISER, T0 + HOUR));
  return s;
}
