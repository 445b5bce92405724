import { afterAll, describe, expect, it } from 'vitest';
import { aiAction, aiWorkerState, stopAiWorker } from '../../../src/bot/ai-pool';
import '../../../src/games';
import { caesar, setupGame } from '../../../src/games/caesar';
import { chooseAction } from '../../../src/games/caesar/ai';

afterAll(() => stopAiWorker());

describe('Caesar! AI in the bot\'s worker', () => {
  it('computes the same move as the AI on the main thread, in a worker, without blocking the event loop', async () => {
    const state = setupGame({ modules: { poison: false, centurions: false, checkpoints: false }, solo: null }, 'worker').state;
    const view = caesar.view(state, state.active);
    let longest = 0;
    let last = performance.now();
    const timer = setInterval(() => { const now = performance.now(); longest = Math.max(longest, now - last); last = now; }, 2);
    const started = performance.now();
    const action = await aiAction('caesar', { view, seat: state.active, level: 2, seed: 'seed' });
    const took = performance.now() - started;
    clearInterval(timer);
    expect(aiWorkerState()).toBe('running');
    expect(action).toEqual(chooseAction(view, 2, 'seed'));
    // The main thread stayed responsive while the worker thought.
    expect(longest).toBeLessThan(Math.max(60, took / 2));
  });
});
