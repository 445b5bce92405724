/**
 * Assembles the bot: discord.js client, storage, router, upkeep timer.
 * `createBot` is what src/main.ts, the end-to-end tests and the load bench use.
 * It plays the games registered in src/core/registry.ts when it is created
 * (src/main.ts registers every game by importing src/games/index.ts).
 */
import { Client, Events, GatewayIntentBits } from 'discord.js';
import { slashCommands } from '../../commands';
import { discordAdapters } from '../core/registry';
import type { Config } from './config';
import type { BotContext } from './context';
import type { Logger } from './logger';
import { runUpkeep } from './reminders';
import { stopAiWorker } from './ai-pool';
import { configureRenderPool, stopRenderPool } from './render-pool';
import { createRouter } from './router';
import { endGamesOfDeletedThread } from './thread-deleted';
import { GameRepository, KeyedMutex, openKeyv } from '../storage';

export interface BotOptions {
  config: Config;
  log: Logger;
  /** REST base URL (the local Discord's `apiUrl`); Discord's own when absent. */
  apiUrl?: string;
  /** Reuse an open repository (tests); otherwise STORAGE_URL is opened. */
  repo?: GameRepository;
  now?: () => number;
  /** Start the periodic upkeep timer (reminders, challenge expiry). Default true. */
  upkeepTimer?: boolean;
}

export interface Bot {
  client: Client;
  ctx: BotContext;
  login(token: string): Promise<void>;
  upkeep(): ReturnType<typeof runUpkeep>;
  /** Destroys the client and stops timers; closes the storage only if the bot opened it. */
  stop(): Promise<void>;
}

export async function createBot(options: BotOptions): Promise<Bot> {
  const client = new Client({
    intents: [GatewayIntentBits.Guilds],
    // Every channel send carries a nonce Discord enforces: when discord.js retries a send whose
    // answer was lost (a 5xx after the message was made, a timeout), Discord returns the first
    // message instead of posting it twice.
    enforceNonce: true,
    ...(options.apiUrl ? { rest: { api: options.apiUrl } } : {}),
  });
  configureRenderPool({ ...(options.config.RENDER_WORKERS !== undefined ? { workers: options.config.RENDER_WORKERS } : {}), log: options.log });
  const ownsRepo = !options.repo;
  const repo = options.repo ?? new GameRepository(await openKeyv(options.config.STORAGE_URL));
  const ctx: BotContext = {
    client,
    repo,
    log: options.log,
    config: options.config,
    mutex: new KeyedMutex(),
    adapters: discordAdapters(),
    now: options.now ?? (() => Date.now()),
  };
  const route = createRouter(ctx, slashCommands());
  const pending = new Set<Promise<void>>();
  // A gateway RESUME replays what came after the sequence number the client reported; discord.js
  // can report one that is a step behind (a dispatch and an INVALID_SESSION or RECONNECT in the same
  // read), so the same interaction may arrive twice. Handle it once: the second would fail with 40060
  // and tell the player something went wrong.
  const recent = new Set<string>();
  client.on(Events.InteractionCreate, (interaction) => {
    if (recent.has(interaction.id)) {
      options.log.warn({ interaction: interaction.id }, 'interaction delivered twice; ignored');
      return;
    }
    recent.add(interaction.id);
    if (recent.size > 5000) recent.delete(recent.values().next().value!);
    const p = route(interaction).finally(() => pending.delete(p));
    pending.add(p);
  });
  client.on(Events.Error, (e) => options.log.error({ err: e.message }, 'client error'));
  client.on(Events.ThreadDelete, (thread) => {
    const p = endGamesOfDeletedThread(ctx, thread.id).then(() => undefined, (e) => options.log.warn({ err: (e as Error).message }, 'ending games of a deleted thread failed')).finally(() => pending.delete(p));
    pending.add(p);
  });
  let timer: NodeJS.Timeout | null = null;

  return {
    client,
    ctx,
    async login(token: string) {
      const ready = new Promise<void>((resolve) => client.once(Events.ClientReady, () => resolve()));
      await client.login(token);
      await ready;
      const open = await repo.openIndex();
      options.log.info({ user: client.user?.id, openGames: Object.keys(open).length }, 'bot ready');
      if (options.upkeepTimer ?? true) {
        // Catch up at once on what fell due while the bot was down (expired challenges, reminders).
        void runUpkeep(ctx);
        timer = setInterval(() => { void runUpkeep(ctx); }, options.config.REMINDER_CHECK_SECONDS * 1000);
        timer.unref();
      }
    },
    upkeep: () => runUpkeep(ctx),
    async stop() {
      if (timer) clearInterval(timer);
      await client.destroy();
      await Promise.allSettled([...pending]);
      // Pictures still being drawn finish before the workers end.
      await stopRenderPool();
      await stopAiWorker();
      if (ownsRepo) await repo.close();
    },
  };
}
