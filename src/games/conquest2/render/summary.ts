/**
 * The season summary picture (000 phases 6–7, taxes, victory points, chaos): one
 * column per player in its colour, a row per key province that scored, then the
 * taxes, the chaos revealed with the victory points it cost, and the season's net
 * victory points. Everything in it is public once the season is scored.
 */
import { createCanvas, type Canvas } from '@napi-rs/canvas';
import { registerFonts } from '../../../render/fonts';
import { encodeOpaquePng, encodeOpaquePngAsync } from '../../../render/png';
import { provinceName, type ConquestLocale } from '../../conquest/render/labels';
import { GOLD, PANEL_MUTED, PANEL_TEXT, PLAYER_COLOUR, SANS_BOLD } from '../../conquest/render/theme';
import { KEY_IDS } from '../data';
import { PICTURE_LOCALES as LOCALES, fill, panelCanvas, panelTitle } from './panel';
import type { SeasonSummary } from '../types';

const ROW_H = 34;
const COL_W = 110;
const TOP = 110;

/** The rows of the table, in the order drawn: scoring provinces, taxes, chaos, the season's VP. */
export function summaryRows(sum: SeasonSummary, locale: ConquestLocale): { label: string; cells: string[]; strong?: boolean }[] {
  const w = LOCALES[locale].conquest2.summary;
  const rows: { label: string; cells: string[]; strong?: boolean }[] = [];
  for (const k of KEY_IDS) {
    const vp = sum.vp[k];
    if (vp && vp.some((v) => v > 0)) rows.push({ label: provinceName(k, locale), cells: vp.map((v) => (v > 0 ? String(v) : '·')) });
  }
  rows.push({ label: w.taxesRow, cells: sum.taxes.map((x) => `+${x}`) });
  rows.push({ label: w.chaosRow, cells: sum.chaos.map((c, seat) => (sum.chaosLoss[seat] ? `${c} (−${sum.chaosLoss[seat]})` : String(c))) });
  const net = sum.taxes.map((_, seat) => KEY_IDS.reduce((t, k) => t + (sum.vp[k]?.[seat] ?? 0), 0) - (sum.chaosLoss[seat] ?? 0));
  rows.push({ label: w.vpRow, cells: net.map(String), strong: true });
  return rows;
}

export function drawConquest2Summary(sum: SeasonSummary, locale: ConquestLocale = 'en'): Canvas {
  registerFonts();
  const w = LOCALES[locale].conquest2;
  const rows = summaryRows(sum, locale);
  const seats = sum.taxes.length;
  // The label column as wide as its longest label (languages differ a lot).
  const measure = createCanvas(1, 1).getContext('2d');
  measure.font = `19px ${SANS_BOLD}`;
  const LABEL_W = Math.ceil(Math.max(200, ...rows.map((r) => measure.measureText(r.label).width))) + 50;
  const width = LABEL_W + seats * COL_W + 40;
  const height = TOP + rows.length * ROW_H + 20;
  const { canvas, ctx } = panelCanvas(width, height);
  panelTitle(ctx, fill(w.summary.title, { season: sum.season }), 32);
  // Column heads: each player's colour and its name.
  ctx.font = `16px ${SANS_BOLD}`;
  ctx.textAlign = 'center';
  for (let seat = 0; seat < seats; seat++) {
    const x = LABEL_W + seat * COL_W + COL_W / 2;
    ctx.fillStyle = PLAYER_COLOUR[seat % PLAYER_COLOUR.length];
    ctx.fillRect(x - 48, 64, 96, 28);
    ctx.fillStyle = '#ffffff';
    ctx.fillText(w.colour[String(seat % 6) as '0'], x, 79);
  }
  rows.forEach((r, i) => {
    const y = TOP + i * ROW_H;
    if (i % 2 === 0) { ctx.fillStyle = 'rgba(255,255,255,0.06)'; ctx.fillRect(10, y, width - 20, ROW_H); }
    ctx.textAlign = 'left';
    ctx.fillStyle = r.strong ? GOLD : PANEL_MUTED;
    ctx.font = `${r.strong ? 19 : 18}px ${SANS_BOLD}`;
    ctx.fillText(r.label, 20, y + ROW_H / 2);
    ctx.textAlign = 'center';
    ctx.fillStyle = r.strong ? GOLD : PANEL_TEXT;
    r.cells.forEach((c, seat) => ctx.fillText(c, LABEL_W + seat * COL_W + COL_W / 2, y + ROW_H / 2));
  });
  ctx.textAlign = 'left';
  return canvas;
}

export function renderConquest2Summary(sum: SeasonSummary, locale: ConquestLocale = 'en'): Buffer {
  return encodeOpaquePng(drawConquest2Summary(sum, locale));
}

export function renderConquest2SummaryAsync(sum: SeasonSummary, locale: ConquestLocale = 'en'): Promise<Buffer> {
  return encodeOpaquePngAsync(drawConquest2Summary(sum, locale));
}
