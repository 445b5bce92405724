/**
 * Registers the slash commands: guild-scoped when DEV_GUILD_ID is set (instant,
 * for development), global otherwise. `npm run deploy-commands`.
 */
import { REST, Routes } from 'discord.js';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { COMMANDS } from '../../commands';
import { loadConfig } from './config';

export async function deployCommands(rest: REST, applicationId: string, guildId?: string | null): Promise<number> {
  const body = COMMANDS.map((c) => c.data);
  const route = guildId ? Routes.applicationGuildCommands(applicationId, guildId) : Routes.applicationCommands(applicationId);
  const result = (await rest.put(route, { body })) as unknown[];
  return result.length;
}

async function main(): Promise<void> {
  if (existsSync('.env')) process.loadEnvFile('.env');
  const config = loadConfig();
  if (!config.DISCORD_TOKEN || !config.DISCORD_APP_ID) {
    console.error('deploy-commands needs DISCORD_TOKEN and DISCORD_APP_ID (see .env.example). Without a token, `npm start` registers the commands on the local Discord itself.');
    process.exit(2);
  }
  const rest = new REST({ version: '10' }).setToken(config.DISCORD_TOKEN);
  const n = await deployCommands(rest, config.DISCORD_APP_ID, config.DEV_GUILD_ID);
  console.log(`registered ${n} command(s) ${config.DEV_GUILD_ID ? `in guild ${config.DEV_GUILD_ID}` : 'globally'}`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((e) => { console.error((e as Error).message); process.exit(1); });
}
