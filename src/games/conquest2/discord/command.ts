/** /conquest2 new [players] [deadline] [seasons] [sealed]: opens a Conquest of the Empire II table in the channel (see ./table.ts). */
import { ApplicationCommandOptionType } from 'discord.js';
import type { SlashCommand } from '../../../core/discord-adapter';
import { named } from '../../../bot/command-i18n';
import { tableCommand } from '../../../bot/table-command';
import { lobbyMessage, newTableMeta } from './table';

export function conquest2Command(): SlashCommand {
  return tableCommand({
    game: 'conquest2',
    ns: 'conquest2',
    options: [
      { type: ApplicationCommandOptionType.Integer, ...named('conquest2.command.players'), required: false, min_value: 2, max_value: 6 },
      { type: ApplicationCommandOptionType.Integer, ...named('conquest2.command.seasons'), required: false, min_value: 4, max_value: 5 },
      { type: ApplicationCommandOptionType.Boolean, ...named('conquest2.command.sealed'), required: false },
    ],
    read(i) {
      const players = i.options.getInteger('players') ?? 4;
      const deadline = i.options.getInteger('deadline') ?? 24;
      const seasons = i.options.getInteger('seasons') ?? 4;
      const sealed = i.options.getBoolean('sealed') ?? false;
      return { players, table: newTableMeta(players, deadline, seasons, sealed) };
    },
    lobbyMessage,
  });
}
