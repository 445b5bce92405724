import { defineConfig } from 'vitest/config';
import { OWN_PROCESS, SHARED } from './test/projects';

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
