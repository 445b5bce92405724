/**
 * Registers the slash commands of the registered games and the platform:
 * guild-scoped when a guild is given (instant, for development), global
 * otherwise. `npm run deploy-commands` runs src/deploy-commands.ts.
 */
import { REST, Routes } from 'discord.js';
import { slashCommands } from '../../commands';

export async function deployCommands(rest: REST, applicationId: string, guildId?: string | null): Promise<number> {
  const body = slashCommands().map((c) => c.data);
  const route = guildId ? Routes.applicationGuildCommands(applicationId, guildId) : Routes.applicationCommands(applicationId);
  const result = (await rest.put(route, { body })) as unknown[];
  return result.length;
}
