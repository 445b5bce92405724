/**
 * Parts of the Conquest picture that never change during a game: sea, land,
 * neutral province areas (once per process) and the names overlay (once per
 * locale). Both at design scale 1; the picture scales them when drawing.
 */
import { createCanvas, type Canvas, type SKRSContext2D } from '@napi-rs/canvas';
import { PROVINCE_IDS, PROVINCES, SEA_IDS } from '../data';
import { graticule, projectedPath } from '../../../render/geo';
import { LayerCache } from '../../../render/layer-cache';
import { registerFonts } from '../../../render/fonts';
import { haloText, textWidth } from '../../../render/text';
import { conquestGeometry, conquestLandPath } from './geometry';
import { provinceName, seaName, type ConquestLocale } from './labels';
import { MAP_HEIGHT, WIDTH } from './layout';
import { conquestRegions } from './regions';
import { tintCanvas } from '../../../render/region-masks';
import { COAST, GOLD, HALO, INK, LAND, LAND_OUTSIDE, SANS_BOLD, SEA, SEA_INK, SERIF_BOLD, SILVER } from './theme';

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

/**
 * Borders, coastline, sea names, province names and tribute coins; transparent elsewhere.
 * `coins: false` leaves the Classic tribute coins out (Conquest of the Empire II draws this map without tribute).
 */
export function overlayLayer(locale: ConquestLocale, coins = true): Canvas {
  return overlayCache.get(coins ? locale : `${locale}|nocoins`, () => {
    const canvas = createCanvas(WIDTH, MAP_HEIGHT);
    paintOverlay(canvas.getContext('2d'), locale, coins);
    return canvas;
  });
}

/** Draws the overlay in design coordinates under any transform (the region view draws it zoomed, sharp). */
export function paintOverlay(ctx: SKRSContext2D, locale: ConquestLocale, coins = true): void {
  {
    registerFonts();
    const g = conquestGeometry();
    const regions = conquestRegions();
    const border = tintCanvas(regions.boundaries, 'rgba(70, 50, 25, 0.8)');
    ctx.drawImage(border, 0, 0, WIDTH, MAP_HEIGHT);
    ctx.strokeStyle = COAST;
    ctx.lineWidth = 1.3;
    ctx.stroke(conquestLandPath());
    for (const id of SEA_IDS) {
      const [x, y] = g.seas[id];
      haloText(ctx, seaName(id, locale).replace(/^(Mare|Oceanus) /, '$1\n'), x, y, {
        font: `italic 15px ${SERIF_BOLD}`, fill: SEA_INK, halo: 'rgba(169, 195, 200, 0.8)', haloWidth: 3, lineHeight: 16,
      });
    }
    const nameSize = locale === 'ko' ? 13 : 14;
    for (const id of PROVINCE_IDS) {
      const [x, y] = g.anchors[id];
      const name = provinceName(id, locale).replace('Pontus et Bithynia', 'Pontus et\nBithynia').replace('Arabia Petraea', 'Arabia\nPetraea');
      const font = `${nameSize}px ${SERIF_BOLD}`;
      haloText(ctx, name, x, y - 22, { font, fill: INK, halo: HALO, haloWidth: 4, lineHeight: 14 });
      // The coin follows the name's last line, clear of the badges below the anchor.
      const lines = name.split('\n');
      if (coins) drawCoin(ctx, x + textWidth(ctx, lines[lines.length - 1], font) / 2 + 11, y - 22 + ((lines.length - 1) * 14) / 2, PROVINCES[id].tribute);
    }
    ctx.strokeStyle = INK;
    ctx.lineWidth = 3;
    ctx.strokeRect(1.5, 1.5, WIDTH - 3, MAP_HEIGHT - 3);
  }
}

/** The tribute value printed as a gold (10) or silver (5) coin, as on the board. */
function drawCoin(ctx: SKRSContext2D, x: number, y: number, value: number): void {
  ctx.save();
  ctx.beginPath();
  ctx.arc(x, y, 8, 0, Math.PI * 2);
  ctx.fillStyle = value >= 10 ? GOLD : SILVER;
  ctx.fill();
  ctx.lineWidth = 1.2;
  ctx.strokeStyle = INK;
  ctx.stroke();
  ctx.fillStyle = INK;
  ctx.font = `10px ${SANS_BOLD}`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(String(value), x, y + 0.5);
  ctx.restore();
}
