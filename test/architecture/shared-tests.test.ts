/**
 * The test files of the `shared` vitest project run one after another in one process without isolation
 * (test/projects.ts). Whatever a file opens that holds the process (a server, a store's connection or
 * lease, the bot's client, a pool of render workers, a child process) would outlive that file and leak
 * into the next ones, so a test that needs one belongs to the isolated project. These modules are the
 * ones that open such things; a shared test file may not import them itself.
 *
 * What a shared file reaches through a game's plugin (the router, the custom ids, the AI pool) opens
 * nothing when it is imported, and the command line (src/cli) runs in-process. The AI pool's worker is started on first use and unref'd, so it cannot
 * hold the process; the test of its life cycle (test/games/caesar/ai-worker.test.ts) runs alone.
 */
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { globSync } from 'tinyglobby';
import { describe, expect, it } from 'vitest';
import { OWN_PROCESS, SHARED } from '../projects';

const root = fileURLToPath(new URL('../../', import.meta.url));
const OPENS_RESOURCES = /^src\/(localdiscord|storage|bot\/render-pool)\/|^src\/(main|sharded|bot\/bot)\.ts$/;

type Module = { source: string; imports: string[] };

function runtimeGraph(paths: string[]): Promise<Module[]> {
  const worker = new Worker(new URL('./cruise-worker.mjs', import.meta.url), {
    workerData: { graph: true, tsConfig: `${root}tsconfig.json`, baseDir: root, paths },
  });
  return new Promise((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`the cruise worker exited with ${code} before answering`)));
  });
}

/** Each import of `forbidden` modules made by the `files` themselves, as "file -> module". */
export function forbiddenImports(modules: Module[], files: string[], forbidden: RegExp): string[] {
  const importsOf = new Map(modules.map((m) => [m.source, m.imports]));
  return files.flatMap((f) => (importsOf.get(f) ?? []).filter((to) => forbidden.test(to)).map((to) => `${f} -> ${to}`));
}

describe('the shared test project', () => {
  const sharedFiles = globSync(SHARED, { cwd: root, ignore: OWN_PROCESS }).sort();

  it('flags a file importing a module that opens resources, and not one importing the router (the check itself)', () => {
    const modules: Module[] = [
      { source: 'test/a.test.ts', imports: ['src/games/x/rules.ts', 'src/bot/router.ts'] },
      { source: 'test/b.test.ts', imports: ['src/storage/sqlite-store.ts', 'src/localdiscord/server.ts'] },
      { source: 'test/c.test.ts', imports: ['src/bot/bot.ts', 'src/bot/render-pool/pool.ts', 'src/bot/bot-permissions.ts'] },
    ];
    expect(forbiddenImports(modules, ['test/a.test.ts', 'test/b.test.ts', 'test/c.test.ts'], OPENS_RESOURCES)).toEqual([
      'test/b.test.ts -> src/storage/sqlite-store.ts',
      'test/b.test.ts -> src/localdiscord/server.ts',
      'test/c.test.ts -> src/bot/bot.ts',
      'test/c.test.ts -> src/bot/render-pool/pool.ts',
    ]);
  });

  it('holds the pure-code tests, and none of them imports a module that opens resources', async () => {
    // The lists select something real: a broken glob would make this test pass on nothing.
    expect(sharedFiles.length).toBeGreaterThan(150);
    expect(sharedFiles).toContain('test/architecture/shared-tests.test.ts');
    expect(sharedFiles.some((f) => f.startsWith('test/games/caesar/e2e/'))).toBe(false);
    const modules = await runtimeGraph(sharedFiles);
    expect(forbiddenImports(modules, sharedFiles, OPENS_RESOURCES)).toEqual([]);
  }, 120_000);
});
