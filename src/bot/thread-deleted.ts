/**
 * A moderator deleted a game's thread: nobody can play there any more, and
 * reminders would only fail against a channel that is gone. Open games
 * played in that thread end as abandoned (what the players could have agreed
 * to), are saved, and count as finished for leagues. Nothing is posted: the
 * place to post is gone.
 */
import type { BotContext } from './context';
import { gameFinished } from './events';

export async function endGamesOfDeletedThread(ctx: BotContext, threadId: string): Promise<string[]> {
  const ended: string[] = [];
  for (const id of await ctx.repo.openGamesIn(threadId)) {
    await ctx.mutex.run(id, async () => {
      const game = await ctx.repo.get(id);
      if (!game || game.meta.threadId !== threadId || game.meta.status === 'finished') return;
      const adapter = ctx.adapters[game.meta.game];
      if (game.state) {
        game.state = adapter.abandon(game.state);
        const result = adapter.result(game.state);
        if (result) game.record.result = result;
      }
      game.meta.status = 'finished';
      game.meta.lastEvents = [];
      await ctx.repo.save(game);
      await gameFinished(ctx, game);
      ended.push(id);
      ctx.log.info({ gameId: id, threadId }, 'game thread deleted; game ended');
    });
  }
  return ended;
}
