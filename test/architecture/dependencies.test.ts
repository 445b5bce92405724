/**
 * The import rules (./dependency-rules.cjs) hold for src/ and commands/, and
 * they do refuse what they are meant to: a fixture tree that breaks each rule
 * is cruised with the same rules.
 */
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { cruise, type ICruiseResult, type IFlattenedRuleSet } from 'dependency-cruiser';
import { describe, expect, it } from 'vitest';

const rules = createRequire(import.meta.url)('./dependency-rules.cjs') as IFlattenedRuleSet & { options: Record<string, unknown> };
const root = fileURLToPath(new URL('../../', import.meta.url));

async function violations(baseDir: string, paths: string[]): Promise<{ rule: string; from: string; to: string }[]> {
  const { forbidden } = rules;
  const out = await cruise(paths, {
    ...rules.options,
    tsConfig: { fileName: `${root}tsconfig.json` },
    baseDir,
    validate: true,
    ruleSet: { forbidden },
  } as never);
  const result = out.output as ICruiseResult;
  return result.summary.violations.map((v) => ({ rule: v.rule.name, from: v.from, to: v.to }));
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
