/**
 * A list of Senate votes as one picture: the whole session of a turn when the
 * Senate closes, or the several votes one post counted (an AI chain). Each
 * vote is a row: its outcome stamped, the proposal, the tally as a bar with
 * its numbers, and each faction's open vote. Drawn from public facts only;
 * every word comes translated from the caller.
 */
import { createCanvas, type Canvas, type SKRSContext2D } from '@napi-rs/canvas';
import { encodeOpaquePngAsync } from '../../../render/png';
import { frame, put, twoLines } from './index';
import { GOLD, GREEN, GREY, INK, RED } from './palette';
import type { Outcome } from './result';

export const SESSION_WIDTH = 1000;
/** The most rows drawn; more are summed up in one line (a session rarely has more than a dozen votes). */
export const SESSION_ROWS = 14;
const MAX_HEIGHT = 64 + 40 + SESSION_ROWS * 150 + 60;

export interface SessionLabels {
  title: string;
  korean: boolean;
  /** Under the title: what the picture shows ("3 proposals voted on"). */
  subtitle: string;
  votes: {
    proposal: string;
    outcome: { kind: Outcome; text: string };
    yea: number;
    nay: number;
    tally: string;
    /** Each faction's vote in one line ("Faction 1: 7 for, 0 against · …"), and who vetoed. */
    factions: string;
    note: string;
  }[];
  /** The line for the rows left off ("and 2 more"), or empty. */
  more: string;
  none: string;
}

const STAMP: Record<Outcome, string> = { passed: GREEN, defeated: RED, vetoed: GOLD };

export function drawSession(labels: SessionLabels): Canvas {
  const width = SESSION_WIDTH;
  const { canvas, ctx, f } = frame(width, MAX_HEIGHT, labels.title, labels.korean);
  let y = 100;
  ctx.fillStyle = GREY;
  ctx.font = `24px ${f.plain}`;
  put(ctx, labels.subtitle, 20, y, width - 40);
  y += 20;
  if (labels.votes.length === 0) {
    ctx.font = `26px ${f.plain}`;
    put(ctx, labels.none, 20, y + 40, width - 40);
    return crop(canvas, y + 70);
  }
  const textX = 210;
  const textW = width - textX - 20;
  labels.votes.slice(0, SESSION_ROWS).forEach((v, k) => {
    ctx.fillStyle = GOLD;
    ctx.fillRect(20, y + 8, width - 40, 2);
    y += 22;
    // The outcome stamped on the left, in its colour.
    const colour = STAMP[v.outcome.kind];
    ctx.strokeStyle = colour;
    ctx.lineWidth = 4;
    ctx.strokeRect(20, y, 170, 50);
    ctx.fillStyle = colour;
    ctx.font = `28px ${f.bold}`;
    put(ctx, v.outcome.text, 32, y + 36, 146);
    // The proposal, on up to two lines.
    ctx.fillStyle = INK;
    ctx.font = `28px ${f.bold}`;
    const lines = twoLines(ctx, `${k + 1}. ${v.proposal}`, textW).slice(0, 2);
    let ty = y + 30;
    for (const line of lines) {
      put(ctx, line, textX, ty, textW);
      ty += 36;
    }
    // The tally: for in green from the left, against in red from the right, and its numbers.
    const barW = 220;
    const total = Math.max(1, v.yea + v.nay);
    ctx.fillStyle = '#d9cbb0';
    ctx.fillRect(textX, ty - 14, barW, 18);
    ctx.fillStyle = GREEN;
    ctx.fillRect(textX, ty - 14, (barW * v.yea) / total, 18);
    ctx.fillStyle = RED;
    ctx.fillRect(textX + barW - (barW * v.nay) / total, ty - 14, (barW * v.nay) / total, 18);
    ctx.fillStyle = INK;
    ctx.font = `24px ${f.bold}`;
    put(ctx, v.tally, textX + barW + 16, ty + 2, textW - barW - 16);
    ty += 32;
    ctx.font = `22px ${f.plain}`;
    for (const line of byParts(ctx, [v.factions, v.note].filter(Boolean).join(' · '), textW)) {
      ctx.fillStyle = INK;
      put(ctx, line, textX, ty, textW);
      ty += 28;
    }
    y = Math.max(y + 58, ty - 14);
  });
  if (labels.more) {
    ctx.fillStyle = GREY;
    ctx.font = `24px ${f.plain}`;
    put(ctx, labels.more, 20, y + 40, width - 40);
    y += 50;
  }
  return crop(canvas, Math.min(MAX_HEIGHT, y + 24));
}

/** A list of parts joined by " · " on up to two lines, broken between parts (the second line takes the rest). */
function byParts(ctx: SKRSContext2D, text: string, max: number): string[] {
  const parts = text.split(' · ');
  let first = parts[0];
  let k = 1;
  while (k < parts.length && ctx.measureText(`${first} · ${parts[k]}`).width <= max) first = `${first} · ${parts[k++]}`;
  return k < parts.length ? [first, parts.slice(k).join(' · ')] : [first];
}

/** The picture cut to the height its rows use. */
function crop(full: Canvas, h: number): Canvas {
  const out = createCanvas(full.width, h);
  out.getContext('2d').drawImage(full, 0, 0);
  return out;
}

export async function renderSession(labels: SessionLabels): Promise<Buffer> {
  return encodeOpaquePngAsync(drawSession(labels));
}
