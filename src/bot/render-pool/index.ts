/**
 * Where the bot's pictures are drawn. A game's picture code (GamePlugin.render.entry,
 * a RenderModule) is run either in a pool of worker threads sized to the
 * cores (the default), or, with RENDER_WORKERS=0, on the main thread one
 * picture at a time (src/bot/render-queue.ts: the original serial queue, kept
 * as the baseline of the load bench and as the fallback when workers cannot
 * start). Games call `renderPicture` from their Discord adapter; this module
 * finds the game's render module through the registry and names no game.
 *
 * Workers encode with the tuned encoder: an exact palette when a picture has
 * at most 256 colours, else RGBA rows with the Paeth filter through
 * @napi-rs/image's fast compressor (fdeflate). On a Caesar! board that is
 * about 0.4 of the CPU of the zlib settings it replaced (RGB rows, no filter,
 * level 2; still the fallback where the native module is missing) for about
 * a fifth more bytes, every pixel the same (bench/render.bench.ts, docs/bot.md).
 * The serial mode keeps the original encoder (RGBA, zlib level 3).
 */
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { gamePlugins, getPlugin } from '../../core/registry';
import type { RenderModule } from '../../core/plugin';
import { encodeOpaquePngAsync, type PngOptions } from '../../render/png';
import { queueRender, serialRenderDepth } from '../render-queue';
import type { Logger } from '../logger';
import { RenderCrashError, RenderPool } from './pool';
import { add, mark, markLast, wallNow } from '../board-trace';

export { DEFAULT_RENDER_NICE, RenderCrashError } from './pool';
export { LatestOnly, SUPERSEDED, type Superseded } from './latest';

/** The zlib settings of the workers before the fast deflater (its fallback; the load bench's `:zlib` modes). */
export const ZLIB_WORKER_PNG: PngOptions = { colour: 'rgb', filter: 'none', palette: true, level: 2 };

/** The encoder settings of the workers (chosen with bench/render.bench.ts; see docs/bot.md). */
export const WORKER_PNG: PngOptions = { palette: true, deflater: 'fast', filter: 'paeth', fallback: ZLIB_WORKER_PNG };

export interface RenderSettings {
  /** Worker threads; 0 draws on the main thread, one picture at a time. Default: the cores. */
  workers?: number;
  log?: Logger;
  /** Encoder settings of the workers. */
  png?: PngOptions;
  jobTimeoutMs?: number;
  /** Nice value of the worker threads on Linux (default DEFAULT_RENDER_NICE; 0 runs them at the main thread's priority). */
  nice?: number;
  /**
   * Load and warm every registered game's render module in each worker as it
   * starts (default false: a module is loaded, and its layers built, by the
   * first picture that needs them, as in the serial mode).
   */
  warm?: boolean;
}

let settings: Required<Pick<RenderSettings, 'workers' | 'png' | 'warm'>> & RenderSettings = {
  workers: availableParallelism(), png: WORKER_PNG, warm: false,
};
let pool: RenderPool | null = null;
const inlineModules = new Map<string, Promise<RenderModule>>();

/**
 * Sets how pictures are drawn from now on (the bot calls it at start-up with
 * RENDER_WORKERS). A running pool of another size finishes its jobs and ends.
 */
export function configureRenderPool(next: RenderSettings): void {
  const workers = next.workers ?? settings.workers;
  if (!Number.isInteger(workers) || workers < 0) throw new Error(`RENDER_WORKERS must be a whole number ≥ 0, not ${workers}`);
  const old = pool;
  const changed = workers !== settings.workers || (next.png && next.png !== settings.png)
    || ('jobTimeoutMs' in next && next.jobTimeoutMs !== settings.jobTimeoutMs) || ('nice' in next && next.nice !== settings.nice);
  settings = { ...settings, ...next, workers };
  if (old && changed) {
    pool = null;
    void old.stop();
  }
}

function currentPool(): RenderPool {
  if (!pool) {
    const log = settings.log;
    pool = new RenderPool({
      size: settings.workers,
      png: settings.png,
      jobTimeoutMs: settings.jobTimeoutMs,
      nice: settings.nice,
      warm: () => (settings.warm ? gamePlugins().flatMap((p) => (p.render ? [p.render.entry] : [])) : []),
      onWorkerDeath: (info) => log?.error(info, 'render worker died; replaced'),
    });
  }
  return pool;
}

function loadInline(entry: string): Promise<RenderModule> {
  let m = inlineModules.get(entry);
  if (!m) {
    // The entry is a file URL; a path is what every loader here (tsx, vitest) resolves alike.
    m = import(entry.startsWith('file:') ? fileURLToPath(entry) : entry) as Promise<RenderModule>;
    inlineModules.set(entry, m);
  }
  return m;
}

/** The original path: draw on the main thread through the serial queue, deflate on libuv's pool. */
function renderInline(entry: string, picture: string, args: unknown[]): Promise<Buffer> {
  return queueRender(async () => {
    mark('render.start');
    const module = await loadInline(entry);
    const draw = module.pictures[picture];
    if (typeof draw !== 'function') throw new Error(`no picture "${picture}" in ${entry}`);
    const t0 = wallNow();
    const pixels = draw(...args);
    const t1 = wallNow();
    const png = await encodeOpaquePngAsync(pixels);
    add('render.draw', t1 - t0);
    add('render.encode', wallNow() - t1);
    markLast('render.done');
    return png;
  });
}

/**
 * PNG bytes of one of a game's pictures (its RenderModule's `pictures[picture](...args)`).
 * `args` must survive structured cloning (plain data: a public view, a locale, options).
 * Rejects with RenderCrashError when the workers kept dying on it.
 */
export async function renderPicture(game: string, picture: string, args: unknown[]): Promise<Buffer> {
  const render = getPlugin(game).render;
  if (!render) throw new Error(`game "${game}" has no render module`);
  mark('render.queued');
  add('render.pictures', 1);
  if (settings.workers === 0) return renderInline(render.entry, picture, args);
  const p = currentPool();
  if (p.broken) return renderInline(render.entry, picture, args);
  try {
    return await p.run(render.entry, picture, args);
  } catch (e) {
    // Workers that cannot even start (a broken install) must not stop the boards: draw here.
    if (e instanceof RenderCrashError && p.broken) {
      settings.log?.error({ err: (e as Error).message }, 'render workers cannot start; drawing on the main thread');
      return renderInline(render.entry, picture, args);
    }
    throw e;
  }
}

export interface RenderDepth {
  mode: 'workers' | 'serial';
  /** Pictures waiting to be drawn. */
  queued: number;
  /** Pictures being drawn now. */
  running: number;
  /** Worker threads alive (0 in serial mode). */
  workers: number;
}

/** How many pictures wait and run (for the health endpoint and diagnostics). */
export function renderQueueDepth(): RenderDepth {
  const serial = serialRenderDepth();
  if (settings.workers === 0 || !pool || pool.broken) {
    return { mode: settings.workers === 0 || pool?.broken ? 'serial' : 'workers', queued: Math.max(0, serial - 1), running: Math.min(1, serial), workers: 0 };
  }
  return { mode: 'workers', ...pool.depth() };
}

/**
 * Finishes every picture already asked for, then ends the workers (shutdown,
 * tests). A later picture starts a new pool.
 */
export async function stopRenderPool(): Promise<void> {
  const p = pool;
  pool = null;
  if (p) await p.stop();
}
