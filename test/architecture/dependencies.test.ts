/**
 * The import rules (./dependency-rules.cjs) hold for src/ and commands/, and
 * they do refuse what they are meant to: a fixture tree that breaks each rule
 * is cruised with the same rules.
 */
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../', import.meta.url));

/** The violations of the rules in `paths` under `baseDir`, cruised in a worker thread (cruise-worker.mjs). */
function violations(baseDir: string, paths: string[]): Promise<{ rule: string; from: string; to: string }[]> {
  const worker = new Worker(new URL('./cruise-worker.mjs', import.meta.url), {
    workerData: { rulesPath: fileURLToPath(new URL('./dependency-rules.cjs', import.meta.url)), tsConfig: `${root}tsconfig.json`, baseDir, paths },
  });
  return new Promise((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`the cruise worker exited with ${code} before answering`)));
  });
}

describe('import rules', () => {
  it('hold for src/ and commands/: no cycles, no generic code importing a game', async () => {
    expect(await violations(root, ['src', 'commands'])).toEqual([]);
  }, 60_000);

  it('refuse a generic module importing a game (even for types), a cycle, and the test game in shipped code', async () => {
    const found = await violations(fileURLToPath(new URL('./fixture/', import.meta.url)), ['src']);
    const has = (rule: string, from: string, to?: string) => found.some((v) => v.rule === rule && v.from === from && (to === undefined || v.to === to));
    expect(has('platform-reaches-games-through-the-registry', 'src/bot/leak.ts', 'src/games/demo/rules.ts')).toBe(true);
    expect(has('platform-reaches-games-through-the-registry', 'src/bot/types-only.ts', 'src/games/demo/rules.ts')).toBe(true);
    expect(has('no-runtime-cycle', 'src/core/a.ts')).toBe(true);
    expect(has('no-runtime-cycle', 'src/bot/leak.ts')).toBe(true);
    expect(has('rules-stay-pure', 'src/games/demo/view.ts', 'src/bot/leak.ts')).toBe(true);
    expect(has('test-game-stays-in-tests', 'src/games/demo/plugin.ts', 'src/games/numbers/index.ts')).toBe(true);
  }, 60_000);
});
