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
const sigmoid = (z: number) => 1 / (1 + Math.exp(-z));
const out: Record<string, unknown> = { samples: samples.length };
for (const f of argsOf('weights')) {
  const w = (JSON.parse(readFileSync(f, 'utf8')) as { weights: number[] }).weights;
  if (w.length !== FEATURE_COUNT) throw new Error(`${f}: ${w.length} weights, the features have ${FEATURE_COUNT}`);
  let loss = 0;
  let right = 0;
  for (const s of samples) {
    let z = 0;
    for (let i = 0; i < FEATURE_COUNT; i++) z += w[i] * s.x[i];
    const p = Math.min(1 - 1e-9, Math.max(1e-9, sigmoid(z)));
    loss -= s.y ? Math.log(p) : Math.log(1 - p);
    if ((p > 0.5) === (s.y === 1)) right++;
  }
  out[f] = { logLoss: Math.round((loss / samples.length) * 1e4) / 1e4, accuracy: Math.round((right / samples.length) * 1e4) / 1e4 };
}
console.log(JSON.stringify(out, null, 1));
