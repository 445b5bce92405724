import { defineConfig } from 'vitest/config';

// Test files that only call pure code (engines, AIs, pictures, league maths) share one process: with
// isolation every file re-imports its module graph in a fresh fork, which cost about three times the
// tests' own run time on a loaded two-core machine (docs/bot.md, "Test run time"). Files that start
// bots, servers, browsers or child processes, or that replace modules, keep their own process.
const SHARED = [
  'test/games/**/*.test.ts',
  'test/core/**/*.test.ts',
  'test/ai/**/*.test.ts',
  'test/render/**/*.test.ts',
  'test/leagues/**/*.test.ts',
  'test/architecture/**/*.test.ts',
];
// Inside SHARED but run alone: they start the bot or its servers, or test a process-wide singleton from its
// first use (the registry's list of games, the AI worker's state).
const OWN_PROCESS = [
  'test/games/*/e2e/**/*.test.ts',
  'test/games/contract.test.ts',
  'test/games/*/ai-worker.test.ts',
  'test/games/caesar/coach.test.ts',
  'test/core/registry.test.ts',
];

export default defineConfig({
  test: {
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // expect.poll waits on a page or bot that a loaded machine may slow down: 1 s (the default) is too short.
    expect: { poll: { timeout: 15_000 } },
    pool: 'forks',
    // A turn of the event loop before each test, so vitest's RPC replies are read between tests
    // (test/setup/turn-between-tests.ts). LOOP_BLOCK_REPORT=<file>: record each test file's longest
    // event-loop blocks (test/setup/loop-block.ts).
    setupFiles: ['test/setup/turn-between-tests.ts', ...(process.env.LOOP_BLOCK_REPORT ? ['test/setup/loop-block.ts'] : [])],
    // Every test file falls in exactly one project: shared, or isolated because it is outside SHARED or
    // inside OWN_PROCESS.
    projects: [
      { extends: true, test: { name: 'shared', include: SHARED, exclude: OWN_PROCESS, isolate: false, poolOptions: { forks: { singleFork: true, isolate: false } } } },
      { extends: true, test: { name: 'isolated', include: ['test/**/*.test.ts'], exclude: SHARED } },
      { extends: true, test: { name: 'own-process', include: OWN_PROCESS } },
    ],
  },
});
