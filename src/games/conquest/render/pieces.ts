/**
 * The state drawn over the static map: owner tints, roads, cities and
 * fortifications, a badge per stack of land pieces and per group of galleys.
 * Badges show the number of combat units big, so they read at Discord's
 * preview size; `detail` adds the count per kind (for the zoomed region).
 */
import { createCanvas, type SKRSContext2D } from '@napi-rs/canvas';
import type { ConquestView, Troops } from '../types';
import { conquestGeometry, type Point } from './geometry';
import { conquestRegions } from './regions';
import { provinceTint } from './static-layers';
import { GOLD, INK, PLAYER_COLOUR, PLAYER_DARK, SANS_BOLD, TINT_ALPHA } from './theme';
import { registerFonts } from '../../../render/fonts';
import { TROOP_KEYS } from '../pieces';
import { WORDS, type ConquestLocale } from './labels';
import { BADGE_FONT, BADGE_H, nameLayout, placeBadges, spotsAround, type BadgeRequest, type Box } from './placement';

export function drawOwnerTints(ctx: SKRSContext2D, view: ConquestView): void {
  const regions = conquestRegions();
  ctx.save();
  ctx.globalAlpha = TINT_ALPHA;
  for (const [id, owner] of Object.entries(view.owner)) {
    if (owner === null || owner === undefined) continue;
    const m = regions.masks[id];
    if (!m) continue;
    ctx.drawImage(provinceTint(id, PLAYER_COLOUR[owner % PLAYER_COLOUR.length]), m.x, m.y, m.width, m.height);
  }
  ctx.restore();
}

export function drawRoads(ctx: SKRSContext2D, view: ConquestView): void {
  const g = conquestGeometry();
  for (const [colour, width, dash] of [['rgba(248, 242, 226, 0.85)', 7, []], ['#5a3b1c', 4, [9, 5]]] as const) {
    ctx.save();
    ctx.strokeStyle = colour;
    ctx.lineWidth = width;
    ctx.lineCap = 'round';
    ctx.setLineDash([...dash]);
    for (const r of view.roads) {
      const [a, b] = r.split('|');
      const pa = g.anchors[a];
      const pb = g.anchors[b];
      if (!pa || !pb) continue;
      ctx.beginPath();
      ctx.moveTo(pa[0], pa[1]);
      ctx.lineTo(pb[0], pb[1]);
      ctx.stroke();
    }
    ctx.restore();
  }
}

/** Where a province's city marker goes: left of its name. */
export function cityPoint(id: string, locale: ConquestLocale = 'en'): Point {
  const n = nameLayout(locale).provinces[id];
  return [n.box[0] - 13, n.coin[1]];
}

/** The space a city marker (with its wall) takes. */
export function cityBox(id: string, locale: ConquestLocale = 'en'): Box {
  const [x, y] = cityPoint(id, locale);
  return [x - 14, y - 17, x + 14, y + 14];
}

/** A city: a white house; a fortified city stands in a dark crenellated wall. */
export function drawCityMark(ctx: SKRSContext2D, x: number, y: number, fortified: boolean, k = 1): void {
  ctx.save();
  if (fortified) {
    ctx.fillStyle = '#4a4036';
    ctx.beginPath();
    ctx.rect(x - 13 * k, y - 11 * k, 26 * k, 24 * k);
    for (let i = 0; i < 4; i++) ctx.rect(x - 13 * k + i * 7 * k, y - 16 * k, 5 * k, 5 * k);
    ctx.fill();
  }
  ctx.fillStyle = '#fbf6e8';
  ctx.strokeStyle = INK;
  ctx.lineWidth = 1.8;
  ctx.beginPath();
  ctx.moveTo(x - 9 * k, y + 9 * k);
  ctx.lineTo(x - 9 * k, y - 3 * k);
  ctx.lineTo(x, y - 11 * k);
  ctx.lineTo(x + 9 * k, y - 3 * k);
  ctx.lineTo(x + 9 * k, y + 9 * k);
  ctx.closePath();
  ctx.fill();
  ctx.stroke();
  ctx.restore();
}

export function drawCities(ctx: SKRSContext2D, view: ConquestView, locale: ConquestLocale = 'en'): void {
  for (const [id, city] of Object.entries(view.cities)) {
    if (!conquestGeometry().anchors[id]) continue;
    const [x, y] = cityPoint(id, locale);
    drawCityMark(ctx, x, y, city.fortified);
  }
}

export interface Badge {
  owner: number;
  combat: number;
  troops: Troops;
  galleys: number;
}

/** A stack of leaders only (no combat units, no galleys): its badge shows their marks instead of a count of 0. */
export function leadersOnly(b: Badge): boolean {
  return b.galleys === 0 && b.combat === 0 && b.troops.generals + b.troops.caesar > 0;
}

/** Marks inside a leaders-only badge: Caesar's crown, then up to two stars (three or more: one star and "×n"). */
function leaderMarks(b: Badge, markR: number): { caesar: boolean; stars: number; count: string; width: number } {
  const g = b.troops.generals;
  const stars = Math.min(g, g > 2 ? 1 : 2);
  const count = g > 2 ? `×${g}` : '';
  measureCtx ??= createCanvas(8, 8).getContext('2d');
  measureCtx.font = `${Math.round(markR * 1.3)}px ${SANS_BOLD}`;
  const width = (b.troops.caesar > 0 ? markR * 2.3 : 0) + stars * markR * 2.1 + (count ? measureCtx.measureText(count).width + 2 : 0);
  return { caesar: b.troops.caesar > 0, stars, count, width };
}

function badgeLabel(b: Badge, detail: boolean, locale: ConquestLocale): string {
  if (b.galleys > 0) return String(b.galleys);
  if (leadersOnly(b)) return '';
  if (!detail) return String(b.combat);
  // Unit letters in the picture's language ("3p 2j 1k" in Czech, "3보 2기 1투" in Korean).
  const letter = WORDS[locale].badge;
  const parts: string[] = [];
  if (b.troops.infantry) parts.push(`${b.troops.infantry}${letter.infantry}`);
  if (b.troops.cavalry) parts.push(`${b.troops.cavalry}${letter.cavalry}`);
  if (b.troops.catapult) parts.push(`${b.troops.catapult}${letter.catapult}`);
  return parts.join(' ') || '0';
}

let measureCtx: SKRSContext2D | null = null;

/** Width and height of a badge as drawn (overview or detail). */
export function badgeSize(b: Badge, detail: boolean, locale: ConquestLocale = 'en'): [number, number] {
  registerFonts();
  measureCtx ??= createCanvas(8, 8).getContext('2d');
  measureCtx.font = `${detail ? 17 : BADGE_FONT}px ${SANS_BOLD}`;
  const text = badgeLabel(b, detail, locale);
  // Wide enough for Caesar's crown and the generals' stars along its top edge.
  const markR = detail ? 8 : 12;
  const marks = Math.min(2, b.troops.generals) * markR * 1.5 + (b.troops.caesar > 0 ? markR * 2 : 0) + markR * 0.6;
  const inside = leadersOnly(b) ? leaderMarks(b, detail ? 8 : 12).width + (detail ? 12 : 14) : 0;
  const w = Math.max(detail ? 26 : 40, measureCtx.measureText(text).width + (detail ? 14 : 18), leadersOnly(b) ? inside : marks);
  return [b.galleys > 0 ? w + 16 : w, detail ? 24 : BADGE_H];
}

/** Caesar: a gold disc with a crown, at the badge's top right corner. */
export function drawCaesarMark(ctx: SKRSContext2D, x: number, y: number, r: number): void {
  ctx.save();
  ctx.beginPath();
  ctx.arc(x, y, r, 0, Math.PI * 2);
  ctx.fillStyle = GOLD;
  ctx.fill();
  ctx.strokeStyle = INK;
  ctx.lineWidth = 1.8;
  ctx.stroke();
  const k = r / 12;
  ctx.fillStyle = INK;
  ctx.beginPath();
  ctx.moveTo(x - 7 * k, y + 5 * k);
  ctx.lineTo(x - 7 * k, y - 4 * k);
  ctx.lineTo(x - 3.5 * k, y);
  ctx.lineTo(x, y - 6 * k);
  ctx.lineTo(x + 3.5 * k, y);
  ctx.lineTo(x + 7 * k, y - 4 * k);
  ctx.lineTo(x + 7 * k, y + 5 * k);
  ctx.closePath();
  ctx.fill();
  ctx.restore();
}

/** A general: a white five-pointed star with a dark rim. */
export function drawGeneralMark(ctx: SKRSContext2D, x: number, y: number, r: number): void {
  ctx.save();
  ctx.beginPath();
  for (let i = 0; i < 10; i++) {
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    const rr = i % 2 === 0 ? r : r * 0.45;
    if (i === 0) ctx.moveTo(x + Math.cos(a) * rr, y + Math.sin(a) * rr);
    else ctx.lineTo(x + Math.cos(a) * rr, y + Math.sin(a) * rr);
  }
  ctx.closePath();
  ctx.fillStyle = '#ffffff';
  ctx.fill();
  ctx.strokeStyle = INK;
  ctx.lineWidth = 1.6;
  ctx.stroke();
  ctx.restore();
}

/** One badge: owner-coloured pill with the count; Caesar's gold crown and generals' white stars on top; a hull for galleys. */
export function drawBadge(ctx: SKRSContext2D, x: number, y: number, b: Badge, detail: boolean, locale: ConquestLocale = 'en'): void {
  const text = badgeLabel(b, detail, locale);
  const [bw, h] = badgeSize(b, detail, locale);
  const w = b.galleys > 0 ? bw - 16 : bw;
  ctx.save();
  ctx.font = `${detail ? 17 : BADGE_FONT}px ${SANS_BOLD}`;
  const colour = PLAYER_COLOUR[b.owner % PLAYER_COLOUR.length];
  ctx.beginPath();
  if (b.galleys > 0) {
    // A galley hull: flat deck, rounded keel.
    ctx.moveTo(x - w / 2 - 8, y - h / 2);
    ctx.lineTo(x + w / 2 + 8, y - h / 2);
    ctx.quadraticCurveTo(x + w / 2, y + h / 2, x, y + h / 2);
    ctx.quadraticCurveTo(x - w / 2, y + h / 2, x - w / 2 - 8, y - h / 2);
  } else {
    ctx.roundRect(x - w / 2, y - h / 2, w, h, detail ? 8 : 10);
  }
  ctx.fillStyle = colour;
  ctx.fill();
  ctx.lineWidth = detail ? 2 : 2.5;
  ctx.strokeStyle = PLAYER_DARK[b.owner % PLAYER_DARK.length];
  ctx.stroke();
  ctx.fillStyle = '#ffffff';
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  if (text) ctx.fillText(text, x, y + 1);
  ctx.restore();
  const markR = detail ? 8 : 12;
  if (leadersOnly(b)) {
    drawLeaderMarks(ctx, x, y, b, markR);
    return;
  }
  if (b.troops.caesar > 0) drawCaesarMark(ctx, x + w / 2, y - h / 2, markR);
  // One star per general; three or more show as one star and their number.
  const g = b.troops.generals;
  const gx = x - w / 2 + markR * 0.6;
  if (g <= 2) for (let i = 0; i < g; i++) drawGeneralMark(ctx, gx + i * markR * 1.5, y - h / 2, markR * 0.95);
  else {
    drawGeneralMark(ctx, gx, y - h / 2, markR * 0.95);
    ctx.save();
    ctx.font = `${Math.round(markR * 1.3)}px ${SANS_BOLD}`;
    ctx.textBaseline = 'middle';
    ctx.lineJoin = 'round';
    ctx.strokeStyle = '#ffffff';
    ctx.lineWidth = 4;
    ctx.strokeText(`×${g}`, gx + markR * 0.9, y - h / 2);
    ctx.fillStyle = INK;
    ctx.fillText(`×${g}`, gx + markR * 0.9, y - h / 2);
    ctx.restore();
  }
}

/** The marks of a leaders-only stack, centred in its badge. */
function drawLeaderMarks(ctx: SKRSContext2D, x: number, y: number, b: Badge, markR: number): void {
  const m = leaderMarks(b, markR);
  let cx = x - m.width / 2;
  if (m.caesar) {
    drawCaesarMark(ctx, cx + markR * 1.1, y, markR);
    cx += markR * 2.3;
  }
  for (let i = 0; i < m.stars; i++) {
    drawGeneralMark(ctx, cx + markR * 1.05, y, markR);
    cx += markR * 2.1;
  }
  if (m.count) {
    ctx.save();
    ctx.font = `${Math.round(markR * 1.3)}px ${SANS_BOLD}`;
    ctx.textBaseline = 'middle';
    ctx.fillStyle = '#ffffff';
    ctx.fillText(m.count, cx + 1, y + 1);
    ctx.restore();
  }
}

export interface PlacedStack {
  at: Point;
  /** The point the badge belongs to (province anchor, sea or coast point). */
  home: Point;
  badge: Badge;
  /** Where the badge is drawn, as placed clear of names and other badges. */
  box: Box;
}

function emptyTroops(): Troops {
  return { infantry: 0, cavalry: 0, catapult: 0, generals: 0, caesar: 0 };
}

/**
 * Every badge of the picture, placed: land stacks under their province's
 * anchor side by side per owner, galleys under their sea zone's name or at
 * their coast, each moved aside where it would cover a name or another badge.
 */
export function placedBadges(view: ConquestView, locale: ConquestLocale = 'en', detail = false): { land: PlacedStack[]; galleys: PlacedStack[] } {
  const g = conquestGeometry();
  const requests: (BadgeRequest & { badge: Badge; kind: 'land' | 'galley'; home: Point })[] = [];
  const byPlace = new Map<string, Map<number, Troops>>();
  for (const st of view.stacks) {
    const m = byPlace.get(st.at) ?? new Map<number, Troops>();
    const t = m.get(st.owner) ?? emptyTroops();
    for (const k of TROOP_KEYS) t[k] += st.troops[k];
    m.set(st.owner, t);
    byPlace.set(st.at, m);
  }
  for (const at of [...byPlace.keys()].sort()) {
    const a = g.anchors[at];
    if (!a) continue;
    const list = [...byPlace.get(at)!.entries()].sort((p, q) => p[0] - q[0]);
    list.forEach(([owner, t], i) => {
      const badge: Badge = { owner, troops: t, combat: t.infantry + t.cavalry + t.catapult, galleys: 0 };
      const [w, h] = badgeSize(badge, detail, locale);
      const first: Point = [a[0] + (i - (list.length - 1) / 2) * (w + 8), a[1] + 12];
      requests.push({ key: `${at}:${owner}`, width: w, height: h, spots: spotsAround(a, first), badge, kind: 'land', home: a });
    });
  }
  const fleets = new Map<string, Map<number, { n: number; cargo: Troops }>>();
  for (const gal of view.galleys) {
    const m = fleets.get(gal.at) ?? new Map();
    const e = m.get(gal.owner) ?? { n: 0, cargo: emptyTroops() };
    e.n++;
    for (const k of TROOP_KEYS) e.cargo[k] += gal.cargo[k];
    m.set(gal.owner, e);
    fleets.set(gal.at, m);
  }
  for (const at of [...fleets.keys()].sort()) {
    const base = g.seas[at] ?? g.coasts[at];
    if (!base) continue;
    const atSea = at in g.seas;
    const list = [...fleets.get(at)!.entries()].sort((p, q) => p[0] - q[0]);
    list.forEach(([owner, e], i) => {
      const combat = e.cargo.infantry + e.cargo.cavalry + e.cargo.catapult;
      const badge: Badge = { owner, troops: e.cargo, combat, galleys: e.n };
      const [w, h] = badgeSize(badge, detail, locale);
      const first: Point = [base[0] + (i - (list.length - 1) / 2) * (w + 8), base[1] + (atSea ? 38 : 0)];
      requests.push({ key: `${at}:${owner}`, width: w, height: h, spots: spotsAround(first, first), badge, kind: 'galley', home: base });
    });
  }
  const cities = Object.keys(view.cities).filter((id) => g.anchors[id]).map((id) => cityBox(id, locale));
  const placed = placeBadges(requests, [...nameLayout(locale).taken, ...cities]);
  const land: PlacedStack[] = [];
  const galleys: PlacedStack[] = [];
  requests.forEach((r, i) => (r.kind === 'land' ? land : galleys).push({ at: placed[i].at, home: r.home, badge: r.badge, box: placed[i].box }));
  return { land, galleys };
}

/** Badge positions of land stacks. */
export function landBadges(view: ConquestView, locale: ConquestLocale = 'en'): PlacedStack[] {
  return placedBadges(view, locale).land;
}

/** Badge positions of galleys: near the sea zone's name, or at the coast's point, one per owner. */
export function galleyBadges(view: ConquestView, locale: ConquestLocale = 'en'): PlacedStack[] {
  return placedBadges(view, locale).galleys;
}

export function drawUnits(ctx: SKRSContext2D, view: ConquestView, detail: boolean, locale: ConquestLocale = 'en'): void {
  const { land, galleys } = placedBadges(view, locale, detail);
  // A badge that had to step aside keeps a thin line to where it belongs.
  for (const { at, home } of [...galleys, ...land]) {
    if (Math.hypot(at[0] - home[0], at[1] - home[1]) < 48) continue;
    ctx.save();
    ctx.strokeStyle = INK;
    ctx.fillStyle = INK;
    ctx.lineWidth = 1.8;
    ctx.beginPath();
    ctx.moveTo(home[0], home[1]);
    ctx.lineTo(at[0], at[1]);
    ctx.stroke();
    ctx.beginPath();
    ctx.arc(home[0], home[1], 3.5, 0, Math.PI * 2);
    ctx.fill();
    ctx.restore();
  }
  for (const { at, badge } of galleys) drawBadge(ctx, at[0], at[1], badge, detail, locale);
  for (const { at, badge } of land) drawBadge(ctx, at[0], at[1], badge, detail, locale);
}
