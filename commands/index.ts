/** Every slash command of the bot, one module per command. */
import type { SlashCommand } from '../src/bot/command';
import { caesarCommand } from '../src/games/caesar/discord/command';
import { gameCommand } from './game';
import { conquestCommand } from '../src/games/conquest/discord/command';
import { leagueCommand } from './league';

export const COMMANDS: SlashCommand[] = [caesarCommand, gameCommand, conquestCommand, leagueCommand];
export { runOnGame } from './game';
