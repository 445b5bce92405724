/**
 * The standings table as a picture: rank (medals for the top three), player,
 * rating (with the provisional mark), games, wins and the form as coloured
 * chips. Pure drawing: the caller passes names and translated headings.
 */
import { createCanvas } from '@napi-rs/canvas';
import { registerFonts } from '../fonts';
import { encodeOpaquePngAsync } from '../png';
import { COLORS, SANS_BOLD, SERIF, SERIF_BOLD, fitText } from './theme';

export interface StandingsPictureRow {
  rank: number;
  name: string;
  rating: string;
  games: number;
  wins: number;
  /** Form marks, oldest first: W, L, D or places like 1, =2. */
  form: string[];
}

export interface StandingsPictureText {
  title: string;
  rank: string;
  player: string;
  rating: string;
  games: string;
  wins: string;
  form: string;
  footnote: string;
  /** How a two-player result mark (W, D, L) is written in the reader's language. */
  marks?: Partial<Record<'W' | 'D' | 'L', string>>;
}

const WIDTH = 760;
const ROW = 40;
const TOP = 104;
const MAX_ROWS = 25;

function formColour(mark: string): string {
  if (mark === 'W' || mark === '1') return COLORS.win;
  if (mark === 'D' || mark.startsWith('=')) return COLORS.draw;
  return COLORS.loss;
}

export async function renderStandings(rows: readonly StandingsPictureRow[], text: StandingsPictureText): Promise<Buffer> {
  registerFonts();
  const shown = rows.slice(0, MAX_ROWS);
  const height = TOP + Math.max(1, shown.length) * ROW + 48;
  const canvas = createCanvas(WIDTH, height);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = COLORS.paper;
  ctx.fillRect(0, 0, WIDTH, height);
  ctx.strokeStyle = COLORS.title;
  ctx.lineWidth = 4;
  ctx.strokeRect(6, 6, WIDTH - 12, height - 12);

  ctx.fillStyle = COLORS.title;
  ctx.font = `28px ${SERIF_BOLD}`;
  ctx.textBaseline = 'middle';
  ctx.textAlign = 'left';
  ctx.fillText(fitText(ctx, text.title, WIDTH - 60), 30, 42);

  const col = { rank: 48, name: 84, rating: 460, games: 525, wins: 578, form: 614 };
  ctx.font = `15px ${SANS_BOLD}`;
  ctx.fillStyle = COLORS.muted;
  const headY = TOP - 18;
  ctx.textAlign = 'center';
  ctx.fillText(text.rank, col.rank, headY);
  ctx.textAlign = 'left';
  ctx.fillText(text.player, col.name, headY);
  ctx.textAlign = 'right';
  ctx.fillText(text.rating, col.rating, headY);
  ctx.textAlign = 'center';
  ctx.fillText(text.games, col.games, headY);
  ctx.fillText(text.wins, col.wins, headY);
  ctx.textAlign = 'left';
  ctx.fillText(text.form, col.form, headY);
  ctx.strokeStyle = COLORS.rule;
  ctx.lineWidth = 2;
  ctx.beginPath();
  ctx.moveTo(24, TOP - 4);
  ctx.lineTo(WIDTH - 24, TOP - 4);
  ctx.stroke();

  shown.forEach((r, i) => {
    const y = TOP + i * ROW + ROW / 2;
    if (i % 2 === 1) {
      ctx.fillStyle = COLORS.band;
      ctx.fillRect(20, y - ROW / 2, WIDTH - 40, ROW);
    }
    const medal = r.rank === 1 ? COLORS.gold : r.rank === 2 ? COLORS.silver : r.rank === 3 ? COLORS.bronze : null;
    if (medal && r.games > 0) {
      ctx.fillStyle = medal;
      ctx.beginPath();
      ctx.arc(col.rank, y, 14, 0, Math.PI * 2);
      ctx.fill();
    }
    ctx.textAlign = 'center';
    ctx.font = `18px ${SANS_BOLD}`;
    ctx.fillStyle = medal && r.games > 0 ? '#fff' : COLORS.ink;
    ctx.fillText(String(r.rank), col.rank, y);
    ctx.textAlign = 'left';
    ctx.font = `20px ${SERIF}`;
    ctx.fillStyle = COLORS.ink;
    ctx.fillText(fitText(ctx, r.name, col.rating - col.name - 90), col.name, y);
    ctx.textAlign = 'right';
    ctx.font = `20px ${SERIF_BOLD}`;
    ctx.fillText(r.rating, col.rating, y);
    ctx.textAlign = 'center';
    ctx.font = `18px ${SERIF}`;
    ctx.fillText(String(r.games), col.games, y);
    ctx.fillText(String(r.wins), col.wins, y);
    r.form.slice(-5).forEach((mark, k) => {
      const x = col.form + k * 24;
      ctx.fillStyle = formColour(mark);
      ctx.beginPath();
      ctx.roundRect(x, y - 10, 20, 20, 4);
      ctx.fill();
      ctx.fillStyle = '#fff';
      const label = text.marks?.[mark as 'W' | 'D' | 'L'] ?? mark;
      ctx.font = `${label.length > 1 ? 11 : 13}px ${SANS_BOLD}`;
      ctx.textAlign = 'center';
      ctx.fillText(label, x + 10, y + 1);
    });
  });

  ctx.textAlign = 'left';
  ctx.font = `14px ${SERIF}`;
  ctx.fillStyle = COLORS.muted;
  ctx.fillText(text.footnote, 30, height - 26);
  return encodeOpaquePngAsync(canvas);
}
