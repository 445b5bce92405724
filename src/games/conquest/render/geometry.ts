/**
 * The Conquest map's layout projected to picture pixels (scale 1), computed
 * once per process: province anchors and seeds, sea-zone points, a point per
 * stretch of coast (where galleys on that coast are drawn) and the coastline.
 */
import type { GeoProjection } from 'd3-geo';
import { Path2D } from '@napi-rs/canvas';
import { COASTS, PROVINCE_IDS, SEA_IDS } from '../data';
import { fitConicProjection, landWithin, projectedPath } from '../../../render/geo';
import { LAND_BOX, MAP_FRAME, OUTSIDE_SEEDS, PROVINCE_LAYOUT, SEA_LAYOUT, type LonLat } from './layout';

export type Point = [number, number];

export interface ConquestGeometry {
  projection: GeoProjection;
  anchors: Record<string, Point>;
  /** Seed points of the partition; province '' marks land outside the empire. */
  seeds: { province: string; at: Point }[];
  seas: Record<string, Point>;
  coasts: Record<string, Point>;
}

let cached: ConquestGeometry | null = null;
let land: Path2D | null = null;

/** How far from the province anchor a coast's galleys sit, toward the coast's seas. */
const COAST_REACH = 58;

export function conquestGeometry(): ConquestGeometry {
  if (cached) return cached;
  const projection = fitConicProjection(MAP_FRAME);
  const project = (lonLat: LonLat): Point => {
    const p = projection(lonLat);
    if (!p) throw new Error(`Cannot project ${lonLat}`);
    return [p[0], p[1]];
  };
  const anchors: Record<string, Point> = {};
  const seeds: { province: string; at: Point }[] = [];
  for (const id of PROVINCE_IDS) {
    const layout = PROVINCE_LAYOUT[id];
    if (!layout) throw new Error(`No layout for province ${id}`);
    anchors[id] = project(layout.anchor);
    seeds.push({ province: id, at: anchors[id] });
    for (const s of layout.seeds ?? []) seeds.push({ province: id, at: project(s) });
  }
  for (const s of OUTSIDE_SEEDS) seeds.push({ province: '', at: project(s) });
  const seas: Record<string, Point> = {};
  for (const id of SEA_IDS) {
    const at = SEA_LAYOUT[id];
    if (!at) throw new Error(`No layout for sea ${id}`);
    seas[id] = project(at);
  }
  const coasts: Record<string, Point> = {};
  for (const c of Object.values(COASTS)) {
    const [ax, ay] = anchors[c.province];
    const mx = c.seas.reduce((s, id) => s + seas[id][0], 0) / c.seas.length;
    const my = c.seas.reduce((s, id) => s + seas[id][1], 0) / c.seas.length;
    const d = Math.hypot(mx - ax, my - ay) || 1;
    const r = Math.min(COAST_REACH, d * 0.6);
    // An island ringed by its seas has them all around: a point beside the land badge, clear of the name.
    coasts[c.id] = r < 35 ? [ax + 42, ay + 10] : [ax + ((mx - ax) / d) * r, ay + ((my - ay) / d) * r];
  }
  cached = { projection, anchors, seeds, seas, coasts };
  return cached;
}

/** The coastline of the map's region as a Path2D in picture pixels at scale 1. */
export function conquestLandPath(): Path2D {
  land ??= projectedPath(conquestGeometry().projection, landWithin(LAND_BOX));
  return land;
}
