#!/usr/bin/env node
/**
 * Ranks the test files of a loop-block report (see loop-block.ts) by their longest event-loop block.
 * Usage: node test/setup/loop-block-summary.mjs <report.jsonl> [top N, default 25]
 */
import { readFileSync } from 'node:fs';

const [path, topArg] = process.argv.slice(2);
if (!path) {
  console.error('usage: loop-block-summary.mjs <report.jsonl> [N]');
  process.exit(2);
}
const top = Number(topArg ?? 25);
const rows = readFileSync(path, 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((l) => JSON.parse(l))
  .sort((a, b) => b.maxBlockMs - a.maxBlockMs);
console.log(`${rows.length} files; blocks ≥ 1 s in ${rows.filter((r) => r.maxBlockMs >= 1000).length}`);
console.log('max block ms | cpu ms | file | where');
for (const r of rows.slice(0, top)) {
  console.log(`${String(r.maxBlockMs).padStart(7)} | ${String(r.maxBlockCpuMs).padStart(6)} | ${r.file} | ${r.maxBlockAt ?? '-'}`);
}
