/**
 * Province areas: each land pixel belongs to the province with the nearest
 * seed point (a Voronoi partition clipped to the coast) within a reach, like
 * the Caesar! map's regions. Islands are kept apart: a landmass holding an
 * island province's seed belongs to that island's seeds only, and island
 * seeds never take mainland pixels, so Sicily does not eat the toe of Italy.
 * Computed once per process on a grid at full design resolution.
 */
import { PROVINCE_IDS, PROVINCES } from '../data';
import { conquestGeometry, conquestLandPath } from './geometry';
import { MAP_HEIGHT, WIDTH } from './layout';
import { boundaryCanvas, provinceMasks, rasterLand, type ProvinceMask, type RegionSet } from '../../../render/region-masks';

/** Beyond this distance (design px) from every seed, land is outside the empire. */
const REACH = 150;
const FADE = 40;

export type { ProvinceMask };

export interface ConquestRegions extends RegionSet<string> {
  /** Province index (PROVINCE_IDS) of each grid pixel, -1 for sea or outside land. */
  label: Int8Array;
  gridWidth: number;
  gridHeight: number;
}

let cached: ConquestRegions | null = null;

export function conquestRegions(): ConquestRegions {
  if (!cached) {
    const steps = regionSteps(1);
    let r = steps.next();
    while (!r.done) r = steps.next();
    cached = r.value;
  }
  return cached;
}

/**
 * The same areas built in steps (a few tens of ms of CPU each): `pause` runs between two steps
 * (e.g. a turn of the event loop), so a process warming its renderer keeps answering meanwhile.
 */
export async function conquestRegionsInSteps(pause: () => Promise<unknown>): Promise<ConquestRegions> {
  if (cached) return cached;
  const steps = regionSteps(1);
  let r = steps.next();
  while (!r.done) {
    await pause();
    // Another caller may have finished the areas meanwhile (a picture drawn during the warm-up).
    if (cached) return cached;
    r = steps.next();
  }
  cached = r.value;
  return cached;
}

/** Rows of the grid labelled per step. */
const ROWS_PER_STEP = 160;

function* regionSteps(gridScale: number): Generator<void, ConquestRegions, void> {
  const g = conquestGeometry();
  const landPath = conquestLandPath();
  yield;
  const { data: land, gw, gh } = rasterLand(landPath, WIDTH, MAP_HEIGHT, gridScale);
  const isLand = (i: number) => land[i * 4 + 3] >= 96;
  yield;

  const component = components(gw, gh, isLand);
  yield;
  const seedX = Float64Array.from(g.seeds, (s) => s.at[0]);
  const seedY = Float64Array.from(g.seeds, (s) => s.at[1]);
  const seedProvince = Int8Array.from(g.seeds, (s) => PROVINCE_IDS.indexOf(s.province));
  // The landmass of each island seed (nearest land pixel if the point is just off the coast).
  const islandOf = new Map<number, number[]>();
  g.seeds.forEach((s, k) => {
    if (!s.province || !PROVINCES[s.province].island) return;
    const c = componentNear(component, gw, gh, s.at[0] * gridScale, s.at[1] * gridScale);
    if (c < 0) throw new Error(`Island ${s.province} has no land near its anchor`);
    islandOf.set(c, [...(islandOf.get(c) ?? []), k]);
  });
  const mainland = g.seeds.map((_, k) => k).filter((k) => !g.seeds[k].province || !PROVINCES[g.seeds[k].province].island);

  const label = new Int8Array(gw * gh).fill(-1);
  const weight = new Float32Array(gw * gh);
  const reach2 = REACH * REACH;
  for (let gy = 0; gy < gh; gy++) {
    if (gy > 0 && gy % ROWS_PER_STEP === 0) yield;
    const y = (gy + 0.5) / gridScale;
    for (let gx = 0; gx < gw; gx++) {
      const i = gy * gw + gx;
      const c = component[i];
      if (c < 0) continue;
      const x = (gx + 0.5) / gridScale;
      const candidates = islandOf.get(c) ?? mainland;
      let best = -1;
      let bestD = islandOf.has(c) ? Infinity : reach2;
      for (const s of candidates) {
        const dx = seedX[s] - x;
        const dy = seedY[s] - y;
        const d = dx * dx + dy * dy;
        if (d < bestD) {
          bestD = d;
          best = s;
        }
      }
      if (best < 0 || seedProvince[best] < 0) continue;
      label[i] = seedProvince[best];
      weight[i] = islandOf.has(c) ? 1 : Math.min(1, (REACH - Math.sqrt(bestD)) / FADE);
    }
  }

  const grid = { label, weight, width: gw, height: gh, gridScale };
  yield;
  const masks: Record<string, ProvinceMask> = provinceMasks(grid, PROVINCE_IDS);
  yield;
  const boundaries = boundaryCanvas(grid);
  return { gridScale, masks, boundaries, label, gridWidth: gw, gridHeight: gh };
}

/** Connected landmasses (4-neighbourhood): component index per pixel, -1 for sea. */
function components(w: number, h: number, isLand: (i: number) => boolean): Int32Array {
  const comp = new Int32Array(w * h).fill(-1);
  const stack = new Int32Array(w * h);
  let next = 0;
  for (let start = 0; start < w * h; start++) {
    if (comp[start] !== -1 || !isLand(start)) continue;
    let top = 0;
    stack[top++] = start;
    comp[start] = next;
    while (top > 0) {
      const i = stack[--top];
      const x = i % w;
      const neighbours = [x > 0 ? i - 1 : -1, x < w - 1 ? i + 1 : -1, i - w, i + w];
      for (const n of neighbours) {
        if (n < 0 || n >= w * h || comp[n] !== -1 || !isLand(n)) continue;
        comp[n] = next;
        stack[top++] = n;
      }
    }
    next++;
  }
  return comp;
}

function componentNear(comp: Int32Array, w: number, h: number, x: number, y: number): number {
  for (let r = 0; r < 30; r++) {
    for (let dy = -r; dy <= r; dy++) {
      for (let dx = -r; dx <= r; dx++) {
        const gx = Math.round(x + dx);
        const gy = Math.round(y + dy);
        if (gx < 0 || gy < 0 || gx >= w || gy >= h) continue;
        const c = comp[gy * w + gx];
        if (c >= 0) return c;
      }
    }
  }
  return -1;
}

/** Pairs of provinces whose areas touch on land ("a|b", a < b), for checking the partition against the data. */
export function touchingPairs(r: ConquestRegions = conquestRegions()): Set<string> {
  const pairs = new Set<string>();
  const { label, gridWidth: w, gridHeight: h } = r;
  for (let gy = 0; gy < h - 1; gy++) {
    for (let gx = 0; gx < w - 1; gx++) {
      const i = gy * w + gx;
      const a = label[i];
      if (a < 0) continue;
      for (const b of [label[i + 1], label[i + w]]) {
        if (b < 0 || b === a) continue;
        const [x, y] = [PROVINCE_IDS[a], PROVINCE_IDS[b]].sort();
        pairs.add(`${x}|${y}`);
      }
    }
  }
  return pairs;
}
