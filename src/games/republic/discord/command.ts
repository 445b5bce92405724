/** /republic new [players] [scenario] [advanced] [deadline]: opens a Republic of Rome table in the channel (see ./table.ts). */
import { ApplicationCommandOptionType, ApplicationCommandType } from 'discord.js';
import { translator } from '../../../i18n';
import type { SlashCommand } from '../../../core/discord-adapter';
import { choice, named } from '../../../bot/command-i18n';
import { draftGame, sendTo } from '../../../bot/service';
import type { Scenario } from '../types';
import { SCENARIOS, lobbyMessage, newTableMeta } from './table';

export function republicCommand(): SlashCommand {
  return {
    data: {
      type: ApplicationCommandType.ChatInput,
      ...named('republic.command'),
      dm_permission: false,
      options: [{
        type: ApplicationCommandOptionType.Subcommand,
        ...named('republic.command.new'),
        options: [
          { type: ApplicationCommandOptionType.Integer, ...named('republic.command.players'), required: false, min_value: 1, max_value: 6 },
          {
            type: ApplicationCommandOptionType.String, ...named('republic.command.scenario'), required: false,
            choices: SCENARIOS.map((s) => choice(`republic.scenario.${s}`, s)),
          },
          { type: ApplicationCommandOptionType.Boolean, ...named('republic.command.advanced'), required: false },
          { type: ApplicationCommandOptionType.Integer, ...named('republic.command.deadline'), required: false, min_value: 1, max_value: 168 },
        ],
      }],
    },

    async execute(ctx, i, log) {
      const t = translator(i.locale);
      const players = i.options.getInteger('players') ?? 4;
      const raw = i.options.getString('scenario') ?? 'early';
      const scenario: Scenario = (SCENARIOS as string[]).includes(raw) ? (raw as Scenario) : 'early';
      const advanced = i.options.getBoolean('advanced') ?? false;
      const deadline = i.options.getInteger('deadline') ?? 24;
      const game = draftGame(ctx, {
        game: 'republic', kind: 'table', guildId: i.guildId, channelId: i.channelId, challenger: i.user.id,
        opponent: null, locale: i.locale, players,
      });
      game.meta.expiresAt = null;
      game.meta.table = newTableMeta(players, deadline, scenario, advanced);
      log.gameId = game.meta.id;
      await ctx.repo.save(game);
      const gt = translator(game.meta.locale);
      const message = await sendTo(ctx, i.channelId, { ...lobbyMessage(game, gt), allowedMentions: { parse: [] } } as never);
      game.meta.table.lobbyMessageId = message.id;
      await ctx.repo.save(game);
      log.outcome = 'tableOpened';
      await i.editReply({ content: t('republic.table.opened'), allowedMentions: { parse: [] } });
    },
  };
}
