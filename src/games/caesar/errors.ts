/**
 * Every reason the Caesar! engine refuses an action, as stable i18n keys, so the
 * bot can translate them. Messages never name the opponent's hidden tokens.
 */
import type { RuleError } from '../../core/game';

export const CAESAR_ERRORS = {
  gameOver: 'caesar.error.gameOver',
  notYourTurn: 'caesar.error.notYourTurn',
  pendingDecision: 'caesar.error.pendingDecision',
  noDecisionPending: 'caesar.error.noDecisionPending',
  tokenNotInSupply: 'caesar.error.tokenNotInSupply',
  noSuchSpace: 'caesar.error.noSuchSpace',
  spaceTaken: 'caesar.error.spaceTaken',
  symbolMismatch: 'caesar.error.symbolMismatch',
  badOrientation: 'caesar.error.badOrientation',
  faceDownNotAllowed: 'caesar.error.faceDownNotAllowed',
  bankEmpty: 'caesar.error.bankEmpty',
  badClosureChoice: 'caesar.error.badClosureChoice',
  badMightTarget: 'caesar.error.badMightTarget',
  badCenturion: 'caesar.error.badCenturion',
  badOptions: 'caesar.error.badOptions',
  checkpointsNeedBoth: 'caesar.error.checkpointsNeedBoth',
} as const;

export type CaesarErrorCode = (typeof CAESAR_ERRORS)[keyof typeof CAESAR_ERRORS];

export function ruleError(code: CaesarErrorCode, message: string, params?: Record<string, string | number>): RuleError {
  return params ? { code, params, message } : { code, message };
}
