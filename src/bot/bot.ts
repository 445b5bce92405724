/**
 * Assembles the bot: discord.js client, storage, router, upkeep timer.
 * `createBot` is what src/main.ts, the end-to-end tests and the load bench use.
 * It plays the games registered in src/core/registry.ts when it is created
 * (src/main.ts registers every game by importing src/games/index.ts).
 */
import { Client, Events, GatewayIntentBits, MessageFlags, Status } from 'discord.js';
import { gameStartingCommandNames, slashCommands } from '../../commands';
import { discordAdapters, upgradeSavedState } from '../core/registry';
import type { Config } from './config';
import type { BotContext } from './context';
import type { Logger } from './logger';
import { runUpkeep } from './reminders';
import { stopAiWorker } from './ai-pool';
import { configureRenderPool, stopRenderPool } from './render-pool';
import { createRouter } from './router';
import { endGamesOfDeletedThread } from './thread-deleted';
import { deliverOwed } from './outbox';
import { GameRepository, KeyedMutex, openKeyv } from '../storage';
import { translator } from '../i18n';
import { guardInteractions } from './inbound';
import { drainAll } from './drain';
import { boundedCacheOptions, type CacheBounds } from './caches';
import { welcome, welcomeAll } from './welcome';
import { shardingOptions } from './shards';
import { exemptInteractionWebhooks } from './interaction-rest';
import { warmUpGames } from './warm-up';

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
  /**
   * discord.js caches: 'bounded' (default) sweeps and limits them so memory stays flat however
   * many games are played; 'unbounded' is discord.js's default (the memory bench's baseline).
   */
  caches?: 'bounded' | 'unbounded';
  /** Sweep intervals and limits of bounded caches (the memory bench shortens them). */
  cacheBounds?: CacheBounds;
  /**
   * Interaction-token requests (editReply, followUp) outside discord.js's client-side global
   * limit, as Discord counts them (src/bot/interaction-rest.ts). Default true; false is the
   * load bench's baseline.
   */
  exemptInteractionWebhooks?: boolean;
  /**
   * After ready, let each game build the picture caches of its main-thread pictures, a step at a
   * time (GamePlugin.warmUp, src/bot/warm-up.ts). Default true; tests that start many bots skip it.
   */
  warmUp?: boolean;
}

/** What the health endpoint reports of the bot. */
export interface BotStatus {
  gatewayConnected: boolean;
  /** Interactions and upkeep runs being handled now. */
  inFlight: number;
  accepting: boolean;
}

export interface Bot {
  client: Client;
  ctx: BotContext;
  login(token: string): Promise<void>;
  upkeep(): ReturnType<typeof runUpkeep>;
  /**
   * Stops taking interactions (new ones are told the bot is restarting), waits up to
   * `graceMs` for those in flight and their posts, then destroys the client and stops
   * timers; closes the storage only if the bot opened it. Resolves whether everything
   * in flight finished (false when the grace time ran out).
   */
  stop(graceMs?: number): Promise<boolean>;
  status(): BotStatus;
}

export async function createBot(options: BotOptions): Promise<Bot> {
  const caches = options.caches === 'unbounded' ? {} : boundedCacheOptions(options.cacheBounds);
  const client = new Client({
    intents: [GatewayIntentBits.Guilds],
    // Every channel send carries a nonce Discord enforces: when discord.js retries a send whose
    // answer was lost (a 5xx after the message was made, a timeout), Discord returns the first
    // message instead of posting it twice.
    enforceNonce: true,
    // SHARD_COUNT / SHARDS: the gateway shards this process runs (src/bot/shards.ts).
    ...shardingOptions(options.config),
    ...caches,
    rest: { ...caches.rest, ...(options.apiUrl ? { api: options.apiUrl } : {}) },
  });
  if (options.exemptInteractionWebhooks ?? true) exemptInteractionWebhooks(client.rest);
  configureRenderPool({
    ...(options.config.RENDER_WORKERS !== undefined ? { workers: options.config.RENDER_WORKERS } : {}),
    ...(options.config.RENDER_NICE !== undefined ? { nice: options.config.RENDER_NICE } : {}),
    log: options.log,
  });
  const ownsRepo = !options.repo;
  const repo = options.repo ?? new GameRepository(await openKeyv(options.config.STORAGE_URL, undefined, { sqliteSync: options.config.SQLITE_SYNC }));
  const ctx: BotContext = {
    client,
    repo,
    log: options.log,
    config: options.config,
    mutex: new KeyedMutex(),
    adapters: discordAdapters(),
    now: options.now ?? (() => Date.now()),
  };
  repo.log = options.log;
  repo.upgrade = upgradeSavedState;
  const route = createRouter(ctx, slashCommands(), gameStartingCommandNames());
  const pending = new Set<Promise<void>>();
  const track = (p: Promise<void>) => {
    const tracked = p.finally(() => pending.delete(tracked));
    pending.add(tracked);
  };
  let accepting = true;
  // Raw payloads are checked before discord.js builds anything from them (src/bot/inbound.ts).
  guardInteractions(client, options.log);
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
    if (!accepting) {
      // Shutting down: answer at once so the user knows to retry, and change nothing.
      if (interaction.isRepliable()) {
        track(interaction.reply({ content: translator(interaction.locale)('error.shuttingDown'), flags: MessageFlags.Ephemeral })
          .then(() => undefined, () => undefined));
      }
      options.log.info({ interaction: interaction.id }, 'interaction refused while shutting down');
      return;
    }
    track(route(interaction));
  });
  client.on(Events.Error, (e) => options.log.error({ err: e.message }, 'client error'));
  // A server that adds the bot while it runs (discord.js emits GuildCreate only for new ones after ready).
  client.on(Events.GuildCreate, (guild) => { track(welcome(ctx, guild)); });
  client.on(Events.ThreadDelete, (thread) => {
    track(endGamesOfDeletedThread(ctx, thread.id).then(() => undefined, (e) => options.log.warn({ err: (e as Error).message }, 'ending games of a deleted thread failed')));
  });
  const upkeep = () => {
    if (!accepting) return;
    track(runUpkeep(ctx).then(() => undefined, (e) => options.log.warn({ err: (e as Error).message }, 'upkeep failed')));
  };
  let timer: NodeJS.Timeout | null = null;

  return {
    client,
    ctx,
    async login(token: string) {
      const ready = new Promise<void>((resolve) => client.once(Events.ClientReady, () => resolve()));
      await client.login(token);
      await ready;
      // The first message in servers not greeted yet, before anything else is posted there.
      await welcomeAll(ctx);
      const open = await repo.openIndex();
      options.log.info({ user: client.user?.id, openGames: Object.keys(open).length, shards: client.options.shards, shardCount: client.options.shardCount }, 'bot ready');
      // Posts owed by moves saved before a crash or a failed post: repost them now, unasked.
      const owed = deliverOwed(ctx).then(() => undefined).finally(() => pending.delete(owed));
      pending.add(owed);
      // Not waited for by stop(): it changes nothing a restart would miss.
      if (options.warmUp ?? true) void warmUpGames(options.log);
      if (options.upkeepTimer ?? true) {
        // Catch up at once on what fell due while the bot was down (expired challenges, reminders).
        upkeep();
        timer = setInterval(upkeep, options.config.REMINDER_CHECK_SECONDS * 1000);
        timer.unref();
      }
    },
    upkeep: () => runUpkeep(ctx),
    async stop(graceMs = options.config.SHUTDOWN_GRACE_SECONDS * 1000) {
      accepting = false;
      if (timer) clearInterval(timer);
      // The gateway stays open meanwhile: the REST calls in flight need the client, and
      // interactions arriving now get their "restarting" answer instead of timing out.
      let finished = true;
      {
        if (pending.size > 0) options.log.info({ inFlight: pending.size, graceMs }, 'waiting for interactions in flight');
        let expire: NodeJS.Timeout | undefined;
        const outOfTime = new Promise<false>((resolve) => { expire = setTimeout(() => resolve(false), graceMs); });
        const drained = (async () => {
          // Work in flight may start more (a move's computer reply): wait until nothing is left.
          while (pending.size > 0) await Promise.allSettled([...pending]);
          await drainAll();
          return true as const;
        })();
        finished = await Promise.race([drained, outOfTime]);
        clearTimeout(expire);
        if (!finished) options.log.warn({ inFlight: pending.size }, 'shutdown grace time ran out; stopping with work in flight');
      }
      await client.destroy();
      // Pictures still being drawn finish before the workers end.
      await stopRenderPool();
      await stopAiWorker();
      if (ownsRepo) await repo.close();
      return finished;
    },
    status: () => ({ gatewayConnected: client.ws.status === Status.Ready, inFlight: pending.size, accepting }),
  };
}
