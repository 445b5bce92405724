/** Text helpers shared by game pictures. */
import type { SKRSContext2D } from '@napi-rs/canvas';

/**
 * Multi-line text centred on (x, y) with a soft halo, so names stay legible
 * over coastlines, borders and tints. Lines are split on "\n".
 */
export function haloText(
  ctx: SKRSContext2D,
  text: string,
  x: number,
  y: number,
  opts: { font: string; fill: string; halo: string; haloWidth: number; lineHeight: number },
): void {
  const lines = text.split('\n');
  ctx.save();
  ctx.font = opts.font;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.lineJoin = 'round';
  const top = y - ((lines.length - 1) * opts.lineHeight) / 2;
  lines.forEach((line, i) => {
    const ly = top + i * opts.lineHeight;
    if (opts.haloWidth > 0) {
      ctx.strokeStyle = opts.halo;
      ctx.lineWidth = opts.haloWidth;
      ctx.strokeText(line, x, ly);
    }
    ctx.fillStyle = opts.fill;
    ctx.fillText(line, x, ly);
  });
  ctx.restore();
}

/** Width of the widest line of `text` in `font`. */
export function textWidth(ctx: SKRSContext2D, text: string, font: string): number {
  ctx.save();
  ctx.font = font;
  const w = Math.max(...text.split('\n').map((l) => ctx.measureText(l).width));
  ctx.restore();
  return w;
}
