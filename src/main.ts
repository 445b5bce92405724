/**
 * `npm start`: the bot. With DISCORD_TOKEN it connects to Discord; without
 * one it starts the local Discord (loopback), registers the commands there,
 * connects the bot to it and prints the play page's URL.
 */
import { existsSync } from 'node:fs';
import { REST } from 'discord.js';
import './games';
import { createBot } from './bot/bot';
import { loadConfig } from './bot/config';
import { deployCommands } from './bot/deploy-commands';
import { createLogger } from './bot/logger';
import { startLocalDiscord } from './localdiscord';
import { GameRepository, openKeyv } from './storage';

async function main(): Promise<void> {
  // A .env file in the working directory fills in what the environment does not set.
  if (existsSync('.env')) process.loadEnvFile('.env');
  const config = loadConfig();
  const log = createLogger({ level: config.LOG_LEVEL });
  const stops: (() => Promise<void>)[] = [];
  // The store first: one that is down or unwritable stops the start at once, in one line.
  const repo = new GameRepository(await openKeyv(config.STORAGE_URL));
  stops.push(() => repo.close());

  if (config.DISCORD_TOKEN) {
    const bot = await createBot({ config, log, repo });
    stops.unshift(() => bot.stop());
    await bot.login(config.DISCORD_TOKEN);
    log.info({ user: bot.client.user?.tag }, 'connected to Discord (register commands with npm run deploy-commands)');
  } else {
    const discord = await startLocalDiscord({
      port: config.LOCAL_PORT,
      host: config.LOCAL_HOST,
      log: (line) => log.debug({ localDiscord: line }, 'local discord'),
    });
    stops.unshift(() => discord.close());
    const rest = new REST({ version: '10', api: discord.apiUrl }).setToken(discord.botToken);
    await deployCommands(rest, discord.applicationId, discord.guildId);
    const bot = await createBot({ config, log, apiUrl: discord.apiUrl, repo });
    stops.unshift(() => bot.stop());
    await bot.login(discord.botToken);
    console.log(`\nLegatus is running against the local Discord.\nOpen ${discord.pageUrl} and type /caesar challenge opponent:@bob\n`);
  }

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down');
    for (const stop of stops) await stop().catch(() => undefined);
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((e) => {
  console.error(`Legatus cannot start: ${(e as Error).message}`);
  process.exit(1);
});
