/**
 * Every reason the Conquest engine refuses an action, as stable i18n keys.
 * Rules code throws `refuse(...)`; apply() turns it into ok:false.
 */
import { RuleViolation } from '../../core/game';

export const CONQUEST_ERRORS = {
  gameOver: 'conquest.error.gameOver',
  notYourTurn: 'conquest.error.notYourTurn',
  wrongPhase: 'conquest.error.wrongPhase',
  badOptions: 'conquest.error.badOptions',
  badAction: 'conquest.error.badAction',
  notYourStep: 'conquest.error.notYourStep',
  noBattle: 'conquest.error.noBattle',
  battleInProgress: 'conquest.error.battleInProgress',
  battlesPending: 'conquest.error.battlesPending',
  badLegion: 'conquest.error.badLegion',
  badLosses: 'conquest.error.badLosses',
  badRetreat: 'conquest.error.badRetreat',
  notThere: 'conquest.error.notThere',
  noLeader: 'conquest.error.noLeader',
  tooManyUnits: 'conquest.error.tooManyUnits',
  noMovement: 'conquest.error.noMovement',
  notAdjacent: 'conquest.error.notAdjacent',
  enemyPresent: 'conquest.error.enemyPresent',
  landMoveAndShip: 'conquest.error.landMoveAndShip',
  notYourGalley: 'conquest.error.notYourGalley',
  galleyFull: 'conquest.error.galleyFull',
  notOnCoast: 'conquest.error.notOnCoast',
  cannotAfford: 'conquest.error.cannotAfford',
  noneLeft: 'conquest.error.noneLeft',
  badPlacement: 'conquest.error.badPlacement',
  notYourCity: 'conquest.error.notYourCity',
  endCalledThisRound: 'conquest.error.endCalledThisRound',
  noCaptives: 'conquest.error.noCaptives',
} as const;

export type ConquestErrorCode = (typeof CONQUEST_ERRORS)[keyof typeof CONQUEST_ERRORS];

export function refuse(code: ConquestErrorCode, message: string, params?: Record<string, string | number>): never {
  throw new RuleViolation(params ? { code, params, message } : { code, message });
}
