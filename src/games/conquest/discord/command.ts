/**
 * /conquest new [players] [homes] [deadline]: opens a Conquest of the Empire
 * table in the channel (see ./table.ts for the lobby).
 */
import { ApplicationCommandOptionType } from 'discord.js';
import type { SlashCommand } from '../../../core/discord-adapter';
import { choice, named } from '../../../bot/command-i18n';
import { tableCommand } from '../../../bot/table-command';
import { lobbyMessage, newTableMeta } from './table';

/** Built when called: the localised names need the game's strings registered. */
export function conquestCommand(): SlashCommand {
  return tableCommand({
    game: 'conquest',
    ns: 'conquest',
    options: [
      { type: ApplicationCommandOptionType.Integer, ...named('conquest.command.players'), required: false, min_value: 2, max_value: 6 },
      {
        type: ApplicationCommandOptionType.String,
        ...named('conquest.command.homes'),
        required: false,
        choices: [choice('conquest.command.choice.agreed', 'agreed'), choice('conquest.command.choice.random', 'random')],
      },
    ],
    read(i) {
      const players = i.options.getInteger('players') ?? 3;
      const homes = (i.options.getString('homes') ?? 'agreed') as 'agreed' | 'random';
      const deadline = i.options.getInteger('deadline') ?? 24;
      return { players, table: newTableMeta(players, homes, deadline) };
    },
    lobbyMessage,
  });
}
