/**
 * The Conquest of the Empire map picture.
 *
 *   renderConquestMap(conquest.view(state, null), { locale: 'en' }) -> PNG Buffer
 *
 * The whole empire: provinces tinted by owner, names and tribute coins, sea
 * zones, a badge per stack (combat units as a big number, Caesar as a gold
 * dot, generals as white pips), galleys at sea and on coasts as hulls with
 * their count, cities, fortifications and roads, and a panel with the round,
 * phase, whose turn, money on the tribute scale and prices. With `region`,
 * a zoomed picture of those provinces and their neighbourhood, with counts
 * per kind and, given `battle`, the dice of the last round.
 */
import { createCanvas, type Canvas } from '@napi-rs/canvas';
import type { ConquestView, Face } from '../types';
import { registerFonts } from '../../../render/fonts';
import { encodeOpaquePng, encodeOpaquePngAsync } from '../../../render/png';
import { conquestGeometry, conquestLandPath } from './geometry';
import { PROVINCE_IDS } from '../data';
import { conquestRegionsInSteps } from './regions';
import { seaZones } from './sea-zones';
import { nameLayout } from './placement';
import { CONQUEST_LOCALES, WORDS, type ConquestLocale } from './labels';
import { HEIGHT, MAP_HEIGHT, WIDTH } from './layout';
import { drawPanel } from './panel';
import { drawCities, drawOwnerTints, drawRoads, drawUnits } from './pieces';
import { baseLayer, clearConquestLayers, overlayLayer, paintOverlay, provinceTint } from './static-layers';
import { LAND, PANEL_BG, PANEL_MUTED, PANEL_TEXT, PLAYER_COLOUR, SANS_BOLD, SERIF_BOLD } from './theme';

export type { ConquestLocale } from './labels';
export { CONQUEST_LOCALES } from './labels';

export interface BattleDice {
  attacker: { seat: number; roll: Face[]; hits: number };
  defender: { seat: number; roll: Face[]; hits: number };
  round?: number;
}

export interface ConquestRenderOptions {
  locale?: ConquestLocale;
  /** Zoom onto these provinces (and sea zones) and their surroundings. */
  region?: { provinces: string[] } | null;
  /** Dice of a battle round, drawn in the region view. */
  battle?: BattleDice | null;
  /** Player names by seat for the panel; default the home province. */
  names?: readonly string[];
  /** Output pixels per design pixel for the overview (1 = 1400 × 1170); clamped 0.25..2. */
  scale?: number;
}

export const CONQUEST_MAP_SIZE = { width: WIDTH, height: HEIGHT } as const;
export const REGION_SIZE = { width: 900, height: 700 } as const;

function localeOf(o: ConquestRenderOptions): ConquestLocale {
  return CONQUEST_LOCALES.includes(o.locale as ConquestLocale) ? (o.locale as ConquestLocale) : 'en';
}

function drawMap(ctx: ReturnType<Canvas['getContext']>, view: ConquestView, locale: ConquestLocale, detail: boolean): void {
  ctx.drawImage(baseLayer(), 0, 0);
  drawOwnerTints(ctx, view);
  // Zoomed, the cached raster would blur names and the coast: draw them as vectors.
  if (detail) paintOverlay(ctx, locale);
  else ctx.drawImage(overlayLayer(locale), 0, 0);
  drawRoads(ctx, view);
  drawCities(ctx, view, locale);
  drawUnits(ctx, view, detail, locale);
}

export function drawConquestMap(view: ConquestView, options: ConquestRenderOptions = {}): Canvas {
  registerFonts();
  const locale = localeOf(options);
  if (options.region && options.region.provinces.length > 0) return drawRegion(view, options.region.provinces, locale, options.battle ?? null);
  const scale = Math.min(2, Math.max(0.25, options.scale ?? 1));
  const canvas = createCanvas(Math.round(WIDTH * scale), Math.round(HEIGHT * scale));
  const ctx = canvas.getContext('2d');
  ctx.scale(scale, scale);
  drawMap(ctx, view, locale, false);
  drawPanel(ctx, view, locale, options.names);
  return canvas;
}

/** Design-space box around the given provinces or seas, with a margin. */
export function regionBox(ids: readonly string[]): [number, number, number, number] {
  const g = conquestGeometry();
  let x0 = Infinity, y0 = Infinity, x1 = -Infinity, y1 = -Infinity;
  for (const id of ids) {
    const pts: [number, number][] = [];
    for (const s of g.seeds) if (s.province === id) pts.push(s.at);
    const p = g.anchors[id] ?? g.seas[id];
    if (p) pts.push(p);
    for (const [x, y] of pts) {
      x0 = Math.min(x0, x); y0 = Math.min(y0, y); x1 = Math.max(x1, x); y1 = Math.max(y1, y);
    }
  }
  if (!Number.isFinite(x0)) return [0, 0, WIDTH, MAP_HEIGHT];
  const margin = 90;
  return [x0 - margin, y0 - margin, x1 + margin, y1 + margin];
}

export const BATTLE_PANEL_HEIGHT = 136;
const PANEL_H = BATTLE_PANEL_HEIGHT;

function drawRegion(view: ConquestView, ids: readonly string[], locale: ConquestLocale, battle: BattleDice | null): Canvas {
  const { width, height } = REGION_SIZE;
  const mapH = battle ? height - PANEL_H : height;
  const [x0, y0, x1, y1] = regionBox(ids);
  const k = Math.min(3, width / (x1 - x0), mapH / (y1 - y0));
  const cx = (x0 + x1) / 2;
  const cy = (y0 + y1) / 2;
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#a9c3c8';
  ctx.fillRect(0, 0, width, height);
  ctx.save();
  ctx.beginPath();
  ctx.rect(0, 0, width, mapH);
  ctx.clip();
  ctx.translate(width / 2, mapH / 2);
  ctx.scale(k, k);
  ctx.translate(-cx, -cy);
  ctx.imageSmoothingEnabled = true;
  drawMap(ctx, view, locale, true);
  ctx.restore();
  if (battle) drawBattle(ctx, battle, locale, mapH, width);
  return canvas;
}

function drawBattle(ctx: ReturnType<Canvas['getContext']>, b: BattleDice, locale: ConquestLocale, top: number, width: number): void {
  const w = WORDS[locale];
  ctx.fillStyle = PANEL_BG;
  ctx.fillRect(0, top, width, PANEL_H);
  const rows: [string, BattleDice['attacker']][] = [[w.attacker, b.attacker], [w.defender, b.defender]];
  rows.forEach(([label, side], i) => {
    const y = top + 30 + i * 48;
    ctx.fillStyle = PLAYER_COLOUR[side.seat % PLAYER_COLOUR.length];
    ctx.fillRect(16, y - 12, 24, 24);
    ctx.fillStyle = PANEL_TEXT;
    ctx.font = `18px ${SERIF_BOLD}`;
    ctx.textBaseline = 'middle';
    ctx.fillText(label, 50, y);
    side.roll.forEach((f, j) => {
      const dx = 190 + j * 40;
      ctx.fillStyle = '#f7f0dc';
      ctx.beginPath();
      ctx.roundRect(dx, y - 16, 32, 32, 5);
      ctx.fill();
      ctx.fillStyle = '#3b2a17';
      ctx.font = `18px ${SANS_BOLD}`;
      ctx.textAlign = 'center';
      ctx.fillText(w.die[f], dx + 16, y + 1);
      ctx.textAlign = 'left';
    });
    ctx.fillStyle = PANEL_TEXT;
    ctx.font = `18px ${SANS_BOLD}`;
    ctx.fillText(`= ${side.hits}`, 190 + Math.max(1, side.roll.length) * 40 + 10, y);
  });
  // The legend of the dice faces, in the picture's language.
  ctx.fillStyle = PANEL_MUTED;
  ctx.font = `15px ${SANS_BOLD}`;
  ctx.textAlign = 'left';
  const faces: Face[] = ['infantry', 'cavalry', 'catapult', 'galley', 'blank'];
  ctx.fillText(faces.map((f) => `${w.die[f]} = ${w.faces[f]}`).join('   '), 16, top + PANEL_H - 16);
  if (b.round) {
    ctx.fillStyle = PANEL_TEXT;
    ctx.font = `16px ${SERIF_BOLD}`;
    ctx.fillText(`${w.battleRound} ${b.round}`, width - 120, top + 20);
  }
}

export function renderConquestMap(view: ConquestView, options: ConquestRenderOptions = {}): Buffer {
  return encodeOpaquePng(drawConquestMap(view, options));
}

export function renderConquestMapAsync(view: ConquestView, options: ConquestRenderOptions = {}): Promise<Buffer> {
  return encodeOpaquePngAsync(drawConquestMap(view, options));
}

/** Builds the cached layers (province partition, base map, name overlays) ahead of the first picture. */
export function warmConquestRenderer(locales: readonly ConquestLocale[] = CONQUEST_LOCALES): void {
  registerFonts();
  baseLayer();
  for (const l of locales) overlayLayer(l);
}

/** A turn of the event loop: what the warm-up waits for between its steps. */
const nextTurn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

export interface WarmUpOptions {
  /** Overlays with the Classic tribute coins (`true`) and/or without them (`false`, Conquest of the Empire II). Default both. */
  coins?: readonly boolean[];
  /** Runs between two steps; default a turn of the event loop. */
  pause?: () => Promise<unknown>;
}

/**
 * The cached layers of warmConquestRenderer built one step at a time with a turn of the event loop
 * between steps (font registration, geometry, the province areas in bands of rows, sea zones,
 * base layer, each language's name layout and overlay), so a process that draws on its main
 * thread (the bot, Conquest II's pictures) keeps acknowledging interactions while it warms up:
 * no step takes more than a few tens of ms of CPU. Building them at once takes about 1 s of CPU.
 */
export async function warmConquestRendererAsync(locales: readonly ConquestLocale[] = CONQUEST_LOCALES, options: WarmUpOptions = {}): Promise<void> {
  const pause = options.pause ?? nextTurn;
  registerFonts();
  await pause();
  conquestGeometry();
  await pause();
  conquestLandPath();
  await pause();
  await conquestRegionsInSteps(pause);
  await pause();
  seaZones();
  await pause();
  for (const id of PROVINCE_IDS) provinceTint(id, LAND);
  await pause();
  baseLayer();
  for (const l of locales) {
    await pause();
    nameLayout(l);
    for (const coins of options.coins ?? [true, false]) {
      await pause();
      overlayLayer(l, coins);
    }
  }
}

export function resetConquestRendererCache(): void {
  clearConquestLayers();
}
