import { describe, expect, it } from 'vitest';
import { PROVINCE_IDS, SPACES } from '../../../../src/games/caesar/data';
import { boardGeometry, provinceCentre } from '../../../../src/games/caesar/render/geometry';
import { labelBoxes, scoreBoxes } from '../../../../src/games/caesar/render/label-boxes';
import { RENDER_LOCALES } from '../../../../src/games/caesar/render/labels';
import { MAP_HEIGHT, PROVINCE_HALF, TOKEN_RADIUS, WIDTH } from '../../../../src/games/caesar/render/layout';

const g = boardGeometry();
const squares = PROVINCE_IDS.flatMap((id) => g.provinceSpaces[id].map((at) => ({ id, at })));

/** Distance from point p to the nearest point of an axis-aligned box. */
function distToBox(p: [number, number], b: { x0: number; y0: number; x1: number; y1: number }): number {
  return Math.hypot(Math.max(b.x0 - p[0], 0, p[0] - b.x1), Math.max(b.y0 - p[1], 0, p[1] - b.y1));
}

describe('Caesar! picture layout', () => {
  it('places every space and province space inside the map', () => {
    for (const [x, y] of [...g.spaces, ...squares.map((s) => s.at)]) {
      expect(x).toBeGreaterThan(TOKEN_RADIUS);
      expect(x).toBeLessThan(WIDTH - TOKEN_RADIUS);
      expect(y).toBeGreaterThan(TOKEN_RADIUS);
      expect(y).toBeLessThan(MAP_HEIGHT - TOKEN_RADIUS);
    }
  });

  it('puts each border space between its two provinces', () => {
    SPACES.forEach((s, i) => {
      const p = g.spaces[i];
      const a = provinceCentre(g, s.provinces[0]);
      const b = provinceCentre(g, s.provinces[1]);
      const va = [a[0] - p[0], a[1] - p[1]];
      const vb = [b[0] - p[0], b[1] - p[1]];
      const angle = (Math.acos((va[0] * vb[0] + va[1] * vb[1]) / Math.hypot(va[0], va[1]) / Math.hypot(vb[0], vb[1])) * 180) / Math.PI;
      // Seen from the space, its provinces lie on roughly opposite sides.
      expect(angle, `space ${i} ${s.provinces.join('–')}`).toBeGreaterThan(100);
    });
  });

  it('keeps tokens apart from each other and from province spaces', () => {
    for (let i = 0; i < g.spaces.length; i++) {
      for (let j = i + 1; j < g.spaces.length; j++) {
        const d = Math.hypot(g.spaces[i][0] - g.spaces[j][0], g.spaces[i][1] - g.spaces[j][1]);
        expect(d, `spaces ${i} and ${j}`).toBeGreaterThanOrEqual(2 * TOKEN_RADIUS + 2);
      }
      for (const s of squares) {
        const box = { x0: s.at[0] - PROVINCE_HALF, y0: s.at[1] - PROVINCE_HALF, x1: s.at[0] + PROVINCE_HALF, y1: s.at[1] + PROVINCE_HALF };
        expect(distToBox(g.spaces[i], box), `space ${i} and ${s.id}`).toBeGreaterThanOrEqual(TOKEN_RADIUS);
      }
    }
  });

  it.each(RENDER_LOCALES)('keeps %s province names clear of spaces, pieces and each other', (locale) => {
    const boxes = labelBoxes(locale);
    for (const id of PROVINCE_IDS) {
      const b = boxes[id];
      expect(b.x0).toBeGreaterThan(8);
      expect(b.x1).toBeLessThan(WIDTH - 8);
      g.spaces.forEach((p, i) => expect(distToBox(p, b), `${id} label and space ${i}`).toBeGreaterThanOrEqual(TOKEN_RADIUS));
      for (const s of squares) {
        const overlaps = b.x0 < s.at[0] + PROVINCE_HALF && b.x1 > s.at[0] - PROVINCE_HALF && b.y0 < s.at[1] + PROVINCE_HALF && b.y1 > s.at[1] - PROVINCE_HALF;
        expect(overlaps, `${id} label and ${s.id} space`).toBe(false);
      }
      for (const other of PROVINCE_IDS) {
        if (other <= id) continue;
        const o = boxes[other];
        expect(b.x0 < o.x1 && b.x1 > o.x0 && b.y0 < o.y1 && b.y1 > o.y0, `${id} and ${other} labels`).toBe(false);
      }
    }
  });

  it('keeps the influence-totals badges clear of spaces, names, other province spaces and each other', () => {
    const scores = scoreBoxes();
    const names = RENDER_LOCALES.map(labelBoxes);
    const overlap = (a: typeof scores.gallia, b: typeof scores.gallia) => a.x0 < b.x1 && a.x1 > b.x0 && a.y0 < b.y1 && a.y1 > b.y0;
    for (const id of PROVINCE_IDS) {
      const b = scores[id];
      expect(b.x0 > 8 && b.x1 < WIDTH - 8 && b.y0 > 8 && b.y1 < MAP_HEIGHT - 8, `${id} badge inside the map`).toBe(true);
      g.spaces.forEach((p, i) => expect(distToBox(p, b), `${id} badge and space ${i}`).toBeGreaterThanOrEqual(TOKEN_RADIUS + 1));
      for (const boxes of names) for (const other of PROVINCE_IDS) expect(overlap(b, boxes[other]), `${id} badge and ${other} name`).toBe(false);
      for (const s of squares) {
        // A badge may straddle its own province space's edge, never another's.
        if (s.id === id) continue;
        const sq = { x0: s.at[0] - PROVINCE_HALF, y0: s.at[1] - PROVINCE_HALF, x1: s.at[0] + PROVINCE_HALF, y1: s.at[1] + PROVINCE_HALF };
        expect(overlap(b, sq), `${id} badge and ${s.id} space`).toBe(false);
      }
      for (const other of PROVINCE_IDS) if (other > id) expect(overlap(b, scores[other]), `${id} and ${other} badges`).toBe(false);
    }
  });

  it('turns each token half toward its own province', () => {
    SPACES.forEach((s, i) => {
      const [ax, ay] = g.spaceAxis[i];
      const p = g.spaces[i];
      const a = provinceCentre(g, s.provinces[0]);
      const b = provinceCentre(g, s.provinces[1]);
      expect((a[0] - p[0]) * ax + (a[1] - p[1]) * ay, `space ${i}`).toBeGreaterThan(0);
      expect((b[0] - p[0]) * ax + (b[1] - p[1]) * ay, `space ${i}`).toBeLessThan(0);
    });
  });
});
