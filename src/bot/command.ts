/** The shape of a slash command module in commands/: its definition and its handler. */
import type { ChatInputCommandInteraction, RESTPostAPIChatInputApplicationCommandsJSONBody } from 'discord.js';
import type { BotContext, InteractionLog } from './context';

export interface SlashCommand {
  data: RESTPostAPIChatInputApplicationCommandsJSONBody;
  /** Runs after the router has deferred the reply (always ephemeral: public output goes to the game's thread). */
  execute(ctx: BotContext, interaction: ChatInputCommandInteraction, log: InteractionLog): Promise<void>;
}
