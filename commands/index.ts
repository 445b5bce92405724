/**
 * Every slash command of the bot: each registered game's own (declared in
 * its folder, src/games/<id>/discord/), then the platform's /game and
 * /league. Built when called, from the games registered by then.
 */
import type { SlashCommand } from '../src/core/discord-adapter';
import { gamePlugins } from '../src/core/registry';
import { gameCommand } from './game';
import { leagueCommand } from './league';

export function slashCommands(): SlashCommand[] {
  return [...gamePlugins().flatMap((p) => p.discord?.commands() ?? []), gameCommand, leagueCommand()];
}
export { runOnGame } from './game';
