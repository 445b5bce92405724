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
 * BOT_LOAD_MODE = closed | open | both (default both). BOT_LOAD_CLIENT_GLOBAL sets discord.js's
 * client-side global limit (requests/s) to see what the bot would gain from raising it.
 *
 * Board pictures: every loop runs once per render mode of BOT_LOAD_RENDER (default
 * "serial:before,pool:before,pool"): `serial` is RENDER_WORKERS=0 (pictures drawn on the main thread
 * one at a time, the original queue), `pool` the render workers at their default size (the cores),
 * `pool:N` N workers; `:before` runs a mode on the storage as it was before its tuning
 * (src/storage/tuning.ts), so `serial:before` is the original serial queue. The first pool mode of
 * today's code keeps the plain result names (closed_loop_no_limits, open_loop_100_games…); other
 * modes add a suffix (…_serial_before, …_pool_1). `render_ratios` divides each mode's figures by the
 * serial mode's of the same loop and a mode's by its `:before` twin's, measured in the same run
 * (`pool:N:niceM` also sets the workers' nice value, default 10); `load_average` is the machine's
 * 1-minute load before and after each loop (the machine is shared: a busy neighbour slows every mode).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { REST, RESTEvents } from 'discord.js';
import { ComponentType } from 'discord-api-types/v10';
import { createBot } from '../src/bot/bot';
import { loadConfig } from '../src/bot/config';
import { deployCommands } from '../src/bot/deploy-commands';
import { configureRenderPool } from '../src/bot/render-pool';
import { legacyStorage } from '../src/storage/tuning';
import { createLogger, memoryDestination } from '../src/bot/logger';
import { startLocalDiscord, type LocalDiscord, type LocalMessage, type RateLimitOptions } from '../src/localdiscord';
import '../src/games'; // registers the real games

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
  botRestWaits: { global: number; route: number };
  /** SQLite statements the bot ran, by their first word (SELECT, UPDATE, INSERT…). */
  storeOps: Record<string, number>;
  clientGlobal: number;
  logLines: string[];
  close(): Promise<void>;
}

/** How pictures are drawn in one run: RENDER_WORKERS for the bot, and the workers' nice value. */
interface RenderMode { label: string; workers: number; nice?: number; countWebhooks?: boolean; legacyStorage?: boolean }

function renderModes(): RenderMode[] {
  return (process.env.BOT_LOAD_RENDER ?? 'serial:before,pool:before,pool').split(',').map((m) => m.trim()).filter(Boolean).map((spec) => {
    // `:counted`: interaction-token requests counted in discord.js's client-side global limit (the bot before it exempted them).
    // `:before`: the storage before its tuning (Keyv's codec, @keyv/sqlite, open games marked in the index; src/storage/tuning.ts).
    let m = spec;
    const flags = new Set<string>();
    for (let f = /:(counted|before)$/.exec(m); f; f = /:(counted|before)$/.exec(m)) {
      flags.add(f[1]);
      m = m.slice(0, -f[0].length);
    }
    const mode = ((): RenderMode => {
      if (m === 'serial') return { label: 'serial', workers: 0 };
      if (m === 'pool') return { label: 'pool', workers: availableParallelism() };
      const n = /^pool:(\d+)(?::nice(\d+))?$/.exec(m);
      if (n) return { label: `pool_${n[1]}${n[2] ? `_nice${n[2]}` : ''}`, workers: Number(n[1]), ...(n[2] ? { nice: Number(n[2]) } : {}) };
      throw new Error(`BOT_LOAD_RENDER: unknown mode "${spec}" (serial, pool, pool:N, pool:N:niceM, any of them with :counted and/or :before)`);
    })();
    if (flags.has('counted')) Object.assign(mode, { countWebhooks: true, label: `${mode.label}_counted` });
    if (flags.has('before')) Object.assign(mode, { legacyStorage: true, label: `${mode.label}_before` });
    return mode;
  });
}

/** Counts the statements a SQLite store runs, by their first word, wherever it runs them. */
function countStatements(store: Record<string, any>, into: Record<string, number>): void {
  const count = (sql: string) => { const k = /^\s*(\w+)/.exec(sql)?.[1]?.toUpperCase() ?? '?'; into[k] = (into[k] ?? 0) + 1; };
  for (const name of ['query', 'rows', 'run', 'all']) {
    const f = store[name];
    if (typeof f !== 'function') continue;
    store[name] = (sql: string, ...rest: unknown[]) => { count(sql); return f.call(store, sql, ...rest); };
  }
}

const load1 = () => round(loadavg()[0]);

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
  const dest = memoryDestination();
  const write = dest.write.bind(dest);
  dest.write = (chunk: string) => {
    write(chunk);
    const id = /"interaction":"(\d+)"/.exec(chunk)?.[1];
    if (id && chunk.includes('"msg":"interaction"')) {
      done.add(id);
      waiters.get(id)?.();
      waiters.delete(id);
    }
  };
  const config = loadConfig({ STORAGE_URL: `sqlite://${join(dir, 'load.sqlite')}`, RENDER_WORKERS: String(render.workers) });
  configureRenderPool({ nice: render.nice ?? 10 });
  legacyStorage(!!render.legacyStorage);
  const bot = await createBot({ config, log: createLogger({ destination: dest }), apiUrl: discord.apiUrl, upkeepTimer: false, exemptInteractionWebhooks: !render.countWebhooks });
  // BOT_LOAD_CLIENT_GLOBAL: what if the bot raised discord.js's client-side global limit (50/s by
  // default), which counts interaction callbacks although Discord exempts them from its own?
  const clientGlobal = Number(process.env.BOT_LOAD_CLIENT_GLOBAL ?? 0);
  if (clientGlobal > 0) (bot.client.rest.options as { globalRequestsPerSecond: number }).globalRequestsPerSecond = clientGlobal;
  const botRestWaits = { global: 0, route: 0 };
  bot.client.rest.on(RESTEvents.RateLimited, (info) => { if (info.global) botRestWaits.global++; else botRestWaits.route++; });
  const storeOps: Record<string, number> = {};
  countStatements(bot.ctx.repo.keyv.store, storeOps);
  await bot.login(discord.botToken);
  return {
    discord,
    handled: (id) => (done.has(id) ? Promise.resolve() : new Promise<void>((resolve) => waiters.set(id, resolve))),
    onBoard: (channelId, fn) => boardWaiters.set(channelId, fn),
    botRestWaits,
    storeOps,
    clientGlobal,
    logLines: dest.lines,
    async close() {
      await bot.stop();
      legacyStorage(false);
      await discord.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

function outcomes(lines: string[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const l of lines) {
    if (!l.includes('"msg":"interaction"')) continue;
    const j = JSON.parse(l);
    out[j.outcome] = (out[j.outcome] ?? 0) + 1;
  }
  return out;
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
    const cpu1 = process.cpuUsage();
    const ops1 = { ...r.storeOps };
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
          const btn = comps.find((c) => c.type === ComponentType.Button && c.custom_id && !c.custom_id.endsWith(':back'));
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
    const cpu = process.cpuUsage(cpu1);
    const opsPerMove = Object.fromEntries(Object.entries(r.storeOps).map(([k, v]) => [k, moves ? round((v - (ops1[k] ?? 0)) / moves) : null]));
    return {
      rate_limits: rateLimits === false ? 'off' : 'discord',
      // CPU the whole process used per move played (main thread, render workers, and the local Discord and
      // players, which share the process): a figure a busy machine changes less than the latencies.
      cpu_ms_per_move: moves ? round((cpu.user + cpu.system) / 1000 / moves) : null,
      // SQLite statements per move played (every interaction of the move, and its posts), by kind.
      store_statements_per_move: opsPerMove,
      render: `${render.workers === 0 ? 'serial (main thread)' : `${render.workers} workers, nice ${render.nice ?? 10}`}${render.countWebhooks ? ', reply edits under the client-side global limit' : ''}${render.legacyStorage ? ', storage before its tuning' : ''}`,
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
      discordjs_waits: { ...r.botRestWaits },
      outcomes: outcomes(r.logLines),
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
    r.botRestWaits.global = 0;
    r.botRestWaits.route = 0;
    const outcomesBefore = outcomes(r.logLines);

    const loadBefore = load1();
    const ack: number[] = [];
    const boardLatency: number[] = [];
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
      let boardAt = 0;
      r.onBoard(threadId, (at) => { boardAt = at; });
      for (let step = 0; step < 12 && !boardAt; step++) {
        const comps = componentsOf(ui);
        const sel = comps.find((c) => c.type === ComponentType.StringSelect);
        const btn = comps.find((c) => c.type === ComponentType.Button && c.custom_id && !c.custom_id.endsWith(':back'));
        if (!sel && !btn) break;
        await sleep(uniform(500, 1500));
        lastClick = performance.now();
        h = sel ? await mover.select(ui, sel.custom_id!, [sel.options![0].value]) : await mover.click(ui, btn!.custom_id!);
        ack.push((await h.response()).latencyMs);
        await r.handled(h.id);
        ui = discord.message(ui.id)!;
      }
      if (!boardAt) throw new Error('no board');
      boardLatency.push(boardAt - lastClick);
    };

    await Promise.all(Array.from({ length: games }, (_, g) => playGame(g)));
    const wall = (performance.now() - t0) / 1000;
    const after = outcomes(r.logLines);
    const delta = Object.fromEntries(Object.entries(after).map(([k, v]) => [k, v - (outcomesBefore[k] ?? 0)]).filter(([, v]) => (v as number) > 0));
    return {
      games,
      render: `${render.workers === 0 ? 'serial (main thread)' : `${render.workers} workers, nice ${render.nice ?? 10}`}${render.countWebhooks ? ', reply edits under the client-side global limit' : ''}${render.legacyStorage ? ', storage before its tuning' : ''}`,
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
      ack_ms: stats(ack),
      missed_3s: discord.violations().filter((v) => v.kind === 'ack-deadline').length,
      server_429s: discord.rateLimitHits().length - hitsBefore,
      discordjs_waits: { ...r.botRestWaits },
      outcomes: delta,
      violations: discord.violations().length,
    };
  } finally {
    await r.close();
  }
}

/**
 * Each mode's figures over the serial mode's of the same loop (the old serial queue when that is
 * `serial:before`), and a tuned-storage mode over the same mode with `:before` (the storage change alone).
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
    }
  }
  return ratios;
}

export default async function botLoad(): Promise<Record<string, unknown>> {
  const mode = process.env.BOT_LOAD_MODE ?? 'both';
  const modes = renderModes();
  const firstPool = modes.find((m) => m.workers > 0 && !m.legacyStorage && !m.countWebhooks) ?? modes.find((m) => m.workers > 0) ?? modes[0];
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
      for (const m of modes) out[name(`open_loop_${games}_games`, m)] = await openLoop(games, seconds, m);
    }
  }
  out.render_ratios = renderRatios(out, modes, name, loops);
  return out;
}
