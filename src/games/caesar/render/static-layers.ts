/**
 * The parts of the Caesar! picture that never change during a game, drawn
 * once per scale (map, province areas, tints) and once per locale and scale
 * (names and printed board spaces), then reused for every move.
 */
import { createCanvas, type Canvas, type SKRSContext2D } from '@napi-rs/canvas';
import { PROVINCE_IDS, SPACES } from '../data';
import type { ProvinceId, Side } from '../types';
import { graticule, projectedPath } from '../../../render/geo';
import { LayerCache } from '../../../render/layer-cache';
import { haloText } from '../../../render/text';
import { registerFonts } from '../../../render/fonts';
import { boardGeometry, landPath, type BoardGeometry } from './geometry';
import { drawBonusIcon, drawSymbol } from './icons';
import { PROVINCE_NAMES, type RenderLocale } from './labels';
import {
  HEIGHT, labelFontSize, labelLineHeight, MAP_HEIGHT, PANEL_HEIGHT, PROVINCE_HALF, SPACE_RADIUS, WIDTH,
} from './layout';
import { computeRegions, tintMask, type Regions } from './regions';
import { tintCanvas } from '../../../render/region-masks';
import {
  COAST, GOLD, HALO, INK, LAND, LAND_OUTSIDE, PANEL_BG, PROVINCE_BORDER, SEA, SERIF_BOLD, SIDE_TINT,
  SPACE_FILL, TIE_GREY,
} from './theme';

export interface MapLayers {
  scale: number;
  /** Sea, land and neutral province areas, plus the panel background. Opaque. */
  base: Canvas;
  regions: Regions;
  /** Province areas tinted for a controller, or hatched grey for a tie. */
  tints: Record<ProvinceId, Record<Side | 'tie', Canvas>>;
  /** The tints at the size they are drawn, each smoothed up from its grid once (drawTint). */
  drawnTints: Map<string, Canvas>;
}

const mapCache = new LayerCache<MapLayers>(4);
const overlayCache = new LayerCache<Canvas>(16);

export function mapLayers(scale: number): MapLayers {
  return mapCache.get(String(scale), () => buildMapLayers(scale));
}

/** Borders, coastlines, names and printed spaces; transparent elsewhere. */
export function overlayLayer(locale: RenderLocale, scale: number): Canvas {
  return overlayCache.get(`${locale}@${scale}`, () => buildOverlay(locale, scale));
}

/** Drops every cached layer (for benchmarks measuring the uncached cost). */
export function clearStaticLayers(): void {
  mapCache.clear();
  overlayCache.clear();
}

function scaledCanvas(scale: number): { canvas: Canvas; ctx: SKRSContext2D } {
  const canvas = createCanvas(Math.round(WIDTH * scale), Math.round(HEIGHT * scale));
  const ctx = canvas.getContext('2d');
  ctx.scale(scale, scale);
  return { canvas, ctx };
}

function buildMapLayers(scale: number): MapLayers {
  const g = boardGeometry();
  const regions = computeRegions(g, Math.min(1, scale * 0.5));
  const { canvas, ctx } = scaledCanvas(scale);

  // A flat sea: Skia dithers gradients, and that noise makes PNGs large and slow.
  ctx.fillStyle = SEA;
  ctx.fillRect(0, 0, WIDTH, MAP_HEIGHT);

  ctx.save();
  ctx.strokeStyle = 'rgba(255, 255, 255, 0.35)';
  ctx.lineWidth = 1;
  ctx.stroke(projectedPath(g.projection, graticule(5, [[-30, 15], [60, 60]])));
  ctx.restore();

  ctx.fillStyle = LAND_OUTSIDE;
  ctx.fill(landPath());

  for (const id of PROVINCE_IDS) drawMask(ctx, regions, id, tintMask(regions.masks[id], LAND));

  ctx.fillStyle = PANEL_BG;
  ctx.fillRect(0, MAP_HEIGHT, WIDTH, PANEL_HEIGHT);

  const tints = {} as MapLayers['tints'];
  const hatch = hatchPattern();
  for (const id of PROVINCE_IDS) {
    const mask = regions.masks[id];
    tints[id] = { 0: tintMask(mask, SIDE_TINT[0]), 1: tintMask(mask, SIDE_TINT[1]), tie: tintMask(mask, hatch as never) };
  }
  return { scale, base: canvas, regions, tints, drawnTints: new Map() };
}

/** Draws a grid-resolution province canvas at its place on the picture. */
export function drawMask(ctx: SKRSContext2D, regions: Regions, id: ProvinceId, canvas: Canvas): void {
  const m = regions.masks[id];
  ctx.imageSmoothingEnabled = true;
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(canvas, m.x, m.y, m.width, m.height);
}

/**
 * Draws a province's tint. Upscaling the coarse grid with high-quality smoothing cost a few ms on every
 * board, so each tint is smoothed up once to the picture pixels it covers and then copied 1:1.
 * Expects `ctx` scaled by `layers.scale`, as the board draws.
 */
export function drawTint(ctx: SKRSContext2D, layers: MapLayers, id: ProvinceId, key: Side | 'tie'): void {
  const m = layers.regions.masks[id];
  const cacheKey = `${id}:${key}`;
  let drawn = layers.drawnTints.get(cacheKey);
  if (!drawn) {
    drawn = createCanvas(Math.round(m.width * layers.scale), Math.round(m.height * layers.scale));
    const c = drawn.getContext('2d');
    c.imageSmoothingEnabled = true;
    c.imageSmoothingQuality = 'high';
    c.drawImage(layers.tints[id][key], 0, 0, drawn.width, drawn.height);
    layers.drawnTints.set(cacheKey, drawn);
  }
  ctx.imageSmoothingEnabled = false;
  ctx.drawImage(drawn, m.x, m.y, m.width, m.height);
  ctx.imageSmoothingEnabled = true;
}

function hatchPattern(): CanvasPattern {
  const tile = createCanvas(8, 8);
  const t = tile.getContext('2d');
  t.fillStyle = 'rgba(140, 140, 140, 0.35)';
  t.fillRect(0, 0, 8, 8);
  t.strokeStyle = 'rgba(70, 70, 70, 0.7)';
  t.lineWidth = 1.6;
  t.beginPath();
  t.moveTo(-2, 10);
  t.lineTo(10, -2);
  t.moveTo(-2, 2);
  t.lineTo(2, -2);
  t.moveTo(6, 10);
  t.lineTo(10, 6);
  t.stroke();
  const ctx = createCanvas(1, 1).getContext('2d');
  return ctx.createPattern(tile, 'repeat') as unknown as CanvasPattern;
}

function buildOverlay(locale: RenderLocale, scale: number): Canvas {
  registerFonts();
  const g = boardGeometry();
  const { regions } = mapLayers(scale);
  const { canvas, ctx } = scaledCanvas(scale);

  ctx.save();
  ctx.beginPath();
  ctx.rect(0, 0, WIDTH, MAP_HEIGHT);
  ctx.clip();
  const border = tintCanvas(regions.boundaries, PROVINCE_BORDER);
  ctx.imageSmoothingEnabled = true;
  ctx.drawImage(border, 0, 0, WIDTH, MAP_HEIGHT);

  ctx.strokeStyle = COAST;
  ctx.lineWidth = 1.3;
  ctx.stroke(landPath());
  ctx.restore();

  drawFrame(ctx);
  drawTitle(ctx);
  for (const id of PROVINCE_IDS) drawProvinceSpaces(ctx, g, id);
  SPACES.forEach((s) => drawBorderSpace(ctx, g, s.id));
  for (const id of PROVINCE_IDS) {
    const [x, y] = g.labels[id];
    haloText(ctx, PROVINCE_NAMES[locale][id], x, y, {
      font: `${labelFontSize(locale)}px ${SERIF_BOLD}`, fill: INK, halo: HALO, haloWidth: 6, lineHeight: labelLineHeight(locale),
    });
  }
  return canvas;
}

function drawFrame(ctx: SKRSContext2D): void {
  ctx.save();
  ctx.strokeStyle = INK;
  ctx.lineWidth = 3;
  ctx.strokeRect(1.5, 1.5, WIDTH - 3, MAP_HEIGHT - 3);
  ctx.strokeStyle = GOLD;
  ctx.lineWidth = 1.5;
  ctx.strokeRect(6, 6, WIDTH - 12, MAP_HEIGHT - 12);
  ctx.restore();
}

/** The game's name in the empty Atlantic corner, like an atlas plate's cartouche. */
function drawTitle(ctx: SKRSContext2D): void {
  ctx.save();
  ctx.beginPath();
  ctx.roundRect(18, 16, 176, 54, 8);
  ctx.fillStyle = 'rgba(246, 238, 215, 0.88)';
  ctx.fill();
  ctx.lineWidth = 2;
  ctx.strokeStyle = INK;
  ctx.stroke();
  ctx.restore();
  haloText(ctx, 'CAESAR!', 106, 44, { font: `32px ${SERIF_BOLD}`, fill: INK, halo: HALO, haloWidth: 0, lineHeight: 32 });
}

function drawProvinceSpaces(ctx: SKRSContext2D, g: BoardGeometry, id: ProvinceId): void {
  g.provinceSpaces[id].forEach(([x, y], slot) => {
    ctx.save();
    ctx.beginPath();
    ctx.roundRect(x - PROVINCE_HALF, y - PROVINCE_HALF, PROVINCE_HALF * 2, PROVINCE_HALF * 2, 7);
    ctx.fillStyle = SPACE_FILL;
    ctx.fill();
    ctx.lineWidth = 2.5;
    ctx.strokeStyle = INK;
    // Italia's second space is printed dashed on the board: it starts empty.
    if (id === 'italia' && slot === 1) ctx.setLineDash([6, 4]);
    ctx.stroke();
    ctx.restore();
    // Italia's first space has the Senate printed under its starting token.
    if (id === 'italia' && slot === 0) drawBonusIcon(ctx, 'senate', x, y, PROVINCE_HALF * 1.3, TIE_GREY);
  });
}

function drawBorderSpace(ctx: SKRSContext2D, g: BoardGeometry, id: number): void {
  const [x, y] = g.spaces[id];
  const def = SPACES[id];
  ctx.save();
  ctx.shadowColor = 'rgba(40, 25, 10, 0.35)';
  ctx.shadowBlur = 6;
  ctx.shadowOffsetY = 2;
  ctx.beginPath();
  ctx.arc(x, y, SPACE_RADIUS, 0, Math.PI * 2);
  ctx.fillStyle = SPACE_FILL;
  ctx.fill();
  ctx.restore();
  ctx.save();
  ctx.strokeStyle = INK;
  ctx.lineWidth = 2.5;
  ctx.beginPath();
  ctx.arc(x, y, SPACE_RADIUS, 0, Math.PI * 2);
  ctx.stroke();
  if (def.checkpoint) {
    ctx.lineWidth = 2;
    ctx.beginPath();
    ctx.arc(x, y, SPACE_RADIUS - 5, 0, Math.PI * 2);
    ctx.stroke();
  }
  ctx.restore();
  drawSymbol(ctx, def.symbol, x, y, SPACE_RADIUS * (def.checkpoint ? 1.15 : 1.3), INK);
}
