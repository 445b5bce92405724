import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { conquest } from '../../../../src/games/conquest/index';
import { PROVINCE_IDS, PROVINCES, SEA_IDS } from '../../../../src/games/conquest/data';
import type { ConquestView } from '../../../../src/games/conquest/types';
import { FONT_DIR } from '../../../../src/render/fonts';
import {
  BATTLE_PANEL_HEIGHT, CONQUEST_LOCALES, CONQUEST_MAP_SIZE, REGION_SIZE, renderConquestMap, renderConquestMapAsync,
} from '../../../../src/games/conquest/render/index';
import { nameLayout, overlaps, type Box } from '../../../../src/games/conquest/render/placement';
import { conquestGeometry } from '../../../../src/games/conquest/render/geometry';
import { provinceName, seaName, WORDS } from '../../../../src/games/conquest/render/labels';
import { cityBox, cityPoint, drawBadge, galleyBadges, landBadges, leadersOnly, placedBadges } from '../../../../src/games/conquest/render/pieces';
import { drawnTexts } from '../../../render/drawn-words';
import { conquestRegions, touchingPairs } from '../../../../src/games/conquest/render/regions';
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

/** Whether a point is clear (with a margin) of every name, coin, arrow and badge of the picture. */
function clearOf(view: ConquestView, p: [number, number], margin = 8): boolean {
  const box: Box = [p[0] - margin, p[1] - margin, p[0] + margin, p[1] + margin];
  const { land, galleys } = placedBadges(view);
  // Leader lines run from a badge that stepped aside to its province's anchor.
  const nearLine = (a: [number, number], b: [number, number]) => {
    const [dx, dy] = [b[0] - a[0], b[1] - a[1]];
    const t = Math.max(0, Math.min(1, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / (dx * dx + dy * dy || 1)));
    return Math.hypot(a[0] + t * dx - p[0], a[1] + t * dy - p[1]) < margin;
  };
  return !nameLayout('en').taken.some((b) => overlaps(b, box))
    && !Object.keys(view.cities).some((id) => overlaps(cityBox(id), box))
    && ![...land, ...galleys].some((b) => overlaps(b.box, box) || nearLine(b.home, b.at));
}

/** A point well inside a province's area (10 px from its borders) and clear of everything drawn over it. */
function openPoint(view: ConquestView, province: string): [number, number] {
  const r = conquestRegions();
  const k = PROVINCE_IDS.indexOf(province);
  const w = r.gridWidth;
  for (let y = 12; y < r.gridHeight - 12; y += 4) {
    for (let x = 12; x < w - 12; x += 4) {
      if (r.label[y * w + x] !== k) continue;
      const around = [[-10, 0], [10, 0], [0, -10], [0, 10], [-7, -7], [7, 7], [-7, 7], [7, -7]];
      if (!around.every(([dx, dy]) => r.label[(y + dy) * w + x + dx] === k)) continue;
      const p: [number, number] = [(x + 0.5) / r.gridScale, (y + 0.5) / r.gridScale];
      // Far from every seed the tint fades into the land outside the empire.
      const seeded = conquestGeometry().seeds.some((s) => s.province === province && Math.hypot(s.at[0] - p[0], s.at[1] - p[1]) < 100);
      if (seeded && clearOf(view, p)) return p;
    }
  }
  throw new Error(`no open point in ${province}`);
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
      // A seed of the province clear of every name, badge and road: open land.
      const at = openPoint(startView, p.home);
      const got = pic.at(at[0], at[1]);
      expect(distance(got, blend(PLAYER_COLOUR[seat], LAND, TINT_ALPHA)), `${p.home} at ${at}`).toBeLessThan(30);
    }
    const unowned = openPoint(startView, 'dacia');
    expect(distance(pic.at(unowned[0], unowned[1]), hex(LAND))).toBeLessThan(12);
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
    const top = REGION_SIZE.height - BATTLE_PANEL_HEIGHT;
    expect(plain.diff(withDice, 0, top, REGION_SIZE.width - 1, REGION_SIZE.height - 1)).toBeGreaterThan(20);
    expect(distance(withDice.at(28, top + 30), hex(PLAYER_COLOUR[0]))).toBeLessThan(10);
  });

  it('marks a stack of leaders only with their marks, not a count of 0', () => {
    const view = conquest.view(midGameState('test', 150), null);
    const leaders = landBadges(view, 'en').filter((p) => leadersOnly(p.badge));
    expect(leaders.length).toBeGreaterThan(0);
    const ctx = createCanvas(200, 100).getContext('2d');
    for (const detail of [false, true]) {
      const texts = drawnTexts(() => leaders.forEach((p) => drawBadge(ctx, 100, 50, p.badge, detail)));
      expect(texts.filter((t) => t === '0' || t === ''), String(detail)).toEqual([]);
    }
  });

  it('renders a mid-game engine position; sync and async give the same bytes', async () => {
    const view = conquest.view(midGameState('test', 150), null);
    const a = renderConquestMap(view, { locale: 'cs' });
    const b = await renderConquestMapAsync(view, { locale: 'cs' });
    expect(a.equals(b)).toBe(true);
    const pic = await decode(a);
    for (const { at, badge } of landBadges(view, 'cs')) {
      // A leaders-only badge carries the leaders' marks in its middle: its colour shows below them.
      const [px, py] = leadersOnly(badge) ? [at[0], at[1] + 15] : [at[0] - 10, at[1] - 8];
      expect(distance(pic.at(px, py), hex(PLAYER_COLOUR[badge.owner]))).toBeLessThan(40);
    }
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
      ...Object.values(w.phase), ...Object.values(w.pieces), ...Object.values(w.die), ...Object.values(w.badge), ...Object.values(w.faces), w.caesar, w.general, w.city, w.fortified, w.road, w.tributeScale, w.round, w.toMove, w.eliminated, w.winner, w.prices, w.inflation, w.tribute, w.attacker, w.defender, w.battleRound,
    ];
    const missing = new Set<string>();
    for (const t of texts) for (const ch of t) if (!serif.has(ch.codePointAt(0)!) && !korean.has(ch.codePointAt(0)!)) missing.add(ch);
    expect([...missing]).toEqual([]);
    if (locale === 'ko') expect(provinceName('italia', 'ko')).toBe('이탈리아');
  });
});
