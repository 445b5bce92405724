/**
 * Cruises a tree with the import rules in a worker thread and posts the violations back: a cruise of src/
 * is seconds of synchronous CPU, which must not stop the test worker's event loop (vitest gives up on a
 * worker that does not answer for 60 s, which a loaded machine reaches).
 */
import { createRequire } from 'node:module';
import { parentPort, workerData } from 'node:worker_threads';
import { cruise } from 'dependency-cruiser';

const { rulesPath, tsConfig, baseDir, paths } = workerData;
const rules = createRequire(import.meta.url)(rulesPath);
const out = await cruise(paths, {
  ...rules.options,
  tsConfig: { fileName: tsConfig },
  baseDir,
  validate: true,
  ruleSet: { forbidden: rules.forbidden },
});
parentPort.postMessage(out.output.summary.violations.map((v) => ({ rule: v.rule.name, from: v.from, to: v.to })));
