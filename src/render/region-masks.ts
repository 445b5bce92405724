/**
 * Province areas from a labelled grid, shared by every map renderer.
 *
 * A renderer decides which grid pixel belongs to which province (its own
 * seeds and rules); this turns that labelling into one alpha mask per province
 * and one canvas of boundary pixels, which the renderers tint and draw.
 */
import { createCanvas, type Canvas, type Path2D } from '@napi-rs/canvas';

export interface ProvinceMask {
  /** Where the mask's top-left corner goes, in picture px at scale 1. */
  x: number;
  y: number;
  width: number;
  height: number;
  /** White with alpha = how much of the pixel belongs to the province; grid resolution. */
  canvas: Canvas;
}

/** A map's province areas: one mask per province and the boundaries between them. */
export interface RegionSet<Id extends string> {
  /** Grid pixels per picture pixel at scale 1. */
  gridScale: number;
  masks: Record<Id, ProvinceMask>;
  /** Opaque pixels where two provinces meet on land, whole map at grid resolution. */
  boundaries: Canvas;
}

/** A labelled grid: province index per pixel (-1 = none) and how strongly it belongs (0..1). */
export interface LabelGrid {
  label: ArrayLike<number>;
  weight: ArrayLike<number>;
  width: number;
  height: number;
  /** Grid pixels per picture pixel at scale 1. */
  gridScale: number;
}

const alpha = (w: number) => Math.round(Math.min(1, Math.max(0, w)) * 255);

/** One mask per province id; `ids[p]` is the province labelled `p`. */
export function provinceMasks<Id extends string>(grid: LabelGrid, ids: readonly Id[]): Record<Id, ProvinceMask> {
  const { label, weight, width: gw, height: gh, gridScale } = grid;
  const masks = {} as Record<Id, ProvinceMask>;
  ids.forEach((id, p) => {
    let x0 = gw, y0 = gh, x1 = -1, y1 = -1;
    for (let i = 0; i < gw * gh; i++) {
      if (label[i] !== p) continue;
      const gx = i % gw;
      const gy = (i - gx) / gw;
      if (gx < x0) x0 = gx;
      if (gx > x1) x1 = gx;
      if (gy < y0) y0 = gy;
      if (gy > y1) y1 = gy;
    }
    if (x1 < 0) throw new Error(`Province ${id} has no land within reach of its seeds`);
    const w = x1 - x0 + 1;
    const h = y1 - y0 + 1;
    const canvas = createCanvas(w, h);
    const ctx = canvas.getContext('2d');
    const img = ctx.createImageData(w, h);
    for (let gy = y0; gy <= y1; gy++) {
      for (let gx = x0; gx <= x1; gx++) {
        const i = gy * gw + gx;
        if (label[i] !== p) continue;
        const o = ((gy - y0) * w + (gx - x0)) * 4;
        img.data[o] = 255;
        img.data[o + 1] = 255;
        img.data[o + 2] = 255;
        img.data[o + 3] = alpha(weight[i]);
      }
    }
    ctx.putImageData(img, 0, 0);
    masks[id] = { x: x0 / gridScale, y: y0 / gridScale, width: w / gridScale, height: h / gridScale, canvas };
  });
  return masks;
}

/** Opaque pixels where two different provinces meet (right or below), whole grid. */
export function boundaryCanvas(grid: LabelGrid): Canvas {
  const { label, weight, width: gw, height: gh } = grid;
  const canvas = createCanvas(gw, gh);
  const ctx = canvas.getContext('2d');
  const img = ctx.createImageData(gw, gh);
  for (let gy = 0; gy < gh - 1; gy++) {
    for (let gx = 0; gx < gw - 1; gx++) {
      const i = gy * gw + gx;
      const a = label[i];
      if (a < 0) continue;
      const right = label[i + 1];
      const down = label[i + gw];
      if ((right >= 0 && right !== a) || (down >= 0 && down !== a)) img.data[i * 4 + 3] = alpha(weight[i]);
    }
  }
  ctx.putImageData(img, 0, 0);
  return canvas;
}

/** A new canvas of the mask's size, filled with `fill` wherever `mask` has alpha. */
export function tintCanvas(mask: Canvas, fill: string | CanvasPattern): Canvas {
  const canvas = createCanvas(mask.width, mask.height);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = fill as string;
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  ctx.globalCompositeOperation = 'destination-in';
  ctx.drawImage(mask, 0, 0);
  return canvas;
}

/** The land path rasterised on a grid `gridScale` times the picture: RGBA bytes, alpha = land. */
export function rasterLand(land: Path2D, width: number, height: number, gridScale: number): { data: Uint8ClampedArray; gw: number; gh: number } {
  const gw = Math.ceil(width * gridScale);
  const gh = Math.ceil(height * gridScale);
  const ctx = createCanvas(gw, gh).getContext('2d');
  ctx.scale(gridScale, gridScale);
  ctx.fillStyle = '#000';
  ctx.fill(land);
  return { data: ctx.getImageData(0, 0, gw, gh).data, gw, gh };
}
