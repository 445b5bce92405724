/** /republic new [players] [scenario] [advanced] [deadline] [window]: opens a Republic of Rome table in the channel (see ./table.ts). */
import { ApplicationCommandOptionType } from 'discord.js';
import type { SlashCommand } from '../../../core/discord-adapter';
import { choice, named } from '../../../bot/command-i18n';
import { tableCommand } from '../../../bot/table-command';
import type { Scenario } from '../types';
import { SCENARIOS, lobbyMessage, newTableMeta } from './table';

export function republicCommand(): SlashCommand {
  return tableCommand({
    game: 'republic',
    ns: 'republic',
    options: [
      { type: ApplicationCommandOptionType.Integer, ...named('republic.command.players'), required: false, min_value: 1, max_value: 6 },
      {
        type: ApplicationCommandOptionType.String, ...named('republic.command.scenario'), required: false,
        choices: SCENARIOS.map((s) => choice(`republic.scenario.${s}`, s)),
      },
      { type: ApplicationCommandOptionType.Boolean, ...named('republic.command.advanced'), required: false },
      { type: ApplicationCommandOptionType.Integer, ...named('republic.command.window'), required: false, min_value: 0, max_value: 720 },
    ],
    read(i) {
      const players = i.options.getInteger('players') ?? 4;
      const raw = i.options.getString('scenario') ?? 'early';
      const scenario: Scenario = (SCENARIOS as string[]).includes(raw) ? (raw as Scenario) : 'early';
      const advanced = i.options.getBoolean('advanced') ?? false;
      const deadline = i.options.getInteger('deadline') ?? 24;
      const window = i.options.getInteger('window');
      return { players, table: newTableMeta(players, deadline, scenario, advanced, window) };
    },
    lobbyMessage,
  });
}
