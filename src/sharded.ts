/**
 * `npm run start:sharded`: discord.js's ShardingManager runs the bot
 * (src/main.ts) in one process per gateway shard, for a bot in more servers
 * than one shard carries (Discord requires a shard per 2,500 servers). Each
 * process serves the servers of its shard (Discord routes their interactions
 * there) and looks after their games; all share one store, where every save
 * is a compare-and-set, so Redis or PostgreSQL is the store to use
 * (SQLite works for processes on one machine).
 *
 * SHARD_COUNT: how many shards (default `auto`, Discord's recommendation).
 * HEALTH_PORT: shard N serves /healthz on HEALTH_PORT + N. SIGTERM/SIGINT are
 * passed on to every shard, which drains as `npm start` does; the manager
 * exits 0 once they all have.
 *
 * Needs DISCORD_TOKEN: without one `npm start` runs the local Discord inside
 * its own process (use SHARD_COUNT=N there: one process, N shards).
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { REST, Routes, ShardingManager } from 'discord.js';
import { loadConfig } from './bot/config';
import { createLogger } from './bot/logger';

async function main(): Promise<void> {
  if (existsSync('.env')) process.loadEnvFile('.env');
  const config = loadConfig();
  const log = createLogger({ level: config.LOG_LEVEL });
  if (!config.DISCORD_TOKEN) throw new Error('npm run start:sharded needs DISCORD_TOKEN (for the local Discord, run npm start with SHARD_COUNT)');
  if (config.SHARDS) throw new Error('SHARDS is for one process of a sharded bot; the sharding manager runs every shard (set SHARD_COUNT only)');
  let total = config.SHARD_COUNT ?? 'auto';
  if (total === 'auto') {
    // Asked of the configured API (discord.js's own 'auto' always asks Discord's).
    const rest = new REST({ version: '10', ...(config.DISCORD_API_URL ? { api: config.DISCORD_API_URL } : {}) }).setToken(config.DISCORD_TOKEN);
    total = Math.max(1, ((await rest.get(Routes.gatewayBot())) as { shards: number }).shards);
  }
  const manager = new ShardingManager(fileURLToPath(new URL('./main.ts', import.meta.url)), {
    totalShards: total,
    token: config.DISCORD_TOKEN,
    mode: 'process',
    // The shards run the TypeScript sources as `npm start` does.
    execArgv: ['--import', 'tsx'],
    respawn: true,
  });
  manager.on('shardCreate', (shard) => {
    log.info({ shard: shard.id, shardCount: total }, 'shard process started');
    shard.on('death', () => { if (manager.respawn) log.error({ shard: shard.id }, 'shard process died; starting it again'); });
  });

  let stopping = false;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    manager.respawn = false;
    log.info({ signal, shards: manager.shards.size }, 'stopping the shards');
    await Promise.all([...manager.shards.values()].map((shard) => new Promise<void>((resolve) => {
      const child = shard.process;
      if (!child || child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill(signal);
    })));
    log.info('stopped');
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  // Shards identify one after the other (Discord's identify limit); each waits until its client is ready.
  await manager.spawn({ amount: total, timeout: 60_000 });
  log.info({ shards: manager.shards.size }, 'every shard is ready');
}

main().catch((e) => {
  console.error(`Legatus cannot start: ${String((e as Error).message ?? e).split('\n').filter(Boolean).join('; ')}`);
  process.exit(1);
});
