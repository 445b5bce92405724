/**
 * A render module for the render pool's tests (loaded in its workers through
 * a test plugin's render entry): flat swatches, and pictures that fail,
 * crash their worker (once or always) or never finish.
 */
import { existsSync, writeFileSync } from 'node:fs';
import { isMainThread } from 'node:worker_threads';
import { createCanvas } from '@napi-rs/canvas';

function swatch(colour: string, width = 40, height = 30) {
  const c = createCanvas(width, height);
  const ctx = c.getContext('2d');
  ctx.fillStyle = colour;
  ctx.fillRect(0, 0, width, height);
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(5, 5, 10, 10);
  return c;
}

function crash(): never {
  // Only ever a worker: on the main thread this would end the test run.
  if (isMainThread) throw new Error('crash asked on the main thread');
  process.exit(3);
}

export const pictures = {
  swatch,
  /** Throws like a bug in a game's drawing code would. */
  fails: () => { throw new Error('drawing failed'); },
  /** Kills its worker every time. */
  crashes: () => crash(),
  /** Kills its worker the first time (marked by creating `marker`), then draws. */
  crashesOnce: (marker: string, colour: string) => {
    if (!existsSync(marker)) {
      writeFileSync(marker, 'crashed');
      crash();
    }
    return swatch(colour);
  },
  /** Stands in for a game's board picture that kills its worker every time. */
  overview: () => crash(),
  /** Never returns. */
  hangs: () => { for (;;) { /* a drawing stuck in a loop */ } },
};
