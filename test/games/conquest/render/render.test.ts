import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { conquest } from '../../../../src/games/conquest/index';
import { PROVINCE_IDS, PROVINCES, SEA_IDS } from '../../../../src/games/conquest/data';
import type { ConquestView } from '../../../../src/games/conquest/types';
import { FONT_DIR } from '../../../../src/render/fonts';
import {
  CONQUEST_LOCALES, CONQUEST_MAP_SIZE, REGION_SIZE, renderConquestMap, renderConquestMapAsync,
} from '../../../../src/games/conquest/render/index';
import { conquestGeometry } from '../../../../src/games/conquest/render/geometry';
import { provinceName, seaName, WORDS } from '../../../../src/games/conquest/render/labels';
import { cityPoint, galleyBadges, landBadges } from '../../../../src/games/conquest/render/pieces';
import { touchingPairs } from '../../../../src/games/conquest/render/regions';
import { LAND, PLAYER_COLOUR, TINT_ALPHA } from '../../../../src/games/conquest/render/theme';
import { midGameState } from '../../../../src/games/conquest/render/example-pictures';
import { fontCharacters } from '../../../render/cmap';
import { decode, distance, hex } from '../../../render/pixels';

const start = conquest.setup({ players: 4, fortifiedCatapultRule: 'reducedWithoutCatapult' }, 'render-test');
const startView = conquest.view(start, null);

function blend(over: string, under: string, alpha: number): [number, number, number] {
  const a = hex(over);
  const b = hex(under);
  return [0, 1, 2].map((i) => Math.round(a[i] * alpha + b[i] * (1 - alpha))) as [number, number, number];
}

describe('Conquest map picture', () => {
  it('has the design size, and the region view its own', async () => {
    const pic = await decode(renderConquestMap(startView));
    expect([pic.width, pic.height]).toEqual([CONQUEST_MAP_SIZE.width, CONQUEST_MAP_SIZE.height]);
    const region = await decode(renderConquestMap(startView, { region: { provinces: ['italia', 'neapolis'] } }));
    expect([region.width, region.height]).toEqual([REGION_SIZE.width, REGION_SIZE.height]);
  });

  it('tints each home province in its owner colour, and leaves an unowned one plain', async () => {
    const pic = await decode(renderConquestMap(startView));
    const g = conquestGeometry();
    for (const [seat, p] of startView.players.entries()) {
      // A seed other than the anchor: open land away from the name and badges.
      const seed = g.seeds.filter((s) => s.province === p.home)[1];
      const got = pic.at(seed.at[0], seed.at[1]);
      expect(distance(got, blend(PLAYER_COLOUR[seat], LAND, TINT_ALPHA))).toBeLessThan(30);
    }
    const unowned = g.seeds.filter((s) => s.province === 'dacia')[1];
    expect(distance(pic.at(unowned.at[0], unowned.at[1]), hex(LAND))).toBeLessThan(12);
  });

  it('draws a badge in the owner colour on each stack', async () => {
    const pic = await decode(renderConquestMap(startView));
    const badges = landBadges(startView);
    expect(badges.length).toBeGreaterThanOrEqual(4);
    for (const { at, badge } of badges) expect(distance(pic.at(at[0] - 10, at[1] - 8), hex(PLAYER_COLOUR[badge.owner]))).toBeLessThan(30);
  });

  it('draws a galley at sea and a city marker', async () => {
    const view: ConquestView = JSON.parse(JSON.stringify(startView));
    view.galleys.push({ id: 999, owner: 1, at: 'mare_tyrrhenum', used: 0, cargo: { infantry: 0, cavalry: 0, catapult: 0, generals: 0, caesar: 0 } });
    view.cities.dacia = { fortified: false };
    const before = await decode(renderConquestMap(startView));
    const pic = await decode(renderConquestMap(view));
    const galley = galleyBadges(view).find((b) => b.badge.owner === 1 && b.at[0] === conquestGeometry().seas.mare_tyrrhenum[0])!;
    expect(galley).toBeDefined();
    expect(distance(pic.at(galley.at[0] - 12, galley.at[1] - 9), hex(PLAYER_COLOUR[1]))).toBeLessThan(30);
    expect(distance(before.at(galley.at[0] - 12, galley.at[1] - 9), hex(PLAYER_COLOUR[1]))).toBeGreaterThan(60);
    const [cx, cy] = cityPoint('dacia');
    expect(distance(pic.at(cx, cy + 3), hex('#fbf6e8'))).toBeLessThan(12);
    expect(before.diff(pic, cx - 6, cy - 6, cx + 6, cy + 6)).toBeGreaterThan(5);
  });

  it('shows battle dice in the region view', async () => {
    const plain = await decode(renderConquestMap(startView, { region: { provinces: ['italia'] } }));
    const withDice = await decode(renderConquestMap(startView, {
      region: { provinces: ['italia'] },
      battle: { round: 2, attacker: { seat: 0, roll: ['infantry', 'blank'], hits: 1 }, defender: { seat: 1, roll: ['galley'], hits: 0 } },
    }));
    const top = REGION_SIZE.height - 110;
    expect(plain.diff(withDice, 0, top, REGION_SIZE.width - 1, REGION_SIZE.height - 1)).toBeGreaterThan(20);
    expect(distance(withDice.at(28, top + 30), hex(PLAYER_COLOUR[0]))).toBeLessThan(10);
  });

  it('renders a mid-game engine position; sync and async give the same bytes', async () => {
    const view = conquest.view(midGameState('test', 150), null);
    const a = renderConquestMap(view, { locale: 'cs' });
    const b = await renderConquestMapAsync(view, { locale: 'cs' });
    expect(a.equals(b)).toBe(true);
    const pic = await decode(a);
    for (const { at, badge } of landBadges(view)) expect(distance(pic.at(at[0] - 10, at[1] - 8), hex(PLAYER_COLOUR[badge.owner]))).toBeLessThan(40);
  });
});

describe('Conquest province areas', () => {
  it('touch along every land border of the map data', () => {
    const touch = touchingPairs();
    for (const id of PROVINCE_IDS) {
      for (const n of PROVINCES[id].borders) expect(touch.has([id, n].sort().join('|')), `${id}-${n}`).toBe(true);
    }
  });
});

describe('Conquest labels in the bundled fonts', () => {
  const serif = fontCharacters(join(FONT_DIR, 'NotoSerif-Bold.ttf'));
  const korean = fontCharacters(join(FONT_DIR, 'NanumSquareB.ttf'));
  it.each(CONQUEST_LOCALES)('cover every name and word in %s', (locale) => {
    const w = WORDS[locale];
    const texts = [
      ...PROVINCE_IDS.map((id) => provinceName(id, locale)), ...SEA_IDS.map((id) => seaName(id, locale)),
      ...Object.values(w.phase), ...w.pieces, w.round, w.toMove, w.eliminated, w.winner, w.prices, w.inflation, w.tribute, w.attacker, w.defender, w.battleRound,
    ];
    const missing = new Set<string>();
    for (const t of texts) for (const ch of t) if (!serif.has(ch.codePointAt(0)!) && !korean.has(ch.codePointAt(0)!)) missing.add(ch);
    expect([...missing]).toEqual([]);
    if (locale === 'ko') expect(provinceName('italia', 'ko')).toBe('이탈리아');
  });
});
