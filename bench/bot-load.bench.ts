/**
 * The bot under load: many games against the local Discord, the real
 * discord.js client, SQLite storage. Two modes:
 *
 * - closed loop (stress): every player of BOT_LOAD_GAMES solo games plays
 *   BOT_LOAD_MOVES moves as fast as the answers come, once without rate limits
 *   (the server as it was before it had any) and once under Discord's limits,
 *   in the same run so the two can be compared as a ratio;
 * - open loop (human pacing): BOT_LOAD_OPEN_GAMES duels (default "100,500")
 *   under Discord's limits; each game's mover starts a move at times fixed in
 *   advance — the first within 20 s, then every 10–30 s (uniform) after the
 *   previous start — whatever the bot's latency, and clicks through the
 *   builder with 0.5–1.5 s between clicks, for BOT_LOAD_OPEN_SECONDS (default
 *   150) of real time. Nothing is compressed: the limits are per second, so
 *   the clock runs at its real speed. A move due while the game's previous
 *   one is still waiting for its board starts late (counted).
 *
 * Reported per mode: acknowledgement latency (dispatch → first callback, as
 * Discord measures the 3-second rule), board latency (the click that
 * completes a move → its new board message created), interactions that
 * missed the 3 s deadline, 429s answered by the server, and discord.js's own
 * rate-limit waits (its client-side global limit of 50 requests/s counts
 * interaction callbacks too).
 *
 * BOT_LOAD_MODE = closed | open | both (default both). BOT_LOAD_BOT_SESSION=own runs the bot child in a session (scheduling group) of its own. BOT_LOAD_CLIENT_GLOBAL sets discord.js's
 * client-side global limit (requests/s) to see what the bot would gain from raising it.
 *
 * Board pictures: every loop runs once per render mode of BOT_LOAD_RENDER (default
 * "serial:before,pool:before,pool"): `serial` is RENDER_WORKERS=0 (pictures drawn on the main thread
 * one at a time, the original queue), `pool` the render workers at their default size (the cores),
 * `pool:N` N workers; `:before` runs a mode on the storage as it was before its tuning
 * (src/storage/tuning.ts), so `serial:before` is the original serial queue; `:zlib` makes the workers encode with
 * the zlib settings they had before the fast deflater (ZLIB_WORKER_PNG), so `pool` over `pool:zlib` is the encoder alone. The first pool mode of
 * today's code keeps the plain result names (closed_loop_no_limits, open_loop_100_games…); other
 * modes add a suffix (…_serial_before, …_pool_1). `render_ratios` divides each mode's figures by the
 * serial mode's of the same loop and a mode's by its `:before` twin's (and by its `:onereader` and `:early` twins':
 * one SQLite read statement, every read in one queue; boards drawn after the save), measured in the same run
 * (`pool:N:niceM` also sets the workers' nice value, default 10); `load_average` is the machine's
 * 1-minute load before and after each loop (the machine is shared: a busy neighbour slows every mode).
 */
import { fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { REST, RESTEvents } from 'discord.js';
import { ComponentType } from 'discord-api-types/v10';
import { createBot } from '../src/bot/bot';
import { loadConfig } from '../src/bot/config';
import { deployCommands } from '../src/bot/deploy-commands';
import { configureRenderPool, WORKER_PNG, ZLIB_WORKER_PNG } from '../src/bot/render-pool';
import { legacyStorage, storageTuning } from '../src/storage/tuning';
import { boardTuning } from '../src/bot/board-early';
import { countStatements, type ChildStart, type ChildStats, type ChildTrace, type FromChild } from './bot-child-protocol';
import { createLogger, memoryDestination } from '../src/bot/logger';
import { startLocalDiscord, type LocalDiscord, type LocalMessage, type RateLimitOptions } from '../src/localdiscord';
import '../src/games'; // registers the real games

/**
 * A button that builds a move: not "back", and not a takeback (Caesar!'s ':ctb', Conquest's ':ktb') offered under the answer
 * to a move against the computer — clicking it would undo every move the closed loop plays.
 */
const isMoveStep = (customId: string) => !/:(back|ctb|ktb)$/.test(customId);

function stats(xs: number[]) {
  const s = [...xs].sort((a, b) => a - b);
  const q = (p: number) => s[Math.min(s.length - 1, Math.floor(p * s.length))];
  return { n: s.length, median: round(q(0.5)), p95: round(q(0.95)), p99: round(q(0.99)), max: round(s[s.length - 1] ?? NaN) };
}
const round = (x: number) => Math.round(x * 10) / 10;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const uniform = (a: number, b: number) => a + Math.random() * (b - a);

type Component = { type: number; custom_id?: string; options?: { value: string }[] };
const componentsOf = (m: LocalMessage) => m.components.flatMap((r) => (r.type === ComponentType.ActionRow ? (r.components as unknown as Component[]) : []));

interface Rig {
  discord: LocalDiscord;
  /** Resolves once the bot has completely handled the interaction (its log line is written last). */
  handled(id: string): Promise<void>;
  /** Board posts seen, per channel: resolves the waiter of that channel. */
  onBoard(channelId: string, fn: (at: number) => void): void;
  /** The bot's CPU so far (its own process when it runs in one), SQLite statements, rate-limit waits, outcomes. */
  stats(): Promise<BotStats>;
  /** Whether the bot runs in a process of its own (its CPU is then the bot's alone). */
  ownProcess: boolean;
  /** The stages of the board an interaction posted (src/bot/board-trace.ts; the bot in its own process only). */
  trace(interactionId: string): ChildTrace | undefined;
  clientGlobal: number;
  close(): Promise<void>;
}

type BotStats = Omit<ChildStats, 'type'>;

const diff = (a: Record<string, number>, b: Record<string, number>) =>
  Object.fromEntries(Object.entries(a).map(([k, v]) => [k, v - (b[k] ?? 0)]).filter(([, v]) => (v as number) > 0)) as Record<string, number>;

/** How pictures are drawn in one run: RENDER_WORKERS for the bot, and the workers' nice value. */
interface RenderMode { label: string; workers: number; nice?: number; countWebhooks?: boolean; legacyStorage?: boolean; zlibPng?: boolean; oneReader?: boolean; early?: boolean }

function renderModes(): RenderMode[] {
  return (process.env.BOT_LOAD_RENDER ?? 'serial:before,pool:before,pool').split(',').map((m) => m.trim()).filter(Boolean).map((spec) => {
    // `:counted`: interaction-token requests counted in discord.js's client-side global limit (the bot before it exempted them).
    // `:before`: the storage before its tuning (Keyv's codec, @keyv/sqlite, open games marked in the index; src/storage/tuning.ts).
    // `:zlib`: the workers encode with the zlib settings they had before the fast deflater (ZLIB_WORKER_PNG).
    // `:onereader`: one copy of each SQLite read statement (every read in one queue, as before; src/storage/sqlite-store.ts).
    // `:early`: a move's board drawn while it is saved (src/bot/board-early.ts; off by default, measured no better).
    let m = spec;
    const flags = new Set<string>();
    for (let f = /:(counted|before|zlib|onereader|early)$/.exec(m); f; f = /:(counted|before|zlib|onereader|early)$/.exec(m)) {
      flags.add(f[1]);
      m = m.slice(0, -f[0].length);
    }
    const mode = ((): RenderMode => {
      if (m === 'serial') return { label: 'serial', workers: 0 };
      if (m === 'pool') return { label: 'pool', workers: availableParallelism() };
      const n = /^pool:(\d+)(?::nice(\d+))?$/.exec(m);
      if (n) return { label: `pool_${n[1]}${n[2] ? `_nice${n[2]}` : ''}`, workers: Number(n[1]), ...(n[2] ? { nice: Number(n[2]) } : {}) };
      throw new Error(`BOT_LOAD_RENDER: unknown mode "${spec}" (serial, pool, pool:N, pool:N:niceM, any of them with :counted, :before, :zlib, :onereader and/or :early)`);
    })();
    if (flags.has('counted')) Object.assign(mode, { countWebhooks: true, label: `${mode.label}_counted` });
    if (flags.has('zlib')) Object.assign(mode, { zlibPng: true, label: `${mode.label}_zlib` });
    if (flags.has('onereader')) Object.assign(mode, { oneReader: true, label: `${mode.label}_onereader` });
    if (flags.has('early')) Object.assign(mode, { early: true, label: `${mode.label}_early` });
    if (flags.has('before')) Object.assign(mode, { legacyStorage: true, label: `${mode.label}_before` });
    return mode;
  });
}

const load1 = () => round(loadavg()[0]);

/** Wall-clock ms of this process's performance.now() reading (the clock of the bot's traces). */
const wallClock = (at: number) => performance.timeOrigin + at;

/**
 * One board's latency split into stages, from the player's click to the local Discord's receipt of
 * the board (the bench's own clock at both ends, the bot's trace between): each stage's ms, in order.
 */
function boardStages(clickAt: number, boardAt: number, t: ChildTrace): Record<string, number> | null {
  const m = t.marks;
  const need = ['received', 'acked', 'read', 'applied', 'saved', 'replied', 'render.queued', 'render.start', 'render.done', 'board.built', 'channel', 'post.call', 'post.http'];
  if (need.some((k) => m[k] === undefined)) return null;
  const draw = t.sums['render.draw'] ?? 0;
  const encode = t.sums['render.encode'] ?? 0;
  return {
    // In order; these add up to the latency.
    // Gateway dispatch and the bot's event loop before the handler ran.
    dispatch: m.received - clickAt,
    ack: m.acked - m.received,
    // The game's lock and reading the game; applying the move; saving it.
    lock_and_read: m.read - m.acked,
    apply: m.applied - m.read,
    save: m.saved - m.applied,
    reply_edit: m.replied - m.saved,
    // After the reply, until the board's message (its picture included) is built: the picture's wait and
    // drawing when it starts after the save, what is left of it when it was started with the save.
    board_after_reply: m['board.built'] - m.replied,
    channel: m.channel - m['board.built'],
    // Each player's notification choice (read from the store; started with the picture once that was done).
    notify_reads: m['post.call'] - m.channel,
    // discord.js's queues: route buckets and its client-side global limit.
    rest_wait: m['post.http'] - m['post.call'],
    // The request's upload and the server's handling until it recorded the board.
    upload: boardAt - m['post.http'],
    // Not part of the sum: the picture, from asking to having it (negative start: asked before the reply was done).
    x_render_asked_before_reply: m.replied - m['render.queued'],
    x_render_total: m['render.done'] - m['render.queued'],
    x_render_queue: m['render.start'] - m['render.queued'],
    x_draw: draw,
    x_encode: encode,
    // Loading the render module, moving the bytes back, the main thread picking the answer up.
    x_render_other: m['render.done'] - m['render.start'] - draw - encode,
    x_rest_limit_waits_announced: (t.sums['rest.globalWait'] ?? 0) + (t.sums['rest.routeWait'] ?? 0),
    x_pictures: t.sums['render.pictures'] ?? 0,
  };
}

/** Each stage's median and p95 over all boards, and its mean over the slowest 5 % of boards (those at or above the p95). */
function breakdown(samples: { latency: number; stages: Record<string, number> }[]): Record<string, unknown> {
  if (!samples.length) return { n: 0 };
  const p95 = stats(samples.map((s) => s.latency)).p95;
  const tail = samples.filter((s) => s.latency >= p95);
  const keys = Object.keys(samples[0].stages);
  const mean = (xs: number[]) => round(xs.reduce((a, b) => a + b, 0) / xs.length);
  return {
    n: samples.length,
    tail_n: tail.length,
    tail_latency_mean_ms: mean(tail.map((s) => s.latency)),
    stages: Object.fromEntries(keys.map((k) => {
      const xs = samples.map((s) => s.stages[k]);
      const st = stats(xs);
      return [k, { median: st.median, p95: st.p95, mean_in_tail: mean(tail.map((s) => s.stages[k])) }];
    })),
  };
}

async function rig(userNames: string[], rateLimits: RateLimitOptions | false, render: RenderMode): Promise<Rig> {
  const dir = mkdtempSync(join(tmpdir(), 'legatus-load-'));
  const boardWaiters = new Map<string, (at: number) => void>();
  const discord = await startLocalDiscord({
    port: 0,
    userNames,
    rateLimits,
    // Setting up hundreds of games restarts nothing: one IDENTIFY.
    inspect: {
      http: (e) => {
        if (e.method !== 'POST' || e.status !== 200 || !e.request?.files.length) return;
        const m = /^\/channels\/(\d+)\/messages$/.exec(e.path);
        if (m) boardWaiters.get(m[1])?.(performance.now());
      },
    },
  });
  const rest = new REST({ version: '10', api: discord.apiUrl }).setToken(discord.botToken);
  await deployCommands(rest, discord.applicationId, discord.guildId);
  const done = new Set<string>();
  const waiters = new Map<string, () => void>();
  const markHandled = (id: string) => {
    done.add(id);
    waiters.get(id)?.();
    waiters.delete(id);
  };
  // BOT_LOAD_CLIENT_GLOBAL: what if the bot raised discord.js's client-side global limit (50 requests/s by
  // default), which counts interaction callbacks although Discord exempts them from its own?
  const clientGlobal = Number(process.env.BOT_LOAD_CLIENT_GLOBAL ?? 0);
  const start: ChildStart = {
    type: 'start', apiUrl: discord.apiUrl, token: discord.botToken, storageUrl: `sqlite://${join(dir, 'load.sqlite')}`,
    workers: render.workers, nice: render.nice ?? 10, countWebhooks: !!render.countWebhooks, legacyStorage: !!render.legacyStorage, clientGlobal,
    ...(render.zlibPng ? { png: 'zlib' as const } : {}),
    ...(render.oneReader ? { sqliteReaders: 1 } : {}),
    ...(render.early ? { earlyBoards: true } : {}),
  };
  const bot = process.env.BOT_LOAD_BOT === 'same' ? await botHere(start, markHandled) : await botChild(start, markHandled);
  return {
    discord,
    handled: (id) => (done.has(id) ? Promise.resolve() : new Promise<void>((resolve) => waiters.set(id, resolve))),
    onBoard: (channelId, fn) => boardWaiters.set(channelId, fn),
    stats: bot.stats,
    ownProcess: bot.ownProcess,
    trace: bot.trace,
    clientGlobal,
    async close() {
      await bot.stop();
      await discord.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

interface BotRunner { stats(): Promise<BotStats>; stop(): Promise<void>; ownProcess: boolean; trace(id: string): ChildTrace | undefined }

/** The bot in a process of its own (default): bench/bot-child.ts. */
async function botChild(start: ChildStart, handled: (id: string) => void): Promise<BotRunner> {
  const child = fork(fileURLToPath(new URL('./bot-child.ts', import.meta.url)), [], {
    // BOT_LOAD_CPU_PROF=<folder>: V8 CPU profiles of the bot process and its threads, written there.
    execArgv: ['--import', 'tsx', ...(process.env.BOT_LOAD_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BOT_LOAD_CPU_PROF}`] : [])],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    // BOT_LOAD_BOT_SESSION=own: the bot in a session of its own, so on Linux with autogroups it is scheduled
    // apart from the local Discord and the players (as a deployed bot is from its users); the workers' nice
    // value then weighs them against the bot's main thread only. Default: one session, as before.
    detached: process.env.BOT_LOAD_BOT_SESSION === 'own' });
  let statsWaiter: ((s: BotStats) => void) | null = null;
  const traces = new Map<string, ChildTrace>();
  let stopped: (() => void) | null = null;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const ready = new Promise<void>((resolve, reject) => {
    child.on('message', (m: FromChild) => {
      if (m.type === 'handled') handled(m.id);
      else if (m.type === 'trace') traces.set(m.id, m);
      else if (m.type === 'ready') resolve();
      else if (m.type === 'failed') reject(new Error(`the bot process failed: ${m.error}`));
      else if (m.type === 'stats') { const { type: _t, ...rest } = m; statsWaiter?.(rest); statsWaiter = null; }
      else if (m.type === 'stopped') stopped?.();
    });
    child.once('exit', (code) => reject(new Error(`the bot process exited (${code}) before it was ready`)));
  });
  child.send(start);
  await ready;
  return {
    ownProcess: true,
    // Each trace is read once, by the move that waits for it.
    trace: (id) => { const t = traces.get(id); traces.delete(id); return t; },
    stats: () => new Promise<BotStats>((resolve) => { statsWaiter = resolve; child.send({ type: 'stats' }); }),
    async stop() {
      const done = new Promise<void>((resolve) => { stopped = resolve; });
      child.send({ type: 'stop' });
      await Promise.race([Promise.all([done, exited]), sleep(60_000)]);
      if (child.exitCode === null) child.kill('SIGKILL');
    },
  };
}

/** The bot in the bench's own process (BOT_LOAD_BOT=same: the set-up of the earlier runs). */
async function botHere(start: ChildStart, handled: (id: string) => void): Promise<BotRunner> {
  const outcomes: Record<string, number> = {};
  const dest = memoryDestination();
  dest.write = (chunk: string) => {
    for (const line of chunk.split('\n')) {
      if (!line.includes('"msg":"interaction"')) continue;
      const outcome = /"outcome":"([^"]*)"/.exec(line)?.[1] ?? '?';
      outcomes[outcome] = (outcomes[outcome] ?? 0) + 1;
      const id = /"interaction":"(\d+)"/.exec(line)?.[1];
      if (id) handled(id);
    }
  };
  const config = loadConfig({ STORAGE_URL: start.storageUrl, RENDER_WORKERS: String(start.workers) });
  configureRenderPool({ nice: start.nice, png: start.png === 'zlib' ? ZLIB_WORKER_PNG : WORKER_PNG });
  legacyStorage(start.legacyStorage);
  if (start.sqliteReaders !== undefined) storageTuning.sqliteReaders = start.sqliteReaders;
  boardTuning.early = !!start.earlyBoards;
  const bot = await createBot({ config, log: createLogger({ destination: dest }), apiUrl: start.apiUrl, upkeepTimer: false, exemptInteractionWebhooks: !start.countWebhooks });
  if (start.clientGlobal > 0) (bot.client.rest.options as { globalRequestsPerSecond: number }).globalRequestsPerSecond = start.clientGlobal;
  const restWaits = { global: 0, route: 0 };
  bot.client.rest.on(RESTEvents.RateLimited, (info) => { if (info.global) restWaits.global++; else restWaits.route++; });
  const storeOps: Record<string, number> = {};
  countStatements(bot.ctx.repo.keyv.store as Record<string, any>, storeOps);
  await bot.login(start.token);
  return {
    ownProcess: false,
    trace: () => undefined,
    stats: async () => {
      const cpu = process.cpuUsage();
      return { cpuMs: (cpu.user + cpu.system) / 1000, storeOps: { ...storeOps }, restWaits: { ...restWaits }, outcomes: { ...outcomes } };
    },
    async stop() {
      await bot.stop();
      legacyStorage(false);
      storageTuning.sqliteReaders = 4;
      boardTuning.early = false;
    },
  };
}

/** Today's stress test: all players move as fast as the answers come. */
async function closedLoop(games: number, movesPerGame: number, rateLimits: RateLimitOptions | false, render: RenderMode): Promise<Record<string, unknown>> {
  const loadBefore = load1();
  const r = await rig(Array.from({ length: games }, (_, k) => `player${k}`), rateLimits, render);
  const { discord } = r;
  const ackClient: number[] = [];
  const toBoard: number[] = [];
  try {
    const t0 = performance.now();
    const starts = await Promise.all(Array.from({ length: games }, (_, k) => discord.as(`player${k}`).slash(discord.channelId, 'caesar', { subcommand: 'solo' })));
    await Promise.all(starts.map(async (h) => { ackClient.push((await h.response()).latencyMs); await r.handled(h.id); }));
    const startSeconds = (performance.now() - t0) / 1000;
    const threads = discord.threads(discord.channelId);
    const threadOf = (userId: string) => threads.find((t) => discord.messages(t.id).some((m) => m.attachments.length && m.content.includes(`<@${userId}>`)))?.id;
    let moves = 0;
    let failures = 0;
    const t1 = performance.now();
    const here1 = process.cpuUsage();
    const bot1 = await r.stats();
    await Promise.all(Array.from({ length: games }, async (_, k) => {
      const driver = discord.as(`player${k}`);
      const threadId = threadOf(driver.user.id);
      // A game that did not start (its start missed a deadline under load) counts as a failure.
      if (!threadId) { failures++; return; }
      const boards = () => discord.messages(threadId).filter((m) => m.attachments.length);
      for (let move = 0; move < movesPerGame; move++) {
        const board = boards().at(-1)!;
        const play = componentsOf(board).find((c) => c.custom_id?.endsWith(':play'));
        if (!play) break;
        let h = await driver.click(board, play.custom_id!);
        ackClient.push((await h.response()).latencyMs);
        await r.handled(h.id);
        const first = h.messages()[0];
        if (!first) { failures++; break; }
        let ui = discord.message(first.id)!;
        for (let step = 0; step < 10; step++) {
          const comps = componentsOf(ui);
          const sel = comps.find((c) => c.type === ComponentType.StringSelect);
          const btn = comps.find((c) => c.type === ComponentType.Button && c.custom_id && isMoveStep(c.custom_id));
          if (!sel && !btn) break;
          const started = performance.now();
          h = sel ? await driver.select(ui, sel.custom_id!, [sel.options![0].value]) : await driver.click(ui, btn!.custom_id!);
          ackClient.push((await h.response()).latencyMs);
          const before = boards().length;
          await r.handled(h.id);
          if (boards().length > before) toBoard.push(performance.now() - started);
          ui = discord.message(ui.id)!;
        }
        if (boards().at(-1)!.id === board.id) { failures++; break; }
        moves++;
      }
    }));
    const playSeconds = (performance.now() - t1) / 1000;
    const bot2 = await r.stats();
    const here = process.cpuUsage(here1);
    const hereMs = (here.user + here.system) / 1000;
    const perMove = (x: number) => (moves ? round(x / moves) : null);
    return {
      rate_limits: rateLimits === false ? 'off' : 'discord',
      // CPU per move played of the bot (its process: main thread, render and AI workers, SQLite), measured
      // apart from the local Discord and the players when the bot runs in a process of its own; a figure a
      // busy machine changes less than the latencies.
      cpu_ms_per_move: perMove(bot2.cpuMs - bot1.cpuMs),
      bot_process: r.ownProcess ? 'own' : 'shared with the local Discord and the players',
      ...(r.ownProcess ? { local_discord_cpu_ms_per_move: perMove(hereMs) } : {}),
      // SQLite statements per move played (every interaction of the move, and its posts), by kind.
      store_statements_per_move: Object.fromEntries(Object.entries(bot2.storeOps).map(([k, v]) => [k, perMove(v - (bot1.storeOps[k] ?? 0))])),
      render: `${render.workers === 0 ? 'serial (main thread)' : `${render.workers} workers, nice ${render.nice ?? 10}`}${render.countWebhooks ? ', reply edits under the client-side global limit' : ''}${render.legacyStorage ? ', storage before its tuning' : ''}${render.zlibPng ? ', zlib encoder' : ''}`,
      load_average: { before: loadBefore, after: load1() },
      discordjs_global_per_s: (r.clientGlobal || 50),
      concurrent_games: games,
      moves_played: moves,
      start_all_games_s: round(startSeconds),
      moves_per_s: round(moves / playSeconds),
      ack_ms: stats(ackClient),
      click_to_new_board_ms: stats(toBoard),
      failed_moves: failures,
      missed_3s: discord.violations().filter((v) => v.kind === 'ack-deadline').length,
      server_429s: discord.rateLimitHits().length,
      discordjs_waits: diff(bot2.restWaits, bot1.restWaits),
      outcomes: bot2.outcomes,
      violations: discord.violations().length,
    };
  } finally {
    await r.close();
  }
}

/** Human pacing: move start times fixed in advance, whatever the latency; Discord's limits on. */
async function openLoop(games: number, seconds: number, render: RenderMode): Promise<Record<string, unknown>> {
  const names = Array.from({ length: games * 2 }, (_, k) => `p${k}`);
  // Setting up the duels is not what is measured: no limits while hundreds of threads open
  // (Discord publishes no thread-creation limit), then Discord's limits for the play.
  const r = await rig(names, false, render);
  const { discord } = r;
  const byId = new Map(names.map((n) => [discord.users[n].id, n]));
  try {
    const tSetup = performance.now();
    const threadOfGame: string[] = [];
    for (let k = 0; k < games; k += 25) {
      await Promise.all(Array.from({ length: Math.min(25, games - k) }, async (_, j) => {
        const g = k + j;
        const a = discord.as(`p${2 * g}`);
        const b = discord.as(`p${2 * g + 1}`);
        const ch = await a.slash(discord.channelId, 'caesar', { subcommand: 'challenge', options: { opponent: b.user } });
        await r.handled(ch.id);
        const challenge = ch.messages()[0] ?? discord.messages(discord.channelId).filter((m) => m.content.includes(`<@${b.user.id}>`)).at(-1)!;
        const challengeMsg = discord.messages(discord.channelId).filter((m) => componentsOf(m).some((c) => c.custom_id?.endsWith(':accept')) && m.content.includes(`<@${b.user.id}>`)).at(-1) ?? challenge;
        const accept = componentsOf(challengeMsg).find((c) => c.custom_id?.endsWith(':accept'))!;
        const acc = await b.click(challengeMsg, accept.custom_id!);
        await r.handled(acc.id);
        const thread = discord.threads(discord.channelId).find((t) => discord.messages(t.id).some((m) => m.attachments.length && (m.content.includes(`<@${a.user.id}>`) || m.content.includes(`<@${b.user.id}>`))));
        threadOfGame[g] = thread!.id;
      }));
    }
    const setupSeconds = (performance.now() - tSetup) / 1000;
    discord.setRateLimits({});
    discord.clearViolations();
    const hitsBefore = discord.rateLimitHits().length;
    const bot1 = await r.stats();

    const loadBefore = load1();
    const ack: number[] = [];
    const boardLatency: number[] = [];
    const traced: { latency: number; stages: Record<string, number> }[] = [];
    let scheduled = 0;
    let completed = 0;
    let lateStarts = 0;
    let failed = 0;
    const lateness: number[] = [];
    const t0 = performance.now();
    const end = t0 + seconds * 1000;

    const playGame = async (g: number) => {
      const threadId = threadOfGame[g];
      let due = t0 + uniform(0, 20_000);
      while (due < end) {
        const wait = due - performance.now();
        if (wait > 0) await sleep(wait);
        else { lateStarts++; lateness.push(-wait); }
        scheduled++;
        const started = performance.now();
        try {
          await oneMove(threadId);
          completed++;
        } catch {
          failed++;
        }
        due = Math.max(due, started) + uniform(10_000, 30_000);
      }
    };

    const oneMove = async (threadId: string) => {
      const board = discord.messages(threadId).filter((m) => m.attachments.length).at(-1)!;
      const play = componentsOf(board).find((c) => c.custom_id?.endsWith(':play'));
      if (!play) throw new Error('game over');
      const mover = discord.as(byId.get(/<@(\d+)>/.exec(board.content)![1])!);
      let h = await mover.click(board, play.custom_id!);
      const res = await h.response();
      ack.push(res.latencyMs);
      await r.handled(h.id);
      const first = h.messages()[0];
      if (!first) throw new Error('no builder');
      let ui = discord.message(first.id)!;
      let lastClick = 0;
      let lastId = '';
      let boardAt = 0;
      r.onBoard(threadId, (at) => { boardAt = at; });
      for (let step = 0; step < 12 && !boardAt; step++) {
        const comps = componentsOf(ui);
        const sel = comps.find((c) => c.type === ComponentType.StringSelect);
        const btn = comps.find((c) => c.type === ComponentType.Button && c.custom_id && isMoveStep(c.custom_id));
        if (!sel && !btn) break;
        await sleep(uniform(500, 1500));
        lastClick = performance.now();
        h = sel ? await mover.select(ui, sel.custom_id!, [sel.options![0].value]) : await mover.click(ui, btn!.custom_id!);
        lastId = h.id;
        ack.push((await h.response()).latencyMs);
        await r.handled(h.id);
        ui = discord.message(ui.id)!;
      }
      if (!boardAt) throw new Error('no board');
      boardLatency.push(boardAt - lastClick);
      const trace = r.trace(lastId);
      const stages = trace && boardStages(wallClock(lastClick), wallClock(boardAt), trace);
      if (stages) traced.push({ latency: boardAt - lastClick, stages });
    };

    await Promise.all(Array.from({ length: games }, (_, g) => playGame(g)));
    const wall = (performance.now() - t0) / 1000;
    const bot2 = await r.stats();
    return {
      games,
      render: `${render.workers === 0 ? 'serial (main thread)' : `${render.workers} workers, nice ${render.nice ?? 10}`}${render.countWebhooks ? ', reply edits under the client-side global limit' : ''}${render.legacyStorage ? ', storage before its tuning' : ''}${render.zlibPng ? ', zlib encoder' : ''}`,
      load_average: { before: loadBefore, after: load1() },
      discordjs_global_per_s: (r.clientGlobal || 50),
      setup_s: round(setupSeconds),
      measured_s: seconds,
      wall_s: round(wall),
      moves_scheduled: scheduled,
      moves_completed: completed,
      moves_failed: failed,
      moves_per_s: round(completed / wall),
      late_starts: lateStarts,
      lateness_ms: stats(lateness),
      board_latency_ms: stats(boardLatency),
      // Where the board latency goes (ms per stage; the bot's traces, src/bot/board-trace.ts).
      board_latency_breakdown: breakdown(traced),
      ack_ms: stats(ack),
      missed_3s: discord.violations().filter((v) => v.kind === 'ack-deadline').length,
      server_429s: discord.rateLimitHits().length - hitsBefore,
      cpu_ms_per_move: completed ? round((bot2.cpuMs - bot1.cpuMs) / completed) : null,
      discordjs_waits: diff(bot2.restWaits, bot1.restWaits),
      outcomes: diff(bot2.outcomes, bot1.outcomes),
      violations: discord.violations().length,
    };
  } finally {
    await r.close();
  }
}

/**
 * Each mode's figures over the serial mode's of the same loop (the old serial queue when that is
 * `serial:before`), and a tuned-storage mode over the same mode with `:before` (the storage change alone), and a mode over its `:zlib` twin (the encoder alone).
 */
function renderRatios(out: Record<string, unknown>, modes: RenderMode[], name: (base: string, m: RenderMode) => string, loops: string[]): Record<string, unknown> {
  const ratios: Record<string, unknown> = {};
  const ratio = (a: number, b: number) => Math.round((a / b) * 100) / 100;
  const compare = (now: Record<string, any> | undefined, base: Record<string, any> | undefined) => {
    if (!now || !base) return undefined;
    const board = now.click_to_new_board_ms ? 'click_to_new_board_ms' : 'board_latency_ms';
    return {
      board_median: ratio(now[board].median, base[board].median),
      board_p95: ratio(now[board].p95, base[board].p95),
      ack_p95: ratio(now.ack_ms.p95, base.ack_ms.p95),
      moves_per_s: ratio(now.moves_per_s, base.moves_per_s),
      ...(now.cpu_ms_per_move && base.cpu_ms_per_move ? { cpu_per_move: ratio(now.cpu_ms_per_move, base.cpu_ms_per_move) } : {}),
    };
  };
  const serial = modes.find((m) => m.workers === 0);
  for (const loop of loops) {
    for (const m of modes) {
      const figures = out[name(loop, m)] as Record<string, any> | undefined;
      if (serial && m !== serial) {
        const r = compare(figures, out[name(loop, serial)] as Record<string, any> | undefined);
        if (r) ratios[`${name(loop, m)}_over_${serial.label}`] = r;
      }
      const before = m.legacyStorage ? undefined : modes.find((b) => b.legacyStorage && b.label === `${m.label}_before`);
      if (before && before !== serial) {
        const r = compare(figures, out[name(loop, before)] as Record<string, any> | undefined);
        if (r) ratios[`${name(loop, m)}_over_${before.label}`] = r;
      }
      // A mode over its `:onereader` and `:early` twins (reads in one queue, boards drawn while the move is saved).
      for (const twin of modes.filter((b) => b !== serial && (b.oneReader || b.early) && b.label.startsWith(`${m.label}_`) && !/_(before|zlib)$/.test(b.label))) {
        const r = compare(figures, out[name(loop, twin)] as Record<string, any> | undefined);
        if (r) ratios[`${name(loop, m)}_over_${twin.label}`] = r;
      }
      // The encoder alone: a mode over its `:zlib` twin.
      const zlibTwin = m.zlibPng ? undefined : modes.find((b) => b.zlibPng && b.label === `${m.label}_zlib`);
      if (zlibTwin) {
        const r = compare(figures, out[name(loop, zlibTwin)] as Record<string, any> | undefined);
        if (r) ratios[`${name(loop, m)}_over_${zlibTwin.label}`] = r;
      }
    }
  }
  return ratios;
}

export default async function botLoad(): Promise<Record<string, unknown>> {
  const mode = process.env.BOT_LOAD_MODE ?? 'both';
  const modes = renderModes();
  const firstPool = modes.find((m) => m.workers > 0 && !m.legacyStorage && !m.countWebhooks && !m.zlibPng && !m.oneReader && !m.early) ?? modes.find((m) => m.workers > 0) ?? modes[0];
  // The first pool mode of today's code keeps the plain names; the others get a suffix.
  const name = (base: string, m: RenderMode) => (m === firstPool ? base : `${base}_${m.label}`);
  const loops: string[] = [];
  const out: Record<string, unknown> = { cores: availableParallelism(), render_modes: modes.map((m) => m.label) };
  if (mode === 'closed' || mode === 'both') {
    const games = Number(process.env.BOT_LOAD_GAMES ?? 30);
    const moves = Number(process.env.BOT_LOAD_MOVES ?? 4);
    loops.push('closed_loop_no_limits');
    for (const m of modes) {
      out[name('closed_loop_no_limits', m)] = await closedLoop(games, moves, false, m);
      // Each loop's figures as soon as they are known: a later loop failing keeps them.
      process.stderr.write(`${name('closed_loop_no_limits', m)} ${JSON.stringify(out[name('closed_loop_no_limits', m)])}\n`);
    }
  }
  // BOT_LOAD_LIMITS=0 skips the closed loop under Discord's rate limits.
  if ((mode === 'closed' || mode === 'both') && process.env.BOT_LOAD_LIMITS !== '0') {
    const off = out.closed_loop_no_limits as Record<string, unknown>;
    const on = await closedLoop(Number(process.env.BOT_LOAD_GAMES ?? 30), Number(process.env.BOT_LOAD_MOVES ?? 4), {}, firstPool);
    out.closed_loop_discord_limits = on;
    const med = (x: Record<string, unknown>, k: string) => (x[k] as { median: number }).median;
    out.closed_loop_ratio_limits_vs_none = {
      board_median: round(med(on, 'click_to_new_board_ms') / med(off, 'click_to_new_board_ms') * 100) / 100,
      ack_median: round(med(on, 'ack_ms') / med(off, 'ack_ms') * 100) / 100,
      moves_per_s: round((on.moves_per_s as number) / (off.moves_per_s as number) * 100) / 100,
    };
  }
  if (mode === 'open' || mode === 'both') {
    const seconds = Number(process.env.BOT_LOAD_OPEN_SECONDS ?? 150);
    for (const games of (process.env.BOT_LOAD_OPEN_GAMES ?? '100,500').split(',').map(Number)) {
      loops.push(`open_loop_${games}_games`);
      for (const m of modes) {
        out[name(`open_loop_${games}_games`, m)] = await openLoop(games, seconds, m);
        process.stderr.write(`${name(`open_loop_${games}_games`, m)} ${JSON.stringify(out[name(`open_loop_${games}_games`, m)])}\n`);
      }
    }
  }
  out.render_ratios = renderRatios(out, modes, name, loops);
  return out;
}
