import { describe, expect, it } from 'vitest';
import { createCanvas } from '@napi-rs/canvas';
import { encodeOpaquePng, encodeOpaquePngAsync } from '../../src/render/png';
import { decode } from './pixels';

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
