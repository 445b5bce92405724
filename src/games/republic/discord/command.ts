/**
 * /republic new [players] [scenario] [advanced] [window] [one option per advanced rule]: opens a Republic of
 * Rome table in the channel (see ./table.ts). `advanced` switches every advanced rule on; each rule's own
 * option then switches that one on or off (the host may still change them in the lobby).
 */
import { ApplicationCommandOptionType } from 'discord.js';
import type { SlashCommand } from '../../../core/discord-adapter';
import { choice, named } from '../../../bot/command-i18n';
import { translator } from '../../../i18n';
import { tableCommand } from '../../../bot/table-command';
import type { Scenario } from '../types';
import { ADVANCED_RULES, SCENARIOS, lobbyMessage, newTableMeta } from './table';

/** A rule's option name as Discord knows it (the English one: `provincial-wars`). */
export const ruleOption = (rule: string): string => translator('en')(`republic.command.rule.${rule}.name`);

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
      ...ADVANCED_RULES.map((rule) => ({ type: ApplicationCommandOptionType.Boolean as const, ...named(`republic.command.rule.${rule}`), required: false })),
    ],
    read(i) {
      const players = i.options.getInteger('players') ?? 4;
      const raw = i.options.getString('scenario') ?? 'early';
      const scenario: Scenario = (SCENARIOS as string[]).includes(raw) ? (raw as Scenario) : 'early';
      const all = i.options.getBoolean('advanced') ?? false;
      const rules = ADVANCED_RULES.filter((rule) => i.options.getBoolean(ruleOption(rule)) ?? all);
      const deadline = i.options.getInteger('deadline') ?? 24;
      const window = i.options.getInteger('window');
      return { players, table: newTableMeta(players, deadline, scenario, rules, window) };
    },
    lobbyMessage,
  });
}
