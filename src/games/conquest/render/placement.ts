/**
 * Where names and badges go on the overview so that none covers another.
 *
 * Names are placed once per language (they never move): each province tries
 * its full name above its anchor, then shifted, then its short form; every
 * province also reserves the space just below its anchor for its badges.
 * Badges are placed per picture: each stack tries the spot below its anchor,
 * then spots around it, avoiding names, arrows and badges already placed.
 * Tests check that nothing overlaps over many real game positions.
 */
import type { SKRSContext2D } from '@napi-rs/canvas';
import { createCanvas } from '@napi-rs/canvas';
import { PROVINCE_IDS, PROVINCES, SEA_IDS, STRAITS } from '../data';
import { registerFonts } from '../../../render/fonts';
import { conquestGeometry, type Point } from './geometry';
import { provinceName, provinceShortName, seaName, type ConquestLocale } from './labels';
import { MAP_HEIGHT, STRAIT_ARROWS, WIDTH } from './layout';
import { SERIF_BOLD } from './theme';

/** Axis-aligned box: left, top, right, bottom (design px). */
export type Box = [number, number, number, number];

export function overlaps(a: Box, b: Box, gap = 0): boolean {
  return a[0] < b[2] + gap && b[0] < a[2] + gap && a[1] < b[3] + gap && b[1] < a[3] + gap;
}

function inside(b: Box): boolean {
  return b[0] >= 2 && b[1] >= 2 && b[2] <= WIDTH - 2 && b[3] <= MAP_HEIGHT - 2;
}

/** Overview type sizes (design px; Discord's preview shows the picture at about 0.39). */
export const NAME_SIZE = 21;
export const SHORT_SIZE = 18;
export const SEA_SIZE = 16;
export const COIN_R = 10;
export const BADGE_H = 38;
export const BADGE_FONT = 30;

export interface PlacedName {
  id: string;
  text: string;
  size: number;
  /** Centre of the text block. */
  at: Point;
  lines: number;
  box: Box;
  /** Centre of the tribute coin. */
  coin: Point;
  short: boolean;
}

export interface PlacedSea {
  id: string;
  text: string;
  at: Point;
  box: Box;
}

export interface NameLayout {
  provinces: Record<string, PlacedName>;
  seas: Record<string, PlacedSea>;
  /** Boxes nothing else may cover: names, sea names, coins, strait arrows. */
  taken: Box[];
}

let measureCtx: SKRSContext2D | null = null;
function measure(text: string, size: number, italic = false): number {
  registerFonts();
  measureCtx ??= createCanvas(8, 8).getContext('2d');
  measureCtx.font = `${italic ? 'italic ' : ''}${size}px ${SERIF_BOLD}`;
  return Math.max(...text.split('\n').map((l) => measureCtx!.measureText(l).width));
}

/** The box of the space reserved for a province's badges, below its anchor. */
export function badgeZone(id: string): Box {
  const [x, y] = conquestGeometry().anchors[id];
  return [x - 24, y - 4, x + 24, y + 12 + BADGE_H / 2];
}

/** Boxes around each strait arrow. */
export function straitBoxes(): Box[] {
  const g = conquestGeometry();
  return STRAITS.map((s) => {
    const key = [...s.provinces].sort().join('|');
    const [a, b] = STRAIT_ARROWS[key].map((p) => g.projection(p)!) as [Point, Point];
    return [Math.min(a[0], b[0]) - 6, Math.min(a[1], b[1]) - 6, Math.max(a[0], b[0]) + 6, Math.max(a[1], b[1]) + 6] as Box;
  });
}

const cache = new Map<ConquestLocale, NameLayout>();

export function nameLayout(locale: ConquestLocale): NameLayout {
  const hit = cache.get(locale);
  if (hit) return hit;
  const g = conquestGeometry();
  const taken: Box[] = [...straitBoxes()];
  const reserved = Object.fromEntries(PROVINCE_IDS.map((id) => [id, badgeZone(id)]));
  const seas: Record<string, PlacedSea> = {};
  for (const id of SEA_IDS) {
    // "Mare" is dropped (italic blue says sea); the two oceans keep both words on two lines.
    const text = seaName(id, locale).replace(/^Mare /, '').replace(/^Oceanus /, 'Oceanus\n');
    const lines = text.split('\n').length;
    const w = measure(text, SEA_SIZE, true);
    const [x, y] = g.seas[id];
    const h = lines * (SEA_SIZE + 1);
    const box: Box = [x - w / 2 - 2, y - h / 2, x + w / 2 + 2, y + h / 2];
    seas[id] = { id, text, at: [x, y], box };
    taken.push(box);
  }
  const provinces: Record<string, PlacedName> = {};
  const candidate = (id: string, text: string, size: number, dx: number, dy: number, short: boolean): PlacedName => {
    const [x, y] = g.anchors[id];
    const lines = text.split('\n').length;
    const w = measure(text, size);
    const h = lines * (size + 1);
    const cx = x + dx;
    const cy = y + dy - ((lines - 1) * (size + 1)) / 2;
    const coin: Point = [cx + w / 2 + COIN_R + 3, cy + ((lines - 1) * (size + 1)) / 2];
    return { id, text, size, at: [cx, cy], lines, box: [cx - w / 2 - 2, cy - h / 2, coin[0] + COIN_R + 1, cy + h / 2], coin, short };
  };
  const OFFSETS: [number, number][] = [[0, -26], [-22, -26], [22, -26], [0, -40], [-40, -34], [40, -34], [0, 44], [-60, -10], [60, -10], [0, -56]];
  // Crowded provinces choose first: open country has room whatever is left.
  const crowding = (id: string) => PROVINCE_IDS.filter((o) => Math.hypot(g.anchors[o][0] - g.anchors[id][0], g.anchors[o][1] - g.anchors[id][1]) < 110).length;
  // Home provinces keep their full names: players find each other by them.
  const rank = (id: string) => (PROVINCES[id].home ? 100 : 0) + crowding(id);
  const order = [...PROVINCE_IDS].sort((a, b) => rank(b) - rank(a) || PROVINCE_IDS.indexOf(a) - PROVINCE_IDS.indexOf(b));
  for (const id of order) {
    const full = provinceName(id, locale);
    const split = full.includes(' ') && full.length > 10 ? full.replace(' ', '\n') : full;
    const short = provinceShortName(id, locale);
    const forms: [string, number, boolean][] = [[full, NAME_SIZE, false], [split, NAME_SIZE, false], [short, SHORT_SIZE, true]];
    const others = PROVINCE_IDS.filter((o) => o !== id).map((o) => reserved[o]);
    const free = (c: PlacedName, strict: boolean) =>
      inside(c.box) && !taken.some((b) => overlaps(b, c.box, 1)) && !overlaps(reserved[id], c.box) && (!strict || !others.some((b) => overlaps(b, c.box)));
    let chosen: PlacedName | null = null;
    // Full names clear of everything first; a home province then keeps its full name even over a
    // neighbour's badge space (those badges step aside); others take their short form first.
    const fullForms = forms.filter((f) => !f[2]);
    const shortForms = forms.filter((f) => f[2]);
    const passes: [typeof forms, boolean][] = PROVINCES[id].home
      ? [[fullForms, true], [fullForms, false], [shortForms, true], [shortForms, false]]
      : [[fullForms, true], [shortForms, true], [fullForms, false], [shortForms, false]];
    for (const [list, strict] of passes) {
      for (const [text, size, isShort] of list) {
        for (const [dx, dy] of OFFSETS) {
          const c = candidate(id, text, size, dx, dy, isShort);
          if (free(c, strict)) { chosen = c; break; }
        }
        if (chosen) break;
      }
      if (chosen) break;
    }
    if (!chosen) {
      for (const [dx, dy] of OFFSETS) {
        const c = candidate(id, short, SHORT_SIZE - 3, dx, dy, true);
        if (free(c, false)) { chosen = c; break; }
      }
    }
    chosen ??= candidate(id, short, SHORT_SIZE - 3, 0, -26, true);
    provinces[id] = chosen;
    taken.push(chosen.box);
  }
  const layout = { provinces, seas, taken };
  cache.set(locale, layout);
  return layout;
}

/** A badge to place: its size and where it would like to be. */
export interface BadgeRequest {
  key: string;
  width: number;
  height: number;
  /** Preferred centre, then the places it may move to, in order. */
  spots: Point[];
}

export interface PlacedBadge {
  key: string;
  /** False when no spot was clear and the badge sits at its first choice. */
  clear: boolean;
  at: Point;
  box: Box;
}

function boxAt(p: Point, w: number, h: number): Box {
  return [p[0] - w / 2, p[1] - h / 2, p[0] + w / 2, p[1] + h / 2];
}

/** Places badges in order; each takes its first spot clear of names and earlier badges (or its first spot if none is). */
export function placeBadges(requests: readonly BadgeRequest[], avoid: readonly Box[]): PlacedBadge[] {
  const placed: PlacedBadge[] = [];
  for (const r of requests) {
    // Caesar's and generals' marks stick out above the badge: keep room for them.
    const pad = (p: Point): Box => {
      const b = boxAt(p, r.width, r.height);
      return [b[0] - 6, b[1] - 10, b[2] + 8, b[3] + 1];
    };
    let at = r.spots[0];
    let clear = false;
    let fewest = Infinity;
    for (const s of r.spots) {
      const box = pad(s);
      if (!inside(box)) continue;
      const hits = avoid.filter((b) => overlaps(b, box)).length + placed.filter((p) => overlaps(p.box, box, 2)).length;
      if (hits === 0) {
        at = s;
        clear = true;
        break;
      }
      // Nowhere clear: the spot covering the fewest things.
      if (hits < fewest) {
        fewest = hits;
        at = s;
      }
    }
    placed.push({ key: r.key, at, box: pad(at), clear });
  }
  return placed;
}

/** Candidate centres around a point: the point, then rings of growing radius. */
export function spotsAround(p: Point, first: Point = p): Point[] {
  const out: Point[] = [first];
  for (const r of [0, 44, 66, 90, 120, 150, 185, 225, 270]) {
    const n = r === 0 ? 1 : r < 90 ? 12 : 24;
    for (let k = 0; k < n; k++) {
      const a = (k / n) * Math.PI * 2 + Math.PI / 2;
      out.push([p[0] + Math.cos(a) * r * 1.15, p[1] + Math.sin(a) * r * 0.8]);
    }
  }
  return out;
}
