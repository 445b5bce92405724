/**
 * Sea-zone areas: every sea pixel of the picture belongs to the sea zone with
 * the nearest seed point (the zone's label point and the extra seeds of
 * SEA_SEEDS), which gives each zone a border to draw, as the board does. The
 * partition is checked against the map data's sea-to-sea links by a test.
 */
import { SEA_IDS } from '../data';
import { boundaryCanvas, rasterLand } from '../../../render/region-masks';
import type { Canvas } from '@napi-rs/canvas';
import { conquestGeometry, conquestLandPath, type Point } from './geometry';
import { MAP_HEIGHT, OUTSIDE_SEA_SEEDS, SEA_SEEDS, WIDTH } from './layout';

export interface SeaZones {
  /** Sea index (SEA_IDS) of each picture pixel, -1 on land. */
  label: Int8Array;
  width: number;
  height: number;
  /** Opaque pixels where two zones meet. */
  borders: Canvas;
}

let cached: SeaZones | null = null;

export function seaZones(): SeaZones {
  cached ??= compute();
  return cached;
}

function seaSeeds(): { sea: number; at: Point }[] {
  const g = conquestGeometry();
  const out: { sea: number; at: Point }[] = [];
  SEA_IDS.forEach((id, i) => {
    out.push({ sea: i, at: g.seas[id] });
    for (const lonLat of SEA_SEEDS[id] ?? []) {
      const p = g.projection(lonLat);
      if (p) out.push({ sea: i, at: [p[0], p[1]] });
    }
  });
  for (const lonLat of OUTSIDE_SEA_SEEDS) {
    const p = g.projection(lonLat);
    if (p) out.push({ sea: -1, at: [p[0], p[1]] });
  }
  return out;
}

/** Water pixels connected (4-neighbourhood) to a sea zone's label point: lakes and seas off the board stay out. */
function boardWater(isWater: Uint8Array, w: number, h: number): Uint8Array {
  const seen = new Uint8Array(w * h);
  const stack: number[] = [];
  for (const p of Object.values(conquestGeometry().seas)) {
    const i = Math.round(p[1]) * w + Math.round(p[0]);
    if (isWater[i] && !seen[i]) {
      seen[i] = 1;
      stack.push(i);
    }
  }
  while (stack.length > 0) {
    const i = stack.pop()!;
    const x = i % w;
    for (const n of [x > 0 ? i - 1 : -1, x < w - 1 ? i + 1 : -1, i - w, i + w]) {
      if (n < 0 || n >= w * h || seen[n] || !isWater[n]) continue;
      seen[n] = 1;
      stack.push(n);
    }
  }
  return seen;
}

function compute(): SeaZones {
  const { data, gw, gh } = rasterLand(conquestLandPath(), WIDTH, MAP_HEIGHT, 1);
  const seeds = seaSeeds();
  const water = new Uint8Array(gw * gh);
  for (let i = 0; i < gw * gh; i++) water[i] = data[i * 4 + 3] < 96 ? 1 : 0;
  const onBoard = boardWater(water, gw, gh);
  const label = new Int8Array(gw * gh).fill(-1);
  const weight = new Float32Array(gw * gh);
  for (let y = 0; y < gh; y++) {
    for (let x = 0; x < gw; x++) {
      const i = y * gw + x;
      if (!onBoard[i]) continue;
      let best = -1;
      let bestD = Infinity;
      for (const s of seeds) {
        const dx = s.at[0] - (x + 0.5);
        const dy = s.at[1] - (y + 0.5);
        const d = dx * dx + dy * dy;
        if (d < bestD) {
          bestD = d;
          best = s.sea;
        }
      }
      if (best < 0) continue;
      label[i] = best;
      weight[i] = 1;
    }
  }
  const borders = boundaryCanvas({ label, weight, width: gw, height: gh, gridScale: 1 });
  return { label, width: gw, height: gh, borders };
}

/** Pairs of sea zones whose areas touch ("a|b", a < b). */
export function touchingSeas(z: SeaZones = seaZones()): Set<string> {
  const pairs = new Set<string>();
  const { label, width: w, height: h } = z;
  for (let y = 0; y < h - 1; y++) {
    for (let x = 0; x < w - 1; x++) {
      const i = y * w + x;
      const a = label[i];
      if (a < 0) continue;
      for (const b of [label[i + 1], label[i + w]]) {
        if (b < 0 || b === a) continue;
        pairs.add([SEA_IDS[a], SEA_IDS[b]].sort().join('|'));
      }
    }
  }
  return pairs;
}
