/** Every slash command of the bot, one module per command. */
import type { SlashCommand } from '../src/bot/command';
import { caesarCommand } from './caesar';
import { gameCommand } from './game';
import { conquestCommand } from './conquest';
import { leagueCommand } from './league';

export const COMMANDS: SlashCommand[] = [caesarCommand, gameCommand, conquestCommand, leagueCommand];
export { runOnGame } from './game';
