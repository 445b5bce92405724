/**
 * Caesar!'s takeback of the last move against the computer (issue 15): the
 * shared rules of src/bot/takeback.ts with Caesar!'s replay and words. The
 * member's last action and everything the AI (or Crassus, inside the engine)
 * answered after it go back together; only in 'bot' and 'solo' games. The AI's
 * face-down tokens and draws after the move go with the record's tail.
 */
import type { Translate } from '../../../i18n';
import type { StoredGame } from '../../../storage';
import type { BotContext, ComponentInteraction, InteractionLog, Row } from '../../../core/discord-adapter';
import * as shared from '../../../bot/takeback';
import { caesar, setupGame } from '../index';
import type { CaesarState } from '../types';

export { TAKEN_BACK, type TakebackRefusal } from '../../../bot/takeback';
export const TAKEBACK_VERB = 'ctb';

export const CAESAR_TAKEBACK: shared.TakebackSpec<CaesarState> = {
  verb: TAKEBACK_VERB,
  ns: 'caesarTakeback',
  casual: (meta) => meta.kind === 'bot' || meta.kind === 'solo',
  setup: (options, seed) => setupGame(caesar.parseOptions(options), seed).state,
  apply: (state, player, action) => caesar.apply(state, player, caesar.parseAction(action)),
};

export const lastOwnMove = (game: StoredGame<CaesarState>, seat: number) => shared.lastOwnMove(CAESAR_TAKEBACK, game, seat);
export const stateBeforeOwnMove = (game: StoredGame<CaesarState>, seat: number) => shared.stateBeforeOwnMove(CAESAR_TAKEBACK, game, seat);
export const takebackRows = (game: StoredGame<CaesarState>, seat: number, t: Translate): Row[] => shared.takebackRows(CAESAR_TAKEBACK, game, seat, t);
export const takeBack = (ctx: BotContext, i: ComponentInteraction, game: StoredGame<CaesarState>, log: InteractionLog) => shared.takeBack(CAESAR_TAKEBACK, ctx, i, game, log);
