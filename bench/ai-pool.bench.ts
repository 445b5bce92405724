/**
 * How long the bot's main thread stalls while the computer thinks: the longest
 * gap between 2 ms timer ticks during one Caesar! level-3 move, computed in the
 * AI worker (the bot's way) and inline on the main thread (what the worker
 * avoids), in the same run, with their ratio. The test suite only checks the
 * behaviour (test/bot/ai-pool.test.ts); timing lives here.
 */
import { aiAction, stopAiWorker } from '../src/bot/ai-pool';
import '../src/games';
import { caesar, setupGame } from '../src/games/caesar';
import { chooseAction } from '../src/games/caesar/ai';

const r1 = (x: number) => Math.round(x * 10) / 10;

async function longestStall(work: () => Promise<unknown>): Promise<{ stallMs: number; tookMs: number }> {
  let longest = 0;
  let last = performance.now();
  const timer = setInterval(() => { const now = performance.now(); longest = Math.max(longest, now - last); last = now; }, 2);
  const started = performance.now();
  await work();
  const tookMs = performance.now() - started;
  // Let the timer fire once more: a stall that lasted until now is only seen by its next tick.
  await new Promise((r) => setTimeout(r, 10));
  clearInterval(timer);
  return { stallMs: longest, tookMs };
}

export default async function (): Promise<Record<string, unknown>> {
  const options = { modules: { poison: true, centurions: true, checkpoints: true }, solo: null };
  const state = setupGame(options, 'bench-ai-pool').state;
  const view = caesar.view(state, state.active);
  const request = { view, seat: state.active, level: 3, seed: 'bench' };
  await aiAction('caesar', request); // start the worker and load the AI once
  const worker = await longestStall(() => aiAction('caesar', request));
  chooseAction(view, 3, 'warm-up'); // same JIT warm-up as the worker had
  const inline = await longestStall(async () => chooseAction(view, 3, 'bench'));
  await stopAiWorker();
  return {
    level3_move_worker_ms: r1(worker.tookMs),
    main_thread_longest_stall_worker_ms: r1(worker.stallMs),
    level3_move_inline_ms: r1(inline.tookMs),
    main_thread_longest_stall_inline_ms: r1(inline.stallMs),
    stall_ratio_inline_over_worker: r1(inline.stallMs / Math.max(0.1, worker.stallMs)),
  };
}
