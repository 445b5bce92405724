/**
 * The Mediterranean picture of the Republic: Rome with the forces at home,
 * the provinces with their governors, the wars where they are fought (active,
 * imminent, inactive) with their strength and leaders, and the armies sent to
 * them with their commanders. Drawn from the PUBLIC view; every word comes
 * translated from the caller (../discord/picture.ts), positions from
 * data/republic/map.json (a reconstruction: see its provenance), coastlines
 * from Natural Earth (src/render/geo.ts).
 */
import { createCanvas, type SKRSContext2D } from '@napi-rs/canvas';
import { z } from 'zod';
import type { GeoProjection } from 'd3-geo';
import { registerFonts } from '../../../render/fonts';
import { fitConicProjection, graticule, landWithin, projectedPath, type LonLat, type LonLatBox } from '../../../render/geo';
import { encodeOpaquePngAsync } from '../../../render/png';
import mapJson from '../../../../data/republic/map.json';
import { fonts, GOLD, GREEN, GREY, INK, RED, TONES, type Tone } from './palette';

export const MAP_SIZE = { width: 1200, height: 800 };
const HEADER = 64;
const LEGEND = 56;

export interface MapLabels {
  title: string;
  korean: boolean;
  rome: { name: string; detail: string };
  provinces: { id: string; name: string; detail: string }[];
  wars: { id: string; set: string | null; province: string | null; name: string; detail: string; tone: Tone; armies: string[] }[];
  legend: { active: string; imminent: string; inactive: string; province: string; army: string };
}

const Place = z.tuple([z.number().min(-180).max(180), z.number().min(-90).max(90)]);
/** data/republic/map.json, checked at load like the rest of the Republic's data. */
export const MAP_DATA = z.object({
  reconstructed: z.literal(true),
  bounds: z.tuple([z.number(), z.number(), z.number(), z.number()]),
  rome: Place,
  provinces: z.record(z.string(), Place),
  warSets: z.record(z.string(), Place),
  wars: z.record(z.string(), Place),
}).parse(mapJson);

const BOUNDS: LonLatBox = MAP_DATA.bounds;
const ROME: LonLat = MAP_DATA.rome;
const PROVINCE_AT: Record<string, LonLat> = MAP_DATA.provinces;
const SET_AT: Record<string, LonLat> = MAP_DATA.warSets;
const WAR_AT: Record<string, LonLat> = MAP_DATA.wars;

/** Where a war is fought: its own place, its set's theatre, the province that revolts; null when unknown. */
export function warPlace(id: string, set: string | null, province: string | null): LonLat | null {
  return WAR_AT[id] ?? (set ? SET_AT[set] : undefined) ?? (province ? PROVINCE_AT[province] : undefined) ?? null;
}

export function provincePlace(id: string): LonLat | null {
  return PROVINCE_AT[id] ?? null;
}

const SEA = '#b8ccd3';
const LAND = '#eadcb8';
const COAST = '#8a7a5c';

function fit(ctx: SKRSContext2D, text: string, max: number): string {
  let t = text;
  while (t.length > 3 && ctx.measureText(t).width > max) t = `${t.slice(0, -2)}…`;
  return t;
}

const BLOCK_WIDTH = 360;

/**
 * A long line broken into lines no wider than max: between its parts (" · ") first, inside a part at spaces
 * only when the part alone is too wide, and a name is never cut (a word wider than max alone is shortened only
 * as a last resort), so every word drawn is a whole word of the reader's language.
 */
function wrap(ctx: SKRSContext2D, text: string, max: number): string[] {
  return pack(ctx, text.split(' · '), ' · ', max)
    .flatMap((l) => (ctx.measureText(l).width > max ? pack(ctx, l.split(' '), ' ', max) : [l]))
    .map((l) => fit(ctx, l, max + 60));
}

/** Pieces joined by sep into as few lines no wider than max as they fit. */
function pack(ctx: SKRSContext2D, pieces: string[], sep: string, max: number): string[] {
  const out: string[] = [];
  let line = '';
  for (const piece of pieces) {
    const next = line ? `${line}${sep}${piece}` : piece;
    if (line && ctx.measureText(next).width > max) {
      out.push(line);
      line = piece;
    } else line = next;
  }
  if (line) out.push(line);
  return out;
}

interface Line { text: string; font: string; colour: string; size: number }
type Box = [number, number, number, number];

function overlap(a: Box, b: Box): number {
  const w = Math.min(a[0] + a[2], b[0] + b[2]) - Math.max(a[0], b[0]);
  const h = Math.min(a[1] + a[3], b[1] + b[3]) - Math.max(a[1], b[1]);
  return w > 0 && h > 0 ? w * h : 0;
}

/**
 * Places a block of lines beside its marker where it hides the fewest labels and markers already drawn
 * (right, left, below, above, then the corners), inside the map, and draws it with a pale halo so it reads
 * over land, sea and coastlines.
 */
function block(ctx: SKRSContext2D, lines: Line[], x: number, y: number, r: number, taken: Box[]): void {
  const shown = lines.flatMap((l) => {
    ctx.font = l.font;
    return wrap(ctx, l.text, BLOCK_WIDTH).map((text) => ({ ...l, text, width: ctx.measureText(text).width }));
  });
  const w = Math.max(...shown.map((l) => l.width));
  const h = shown.reduce((n, l) => n + l.size + 4, 0);
  const gap = r + 5;
  const candidates: [number, number][] = [
    [x + gap, y - h / 2], [x - gap - w, y - h / 2], [x - w / 2, y + gap], [x - w / 2, y - gap - h],
    [x + gap, y + 2], [x + gap, y - h - 2], [x - gap - w, y + 2], [x - gap - w, y - h - 2],
    [x + gap, y + h / 2 + 4], [x - gap - w, y + h / 2 + 4], [x + gap, y - 1.5 * h - 4], [x - gap - w, y - 1.5 * h - 4],
  ];
  const top = HEADER + 4;
  const bottom = MAP_SIZE.height - LEGEND - 4;
  let best: Box | null = null;
  let bestCost = Infinity;
  for (const [cx, cy] of candidates) {
    const bx = Math.max(6, Math.min(MAP_SIZE.width - 6 - w, cx));
    const by = Math.max(top, Math.min(bottom - h, cy));
    const box: Box = [bx, by, w, h];
    // Moved by the edges: a little cost, so an unmoved place wins.
    const cost = taken.reduce((n, t) => n + overlap(box, t), 0) + (bx !== cx || by !== cy ? 50 : 0);
    if (cost < bestCost) { best = box; bestCost = cost; }
    if (cost === 0) break;
  }
  const [bx, by] = best!;
  taken.push(best!);
  // A block pushed away from its marker gets a thin leader line back to it.
  const nx = Math.max(bx, Math.min(bx + w, x));
  const ny = Math.max(by, Math.min(by + h, y));
  if (Math.hypot(nx - x, ny - y) > gap + 6) {
    ctx.strokeStyle = 'rgba(43, 33, 24, 0.6)';
    ctx.lineWidth = 1.5;
    ctx.beginPath();
    ctx.moveTo(x, y);
    ctx.lineTo(nx, ny);
    ctx.stroke();
  }
  let ly = by;
  ctx.lineJoin = 'round';
  for (const l of shown) {
    ly += l.size;
    ctx.font = l.font;
    ctx.lineWidth = 5;
    ctx.strokeStyle = 'rgba(248, 242, 228, 0.92)';
    ctx.strokeText(l.text, bx, ly);
    ctx.fillStyle = l.colour;
    ctx.fillText(l.text, bx, ly);
    ly += 4;
  }
}

let geometry: { projection: GeoProjection; land: ReturnType<typeof projectedPath>; grid: ReturnType<typeof projectedPath> } | null = null;

function geo() {
  if (!geometry) {
    const projection = fitConicProjection({ bounds: BOUNDS, rect: [0, HEADER, MAP_SIZE.width, MAP_SIZE.height - HEADER - LEGEND], parallels: [35, 46] });
    const box: LonLatBox = [BOUNDS[0] - 8, BOUNDS[1] - 6, BOUNDS[2] + 8, BOUNDS[3] + 6];
    geometry = {
      projection,
      land: projectedPath(projection, landWithin(box)),
      grid: projectedPath(projection, graticule(10, [[box[0], box[1]], [box[2], box[3]]])),
    };
  }
  return geometry;
}

function at(p: LonLat): [number, number] {
  return geo().projection(p) ?? [0, 0];
}

export function drawMediterranean(ctx: SKRSContext2D, l: MapLabels): void {
  registerFonts();
  const f = fonts(l.korean);
  const { width, height } = MAP_SIZE;
  ctx.fillStyle = SEA;
  ctx.fillRect(0, 0, width, height);
  const g = geo();
  ctx.strokeStyle = 'rgba(255,255,255,0.35)';
  ctx.lineWidth = 1;
  ctx.stroke(g.grid);
  ctx.fillStyle = LAND;
  ctx.fill(g.land);
  ctx.strokeStyle = COAST;
  ctx.lineWidth = 1.2;
  ctx.stroke(g.land);

  // Armies: a dashed line from Rome to their war, under every marker.
  const [rx, ry] = at(ROME);
  const wars = l.wars.map((w) => ({ ...w, place: warPlace(w.id, w.set, w.province) })).filter((w) => w.place !== null);
  ctx.setLineDash([10, 6]);
  ctx.lineWidth = 3;
  ctx.strokeStyle = RED;
  for (const w of wars.filter((x) => x.armies.length)) {
    const [x, y] = at(w.place!);
    ctx.beginPath();
    ctx.moveTo(rx, ry);
    ctx.lineTo(x, y);
    ctx.stroke();
  }
  ctx.setLineDash([]);

  // Markers first (labels must not hide them), then the labels: Rome, the active wars, the others, the provinces.
  const taken: Box[] = [[rx - 12, ry - 12, 24, 24]];
  // The army lines too, as a chain of small boxes, so labels keep clear of them where they can.
  for (const w of wars.filter((x) => x.armies.length)) {
    const [x, y] = at(w.place!);
    const steps = Math.ceil(Math.hypot(x - rx, y - ry) / 10);
    for (let k = 1; k < steps; k++) taken.push([rx + ((x - rx) * k) / steps - 3, ry + ((y - ry) * k) / steps - 3, 6, 6]);
  }
  const provinces = l.provinces.map((p) => ({ ...p, place: provincePlace(p.id) })).filter((p) => p.place !== null);
  for (const p of provinces) {
    const [x, y] = at(p.place!);
    ctx.fillStyle = GREEN;
    ctx.fillRect(x - 7, y - 7, 14, 14);
    ctx.strokeStyle = '#fff';
    ctx.lineWidth = 2;
    ctx.strokeRect(x - 7, y - 7, 14, 14);
    taken.push([x - 8, y - 8, 16, 16]);
  }
  // Wars sharing a theatre (one set) share a marker, in the colour of the most pressing one.
  const order: Record<Tone, number> = { red: 0, gold: 1, grey: 2, ink: 3 };
  const theatres = new Map<string, { x: number; y: number; wars: typeof wars }>();
  for (const w of [...wars].sort((a, b) => order[a.tone] - order[b.tone])) {
    const [x, y] = at(w.place!);
    const key = `${Math.round(x)}:${Math.round(y)}`;
    const th = theatres.get(key) ?? { x, y, wars: [] };
    th.wars.push(w);
    theatres.set(key, th);
  }
  for (const th of theatres.values()) {
    const tone = th.wars[0].tone;
    const r = tone === 'grey' ? 9 : 13;
    ctx.beginPath();
    ctx.arc(th.x, th.y, r, 0, Math.PI * 2);
    ctx.fillStyle = TONES[tone];
    ctx.fill();
    ctx.strokeStyle = '#fff';
    ctx.lineWidth = 2.5;
    ctx.stroke();
    // Crossed swords, in two strokes.
    ctx.beginPath();
    ctx.moveTo(th.x - r / 2, th.y - r / 2);
    ctx.lineTo(th.x + r / 2, th.y + r / 2);
    ctx.moveTo(th.x + r / 2, th.y - r / 2);
    ctx.lineTo(th.x - r / 2, th.y + r / 2);
    ctx.stroke();
    taken.push([th.x - r - 1, th.y - r - 1, 2 * r + 2, 2 * r + 2]);
  }
  ctx.beginPath();
  ctx.arc(rx, ry, 11, 0, Math.PI * 2);
  ctx.fillStyle = GOLD;
  ctx.fill();
  ctx.strokeStyle = RED;
  ctx.lineWidth = 3;
  ctx.stroke();

  block(ctx, [
    { text: l.rome.name, font: `26px ${f.bold}`, colour: RED, size: 26 },
    { text: l.rome.detail, font: `18px ${f.bold}`, colour: INK, size: 18 },
  ], rx, ry, 11, taken);
  const sorted = [...theatres.values()].sort((a, b) => order[a.wars[0].tone] - order[b.wars[0].tone]);
  for (const th of sorted) {
    const lines: Line[] = [];
    for (const w of th.wars) {
      const big = w.tone !== 'grey';
      lines.push({ text: w.name, font: `${big ? 22 : 18}px ${f.bold}`, colour: TONES[w.tone], size: big ? 22 : 18 });
      if (w.detail) lines.push({ text: w.detail, font: `17px ${f.plain}`, colour: INK, size: 17 });
      for (const a of w.armies) lines.push({ text: a, font: `17px ${f.bold}`, colour: RED, size: 17 });
    }
    block(ctx, lines, th.x, th.y, th.wars[0].tone === 'grey' ? 9 : 13, taken);
  }
  for (const p of provinces) {
    const [x, y] = at(p.place!);
    const lines: Line[] = [{ text: p.name, font: `20px ${f.bold}`, colour: GREEN, size: 20 }];
    if (p.detail) lines.push({ text: p.detail, font: `16px ${f.plain}`, colour: INK, size: 16 });
    block(ctx, lines, x, y, 7, taken);
  }

  // Header and legend.
  ctx.fillStyle = RED;
  ctx.fillRect(0, 0, width, HEADER);
  ctx.fillStyle = '#fff';
  ctx.font = `34px ${f.bold}`;
  ctx.fillText(fit(ctx, l.title, width - 40), 20, 45);
  ctx.fillStyle = '#f3ead7';
  ctx.fillRect(0, height - LEGEND, width, LEGEND);
  let lx = 20;
  const ly = height - LEGEND / 2;
  const item = (draw: () => void, text: string) => {
    draw();
    ctx.font = `20px ${f.plain}`;
    ctx.fillStyle = INK;
    const shown = fit(ctx, text, 320);
    ctx.fillText(shown, lx + 22, ly + 7);
    lx += 22 + ctx.measureText(shown).width + 30;
  };
  const disc = (colour: string) => () => {
    ctx.beginPath();
    ctx.arc(lx + 8, ly, 8, 0, Math.PI * 2);
    ctx.fillStyle = colour;
    ctx.fill();
  };
  item(disc(RED), l.legend.active);
  item(disc(GOLD), l.legend.imminent);
  item(disc(GREY), l.legend.inactive);
  item(() => { ctx.fillStyle = GREEN; ctx.fillRect(lx + 1, ly - 7, 14, 14); }, l.legend.province);
  item(() => {
    ctx.setLineDash([6, 4]);
    ctx.strokeStyle = RED;
    ctx.lineWidth = 3;
    ctx.beginPath();
    ctx.moveTo(lx, ly);
    ctx.lineTo(lx + 16, ly);
    ctx.stroke();
    ctx.setLineDash([]);
  }, l.legend.army);
}

export async function renderMediterranean(l: MapLabels): Promise<Buffer> {
  const canvas = createCanvas(MAP_SIZE.width, MAP_SIZE.height);
  drawMediterranean(canvas.getContext('2d'), l);
  return encodeOpaquePngAsync(canvas);
}
