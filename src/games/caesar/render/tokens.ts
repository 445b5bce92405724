/**
 * Game pieces drawn on the picture: influence tokens, control tokens and
 * bonus tokens. Shared by the map and the side panel so they look alike.
 */
import type { SKRSContext2D } from '@napi-rs/canvas';
import type { BonusKind, Side, TokenSymbol } from '../types';
import { drawBonusIcon, drawEagle, drawSymbol } from './icons';
import { GOLD, INK, PARCHMENT, SANS_BOLD, SIDE_COLOUR, SIDE_DARK } from './theme';

type Ctx = SKRSContext2D;

function shadowed(ctx: Ctx, draw: () => void): void {
  ctx.save();
  ctx.shadowColor = 'rgba(20, 10, 0, 0.45)';
  ctx.shadowBlur = 6;
  ctx.shadowOffsetY = 2;
  draw();
  ctx.restore();
}

/**
 * A face-up influence token: `near` is the number on the half toward
 * `axis` (a unit vector), `far` the number on the other half.
 */
export function drawInfluenceToken(
  ctx: Ctx, x: number, y: number, r: number, side: Side, axis: [number, number], near: number, far: number,
  symbols: TokenSymbol[] = [],
): void {
  shadowed(ctx, () => {
    ctx.beginPath();
    ctx.arc(x, y, r, 0, Math.PI * 2);
    ctx.fillStyle = SIDE_COLOUR[side];
    ctx.fill();
  });
  ctx.save();
  ctx.lineWidth = 2.5;
  ctx.strokeStyle = PARCHMENT;
  ctx.beginPath();
  ctx.arc(x, y, r - 1.5, 0, Math.PI * 2);
  ctx.stroke();
  // The dividing line runs across the axis, between the two halves.
  const [ax, ay] = axis;
  const px = -ay;
  const py = ax;
  ctx.strokeStyle = 'rgba(255, 255, 255, 0.55)';
  ctx.lineWidth = 2;
  ctx.beginPath();
  ctx.moveTo(x + px * (r - 5), y + py * (r - 5));
  ctx.lineTo(x - px * (r - 5), y - py * (r - 5));
  ctx.stroke();
  ctx.fillStyle = '#ffffff';
  ctx.font = `${Math.round(r * 0.84)}px ${SANS_BOLD}`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  const d = r * 0.47;
  ctx.fillText(String(near), x + ax * d, y + ay * d + r * 0.03);
  ctx.fillText(String(far), x - ax * d, y - ay * d + r * 0.03);
  ctx.restore();
  // A small mark on the rim tells which symbol the token carries; the wild laurel matters most.
  if (symbols.includes('wild')) {
    drawSymbol(ctx, 'wild', x + px * r * 0.62, y + py * r * 0.62, r * 0.42, GOLD);
  }
}

/** A face-down influence token: the plain back in the side's colour. */
export function drawFaceDownToken(ctx: Ctx, x: number, y: number, r: number, side: Side): void {
  shadowed(ctx, () => {
    ctx.beginPath();
    ctx.arc(x, y, r, 0, Math.PI * 2);
    ctx.fillStyle = SIDE_DARK[side];
    ctx.fill();
  });
  ctx.save();
  ctx.strokeStyle = SIDE_COLOUR[side];
  ctx.lineWidth = 3;
  for (const rr of [r - 4, r * 0.55, r * 0.25]) {
    ctx.beginPath();
    ctx.arc(x, y, rr, 0, Math.PI * 2);
    ctx.stroke();
  }
  ctx.restore();
}

/** A control token (the eagle); face down it shows a plain grey back with a coloured rim. */
export function drawControlToken(ctx: Ctx, x: number, y: number, half: number, side: Side, faceDown: boolean): void {
  shadowed(ctx, () => {
    ctx.beginPath();
    ctx.roundRect(x - half, y - half, half * 2, half * 2, half * 0.28);
    ctx.fillStyle = faceDown ? '#4b4540' : SIDE_COLOUR[side];
    ctx.fill();
  });
  ctx.save();
  ctx.beginPath();
  ctx.roundRect(x - half + 2, y - half + 2, half * 2 - 4, half * 2 - 4, half * 0.22);
  ctx.lineWidth = faceDown ? 4 : 2.5;
  ctx.strokeStyle = faceDown ? SIDE_COLOUR[side] : PARCHMENT;
  ctx.stroke();
  ctx.restore();
  if (!faceDown) drawEagle(ctx, x, y, half * 1.6, '#ffffff');
}

/** A province bonus token lying face up. */
export function drawBonusToken(ctx: Ctx, x: number, y: number, r: number, bonus: BonusKind): void {
  shadowed(ctx, () => {
    ctx.beginPath();
    ctx.arc(x, y, r, 0, Math.PI * 2);
    ctx.fillStyle = '#e0bd62';
    ctx.fill();
  });
  ctx.save();
  ctx.strokeStyle = '#8a6a22';
  ctx.lineWidth = 2;
  ctx.beginPath();
  ctx.arc(x, y, r - 1, 0, Math.PI * 2);
  ctx.stroke();
  ctx.restore();
  drawBonusIcon(ctx, bonus, x, y, r * 1.3, INK);
}

/** The ring around the last placement. */
export function drawHighlight(ctx: Ctx, x: number, y: number, r: number): void {
  ctx.save();
  ctx.strokeStyle = GOLD;
  ctx.shadowColor = GOLD;
  ctx.shadowBlur = 16;
  ctx.lineWidth = 6;
  for (let i = 0; i < 2; i++) {
    ctx.beginPath();
    ctx.arc(x, y, r, 0, Math.PI * 2);
    ctx.stroke();
  }
  ctx.shadowBlur = 0;
  ctx.strokeStyle = '#fff7d0';
  ctx.lineWidth = 2;
  ctx.beginPath();
  ctx.arc(x, y, r, 0, Math.PI * 2);
  ctx.stroke();
  ctx.restore();
}
