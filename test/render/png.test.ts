import { afterEach, describe, expect, it } from 'vitest';
import { createCanvas } from '@napi-rs/canvas';
import { encodeOpaquePng, encodeOpaquePngAsync, encodePng, fastDeflaterAvailable, useFastDeflater } from '../../src/render/png';
import { decode, samePixels } from './pixels';

function sample() {
  const c = createCanvas(61, 37);
  const ctx = c.getContext('2d');
  ctx.fillStyle = '#123456';
  ctx.fillRect(0, 0, 61, 37);
  for (let i = 0; i < 40; i++) {
    ctx.fillStyle = `rgb(${(i * 53) % 256}, ${(i * 97) % 256}, ${(i * 29) % 256})`;
    ctx.fillRect((i * 7) % 55, (i * 11) % 31, 5, 4);
  }
  ctx.strokeStyle = '#fff';
  ctx.beginPath();
  ctx.arc(30, 18, 12, 0, Math.PI * 2);
  ctx.stroke();
  return c;
}

describe('encodeOpaquePng', () => {
  it('round-trips every pixel of an opaque canvas', async () => {
    const c = sample();
    const pic = await decode(encodeOpaquePng(c));
    const src = c.getContext('2d').getImageData(0, 0, 61, 37).data;
    expect([pic.width, pic.height]).toEqual([61, 37]);
    for (let y = 0; y < 37; y++) {
      for (let x = 0; x < 61; x++) {
        const i = (y * 61 + x) * 4;
        expect(pic.at(x, y)).toEqual([src[i], src[i + 1], src[i + 2]]);
      }
    }
  });

  it('gives the same bytes asynchronously, and smaller output at higher levels', async () => {
    const c = sample();
    expect((await encodeOpaquePngAsync(c, { level: 5 })).equals(encodeOpaquePng(c, { level: 5 }))).toBe(true);
    expect(encodeOpaquePng(c, { level: 9 }).length).toBeLessThanOrEqual(encodeOpaquePng(c, { level: 1 }).length);
  });
});

describe('encodePng', () => {
  it('keeps every pixel with each layout, filter and the palette', async () => {
    const c = sample();
    const reference = encodeOpaquePng(c);
    for (const colour of ['rgba', 'rgb'] as const) {
      for (const filter of ['none', 'sub', 'up', 'paeth'] as const) {
        const png = encodePng(c, { colour, filter, level: 6 });
        expect(png[25]).toBe(colour === 'rgb' ? 2 : 6);
        expect(await samePixels(png, reference)).toBe(true);
      }
    }
    // 40 rectangles, a fill and an anti-aliased circle: more than 256 colours? Either way the pixels stay.
    expect(await samePixels(encodePng(c, { palette: true, colour: 'rgb' }), reference)).toBe(true);
  });

  it('writes a palette only when the picture has at most 256 colours', async () => {
    const few = createCanvas(300, 20);
    const ctx = few.getContext('2d');
    for (let k = 0; k < 256; k++) {
      ctx.fillStyle = `rgb(${k}, ${255 - k}, ${(k * 7) % 256})`;
      ctx.fillRect(k, 0, 1, 20);
    }
    ctx.fillStyle = `rgb(0, 255, 0)`;
    ctx.fillRect(256, 0, 44, 20);
    const indexed = encodePng(few, { palette: true, colour: 'rgb' });
    expect(indexed[25]).toBe(3);
    expect(await samePixels(indexed, encodeOpaquePng(few))).toBe(true);
    // One colour more and the palette no longer fits: RGB rows instead.
    ctx.fillStyle = 'rgb(1, 2, 3)';
    ctx.fillRect(299, 19, 1, 1);
    const rgb = encodePng(few, { palette: true, colour: 'rgb' });
    expect(rgb[25]).toBe(2);
    expect(await samePixels(rgb, encodeOpaquePng(few))).toBe(true);
  });
});

/** A picture with soft tints, anti-aliased text and hard edges over 300 × 200: far more than 256 colours. */
function busy() {
  const c = createCanvas(300, 200);
  const ctx = c.getContext('2d');
  const g = ctx.createLinearGradient(0, 0, 300, 200);
  g.addColorStop(0, '#2b4c6f');
  g.addColorStop(1, '#e8d9b0');
  ctx.fillStyle = g;
  ctx.fillRect(0, 0, 300, 200);
  for (let i = 0; i < 30; i++) {
    ctx.fillStyle = `rgba(${(i * 71) % 256}, ${(i * 37) % 256}, ${(i * 13) % 256}, 0.6)`;
    ctx.beginPath();
    ctx.arc((i * 47) % 300, (i * 29) % 200, 6 + (i % 9), 0, Math.PI * 2);
    ctx.fill();
  }
  ctx.fillStyle = '#111';
  ctx.font = '18px sans-serif';
  ctx.fillText('Legatus 123', 20, 120);
  return c;
}

describe("encodePng's fast deflater", () => {
  afterEach(() => useFastDeflater(true));

  it('is installed here (the bot depends on it)', () => {
    expect(fastDeflaterAvailable()).toBe(true);
  });

  it('keeps every pixel with each row filter', async () => {
    for (const c of [sample(), busy()]) {
      const reference = encodeOpaquePng(c);
      for (const filter of ['none', 'sub', 'up', 'paeth'] as const) {
        const png = encodePng(c, { deflater: 'fast', filter });
        expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
        expect(png[25]).toBe(6);
        expect(await samePixels(png, reference)).toBe(true);
      }
    }
  });

  it('still writes a palette when the picture has at most 256 colours', async () => {
    const few = createCanvas(64, 16);
    const ctx = few.getContext('2d');
    for (let k = 0; k < 64; k++) {
      ctx.fillStyle = `rgb(${k * 4}, 10, ${255 - k * 4})`;
      ctx.fillRect(k, 0, 1, 16);
    }
    const png = encodePng(few, { palette: true, deflater: 'fast', filter: 'paeth' });
    expect(png[25]).toBe(3);
    expect(await samePixels(png, encodeOpaquePng(few))).toBe(true);
  });

  it('falls back to its zlib settings where @napi-rs/image cannot load', async () => {
    useFastDeflater(false);
    expect(fastDeflaterAvailable()).toBe(false);
    const c = busy();
    const png = encodePng(c, { deflater: 'fast', filter: 'paeth', fallback: { colour: 'rgb', filter: 'none', level: 2 } });
    expect(png[25]).toBe(2);
    expect(png.equals(encodePng(c, { colour: 'rgb', filter: 'none', level: 2 }))).toBe(true);
    expect(await samePixels(png, encodeOpaquePng(c))).toBe(true);
  });
});
