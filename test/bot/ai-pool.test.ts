/**
 * The computer player thinks off the bot's main thread. Shown by behaviour, not
 * by timing: the AI below blocks until the main thread releases it, so the
 * request can only succeed if the main thread keeps running while it thinks.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { aiAction, aiWorkerState, stopAiWorker } from '../../src/bot/ai-pool';
import { registerGame } from '../../src/core/registry';
import type { GamePlugin } from '../../src/core/plugin';

const plugin: GamePlugin = {
  id: 'blockingai',
  title: 'Blocking AI',
  docs: 'test/bot/fixtures/blocking-ai.ts',
  module: { id: 'blockingai' } as GamePlugin['module'],
  locales: { en: {}, cs: {}, ro: {}, ko: {} },
  ai: { entry: new URL('./fixtures/blocking-ai.ts', import.meta.url).href },
};
registerGame(plugin);

afterAll(() => stopAiWorker());

describe('AI pool', () => {
  it('runs the computer in a worker: the main thread keeps answering while it thinks', async () => {
    const gate = new SharedArrayBuffer(4);
    const flag = new Int32Array(gate);
    const pending = aiAction('blockingai', { view: { gate, waitMs: 60_000 }, seat: 0, level: 1, seed: 's' });
    let settled = false;
    void pending.finally(() => { settled = true; });
    // The event loop turns (timers fire, I/O is served) while the AI is still blocked...
    await new Promise((r) => setTimeout(r, 20));
    await new Promise((r) => setImmediate(r));
    expect(settled).toBe(false);
    // ...and it is this thread that lets the AI finish.
    Atomics.store(flag, 0, 1);
    Atomics.notify(flag, 0);
    await expect(pending).resolves.toEqual({ isMainThread: false, released: true });
    expect(aiWorkerState()).toBe('running');
  }, 90_000);
});
