/** Decodes a PNG and reads its pixels, for renderer tests. */
import { createCanvas, loadImage } from '@napi-rs/canvas';

export interface Picture {
  width: number;
  height: number;
  /** [r, g, b] at a point (rounded to the nearest pixel). */
  at(x: number, y: number): [number, number, number];
  /** Mean absolute difference per channel with another picture over a box. */
  diff(other: Picture, x0: number, y0: number, x1: number, y1: number): number;
}

export async function decode(png: Buffer): Promise<Picture> {
  const img = await loadImage(png);
  const canvas = createCanvas(img.width, img.height);
  const ctx = canvas.getContext('2d');
  ctx.drawImage(img, 0, 0);
  const data = ctx.getImageData(0, 0, img.width, img.height).data;
  const pic: Picture = {
    width: img.width,
    height: img.height,
    at(x, y) {
      const i = (Math.round(y) * img.width + Math.round(x)) * 4;
      return [data[i], data[i + 1], data[i + 2]];
    },
    diff(other, x0, y0, x1, y1) {
      let sum = 0;
      let n = 0;
      for (let y = Math.round(y0); y <= Math.round(y1); y++) {
        for (let x = Math.round(x0); x <= Math.round(x1); x++) {
          const a = pic.at(x, y);
          const b = other.at(x, y);
          sum += Math.abs(a[0] - b[0]) + Math.abs(a[1] - b[1]) + Math.abs(a[2] - b[2]);
          n += 3;
        }
      }
      return sum / n;
    },
  };
  return pic;
}

export function hex(colour: string): [number, number, number] {
  const v = parseInt(colour.slice(1), 16);
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255];
}

/** Largest channel difference between two colours. */
export function distance(a: [number, number, number], b: [number, number, number]): number {
  return Math.max(Math.abs(a[0] - b[0]), Math.abs(a[1] - b[1]), Math.abs(a[2] - b[2]));
}

/** Whether two PNGs decode to the same size and the same pixels, whatever their encoding. */
export async function samePixels(a: Buffer, b: Buffer): Promise<boolean> {
  const rgba = async (png: Buffer) => {
    const img = await loadImage(png);
    const c = createCanvas(img.width, img.height);
    c.getContext('2d').drawImage(img, 0, 0);
    return { width: img.width, height: img.height, data: Buffer.from(c.getContext('2d').getImageData(0, 0, img.width, img.height).data.buffer) };
  };
  const [pa, pb] = await Promise.all([rgba(a), rgba(b)]);
  return pa.width === pb.width && pa.height === pb.height && pa.data.equals(pb.data);
}
