/**
 * Which test files share one process (the `shared` vitest project) and which run alone. vitest.config.ts
 * builds its projects from these lists, and test/architecture/shared-tests.test.ts checks that the shared
 * files stay clear of the modules that hold process-wide resources.
 */

// Test files that only call pure code (engines, AIs, pictures, league maths) share one process: with
// isolation every file re-imports its module graph in a fresh fork, which cost about three times the
// tests' own run time on a loaded two-core machine (docs/bot.md, "Test run time"). Files that start
// bots, servers, browsers or child processes, or that replace modules, keep their own process.
export const SHARED = [
  'test/games/**/*.test.ts',
  'test/core/**/*.test.ts',
  'test/ai/**/*.test.ts',
  'test/render/**/*.test.ts',
  'test/leagues/**/*.test.ts',
  'test/architecture/**/*.test.ts',
];

// Inside SHARED but run alone: they start the bot or its servers, or test a process-wide singleton from its
// first use (the registry's list of games, the AI worker's state).
export const OWN_PROCESS = [
  'test/games/*/e2e/**/*.test.ts',
  'test/games/contract.test.ts',
  'test/games/*/ai-worker.test.ts',
  'test/games/caesar/coach.test.ts',
  'test/core/registry.test.ts',
];
