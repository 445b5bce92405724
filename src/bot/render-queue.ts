/**
 * Board pictures are drawn one at a time, each after a turn of the event loop.
 *
 * Drawing blocks the JavaScript thread (~85 ms per board here); with many games
 * moving at once, back-to-back draws would delay the acknowledgement of new
 * interactions past Discord's 3 seconds. Serialising the draws and yielding
 * before each lets incoming interactions be acknowledged between two draws.
 */
import { setImmediate as yieldToLoop } from 'node:timers/promises';
import { KeyedMutex } from '../storage/mutex';

const queue = new KeyedMutex();

export function queueRender<T>(draw: () => Promise<T>): Promise<T> {
  return queue.run('render', async () => {
    await yieldToLoop();
    return draw();
  });
}
