/**
 * Every reason the Republic engine refuses an action, as stable i18n keys
 * (republic.error.*). Rules code throws refuse(...); apply() turns it into
 * ok:false. Messages never name another faction's hidden cards or talents.
 */
import { RuleViolation } from '../../core/game';

export const REPUBLIC_ERRORS = {
  gameOver: 'republic.error.gameOver',
  badOptions: 'republic.error.badOptions',
  badAction: 'republic.error.badAction',
  notYourTurn: 'republic.error.notYourTurn',
  wrongDecision: 'republic.error.wrongDecision',
  notAllowed: 'republic.error.notAllowed',
  noSuchSenator: 'republic.error.noSuchSenator',
  notYourSenator: 'republic.error.notYourSenator',
  notInRome: 'republic.error.notInRome',
  cannotAfford: 'republic.error.cannotAfford',
  badAmount: 'republic.error.badAmount',
  noSuchCard: 'republic.error.noSuchCard',
  cannotPlay: 'republic.error.cannotPlay',
  badTarget: 'republic.error.badTarget',
  badProposal: 'republic.error.badProposal',
  proposalRepeated: 'republic.error.proposalRepeated',
  notVetoable: 'republic.error.notVetoable',
  badVote: 'republic.error.badVote',
  notImplemented: 'republic.error.notImplemented',
} as const;

export type RepublicErrorCode = (typeof REPUBLIC_ERRORS)[keyof typeof REPUBLIC_ERRORS];

export function refuse(code: RepublicErrorCode, message: string, params?: Record<string, string | number>): never {
  throw new RuleViolation(params ? { code, params, message } : { code, message });
}

/** refuse(...) unless the condition holds. */
export function need(cond: unknown, code: RepublicErrorCode, message: string): asserts cond {
  if (!cond) refuse(code, message);
}
