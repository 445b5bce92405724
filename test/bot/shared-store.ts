/**
 * Several bot instances on one SQLite store and one local Discord, as several processes sharing a
 * token and a store are. Each instance has its own connection to the store. Call it at the top of a
 * test file: it registers the file's beforeAll (start the local Discord, register the commands) and
 * afterAll (stop every instance, close the server, delete the store).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REST } from 'discord.js';
import { afterAll, beforeAll } from 'vitest';
import { createBot, type Bot } from '../../src/bot/bot';
import { loadConfig } from '../../src/bot/config';
import { deployCommands } from '../../src/bot/deploy-commands';
import { createLogger, memoryDestination } from '../../src/bot/logger';
import { startLocalDiscord, type LocalDiscord, type LocalDiscordOptions } from '../../src/localdiscord';
import { GameRepository, openKeyv } from '../../src/storage';
import { registerGame } from '../../src/core/registry';
import type { GamePlugin } from '../../src/core/plugin';

export interface StartedInstance { bot: Bot; repo: GameRepository; logs: string[] }

export interface InstanceOptions {
  env?: Record<string, string>;
  now?: () => number;
  /** Wraps the instance's repository before the bot gets it (gates on reads and saves). */
  wrap?: (repo: GameRepository) => void;
}

export interface SharedStore {
  /** The local Discord; set once the file's beforeAll has run. */
  readonly discord: LocalDiscord;
  /** Opens another connection to the shared store (to read what the instances saved). */
  openRepo(): Promise<GameRepository>;
  startInstance(options?: InstanceOptions): Promise<StartedInstance>;
}

/** `games`: games registered besides the shipped ones (the test game), before the commands are registered. */
export function useSharedStore(prefix: string, local: LocalDiscordOptions, games: GamePlugin[] = []): SharedStore {
  let discord: LocalDiscord | undefined;
  let dir = '';
  const started: { bot: Bot; repo: GameRepository }[] = [];
  const storeUrl = () => `sqlite://${join(dir, 'games.sqlite')}`;

  beforeAll(async () => {
    await import('../../src/games/index');
    for (const game of games) registerGame(game);
    dir = mkdtempSync(join(tmpdir(), `legatus-${prefix}-`));
    discord = await startLocalDiscord({ port: 0, rateLimits: false, ...local });
    const rest = new REST({ version: '10', api: discord.apiUrl }).setToken(discord.botToken);
    await deployCommands(rest, discord.applicationId, discord.guildId);
  });
  afterAll(async () => {
    for (const { bot, repo } of started) { await bot.stop(); await repo.close(); }
    await discord?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  const store: SharedStore = {
    get discord() {
      if (!discord) throw new Error('the local Discord starts in beforeAll');
      return discord;
    },
    async openRepo() { return new GameRepository(await openKeyv(storeUrl())); },
    async startInstance({ env = {}, now, wrap } = {}) {
      const config = loadConfig({ STORAGE_URL: storeUrl(), LOG_LEVEL: 'info', ...env });
      const dest = memoryDestination();
      const repo = await store.openRepo();
      wrap?.(repo);
      const { apiUrl, botToken } = store.discord;
      const bot = await createBot({ config, log: createLogger({ level: 'info', destination: dest }), apiUrl, repo, upkeepTimer: false, warmUp: false, ...(now ? { now } : {}) });
      await bot.login(botToken);
      started.push({ bot, repo });
      return { bot, repo, logs: dest.lines };
    },
  };
  return store;
}
