/**
 * The Caesar! board picture.
 *
 *   renderCaesarBoard(caesar.view(state, null), { locale: 'en' }) -> PNG Buffer
 *
 * Synchronous: drawing takes about ten milliseconds once the static layers
 * are cached (the first picture per scale builds them, about a second; call
 * warmCaesarRenderer at start-up to pay that early), PNG compression a few
 * tens more. `renderCaesarBoardAsync` compresses on libuv's thread pool,
 * which suits a bot serving many games at once. Pass the PUBLIC view: the picture draws
 * everything the view contains.
 */
import { createCanvas, type Canvas } from '@napi-rs/canvas';
import type { CaesarView } from '../types';
import { registerFonts } from '../../../render/fonts';
import { encodeOpaquePng, encodeOpaquePngAsync } from '../../../render/png';
import { drawPieces, drawProvinceTints } from './board-state';
import { RENDER_LOCALES, type RenderLocale } from './labels';
import { HEIGHT, WIDTH } from './layout';
import { drawPanel } from './panel';
import { clearStaticLayers, mapLayers, overlayLayer } from './static-layers';

export interface RenderOptions {
  /** Language of names and panel text; default 'en'. */
  locale?: RenderLocale;
  /** Ring around the last placement; default true. */
  highlightLastMove?: boolean;
  /** Output pixels per design pixel (1 = 1400 × 1030); default 1. Clamped to 0.25..3. */
  scale?: number;
}

export type { RenderLocale } from './labels';
export { RENDER_LOCALES } from './labels';
export { clearStaticLayers } from './static-layers';

/** Design size at scale 1. */
export const BOARD_SIZE = { width: WIDTH, height: HEIGHT } as const;

/** Draws the picture onto a new canvas (for callers that want another format). */
export function drawCaesarBoard(view: CaesarView, options: RenderOptions = {}): Canvas {
  registerFonts();
  const locale: RenderLocale = RENDER_LOCALES.includes(options.locale as RenderLocale) ? (options.locale as RenderLocale) : 'en';
  const scale = Math.min(3, Math.max(0.25, options.scale ?? 1));
  const layers = mapLayers(scale);
  const overlay = overlayLayer(locale, scale);

  const canvas = createCanvas(layers.base.width, layers.base.height);
  const ctx = canvas.getContext('2d');
  ctx.drawImage(layers.base, 0, 0);
  ctx.save();
  ctx.scale(scale, scale);
  drawProvinceTints(ctx, view, layers);
  ctx.restore();
  ctx.drawImage(overlay, 0, 0);
  ctx.save();
  ctx.scale(scale, scale);
  drawPieces(ctx, view, options.highlightLastMove ?? true);
  drawPanel(ctx, view, locale);
  ctx.restore();
  return canvas;
}

/** The board as a PNG (synchronous). */
export function renderCaesarBoard(view: CaesarView, options: RenderOptions = {}): Buffer {
  return encodeOpaquePng(drawCaesarBoard(view, options));
}

/** The board as a PNG; the compression runs on libuv's thread pool. */
export function renderCaesarBoardAsync(view: CaesarView, options: RenderOptions = {}): Promise<Buffer> {
  return encodeOpaquePngAsync(drawCaesarBoard(view, options));
}

/** Builds the static layers ahead of the first move (e.g. at bot start-up). */
export function warmCaesarRenderer(locales: readonly RenderLocale[] = RENDER_LOCALES, scale = 1): void {
  registerFonts();
  mapLayers(scale);
  for (const l of locales) overlayLayer(l, scale);
}

/** For benchmarks: forget cached layers so the next picture is drawn from scratch. */
export function resetCaesarRendererCache(): void {
  clearStaticLayers();
}
