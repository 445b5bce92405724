/**
 * A player's rating history as a small line chart: one point per rated game,
 * hollow points while the rating is provisional, the newcomer level (1000)
 * as a dashed reference line.
 */
import { createCanvas } from '@napi-rs/canvas';
import { registerFonts } from '../fonts';
import { encodeOpaquePngAsync } from '../png';
import { COLORS, SANS_BOLD, SERIF, SERIF_BOLD, fitText } from './theme';

export interface ChartPoint {
  rating: number;
  provisional: boolean;
}

export interface ChartText {
  title: string;
  yLabel: string;
  xLabel: string;
}

const W = 640;
const H = 360;
const PAD = { left: 70, right: 24, top: 64, bottom: 52 };
const BASE = 1000;

export async function renderRatingChart(points: readonly ChartPoint[], text: ChartText): Promise<Buffer> {
  registerFonts();
  const canvas = createCanvas(W, H);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = COLORS.paper;
  ctx.fillRect(0, 0, W, H);
  ctx.strokeStyle = COLORS.title;
  ctx.lineWidth = 3;
  ctx.strokeRect(5, 5, W - 10, H - 10);
  ctx.fillStyle = COLORS.title;
  ctx.font = `22px ${SERIF_BOLD}`;
  ctx.textBaseline = 'middle';
  ctx.fillText(fitText(ctx, text.title, W - 48), 24, 32);

  // The series starts at the newcomer rating, so one game still draws a line.
  const series = [BASE, ...points.map((p) => p.rating)];
  let lo = Math.min(...series);
  let hi = Math.max(...series);
  const span = Math.max(100, hi - lo);
  lo = Math.floor((lo - span * 0.1) / 50) * 50;
  hi = Math.ceil((hi + span * 0.1) / 50) * 50;
  const plotW = W - PAD.left - PAD.right;
  const plotH = H - PAD.top - PAD.bottom;
  const x = (i: number) => PAD.left + (series.length === 1 ? 0 : (i / (series.length - 1)) * plotW);
  const y = (v: number) => PAD.top + plotH - ((v - lo) / (hi - lo)) * plotH;

  const step = niceStep((hi - lo) / 5);
  ctx.font = `13px ${SERIF}`;
  ctx.textAlign = 'right';
  for (let v = Math.ceil(lo / step) * step; v <= hi; v += step) {
    ctx.strokeStyle = COLORS.grid;
    ctx.lineWidth = 1;
    ctx.beginPath();
    ctx.moveTo(PAD.left, y(v));
    ctx.lineTo(W - PAD.right, y(v));
    ctx.stroke();
    ctx.fillStyle = COLORS.muted;
    ctx.fillText(String(v), PAD.left - 8, y(v));
  }
  if (BASE >= lo && BASE <= hi) {
    ctx.setLineDash([6, 5]);
    ctx.strokeStyle = COLORS.muted;
    ctx.beginPath();
    ctx.moveTo(PAD.left, y(BASE));
    ctx.lineTo(W - PAD.right, y(BASE));
    ctx.stroke();
    ctx.setLineDash([]);
  }

  ctx.strokeStyle = COLORS.line;
  ctx.lineWidth = 3;
  ctx.lineJoin = 'round';
  ctx.beginPath();
  series.forEach((v, i) => (i === 0 ? ctx.moveTo(x(i), y(v)) : ctx.lineTo(x(i), y(v))));
  ctx.stroke();
  series.forEach((v, i) => {
    const provisional = i === 0 || points[i - 1].provisional;
    ctx.beginPath();
    ctx.arc(x(i), y(v), 5, 0, Math.PI * 2);
    ctx.fillStyle = provisional ? COLORS.paper : COLORS.line;
    ctx.fill();
    ctx.strokeStyle = COLORS.line;
    ctx.lineWidth = 2;
    ctx.stroke();
  });
  if (points.length > 0) {
    const last = series[series.length - 1];
    ctx.font = `16px ${SANS_BOLD}`;
    ctx.fillStyle = COLORS.ink;
    ctx.textAlign = x(series.length - 1) > W - 80 ? 'right' : 'left';
    ctx.fillText(`${last}${points[points.length - 1].provisional ? '?' : ''}`, x(series.length - 1) + (ctx.textAlign === 'right' ? -10 : 10), y(last) - 14);
  }

  ctx.fillStyle = COLORS.muted;
  ctx.font = `13px ${SERIF}`;
  ctx.textAlign = 'center';
  for (let i = 0; i < series.length; i += Math.max(1, Math.ceil(series.length / 10))) ctx.fillText(String(i), x(i), H - PAD.bottom + 16);
  ctx.fillText(text.xLabel, PAD.left + plotW / 2, H - 18);
  ctx.save();
  ctx.translate(20, PAD.top + plotH / 2);
  ctx.rotate(-Math.PI / 2);
  ctx.fillText(text.yLabel, 0, 0);
  ctx.restore();
  return encodeOpaquePngAsync(canvas);
}

function niceStep(raw: number): number {
  const pow = 10 ** Math.floor(Math.log10(Math.max(1, raw)));
  for (const m of [1, 2, 2.5, 5, 10]) if (m * pow >= raw) return m * pow;
  return 10 * pow;
}
