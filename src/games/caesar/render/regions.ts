/**
 * Province areas on the map: each land pixel belongs to the province with the
 * nearest seed point (a Voronoi partition clipped to the coastline), up to a
 * distance, beyond which it is land outside the game. Computed once per
 * scale on a half-resolution grid; drawing a grid pixel over two picture
 * pixels with smoothing softens the edges like a hand-tinted map.
 */
import type { Canvas } from '@napi-rs/canvas';
import { PROVINCE_IDS } from '../data';
import type { ProvinceId } from '../types';
import { landPath, type BoardGeometry } from './geometry';
import { MAP_HEIGHT, WIDTH } from './layout';
import { boundaryCanvas, provinceMasks, rasterLand, tintCanvas, type ProvinceMask, type RegionSet } from '../../../render/region-masks';

/** Beyond this distance (picture px at scale 1) from every seed, land is outside the game. */
const REACH = 115;
/** North–south distances count this much more: provinces run along coasts, not inland. */
const STRETCH = 1.5;
/** Width of the fade at the edge of the reach. */
const FADE = 30;

export type { ProvinceMask };

export type Regions = RegionSet<ProvinceId>;

export function computeRegions(g: BoardGeometry, gridScale: number): Regions {
  const { data: land, gw, gh } = rasterLand(landPath(), WIDTH, MAP_HEIGHT, gridScale);

  const seedX = Float64Array.from(g.seeds, (s) => s.at[0]);
  const seedY = Float64Array.from(g.seeds, (s) => s.at[1]);
  const seedProvince = Int8Array.from(g.seeds, (s) => PROVINCE_IDS.indexOf(s.province));
  const label = new Int8Array(gw * gh).fill(-1);
  const weight = new Float32Array(gw * gh);
  const reach2 = REACH * REACH;
  for (let gy = 0; gy < gh; gy++) {
    const y = (gy + 0.5) / gridScale;
    for (let gx = 0; gx < gw; gx++) {
      const i = gy * gw + gx;
      const landAlpha = land[i * 4 + 3];
      if (landAlpha === 0) continue;
      const x = (gx + 0.5) / gridScale;
      let best = -1;
      let bestD = reach2;
      for (let s = 0; s < seedX.length; s++) {
        const dx = seedX[s] - x;
        const dy = (seedY[s] - y) * STRETCH;
        const d = dx * dx + dy * dy;
        if (d < bestD) {
          bestD = d;
          best = s;
        }
      }
      if (best < 0) continue;
      label[i] = seedProvince[best];
      const fade = Math.min(1, (REACH - Math.sqrt(bestD)) / FADE);
      weight[i] = (landAlpha / 255) * fade;
    }
  }

  const grid = { label, weight, width: gw, height: gh, gridScale };
  const masks = provinceMasks(grid, PROVINCE_IDS);
  const boundaries = boundaryCanvas(grid);
  return { gridScale, masks, boundaries };
}

/** A copy of `mask` filled with `fill` (a colour or pattern) where the province is. */
export function tintMask(mask: ProvinceMask, fill: string | CanvasPattern): Canvas {
  return tintCanvas(mask.canvas, fill);
}
