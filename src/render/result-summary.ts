/**
 * The body of a finished game's summary picture, shared by the games that
 * post one with their final result: the winner line and why the game ended,
 * a table with a row per player (their colour, their name, their scores), and
 * a small copy of the final board at the right. The game opens the canvas and
 * draws the title (its panel helpers), and passes every word already in the
 * picture's language: nothing here is English.
 */
import type { Canvas, SKRSContext2D } from '@napi-rs/canvas';

export interface SummaryRow {
  colour: string;
  name: string;
  cells: string[];
  /** A winner's row is drawn in gold. */
  winner: boolean;
  /** An eliminated player's row is drawn muted. */
  out?: boolean;
}

export interface ResultSummary {
  /** "Caesar wins!", "Winner: …", or the words for a game without a winner. */
  headline: string;
  /** Why the game ended, in words. */
  reason: string;
  /** Column heads of the score cells. */
  heads: string[];
  rows: SummaryRow[];
  /** The final board, drawn at its own size; shown shrunk to `BOARD_W` wide. */
  board: Canvas;
}

export interface SummaryTheme {
  text: string;
  muted: string;
  gold: string;
  serifBold: string;
  sansBold: string;
}

export const SUMMARY_BOARD_W = 520;
const TOP = 64;
const NAME_W = 270;
const CELL_W = 112;
const ROW_H = 44;
const HEAD_H = 48;

/** A column head on one line, or on two split at the space nearest its middle when too wide. */
function headLines(ctx: SKRSContext2D, text: string, width: number): string[] {
  if (ctx.measureText(text).width <= width || !text.includes(' ')) return [text];
  const spaces = [...text.matchAll(/ /g)].map((m) => m.index!);
  const at = spaces.reduce((best, i) => (Math.abs(i - text.length / 2) < Math.abs(best - text.length / 2) ? i : best));
  return [text.slice(0, at), text.slice(at + 1)];
}

/** The picture's size for a summary: the table beside the board, whichever is taller. */
export function summarySize(s: Pick<ResultSummary, 'heads' | 'rows' | 'board'>): { width: number; height: number } {
  const boardH = Math.round(s.board.height * (SUMMARY_BOARD_W / s.board.width));
  const tableW = 20 + NAME_W + s.heads.length * CELL_W + 20;
  const tableH = TOP + 80 + HEAD_H + s.rows.length * ROW_H + 20;
  return { width: tableW + SUMMARY_BOARD_W + 20, height: Math.max(tableH, TOP + boardH + 20) };
}

/** Draws the summary below the title on a canvas of summarySize(). */
export function drawResultSummary(ctx: SKRSContext2D, s: ResultSummary, theme: SummaryTheme): void {
  const tableW = 20 + NAME_W + s.heads.length * CELL_W;
  ctx.save();
  ctx.textBaseline = 'middle';
  ctx.textAlign = 'left';
  ctx.fillStyle = theme.gold;
  ctx.font = `28px ${theme.serifBold}`;
  ctx.fillText(s.headline, 20, TOP + 20, tableW - 20);
  ctx.fillStyle = theme.muted;
  ctx.font = `18px ${theme.sansBold}`;
  ctx.fillText(s.reason, 20, TOP + 56, tableW - 20);

  // Column heads, shrunk to their column when a language's word is long.
  const headY = TOP + 80 + HEAD_H / 2;
  ctx.textAlign = 'center';
  ctx.font = `15px ${theme.sansBold}`;
  ctx.fillStyle = theme.muted;
  s.heads.forEach((h, k) => {
    const x = 20 + NAME_W + k * CELL_W + CELL_W / 2;
    const lines = headLines(ctx, h, CELL_W - 8);
    lines.forEach((line, j) => ctx.fillText(line, x, headY + (j - (lines.length - 1) / 2) * 18, CELL_W - 8));
  });

  s.rows.forEach((r, i) => {
    const y = TOP + 80 + HEAD_H + i * ROW_H;
    if (i % 2 === 0) { ctx.fillStyle = 'rgba(255,255,255,0.06)'; ctx.fillRect(10, y, tableW, ROW_H); }
    ctx.fillStyle = r.colour;
    ctx.fillRect(20, y + 10, 24, ROW_H - 20);
    const ink = r.winner ? theme.gold : r.out ? theme.muted : theme.text;
    ctx.fillStyle = ink;
    ctx.textAlign = 'left';
    ctx.font = `19px ${theme.sansBold}`;
    ctx.fillText(r.name, 54, y + ROW_H / 2, NAME_W - 40);
    ctx.textAlign = 'center';
    ctx.font = `${r.winner ? 21 : 19}px ${theme.sansBold}`;
    r.cells.forEach((c, k) => ctx.fillText(c, 20 + NAME_W + k * CELL_W + CELL_W / 2, y + ROW_H / 2, CELL_W - 8));
  });

  // The final board, small, framed in gold.
  const x = tableW + 20;
  const h = Math.round(s.board.height * (SUMMARY_BOARD_W / s.board.width));
  ctx.imageSmoothingEnabled = true;
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(s.board, x, TOP, SUMMARY_BOARD_W, h);
  ctx.strokeStyle = theme.gold;
  ctx.lineWidth = 2;
  ctx.strokeRect(x - 1, TOP - 1, SUMMARY_BOARD_W + 2, h + 2);
  ctx.restore();
}
