/**
 * Board picture cost: a mid-game Caesar! view drawn and encoded many times
 * with the static layers cached, against the same with every cache dropped
 * first; then the output size and time of each encoding on offer.
 */
import { caesar } from '../src/games/caesar/index';
import type { CaesarAction, CaesarOptions, CaesarState } from '../src/games/caesar/types';
import {
  drawCaesarBoard, renderCaesarBoard, renderCaesarBoardAsync, resetCaesarRendererCache,
} from '../src/games/caesar/render/index';
import { encodeOpaquePng } from '../src/render/png';
import { median, ms, timed } from './measure';

const OPTIONS: CaesarOptions = { modules: { poison: true, centurions: true, checkpoints: true }, solo: null };

function midGame(): CaesarState {
  let state = caesar.setup(OPTIONS, 'bench-render');
  for (let i = 0; i < 30; i++) {
    const [player] = caesar.activePlayers(state);
    if (player === undefined) break;
    const legal: CaesarAction[] = caesar.legalActions(state, player);
    const out = caesar.apply(state, player, legal[(i * 7919 + 13) % legal.length]);
    if (!out.ok) throw new Error(out.error.message);
    state = out.state;
  }
  return state;
}


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
  };
}
