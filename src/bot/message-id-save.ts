import type { StoredGame } from '../storage';
import { SaveConflict } from '../storage/errors';
import { CONFLICT_ATTEMPTS } from './components';
import type { BotContext } from './context';

/**
 * Saves `drafted` with a just-posted message's id recorded on it by `record`. A click on that
 * message may have been saved first (here or in another process on the same store); then this
 * save is refused (SaveConflict) and the command is handled afresh: the game is read again and the
 * id recorded on it as it now is. `afresh` tells the caller to show that game on the message.
 */
export async function saveWithMessageId(ctx: BotContext, i: { id: string }, drafted: StoredGame, record: (game: StoredGame) => void, usable: (game: StoredGame) => boolean = () => true): Promise<{ game: StoredGame; afresh: boolean }> {
  let game = drafted;
  for (let attempt = 1; ; attempt++) {
    record(game);
    try {
      await ctx.repo.save(game);
      return { game, afresh: game !== drafted };
    } catch (e) {
      if (!(e instanceof SaveConflict) || attempt >= CONFLICT_ATTEMPTS) throw e;
      ctx.log.info({ gameId: game.meta.id, interaction: i.id, attempt }, 'game saved meanwhile by another process; command handled afresh');
      const fresh = await ctx.repo.get(game.meta.id);
      if (!fresh || !usable(fresh)) throw e;
      game = fresh;
    }
  }
}
