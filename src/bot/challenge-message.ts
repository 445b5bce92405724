/**
 * Recording a posted challenge's message id on its game, for the games' challenge commands.
 */
import type { StoredGame } from '../storage';
import { translator } from '../i18n';
import type { BotContext } from './context';
import { saveWithMessageId } from './message-id-save';
import { editMessage } from './service';

/**
 * Records the challenge message's id on the game. An Accept or Decline may be saved first (clicked
 * at once, here or in another process on the same store): that save did not know the message, so it
 * could not show its outcome there, and this save is refused (SaveConflict). The command is then
 * handled afresh: the game is read again, the id recorded on it as it is now, and the message shows
 * the challenge as it now is (without buttons once it is no longer open). Nothing is posted twice.
 * Returns the game as saved.
 */
export async function saveChallengeMessage(ctx: BotContext, i: { id: string }, drafted: StoredGame, messageId: string): Promise<StoredGame> {
  const { game, afresh } = await saveWithMessageId(ctx, i, drafted, (g) => { g.meta.challengeMessageId = messageId; });
  if (!afresh || game.meta.status === 'challenge') return game;
  const content = challengeOutcome(game);
  await editMessage(ctx, game.meta.channelId, messageId, { content, components: [] })
    .catch((e) => ctx.log.warn({ gameId: game.meta.id, err: (e as Error).message }, 'challenge edit failed'));
  return game;
}

/** The text a challenge message shows once it is closed. Who declined is not stored, so a declined one is just no longer open. */
function challengeOutcome(game: StoredGame): string {
  const gt = translator(game.meta.locale);
  const names = { challenger: `<@${game.meta.challenger}>`, opponent: `<@${game.meta.opponent}>` };
  if (game.meta.status === 'expired') return gt('challenge.expired', names);
  if (game.meta.status === 'declined') return gt('challenge.notOpen');
  const where = game.meta.threadId ? `<#${game.meta.threadId}>` : `<#${game.meta.channelId}>`;
  return gt('challenge.accepted', { ...names, where });
}
