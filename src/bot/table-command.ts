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
import type { BotContext, Row, SlashCommand } from '../core/discord-adapter';
import { named } from './command-i18n';
import { draftGame, editMessage, sendTo } from './service';
import { saveWithMessageId } from './message-id-save';
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

/**
 * Records the posted lobby's message id. A click on the lobby may be saved first (a member joined
 * at once, here or in another process on the same store): that save did not know the message, so
 * the lobby could not be shown anew, and this save is refused (SaveConflict). The command is then
 * handled afresh: the table is read again, the id recorded on it as it is now, and the lobby shows
 * that table (without buttons when it is no longer open). Nothing is posted twice.
 */
async function saveLobbyMessage(ctx: BotContext, i: { id: string }, drafted: StoredGame, messageId: string, spec: TableCommandSpec): Promise<void> {
  const { game, afresh } = await saveWithMessageId(ctx, i, drafted, (g) => { g.meta.table!.lobbyMessageId = messageId; }, (g) => !!g.meta.table);
  if (!afresh) return;
  const shown = spec.lobbyMessage(game, translator(game.meta.locale));
  const open = game.meta.status === 'challenge';
  await editMessage(ctx, game.meta.channelId, messageId, { content: shown.content, components: open ? shown.components : [] })
    .catch((e) => ctx.log.warn({ gameId: game.meta.id, err: (e as Error).message }, 'lobby edit failed'));
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
      await saveLobbyMessage(ctx, i, game, message.id, spec);
      log.outcome = 'tableOpened';
      await i.editReply({ content: t('server.lobby.opened', { game: gameName(spec.game, t) }), allowedMentions: { parse: [] } });
    },
  };
}
