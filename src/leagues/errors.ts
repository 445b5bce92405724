/**
 * Why a league operation was refused, as stable i18n keys (the bot translates
 * them) with an English message, in the same RuleError shape games use.
 */
import type { RuleError } from '../core/game';

export const LEAGUE_ERRORS = {
  notOrganiser: 'league.error.notOrganiser',
  badInput: 'league.error.badInput',
  alreadyMember: 'league.error.alreadyMember',
  notMember: 'league.error.notMember',
  memberNotFound: 'league.error.memberNotFound',
  seasonActive: 'league.error.seasonActive',
  noActiveSeason: 'league.error.noActiveSeason',
  tooFewPlayers: 'league.error.tooFewPlayers',
  ladderHasNoRounds: 'league.error.ladderHasNoRounds',
  roundIncomplete: 'league.error.roundIncomplete',
  seasonComplete: 'league.error.seasonComplete',
  notParticipant: 'league.error.notParticipant',
  notScheduled: 'league.error.notScheduled',
  alreadyRecorded: 'league.error.alreadyRecorded',
  noSuchMatch: 'league.error.noSuchMatch',
  alreadyVoided: 'league.error.alreadyVoided',
  noSuchTable: 'league.error.noSuchTable',
  tableResolved: 'league.error.tableResolved',
  reasonRequired: 'league.error.reasonRequired',
} as const;

export type LeagueErrorCode = (typeof LEAGUE_ERRORS)[keyof typeof LEAGUE_ERRORS];

export function leagueError(code: LeagueErrorCode, message: string, params?: Record<string, string | number>): RuleError {
  return params ? { code, params, message } : { code, message };
}

/** What every state-changing operation returns: a new state and events, or a refusal that changed nothing. */
export type LeagueOutcome<S, E> =
  | { ok: true; state: S; events: E[] }
  | { ok: false; error: RuleError };

export function refuse(code: LeagueErrorCode, message: string, params?: Record<string, string | number>): { ok: false; error: RuleError } {
  return { ok: false, error: leagueError(code, message, params) };
}
