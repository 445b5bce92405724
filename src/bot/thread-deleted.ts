/**
 * A moderator deleted a game's thread: nobody can play there any more, and
 * reminders would only fail against a channel that is gone. Open games
 * played in that thread end as abandoned (what the players could have agreed
 * to), are saved, and count as finished for leagues; the players are told in
 * the parent channel (outbox.ts, which also handles a thread found deleted
 * while the bot was away).
 */
import type { BotContext } from './context';
import { endGameOfGonePlace } from './outbox';

export async function endGamesOfDeletedThread(ctx: BotContext, threadId: string): Promise<string[]> {
  const ended: string[] = [];
  for (const id of await ctx.repo.openGamesIn(threadId)) {
    await ctx.mutex.run(id, async () => {
      const game = await ctx.repo.get(id);
      if (!game || game.meta.threadId !== threadId || game.meta.status !== 'active') return;
      if (await endGameOfGonePlace(ctx, game)) ended.push(id);
      ctx.log.info({ gameId: id, threadId }, 'game thread deleted; game ended');
    });
  }
  return ended;
}
