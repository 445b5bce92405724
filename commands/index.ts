/**
 * Every slash command of the bot: each registered game's own (declared in
 * its folder, src/games/<id>/discord/), then the platform's /game, /league,
 * /league-admin, /help and /settings. Built when called, from the games registered by then.
 */
import type { SlashCommand } from '../src/core/discord-adapter';
import { gamePlugins } from '../src/core/registry';
import { gameCommand } from './game';
import { leagueAdminCommand, leagueCommand } from './league';
import { helpCommand } from './help';
import { settingsCommand } from './settings';

export function slashCommands(): SlashCommand[] {
  return [...gamePlugins().flatMap((p) => p.discord?.commands() ?? []), gameCommand, leagueCommand(), leagueAdminCommand(), helpCommand(), settingsCommand()];
}

/** Names of the games' own commands: each starts a game or posts a challenge in its channel. */
export function gameStartingCommandNames(): Set<string> {
  return new Set(gamePlugins().flatMap((p) => p.discord?.commands() ?? []).map((c) => c.data.name));
}
export { runOnGame } from './game';
