/**
 * Cruises a tree in a worker thread and posts the result back: a cruise of src/ is seconds of synchronous
 * CPU, which must not stop the test worker's event loop (vitest gives up on a worker that does not answer
 * for 60 s, which a loaded machine reaches). With `rulesPath` it posts the violations of those rules; with
 * `graph: true` it posts every module's runtime and type-only imports instead.
 */
import { createRequire } from 'node:module';
import { parentPort, workerData } from 'node:worker_threads';
import { cruise } from 'dependency-cruiser';

const { rulesPath, tsConfig, baseDir, paths, graph } = workerData;
if (graph) {
  const out = await cruise(paths, {
    tsPreCompilationDeps: true,
    tsConfig: { fileName: tsConfig },
    baseDir,
    doNotFollow: { path: 'node_modules' },
    exclude: { path: 'node_modules' },
  });
  parentPort.postMessage(
    out.output.modules.map((m) => ({
      source: m.source,
      imports: m.dependencies.filter((d) => !d.dependencyTypes.includes('type-only')).map((d) => d.resolved),
    })),
  );
} else {
  const rules = createRequire(import.meta.url)(rulesPath);
  const out = await cruise(paths, {
    ...rules.options,
    tsConfig: { fileName: tsConfig },
    baseDir,
    validate: true,
    ruleSet: { forbidden: rules.forbidden },
  });
  parentPort.postMessage(out.output.summary.violations.map((v) => ({ rule: v.rule.name, from: v.from, to: v.to })));
}
