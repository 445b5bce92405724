/**
 * The render pool: pictures drawn in worker threads are the pictures the
 * serial path draws; a crashed or stuck worker is replaced and its job
 * retried once, then failed cleanly; a failing picture fails alone; stopping
 * finishes every picture already asked for. No timing is asserted.
 */
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inflateSync } from 'node:zlib';
import { registerGame, getPlugin } from '../../src/core/registry';
import type { GamePlugin } from '../../src/core/plugin';
import {
  configureRenderPool, renderPicture, renderQueueDepth, stopRenderPool, RenderCrashError, WORKER_PNG,
} from '../../src/bot/render-pool';
import { RenderPool } from '../../src/bot/render-pool/pool';
import { caesar } from '../../src/games/caesar';
import { conquest } from '../../src/games/conquest';
import { conquestOptions } from '../../src/games/conquest/discord/adapter';
import { caesarPicture } from '../../src/games/caesar/discord/picture';
import { conquestRegionPicture } from '../../src/games/conquest/discord/picture';
import { loadImage, createCanvas } from '@napi-rs/canvas';
import { samePixels } from '../render/pixels';
import '../../src/games'; // registers the real games

const FIXTURE = new URL('./render-fixture.ts', import.meta.url).href;
const paint: GamePlugin = {
  id: 'paint', title: 'Paint', docs: 'docs/bot.md', module: { id: 'paint' } as never,
  locales: { en: {}, cs: {}, ro: {}, ko: {} }, render: { entry: FIXTURE },
};
registerGame(paint);

const dir = mkdtempSync(join(tmpdir(), 'legatus-render-'));
afterAll(async () => {
  await stopRenderPool();
  rmSync(dir, { recursive: true, force: true });
});

/** The RGBA pixels a PNG decodes to. */
async function pixels(png: Buffer): Promise<{ width: number; height: number; data: Uint8ClampedArray }> {
  const img = await loadImage(png);
  const c = createCanvas(img.width, img.height);
  const ctx = c.getContext('2d');
  ctx.drawImage(img, 0, 0);
  return { width: img.width, height: img.height, data: ctx.getImageData(0, 0, img.width, img.height).data };
}

/** The PNG filter type of the first row (the first byte of the inflated IDAT data). */
function firstRowFilter(png: Buffer): number {
  const idat: Buffer[] = [];
  for (let o = 8; o < png.length;) {
    const length = png.readUInt32BE(o);
    if (png.toString('ascii', o + 4, o + 8) === 'IDAT') idat.push(png.subarray(o + 8, o + 8 + length));
    o += 12 + length;
  }
  return inflateSync(Buffer.concat(idat))[0];
}

function midGameCaesar() {
  let state = caesar.setup({ modules: { poison: true, centurions: true, checkpoints: true }, solo: null }, 'render-pool');
  for (let i = 0; i < 24; i++) {
    const [p] = caesar.activePlayers(state);
    if (p === undefined) break;
    const legal = caesar.legalActions(state, p);
    const out = caesar.apply(state, p, legal[(i * 7919 + 13) % legal.length]);
    if (!out.ok) throw new Error(out.error.message);
    state = out.state;
  }
  return caesar.view(state, null);
}

describe('render pool: the same pictures as the serial path', () => {
  afterEach(() => stopRenderPool());

  it('draws a Caesar! board and a Conquest region with the same pixels in workers and on the main thread', async () => {
    const view = midGameCaesar();
    const cview = conquest.view(conquest.setup(conquestOptions(4), 'render-pool'), null);
    configureRenderPool({ workers: 0 });
    const serial = [await caesarPicture(view, 'cs'), await conquestRegionPicture(cview, ['italia'], 'en')];
    expect(renderQueueDepth().mode).toBe('serial');
    configureRenderPool({ workers: 2 });
    const pooled = await Promise.all([caesarPicture(view, 'cs'), conquestRegionPicture(cview, ['italia'], 'en')]);
    expect(renderQueueDepth().mode).toBe('workers');
    expect(pooled[1]).not.toBeNull();
    expect(await samePixels(pooled[0], serial[0]!)).toBe(true);
    expect(await samePixels(pooled[1]!, serial[1]!)).toBe(true);
    // …and pictures that differ are told apart.
    expect(await samePixels(pooled[0], await caesarPicture(view, 'en'))).toBe(false);
    // The workers' encoder filters the rows (Paeth, for the fast deflater), the serial one does not.
    expect(firstRowFilter(pooled[0])).toBe(4);
    expect(firstRowFilter(serial[0]!)).toBe(0);
  }, 120_000);

  it('writes a palette PNG when a picture has few colours, with the same pixels', async () => {
    configureRenderPool({ workers: 1 });
    const pooled = await renderPicture('paint', 'swatch', ['#345678']);
    configureRenderPool({ workers: 0 });
    const serial = await renderPicture('paint', 'swatch', ['#345678']);
    expect(pooled[25]).toBe(3);
    expect(pooled.length).toBeLessThan(serial.length);
    expect(await samePixels(pooled, serial)).toBe(true);
  }, 60_000);

  it('keeps the order of answers whatever the order of completion, and counts what waits', async () => {
    configureRenderPool({ workers: 2 });
    const colours = ['#100000', '#200000', '#300000', '#400000', '#500000', '#600000'];
    const jobs = colours.map((c) => renderPicture('paint', 'swatch', [c]));
    const depth = renderQueueDepth();
    expect(depth.queued + depth.running).toBe(colours.length);
    expect(depth.workers).toBeLessThanOrEqual(2);
    const pngs = await Promise.all(jobs);
    for (const [k, png] of pngs.entries()) {
      const p = await pixels(png);
      expect(p.data[(20 * p.width + 30) * 4]).toBe(parseInt(colours[k].slice(1, 3), 16));
    }
    expect(renderQueueDepth()).toMatchObject({ queued: 0, running: 0 });
  }, 60_000);
});

describe('render pool: failures', () => {
  it('fails a picture whose drawing throws, and goes on with the next', async () => {
    const pool = new RenderPool({ size: 1, png: WORKER_PNG });
    await expect(pool.run(FIXTURE, 'fails', [])).rejects.toThrow('drawing failed');
    await expect(pool.run(FIXTURE, 'nothing', [])).rejects.toThrow(/no picture "nothing"/);
    expect((await pool.run(FIXTURE, 'swatch', ['#123456']))[25]).toBe(3);
    await pool.stop();
  }, 60_000);

  it('replaces a crashed worker and retries its job once', async () => {
    const deaths: { retried: boolean }[] = [];
    const pool = new RenderPool({ size: 1, png: WORKER_PNG, onWorkerDeath: (d) => deaths.push(d) });
    const marker = join(dir, 'crash-once');
    const [crashed, after] = await Promise.all([
      pool.run(FIXTURE, 'crashesOnce', [marker, '#abcdef']),
      pool.run(FIXTURE, 'swatch', ['#fedcba']),
    ]);
    expect(deaths).toEqual([expect.objectContaining({ retried: true, attempts: 1 })]);
    expect((await pixels(crashed)).data.slice(80, 83)).toEqual(new Uint8ClampedArray([0xab, 0xcd, 0xef]));
    expect((await pixels(after)).data.slice(80, 83)).toEqual(new Uint8ClampedArray([0xfe, 0xdc, 0xba]));
    await pool.stop();
  }, 60_000);

  it('fails a job that kills every worker it is given, and keeps serving others', async () => {
    const deaths: { retried: boolean }[] = [];
    const pool = new RenderPool({ size: 2, png: WORKER_PNG, onWorkerDeath: (d) => deaths.push(d) });
    const bad = pool.run(FIXTURE, 'crashes', []);
    const good = pool.run(FIXTURE, 'swatch', ['#00ff00']);
    await expect(bad).rejects.toBeInstanceOf(RenderCrashError);
    expect(deaths.map((d) => d.retried)).toEqual([true, false]);
    expect((await good)[25]).toBe(3);
    expect(pool.broken).toBe(false);
    expect((await pool.run(FIXTURE, 'swatch', ['#0000ff'])).length).toBeGreaterThan(0);
    await pool.stop();
  }, 60_000);

  it('kills a worker stuck on a picture, retries once, then fails the job', async () => {
    const deaths: { reason: string }[] = [];
    const pool = new RenderPool({ size: 1, png: WORKER_PNG, jobTimeoutMs: 1500, onWorkerDeath: (d) => deaths.push(d) });
    // The render module loaded first, so the clock of the stuck job measures the stuck drawing.
    expect((await pool.run(FIXTURE, 'swatch', ['#0000ff'])).length).toBeGreaterThan(0);
    await expect(pool.run(FIXTURE, 'hangs', [])).rejects.toBeInstanceOf(RenderCrashError);
    expect(deaths).toHaveLength(2);
    expect(deaths.every((d) => /longer than 1500 ms/.test(d.reason))).toBe(true);
    expect(pool.depth()).toEqual({ queued: 0, running: 0, workers: 0 });
    await pool.stop();
  }, 60_000);

  it('draws on the main thread when workers cannot start', async () => {
    let spawned = 0;
    const pool = new RenderPool({
      size: 2, png: WORKER_PNG,
      spawn: () => { spawned++; throw new Error('no threads here'); },
    });
    await expect(pool.run(FIXTURE, 'swatch', ['#123456'])).rejects.toBeInstanceOf(RenderCrashError);
    expect(pool.broken).toBe(true);
    expect(spawned).toBe(1);
  });
});

describe('render pool: shutdown', () => {
  it('finishes every picture already asked for, then ends the workers', async () => {
    configureRenderPool({ workers: 2 });
    const jobs = Array.from({ length: 8 }, (_, k) => renderPicture('paint', 'swatch', [`#0000${(k + 16).toString(16)}`]));
    const done: number[] = [];
    jobs.forEach((j, k) => j.then(() => done.push(k)));
    await stopRenderPool();
    expect(done).toHaveLength(8);
    expect(renderQueueDepth()).toMatchObject({ queued: 0, running: 0, workers: 0 });
    // A later picture starts a new pool.
    expect((await renderPicture('paint', 'swatch', ['#ffffff']))[25]).toBe(3);
    await stopRenderPool();
  }, 60_000);

  it('refuses work once stopped (a stopped pool object is not reused)', async () => {
    const pool = new RenderPool({ size: 1, png: WORKER_PNG });
    await pool.run(FIXTURE, 'swatch', ['#010203']);
    await pool.stop();
    await expect(pool.run(FIXTURE, 'swatch', ['#010203'])).rejects.toThrow(/stopped/);
    expect(getPlugin('paint').render?.entry).toBe(FIXTURE);
  }, 60_000);
});
