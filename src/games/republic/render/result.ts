/**
 * The result of a Senate vote as a small picture for the post that announces
 * it: the proposal, the outcome stamped large (passed, defeated, vetoed), the
 * tally as a bar, and each faction's open vote. Drawn from public facts only
 * (the factions voted aloud); every word comes translated from the caller.
 */
import { createCanvas, type Canvas, type SKRSContext2D } from '@napi-rs/canvas';
import { encodeOpaquePngAsync } from '../../../render/png';
import { frame, put, twoLines } from './index';
import { GOLD, GREEN, GREY, INK, RED } from './palette';

/** The widest and tallest it gets (six factions, a two-line proposal, a veto); it is cut to what it holds. */
export const RESULT_SIZE = { width: 900, height: 470 };

export type Outcome = 'passed' | 'defeated' | 'vetoed';

export interface ResultLabels {
  title: string;
  korean: boolean;
  proposal: string;
  outcome: { kind: Outcome; text: string };
  /** Who vetoed, under the stamp; empty when the vote was counted. */
  note: string;
  yea: number;
  nay: number;
  tally: string;
  /** One line per faction that voted ("Faction 2: 7 for, 0 against"), in voting order. */
  votes: { text: string; kind: 'yea' | 'nay' | 'split' | 'abstained' }[];
  noVotes: string;
}

const STAMP: Record<Outcome, string> = { passed: GREEN, defeated: RED, vetoed: GOLD };
const VOTE: Record<ResultLabels['votes'][number]['kind'], string> = { yea: GREEN, nay: RED, split: INK, abstained: GREY };

function stamp(ctx: SKRSContext2D, text: string, color: string, x: number, y: number, font: string): number {
  ctx.font = `44px ${font}`;
  const w = Math.min(ctx.measureText(text).width, 360) + 36;
  ctx.strokeStyle = color;
  ctx.lineWidth = 5;
  ctx.strokeRect(x, y, w, 66);
  ctx.fillStyle = color;
  put(ctx, text, x + 18, y + 50, 360);
  return w;
}

export function drawResult(labels: ResultLabels) {
  const { width, height } = RESULT_SIZE;
  const { canvas, ctx, f } = frame(width, height, labels.title, labels.korean);
  // The proposal in large type on up to two lines: it is what the table voted on.
  ctx.fillStyle = INK;
  ctx.font = `28px ${f.bold}`;
  const lines = twoLines(ctx, labels.proposal, width - 40);
  let y = 106;
  for (const line of lines.slice(0, 2)) {
    put(ctx, line, 20, y, width - 40);
    y += 36;
  }
  y += 4;
  const w = stamp(ctx, labels.outcome.text, STAMP[labels.outcome.kind], 20, y, f.bold);
  // Beside the stamp: the tally bar (for in green from the left, against in red from the right) and its numbers.
  const bx = 20 + w + 24;
  const barW = width - bx - 20;
  const total = Math.max(1, labels.yea + labels.nay);
  ctx.fillStyle = '#d9cbb0';
  ctx.fillRect(bx, y + 4, barW, 24);
  ctx.fillStyle = GREEN;
  ctx.fillRect(bx, y + 4, (barW * labels.yea) / total, 24);
  ctx.fillStyle = RED;
  ctx.fillRect(bx + barW - (barW * labels.nay) / total, y + 4, (barW * labels.nay) / total, 24);
  ctx.fillStyle = INK;
  ctx.font = `26px ${f.bold}`;
  put(ctx, labels.tally, bx, y + 62, barW);
  y += 90;
  if (labels.note) {
    ctx.fillStyle = GOLD;
    ctx.font = `24px ${f.plain}`;
    put(ctx, labels.note, 20, y + 10, width - 40);
    y += 36;
  }
  ctx.fillStyle = GOLD;
  ctx.fillRect(20, y, width - 40, 2);
  y += 38;
  if (labels.votes.length === 0) {
    ctx.fillStyle = GREY;
    ctx.font = `24px ${f.plain}`;
    put(ctx, labels.noVotes, 20, y, width - 40);
    return crop(canvas, y + 24);
  }
  // The factions' votes in two columns, a coloured mark before each.
  const colW = (width - 40) / 2;
  const rows = Math.ceil(labels.votes.length / 2);
  const lineH = Math.min(42, Math.floor((height - y + 20) / rows));
  ctx.font = `${lineH >= 38 ? 28 : 24}px ${f.plain}`;
  labels.votes.forEach((v, k) => {
    const x = 20 + (k % 2) * colW;
    const vy = y + Math.floor(k / 2) * lineH;
    ctx.fillStyle = VOTE[v.kind];
    ctx.fillRect(x, vy - 18, 12, 20);
    ctx.fillStyle = INK;
    put(ctx, v.text, x + 22, vy, colW - 34);
  });
  return crop(canvas, Math.min(height, y + (rows - 1) * lineH + 24));
}

/** The picture cut to the height its content uses, so a short result is not a band of empty parchment in the channel. */
function crop(full: Canvas, h: number): Canvas {
  const out = createCanvas(full.width, h);
  out.getContext('2d').drawImage(full, 0, 0);
  return out;
}

export async function renderResult(labels: ResultLabels): Promise<Buffer> {
  return encodeOpaquePngAsync(drawResult(labels));
}
