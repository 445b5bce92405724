import { describe, expect, it } from 'vitest';
import { createCanvas } from '@napi-rs/canvas';
import { caesar } from '../../../../src/games/caesar/index';
import { SPACES, TOKENS } from '../../../../src/games/caesar/data';
import type { CaesarView, Side } from '../../../../src/games/caesar/types';
import { BOARD_SIZE, renderCaesarBoard, renderCaesarBoardAsync } from '../../../../src/games/caesar/render/index';
import { boardGeometry } from '../../../../src/games/caesar/render/geometry';
import { labelBoxes, scoreBoxes } from '../../../../src/games/caesar/render/label-boxes';
import { TOKEN_RADIUS } from '../../../../src/games/caesar/render/layout';
import { GOLD, SERIF_BOLD, SIDE_COLOUR, SIDE_DARK } from '../../../../src/games/caesar/render/theme';
import { registerFonts } from '../../../../src/render/fonts';
import { DUEL, SOLO, clone, playGame, publicView } from './fixtures';
import { decode, distance, hex } from '../../../render/pixels';

const g = boardGeometry();
const fresh: CaesarView = caesar.view(caesar.setup(DUEL, 'render-test'), null);

/** A view with one token placed on `space`, values[0] toward the space's first province. */
function withToken(side: Side, space: number, faceDown: boolean): CaesarView {
  const v = clone(fresh);
  const token = Object.values(TOKENS).find((t) => t.side === side && !t.centurion && t.values[0] !== t.values[1])!;
  v.spaces[space].placed = { token: token.id, side, toward: SPACES[space].provinces[0], faceDown };
  v.lastPlacement = { side, space };
  return v;
}

describe('renderCaesarBoard', () => {
  it('returns a PNG of the designed size, and scales', async () => {
    const png = renderCaesarBoard(fresh);
    expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
    const pic = await decode(png);
    expect([pic.width, pic.height]).toEqual([BOARD_SIZE.width, BOARD_SIZE.height]);
    const half = await decode(renderCaesarBoard(fresh, { scale: 0.5 }));
    expect([half.width, half.height]).toEqual([BOARD_SIZE.width / 2, BOARD_SIZE.height / 2]);
  });

  it('colours a controlled province with its controller at its space and over its land', async () => {
    const v = clone(fresh);
    v.provinces.gallia = { ...v.provinces.gallia, closed: true, controller: 1, bonus: null, controlTokens: [{ side: 1, faceDown: false }], finalInfluence: [3, 8] };
    const before = await decode(renderCaesarBoard(fresh));
    const after = await decode(renderCaesarBoard(v));
    const [sx, sy] = g.provinceSpaces.gallia[0];
    // The control token left of its eagle (a badge with the totals straddles its bottom edge).
    expect(distance(after.at(sx - 20, sy + 6), hex(SIDE_COLOUR[1]))).toBeLessThan(40);
    // Open land of Gallia away from every marker turns bluer.
    const p = g.projection([0.0, 45.0])!;
    const [r0, , b0] = before.at(p[0], p[1]);
    const [r1, , b1] = after.at(p[0], p[1]);
    expect(b1 - r1).toBeGreaterThan(b0 - r0 + 40);
  });

  it('shows a closed province\'s influence totals in a badge, Caesar\'s in red and Pompey\'s in blue', async () => {
    const v = clone(fresh);
    v.provinces.syria = { ...v.provinces.syria, closed: true, controller: 1, bonus: null, controlTokens: [{ side: 1, faceDown: false }], finalInfluence: [4, 9] };
    const open = clone(v);
    open.provinces.syria.finalInfluence = null;
    const pic = await decode(renderCaesarBoard(v));
    const without = await decode(renderCaesarBoard(open));
    const b = scoreBoxes().syria;
    expect(pic.diff(without, b.x0, b.y0, b.x1, b.y1)).toBeGreaterThan(20);
    // Each half of the badge holds ink in its side's colour.
    const count = (x0: number, x1: number, colour: [number, number, number]) => {
      let n = 0;
      for (let y = Math.round(b.y0); y <= b.y1; y++) for (let x = Math.round(x0); x <= x1; x++) if (distance(pic.at(x, y), colour) < 60) n++;
      return n;
    };
    const mid = (b.x0 + b.x1) / 2;
    expect(count(b.x0, mid, hex(SIDE_COLOUR[0]))).toBeGreaterThan(10);
    expect(count(mid, b.x1, hex(SIDE_COLOUR[1]))).toBeGreaterThan(10);
  });

  it('draws a placed token in its side colour at its space', async () => {
    for (const side of [0, 1] as Side[]) {
      // Without the ring, whose glow would warm the token's colour.
      const pic = await decode(renderCaesarBoard(withToken(side, 9, false), { highlightLastMove: false }));
      const [x, y] = g.spaces[9];
      const [ax, ay] = g.spaceAxis[9];
      const r = TOKEN_RADIUS * 0.85;
      expect(distance(pic.at(x + ax * r, y + ay * r), hex(SIDE_COLOUR[side]))).toBeLessThan(30);
      expect(distance(pic.at(x - ax * r, y - ay * r), hex(SIDE_COLOUR[side]))).toBeLessThan(30);
    }
  });

  it('draws a face-down token differently from a face-up one', async () => {
    const up = await decode(renderCaesarBoard(withToken(0, 20, false), { highlightLastMove: false }));
    const down = await decode(renderCaesarBoard(withToken(0, 20, true), { highlightLastMove: false }));
    const [x, y] = g.spaces[20];
    const r = TOKEN_RADIUS * 0.7;
    expect(up.diff(down, x - r, y - r, x + r, y + r)).toBeGreaterThan(20);
    // The back is the dark shade of the side's colour.
    const [ax, ay] = g.spaceAxis[20];
    expect(distance(down.at(x + ax * TOKEN_RADIUS * 0.4, y + ay * TOKEN_RADIUS * 0.4), hex(SIDE_DARK[0]))).toBeLessThan(30);
  });

  it('rings the last placement, and only when asked', async () => {
    const v = withToken(1, 17, false);
    const lit = await decode(renderCaesarBoard(v));
    const plain = await decode(renderCaesarBoard(v, { highlightLastMove: false }));
    const [x, y] = g.spaces[17];
    const gold = hex(GOLD);
    let litHits = 0;
    let plainHits = 0;
    for (let k = 0; k < 8; k++) {
      const a = (k * Math.PI) / 4;
      // On the gold stroke, just outside its pale centre line.
      const px = x + Math.cos(a) * (TOKEN_RADIUS + 9);
      const py = y + Math.sin(a) * (TOKEN_RADIUS + 9);
      if (distance(lit.at(px, py), gold) < 60) litHits++;
      if (distance(plain.at(px, py), gold) < 60) plainHits++;
    }
    expect(litHits).toBeGreaterThanOrEqual(7);
    expect(plainHits).toBe(0);
  });

  it('draws both of Italia\'s control tokens', async () => {
    const v = clone(fresh);
    v.provinces.italia = { ...v.provinces.italia, closed: true, controller: 0, bonus: null, controlTokens: [{ side: 0, faceDown: false }, { side: 0, faceDown: false }], finalInfluence: [9, 4] };
    const pic = await decode(renderCaesarBoard(v));
    for (const [x, y] of g.provinceSpaces.italia) expect(distance(pic.at(x - 20, y + 6), hex(SIDE_COLOUR[0]))).toBeLessThan(40);
  });

  it('shows bonus tokens still on the board', async () => {
    const pic = await decode(renderCaesarBoard(fresh));
    const [x, y] = g.provinceSpaces.syria[0];
    // The bonus disc's bronze edge, inside the province square.
    expect(distance(pic.at(x, y - 20), hex('#e0bd62'))).toBeLessThan(45);
    const v = clone(fresh);
    v.provinces.syria.bonus = null;
    const empty = await decode(renderCaesarBoard(v));
    expect(pic.diff(empty, x - 15, y - 15, x + 15, y + 15)).toBeGreaterThan(20);
  });

  it('never depends on a supply: a view carrying one draws the same picture', () => {
    const state = playGame(DUEL, 'render-supply', 12);
    const own = caesar.view(state, 0);
    expect(own.sides[0].supply).not.toBeNull();
    const pub = caesar.view(state, null);
    expect(renderCaesarBoard({ ...own, viewer: null }).equals(renderCaesarBoard(pub))).toBe(true);
  });

  it('encodes the same bytes synchronously and asynchronously', async () => {
    const v = publicView(playGame(DUEL, 'render-async', 20));
    expect((await renderCaesarBoardAsync(v)).equals(renderCaesarBoard(v))).toBe(true);
  });

  it('draws Crassus\'s face-up row in solo games', async () => {
    const v = publicView(playGame(SOLO, 'render-solo', 6));
    expect(v.crassus?.row.length).toBeGreaterThan(0);
    const withRow = await decode(renderCaesarBoard(v));
    const noRow = clone(v);
    noRow.crassus!.row = [];
    const without = await decode(renderCaesarBoard(noRow));
    const cx = BOARD_SIZE.width / 2;
    expect(withRow.diff(without, cx - 130, 880, cx + 130, 1010)).toBeGreaterThan(2);
  });

  it('renders an end-game state with the winner', async () => {
    const v = publicView(playGame(DUEL, 'render-end', 400));
    expect(v.winner).not.toBeNull();
    const pic = await decode(renderCaesarBoard(v, { locale: 'cs' }));
    expect(pic.width).toBe(BOARD_SIZE.width);
  });
});

describe('Korean names', () => {
  it('draw real Hangul glyphs, not the missing-glyph box', () => {
    registerFonts();
    const glyph = (ch: string): string => {
      const c = createCanvas(40, 40);
      const ctx = c.getContext('2d');
      ctx.fillStyle = '#fff';
      ctx.fillRect(0, 0, 40, 40);
      ctx.fillStyle = '#000';
      ctx.font = `30px ${SERIF_BOLD}`;
      ctx.textBaseline = 'middle';
      ctx.fillText(ch, 4, 20);
      return c.data().toString('base64');
    };
    const tofu = glyph('\u{10FFFD}');
    const [a, b, c] = ['이', '집', '트'].map(glyph);
    // Each Hangul glyph is drawn, and each looks different: missing glyphs would all be the same box.
    for (const x of [a, b, c]) expect(x).not.toBe(tofu);
    expect(new Set([a, b, c]).size).toBe(3);
  });

  it('put ink where the Korean label is on the board', async () => {
    const ko = await decode(renderCaesarBoard(fresh, { locale: 'ko' }));
    const en = await decode(renderCaesarBoard(fresh, { locale: 'en' }));
    const box = labelBoxes('ko').aegyptus;
    let ink = 0;
    for (let y = Math.round(box.y0); y <= box.y1; y++) {
      for (let x = Math.round(box.x0); x <= box.x1; x++) {
        const [r, gg, b] = ko.at(x, y);
        if (r + gg + b < 250) ink++;
      }
    }
    expect(ink).toBeGreaterThan(150);
    expect(ko.diff(en, box.x0, box.y0, box.x1, box.y1)).toBeGreaterThan(10);
  });
});
