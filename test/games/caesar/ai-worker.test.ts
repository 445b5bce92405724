import { afterAll, describe, expect, it } from 'vitest';
import { aiAction, aiWorkerState, stopAiWorker } from '../../../src/bot/ai-pool';
import '../../../src/games';
import { caesar, setupGame } from '../../../src/games/caesar';
import { chooseAction } from '../../../src/games/caesar/ai';

afterAll(() => stopAiWorker());

describe('Caesar! AI in the bot\'s worker', () => {
  // That the worker keeps the main thread free is shown in test/bot/ai-pool.test.ts (by behaviour);
  // how long the main thread would stall otherwise is measured by bench/ai-pool.bench.ts.
  it('computes the same move as the AI on the main thread, in a worker', async () => {
    const state = setupGame({ modules: { poison: false, centurions: false, checkpoints: false }, solo: null }, 'worker').state;
    const view = caesar.view(state, state.active);
    const action = await aiAction('caesar', { view, seat: state.active, level: 2, seed: 'seed' });
    expect(aiWorkerState()).toBe('running');
    expect(action).toEqual(chooseAction(view, 2, 'seed'));
  });
});
