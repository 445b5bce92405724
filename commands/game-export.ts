/**
 * /game export (and the Export button of a finished game's board): the game
 * record as JSON that `legatus replay` reads, and a readable move list, in
 * the asker's ephemeral reply. Finished games only (src/bot/game-record.ts says why).
 */
import type { ButtonInteraction, ChatInputCommandInteraction, StringSelectMenuInteraction } from 'discord.js';
import { translator } from '../src/i18n';
import type { BotContext, InteractionLog } from '../src/bot/context';
import { exportFiles } from '../src/bot/game-record';

type Replyable = ChatInputCommandInteraction | StringSelectMenuInteraction | ButtonInteraction;

export async function exportGame(ctx: BotContext, i: Replyable, gameId: string, log: InteractionLog): Promise<void> {
  const t = translator(i.locale);
  log.gameId = gameId;
  const game = await ctx.repo.get(gameId);
  if (!game || !game.state) {
    log.outcome = 'noGame';
    await i.editReply({ content: t('error.noGame'), components: [] });
    return;
  }
  if (game.meta.status !== 'finished') {
    log.outcome = 'notOver';
    await i.editReply({ content: t('server.export.notOver'), components: [] });
    return;
  }
  const out = exportFiles(ctx, game, t);
  log.outcome = 'exported';
  await i.editReply({
    content: t('server.export.done', { id: game.meta.id, count: game.record.actions.length, file: out.fileName }),
    files: out.files, components: [], allowedMentions: { parse: [] },
  });
}
