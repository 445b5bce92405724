/** /conquest2 new [players] [deadline] [seasons]: opens a Conquest of the Empire II table in the channel (see ./table.ts). */
import { ApplicationCommandOptionType, ApplicationCommandType } from 'discord.js';
import { translator } from '../../../i18n';
import type { SlashCommand } from '../../../core/discord-adapter';
import { named } from '../../../bot/command-i18n';
import { draftGame, sendTo } from '../../../bot/service';
import { lobbyMessage, newTableMeta } from './table';

export function conquest2Command(): SlashCommand {
  return {
    data: {
      type: ApplicationCommandType.ChatInput,
      ...named('conquest2.command'),
      dm_permission: false,
      options: [{
        type: ApplicationCommandOptionType.Subcommand,
        ...named('conquest2.command.new'),
        options: [
          { type: ApplicationCommandOptionType.Integer, ...named('conquest2.command.players'), required: false, min_value: 2, max_value: 6 },
          { type: ApplicationCommandOptionType.Integer, ...named('conquest2.command.deadline'), required: false, min_value: 1, max_value: 168 },
          { type: ApplicationCommandOptionType.Integer, ...named('conquest2.command.seasons'), required: false, min_value: 4, max_value: 5 },
        ],
      }],
    },

    async execute(ctx, i, log) {
      const t = translator(i.locale);
      const players = i.options.getInteger('players') ?? 4;
      const deadline = i.options.getInteger('deadline') ?? 24;
      const seasons = i.options.getInteger('seasons') ?? 4;
      const game = draftGame(ctx, {
        game: 'conquest2', kind: 'table', guildId: i.guildId, channelId: i.channelId, challenger: i.user.id,
        opponent: null, locale: i.locale, players,
      });
      game.meta.expiresAt = null;
      game.meta.table = newTableMeta(players, deadline, seasons);
      log.gameId = game.meta.id;
      await ctx.repo.save(game);
      const gt = translator(game.meta.locale);
      const message = await sendTo(ctx, i.channelId, { ...lobbyMessage(game, gt), allowedMentions: { parse: [] } } as never);
      game.meta.table.lobbyMessageId = message.id;
      await ctx.repo.save(game);
      log.outcome = 'tableOpened';
      await i.editReply({ content: t('conquest2.table.opened'), allowedMentions: { parse: [] } });
    },
  };
}
