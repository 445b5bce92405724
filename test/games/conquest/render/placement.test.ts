/**
 * The overview must read at Discord's preview size without anything covering
 * anything: names, coins, strait arrows and badges are placed, not just drawn.
 * Checked over real engine positions in every language, with the sea zones
 * and strait arrows of the map data and the tribute scale of the rules.
 */
import { describe, expect, it } from 'vitest';
import { conquest } from '../../../../src/games/conquest/index';
import { HOME_PROVINCES, PROVINCE_IDS, SEAS, SEA_IDS, STRAITS } from '../../../../src/games/conquest/data';
import type { ConquestView } from '../../../../src/games/conquest/types';
import { CONQUEST_LOCALES, renderConquestMap } from '../../../../src/games/conquest/render/index';
import { conquestGeometry } from '../../../../src/games/conquest/render/geometry';
import { provinceName } from '../../../../src/games/conquest/render/labels';
import { STRAIT_ARROWS } from '../../../../src/games/conquest/render/layout';
import { tributeScalePoint } from '../../../../src/games/conquest/render/panel';
import { cityBox, placedBadges } from '../../../../src/games/conquest/render/pieces';
import { nameLayout, overlaps } from '../../../../src/games/conquest/render/placement';
import { seaZones, touchingSeas } from '../../../../src/games/conquest/render/sea-zones';
import { midGameState } from '../../../../src/games/conquest/render/example-pictures';
import { PLAYER_COLOUR, INK } from '../../../../src/games/conquest/render/theme';
import { decode, distance, hex } from '../../../render/pixels';

/** Engine positions; each game is played in one stretch, with a turn of the event loop between games. */
async function positions(): Promise<ConquestView[]> {
  const out: ConquestView[] = [conquest.view(conquest.setup({ players: 6, fortifiedCatapultRule: 'reducedWithoutCatapult' }, 'six'), null)];
  for (let i = 0; i < 14; i++) {
    await new Promise((r) => setImmediate(r));
    out.push(conquest.view(midGameState(`placement-${i}`, 60 + i * 25, 2 + (i % 5)), null));
  }
  return out;
}

describe('Conquest overview placement', () => {
  it.each(CONQUEST_LOCALES)('places every name (%s) inside the map, clear of other names, sea names and strait arrows', (locale) => {
    const layout = nameLayout(locale);
    const boxes = [...Object.values(layout.provinces).map((n) => ({ id: n.id, box: n.box })), ...Object.values(layout.seas).map((n) => ({ id: n.id, box: n.box }))];
    expect(Object.keys(layout.provinces).sort()).toEqual([...PROVINCE_IDS].sort());
    for (let i = 0; i < boxes.length; i++) {
      const b = boxes[i].box;
      expect(b[0] >= 0 && b[1] >= 0 && b[2] <= 1400 && b[3] <= 1000, boxes[i].id).toBe(true);
      for (let j = i + 1; j < boxes.length; j++) expect(overlaps(b, boxes[j].box), `${boxes[i].id} / ${boxes[j].id}`).toBe(false);
    }
  });

  it('keeps the full name of every home province; only crowded ones are abbreviated', () => {
    const layout = nameLayout('en');
    for (const id of HOME_PROVINCES) expect(layout.provinces[id].text.replace('\n', ' '), id).toBe(provinceName(id, 'en'));
    const short = Object.values(layout.provinces).filter((n) => n.short).length;
    expect(short).toBeGreaterThan(0);
    expect(short).toBeLessThan(PROVINCE_IDS.length / 3);
  });

  it('places every badge clear of names, coins, arrows and other badges over many game positions', async () => {
    let badges = 0;
    for (const view of await positions()) {
      for (const locale of ['en', 'ko'] as const) {
        await new Promise((r) => setImmediate(r));
        const { land, galleys } = placedBadges(view, locale);
        const all = [...land, ...galleys];
        badges += all.length;
        const taken = [...nameLayout(locale).taken, ...Object.keys(view.cities).map((id) => cityBox(id, locale))];
        for (let i = 0; i < all.length; i++) {
          for (const t of taken) expect(overlaps(all[i].box, t), `badge at ${all[i].at} over a name`).toBe(false);
          for (let j = i + 1; j < all.length; j++) expect(overlaps(all[i].box, all[j].box), `badges at ${all[i].at} and ${all[j].at}`).toBe(false);
        }
      }
    }
    expect(badges).toBeGreaterThan(150);
  });

  it('shows one badge per owner per place, with the summed combat units', async () => {
    const view = (await positions())[5];
    const { land } = placedBadges(view);
    const expected = new Map<string, number>();
    for (const s of view.stacks) expected.set(`${s.at}:${s.owner}`, (expected.get(`${s.at}:${s.owner}`) ?? 0) + s.troops.infantry + s.troops.cavalry + s.troops.catapult);
    expect(land).toHaveLength(expected.size);
    const g = conquestGeometry();
    for (const b of land) {
      const place = Object.entries(g.anchors).find(([, a]) => a === b.home)![0];
      expect(b.badge.combat).toBe(expected.get(`${place}:${b.badge.owner}`));
    }
  });
});

describe('Conquest sea zones and straits', () => {
  it('sea zones touch exactly where the map data links them', () => {
    const want = new Set<string>();
    for (const id of SEA_IDS) for (const n of SEAS[id].seas) want.add([id, n].sort().join('|'));
    expect([...touchingSeas()].sort()).toEqual([...want].sort());
  });

  it('each sea zone holds its own name point, and water off the board belongs to none', () => {
    const z = seaZones();
    const g = conquestGeometry();
    SEA_IDS.forEach((id, i) => {
      const [x, y] = g.seas[id].map(Math.round);
      expect(z.label[y * z.width + x], id).toBe(i);
    });
    // The Caspian and the Red Sea are water in the picture but no zone of the board.
    for (const lonLat of [[50.5, 41.5], [35.5, 27.5]] as [number, number][]) {
      const [x, y] = g.projection(lonLat)!.map(Math.round);
      if (x < z.width && y < z.height) expect(z.label[y * z.width + x]).toBe(-1);
    }
  });

  it('draws the four strait arrows and the borders between sea zones', async () => {
    const pic = await decode(renderConquestMap(conquest.view(conquest.setup({ players: 2, fortifiedCatapultRule: 'reducedWithoutCatapult' }, 'straits'), null)));
    const g = conquestGeometry();
    expect(STRAITS).toHaveLength(4);
    for (const s of STRAITS) {
      const [a, b] = STRAIT_ARROWS[[...s.provinces].sort().join('|')].map((p) => g.projection(p)!);
      const mid = [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
      expect(distance(pic.at(mid[0], mid[1]), hex(INK)), s.provinces.join('-')).toBeLessThan(40);
    }
    // A border pixel between two zones is darker than open sea.
    const z = seaZones();
    let found = 0;
    for (let i = 0; i < z.label.length - 1 && found < 20; i += 97) {
      if (z.label[i] >= 0 && z.label[i + 1] >= 0 && z.label[i] !== z.label[i + 1]) {
        const x = i % z.width;
        const y = Math.floor(i / z.width);
        const c = pic.at(x, y);
        expect(c[0] + c[1] + c[2]).toBeLessThan(169 + 195 + 200 - 60);
        found++;
      }
    }
    expect(found).toBeGreaterThan(3);
  });
});

describe('Conquest tribute scale', () => {
  it('puts each player\'s marker at the tribute they collect, not their money', async () => {
    const s = midGameState('tribute-scale', 140, 3);
    const view = conquest.view(s, null);
    const pic = await decode(renderConquestMap(view));
    const tributes = view.tribute.filter((_, seat) => view.players[seat].alive);
    // Distinct values, so markers do not stand side by side.
    if (new Set(tributes).size === tributes.length) {
      view.players.forEach((p, seat) => {
        if (!p.alive) return;
        const [x, y] = tributeScalePoint(view.tribute[seat]);
        expect(distance(pic.at(x, y), hex(PLAYER_COLOUR[seat])), `seat ${seat}`).toBeLessThan(30);
      });
    }
    expect(view.tribute.some((t, seat) => t !== view.players[seat].money)).toBe(true);
  });
});
