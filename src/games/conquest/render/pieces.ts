/**
 * The state drawn over the static map: owner tints, roads, cities and
 * fortifications, a badge per stack of land pieces and per group of galleys.
 * Badges show the number of combat units big, so they read at Discord's
 * preview size; `detail` adds the count per kind (for the zoomed region).
 */
import type { SKRSContext2D } from '@napi-rs/canvas';
import type { ConquestView, Troops } from '../types';
import { conquestGeometry, type Point } from './geometry';
import { conquestRegions } from './regions';
import { provinceTint } from './static-layers';
import { INK, PLAYER_COLOUR, PLAYER_DARK, SANS_BOLD, TINT_ALPHA } from './theme';

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
  ctx.save();
  ctx.strokeStyle = '#5a3b1c';
  ctx.lineWidth = 3;
  ctx.setLineDash([7, 4]);
  for (const r of view.roads) {
    const [a, b] = r.split('|');
    const pa = g.anchors[a];
    const pb = g.anchors[b];
    if (!pa || !pb) continue;
    ctx.beginPath();
    ctx.moveTo(pa[0] - 20, pa[1] - 2);
    ctx.lineTo(pb[0] - 20, pb[1] - 2);
    ctx.stroke();
  }
  ctx.restore();
}

/** Where a province's city marker goes: left of its anchor. */
export function cityPoint(id: string): Point {
  const [x, y] = conquestGeometry().anchors[id];
  return [x - 20, y - 2];
}

export function drawCities(ctx: SKRSContext2D, view: ConquestView): void {
  for (const [id, city] of Object.entries(view.cities)) {
    if (!conquestGeometry().anchors[id]) continue;
    const [x, y] = cityPoint(id);
    ctx.save();
    if (city.fortified) {
      // Crenellated wall around the city.
      ctx.fillStyle = '#4a4036';
      ctx.fillRect(x - 10, y - 10, 20, 20);
      for (let i = 0; i < 3; i++) ctx.clearRect(x - 7 + i * 6, y - 10, 2, 0);
    }
    ctx.fillStyle = '#fbf6e8';
    ctx.strokeStyle = INK;
    ctx.lineWidth = 1.5;
    ctx.beginPath();
    ctx.moveTo(x - 7, y + 7);
    ctx.lineTo(x - 7, y - 3);
    ctx.lineTo(x, y - 8);
    ctx.lineTo(x + 7, y - 3);
    ctx.lineTo(x + 7, y + 7);
    ctx.closePath();
    ctx.fill();
    ctx.stroke();
    ctx.restore();
  }
}

interface Badge {
  owner: number;
  combat: number;
  troops: Troops;
  galleys: number;
}

function badgeLabel(b: Badge, detail: boolean): string {
  if (b.galleys > 0) return String(b.galleys);
  if (!detail) return String(b.combat);
  const parts: string[] = [];
  if (b.troops.infantry) parts.push(`${b.troops.infantry}i`);
  if (b.troops.cavalry) parts.push(`${b.troops.cavalry}c`);
  if (b.troops.catapult) parts.push(`${b.troops.catapult}k`);
  return parts.join(' ') || '0';
}

/** One badge: owner-coloured pill with the count; a gold laurel for Caesar, white pips for generals; a hull for galleys. */
export function drawBadge(ctx: SKRSContext2D, x: number, y: number, b: Badge, detail: boolean): void {
  const text = badgeLabel(b, detail);
  ctx.save();
  // The overview's numbers are big: Discord previews the picture at about 40 %.
  ctx.font = `${detail ? 17 : 21}px ${SANS_BOLD}`;
  const w = Math.max(detail ? 26 : 30, ctx.measureText(text).width + 14);
  const h = detail ? 24 : 28;
  const colour = PLAYER_COLOUR[b.owner % PLAYER_COLOUR.length];
  ctx.beginPath();
  if (b.galleys > 0) {
    // A galley hull: flat deck, rounded keel.
    ctx.moveTo(x - w / 2 - 8, y - h / 2);
    ctx.lineTo(x + w / 2 + 8, y - h / 2);
    ctx.quadraticCurveTo(x + w / 2, y + h / 2, x, y + h / 2);
    ctx.quadraticCurveTo(x - w / 2, y + h / 2, x - w / 2 - 8, y - h / 2);
  } else {
    ctx.roundRect(x - w / 2, y - h / 2, w, h, 8);
  }
  ctx.fillStyle = colour;
  ctx.fill();
  ctx.lineWidth = 2;
  ctx.strokeStyle = PLAYER_DARK[b.owner % PLAYER_DARK.length];
  ctx.stroke();
  ctx.fillStyle = '#ffffff';
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(text, x, y + 1);
  if (b.troops.caesar > 0) {
    ctx.beginPath();
    ctx.arc(x + w / 2, y - h / 2, 7, 0, Math.PI * 2);
    ctx.fillStyle = '#f2c230';
    ctx.fill();
    ctx.strokeStyle = INK;
    ctx.lineWidth = 1.5;
    ctx.stroke();
  }
  for (let i = 0; i < b.troops.generals; i++) {
    ctx.beginPath();
    ctx.arc(x - w / 2 + 6 + i * 8, y - h / 2 - 1, 3.5, 0, Math.PI * 2);
    ctx.fillStyle = '#ffffff';
    ctx.fill();
    ctx.strokeStyle = INK;
    ctx.lineWidth = 1.2;
    ctx.stroke();
  }
  ctx.restore();
}

/** Badge positions of land stacks: below the anchor, side by side per owner. */
export function landBadges(view: ConquestView): { at: Point; badge: Badge }[] {
  const g = conquestGeometry();
  const byPlace = new Map<string, Map<number, Troops>>();
  for (const s of view.stacks) {
    const m = byPlace.get(s.at) ?? new Map<number, Troops>();
    const t = m.get(s.owner) ?? { infantry: 0, cavalry: 0, catapult: 0, generals: 0, caesar: 0 };
    for (const k of ['infantry', 'cavalry', 'catapult', 'generals', 'caesar'] as const) t[k] += s.troops[k];
    m.set(s.owner, t);
    byPlace.set(s.at, m);
  }
  const out: { at: Point; badge: Badge }[] = [];
  for (const [at, owners] of byPlace) {
    const a = g.anchors[at];
    if (!a) continue;
    const list = [...owners.entries()].sort((p, q) => p[0] - q[0]);
    list.forEach(([owner, t], i) => {
      const x = a[0] + (i - (list.length - 1) / 2) * 40;
      out.push({ at: [x, a[1] + 6], badge: { owner, troops: t, combat: t.infantry + t.cavalry + t.catapult, galleys: 0 } });
    });
  }
  return out;
}

/** Badge positions of galleys: at the sea zone's point, or at the coast's point, one per owner. */
export function galleyBadges(view: ConquestView): { at: Point; badge: Badge }[] {
  const g = conquestGeometry();
  const byPlace = new Map<string, Map<number, { n: number; cargo: Troops }>>();
  for (const gal of view.galleys) {
    const m = byPlace.get(gal.at) ?? new Map();
    const e = m.get(gal.owner) ?? { n: 0, cargo: { infantry: 0, cavalry: 0, catapult: 0, generals: 0, caesar: 0 } };
    e.n++;
    for (const k of ['infantry', 'cavalry', 'catapult', 'generals', 'caesar'] as const) e.cargo[k] += gal.cargo[k];
    m.set(gal.owner, e);
    byPlace.set(gal.at, m);
  }
  const out: { at: Point; badge: Badge }[] = [];
  for (const [at, owners] of byPlace) {
    const base = g.seas[at] ?? g.coasts[at];
    if (!base) continue;
    const atSea = at in g.seas;
    const list = [...owners.entries()].sort((p, q) => p[0] - q[0]);
    list.forEach(([owner, e], i) => {
      const x = base[0] + (i - (list.length - 1) / 2) * 44;
      const y = base[1] + (atSea ? 30 : 0);
      const combat = e.cargo.infantry + e.cargo.cavalry + e.cargo.catapult;
      out.push({ at: [x, y], badge: { owner, troops: e.cargo, combat, galleys: e.n } });
    });
  }
  return out;
}

export function drawUnits(ctx: SKRSContext2D, view: ConquestView, detail: boolean): void {
  for (const { at, badge } of galleyBadges(view)) drawBadge(ctx, at[0], at[1], badge, detail);
  for (const { at, badge } of landBadges(view)) drawBadge(ctx, at[0], at[1], badge, detail);
}
