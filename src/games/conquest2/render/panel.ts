/**
 * What the Conquest II side pictures (the card market, the season summary)
 * share: their words in four languages, the placeholder filling of those
 * words, and a canvas opened on the panel's dark background with its title.
 */
import { createCanvas, type Canvas, type SKRSContext2D } from '@napi-rs/canvas';
import { PANEL_BG, PANEL_TEXT, SERIF_BOLD } from '../../conquest/render/theme';
import { en } from '../locales/en';
import { cs } from '../locales/cs';
import { ro } from '../locales/ro';
import { ko } from '../locales/ko';

/** The game's locale files, read directly: a picture is drawn in a worker without i18next. */
export const PICTURE_LOCALES = { en, cs, ro, ko };

export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(values[k] ?? ''));
}

/** A canvas of the given size on the panel's background, text centred on its line. */
export function panelCanvas(width: number, height: number): { canvas: Canvas; ctx: SKRSContext2D } {
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = PANEL_BG;
  ctx.fillRect(0, 0, width, height);
  ctx.textBaseline = 'middle';
  return { canvas, ctx };
}

/** The picture's title at its top left. */
export function panelTitle(ctx: SKRSContext2D, text: string, y: number): void {
  ctx.fillStyle = PANEL_TEXT;
  ctx.font = `26px ${SERIF_BOLD}`;
  ctx.fillText(text, 20, y);
}
