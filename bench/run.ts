/**
 * Runs every bench/*.bench.ts (each default-exports an async function returning
 * named figures) and prints one JSON report. `npm run bench -- NAME...` runs
 * only the files whose name contains one of the NAMEs.
 */
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const dir = dirname(fileURLToPath(import.meta.url));
const filters = process.argv.slice(2).filter((a) => !a.startsWith('-'));
const files = readdirSync(dir)
  .filter((f) => f.endsWith('.bench.ts'))
  .filter((f) => filters.length === 0 || filters.some((n) => f.includes(n)))
  .sort();

const report: Record<string, unknown> = {
  node: process.version,
  platform: `${process.platform}-${process.arch}`,
  started: new Date().toISOString(),
  benches: {},
};
const benches = report.benches as Record<string, unknown>;
let failed = false;
for (const f of files) {
  const name = f.replace(/\.bench\.ts$/, '');
  const t0 = performance.now();
  try {
    const mod = (await import(pathToFileURL(join(dir, f)).href)) as { default: () => Promise<Record<string, unknown>> };
    const figures = await mod.default();
    benches[name] = { ...figures, bench_seconds: Math.round((performance.now() - t0) / 10) / 100 };
  } catch (e) {
    failed = true;
    benches[name] = { error: (e as Error).stack ?? String(e) };
  }
  process.stderr.write(`bench ${name} done in ${((performance.now() - t0) / 1000).toFixed(1)} s\n`);
}
process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
if (failed) process.exitCode = 1;
