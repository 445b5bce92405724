/**
 * Board picture cost: a mid-game Caesar! view drawn and encoded many times
 * with the static layers cached, against the same with every cache dropped
 * first; then the output size and time of each encoding on offer.
 */
import type { Canvas } from '@napi-rs/canvas';
import { caesar } from '../src/games/caesar/index';
import {
  drawCaesarBoard, renderCaesarBoard, renderCaesarBoardAsync, resetCaesarRendererCache,
} from '../src/games/caesar/render/index';
import { encodeOpaquePng, encodePng, fastDeflaterAvailable, type PngOptions } from '../src/render/png';
import { WORKER_PNG, ZLIB_WORKER_PNG } from '../src/bot/render-pool';
import { conquest } from '../src/games/conquest/index';
import { conquestOptions } from '../src/games/conquest/discord/adapter';
import { drawConquestMap } from '../src/games/conquest/render/index';
import { median, ms, timed } from './measure';
import { caesarMidGame } from './caesar-mid-game';

/** Process CPU time of `fn` in ms: the machine is shared, and wall time mostly measures the neighbours. */
function cpuTimed<T>(fn: () => T): [T, number] {
  const t0 = process.cpuUsage();
  const out = fn();
  const d = process.cpuUsage(t0);
  return [out, (d.user + d.system) / 1000];
}

/**
 * The render workers' encoder today (WORKER_PNG: @napi-rs/image's fast compressor, Paeth rows) over the
 * zlib settings it replaced (ZLIB_WORKER_PNG), on the pictures the workers draw: CPU per encoding (median of
 * 15, the picture already rasterised) and bytes, and CPU of the whole job (draw, rasterise, encode).
 */
function workerEncoder(pictures: Record<string, () => Canvas>): Record<string, unknown> {
  const out: Record<string, unknown> = { fast_deflater_available: fastDeflaterAvailable() };
  for (const [name, draw] of Object.entries(pictures)) {
    const canvas = draw();
    canvas.data(); // rasterise once: Skia replays the recorded drawing on the first pixel read
    const figures: Record<string, { encode_cpu_ms: number; job_cpu_ms: number; bytes: number }> = {};
    for (const [label, png] of [['zlib', ZLIB_WORKER_PNG], ['fast', WORKER_PNG]] as [string, PngOptions][]) {
      const encode = Array.from({ length: 15 }, () => cpuTimed(() => encodePng(canvas, png)));
      const job = Array.from({ length: 9 }, () => cpuTimed(() => encodePng(draw(), png))[1]);
      figures[label] = { encode_cpu_ms: ms(median(encode.map((e) => e[1]))), job_cpu_ms: ms(median(job)), bytes: encode[0][0].length };
    }
    const ratio = (a: number, b: number) => Math.round((a / b) * 100) / 100;
    out[name] = {
      size: `${canvas.width}x${canvas.height}`,
      ...figures,
      fast_over_zlib: {
        encode_cpu: ratio(figures.fast.encode_cpu_ms, figures.zlib.encode_cpu_ms),
        job_cpu: ratio(figures.fast.job_cpu_ms, figures.zlib.job_cpu_ms),
        bytes: ratio(figures.fast.bytes, figures.zlib.bytes),
      },
    };
  }
  return out;
}

const midGame = () => caesarMidGame('bench-render');


export default async function bench(): Promise<Record<string, unknown>> {
  const view = caesar.view(midGame(), null);

  // The very first picture also parses the Natural Earth data and projects the coastline.
  resetCaesarRendererCache();
  const [, coldFirst] = timed(() => renderCaesarBoard(view));

  const uncached: number[] = [];
  const uncachedDraw: number[] = [];
  for (let i = 0; i < 5; i++) {
    resetCaesarRendererCache();
    uncached.push(timed(() => renderCaesarBoard(view))[1]);
    resetCaesarRendererCache();
    uncachedDraw.push(timed(() => drawCaesarBoard(view))[1]);
  }
  const cached: number[] = [];
  const drawOnly: number[] = [];
  const encodeOnly: number[] = [];
  let png: Buffer = Buffer.alloc(0);
  for (let i = 0; i < 40; i++) {
    const [canvas, d] = timed(() => drawCaesarBoard(view));
    const [bytes, e] = timed(() => encodeOpaquePng(canvas));
    drawOnly.push(d);
    encodeOnly.push(e);
    cached.push(d + e);
    png = bytes;
  }

  const canvas = drawCaesarBoard(view);
  const encodings: Record<string, { bytes: number; ms: number }> = {};
  // Median of 5 encodings each: one run is at the mercy of whatever else the machine does.
  const medianOf = (fn: () => Buffer): [Buffer, number] => {
    const runs = Array.from({ length: 5 }, () => timed(fn));
    return [runs[0][0], median(runs.map((r) => r[1]))];
  };
  for (const level of [1, 3, 6, 9]) {
    const [b, t] = medianOf(() => encodeOpaquePng(canvas, { level }));
    encodings[`png_zlib_level_${level}`] = { bytes: b.length, ms: ms(t) };
  }
  const formats: [string, () => Buffer][] = [
    ['png_skia', () => canvas.toBuffer('image/png')],
    ['webp_q90', () => canvas.encodeSync('webp', 90)],
    ['jpeg_q90', () => canvas.encodeSync('jpeg', 90)],
    ['jpeg_q80', () => canvas.encodeSync('jpeg', 80)],
  ];
  for (const [name, fn] of formats) {
    const [b, t] = medianOf(fn);
    encodings[name] = { bytes: b.length, ms: ms(t) };
  }

  const cview = conquest.view(conquest.setup(conquestOptions(4), 'bench-render'), null);
  const worker_encoder = workerEncoder({
    caesar_board: () => drawCaesarBoard(view, { locale: 'en', highlightLastMove: true }),
    conquest_map: () => drawConquestMap(cview, { locale: 'en' }),
    conquest_region: () => drawConquestMap(cview, { locale: 'en', region: { provinces: ['italia'] } }),
  });

  // Eight pictures at once with compression on the thread pool.
  const t0 = performance.now();
  await Promise.all(Array.from({ length: 8 }, () => renderCaesarBoardAsync(view)));
  const concurrent8 = performance.now() - t0;

  return {
    size: `${canvas.width}x${canvas.height}`,
    cold_first_render_ms: ms(coldFirst),
    uncached_median_ms: ms(median(uncached)),
    cached_median_ms: ms(median(cached)),
    cached_draw_median_ms: ms(median(drawOnly)),
    cached_png_encode_median_ms: ms(median(encodeOnly)),
    uncached_over_cached: Math.round((median(uncached) / median(cached)) * 10) / 10,
    // Drawing alone, where the cache acts (PNG compression costs the same either way).
    uncached_draw_median_ms: ms(median(uncachedDraw)),
    uncached_over_cached_draw: Math.round(median(uncachedDraw) / median(drawOnly)),
    renders_cached: cached.length,
    renders_uncached: uncached.length,
    png_bytes: png.length,
    encodings,
    async_8_concurrent_ms: ms(concurrent8),
    worker_encoder,
  };
}
