/**
 * What a token in hand is worth, measured: level-3 games (both seats, each
 * placement replaced by a random legal one with probability 0.1), every
 * settled position (nothing pending) from both points of view, and a
 * logistic regression of who won on the learned evaluation's log-odds plus
 * hand-size terms. The hand terms' weights divided by the learned model's
 * log-odds per control token (features.ts perToken) give their value in
 * control tokens, the unit of the master's evaluation (src/games/caesar/ai/hand.ts).
 *
 *   nice -n 10 npx tsx bench/caesar/hand-value.ts [games] [seed]
 *
 * Modules alternate: all modules, Poison + Centurions (Poison is what takes
 * tokens out of a hand for good; Wealth adds one in every game). Games with
 * index % 5 = 4 are held out, to show whether the terms predict better.
 */
import { caesar } from '../../src/games/caesar';
import { chooseAction } from '../../src/games/caesar/ai';
import { logOdds, MASTER_EVAL } from '../../src/games/caesar/ai/features';
import { handFeatures, HAND_FEATURE_NAMES } from '../../src/games/caesar/ai/hand';
import { randomAction } from '../../src/games/caesar/ai/random';
import { initialRngState, Rng } from '../../src/core/rng';
import { fitLogistic, sigmoid } from './eval-fit-score';
import type { CaesarOptions, CaesarState, CaesarView, Side } from '../../src/games/caesar/types';

const games = Number(process.argv[2] ?? 300);
const seed = process.argv[3] ?? 'hv1';
const MODULES: CaesarOptions[] = [
  { modules: { poison: true, centurions: true, checkpoints: true }, solo: null },
  { modules: { poison: true, centurions: true, checkpoints: false }, solo: null },
];

interface Sample { x: number[]; y: number; test: boolean }

function play(g: number): Sample[] {
  const options = MODULES[g % MODULES.length];
  const gameSeed = `hand:${seed}:${g}`;
  const rng = new Rng(initialRngState(`hand-policy:${seed}:${g}`));
  let state: CaesarState = caesar.setup(options, gameSeed);
  const seen: CaesarState[] = [];
  for (let k = 0; k < 2000 && !caesar.result(state); k++) {
    if (state.pending === null) seen.push(state);
    const p = caesar.activePlayers(state)[0] as Side;
    const action = state.pending === null && rng.int(0, 9999) < 1000
      ? randomAction(state, p, rng)
      : chooseAction(caesar.view(state, p) as CaesarView, 3, `${gameSeed}:${k}`);
    const r = caesar.apply(state, p, action);
    if (!r.ok) throw new Error(r.error.message);
    state = r.state;
  }
  if (state.winner === null) return [];
  return seen.flatMap((s) => ([0, 1] as Side[]).map((me) => ({
    x: [logOdds(s, me, MASTER_EVAL), ...handFeatures(s, me)], y: state.winner === me ? 1 : 0, test: g % 5 === 4,
  })));
}

/** L2-regularised (1) logistic regression without intercept (the features are antisymmetric), on the columns in `use`. */
function fit(data: Sample[], use: number[]): number[] {
  return fitLogistic(data, use, { lambda: 1, iterations: 30, tolerance: 1e-8 });
}

function logLoss(data: Sample[], use: number[], w: number[]): number {
  let loss = 0;
  for (const s of data) {
    let z = 0;
    for (let i = 0; i < use.length; i++) z += w[i] * s.x[use[i]];
    const p = Math.min(1 - 1e-9, Math.max(1e-9, sigmoid(z)));
    loss -= s.y ? Math.log(p) : Math.log(1 - p);
  }
  return Math.round((loss / data.length) * 1e5) / 1e5;
}

const t0 = performance.now();
const data: Sample[] = [];
for (let g = 0; g < games; g++) {
  data.push(...play(g));
  if (g % 50 === 49) process.stderr.write(`${g + 1} games, ${data.length} samples, ${((performance.now() - t0) / 1000).toFixed(0)} s\n`);
}
const train = data.filter((s) => !s.test);
const test = data.filter((s) => s.test);
const names = ['learned', ...HAND_FEATURE_NAMES];
const only = [0];
const withHand = names.map((_, i) => i);
const w0 = fit(train, only);
const w1 = fit(train, withHand);
const r4 = (x: number) => Math.round(x * 1e4) / 1e4;
console.log(JSON.stringify({
  games, seed, samples: { train: train.length, test: test.length },
  learnedOnly: { weight: r4(w0[0]), heldOutLogLoss: logLoss(test, only, w0) },
  withHand: {
    weights: Object.fromEntries(names.map((n, i) => [n, r4(w1[i])])),
    // In control tokens: a hand term's log-odds over the learned evaluation's log-odds of one token (its refitted scale).
    tokens: Object.fromEntries(names.slice(1).map((n, i) => [n, r4(w1[i + 1] / (w1[0] * MASTER_EVAL.perToken))])),
    heldOutLogLoss: logLoss(test, withHand, w1),
  },
}, null, 1));
