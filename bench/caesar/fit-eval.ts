/**
 * Fits the master level's learned evaluation (src/games/caesar/ai/features.ts)
 * to the outcomes of seeded games, and writes data/caesar/master-eval.json.
 *
 *   npx tsx bench/caesar/fit-eval.ts [--seed S] [--games N] [--level L] [--epsilon E] [--out FILE] [--dump FILE] [--load FILE...]
 *
 * Games: two-player, both seats the fixed-budget level L (default 2), each
 * placement replaced by a uniformly random legal action with probability E
 * (default 0.1, from a generator seeded per game) so the data also holds the
 * poor positions a search looks at; modules rotate over base game, all
 * modules, Poison + Centurions and Checkpoints alone. Every position of a
 * game (each side's point of view) is a sample, labelled by who won.
 * Games with index % 5 === 4 are held out to report how well the fit predicts.
 *
 * Fit: L2-regularised logistic regression by Newton's method, no intercept
 * (the features are antisymmetric). Deterministic for the same arguments.
 * --td λ [--rounds R]: fit to temporal-difference targets (see below).
 * --note TEXT adds a line to the file's provenance (say how the loaded dumps were made).
 * --dump appends the generated samples to a file as they come, one game a
 * line (to fit again without replaying, or to stop early); --load fits on
 * dumped samples instead (several files are concatenated).
 */
import { appendFileSync, readFileSync, writeFileSync } from 'node:fs';
import { caesar } from '../../src/games/caesar';
import { chooseAction } from '../../src/games/caesar/ai';
import { FEATURE_COUNT, FEATURE_NAMES, features } from '../../src/games/caesar/ai/features';
import { randomAction } from '../../src/games/caesar/ai/random';
import { initialRngState, Rng } from '../../src/core/rng';
import { fitLogistic, scoreWeights, sigmoid } from './eval-fit-score';
import type { CaesarOptions, CaesarState, CaesarView, Side } from '../../src/games/caesar/types';

const args = process.argv.slice(2);
const arg = (name: string, dflt: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : dflt;
};
const argsOf = (name: string) => args.flatMap((a, i) => (a === `--${name}` ? [args[i + 1]] : []));
const seed = arg('seed', 'fit1');
const games = Number(arg('games', '2000'));
const level = Number(arg('level', '2'));
const epsilon = Number(arg('epsilon', '0.1'));
const out = arg('out', 'data/caesar/master-eval.json');
const dump = arg('dump', '');
const loads = argsOf('load');
const lambda = Number(arg('lambda', '1'));

const MODULES: CaesarOptions[] = [
  { modules: { poison: false, centurions: false, checkpoints: false }, solo: null },
  { modules: { poison: true, centurions: true, checkpoints: true }, solo: null },
  { modules: { poison: true, centurions: true, checkpoints: false }, solo: null },
  { modules: { poison: false, centurions: false, checkpoints: true }, solo: null },
];

interface Sample { x: number[]; y: number; test: boolean; target?: number }

function playAndRecord(g: number): Sample[] {
  const options = MODULES[g % MODULES.length];
  const gameSeed = `fit:${seed}:${g}`;
  const rng = new Rng(initialRngState(`fit-policy:${seed}:${g}`));
  let state: CaesarState = caesar.setup(options, gameSeed);
  const seen: CaesarState[] = [];
  for (let k = 0; k < 2000 && !caesar.result(state); k++) {
    seen.push(state);
    const p = caesar.activePlayers(state)[0] as Side;
    const action = state.pending === null && rng.int(0, 9999) < epsilon * 10000
      ? randomAction(state, p, rng)
      : chooseAction(caesar.view(state, p) as CaesarView, level, `${gameSeed}:${k}`);
    const r = caesar.apply(state, p, action);
    if (!r.ok) throw new Error(r.error.message);
    state = r.state;
  }
  if (state.winner === null) return [];
  const test = g % 5 === 4;
  return seen.flatMap((s) => ([0, 1] as Side[]).map((me) => ({ x: [...features(s, me)], y: state.winner === me ? 1 : 0, test })));
}

/** Logistic regression on the features in `use` (others weigh 0). */
function fit(data: Sample[], use: number[]): number[] {
  const w = fitLogistic(data, use, { lambda, iterations: 25, tolerance: 1e-7 });
  const full = new Array<number>(FEATURE_COUNT).fill(0);
  use.forEach((f, i) => { full[f] = w[i]; });
  return full;
}

const score = scoreWeights;

const t0 = performance.now();
const games_: Sample[][] = [];
let data: Sample[] = [];
if (loads.length > 0) {
  for (const f of loads) {
    for (const line of readFileSync(f, 'utf8').split('\n')) if (line) games_.push(JSON.parse(line) as Sample[]);
  }
  data = games_.flat();
} else {
  if (dump) writeFileSync(dump, '');
  for (let g = 0; g < games; g++) {
    const samples = playAndRecord(g);
    games_.push(samples);
    data.push(...samples);
    if (dump) appendFileSync(dump, `${JSON.stringify(samples.map((s) => ({ ...s, x: s.x.map((v) => Math.round(v * 1e5) / 1e5) })))}\n`);
    if (g % 100 === 99) process.stderr.write(`${g + 1} games, ${data.length} samples, ${((performance.now() - t0) / 1000).toFixed(0)} s\n`);
  }
}
const train = data.filter((s) => !s.test);
const test = data.filter((s) => s.test);
const all = FEATURE_NAMES.map((_, i) => i);
const baseOnly = fit(train, [0]);
let w = fit(train, all);
/**
 * --td λ: temporal-difference targets instead of the bare outcome, refitted
 * `--rounds` times: each position's target blends the current fit's
 * prediction for the same side's next position with the outcome (weight λ
 * on the later ones), so the values agree along a game, as a search needs.
 */
const td = Number(arg('td', '1'));
for (let round = 0; td < 1 && round < Number(arg('rounds', '3')); round++) {
  for (const game of games_) {
    // Samples alternate the two points of view, position by position.
    for (let j = game.length - 1; j >= 0; j--) {
      const next = game[j + 2];
      if (!next) { game[j].target = game[j].y; continue; }
      let z = 0;
      for (let i = 0; i < FEATURE_COUNT; i++) z += w[i] * next.x[i];
      game[j].target = (1 - td) * sigmoid(z) + td * next.target!;
    }
  }
  w = fit(train, all);
}
const at = (n: string) => w[FEATURE_NAMES.indexOf(n as (typeof FEATURE_NAMES)[number])];
// One control token more moves 'control' and 'base' by one each (and 'controlSq' by about one at mid-game).
const perToken = at('base') + at('control') + at('controlSq') + 0.5 * (at('base*phase') + at('control*phase'));
const report = {
  samples: { train: train.length, test: test.length },
  heldOut: { handMadeOnly: score(test, baseOnly), learned: score(test, w) },
  train: { handMadeOnly: score(train, baseOnly), learned: score(train, w) },
};
process.stderr.write(`${JSON.stringify(report, null, 1)}\n`);
const r6 = (x: number) => Math.round(x * 1e6) / 1e6;
const file = {
  _provenance: [
    'Made by bench/caesar/fit-eval.ts (deterministic for the same arguments): logistic regression of who won on the features of every position.',
    loads.length > 0
      ? `Samples loaded from ${loads.length} dump file(s) made by the same script.`
      : `Arguments: --seed ${seed} --games ${games} --level ${level} --epsilon ${epsilon} --lambda ${lambda}.`,
    `Targets: ${td < 1 ? `temporal differences, --td ${td} --rounds ${arg('rounds', '3')}` : 'the outcome'}.`,
    ...argsOf('note'),
    'Held-out games (index % 5 = 4): log-loss and accuracy of the hand-made evaluation alone (refitted scale) against the learned weights are in "fit".',
  ],
  fit: report,
  features: FEATURE_NAMES,
  weights: w.map(r6),
  perToken: r6(perToken),
};
writeFileSync(out, `${JSON.stringify(file, null, 1)}\n`);
process.stderr.write(`wrote ${out} in ${((performance.now() - t0) / 1000).toFixed(0)} s\n`);
