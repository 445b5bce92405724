/**
 * A PNG encoder for opaque canvases using Node's zlib. Skia's PNG encoder
 * spends over 100 ms even on a blank 1400 × 1030 canvas (it tries every row
 * filter at a high zlib level); deflating unfiltered rows at a moderate level
 * gives a similar size in a fraction of the time, and the async variant runs
 * deflate on libuv's thread pool instead of the main thread.
 *
 * `encodePng` is the tunable form the bot's render workers use: an opaque
 * picture needs no alpha channel (RGB is a quarter less to deflate), a row
 * filter makes gradients and soft tints cheaper to store, a picture with
 * at most 256 colours becomes an exact palette (one byte per pixel), and the
 * `fast` deflater hands the rows to @napi-rs/image's PNG encoder, whose fast
 * compressor (fdeflate, made for filtered PNG rows) spends about half of
 * zlib's CPU for a fifth to two fifths more bytes. Every choice is lossless: the
 * decoded pixels are the canvas's.
 */
import { createRequire } from 'node:module';
import * as zlib from 'node:zlib';
import { promisify } from 'node:util';
import type { Canvas } from '@napi-rs/canvas';

const { deflate, deflateSync, constants } = zlib;
const deflateAsync = promisify(deflate);

export interface PngOptions {
  /** zlib level 1 (fastest) .. 9 (smallest); default 3. */
  level?: number;
  /** Pixel layout (encodePng only): 'rgba' (default) or 'rgb', which drops the alpha of an opaque picture. */
  colour?: 'rgba' | 'rgb';
  /** PNG row filter (encodePng only): 'none' (default), 'sub', 'up' or 'paeth'. */
  filter?: 'none' | 'sub' | 'up' | 'paeth';
  /** encodePng only: write an exact palette when the picture has at most 256 colours. Default false. */
  palette?: boolean;
  /**
   * encodePng only: 'zlib' (Node's, default) or 'fast' (@napi-rs/image's fast
   * compressor on RGBA rows; `level` and `colour` do not apply). Where that
   * module cannot load, 'fast' falls back to `fallback`.
   */
  deflater?: 'zlib' | 'fast';
  /** The settings used instead when the 'fast' deflater is not available. */
  fallback?: Omit<PngOptions, 'deflater' | 'fallback'>;
}

/** What is encoded: a canvas, or anything with its width, height and opaque RGBA pixels. */
export interface Pixels {
  width: number;
  height: number;
  data(): Uint8Array;
}

/** PNG bytes of `canvas`, which must be opaque: the canvas stores premultiplied alpha. */
export function encodeOpaquePng(canvas: Canvas | Pixels, options: PngOptions = {}): Buffer {
  const { raw, width, height } = filteredRows(canvas);
  return assemble(width, height, deflateSync(raw, zlibOptions(options)));
}

export async function encodeOpaquePngAsync(canvas: Canvas | Pixels, options: PngOptions = {}): Promise<Buffer> {
  const { raw, width, height } = filteredRows(canvas);
  return assemble(width, height, await deflateAsync(raw, zlibOptions(options)));
}

/**
 * PNG bytes of an opaque picture with the layout, filter and palette asked
 * for (synchronous: meant for a worker thread, where blocking is the point).
 */
export function encodePng(picture: Pixels, options: PngOptions = {}): Buffer {
  const { width, height } = picture;
  const rgba = picture.data();
  if (options.palette) {
    const indexed = paletteOf(rgba, width, height);
    if (indexed) {
      return assemble(width, height, deflateSync(indexed.raw, zlibOptions(options)), 3, indexed.plte);
    }
  }
  if (options.deflater === 'fast') {
    const fast = fastEncoder();
    if (fast) {
      const filter = FAST_FILTER[options.filter ?? 'none'];
      return fast.Transformer.fromRgbaPixels(rgba, width, height).pngSync({ compressionType: FAST_COMPRESSION, filterType: filter });
    }
    options = { ...options.fallback };
  }
  const rgb = options.colour === 'rgb';
  const raw = rows(rgba, width, height, rgb ? 3 : 4, options.filter ?? 'none');
  return assemble(width, height, deflateSync(raw, zlibOptions(options)), rgb ? 2 : 6);
}

/** The part of @napi-rs/image the encoder uses. */
interface FastPng {
  Transformer: {
    fromRgbaPixels(rgba: Uint8Array, width: number, height: number): {
      pngSync(options: { compressionType: number; filterType: number }): Buffer;
    };
  };
}

// The module's enums (CompressionType.Fast; FilterType NoFilter, Sub, Up, Paeth), as numbers so
// that nothing loads the native module before a picture asks for it.
const FAST_COMPRESSION = 1;
const FAST_FILTER = { none: 0, sub: 1, up: 2, paeth: 4 } as const;

let fastModule: FastPng | null | undefined;

/** @napi-rs/image, loaded on first use; null where its native part is missing (another platform). */
function fastEncoder(): FastPng | null {
  if (fastModule === undefined) {
    try {
      fastModule = createRequire(import.meta.url)('@napi-rs/image') as FastPng;
    } catch {
      fastModule = null;
    }
  }
  return fastModule;
}

/** Whether the 'fast' deflater is available here (else encodePng uses its fallback settings). */
export function fastDeflaterAvailable(): boolean {
  return fastEncoder() !== null;
}

/** false: encode as where @napi-rs/image is missing (tests of the fallback); true: load it again. */
export function useFastDeflater(on: boolean): void {
  fastModule = on ? undefined : null;
}

const FILTER_CODE = { none: 0, sub: 1, up: 2, paeth: 4 } as const;

/** Filtered scanlines of `bpp` bytes per pixel (3 drops alpha) from premultiplied, opaque RGBA. */
function rows(rgba: Uint8Array, width: number, height: number, bpp: 3 | 4, filter: 'none' | 'sub' | 'up' | 'paeth'): Buffer {
  const stride = width * bpp;
  const raw = Buffer.alloc((stride + 1) * height);
  // First unpack (rows in place), then filter backwards so each row still sees its unfiltered neighbours.
  for (let y = 0; y < height; y++) {
    const o = y * (stride + 1) + 1;
    if (bpp === 4) {
      raw.set(rgba.subarray(y * width * 4, (y + 1) * width * 4), o);
    } else {
      let s = y * width * 4;
      for (let x = 0, d = o; x < width; x++, s += 4, d += 3) {
        raw[d] = rgba[s];
        raw[d + 1] = rgba[s + 1];
        raw[d + 2] = rgba[s + 2];
      }
    }
  }
  const code = FILTER_CODE[filter];
  for (let y = height - 1; y >= 0; y--) {
    const o = y * (stride + 1);
    raw[o] = code;
    if (code === 1) {
      for (let i = o + stride; i > o + bpp; i--) raw[i] = (raw[i] - raw[i - bpp]) & 0xff;
    } else if (code === 2 && y > 0) {
      const p = o - (stride + 1);
      for (let i = 1; i <= stride; i++) raw[o + i] = (raw[o + i] - raw[p + i]) & 0xff;
    } else if (code === 4) {
      // Right to left, so the left and upper-left neighbours are still unfiltered.
      const p = o - (stride + 1);
      for (let i = stride; i >= 1; i--) {
        const a = i > bpp ? raw[o + i - bpp] : 0;
        const b = y > 0 ? raw[p + i] : 0;
        const c = y > 0 && i > bpp ? raw[p + i - bpp] : 0;
        raw[o + i] = (raw[o + i] - paeth(a, b, c)) & 0xff;
      }
    }
  }
  return raw;
}

function paeth(a: number, b: number, c: number): number {
  const p = a + b - c;
  const pa = Math.abs(p - a);
  const pb = Math.abs(p - b);
  const pc = Math.abs(p - c);
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
}

/** One byte per pixel and the palette, or null when the picture has more than 256 colours. */
function paletteOf(rgba: Uint8Array, width: number, height: number): { raw: Buffer; plte: Buffer } | null {
  const aligned = rgba.byteOffset % 4 === 0 ? rgba : new Uint8Array(rgba);
  const words = new Uint32Array(aligned.buffer, aligned.byteOffset, width * height);
  // A sparse look first: a picture with soft tints or anti-aliased text shows hundreds of colours
  // in a few thousand pixels, and is told apart without a full pass.
  const seen = new Set<number>();
  for (let i = 0; i < words.length; i += 61) {
    seen.add(words[i]);
    if (seen.size > 256) return null;
  }
  const index = new Map<number, number>();
  const raw = Buffer.alloc((width + 1) * height);
  let last = -1;
  let lastIndex = 0;
  for (let y = 0; y < height; y++) {
    const o = y * (width + 1) + 1;
    for (let x = 0; x < width; x++) {
      // Opaque: the alpha byte is 255 everywhere; runs of one colour skip the lookup.
      const w = words[y * width + x];
      if (w !== last) {
        let k = index.get(w);
        if (k === undefined) {
          if (index.size === 256) return null;
          k = index.size;
          index.set(w, k);
        }
        last = w;
        lastIndex = k;
      }
      raw[o + x] = lastIndex;
    }
  }
  const plte = Buffer.alloc(index.size * 3);
  for (const [w, k] of index) {
    // Little-endian view of R, G, B, A bytes.
    plte[k * 3] = w & 0xff;
    plte[k * 3 + 1] = (w >>> 8) & 0xff;
    plte[k * 3 + 2] = (w >>> 16) & 0xff;
  }
  return { raw, plte };
}

function zlibOptions(options: PngOptions) {
  return { level: options.level ?? 3, strategy: constants.Z_DEFAULT_STRATEGY, memLevel: 9 };
}

/**
 * RGBA rows with filter type 0 ("none"): a map is mostly flat areas, which
 * deflate packs well unfiltered, and skipping a per-pixel filter pass in
 * JavaScript keeps the main thread free. Each row is one bulk copy.
 */
function filteredRows(canvas: Canvas | Pixels): { raw: Buffer; width: number; height: number } {
  const { width, height } = canvas;
  const rgba = canvas.data();
  const stride = width * 4;
  const raw = Buffer.alloc((stride + 1) * height);
  for (let y = 0; y < height; y++) raw.set(rgba.subarray(y * stride, (y + 1) * stride), y * (stride + 1) + 1);
  return { raw, width, height };
}

/** colourType 6 = RGBA (straight alpha equals premultiplied when opaque), 2 = RGB, 3 = palette. */
function assemble(width: number, height: number, idat: Buffer, colourType: 2 | 3 | 6 = 6, plte?: Buffer): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = colourType;
  header[10] = 0;
  header[11] = 0;
  header[12] = 0;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    ...(plte ? [chunk('PLTE', plte)] : []),
    chunk('IDAT', idat),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function chunk(type: string, data: Buffer): Buffer {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'ascii');
  data.copy(out, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
}

const CRC_TABLE = (() => {
  const t = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    t[n] = c >>> 0;
  }
  return t;
})();

// Node ≥ 20.15 computes it natively (about thirty times faster than the table below).
const nativeCrc32 = (zlib as { crc32?: (data: Uint8Array) => number }).crc32;

function crc32(buf: Uint8Array): number {
  if (nativeCrc32) return nativeCrc32(buf) >>> 0;
  let c = 0xffffffff;
  for (let i = 0; i < buf.length; i++) c = CRC_TABLE[(c ^ buf[i]) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
