/**
 * /conquest new [players] [homes] [deadline]: opens a Conquest of the Empire
 * table in the channel (see ./table.ts for the lobby).
 */
import { ApplicationCommandOptionType, ApplicationCommandType } from 'discord.js';
import { translator } from '../../../i18n';
import type { SlashCommand } from '../../../core/discord-adapter';
import { choice, named } from '../../../bot/command-i18n';
import { draftGame, sendTo } from '../../../bot/service';
import { lobbyMessage, newTableMeta } from './table';

/** Built when called: the localised names need the game's strings registered. */
export function conquestCommand(): SlashCommand {
  return {
    data: {
      type: ApplicationCommandType.ChatInput,
      ...named('conquest.command'),
      dm_permission: false,
      options: [{
        type: ApplicationCommandOptionType.Subcommand,
        ...named('conquest.command.new'),
        options: [
          { type: ApplicationCommandOptionType.Integer, ...named('conquest.command.players'), required: false, min_value: 2, max_value: 6 },
          {
            type: ApplicationCommandOptionType.String,
            ...named('conquest.command.homes'),
            required: false,
            choices: [choice('conquest.command.choice.agreed', 'agreed'), choice('conquest.command.choice.random', 'random')],
          },
          { type: ApplicationCommandOptionType.Integer, ...named('conquest.command.deadline'), required: false, min_value: 1, max_value: 168 },
        ],
      }],
    },

    async execute(ctx, i, log) {
      const t = translator(i.locale);
      const players = i.options.getInteger('players') ?? 3;
      const homes = (i.options.getString('homes') ?? 'agreed') as 'agreed' | 'random';
      const deadline = i.options.getInteger('deadline') ?? 24;
      const game = draftGame(ctx, {
        game: 'conquest', kind: 'table', guildId: i.guildId, channelId: i.channelId, challenger: i.user.id,
        opponent: null, locale: i.locale, players,
      });
      game.meta.expiresAt = null;
      game.meta.table = newTableMeta(players, homes, deadline);
      log.gameId = game.meta.id;
      await ctx.repo.save(game);
      const gt = translator(game.meta.locale);
      const message = await sendTo(ctx, i.channelId, { ...lobbyMessage(game, gt), allowedMentions: { parse: [] } } as never);
      game.meta.table.lobbyMessageId = message.id;
      await ctx.repo.save(game);
      log.outcome = 'tableOpened';
      await i.editReply({ content: t('conquest.table.opened'), allowedMentions: { parse: [] } });
    },
  };
}
