/**
 * Board pictures drawn on the main thread, one at a time, each after a turn
 * of the event loop: the serial mode of the render pool (RENDER_WORKERS=0,
 * src/bot/render-pool/) and its fallback when worker threads cannot start.
 *
 * Drawing blocks the JavaScript thread (~85 ms per board here); with many games
 * moving at once, back-to-back draws would delay the acknowledgement of new
 * interactions past Discord's 3 seconds. Serialising the draws and yielding
 * before each lets incoming interactions be acknowledged between two draws.
 */
import { setImmediate as yieldToLoop } from 'node:timers/promises';
import { KeyedMutex } from '../storage/mutex';

const queue = new KeyedMutex();
let depth = 0;

export async function queueRender<T>(draw: () => Promise<T>): Promise<T> {
  depth++;
  try {
    return await queue.run('render', async () => {
      await yieldToLoop();
      return draw();
    });
  } finally {
    depth--;
  }
}

/** Pictures queued or being drawn on the main thread. */
export function serialRenderDepth(): number {
  return depth;
}
