/**
 * The Numbers board picture, from the PUBLIC view: the cards each player has
 * played, their sums, and one card back per hidden card (never its value).
 */
import { createCanvas } from '@napi-rs/canvas';
import { registerFonts } from '../../../render/fonts';
import { encodeOpaquePngAsync } from '../../../render/png';
import type { NumbersView } from '../types';

const WIDTH = 480;
const HEIGHT = 200;
const SANS_BOLD = 'LegatusSansBold, LegatusKoreanBold';
const SEAT_COLOUR = ['#b3261e', '#1d4f91'];

export async function renderNumbersBoard(view: NumbersView, names: [string, string]): Promise<Buffer> {
  registerFonts();
  const canvas = createCanvas(WIDTH, HEIGHT);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#efe4c8';
  ctx.fillRect(0, 0, WIDTH, HEIGHT);
  for (const seat of [0, 1] as const) {
    const y = 20 + seat * 90;
    ctx.fillStyle = SEAT_COLOUR[seat];
    ctx.font = `bold 18px ${SANS_BOLD}`;
    ctx.fillText(`${names[seat]}: ${view.scores[seat]}`, 16, y + 16);
    let x = 16;
    ctx.font = `bold 14px ${SANS_BOLD}`;
    for (const card of view.played[seat]) {
      ctx.fillStyle = '#ffffff';
      ctx.fillRect(x, y + 26, 56, 36);
      ctx.fillStyle = SEAT_COLOUR[seat];
      ctx.fillText(String(card), x + 10, y + 50);
      x += 62;
    }
    for (let k = 0; k < view.handSizes[seat]; k++) {
      ctx.fillStyle = SEAT_COLOUR[seat];
      ctx.fillRect(x, y + 26, 56, 36);
      x += 62;
    }
  }
  return encodeOpaquePngAsync(canvas);
}
