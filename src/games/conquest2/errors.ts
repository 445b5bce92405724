/**
 * Every reason the Conquest II engine refuses an action, as stable i18n keys
 * (`conquest2.error.<name>`, strings in locales/). Rules code throws
 * `refuse(...)`; apply() turns it into ok:false and changes nothing.
 */
import { RuleViolation } from '../../core/game';

export const C2_ERRORS = [
  'gameOver', 'notYourTurn', 'wrongPhase', 'badAction', 'notEnoughTalents', 'badBid', 'badProposal', 'mustOpen',
  'badPlacement', 'cardTaken', 'notInMarket', 'cannotUseCard', 'noLeader', 'noInfluence', 'supplyExhausted',
  'nothingToBuy', 'tooMany', 'badAmount', 'unreachable', 'tooManyAboard', 'noTroops', 'allied', 'noEnemy',
  'badRetreat', 'badVote', 'noActionsLeft', 'actionsLeft', 'notYourCard', 'usedThisSeason',
  'nothingToUndo',
] as const;
export type C2Error = (typeof C2_ERRORS)[number];

export function refuse(code: C2Error, message: string, params?: Record<string, string | number>): never {
  throw new RuleViolation({ code: `conquest2.error.${code}`, message, params });
}
