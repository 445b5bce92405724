/**
 * Conquest Classic's takeback of the last move against the AIs (issue 15): the
 * shared rules of src/bot/takeback.ts with Conquest's replay and words.
 *
 * "My move" is the member's last committed step (one march, one sail, one
 * purchase, one battle decision, ending a phase or the turn: each is one
 * action of the record) and everything the AIs did after it (a defender's
 * answer in a battle, or their whole turns after the member ended theirs);
 * see docs/conquest-rulings.md. Only at a table where every other seat is an
 * AI, and never at a league table. Classic Conquest has no hidden
 * information, so the answer and the new board show nothing the board did not.
 */
import type { Translate } from '../../../i18n';
import type { GameMeta, StoredGame } from '../../../storage';
import type { BotContext, ComponentInteraction, InteractionLog, Row } from '../../../core/discord-adapter';
import * as shared from '../../../bot/takeback';
import { conquest } from '..';
import type { ConquestState } from '../types';

export const CONQUEST_TAKEBACK_VERB = 'ktb';

/** A table opened with /conquest new (a league table keeps the list of who accepted its invitation). */
const casual = (meta: GameMeta) => meta.kind === 'table' && !Array.isArray(meta.table?.accepted);

export const CONQUEST_TAKEBACK: shared.TakebackSpec<ConquestState> = {
  verb: CONQUEST_TAKEBACK_VERB,
  ns: 'conquest.takeback',
  casual,
  setup: (options, seed) => conquest.setup(conquest.parseOptions(options), seed),
  apply: (state, player, action) => conquest.apply(state, player, conquest.parseAction(action)),
};

export const lastOwnStep = (game: StoredGame<ConquestState>, seat: number) => shared.lastOwnMove(CONQUEST_TAKEBACK, game, seat);
export const stateBeforeOwnStep = (game: StoredGame<ConquestState>, seat: number) => shared.stateBeforeOwnMove(CONQUEST_TAKEBACK, game, seat);
export const conquestTakebackRows = (game: StoredGame<ConquestState>, seat: number, t: Translate): Row[] => shared.takebackRows(CONQUEST_TAKEBACK, game, seat, t);
export const conquestTakeBack = (ctx: BotContext, i: ComponentInteraction, game: StoredGame<ConquestState>, log: InteractionLog) => shared.takeBack(CONQUEST_TAKEBACK, ctx, i, game, log);
