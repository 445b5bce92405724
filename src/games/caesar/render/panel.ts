/**
 * The strip under the map: each side's remaining control tokens, Senate
 * tokens (with the count under each), public counts of supply and bag,
 * Centurions in front of the player, and in the middle the turn, the bonus
 * bank and, in solo games, Crassus's face-up row. Counts only: never a
 * hidden token.
 */
import type { SKRSContext2D } from '@napi-rs/canvas';
import { CONTROL_TOKENS_PER_SIDE, TOKENS } from '../data';
import type { CaesarView, Side } from '../types';
import { drawBonusIcon } from './icons';
import { PANEL_STRINGS, type RenderLocale } from './labels';
import { MAP_HEIGHT, PANEL_HEIGHT, WIDTH } from './layout';
import { GOLD, PANEL_MUTED, PANEL_TEXT, SANS_BOLD, SERIF, SERIF_BOLD } from './theme';
import { drawBonusToken, drawControlToken, drawInfluenceToken } from './tokens';

const SIDE_LIGHT: Record<Side, string> = { 0: '#f07a6c', 1: '#86aef2' };
const BLOCK_W = 560;
const CENTRE_X = WIDTH / 2;

export function drawPanel(ctx: SKRSContext2D, view: CaesarView, locale: RenderLocale): void {
  const t = PANEL_STRINGS[locale];
  const top = MAP_HEIGHT;
  const gameOver = view.winner !== null;
  for (const side of [0, 1] as Side[]) {
    const x0 = side === 0 ? 16 : WIDTH - 16 - BLOCK_W;
    drawSideBlock(ctx, view, side, x0, top + 12, locale, !gameOver && view.active === side);
  }

  ctx.save();
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  let y: number;
  if (gameOver) {
    const winner = sideName(view, view.winner as Side, locale);
    ctx.fillStyle = GOLD;
    ctx.font = `34px ${SERIF_BOLD}`;
    ctx.fillText(t.wins(winner), CENTRE_X, top + 46, 250);
    ctx.fillStyle = PANEL_TEXT;
    ctx.font = `19px ${SERIF}`;
    y = wrapCentred(ctx, t.endReason[view.endReason ?? ''] ?? view.endReason ?? '', CENTRE_X, top + 84, 250, 23);
  } else {
    ctx.fillStyle = PANEL_TEXT;
    ctx.font = `30px ${SERIF_BOLD}`;
    ctx.fillText(t.turn(view.turn), CENTRE_X, top + 40, 250);
    y = top + 76;
    if (view.pending) {
      ctx.fillStyle = GOLD;
      ctx.font = `18px ${SERIF}`;
      y = wrapCentred(ctx, t.pending[view.pending.kind], CENTRE_X, y, 250, 22);
    }
  }
  y = Math.max(y + 32, top + 118);
  if (view.options.modules.checkpoints) {
    ctx.fillStyle = PANEL_MUTED;
    ctx.font = `22px ${SERIF}`;
    ctx.fillText(`${t.bank}: ${view.bankCount}`, CENTRE_X, y, 250);
    y += 30;
  }
  if (view.crassus) {
    const side = view.options.solo?.crassus ?? 1;
    ctx.fillStyle = PANEL_MUTED;
    ctx.font = `19px ${SERIF}`;
    ctx.fillText(`${t.crassus} · ${t.tiles}: ${view.crassus.deckCount}`, CENTRE_X, y, 250);
    const row = view.crassus.row;
    const r = 21;
    const gap = 6;
    const startX = CENTRE_X - ((row.length - 1) * (2 * r + gap)) / 2;
    row.forEach((id, i) => {
      const def = TOKENS[id];
      if (def) drawInfluenceToken(ctx, startX + i * (2 * r + gap), y + 42, r, side, [0, -1], def.values[0], def.values[1], def.symbols);
    });
  }
  ctx.restore();
}

function sideName(view: CaesarView, side: Side, locale: RenderLocale): string {
  const t = PANEL_STRINGS[locale];
  return view.options.solo && view.options.solo.crassus === side ? t.crassus : t.sides[side];
}

function drawSideBlock(
  ctx: SKRSContext2D, view: CaesarView, side: Side, x0: number, y0: number, locale: RenderLocale, active: boolean,
): void {
  const t = PANEL_STRINGS[locale];
  const s = view.sides[side];
  const h = PANEL_HEIGHT - 24;
  ctx.save();
  ctx.beginPath();
  ctx.roundRect(x0, y0, BLOCK_W, h, 12);
  ctx.fillStyle = 'rgba(255, 255, 255, 0.05)';
  ctx.fill();
  ctx.lineWidth = active ? 4 : 1.5;
  ctx.strokeStyle = active ? GOLD : 'rgba(255, 255, 255, 0.18)';
  if (active) {
    ctx.shadowColor = GOLD;
    ctx.shadowBlur = 12;
  }
  ctx.stroke();
  ctx.restore();

  ctx.save();
  ctx.textBaseline = 'middle';
  ctx.textAlign = 'left';
  const name = sideName(view, side, locale);
  ctx.fillStyle = SIDE_LIGHT[side];
  ctx.font = `34px ${SERIF_BOLD}`;
  ctx.fillText(name, x0 + 18, y0 + 30);
  const nameW = ctx.measureText(name).width;
  if (active) {
    // The arrow is a path, not a glyph: it must not depend on a font having it.
    const ax = x0 + 30 + nameW;
    ctx.fillStyle = GOLD;
    ctx.beginPath();
    ctx.moveTo(ax, y0 + 32);
    ctx.lineTo(ax + 15, y0 + 23);
    ctx.lineTo(ax + 15, y0 + 41);
    ctx.closePath();
    ctx.fill();
    ctx.font = `24px ${SERIF_BOLD}`;
    ctx.fillText(t.toMove, ax + 24, y0 + 32);
  }
  // Public counts, right-aligned under the name line, where long "to move" texts cannot reach.
  ctx.textAlign = 'right';
  ctx.fillStyle = PANEL_TEXT;
  ctx.font = `23px ${SERIF}`;
  ctx.fillText(`${t.supply} ${s.supplyCount} · ${t.bag} ${s.bagCount}`, x0 + BLOCK_W - 16, y0 + 68);

  // Control tokens still to place: the race the game is about.
  ctx.textAlign = 'left';
  ctx.fillStyle = PANEL_MUTED;
  ctx.font = `20px ${SERIF}`;
  ctx.fillText(t.controlLeft, x0 + 18, y0 + 68);
  const half = 15;
  const step = 34;
  const shown = Math.min(s.controlLeft, CONTROL_TOKENS_PER_SIDE);
  for (let i = 0; i < shown; i++) drawControlToken(ctx, x0 + 18 + half + i * step, y0 + 100, half, side, false);
  ctx.fillStyle = PANEL_TEXT;
  ctx.font = `30px ${SANS_BOLD}`;
  ctx.fillText(String(s.controlLeft), x0 + 22 + Math.max(shown, 1) * step, y0 + 101);

  // Senate tokens held, each with the number of control tokens under it.
  let x = x0 + 18;
  const rowY = y0 + 168;
  if (s.senate.length > 0) {
    ctx.fillStyle = PANEL_MUTED;
    ctx.font = `20px ${SERIF}`;
    ctx.fillText(t.senate, x, y0 + 134);
    s.senate.forEach((sen, i) => {
      const cx = x + 20 + i * 50;
      drawBonusToken(ctx, cx, rowY, 19, 'senate');
      ctx.textAlign = 'center';
      ctx.fillStyle = PANEL_TEXT;
      ctx.font = `20px ${SANS_BOLD}`;
      ctx.fillText(String(sen.under), cx, rowY + 34);
      ctx.textAlign = 'left';
    });
    x += Math.max(s.senate.length * 50, ctx.measureText(t.senate).width) + 24;
  }
  // Centurions still in front of the player (public).
  if (s.centurionsAvailable.length > 0) {
    ctx.fillStyle = PANEL_MUTED;
    ctx.font = `20px ${SERIF}`;
    ctx.fillText(t.centurions, x, y0 + 134);
    s.centurionsAvailable.forEach((id, i) => {
      const def = TOKENS[id];
      if (def) drawInfluenceToken(ctx, x + 20 + i * 48, rowY, 20, side, [0, -1], def.values[0], def.values[1], def.symbols);
    });
    x += Math.max(s.centurionsAvailable.length * 48, ctx.measureText(t.centurions).width) + 24;
  }
  // Bonuses taken, as small icons, most recent last.
  const bonuses = s.bonusesTaken.filter((b) => b !== 'senate');
  const room = Math.floor((x0 + BLOCK_W - 16 - x) / 30);
  bonuses.slice(-Math.max(room, 0)).forEach((b, i) => {
    drawBonusIcon(ctx, b, x + 14 + i * 30, rowY, 24, PANEL_MUTED);
  });
  ctx.restore();
}

/** Draws centred lines wrapped at `maxWidth`; returns the y of the last line. */
function wrapCentred(ctx: SKRSContext2D, text: string, x: number, y: number, maxWidth: number, lineHeight: number): number {
  const words = text.split(' ');
  const lines: string[] = [];
  let line = '';
  for (const w of words) {
    const next = line ? `${line} ${w}` : w;
    if (line && ctx.measureText(next).width > maxWidth) {
      lines.push(line);
      line = w;
    } else {
      line = next;
    }
  }
  if (line) lines.push(line);
  lines.forEach((l, i) => ctx.fillText(l, x, y + i * lineHeight, maxWidth));
  return y + Math.max(0, lines.length - 1) * lineHeight;
}
