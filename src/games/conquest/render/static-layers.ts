/**
 * Parts of the Conquest picture that never change during a game: sea, land,
 * neutral province areas (once per process) and the names overlay (once per
 * locale). Both at design scale 1; the picture scales them when drawing.
 */
import { createCanvas, type Canvas, type SKRSContext2D } from '@napi-rs/canvas';
import { PROVINCE_IDS, PROVINCES, SEA_IDS, STRAITS } from '../data';
import { graticule, projectedPath } from '../../../render/geo';
import { LayerCache } from '../../../render/layer-cache';
import { registerFonts } from '../../../render/fonts';
import { haloText } from '../../../render/text';
import { conquestGeometry, conquestLandPath, type Point } from './geometry';
import type { ConquestLocale } from './labels';
import { MAP_HEIGHT, STRAIT_ARROWS, WIDTH } from './layout';
import { COIN_R, nameLayout, SEA_SIZE } from './placement';
import { seaZones } from './sea-zones';
import { conquestRegions } from './regions';
import { tintCanvas } from '../../../render/region-masks';
import { COAST, GOLD, HALO, INK, LAND, LAND_OUTSIDE, SANS_BOLD, SEA, SEA_BORDER, SEA_INK, SERIF_BOLD, SILVER } from './theme';

const baseCache = new LayerCache<Canvas>(2);
const overlayCache = new LayerCache<Canvas>(8);
const tintCache = new LayerCache<Canvas>(42 * 6 + 8);

export function clearConquestLayers(): void {
  baseCache.clear();
  overlayCache.clear();
  tintCache.clear();
}

/** Sea, graticule, land and neutral province areas. Opaque. */
export function baseLayer(): Canvas {
  return baseCache.get('base', () => {
    const g = conquestGeometry();
    const regions = conquestRegions();
    const canvas = createCanvas(WIDTH, MAP_HEIGHT);
    const ctx = canvas.getContext('2d');
    ctx.fillStyle = SEA;
    ctx.fillRect(0, 0, WIDTH, MAP_HEIGHT);
    ctx.strokeStyle = 'rgba(255, 255, 255, 0.35)';
    ctx.lineWidth = 1;
    ctx.stroke(projectedPath(g.projection, graticule(5, [[-30, 15], [65, 65]])));
    ctx.fillStyle = LAND_OUTSIDE;
    ctx.fill(conquestLandPath());
    for (const id of PROVINCE_IDS) {
      const m = regions.masks[id];
      ctx.drawImage(provinceTint(id, LAND), m.x, m.y, m.width, m.height);
    }
    return canvas;
  });
}

/** A province's area filled with `colour` (grid resolution), cached per colour. */
export function provinceTint(id: string, colour: string): Canvas {
  return tintCache.get(`${id}|${colour}`, () => {
    return tintCanvas(conquestRegions().masks[id].canvas, colour);
  });
}

/** Borders, coastline, sea names, province names and tribute coins; transparent elsewhere. */
export function overlayLayer(locale: ConquestLocale, coins = true): Canvas {
  // `coins: false` leaves the Classic tribute coins out (Conquest of the Empire II draws this map without tribute).
  return overlayCache.get(coins ? locale : `${locale}|nocoins`, () => {
    const canvas = createCanvas(WIDTH, MAP_HEIGHT);
    paintOverlay(canvas.getContext('2d'), locale, coins);
    return canvas;
  });
}

/** Draws the overlay in design coordinates under any transform (the region view draws it zoomed, sharp). */
export function paintOverlay(ctx: SKRSContext2D, locale: ConquestLocale, coins = true): void {
  registerFonts();
  const regions = conquestRegions();
  ctx.drawImage(tintCanvas(seaZones().borders, SEA_BORDER), 0, 0, WIDTH, MAP_HEIGHT);
  const border = tintCanvas(regions.boundaries, 'rgba(70, 50, 25, 0.8)');
  ctx.drawImage(border, 0, 0, WIDTH, MAP_HEIGHT);
  ctx.strokeStyle = COAST;
  ctx.lineWidth = 1.3;
  ctx.stroke(conquestLandPath());
  drawStraitArrows(ctx);
  const layout = nameLayout(locale);
  for (const id of SEA_IDS) {
    const { text, at } = layout.seas[id];
    haloText(ctx, text, at[0], at[1], {
      font: `italic ${SEA_SIZE}px ${SERIF_BOLD}`, fill: SEA_INK, halo: 'rgba(169, 195, 200, 0.85)', haloWidth: 3, lineHeight: SEA_SIZE + 1,
    });
  }
  for (const id of PROVINCE_IDS) {
    const n = layout.provinces[id];
    haloText(ctx, n.text, n.at[0], n.at[1], { font: `${n.size}px ${SERIF_BOLD}`, fill: INK, halo: HALO, haloWidth: 5, lineHeight: n.size + 1 });
    if (coins) drawCoin(ctx, n.coin[0], n.coin[1], PROVINCES[id].tribute);
  }
  ctx.strokeStyle = INK;
  ctx.lineWidth = 3;
  ctx.strokeRect(1.5, 1.5, WIDTH - 3, MAP_HEIGHT - 3);
}

/** The four strait arrows: land units cross there as over a border. */
function drawStraitArrows(ctx: SKRSContext2D): void {
  const g = conquestGeometry();
  for (const s of STRAITS) {
    const [a, b] = STRAIT_ARROWS[[...s.provinces].sort().join('|')].map((p) => g.projection(p)!) as [Point, Point];
    for (const [colour, width] of [[HALO, 8], [INK, 3.5]] as const) {
      ctx.save();
      ctx.strokeStyle = colour;
      ctx.fillStyle = colour;
      ctx.lineWidth = width;
      ctx.lineCap = 'round';
      ctx.beginPath();
      ctx.moveTo(a[0], a[1]);
      ctx.lineTo(b[0], b[1]);
      ctx.stroke();
      for (const [tip, from] of [[a, b], [b, a]] as const) {
        const ang = Math.atan2(tip[1] - from[1], tip[0] - from[0]);
        const len = 9 + width / 2;
        ctx.beginPath();
        ctx.moveTo(tip[0] + Math.cos(ang) * (width / 2), tip[1] + Math.sin(ang) * (width / 2));
        ctx.lineTo(tip[0] - Math.cos(ang - 0.5) * len, tip[1] - Math.sin(ang - 0.5) * len);
        ctx.lineTo(tip[0] - Math.cos(ang + 0.5) * len, tip[1] - Math.sin(ang + 0.5) * len);
        ctx.closePath();
        ctx.fill();
      }
      ctx.restore();
    }
  }
}

/** The tribute value printed as a gold (10) or silver (5) coin, as on the board. */
function drawCoin(ctx: SKRSContext2D, x: number, y: number, value: number): void {
  ctx.save();
  ctx.beginPath();
  ctx.arc(x, y, COIN_R, 0, Math.PI * 2);
  ctx.fillStyle = value >= 10 ? GOLD : SILVER;
  ctx.fill();
  ctx.lineWidth = 1.2;
  ctx.strokeStyle = INK;
  ctx.stroke();
  ctx.fillStyle = INK;
  ctx.font = `12px ${SANS_BOLD}`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(String(value), x, y + 0.5);
  ctx.restore();
}
