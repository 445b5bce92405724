/**
 * The summary picture of a finished Republic game, posted with the final
 * result: who won (or that nobody did and why Rome fell), the reason the game
 * ended, each faction's influence as a bar (the winner's in gold), and a
 * small state of Rome at the end (treasury, unrest, forces, wars, laws).
 * Drawn from public facts only; every word comes translated from the caller.
 */
import { createCanvas, type Canvas } from '@napi-rs/canvas';
import { encodeOpaquePngAsync } from '../../../render/png';
import { frame, put, twoLines } from './index';
import { GOLD, GREEN, GREY, INK, RED } from './palette';

export const FINAL_SIZE = { width: 1000, height: 620 };

export interface FinalLabels {
  title: string;
  korean: boolean;
  /** "Faction 2 wins" or "Nobody wins". */
  result: string;
  /** Whether someone won (the result line in green) or everyone lost (in red). */
  won: boolean;
  reason: string;
  influence: { title: string; items: { name: string; value: number; text: string; winner: boolean }[] };
  rome: { title: string; lines: string[] };
}

export function drawFinal(labels: FinalLabels): Canvas {
  const { width, height } = FINAL_SIZE;
  const { canvas, ctx, f } = frame(width, height, labels.title, labels.korean);
  let y = 116;
  ctx.fillStyle = labels.won ? GREEN : RED;
  ctx.font = `40px ${f.bold}`;
  put(ctx, labels.result, 20, y, width - 40);
  y += 44;
  ctx.fillStyle = INK;
  ctx.font = `26px ${f.plain}`;
  for (const line of twoLines(ctx, labels.reason, width - 40).slice(0, 2)) {
    put(ctx, line, 20, y, width - 40);
    y += 32;
  }
  y += 8;
  ctx.fillStyle = GOLD;
  ctx.fillRect(20, y, width - 40, 2);
  y += 44;
  // Left: influence per faction as bars; right: Rome at the end.
  const leftW = 560;
  const rightX = 20 + leftW + 30;
  const rightW = width - rightX - 20;
  const top = y;
  ctx.fillStyle = RED;
  ctx.font = `26px ${f.bold}`;
  put(ctx, labels.influence.title, 20, y, leftW);
  y += 22;
  const items = labels.influence.items.slice(0, 6);
  const most = Math.max(1, ...items.map((x) => x.value));
  const rowH = 56;
  const nameW = 190;
  for (const x of items) {
    ctx.fillStyle = INK;
    ctx.font = `24px ${x.winner ? f.bold : f.plain}`;
    put(ctx, x.name, 20, y + 34, nameW - 10);
    const barMax = leftW - nameW - 70;
    ctx.fillStyle = '#d9cbb0';
    ctx.fillRect(20 + nameW, y + 14, barMax, 26);
    ctx.fillStyle = x.winner ? GOLD : GREY;
    ctx.fillRect(20 + nameW, y + 14, Math.max(2, (barMax * x.value) / most), 26);
    ctx.fillStyle = INK;
    ctx.font = `24px ${f.bold}`;
    put(ctx, x.text, 20 + nameW + barMax + 10, y + 35, 60);
    y += rowH - 14;
  }
  let ry = top;
  ctx.fillStyle = RED;
  ctx.font = `26px ${f.bold}`;
  put(ctx, labels.rome.title, rightX, ry, rightW);
  ry += 44;
  ctx.font = `23px ${f.plain}`;
  for (const line of labels.rome.lines.slice(0, 8)) {
    ctx.fillStyle = INK;
    for (const part of twoLines(ctx, line, rightW).slice(0, 2)) {
      put(ctx, part, rightX, ry, rightW);
      ry += 30;
    }
    ry += 6;
  }
  return crop(canvas, Math.min(height, Math.max(y, ry) + 24));
}

function crop(full: Canvas, h: number): Canvas {
  const out = createCanvas(full.width, h);
  out.getContext('2d').drawImage(full, 0, 0);
  return out;
}

export async function renderFinal(labels: FinalLabels): Promise<Buffer> {
  return encodeOpaquePngAsync(drawFinal(labels));
}
