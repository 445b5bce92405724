/**
 * `npm run deploy-commands`: registers the bot's slash commands with Discord,
 * guild-scoped when DEV_GUILD_ID is set (instant, for development), global
 * otherwise. An entry point, so it imports the list of games.
 */
import { existsSync } from 'node:fs';
import { REST } from 'discord.js';
import './games';
import { loadConfig } from './bot/config';
import { deployCommands } from './bot/deploy-commands';

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

main().catch((e) => { console.error((e as Error).message); process.exit(1); });
