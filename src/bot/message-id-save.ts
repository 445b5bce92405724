import type { StoredGame } from '../storage';
import { afresh } from './components';
import type { BotContext } from './context';

/**
 * Saves `drafted` with a just-posted message's id recorded on it by `record`. A click on that
 * message may have been saved first (here or in another process on the same store); then this
 * save is refused (SaveConflict) and the command is handled afresh: the game is read again and the
 * id recorded on it as it now is. `afresh` tells the caller to show that game on the message.
 */
export async function saveWithMessageId(ctx: BotContext, i: { id: string }, drafted: StoredGame, record: (game: StoredGame) => void, usable: (game: StoredGame) => boolean = () => true): Promise<{ game: StoredGame; afresh: boolean }> {
  let game = drafted;
  let lost: unknown = null;
  await afresh(ctx, i, drafted.meta.id, async (run) => {
    if (lost) {
      const fresh = await ctx.repo.get(drafted.meta.id);
      // Gone or closed meanwhile: the lost save's conflict is the answer, not another try.
      if (!fresh || !usable(fresh)) {
        run.repeatable = false;
        throw lost;
      }
      game = fresh;
    }
    record(game);
    try {
      await ctx.repo.save(game);
    } catch (e) {
      lost = e;
      throw e;
    }
  }, 'command');
  return { game, afresh: game !== drafted };
}
