/**
 * Small vector icons for border-space symbols, bonus tokens and control tokens.
 * Each draws centred on (x, y) and fits a box `size` pixels across, filled
 * with the context's current fillStyle/strokeStyle unless it sets its own.
 * Drawn as paths (not glyphs) so they are crisp at any scale and need no font.
 */
import type { SKRSContext2D } from '@napi-rs/canvas';
import type { BonusKind, TokenSymbol } from '../types';

type Ctx = SKRSContext2D;
type IconFn = (ctx: Ctx, colour: string) => void;

/** Runs `draw` in a unit box (-0.5..0.5) mapped onto the requested square. */
function inBox(ctx: Ctx, x: number, y: number, size: number, draw: () => void): void {
  ctx.save();
  ctx.translate(x, y);
  ctx.scale(size, size);
  ctx.lineJoin = 'round';
  ctx.lineCap = 'round';
  draw();
  ctx.restore();
}

const sword: IconFn = (ctx, c) => {
  ctx.rotate(Math.PI / 4);
  ctx.fillStyle = c;
  // Blade: a gladius, broad with a long point.
  ctx.beginPath();
  ctx.moveTo(0, -0.5);
  ctx.lineTo(0.075, -0.34);
  ctx.lineTo(0.075, 0.14);
  ctx.lineTo(-0.075, 0.14);
  ctx.lineTo(-0.075, -0.34);
  ctx.closePath();
  ctx.fill();
  // Guard, grip, pommel.
  ctx.fillRect(-0.19, 0.14, 0.38, 0.07);
  ctx.fillRect(-0.045, 0.2, 0.09, 0.2);
  ctx.beginPath();
  ctx.arc(0, 0.43, 0.07, 0, Math.PI * 2);
  ctx.fill();
};

const shield: IconFn = (ctx, c) => {
  // Scutum: a tall curved oblong with a boss and a spine.
  ctx.fillStyle = c;
  ctx.beginPath();
  ctx.roundRect(-0.29, -0.45, 0.58, 0.9, 0.14);
  ctx.fill();
  ctx.strokeStyle = 'rgba(255,255,255,0.85)';
  ctx.lineWidth = 0.045;
  ctx.beginPath();
  ctx.moveTo(0, -0.37);
  ctx.lineTo(0, -0.12);
  ctx.moveTo(0, 0.12);
  ctx.lineTo(0, 0.37);
  ctx.stroke();
  ctx.beginPath();
  ctx.arc(0, 0, 0.09, 0, Math.PI * 2);
  ctx.stroke();
};

const ship: IconFn = (ctx, c) => {
  ctx.fillStyle = c;
  ctx.strokeStyle = c;
  // Hull of a galley with a raised stern.
  ctx.beginPath();
  ctx.moveTo(-0.48, 0.05);
  ctx.lineTo(0.38, 0.05);
  ctx.quadraticCurveTo(0.5, 0.0, 0.48, -0.14);
  ctx.quadraticCurveTo(0.4, 0.26, 0.2, 0.26);
  ctx.lineTo(-0.3, 0.26);
  ctx.quadraticCurveTo(-0.45, 0.2, -0.48, 0.05);
  ctx.closePath();
  ctx.fill();
  // Mast and square sail.
  ctx.lineWidth = 0.05;
  ctx.beginPath();
  ctx.moveTo(0, 0.05);
  ctx.lineTo(0, -0.46);
  ctx.stroke();
  ctx.beginPath();
  ctx.moveTo(-0.25, -0.4);
  ctx.quadraticCurveTo(0, -0.3, 0.25, -0.4);
  ctx.lineTo(0.25, -0.05);
  ctx.quadraticCurveTo(0, 0.02, -0.25, -0.05);
  ctx.closePath();
  ctx.fill();
  // Oars.
  ctx.lineWidth = 0.035;
  ctx.beginPath();
  for (const x of [-0.3, -0.15, 0, 0.15]) {
    ctx.moveTo(x, 0.22);
    ctx.lineTo(x - 0.08, 0.42);
  }
  ctx.stroke();
};

/** Laurel wreath: the wild symbol. */
const laurel: IconFn = (ctx, c) => {
  ctx.fillStyle = c;
  ctx.strokeStyle = c;
  ctx.lineWidth = 0.04;
  for (const dir of [-1, 1]) {
    ctx.beginPath();
    ctx.arc(0, 0.02, 0.36, Math.PI / 2 + dir * 0.35, Math.PI / 2 + dir * 2.7, dir < 0);
    ctx.stroke();
    for (let i = 0; i < 5; i++) {
      const a = Math.PI / 2 + dir * (0.55 + i * 0.45);
      const x = Math.cos(a) * 0.36;
      const y = 0.02 + Math.sin(a) * 0.36;
      ctx.save();
      ctx.translate(x, y);
      ctx.rotate(a + (dir > 0 ? Math.PI / 2 : -Math.PI / 2) + dir * 0.6);
      ctx.beginPath();
      ctx.ellipse(0, -0.07, 0.045, 0.1, 0, 0, Math.PI * 2);
      ctx.fill();
      ctx.restore();
    }
  }
};

/** Temple front: the Senate. */
const senate: IconFn = (ctx, c) => {
  ctx.fillStyle = c;
  ctx.beginPath();
  ctx.moveTo(-0.46, -0.17);
  ctx.lineTo(0, -0.44);
  ctx.lineTo(0.46, -0.17);
  ctx.closePath();
  ctx.fill();
  ctx.fillRect(-0.44, -0.14, 0.88, 0.07);
  for (const x of [-0.36, -0.16, 0.04, 0.24]) ctx.fillRect(x, -0.04, 0.12, 0.32);
  ctx.fillRect(-0.46, 0.3, 0.92, 0.08);
  ctx.fillRect(-0.4, 0.38, 0.8, 0.07);
};

/** Rolled scroll: Tactics. */
const tactics: IconFn = (ctx, c) => {
  ctx.fillStyle = c;
  ctx.strokeStyle = c;
  ctx.beginPath();
  ctx.roundRect(-0.3, -0.34, 0.6, 0.68, 0.04);
  ctx.fill();
  ctx.beginPath();
  ctx.roundRect(-0.42, -0.44, 0.84, 0.14, 0.07);
  ctx.roundRect(-0.42, 0.3, 0.84, 0.14, 0.07);
  ctx.fill();
  ctx.strokeStyle = 'rgba(255,255,255,0.85)';
  ctx.lineWidth = 0.04;
  ctx.beginPath();
  for (const y of [-0.18, -0.06, 0.06, 0.18]) {
    ctx.moveTo(-0.18, y);
    ctx.lineTo(0.18, y);
  }
  ctx.stroke();
};

/** Stack of coins: Wealth. */
const wealth: IconFn = (ctx, c) => {
  ctx.fillStyle = c;
  ctx.strokeStyle = 'rgba(255,255,255,0.85)';
  ctx.lineWidth = 0.035;
  for (const [x, y] of [[-0.16, 0.26], [0.16, 0.26], [0, 0.1], [-0.16, -0.06], [0.16, -0.06], [0, -0.22]] as const) {
    ctx.beginPath();
    ctx.ellipse(x, y, 0.2, 0.1, 0, 0, Math.PI * 2);
    ctx.fill();
    ctx.stroke();
  }
};

/** Crossed spears: Might. */
const might: IconFn = (ctx, c) => {
  ctx.fillStyle = c;
  ctx.strokeStyle = c;
  ctx.lineWidth = 0.06;
  for (const dir of [-1, 1]) {
    ctx.save();
    ctx.rotate((dir * Math.PI) / 4);
    ctx.beginPath();
    ctx.moveTo(0, 0.48);
    ctx.lineTo(0, -0.3);
    ctx.stroke();
    ctx.beginPath();
    ctx.moveTo(0, -0.5);
    ctx.lineTo(0.09, -0.3);
    ctx.lineTo(0, -0.25);
    ctx.lineTo(-0.09, -0.3);
    ctx.closePath();
    ctx.fill();
    ctx.restore();
  }
};

/** Flask with a drop: Poison. */
const poison: IconFn = (ctx, c) => {
  ctx.fillStyle = c;
  ctx.beginPath();
  ctx.arc(0, 0.14, 0.3, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillRect(-0.09, -0.36, 0.18, 0.3);
  ctx.fillRect(-0.14, -0.44, 0.28, 0.09);
  ctx.fillStyle = 'rgba(255,255,255,0.9)';
  ctx.beginPath();
  ctx.moveTo(0, -0.02);
  ctx.quadraticCurveTo(0.12, 0.16, 0, 0.26);
  ctx.quadraticCurveTo(-0.12, 0.16, 0, -0.02);
  ctx.fill();
};

/** Helmet with a transverse crest: Centurion. */
const centurion: IconFn = (ctx, c) => {
  ctx.fillStyle = c;
  ctx.beginPath();
  ctx.arc(0, 0.08, 0.3, Math.PI, 0);
  ctx.lineTo(0.3, 0.28);
  ctx.lineTo(0.14, 0.28);
  ctx.lineTo(0.14, 0.12);
  ctx.lineTo(-0.14, 0.12);
  ctx.lineTo(-0.14, 0.28);
  ctx.lineTo(-0.3, 0.28);
  ctx.closePath();
  ctx.fill();
  // Crest.
  ctx.beginPath();
  ctx.ellipse(0, -0.26, 0.44, 0.12, 0, Math.PI, 0);
  ctx.lineTo(0.3, -0.2);
  ctx.lineTo(-0.3, -0.2);
  ctx.closePath();
  ctx.fill();
  ctx.fillRect(-0.03, -0.24, 0.06, 0.1);
  // Neck guard.
  ctx.fillRect(-0.36, 0.3, 0.72, 0.08);
};

/** Legionary eagle: the control token. */
const eagle: IconFn = (ctx, c) => {
  ctx.fillStyle = c;
  for (const dir of [-1, 1]) {
    ctx.beginPath();
    ctx.moveTo(0.06 * dir, -0.06);
    ctx.quadraticCurveTo(0.3 * dir, -0.34, 0.48 * dir, -0.4);
    ctx.lineTo(0.42 * dir, -0.26);
    ctx.lineTo(0.47 * dir, -0.22);
    ctx.lineTo(0.38 * dir, -0.12);
    ctx.lineTo(0.42 * dir, -0.06);
    ctx.quadraticCurveTo(0.25 * dir, 0.06, 0.08 * dir, 0.1);
    ctx.closePath();
    ctx.fill();
  }
  // Body, head, tail.
  ctx.beginPath();
  ctx.ellipse(0, 0.04, 0.09, 0.2, 0, 0, Math.PI * 2);
  ctx.fill();
  ctx.beginPath();
  ctx.arc(0, -0.22, 0.07, 0, Math.PI * 2);
  ctx.fill();
  ctx.beginPath();
  ctx.moveTo(-0.1, 0.2);
  ctx.lineTo(0.1, 0.2);
  ctx.lineTo(0.14, 0.36);
  ctx.lineTo(-0.14, 0.36);
  ctx.closePath();
  ctx.fill();
  ctx.fillRect(-0.2, 0.38, 0.4, 0.06);
};

const SYMBOL_ICONS: Record<TokenSymbol, IconFn> = { sword, shield, ship, wild: laurel };
const BONUS_ICONS: Record<BonusKind, IconFn> = { senate, tactics, wealth, might, poison, centurion };

export function drawSymbol(ctx: Ctx, symbol: TokenSymbol, x: number, y: number, size: number, colour: string): void {
  inBox(ctx, x, y, size, () => SYMBOL_ICONS[symbol](ctx, colour));
}

export function drawBonusIcon(ctx: Ctx, bonus: BonusKind, x: number, y: number, size: number, colour: string): void {
  inBox(ctx, x, y, size, () => BONUS_ICONS[bonus](ctx, colour));
}

export function drawEagle(ctx: Ctx, x: number, y: number, size: number, colour: string): void {
  inBox(ctx, x, y, size, () => eagle(ctx, colour));
}
