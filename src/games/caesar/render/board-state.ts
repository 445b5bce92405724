/**
 * The state-dependent part of the map: province tints, pieces on province
 * spaces and border spaces, and the last-move ring. Draws only what the view
 * holds, so a public view can never leak a hidden supply.
 */
import type { SKRSContext2D } from '@napi-rs/canvas';
import { PROVINCE_IDS, SPACES, TOKENS } from '../data';
import type { CaesarView, ProvinceId } from '../types';
import { boardGeometry } from './geometry';
import { PROVINCE_HALF, SCORE_HEIGHT, SCORE_SPOT, SCORE_WIDTH, TOKEN_RADIUS, scoreCentre } from './layout';
import { drawTint, type MapLayers } from './static-layers';
import { drawBonusToken, drawControlToken, drawFaceDownToken, drawHighlight, drawInfluenceToken } from './tokens';
import { INK, PARCHMENT, SANS_BOLD, SIDE_COLOUR, TIE_GREY } from './theme';

/** Tints go under the printed layer (names, borders), so they are drawn separately. */
export function drawProvinceTints(ctx: SKRSContext2D, view: CaesarView, layers: MapLayers): void {
  for (const id of PROVINCE_IDS) {
    const p = view.provinces[id];
    if (!p.closed) continue;
    drawTint(ctx, layers, id, p.tied || p.controller === null ? 'tie' : p.controller);
  }
}

export function drawPieces(ctx: SKRSContext2D, view: CaesarView, highlightLastMove: boolean): void {
  const g = boardGeometry();
  for (const id of PROVINCE_IDS) drawProvinceSpace(ctx, view, id);

  view.spaces.forEach((space) => {
    const [x, y] = g.spaces[space.id];
    const placed = space.placed;
    if (placed) {
      const def = placed.token === null ? undefined : TOKENS[placed.token];
      // A concealed token (no id in this view) or an id the data does not know shows its back.
      if (placed.faceDown || !def) {
        drawFaceDownToken(ctx, x, y, TOKEN_RADIUS, placed.side);
      } else {
        const [first] = SPACES[space.id].provinces;
        // The axis points at the space's first province; values[0] goes to `toward`.
        const [near, far] = placed.toward === first ? def.values : [def.values[1], def.values[0]];
        drawInfluenceToken(ctx, x, y, TOKEN_RADIUS, placed.side, g.spaceAxis[space.id], near, far, def.symbols);
      }
    }
    if (space.control) drawControlToken(ctx, x, y, TOKEN_RADIUS * 0.62, space.control.side, space.control.faceDown);
  });

  const last = view.lastPlacement;
  if (highlightLastMove && last) {
    const [x, y] = g.spaces[last.space];
    drawHighlight(ctx, x, y, TOKEN_RADIUS + 7);
  }
}

function drawProvinceSpace(ctx: SKRSContext2D, view: CaesarView, id: ProvinceId): void {
  const g = boardGeometry();
  const p = view.provinces[id];
  const spots = g.provinceSpaces[id];
  if (p.bonus) {
    const [x, y] = spots[0];
    drawBonusToken(ctx, x, y, PROVINCE_HALF - 2, p.bonus);
  }
  p.controlTokens.forEach((c, slot) => {
    const [x, y] = spots[Math.min(slot, spots.length - 1)];
    drawControlToken(ctx, x, y, PROVINCE_HALF + 1, c.side, c.faceDown);
  });
  if (p.closed && (p.tied || p.controller === null) && p.controlTokens.length === 0) {
    for (const [x, y] of spots) drawTieMark(ctx, x, y);
  }
  if (p.closed && p.finalInfluence) {
    const spot = SCORE_SPOT[id];
    const [sx, sy] = spots[Math.min(spot.slot, spots.length - 1)];
    const [x, y] = scoreCentre(spot.at, sx, sy);
    drawScore(ctx, x, y, p.finalInfluence);
  }
}

/** The influence totals a province closed with, Caesar's first, each in its side's colour. */
function drawScore(ctx: SKRSContext2D, x: number, y: number, influence: [number, number]): void {
  ctx.save();
  ctx.shadowColor = 'rgba(20, 10, 0, 0.35)';
  ctx.shadowBlur = 4;
  ctx.beginPath();
  ctx.roundRect(x - SCORE_WIDTH / 2, y - SCORE_HEIGHT / 2, SCORE_WIDTH, SCORE_HEIGHT, SCORE_HEIGHT / 2);
  ctx.fillStyle = PARCHMENT;
  ctx.fill();
  ctx.shadowBlur = 0;
  ctx.lineWidth = 1.5;
  ctx.strokeStyle = INK;
  ctx.stroke();
  ctx.font = `17px ${SANS_BOLD}`;
  ctx.textBaseline = 'middle';
  ctx.textAlign = 'right';
  ctx.fillStyle = SIDE_COLOUR[0];
  ctx.fillText(String(influence[0]), x - 5, y + 1);
  ctx.textAlign = 'left';
  ctx.fillStyle = SIDE_COLOUR[1];
  ctx.fillText(String(influence[1]), x + 5, y + 1);
  ctx.textAlign = 'center';
  ctx.fillStyle = INK;
  ctx.fillText(':', x, y);
  ctx.restore();
}

/** A closed province nobody controls: its space stays empty, struck through. */
function drawTieMark(ctx: SKRSContext2D, x: number, y: number): void {
  const h = PROVINCE_HALF - 7;
  ctx.save();
  ctx.strokeStyle = TIE_GREY;
  ctx.lineWidth = 5;
  ctx.lineCap = 'round';
  ctx.beginPath();
  ctx.moveTo(x - h, y - h);
  ctx.lineTo(x + h, y + h);
  ctx.moveTo(x + h, y - h);
  ctx.lineTo(x - h, y + h);
  ctx.stroke();
  ctx.restore();
}
