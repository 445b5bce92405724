/**
 * Memory over many finished games: MEMORY_GAMES (default 1000) short games of
 * the test game Numbers against the computer, each played to its end through
 * the local Discord by the real discord.js client, MEMORY_PARALLEL (default 8)
 * at a time. Every 100 games the heap is measured after a full collection.
 *
 * The local Discord and its players run in a child process
 * (bench/memory-world.ts), so the heap measured here holds the bot alone.
 *
 * Two modes in the same run, each with a fresh local Discord, store and bot:
 * `unbounded` (discord.js's default caches, as the bot was) and `bounded`
 * (src/bot/caches.ts). The bounded mode's sweep intervals are shortened in
 * proportion (sweep every 2 s, idle after 3 s instead of 5 and 15 minutes) so
 * the steady state shows within the bench; both modes wait the same 5 s
 * before each measurement.
 *
 * Reported: heap after gc at each checkpoint, and the growth per game (the
 * least-squares slope over the checkpoints, so the warm-up before the first
 * does not count).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { createBot } from '../src/bot/bot';
import { loadConfig } from '../src/bot/config';
import { createLogger } from '../src/bot/logger';
import { gameIds, registerGame } from '../src/core/registry';
import { numbersPlugin } from '../src/games/numbers/plugin';
import { fork, type ChildProcess } from 'node:child_process';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { GameRepository, openKeyv } from '../src/storage';

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

const GAMES = Number(process.env.MEMORY_GAMES ?? 1000);
const PARALLEL = Number(process.env.MEMORY_PARALLEL ?? 8);
const CHECK_EVERY = 100;
const SETTLE_MS = 5000;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;

function heapAfterGc(): number {
  for (let k = 0; k < 3; k++) gc();
  return process.memoryUsage().heapUsed;
}

function slope(points: { games: number; heap: number }[]): number {
  const n = points.length;
  const mx = points.reduce((s, p) => s + p.games, 0) / n;
  const my = points.reduce((s, p) => s + p.heap, 0) / n;
  const num = points.reduce((s, p) => s + (p.games - mx) * (p.heap - my), 0);
  const den = points.reduce((s, p) => s + (p.games - mx) ** 2, 0);
  return den ? num / den : NaN;
}

interface World { child: ChildProcess; apiUrl: string; botToken: string; play(n: number): Promise<void>; stop(): Promise<void> }

async function startWorld(): Promise<World> {
  const child = fork(join(dirname(fileURLToPath(import.meta.url)), 'memory-world.ts'), [], {
    execArgv: ['--import', 'tsx'], env: { ...process.env, MEMORY_PARALLEL: String(PARALLEL) }, stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const next = () => new Promise<Record<string, any>>((resolve, reject) => {
    const onExit = (code: number | null) => reject(new Error(`the local Discord process exited (${code})`));
    child.once('exit', onExit);
    child.once('message', (m) => { child.off('exit', onExit); resolve(m as Record<string, any>); });
  });
  const ready = (await next()).ready as { apiUrl: string; botToken: string };
  return {
    child,
    ...ready,
    async play(n) {
      const answer = next();
      child.send({ play: n });
      const m = await answer;
      if (m.error) throw new Error(m.error);
    },
    async stop() {
      const exited = new Promise((r) => child.once('exit', r));
      child.send({ stop: true });
      await exited;
    },
  };
}

async function runMode(mode: 'unbounded' | 'bounded') {
  const dir = mkdtempSync(join(tmpdir(), 'legatus-memory-'));
  const world = await startWorld();
  const config = loadConfig({ STORAGE_URL: `sqlite://${join(dir, 'games.sqlite')}`, LOG_LEVEL: 'silent' });
  const repo = new GameRepository(await openKeyv(config.STORAGE_URL));
  const bot = await createBot({
    config, log: createLogger({ level: 'silent' }), apiUrl: world.apiUrl, repo, upkeepTimer: false,
    caches: mode, cacheBounds: { sweepSeconds: 2, idleSeconds: 3, messagesPerChannel: 5 },
  });
  await bot.login(world.botToken);
  const checkpoints: { games: number; heapKB: number }[] = [];
  const points: { games: number; heap: number }[] = [];
  let done = 0;
  const t0 = performance.now();
  try {
    while (done < GAMES) {
      const n = Math.min(CHECK_EVERY, GAMES - done);
      await world.play(n);
      done += n;
      await sleep(SETTLE_MS);
      const heap = heapAfterGc();
      checkpoints.push({ games: done, heapKB: kb(heap) });
      points.push({ games: done, heap });
      process.stderr.write(`memory ${mode}: ${done} games, heap ${Math.round(heap / 1048576)} MB\n`);
    }
  } finally {
    await bot.stop();
    await repo.close();
    await world.stop();
    rmSync(dir, { recursive: true, force: true });
  }
  return {
    games: done,
    seconds: Math.round((performance.now() - t0) / 100) / 10,
    growth_per_game_KB: Math.round(slope(points) / 102.4) / 10,
    heap_MB_end: Math.round(points.at(-1)!.heap / 1048576),
    checkpoints,
  };
}

export default async function memoryBench(): Promise<Record<string, unknown>> {
  if (!gameIds().includes('numbers')) registerGame(numbersPlugin);
  const unbounded = await runMode('unbounded');
  heapAfterGc();
  const bounded = await runMode('bounded');
  return {
    games: GAMES,
    parallel: PARALLEL,
    unbounded,
    bounded,
    growth_ratio_bounded_vs_unbounded: Math.round((bounded.growth_per_game_KB / unbounded.growth_per_game_KB) * 1000) / 1000,
  };
}
