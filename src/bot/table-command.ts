/**
 * `/<game> new …`: the slash command that opens an n-seat table in the
 * channel, shared by the games that have a table lobby (./table-lobby.ts).
 * The game gives its command options and reads them into the seat count and
 * the stored table; the lobby message is posted where the command was used.
 * Every table command also takes the table's move deadline (`deadline`, in
 * hours): without it the server's default applies (./move-deadline.ts).
 */
import { ApplicationCommandOptionType, ApplicationCommandType, type APIApplicationCommandBasicOption, type ChatInputCommandInteraction } from 'discord.js';
import { translator, type Translate } from '../i18n';
import type { StoredGame, TableMeta } from '../storage';
import type { Row, SlashCommand } from '../core/discord-adapter';
import { named } from './command-i18n';
import { draftGame, sendTo } from './service';
import { gameName } from './table-lobby';
import { MOVE_DEADLINE_MAX_HOURS, serverDeadlineHours } from './move-deadline';

export interface TableCommandSpec {
  /** The game's id (registry key). */
  game: string;
  /** The game's string namespace: '<ns>.command', '<ns>.command.new'. */
  ns: string;
  /** The options of the `new` subcommand. */
  options: APIApplicationCommandBasicOption[];
  /** The seat count and the lobby's stored table, from the command's options. */
  read(i: ChatInputCommandInteraction): { players: number; table: TableMeta };
  lobbyMessage(game: StoredGame, t: Translate): { content: string; components: Row[] };
}

/** Built when called: the localised names need the game's strings registered. */
export function tableCommand(spec: TableCommandSpec): SlashCommand {
  const { ns } = spec;
  return {
    data: {
      type: ApplicationCommandType.ChatInput,
      ...named(`${ns}.command`),
      dm_permission: false,
      options: [{
        type: ApplicationCommandOptionType.Subcommand, ...named(`${ns}.command.new`),
        options: [
          ...spec.options,
          { type: ApplicationCommandOptionType.Integer, ...named('command.tableDeadline'), required: false, min_value: 1, max_value: MOVE_DEADLINE_MAX_HOURS },
        ],
      }],
    },

    async execute(ctx, i, log) {
      const t = translator(i.locale);
      const { players, table } = spec.read(i);
      table.deadlineHours = i.options.getInteger('deadline') ?? await serverDeadlineHours(ctx, i.guildId);
      const game = draftGame(ctx, {
        game: spec.game, kind: 'table', guildId: i.guildId, channelId: i.channelId, challenger: i.user.id,
        opponent: null, locale: i.locale, players,
      });
      // A lobby nobody starts expires (upkeep, ./table-lobby.ts) instead of sitting in the open index for ever.
      game.meta.expiresAt = ctx.now() + ctx.config.TABLE_LOBBY_EXPIRE_HOURS * 3_600_000;
      game.meta.table = table;
      log.gameId = game.meta.id;
      await ctx.repo.save(game);
      const gt = translator(game.meta.locale);
      const message = await sendTo(ctx, i.channelId, { ...spec.lobbyMessage(game, gt), allowedMentions: { parse: [] } } as never);
      game.meta.table.lobbyMessageId = message.id;
      await ctx.repo.save(game);
      log.outcome = 'tableOpened';
      await i.editReply({ content: t('server.lobby.opened', { game: gameName(spec.game, t) }), allowedMentions: { parse: [] } });
    },
  };
}
