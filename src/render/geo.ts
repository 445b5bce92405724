/**
 * Natural Earth land outlines (world-atlas) projected onto a canvas, for any
 * game that draws a real map. The topojson is read lazily, once per process,
 * cut down to the region of interest before projecting (projecting the whole
 * world costs most of a second), and kept as a ready Path2D.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Path2D } from '@napi-rs/canvas';
import { geoConicConformal, geoGraticule, geoPath, type GeoProjection } from 'd3-geo';
import { feature } from 'topojson-client';
import type { Topology, GeometryCollection } from 'topojson-specification';
import type { Feature, FeatureCollection, Geometry, MultiPoint, MultiPolygon, Position } from 'geojson';

export type LonLat = [number, number];
/** West, south, east, north in degrees. */
export type LonLatBox = [number, number, number, number];

export type LandResolution = '50m' | '110m';

const landCache = new Map<LandResolution, Feature<Geometry> | FeatureCollection<Geometry>>();

/** The world's land as GeoJSON, from the world-atlas package. */
export function landFeature(resolution: LandResolution = '50m'): Feature<Geometry> | FeatureCollection<Geometry> {
  let land = landCache.get(resolution);
  if (!land) {
    const require = createRequire(import.meta.url);
    const file = require.resolve(`world-atlas/land-${resolution}.json`);
    const topology = JSON.parse(readFileSync(file, 'utf8')) as Topology<{ land: GeometryCollection }>;
    land = feature(topology, topology.objects.land);
    landCache.set(resolution, land);
  }
  return land;
}

/**
 * Land inside `box` as one MultiPolygon, each ring clipped to the box in plain
 * longitude/latitude (Sutherland–Hodgman). Edges along the cut lie outside
 * the picture as long as `box` is larger than the visible map.
 */
export function landWithin(box: LonLatBox, resolution: LandResolution = '50m'): MultiPolygon {
  const land = landFeature(resolution);
  const geometries = 'features' in land ? land.features.map((f) => f.geometry) : [land.geometry];
  const polygons: Position[][][] = [];
  const visit = (g: Geometry): void => {
    if (g.type === 'Polygon') addPolygon(g.coordinates);
    else if (g.type === 'MultiPolygon') g.coordinates.forEach(addPolygon);
    else if (g.type === 'GeometryCollection') g.geometries.forEach(visit);
  };
  const addPolygon = (rings: Position[][]): void => {
    const outer = clipRing(rings[0], box);
    if (outer.length === 0) return;
    const holes = rings.slice(1).map((r) => clipRing(r, box)).filter((r) => r.length > 0);
    polygons.push([outer, ...holes]);
  };
  geometries.forEach(visit);
  return { type: 'MultiPolygon', coordinates: polygons };
}

function clipRing(ring: Position[], [w, s, e, n]: LonLatBox): Position[] {
  const edges: [(p: Position) => boolean, (a: Position, b: Position) => Position][] = [
    [(p) => p[0] >= w, (a, b) => lerpAt(a, b, 0, w)],
    [(p) => p[0] <= e, (a, b) => lerpAt(a, b, 0, e)],
    [(p) => p[1] >= s, (a, b) => lerpAt(a, b, 1, s)],
    [(p) => p[1] <= n, (a, b) => lerpAt(a, b, 1, n)],
  ];
  let out = ring.slice(0, -1);
  for (const [inside, cut] of edges) {
    if (out.length === 0) break;
    const input = out;
    out = [];
    for (let i = 0; i < input.length; i++) {
      const cur = input[i];
      const prev = input[(i + input.length - 1) % input.length];
      if (inside(cur)) {
        if (!inside(prev)) out.push(cut(prev, cur));
        out.push(cur);
      } else if (inside(prev)) {
        out.push(cut(prev, cur));
      }
    }
  }
  return out.length >= 3 ? [...out, out[0]] : [];
}

function lerpAt(a: Position, b: Position, axis: 0 | 1, value: number): Position {
  const t = (value - a[axis]) / (b[axis] - a[axis]);
  return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];
}

export interface MapFrame {
  /** Bounds in degrees that must be visible. */
  bounds: LonLatBox;
  /** Target rectangle on the canvas: x, y, width, height in pixels. */
  rect: [number, number, number, number];
  /** Standard parallels of the conic projection. */
  parallels: [number, number];
}

/**
 * A conformal conic projection fitted so that `bounds` fill `rect`. Conformal
 * keeps coastline shapes recognisable, and the conic's curved parallels give
 * the picture the look of an atlas plate rather than a web map.
 */
export function fitConicProjection(frame: MapFrame): GeoProjection {
  const [w, s, e, n] = frame.bounds;
  const [x, y, width, height] = frame.rect;
  const projection = geoConicConformal().parallels(frame.parallels).rotate([-(w + e) / 2, 0]);
  // Sample the bounds' edges, not only the corners: parallels are curved.
  const points: LonLat[] = [];
  for (let i = 0; i <= 16; i++) {
    const lon = w + ((e - w) * i) / 16;
    points.push([lon, s], [lon, n]);
  }
  const outline: MultiPoint = { type: 'MultiPoint', coordinates: points };
  projection.fitExtent([[x, y], [x + width, y + height]], outline);
  return projection;
}

/** `object` projected to a Path2D in projection pixels (fill or stroke it, under any transform). */
export function projectedPath(projection: GeoProjection, object: Parameters<ReturnType<typeof geoPath>>[0]): Path2D {
  const svg = geoPath(projection)(object);
  return new Path2D(svg ?? '');
}

/** Meridians and parallels every `step` degrees within `extent` ([[w, s], [e, n]]). */
export function graticule(step: number, extent: [[number, number], [number, number]]) {
  return geoGraticule().step([step, step]).extent(extent)();
}
