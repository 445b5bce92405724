import { describe, expect, it } from 'vitest';
import { PROVINCE_IDS } from '../../../../src/games/caesar/data';
import type { CaesarView } from '../../../../src/games/caesar/types';
import { renderCaesarBoard } from '../../../../src/games/caesar/render/index';
import { boardGeometry } from '../../../../src/games/caesar/render/geometry';
import { TOKEN_RADIUS } from '../../../../src/games/caesar/render/layout';
import { SIDE_COLOUR, SIDE_DARK } from '../../../../src/games/caesar/render/theme';
import { DUEL, SOLO, playGame, publicView } from './fixtures';
import { decode, distance, hex } from '../../../render/pixels';

const g = boardGeometry();

/** Positions from real engine games, early and late, duel and solo. */
const cases: [string, CaesarView][] = [
  ...['a', 'b', 'c'].flatMap((seed) => [10, 45].map((moves) => [`duel ${seed} after ${moves}`, publicView(playGame(DUEL, `pos-${seed}`, moves))] as [string, CaesarView])),
  ['solo after 5', publicView(playGame(SOLO, 'pos-solo', 5))],
];

describe('pieces of real positions', () => {
  it.each(cases)('%s: every piece shows its side where the view puts it', async (_name, view) => {
    const pic = await decode(renderCaesarBoard(view, { highlightLastMove: false }));
    let checked = 0;
    for (const space of view.spaces) {
      const [x, y] = g.spaces[space.id];
      const [ax, ay] = g.spaceAxis[space.id];
      if (space.control) {
        if (space.control.faceDown) continue;
        // The lower-left of the control square, clear of its eagle.
        expect(distance(pic.at(x - 13, y + 13), hex(SIDE_COLOUR[space.control.side])), `control on ${space.id}`).toBeLessThan(45);
      } else if (space.placed) {
        const colour = space.placed.faceDown ? SIDE_DARK[space.placed.side] : SIDE_COLOUR[space.placed.side];
        // Face up: on the rim, half-way between the far number and the divider (and away
        // from the laurel mark on the other side). Face down: between the back's rings.
        const r = TOKEN_RADIUS * (space.placed.faceDown ? 0.4 / Math.SQRT2 : 0.6);
        const [px, py] = [-ay, ax];
        const sx = x - (ax + px) * r;
        const sy = y - (ay + py) * r;
        expect(distance(pic.at(sx, sy), hex(colour)), `token on ${space.id}`).toBeLessThan(45);
      } else {
        // An empty space shows its printed cream disc, right of its symbol.
        expect(distance(pic.at(x + 21, y), hex('#f7f0dc')), `empty ${space.id}`).toBeLessThan(45);
      }
      checked++;
    }
    for (const id of PROVINCE_IDS) {
      view.provinces[id].controlTokens.forEach((c, slot) => {
        if (c.faceDown) return;
        const [x, y] = g.provinceSpaces[id][Math.min(slot, g.provinceSpaces[id].length - 1)];
        expect(distance(pic.at(x - 20, y + 6), hex(SIDE_COLOUR[c.side])), `control on ${id}`).toBeLessThan(45);
        checked++;
      });
    }
    expect(checked).toBeGreaterThanOrEqual(30);
  });
});
