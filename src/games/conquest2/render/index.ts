/**
 * The Conquest of the Empire II map picture, from the PUBLIC view, drawn over
 * the Classic game's map layers (src/games/conquest/render: base map, names,
 * province masks, badges and city marks, shared, not copied):
 *
 *   renderConquest2Map(conquest2.view(state, null), { locale, names }) -> PNG
 *
 * Key provinces are tinted with the colour of their influence leader and
 * carry a row of influence discs (count per colour) and the province tokens
 * for sale; land units are a badge per colour (military count, gold dot for
 * Caesar, white pips for generals), galleys a hull per colour at sea; cities
 * are the Classic mark with the holder's colour. The strip below shows the
 * season and round track, the two alliances in turn order, and each
 * player's victory points, talents and Senator count (never values or chaos).
 */
import { createCanvas, type Canvas, type SKRSContext2D } from '@napi-rs/canvas';
import { registerFonts } from '../../../render/fonts';
import { encodeOpaquePng, encodeOpaquePngAsync } from '../../../render/png';
import { conquestGeometry, type Point } from '../../conquest/render/geometry';
import { provinceName, type ConquestLocale } from '../../conquest/render/labels';
import { HEIGHT, MAP_HEIGHT, PANEL_HEIGHT, WIDTH } from '../../conquest/render/layout';
import { badgeSize, cityBox, cityPoint, drawBadge, type Badge } from '../../conquest/render/pieces';
import { nameLayout, type BadgeRequest, type Box, type PlacedBadge } from '../../conquest/render/placement';
import { placeWithLines, type PlacedLine } from './lines';
import { conquestRegions } from '../../conquest/render/regions';
import { warmConquestRendererAsync, type WarmUpOptions } from '../../conquest/render';
import { baseLayer, overlayLayer, provinceTint } from '../../conquest/render/static-layers';
import { GOLD, INK, PANEL_BG, PANEL_MUTED, PANEL_TEXT, PLAYER_COLOUR, PLAYER_DARK, SANS_BOLD, SERIF_BOLD, TINT_ALPHA } from '../../conquest/render/theme';
import { KEY_IDS, VP } from '../data';
import { en } from '../locales/en';
import { cs } from '../locales/cs';
import { ro } from '../locales/ro';
import { ko } from '../locales/ko';
import type { C2View } from '../types';
import { plural } from './market';

export type Conquest2Locale = ConquestLocale;
const LOCALES = { en, cs, ro, ko };

export interface Conquest2RenderOptions {
  locale?: string;
  /** Player names by seat (members' display names); default the colour names. */
  names?: readonly string[];
}

export const CONQUEST2_MAP_SIZE = { width: WIDTH, height: HEIGHT } as const;

function localeOf(o: Conquest2RenderOptions): ConquestLocale {
  return (['en', 'cs', 'ro', 'ko'] as const).includes(o.locale as ConquestLocale) ? (o.locale as ConquestLocale) : 'en';
}

export function colourName(seat: number, locale: ConquestLocale): string {
  return LOCALES[locale].conquest2.colour[seat % 6 as 0];
}

/** The influence leader of a key province (most tokens, no tie), or null. */
export function influenceLeader(view: C2View, province: string): number | null {
  const counts = view.influence[province];
  const max = Math.max(...counts);
  if (max <= 0 || counts.filter((c) => c === max).length > 1) return null;
  return counts.indexOf(max);
}

function drawTints(ctx: SKRSContext2D, view: C2View): void {
  const regions = conquestRegions();
  ctx.save();
  ctx.globalAlpha = TINT_ALPHA;
  for (const k of KEY_IDS) {
    const lead = influenceLeader(view, k);
    const m = regions.masks[k];
    if (lead === null || !m) continue;
    ctx.drawImage(provinceTint(k, PLAYER_COLOUR[lead % PLAYER_COLOUR.length]), m.x, m.y, m.width, m.height);
  }
  ctx.restore();
}

/** Distance between the centres of two influence discs in a row. */
const DISC_STEP = 23;

function disc(ctx: SKRSContext2D, x: number, y: number, fill: string, stroke: string, text: string, textColour: string): void {
  ctx.beginPath();
  ctx.arc(x, y, 10.5, 0, Math.PI * 2);
  ctx.fillStyle = fill;
  ctx.fill();
  ctx.lineWidth = 2;
  ctx.strokeStyle = stroke;
  ctx.stroke();
  ctx.fillStyle = textColour;
  ctx.font = `14px ${SANS_BOLD}`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(text, x, y + 1);
}

function drawCities(ctx: SKRSContext2D, view: C2View): void {
  for (const [id, owner] of Object.entries(view.cities)) {
    if (!conquestGeometry().anchors[id]) continue;
    const [x, y] = cityPoint(id);
    ctx.save();
    ctx.fillStyle = owner >= 0 ? PLAYER_COLOUR[owner % 6] : '#fbf6e8';
    ctx.strokeStyle = INK;
    ctx.lineWidth = 1.5;
    ctx.beginPath();
    ctx.moveTo(x - 8, y + 8);
    ctx.lineTo(x - 8, y - 3);
    ctx.lineTo(x, y - 9);
    ctx.lineTo(x + 8, y - 3);
    ctx.lineTo(x + 8, y + 8);
    ctx.closePath();
    ctx.fill();
    ctx.stroke();
    ctx.restore();
  }
}

/**
 * Spots close to a point only: with up to six colours in most key provinces a
 * piece sent far away (with a line across the map) reads worse than one that
 * touches a neighbour, so placement looks no further than the second ring.
 */
function near(p: Point, first: Point, reach = 110): Point[] {
  // Rings every 22 px with a spot every ~24 px along them: the crowded middle needs the gaps between names.
  const all: Point[] = [first, p];
  for (let r = 22; r <= 320; r += 22) {
    const n = Math.max(8, Math.round((2 * Math.PI * r) / 24));
    for (let k = 0; k < n; k++) {
      const a = (k / n) * Math.PI * 2 + Math.PI / 2;
      all.push([p[0] + Math.cos(a) * r * 1.15, p[1] + Math.sin(a) * r * 0.8]);
    }
  }
  const close = all.filter(([x, y]) => Math.hypot(x - p[0], y - p[1]) <= reach);
  // Only when nothing close is clear (the crowded middle in a six-player game) does a piece go further, with
  // its line back: a far piece reads worse than a close one, but a covered name cannot be read at all.
  return [...close, ...all.filter(([x, y]) => Math.hypot(x - p[0], y - p[1]) > reach)];
}

type Request = BadgeRequest & { home: Point; draw: (ctx: SKRSContext2D, at: Point) => void; line: boolean };

/**
 * Everything drawn over a province or sea, placed together so that nothing
 * covers a name, a city or another piece (the Classic map's placement): per key
 * province the influence discs (a count per colour, then the province tokens in
 * white) above its name and its victory points below; a badge per colour of
 * land units (military count, Caesar's crown, generals' stars; leaders alone show
 * their marks), and a hull per colour of galleys at sea. A piece that had to step
 * aside keeps a thin line to where it belongs.
 */
function drawPieces(ctx: SKRSContext2D, view: C2View, locale: ConquestLocale): void {
  const { requests, placed, lines } = layoutPieces(ctx, view, locale);
  ctx.save();
  ctx.strokeStyle = INK;
  ctx.lineWidth = 1.8;
  for (const l of lines) {
    ctx.beginPath();
    ctx.moveTo(l.from[0], l.from[1]);
    ctx.lineTo(l.to[0], l.to[1]);
    ctx.stroke();
  }
  ctx.restore();
  requests.forEach((r, i) => {
    ctx.save();
    r.draw(ctx, placed[i].at);
    ctx.restore();
  });
}

/**
 * Where every piece of a map goes, with the boxes it must keep clear of (names, sea names, coins, strait
 * arrows, cities): for tests that check nothing covers a name or another piece.
 */
export function conquest2PiecePlacement(view: C2View, options: Conquest2RenderOptions = {}): { pieces: PlacedBadge[]; avoid: Box[]; lines: PlacedLine[]; names: Box[]; homes: Record<string, Point> } {
  registerFonts();
  const locale = localeOf(options);
  const { requests, placed, avoid, lines, names } = layoutPieces(createCanvas(8, 8).getContext('2d'), view, locale);
  return { pieces: placed, avoid, lines, names, homes: Object.fromEntries(requests.map((r) => [r.key, r.home])) };
}

function layoutPieces(ctx: SKRSContext2D, view: C2View, locale: ConquestLocale): { requests: Request[]; placed: PlacedBadge[]; avoid: Box[]; lines: PlacedLine[]; names: Box[] } {
  const g = conquestGeometry();
  const names = nameLayout(locale);
  const requests: Request[] = [];
  // The key provinces' rows choose their places first (close to their names), then the armies, then the fleets.
  const rows: Request[] = [];
  const fleets: Request[] = [];
  for (const k of KEY_IDS) {
    const a = g.anchors[k];
    if (!a) continue;
    const items: { fill: string; stroke: string; text: string; ink: string }[] = [];
    view.influence[k].forEach((n, seat) => {
      if (n > 0) items.push({ fill: PLAYER_COLOUR[seat % 6], stroke: PLAYER_DARK[seat % 6], text: String(n), ink: '#ffffff' });
    });
    if (view.provinceTokens[k] > 0) items.push({ fill: '#fbf6e8', stroke: INK, text: String(view.provinceTokens[k]), ink: INK });
    const name = names.provinces[k];
    // The discs sit just above the province's name (names placed below the anchor leave that space free),
    // followed by the province's victory points, small.
    const first: Point = name && name.box[1] < a[1] ? [name.at[0], name.box[1] - 13] : [a[0], a[1] - 22];
    const label = VP[k].join('/');
    ctx.font = `13px ${SANS_BOLD}`;
    const labelW = ctx.measureText(label).width + 6;
    const width = items.length * DISC_STEP + labelW;
    rows.push({
      key: `influence:${k}`, width, height: 22, spots: near(first, first, 60), home: name ? name.at : first, line: true,
      draw: (c, [x, y]) => {
        const left = x - width / 2;
        items.forEach((it, i) => disc(c, left + DISC_STEP / 2 + i * DISC_STEP, y, it.fill, it.stroke, it.text, it.ink));
        c.font = `13px ${SANS_BOLD}`;
        c.textAlign = 'left';
        c.textBaseline = 'middle';
        c.lineWidth = 3;
        c.strokeStyle = 'rgba(248, 242, 226, 0.9)';
        c.strokeText(label, left + items.length * DISC_STEP + 3, y + 1);
        c.fillStyle = '#7a1f12';
        c.fillText(label, left + items.length * DISC_STEP + 3, y + 1);
      },
    });
  }
  for (const [p, list] of Object.entries(view.army)) {
    const a = g.anchors[p];
    if (!a) continue;
    const here = list.map((u, seat) => [seat, u] as const).filter(([, u]) => u.infantry + u.cavalry + u.catapult + u.general + u.caesar > 0);
    here.forEach(([seat, u], i) => {
      const badge: Badge = { owner: seat, combat: u.infantry + u.cavalry + u.catapult, galleys: 0, troops: { infantry: u.infantry, cavalry: u.cavalry, catapult: u.catapult, generals: u.general, caesar: u.caesar } };
      const [w, h] = badgeSize(badge, false, locale);
      const first: Point = [a[0] + (i - (here.length - 1) / 2) * (w + 8), a[1] + 12];
      requests.push({ key: `army:${p}:${seat}`, width: w, height: h, spots: near(a, first), home: a, line: true, draw: (c, [x, y]) => drawBadge(c, x, y, badge, false, locale) });
    });
  }
  for (const [sea, counts] of Object.entries(view.fleet)) {
    const base = g.seas[sea];
    if (!base) continue;
    const list = counts.map((n, seat) => [seat, n] as const).filter(([, n]) => n > 0);
    list.forEach(([seat, n], i) => {
      const badge: Badge = { owner: seat, combat: 0, galleys: n, troops: { infantry: 0, cavalry: 0, catapult: 0, generals: 0, caesar: 0 } };
      const [w, h] = badgeSize(badge, false, locale);
      const first: Point = [base[0] + (i - (list.length - 1) / 2) * (w + 8), base[1] + 38];
      fleets.push({ key: `fleet:${sea}:${seat}`, width: w, height: h, spots: near(first, first), home: base, line: true, draw: (c, [x, y]) => drawBadge(c, x, y, badge, false, locale) });
    });
  }
  requests.unshift(...rows);
  requests.push(...fleets);
  const cities = Object.keys(view.cities).filter((id) => g.anchors[id]).map((id) => cityBox(id, locale));
  const avoid = [...names.taken, ...cities];
  // Lines may not cross a province's or a sea's name.
  const nameBoxes = [...Object.values(names.provinces).map((n) => n.box), ...Object.values(names.seas).map((n) => n.box)];
  const { placed, lines } = placeWithLines(requests, avoid, nameBoxes);
  return { requests, placed, avoid, lines, names: nameBoxes };
}

function drawPanel(ctx: SKRSContext2D, view: C2View, locale: ConquestLocale, names: readonly string[]): void {
  const w = LOCALES[locale].conquest2;
  ctx.save();
  ctx.fillStyle = PANEL_BG;
  ctx.fillRect(0, MAP_HEIGHT, WIDTH, PANEL_HEIGHT);
  ctx.textBaseline = 'middle';
  // Season and round track: four seasons of four rounds.
  ctx.font = `20px ${SERIF_BOLD}`;
  ctx.fillStyle = PANEL_TEXT;
  ctx.fillText(w.phase[view.phase], 20, MAP_HEIGHT + 24);
  for (let season = 1; season <= view.options.seasons; season++) {
    for (let round = 1; round <= 4; round++) {
      const x = 20 + (season - 1) * 92 + (round - 1) * 20;
      const y = MAP_HEIGHT + 50;
      const past = season < view.season || (season === view.season && round < view.round) || view.phase === 'over';
      const now = season === view.season && round === view.round && view.phase !== 'over';
      ctx.fillStyle = now ? GOLD : past ? '#8a7658' : '#4a3a2a';
      ctx.fillRect(x, y - 8, 16, 16);
    }
    ctx.fillStyle = PANEL_MUTED;
    ctx.font = `13px ${SANS_BOLD}`;
    ctx.fillText(`${season}`, 20 + (season - 1) * 92 + 30, MAP_HEIGHT + 70);
  }
  // Alliances in turn order: alliance I boxes 1, 3, 5; alliance II boxes 2, 4, 6.
  const ax = 420;
  [w.alliance.one, w.alliance.two].forEach((label, side) => {
    const y = MAP_HEIGHT + 24 + side * 34;
    ctx.fillStyle = PANEL_MUTED;
    ctx.font = `15px ${SANS_BOLD}`;
    ctx.textAlign = 'left';
    ctx.fillText(label, ax, y);
    view.boxes.forEach((seat, box) => {
      if (box % 2 !== side || seat === null) return;
      const x = ax + 90 + box * 38;
      ctx.fillStyle = PLAYER_COLOUR[seat % 6];
      ctx.fillRect(x, y - 12, 30, 24);
      ctx.fillStyle = '#ffffff';
      ctx.font = `14px ${SANS_BOLD}`;
      ctx.textAlign = 'center';
      ctx.fillText(String(box + 1), x + 15, y + 1);
      ctx.textAlign = 'left';
    });
  });
  // Players: colour, name, victory points in words; talents (a coin) and Senator cards (a hand of cards) as marks with their counts.
  const colW = (WIDTH - 40) / Math.max(1, view.players.length);
  const words = LOCALES[locale].conquest2 as unknown as Record<string, string>;
  view.players.forEach((p, seat) => {
    const x = 20 + seat * colW;
    const y = MAP_HEIGHT + 112;
    const active = view.active.includes(seat) && view.phase !== 'over';
    if (active) {
      ctx.strokeStyle = GOLD;
      ctx.lineWidth = 3;
      ctx.strokeRect(x - 6, y - 22, colW - 10, 82);
    }
    ctx.fillStyle = PLAYER_COLOUR[seat % 6];
    ctx.fillRect(x, y - 11, 22, 22);
    ctx.fillStyle = PANEL_TEXT;
    ctx.font = `18px ${SERIF_BOLD}`;
    const room = colW - 50;
    ctx.fillText(fitText(ctx, names[seat] ?? colourName(seat, locale), room), x + 30, y - 6);
    ctx.font = `16px ${SANS_BOLD}`;
    ctx.fillStyle = GOLD;
    ctx.fillText(fitText(ctx, plural(words, 'vp', p.vp, locale), room), x + 30, y + 16);
    ctx.font = `16px ${SANS_BOLD}`;
    coinMark(ctx, x + 38, y + 39);
    ctx.fillStyle = PANEL_MUTED;
    ctx.fillText(String(p.talents), x + 52, y + 40);
    const sx = x + 64 + ctx.measureText(String(p.talents)).width + 14;
    senatorMark(ctx, sx, y + 39);
    ctx.fillStyle = PANEL_MUTED;
    ctx.fillText(String(p.senatorCount), sx + 14, y + 40);
  });
  ctx.restore();
}

/** A text at most `max` pixels wide: the font shrinks (to 11px) before the text is cut with an ellipsis. */
function fitText(ctx: SKRSContext2D, text: string, max: number): string {
  const m = /^(\d+)px (.*)$/.exec(ctx.font);
  if (m) {
    let size = Number(m[1]);
    while (size > 11 && ctx.measureText(text).width > max) ctx.font = `${--size}px ${m[2]}`;
  }
  let t = text;
  while (t.length > 1 && ctx.measureText(t).width > max) t = `${t.slice(0, -2)}…`;
  return t;
}

/** Talents: a gold coin. */
function coinMark(ctx: SKRSContext2D, x: number, y: number): void {
  ctx.beginPath();
  ctx.arc(x, y, 8, 0, Math.PI * 2);
  ctx.fillStyle = GOLD;
  ctx.fill();
  ctx.lineWidth = 1.5;
  ctx.strokeStyle = '#7a5a10';
  ctx.stroke();
}

/** Senator cards: a small hand of three fanned cards, as on the market's Senator cards. */
function senatorMark(ctx: SKRSContext2D, x: number, y: number): void {
  ctx.save();
  ctx.fillStyle = '#f3ead7';
  ctx.strokeStyle = '#3b2f22';
  ctx.lineWidth = 1.2;
  for (const a of [-0.35, 0, 0.35]) {
    ctx.save(); ctx.translate(x, y + 7); ctx.rotate(a); ctx.fillRect(-4, -15, 8, 13); ctx.strokeRect(-4, -15, 8, 13); ctx.restore();
  }
  ctx.restore();
}

export function drawConquest2Map(view: C2View, options: Conquest2RenderOptions = {}): Canvas {
  registerFonts();
  const locale = localeOf(options);
  const canvas = createCanvas(WIDTH, HEIGHT);
  const ctx = canvas.getContext('2d');
  ctx.drawImage(baseLayer(), 0, 0);
  drawTints(ctx, view);
  ctx.drawImage(overlayLayer(locale, false), 0, 0);
  drawCities(ctx, view);
  drawPieces(ctx, view, locale);
  drawPanel(ctx, view, locale, options.names ?? []);
  return canvas;
}

export function renderConquest2Map(view: C2View, options: Conquest2RenderOptions = {}): Buffer {
  return encodeOpaquePng(drawConquest2Map(view, options));
}

export function renderConquest2MapAsync(view: C2View, options: Conquest2RenderOptions = {}): Promise<Buffer> {
  return encodeOpaquePngAsync(drawConquest2Map(view, options));
}

export { provinceName };

/**
 * Builds what the first Conquest II map of a process would build in one call of about 1 s of CPU
 * (geometry, province areas, sea zones, base layer; and, for each of `locales`, the names and the
 * overlay without tribute coins), a step at a time with a turn of the event loop between steps
 * (warmConquestRendererAsync). The bot runs it after start (GamePlugin.warmUp) with no locale: a
 * language's overlay costs a few tens of ms, built by its first picture.
 */
export function warmConquest2Renderer(locales: readonly ConquestLocale[] = [], options: Pick<WarmUpOptions, 'pause'> = {}): Promise<void> {
  return warmConquestRendererAsync(locales, { ...options, coins: [false] });
}
