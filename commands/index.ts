/** Every slash command of the bot, one module per command. */
import type { SlashCommand } from '../src/bot/command';
import { caesarCommand } from './caesar';
import { gameCommand } from './game';

export const COMMANDS: SlashCommand[] = [caesarCommand, gameCommand];
export { runOnGame } from './game';
