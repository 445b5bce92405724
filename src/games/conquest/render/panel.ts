/**
 * The strip under the map: round, phase and whose turn; each player's colour,
 * name, money and tribute; the tribute scale as on the board (each player's
 * marker at the tribute they collect, with the two inflation marks); current
 * prices; and a legend of the marks on the map. Type is large enough to read
 * at Discord's preview size (about 0.39 of the design size).
 */
import type { SKRSContext2D } from '@napi-rs/canvas';
import { BASE_PRICE, INFLATION_THRESHOLDS } from '../pieces';
import type { ConquestView } from '../types';
import { provinceName, WORDS, type ConquestLocale, type PanelWords } from './labels';
import { drawCaesarMark, drawCityMark, drawGeneralMark } from './pieces';
import { HEIGHT, MAP_HEIGHT, PANEL_HEIGHT, WIDTH } from './layout';
import { GOLD, PANEL_BG, PANEL_MUTED, PANEL_TEXT, PLAYER_COLOUR, SANS_BOLD, SERIF_BOLD } from './theme';

/** The scale runs past the sum of all provinces (290) and a few cities. */
const SCALE_MAX = 320;
const RIGHT_COLUMN = WIDTH - 400;

export function drawPanel(ctx: SKRSContext2D, view: ConquestView, locale: ConquestLocale, names?: readonly string[]): void {
  const w = WORDS[locale];
  ctx.save();
  ctx.fillStyle = PANEL_BG;
  ctx.fillRect(0, MAP_HEIGHT, WIDTH, PANEL_HEIGHT);
  ctx.textBaseline = 'middle';
  ctx.fillStyle = PANEL_TEXT;
  ctx.font = `28px ${SERIF_BOLD}`;
  const winner = view.players.findIndex((p) => p.alive);
  const nameOf = (seat: number) => names?.[seat] ?? provinceName(view.players[seat]?.home ?? '', locale);
  const status = view.endReason
    ? `${w.winner}: ${nameOf(winner)}`
    : `${w.round} ${view.round} · ${w.phase[view.phase]} · ${nameOf(view.active)} ${w.toMove}`;
  // The status shrinks rather than run into the legend at the right.
  for (let size = 28; size > 18 && ctx.measureText(status).width > RIGHT_COLUMN - 10; size--) ctx.font = `${size - 1}px ${SERIF_BOLD}`;
  ctx.fillText(status, 20, MAP_HEIGHT + 28);
  drawLegend(ctx, w, RIGHT_COLUMN + 30, MAP_HEIGHT + 28);
  drawPlayers(ctx, view, w, locale, names);
  drawTributeScale(ctx, view, w);
  drawPrices(ctx, view, w);
  ctx.restore();
}

function drawPlayers(ctx: SKRSContext2D, view: ConquestView, w: PanelWords, locale: ConquestLocale, names?: readonly string[]): void {
  const colW = Math.min(230, (WIDTH - 40) / Math.max(1, view.players.length));
  view.players.forEach((p, seat) => {
    const x = 20 + seat * colW;
    const y = MAP_HEIGHT + 82;
    const active = seat === view.active && !view.endReason;
    if (active) {
      ctx.strokeStyle = GOLD;
      ctx.lineWidth = 3;
      ctx.strokeRect(x - 6, y - 24, colW - 8, 50);
    }
    ctx.fillStyle = PLAYER_COLOUR[seat % PLAYER_COLOUR.length];
    ctx.fillRect(x, y - 13, 26, 26);
    ctx.fillStyle = p.alive ? PANEL_TEXT : PANEL_MUTED;
    ctx.font = `21px ${SERIF_BOLD}`;
    const name = names?.[seat] ?? provinceName(p.home, locale);
    ctx.fillText(name.length > 13 ? `${name.slice(0, 12)}…` : name, x + 34, y - 7);
    ctx.font = `16px ${SANS_BOLD}`;
    ctx.fillStyle = active ? GOLD : PANEL_MUTED;
    const line = !p.alive ? w.eliminated : `${p.money} · +${view.tribute[seat] ?? 0} ${w.tribute}`;
    ctx.fillText(line, x + 34, y + 14);
  });
}

const SCALE_X0 = 20;
const SCALE_X1 = RIGHT_COLUMN - 30;
/** Where a tribute value sits on the scale, and the scale's centre line (design px). */
export function tributeScalePoint(value: number): [number, number] {
  return [SCALE_X0 + (Math.min(SCALE_MAX, Math.max(0, value)) / SCALE_MAX) * (SCALE_X1 - SCALE_X0), HEIGHT - 34];
}

function drawTributeScale(ctx: SKRSContext2D, view: ConquestView, w: PanelWords): void {
  const x0 = SCALE_X0;
  const x1 = SCALE_X1;
  const ty = tributeScalePoint(0)[1];
  ctx.font = `15px ${SANS_BOLD}`;
  ctx.fillStyle = PANEL_MUTED;
  ctx.fillText(w.tributeScale, x0, ty - 26);
  ctx.fillStyle = '#4a3a2a';
  ctx.fillRect(x0, ty - 7, x1 - x0, 14);
  const xOf = (v: number) => tributeScalePoint(v)[0];
  ctx.fillStyle = '#6b5740';
  for (let v = 10; v < SCALE_MAX; v += 10) ctx.fillRect(xOf(v) - 0.5, ty - 7, 1, 14);
  INFLATION_THRESHOLDS.forEach((t, i) => {
    ctx.fillStyle = '#d04030';
    ctx.fillRect(xOf(t) - 2, ty - 15, 4, 30);
    ctx.font = `15px ${SANS_BOLD}`;
    ctx.fillText(`×${i + 2}`, xOf(t) + 6, ty - 20);
  });
  ctx.font = `14px ${SANS_BOLD}`;
  ctx.fillStyle = PANEL_MUTED;
  for (let v = 0; v <= SCALE_MAX; v += 50) ctx.fillText(String(v), xOf(v) - 8, ty + 24);
  // Markers of players with the same tribute stand side by side.
  const seen = new Map<number, number>();
  view.players.forEach((p, seat) => {
    if (!p.alive) return;
    const t = view.tribute[seat] ?? 0;
    const k = seen.get(t) ?? 0;
    seen.set(t, k + 1);
    ctx.beginPath();
    ctx.arc(xOf(t) + k * 14, ty, 10, 0, Math.PI * 2);
    ctx.fillStyle = PLAYER_COLOUR[seat % PLAYER_COLOUR.length];
    ctx.fill();
    ctx.strokeStyle = '#fff';
    ctx.lineWidth = 1.5;
    ctx.stroke();
  });
}

function drawPrices(ctx: SKRSContext2D, view: ConquestView, w: PanelWords): void {
  const level = view.inflation;
  const mult = level + 1;
  const x = RIGHT_COLUMN + 30;
  ctx.fillStyle = PANEL_TEXT;
  ctx.font = `17px ${SERIF_BOLD}`;
  ctx.fillText(`${w.prices}${level > 0 ? ` (${w.inflation} ×${mult})` : ''}`, x, HEIGHT - 74);
  ctx.font = `16px ${SANS_BOLD}`;
  ctx.fillStyle = PANEL_MUTED;
  const p = (k: keyof typeof BASE_PRICE) => BASE_PRICE[k] * mult;
  const n = w.pieces;
  ctx.fillText(`${n.infantry} ${p('infantry')} · ${n.cavalry} ${p('cavalry')} · ${n.catapult} ${p('catapult')} · ${n.galley} ${p('galley')}`, x, HEIGHT - 48);
  ctx.fillText(`${n.city} ${p('city')} · ${n.fortification} ${p('fortification')} · ${n.road} ${p('road')}`, x, HEIGHT - 24);
}

/** What the marks on the map mean: Caesar, a general, a city, a fortified city; on two rows when one is too narrow for the language's words. */
function drawLegend(ctx: SKRSContext2D, w: PanelWords, x: number, y: number): void {
  ctx.save();
  ctx.textBaseline = 'middle';
  const room = WIDTH - x - 16;
  const items: [(cx: number, cy: number) => void, string][] = [
    [(cx, cy) => drawCaesarMark(ctx, cx + 4, cy, 11), w.caesar],
    [(cx, cy) => drawGeneralMark(ctx, cx + 4, cy, 11), w.general],
    [(cx, cy) => drawCityMark(ctx, cx + 4, cy + 1, false, 0.85), w.city],
    [(cx, cy) => drawCityMark(ctx, cx + 4, cy + 2, true, 0.7), w.fortified],
  ];
  const widthOf = (row: typeof items, size: number) => {
    ctx.font = `${size}px ${SANS_BOLD}`;
    return row.reduce((sum, [, label]) => sum + 35 + ctx.measureText(label).width, -16);
  };
  const rows = widthOf(items, 16) <= room ? [items] : [items.slice(0, 2), items.slice(2)];
  // A row still too wide (a long word) shrinks its type, down to 12px.
  let size = 16;
  while (size > 12 && rows.some((r) => widthOf(r, size) > room)) size--;
  rows.forEach((row, k) => {
    const cy = rows.length === 1 ? y : y - 11 + k * 24;
    let cx = x;
    for (const [draw, label] of row) {
      draw(cx, cy);
      ctx.fillStyle = PANEL_TEXT;
      ctx.font = `${size}px ${SANS_BOLD}`;
      ctx.fillText(label, cx + 19, cy);
      cx += 35 + ctx.measureText(label).width;
    }
  });
  ctx.restore();
}
