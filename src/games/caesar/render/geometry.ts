/**
 * Layout projected to picture pixels (scale 1), computed once per process.
 */
import type { GeoProjection } from 'd3-geo';
import { PROVINCE_IDS, SPACES } from '../data';
import type { ProvinceId } from '../types';
import { Path2D } from '@napi-rs/canvas';
import { fitConicProjection, landWithin, projectedPath } from '../../../render/geo';
import { MAP_FRAME, PROVINCE_LAYOUT, SPACE_LAYOUT } from './layout';

export type Point = [number, number];

export interface BoardGeometry {
  projection: GeoProjection;
  provinceSpaces: Record<ProvinceId, Point[]>;
  labels: Record<ProvinceId, Point>;
  seeds: { province: ProvinceId; at: Point }[];
  spaces: Point[];
  /** Unit vector from each border space toward its first province (data order); the second is opposite. */
  spaceAxis: Point[];
}

let cached: BoardGeometry | null = null;

/** Centre of a province's space(s): Italia's two spaces count as one place. */
export function provinceCentre(g: BoardGeometry, province: ProvinceId): Point {
  const pts = g.provinceSpaces[province];
  return [pts.reduce((s, p) => s + p[0], 0) / pts.length, pts.reduce((s, p) => s + p[1], 0) / pts.length];
}

export function boardGeometry(): BoardGeometry {
  if (cached) return cached;
  const projection = fitConicProjection(MAP_FRAME);
  const project = (lonLat: [number, number]): Point => {
    const p = projection(lonLat);
    if (!p) throw new Error(`Cannot project ${lonLat}`);
    return [p[0], p[1]];
  };
  const provinceSpaces = {} as Record<ProvinceId, Point[]>;
  const labels = {} as Record<ProvinceId, Point>;
  const seeds: { province: ProvinceId; at: Point }[] = [];
  for (const id of PROVINCE_IDS) {
    const layout = PROVINCE_LAYOUT[id];
    provinceSpaces[id] = layout.spaces.map(project);
    labels[id] = project(layout.label);
    for (const s of layout.seeds) seeds.push({ province: id, at: project(s) });
  }
  const spaces = SPACE_LAYOUT.map(project);
  const g: BoardGeometry = { projection, provinceSpaces, labels, seeds, spaces, spaceAxis: [] };
  // Each half of a token faces its province as seen from the space: the axis
  // bisects the two directions, which reads right even off the straight line.
  g.spaceAxis = SPACES.map((s, i) => {
    const at = spaces[i];
    const a = unit(sub(provinceCentre(g, s.provinces[0]), at));
    const b = unit(sub(provinceCentre(g, s.provinces[1]), at));
    return unit(sub(a, b));
  });
  cached = g;
  return g;
}

function sub(a: Point, b: Point): Point {
  return [a[0] - b[0], a[1] - b[1]];
}

function unit(v: Point): Point {
  const len = Math.hypot(v[0], v[1]) || 1;
  return [v[0] / len, v[1] / len];
}

/** A region comfortably larger than the picture, so clipping edges stay off-canvas. */
const LAND_BOX: [number, number, number, number] = [-25, 18, 52, 58];
let land: Path2D | null = null;

/** The coastline of the picture's region as a Path2D in picture pixels at scale 1. */
export function landPath(): Path2D {
  land ??= projectedPath(boardGeometry().projection, landWithin(LAND_BOX));
  return land;
}
