/**
 * The rectangles province names occupy, for checking that no name sits under
 * a space or a piece (see test/games/caesar/render/layout.test.ts).
 */
import { createCanvas } from '@napi-rs/canvas';
import { PROVINCE_IDS } from '../data';
import type { ProvinceId } from '../types';
import { registerFonts } from '../../../render/fonts';
import { boardGeometry } from './geometry';
import { PROVINCE_NAMES, type RenderLocale } from './labels';
import { labelFontSize, labelLineHeight, SCORE_HEIGHT, SCORE_SPOT, SCORE_WIDTH, scoreCentre } from './layout';
import { SERIF_BOLD } from './theme';

export interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

export function labelBoxes(locale: RenderLocale): Record<ProvinceId, Box> {
  registerFonts();
  const ctx = createCanvas(8, 8).getContext('2d');
  const size = labelFontSize(locale);
  ctx.font = `${size}px ${SERIF_BOLD}`;
  const g = boardGeometry();
  const out = {} as Record<ProvinceId, Box>;
  for (const id of PROVINCE_IDS) {
    const lines = PROVINCE_NAMES[locale][id].split('\n');
    const w = Math.max(...lines.map((l) => ctx.measureText(l).width));
    const h = (lines.length - 1) * labelLineHeight(locale) + size * 0.8;
    const [x, y] = g.labels[id];
    out[id] = { x0: x - w / 2, y0: y - h / 2, x1: x + w / 2, y1: y + h / 2 };
  }
  return out;
}

/** The rectangle of each province's influence-totals badge. */
export function scoreBoxes(): Record<ProvinceId, Box> {
  const g = boardGeometry();
  const out = {} as Record<ProvinceId, Box>;
  for (const id of PROVINCE_IDS) {
    const spot = SCORE_SPOT[id];
    const [sx, sy] = g.provinceSpaces[id][spot.slot];
    const [x, y] = scoreCentre(spot.at, sx, sy);
    out[id] = { x0: x - SCORE_WIDTH / 2, y0: y - SCORE_HEIGHT / 2, x1: x + SCORE_WIDTH / 2, y1: y + SCORE_HEIGHT / 2 };
  }
  return out;
}
