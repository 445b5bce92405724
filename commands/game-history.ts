/**
 * /game history and its page buttons: the board picture of each past
 * position, paged back and forward in the asker's own ephemeral message
 * (src/bot/history-view.ts draws a page). Anyone may page through a game:
 * every page is the public picture.
 */
import type { ButtonInteraction, ChatInputCommandInteraction, StringSelectMenuInteraction } from 'discord.js';
import { translator } from '../src/i18n';
import type { BotContext, InteractionLog } from '../src/bot/context';
import { historyPage } from '../src/bot/history-view';

type Replyable = ChatInputCommandInteraction | StringSelectMenuInteraction | ButtonInteraction;

/** Shows the page of `position` (the newest when null) in the interaction's ephemeral reply. */
export async function showHistory(ctx: BotContext, i: Replyable, gameId: string, position: number | null, log: InteractionLog): Promise<void> {
  const t = translator(i.locale);
  log.gameId = gameId;
  const game = await ctx.repo.get(gameId);
  if (!game || !game.state) {
    log.outcome = 'noGame';
    await i.editReply({ content: t('error.noGame'), components: [], attachments: [] });
    return;
  }
  const page = await historyPage(ctx, game, position ?? game.record.actions.length, t);
  log.outcome = 'history';
  await i.editReply({ content: page.content, files: page.files, attachments: [], components: page.components, allowedMentions: { parse: [] } });
}
