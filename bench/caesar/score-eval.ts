/**
 * How well weights files for the master's learned evaluation predict who won,
 * on the held-out games (index % 5 = 4) of sample dumps made by fit-eval.ts:
 * log-loss and accuracy per weights file, on the same samples.
 *
 *   npx tsx bench/caesar/score-eval.ts --load dump.jsonl [--load ...] --weights a.json [--weights b.json ...] [--all]
 *
 * --all scores every sample, not only the held-out games.
 */
import { readFileSync } from 'node:fs';
import { FEATURE_COUNT } from '../../src/games/caesar/ai/features';
import { scoreWeights } from './eval-fit-score';

const args = process.argv.slice(2);
const argsOf = (name: string) => args.flatMap((a, i) => (a === `--${name}` ? [args[i + 1]] : []));
const all = args.includes('--all');
const samples: { x: number[]; y: number }[] = [];
for (const f of argsOf('load')) {
  for (const line of readFileSync(f, 'utf8').split('\n')) {
    if (!line) continue;
    for (const s of JSON.parse(line) as { x: number[]; y: number; test: boolean }[]) if (all || s.test) samples.push(s);
  }
}
const out: Record<string, unknown> = { samples: samples.length };
for (const f of argsOf('weights')) {
  const w = (JSON.parse(readFileSync(f, 'utf8')) as { weights: number[] }).weights;
  if (w.length !== FEATURE_COUNT) throw new Error(`${f}: ${w.length} weights, the features have ${FEATURE_COUNT}`);
  out[f] = scoreWeights(samples, w);
}
console.log(JSON.stringify(out, null, 1));
