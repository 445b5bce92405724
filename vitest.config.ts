import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // expect.poll waits on a page or bot that a loaded machine may slow down: 1 s (the default) is too short.
    expect: { poll: { timeout: 15_000 } },
    pool: 'forks',
  },
});
