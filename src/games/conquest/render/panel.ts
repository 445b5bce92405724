/**
 * The strip under the map: round, phase and whose turn; each player's colour,
 * money (their place on the tribute scale) and tribute; the tribute scale
 * with the two inflation marks; current prices.
 */
import type { SKRSContext2D } from '@napi-rs/canvas';
import { BASE_PRICE, INFLATION_THRESHOLDS } from '../pieces';
import type { ConquestView } from '../types';
import { provinceName, WORDS, type ConquestLocale } from './labels';
import { HEIGHT, MAP_HEIGHT, PANEL_HEIGHT, WIDTH } from './layout';
import { GOLD, PANEL_BG, PANEL_MUTED, PANEL_TEXT, PLAYER_COLOUR, SANS_BOLD, SERIF_BOLD } from './theme';

const SCALE_MAX = 250;

export function drawPanel(ctx: SKRSContext2D, view: ConquestView, locale: ConquestLocale, names?: readonly string[]): void {
  const w = WORDS[locale];
  ctx.save();
  ctx.fillStyle = PANEL_BG;
  ctx.fillRect(0, MAP_HEIGHT, WIDTH, PANEL_HEIGHT);
  ctx.textBaseline = 'middle';
  ctx.fillStyle = PANEL_TEXT;
  ctx.font = `24px ${SERIF_BOLD}`;
  const winner = view.players.findIndex((p) => p.alive);
  const status = view.endReason ? `${w.winner}: ${names?.[winner] ?? provinceName(view.players[winner]?.home ?? '', locale)}` : `${w.round} ${view.round} · ${w.phase[view.phase]}`;
  ctx.fillText(status, 20, MAP_HEIGHT + 26);

  const colW = Math.min(225, (WIDTH - 40) / Math.max(1, view.players.length));
  view.players.forEach((p, seat) => {
    const x = 20 + seat * colW;
    const y = MAP_HEIGHT + 62;
    const active = seat === view.active && !view.endReason;
    if (active) {
      ctx.strokeStyle = GOLD;
      ctx.lineWidth = 3;
      ctx.strokeRect(x - 6, y - 18, colW - 8, 40);
    }
    ctx.fillStyle = PLAYER_COLOUR[seat % PLAYER_COLOUR.length];
    ctx.fillRect(x, y - 11, 22, 22);
    ctx.fillStyle = p.alive ? PANEL_TEXT : PANEL_MUTED;
    ctx.font = `17px ${SERIF_BOLD}`;
    const name = names?.[seat] ?? provinceName(p.home, locale);
    ctx.fillText(name.length > 14 ? `${name.slice(0, 13)}…` : name, x + 30, y - 4);
    ctx.font = `14px ${SANS_BOLD}`;
    ctx.fillStyle = PANEL_MUTED;
    const line = !p.alive ? w.eliminated : `${p.money} · +${view.tribute[seat] ?? 0} ${w.tribute}${active ? ` · ${w.toMove}` : ''}`;
    ctx.fillText(line, x + 30, y + 13);
  });

  // The tribute scale: each player's money as a marker on a track, with the inflation marks.
  const x0 = 20;
  const x1 = WIDTH - 360;
  const ty = HEIGHT - 40;
  ctx.fillStyle = '#4a3a2a';
  ctx.fillRect(x0, ty - 6, x1 - x0, 12);
  const xOf = (v: number) => x0 + (Math.min(SCALE_MAX, Math.max(0, v)) / SCALE_MAX) * (x1 - x0);
  for (const t of INFLATION_THRESHOLDS) {
    ctx.fillStyle = '#d04030';
    ctx.fillRect(xOf(t) - 2, ty - 14, 4, 28);
  }
  ctx.font = `12px ${SANS_BOLD}`;
  ctx.fillStyle = PANEL_MUTED;
  for (let v = 0; v <= SCALE_MAX; v += 50) ctx.fillText(String(v), xOf(v) - 6, ty + 24);
  view.players.forEach((p, seat) => {
    if (!p.alive) return;
    ctx.beginPath();
    ctx.arc(xOf(p.money), ty - (seat % 2 === 0 ? 0 : 0), 8, 0, Math.PI * 2);
    ctx.fillStyle = PLAYER_COLOUR[seat % PLAYER_COLOUR.length];
    ctx.fill();
    ctx.strokeStyle = '#fff';
    ctx.lineWidth = 1.5;
    ctx.stroke();
  });

  const level = view.inflation;
  const mult = level + 1;
  ctx.fillStyle = PANEL_TEXT;
  ctx.font = `15px ${SERIF_BOLD}`;
  ctx.fillText(`${w.prices}${level > 0 ? ` (${w.inflation} ×${mult})` : ''}`, WIDTH - 330, HEIGHT - 66);
  ctx.font = `13px ${SANS_BOLD}`;
  ctx.fillStyle = PANEL_MUTED;
  const p = (k: keyof typeof BASE_PRICE) => BASE_PRICE[k] * mult;
  const n = w.pieces;
  ctx.fillText(`${n[0]} ${p('infantry')} · ${n[1]} ${p('cavalry')} · ${n[2]} ${p('catapult')} · ${n[3]} ${p('galley')}`, WIDTH - 330, HEIGHT - 44);
  ctx.fillText(`${n[4]} ${p('city')} · ${n[5]} ${p('fortification')} · ${n[6]} ${p('road')}`, WIDTH - 330, HEIGHT - 24);
  ctx.restore();
}
