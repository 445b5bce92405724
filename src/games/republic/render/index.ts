/**
 * The Republic's pictures, from the PUBLIC view: the state of Rome (treasury,
 * unrest, forces, land bills, laws, events, the wars with their strength and
 * the armies sent to them, the factions' standing) and the Senate (the
 * offices, the proposal on the floor with its tally, each faction's senators
 * with their values and votes). Every word comes translated from the caller
 * (./labels in the Discord adapter), so this module knows no strings; it
 * lays out lines and draws bars.
 */
import { createCanvas, type SKRSContext2D } from '@napi-rs/canvas';
import { registerFonts } from '../../../render/fonts';
import { encodeOpaquePngAsync } from '../../../render/png';
import { fonts, GOLD, GREEN, GREY, INK, RED, TONES, type Tone } from './palette';

export const ROME_SIZE = { width: 1200, height: 720 };
export const SENATE_SIZE = { width: 1200, height: 720 };

export type { Tone } from './palette';

export interface RomeLabels {
  title: string;
  korean: boolean;
  treasury: string;
  unrest: { label: string; value: number };
  forces: string;
  landBills: string;
  laws: { title: string; items: string[] };
  events: { title: string; items: string[] };
  wars: { title: string; none: string; items: { name: string; status: string; tone: Tone; detail: string; armies: string[] }[] };
  factions: { title: string; items: { name: string; detail: string }[] };
}

export interface SenateLabels {
  title: string;
  korean: boolean;
  offices: { office: string; holder: string; faction: string }[];
  floor: { text: string; yea: number; nay: number; tally: string; votes: string[] } | null;
  noFloor: string;
  factions: { name: string; detail: string; senators: { line: string; tone: Tone }[] }[];
}

const BG = '#f3ead7';

/**
 * Draws `text` at most `max` pixels wide: the type shrinks (to 70% of its size)
 * before the text is cut with an ellipsis, so a long name stays whole; the
 * context's font is left as it was. Returns the width drawn.
 */
function put(ctx: SKRSContext2D, text: string, x: number, y: number, max: number): number {
  const font = ctx.font;
  const m = /^(\d+(?:\.\d+)?)px (.*)$/.exec(font);
  if (m) {
    const size = Number(m[1]);
    for (let k = size; k >= Math.ceil(size * 0.7) && ctx.measureText(text).width > max; k--) ctx.font = `${k}px ${m[2]}`;
  }
  let t = text;
  while (t.length > 3 && ctx.measureText(t).width > max) t = `${t.slice(0, -2)}…`;
  ctx.fillText(t, x, y);
  const w = ctx.measureText(t).width;
  ctx.font = font;
  return w;
}

/** Splits `text` into at most `lines` lines of `max` pixels, breaking after a " · " where it can, else at spaces. */
function wrapLines(ctx: SKRSContext2D, text: string, max: number, lines: number): string[] {
  if (ctx.measureText(text).width <= max) return [text];
  const parts = text.split(' · ');
  const out: string[] = [];
  let line = '';
  for (const part of parts) {
    const next = line ? `${line} · ${part}` : part;
    if (!line || ctx.measureText(next).width <= max) line = next;
    else { out.push(line); line = part; }
  }
  out.push(line);
  if (out.length <= lines) return out;
  return [...out.slice(0, lines - 1), out.slice(lines - 1).join(' · ')];
}

function frame(width: number, height: number, title: string, korean: boolean) {
  registerFonts();
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  const f = fonts(korean);
  ctx.fillStyle = BG;
  ctx.fillRect(0, 0, width, height);
  ctx.fillStyle = RED;
  ctx.fillRect(0, 0, width, 64);
  ctx.fillStyle = '#fff';
  ctx.font = `34px ${f.bold}`;
  put(ctx, title, 20, 45, width - 40);
  return { canvas, ctx, f };
}

/** A text as it fits in one line of max px, or broken at the space that best balances two lines. */
function twoLines(ctx: SKRSContext2D, text: string, max: number): string[] {
  if (ctx.measureText(text).width <= max || !text.includes(' ')) return [text];
  const words = text.split(' ');
  let best: string[] = [text];
  let widest = Infinity;
  for (let k = 1; k < words.length; k++) {
    const pair = [words.slice(0, k).join(' '), words.slice(k).join(' ')];
    const w = Math.max(...pair.map((l) => ctx.measureText(l).width));
    if (w < widest) { widest = w; best = pair; }
  }
  return best;
}

/** A heading with a rule under it. */
function heading(ctx: SKRSContext2D, text: string, x: number, y: number, w: number, font: string): number {
  ctx.fillStyle = RED;
  ctx.font = `24px ${font}`;
  put(ctx, text, x, y, w);
  ctx.fillStyle = GOLD;
  ctx.fillRect(x, y + 8, w, 2);
  return y + 36;
}

export function drawRome(labels: RomeLabels) {
  const { width, height } = ROME_SIZE;
  const { canvas, ctx, f } = frame(width, height, labels.title, labels.korean);
  const leftW = 520;
  let y = 104;
  ctx.fillStyle = INK;
  ctx.font = `30px ${f.bold}`;
  put(ctx, labels.treasury, 20, y, leftW);
  y += 40;
  // Unrest: a bar of 20 steps, the number at its end.
  ctx.font = `22px ${f.bold}`;
  put(ctx, labels.unrest.label, 20, y + 18, 150);
  ctx.fillStyle = '#d9cbb0';
  ctx.fillRect(170, y, 340, 24);
  ctx.fillStyle = labels.unrest.value >= 10 ? RED : GOLD;
  ctx.fillRect(170, y, Math.min(20, Math.max(0, labels.unrest.value)) * 17, 24);
  y += 58;
  ctx.fillStyle = INK;
  ctx.font = `22px ${f.plain}`;
  put(ctx, labels.forces, 20, y, leftW);
  y += 32;
  put(ctx, labels.landBills, 20, y, leftW);
  y += 44;
  for (const block of [labels.laws, labels.events]) {
    if (block.items.length === 0) continue;
    y = heading(ctx, block.title, 20, y, leftW, f.bold);
    ctx.fillStyle = INK;
    ctx.font = `20px ${f.plain}`;
    for (const item of block.items.slice(0, 4)) {
      // The bullet is drawn, not typed: the Korean font has no "•".
      ctx.beginPath();
      ctx.arc(26, y - 7, 3, 0, Math.PI * 2);
      ctx.fill();
      put(ctx, item, 36, y, leftW - 16);
      y += 27;
    }
    y += 14;
  }
  // The factions' standing at the bottom left.
  y = Math.max(y, 470);
  y = heading(ctx, labels.factions.title, 20, y, leftW, f.bold);
  for (const item of labels.factions.items.slice(0, 6)) {
    if (y > height - 12) break;
    ctx.fillStyle = RED;
    ctx.font = `22px ${f.bold}`;
    put(ctx, item.name, 20, y, 170);
    ctx.fillStyle = INK;
    ctx.font = `22px ${f.plain}`;
    put(ctx, item.detail, 200, y, leftW - 180);
    y += 30;
  }

  // The wars on the right: name and status, strength (two lines when long), the armies sent to them.
  const x = 580;
  const w = width - x - 20;
  y = heading(ctx, labels.wars.title, x, 104, w, f.bold);
  if (labels.wars.items.length === 0) {
    ctx.fillStyle = GREY;
    ctx.font = `22px ${f.plain}`;
    ctx.fillText(labels.wars.none, x, y);
  }
  for (const war of labels.wars.items) {
    if (y > height - 40) break;
    const status = `(${war.status})`;
    ctx.font = `20px ${f.plain}`;
    const statusW = ctx.measureText(status).width;
    ctx.font = `24px ${f.bold}`;
    // The status follows the name when both fit (the name shrinking a little), else it leads the strength line.
    const together = ctx.measureText(war.name).width * 0.8 + statusW + 10 <= w - 18;
    ctx.font = `20px ${f.plain}`;
    const detail = wrapLines(ctx, together ? war.detail : `${status} ${war.detail}`, w - 18, 2);
    const armies = war.armies.slice(0, 2);
    ctx.fillStyle = TONES[war.tone];
    ctx.fillRect(x, y - 20, 8, 28 + 26 * (detail.length + armies.length) - 8);
    ctx.font = `24px ${f.bold}`;
    const nameW = put(ctx, war.name, x + 18, y, together ? w - 28 - statusW : w - 18);
    if (together) {
      ctx.font = `20px ${f.plain}`;
      put(ctx, status, x + 28 + nameW, y, w - 28 - nameW);
    }
    y += 28;
    ctx.fillStyle = INK;
    ctx.font = `20px ${f.plain}`;
    for (const line of detail) {
      put(ctx, line, x + 18, y, w - 18);
      y += 26;
    }
    for (const army of armies) {
      put(ctx, `→ ${army}`, x + 30, y, w - 30);
      y += 26;
    }
    y += 12;
  }
  return canvas;
}

export function drawSenate(labels: SenateLabels) {
  const { width, height } = SENATE_SIZE;
  const { canvas, ctx, f } = frame(width, height, labels.title, labels.korean);
  // The offices: six boxes across.
  const boxW = (width - 40 - 5 * 10) / 6;
  labels.offices.slice(0, 6).forEach((o, k) => {
    const x = 20 + k * (boxW + 10);
    ctx.fillStyle = '#e8dcc2';
    ctx.fillRect(x, 78, boxW, 96);
    ctx.fillStyle = RED;
    ctx.font = `18px ${f.bold}`;
    put(ctx, o.office, x + 6, 100, boxW - 12);
    ctx.fillStyle = INK;
    ctx.font = `20px ${f.bold}`;
    // A long name goes on two lines rather than shrinking out of reach at preview size.
    const lines = twoLines(ctx, o.holder, boxW - 12);
    if (lines.length === 1) put(ctx, o.holder, x + 6, 132, boxW - 12);
    else {
      ctx.font = `19px ${f.bold}`;
      put(ctx, lines[0], x + 6, 124, boxW - 12);
      put(ctx, lines[1], x + 6, 145, boxW - 12);
    }
    ctx.font = `17px ${f.plain}`;
    ctx.fillStyle = GREY;
    put(ctx, o.faction, x + 6, 167, boxW - 12);
  });
  // The floor: the proposal, a tally bar (for in green, against in red), the factions' votes.
  let y = 206;
  ctx.fillStyle = INK;
  if (!labels.floor) {
    ctx.font = `22px ${f.plain}`;
    ctx.fillStyle = GREY;
    put(ctx, labels.noFloor, 20, y, width - 40);
    y += 30;
  } else {
    ctx.font = `22px ${f.bold}`;
    put(ctx, labels.floor.text, 20, y, width - 40);
    y += 14;
    const total = Math.max(1, labels.floor.yea + labels.floor.nay);
    const barW = 520;
    ctx.fillStyle = '#d9cbb0';
    ctx.fillRect(20, y, barW, 22);
    ctx.fillStyle = GREEN;
    ctx.fillRect(20, y, (barW * labels.floor.yea) / total, 22);
    ctx.fillStyle = RED;
    ctx.fillRect(20 + barW - (barW * labels.floor.nay) / total, y, (barW * labels.floor.nay) / total, 22);
    ctx.fillStyle = INK;
    ctx.font = `20px ${f.bold}`;
    put(ctx, labels.floor.tally, barW + 40, y + 18, width - barW - 60);
    y += 48;
    ctx.font = `20px ${f.plain}`;
    put(ctx, labels.floor.votes.join(' · '), 20, y, width - 40);
    y += 12;
  }
  // The factions: two columns (wide enough for a senator's line at preview size).
  const top = Math.max(y + 20, 290);
  const cols = 2;
  const colW = (width - 40) / cols;
  const rows = Math.ceil(labels.factions.length / cols) || 1;
  const avail = height - top - 8;
  // Each row of factions as tall as its biggest faction needs, in the largest type (16-26 px) that holds
  // every senator: early in the game, with few senators each, the lines stay readable at Discord's
  // preview size (under half size); a big faction beside small ones gets the room they leave.
  const HEAD = 66;
  const rowMost = Array.from({ length: rows }, (_, r) => Math.max(1, ...labels.factions.slice(r * cols, r * cols + cols).map((x) => x.senators.length)));
  const need = (px: number) => rowMost.reduce((n, m) => n + HEAD + m * Math.round(px * 1.2), 0);
  let size = 26;
  while (size > 16 && need(size) > avail) size--;
  const lineH = Math.round(size * 1.2);
  const total = need(size);
  // Spare height shared out evenly; too little (a crowded late Senate) shared in proportion, lines cut.
  const rowH = rowMost.map((m) => (total <= avail ? HEAD + m * lineH + Math.floor((avail - total) / rows) : Math.floor((avail * (HEAD + m * lineH)) / total)));
  const rowTop = rowH.map((_, r) => top + rowH.slice(0, r).reduce((n, h) => n + h, 0));
  labels.factions.forEach((fac, k) => {
    const x = 20 + (k % cols) * colW;
    let fy = rowTop[Math.floor(k / cols)] + 18;
    ctx.fillStyle = RED;
    ctx.font = `22px ${f.bold}`;
    put(ctx, fac.name, x, fy, colW - 12);
    fy += 24;
    ctx.fillStyle = INK;
    ctx.font = `${Math.max(19, size - 4)}px ${f.bold}`;
    put(ctx, fac.detail, x, fy, colW - 12);
    fy += 25;
    fy += lineH - 23;
    ctx.font = `${size}px ${f.plain}`;
    const room = Math.max(1, Math.floor((rowH[Math.floor(k / cols)] - 64) / lineH));
    for (const sen of fac.senators.slice(0, room)) {
      ctx.fillStyle = TONES[sen.tone];
      put(ctx, sen.line, x, fy, colW - 16);
      fy += lineH;
    }
  });
  return canvas;
}

export async function renderRome(labels: RomeLabels): Promise<Buffer> {
  return encodeOpaquePngAsync(drawRome(labels));
}

export async function renderSenate(labels: SenateLabels): Promise<Buffer> {
  return encodeOpaquePngAsync(drawSenate(labels));
}
