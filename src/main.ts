/**
 * `npm start`: the bot. With DISCORD_TOKEN it connects to Discord; without
 * one it starts the local Discord (loopback), registers the commands there,
 * connects the bot to it and prints the play page's URL.
 *
 * Start-up fails fast, in one line and with exit code 1, when the
 * configuration or the store cannot be used. SIGTERM and SIGINT stop taking
 * interactions, let those in flight finish with their posts (at most
 * SHUTDOWN_GRACE_SECONDS), close the store and exit 0.
 */
import { existsSync } from 'node:fs';
import type { Bot } from './bot/bot';
import { loadConfig } from './bot/config';
import { createLogger } from './bot/logger';
import { installProcessGuard } from './bot/process-guard';
import { GameRepository, openKeyv } from './storage';

async function main(): Promise<void> {
  // A .env file in the working directory fills in what the environment does not set.
  if (existsSync('.env')) process.loadEnvFile('.env');
  const config = loadConfig();
  const log = createLogger({ level: config.LOG_LEVEL });
  installProcessGuard(log);
  const stops: (() => Promise<unknown>)[] = [];
  // The store first: one that is down or unwritable stops the start at once, in one line.
  const repo = new GameRepository(await openKeyv(config.STORAGE_URL, undefined, { sqliteSync: config.SQLITE_SYNC }));
  stops.push(() => repo.close());
  // The rest is loaded only now: a start that fails on its configuration or its store says so
  // without first loading every game, discord.js and the renderer.
  await import('./games');
  const { REST } = await import('discord.js');
  const { createBot } = await import('./bot/bot');
  const { deployCommands } = await import('./bot/deploy-commands');
  const { startHealthServer } = await import('./bot/health');
  const { renderQueueDepth } = await import('./bot/render-pool');
  const { startLocalDiscord, localChatDir } = await import('./localdiscord');

  let bot: Bot;
  if (config.DISCORD_TOKEN) {
    bot = await createBot({ config, log, repo, apiUrl: config.DISCORD_API_URL });
    stops.unshift(() => bot.stop());
    await bot.login(config.DISCORD_TOKEN);
    log.info({ user: bot.client.user?.tag }, 'connected to Discord (register commands with npm run deploy-commands)');
  } else {
    const discord = await startLocalDiscord({
      port: config.LOCAL_PORT,
      host: config.LOCAL_HOST,
      // The chat is kept beside the game store, so games and their threads are both there after a restart.
      persistDir: localChatDir(config.STORAGE_URL),
      warn: (line) => log.warn({ localDiscord: line }, 'local discord'),
      log: (line) => log.debug({ localDiscord: line }, 'local discord'),
    });
    stops.unshift(() => discord.close());
    const rest = new REST({ version: '10', api: discord.apiUrl }).setToken(discord.botToken);
    await deployCommands(rest, discord.applicationId, discord.guildId);
    bot = await createBot({ config, log, apiUrl: discord.apiUrl, repo });
    stops.unshift(() => bot.stop());
    await bot.login(discord.botToken);
    console.log(`\nLegatus is running against the local Discord.\nOpen ${discord.pageUrl} and type /caesar challenge opponent:@bob\n`);
  }

  if (config.HEALTH_PORT !== undefined) {
    // Under the sharding manager (src/sharded.ts) each shard's process answers on its own port.
    const port = process.env.SHARDING_MANAGER && config.SHARDS && config.HEALTH_PORT > 0 ? config.HEALTH_PORT + config.SHARDS[0] : config.HEALTH_PORT;
    const health = await startHealthServer(port, config.HEALTH_HOST, {
      gatewayConnected: () => bot.status().gatewayConnected,
      accepting: () => bot.status().accepting,
      pingStore: async () => { await repo.keyv.get('health-probe'); },
      queues: async () => {
        const render = renderQueueDepth();
        return {
          interactions: bot.status().inFlight,
          rendersQueued: render.queued,
          rendersRunning: render.running,
          gamesOwingPosts: (await repo.pendingGames()).length,
        };
      },
    });
    // Closed after the bot: while draining it answers 503 (not accepting), which takes the
    // instance out of a load balancer's rotation.
    stops.splice(stops.length - 1, 0, () => health.close());
    log.info({ port: health.port }, 'health endpoint listening on /healthz');
  }

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) {
      log.warn({ signal }, 'second signal while shutting down; exiting now');
      process.exit(1);
    }
    stopping = true;
    log.info({ signal, graceSeconds: config.SHUTDOWN_GRACE_SECONDS }, 'shutting down: no new interactions, finishing those in flight');
    for (const stop of stops) {
      await stop().catch((e) => log.warn({ err: (e as Error).message }, 'a shutdown step failed'));
    }
    log.info('stopped');
    // pino writes synchronously to stdout (destination 1), so nothing is lost by exiting here.
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((e) => {
  console.error(`Legatus cannot start: ${String((e as Error).message ?? e).split('\n').filter(Boolean).join('; ')}`);
  process.exit(1);
});
