/**
 * The bot of the load bench in a process of its own (bench/bot-load.bench.ts forks it): the bench's local
 * Discord and its hundreds of players then no longer share the bot's event loop and CPU count, as in a real
 * deployment, where Discord is someone else's computer. Driven over the IPC channel:
 *
 * parent → child: start (config), stats, stop
 * child → parent: ready, handled (an interaction completely handled: its log line is written last),
 *                 stats (the bot process's CPU, SQLite statements by kind, discord.js rate-limit waits,
 *                 interaction outcomes), stopped, failed
 */
import { RESTEvents } from 'discord.js';
import type { DestinationStream } from 'pino';
import { createBot } from '../src/bot/bot';
import { loadConfig } from '../src/bot/config';
import { configureRenderPool, WORKER_PNG, ZLIB_WORKER_PNG } from '../src/bot/render-pool';
import { createLogger } from '../src/bot/logger';
import { add, markLast, traceBoards } from '../src/bot/board-trace';
import { legacyStorage, storageTuning } from '../src/storage/tuning';
import { boardTuning } from '../src/bot/board-early';
import '../src/games'; // registers the real games
import { countStatements, type ChildStart, type FromChild, type ToChild } from './bot-child-protocol';

const send = (m: FromChild) => process.send?.(m);

async function start(msg: ChildStart): Promise<void> {
  const outcomes: Record<string, number> = {};
  // Only what the bench needs of the log: which interactions are done, and how they ended.
  const dest: DestinationStream = {
    write(chunk: string) {
      for (const line of chunk.split('\n')) {
        if (!line.includes('"msg":"interaction"')) continue;
        const id = /"interaction":"(\d+)"/.exec(line)?.[1];
        const outcome = /"outcome":"([^"]*)"/.exec(line)?.[1] ?? '?';
        outcomes[outcome] = (outcomes[outcome] ?? 0) + 1;
        if (id) send({ type: 'handled', id });
      }
    },
  };
  legacyStorage(msg.legacyStorage);
  if (msg.sqliteReaders !== undefined) storageTuning.sqliteReaders = msg.sqliteReaders;
  boardTuning.early = !!msg.earlyBoards;
  configureRenderPool({ nice: msg.nice, png: msg.png === 'zlib' ? ZLIB_WORKER_PNG : WORKER_PNG });
  const config = loadConfig({ STORAGE_URL: msg.storageUrl, RENDER_WORKERS: String(msg.workers) });
  // Each board's stages (src/bot/board-trace.ts) for the bench's breakdown of the board latency.
  traceBoards((t) => send({ type: 'trace', id: t.id, channelId: t.channelId, marks: t.marks, sums: t.sums }));
  const bot = await createBot({ config, log: createLogger({ destination: dest }), apiUrl: msg.apiUrl, upkeepTimer: false, exemptInteractionWebhooks: !msg.countWebhooks, warmUp: false });
  if (msg.clientGlobal > 0) (bot.client.rest.options as { globalRequestsPerSecond: number }).globalRequestsPerSecond = msg.clientGlobal;
  const restWaits = { global: 0, route: 0 };
  bot.client.rest.on(RESTEvents.RateLimited, (info) => {
    if (info.global) restWaits.global++; else restWaits.route++;
    add(info.global ? 'rest.globalWait' : 'rest.routeWait', info.timeToReset);
  });
  // When a board's request actually leaves (after discord.js's queues and rate-limit waits).
  const rest = bot.client.rest.options as { makeRequest: (url: string, init: Record<string, unknown>) => Promise<unknown> };
  const makeRequest = rest.makeRequest;
  rest.makeRequest = (url, init) => {
    if (init.method === 'POST' && /\/channels\/\d+\/messages$|\/webhooks\/\d+\/[^/?]+(\?|$)/.test(url)) markLast('post.http');
    return makeRequest(url, init);
  };
  const storeOps: Record<string, number> = {};
  countStatements(bot.ctx.repo.keyv.store as Record<string, any>, storeOps);
  await bot.login(msg.token);
  process.on('message', (m: ToChild) => {
    if (m.type === 'stats') {
      const cpu = process.cpuUsage();
      send({ type: 'stats', cpuMs: (cpu.user + cpu.system) / 1000, storeOps: { ...storeOps }, restWaits: { ...restWaits }, outcomes: { ...outcomes } });
    } else if (m.type === 'stop') {
      void bot.stop().then(() => { send({ type: 'stopped' }); process.disconnect?.(); });
    }
  });
  send({ type: 'ready' });
}

process.once('message', (m: ToChild) => {
  if (m.type !== 'start') return;
  start(m).catch((e: Error) => { send({ type: 'failed', error: e.stack ?? e.message }); process.exitCode = 1; process.disconnect?.(); });
});
