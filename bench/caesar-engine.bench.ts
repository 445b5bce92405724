/**
 * Caesar! engine and AI speed. Absolute times depend on the machine, so the
 * apply() cost is also given as a ratio against structuredClone of the same
 * states measured in the same run.
 */
import { caesar } from '../src/games/caesar';
import { chooseAction } from '../src/games/caesar/ai';
import { initialRngState, Rng } from '../src/core/rng';
import type { CaesarAction, CaesarOptions, CaesarState, CaesarView, Side } from '../src/games/caesar/types';

const BASE: CaesarOptions = { modules: { poison: false, centurions: false, checkpoints: false }, solo: null };
const ALL: CaesarOptions = { modules: { poison: true, centurions: true, checkpoints: true }, solo: null };

function randomGame(options: CaesarOptions, seed: string): { states: CaesarState[]; actions: [number, CaesarAction][] } {
  const rng = new Rng(initialRngState(`bench:${seed}`));
  let state = caesar.setup(options, seed);
  const states: CaesarState[] = [];
  const actions: [number, CaesarAction][] = [];
  while (!caesar.result(state)) {
    const p = caesar.activePlayers(state)[0];
    const a = rng.pick(caesar.legalActions(state, p));
    states.push(state);
    actions.push([p, a]);
    const out = caesar.apply(state, p, a);
    if (!out.ok) throw new Error(out.error.message);
    state = out.state;
  }
  return { states, actions };
}

function percentile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
}
const r2 = (x: number) => Math.round(x * 100) / 100;

export default async function (): Promise<Record<string, unknown>> {
  const figures: Record<string, unknown> = {};

  // Random play, whole games including legalActions.
  for (const [label, options, n] of [['base', BASE, 300], ['all_modules', ALL, 300]] as const) {
    const t0 = performance.now();
    for (let i = 0; i < n; i++) randomGame(options, `${label}-${i}`);
    figures[`random_games_per_s_${label}`] = r2(n / ((performance.now() - t0) / 1000));
  }

  // apply() vs structuredClone on the same mid-game states.
  const sample = Array.from({ length: 40 }, (_, i) => randomGame(ALL, `apply-${i}`));
  const pairs = sample.flatMap((g) => g.states.map((s, i) => [s, g.actions[i]] as const));
  const reps = 5;
  let t0 = performance.now();
  for (let r = 0; r < reps; r++) for (const [s] of pairs) structuredClone(s);
  const cloneUs = ((performance.now() - t0) * 1000) / (reps * pairs.length);
  t0 = performance.now();
  for (let r = 0; r < reps; r++) for (const [s, [p, a]] of pairs) caesar.apply(s, p, a);
  const applyUs = ((performance.now() - t0) * 1000) / (reps * pairs.length);
  t0 = performance.now();
  for (let r = 0; r < reps; r++) for (const [s, [p]] of pairs) caesar.legalActions(s, p);
  const legalUs = ((performance.now() - t0) * 1000) / (reps * pairs.length);
  figures.apply_us = r2(applyUs);
  figures.structured_clone_us = r2(cloneUs);
  figures.apply_to_clone_ratio = r2(applyUs / cloneUs);
  figures.legal_actions_us = r2(legalUs);
  figures.legal_actions_to_clone_ratio = r2(legalUs / cloneUs);

  // AI time per move, over positions from random games (both sides, all phases).
  const positions: CaesarView[] = [];
  for (let i = 0; i < 6; i++) {
    const g = randomGame(i % 2 ? ALL : BASE, `ai-${i}`);
    g.states.forEach((s, k) => {
      if (k % 3 === 0) positions.push(caesar.view(s, caesar.activePlayers(s)[0] as Side) as CaesarView);
    });
  }
  // Warm the JIT up first, so the first timed move is not a compile.
  for (const v of positions.slice(0, 5)) for (const level of [1, 2, 3]) chooseAction(v, level, 'warm-up');
  for (const level of [1, 2, 3]) {
    const times: number[] = [];
    const list = level === 3 ? positions.filter((_, i) => i % 2 === 0) : positions;
    for (const [i, v] of list.entries()) {
      const t = performance.now();
      chooseAction(v, level, i);
      times.push(performance.now() - t);
    }
    times.sort((a, b) => a - b);
    figures[`ai${level}_move_ms`] = {
      positions: times.length,
      median: r2(percentile(times, 0.5)),
      p95: r2(percentile(times, 0.95)),
      max: r2(times[times.length - 1]),
    };
  }

  // Worst level-3 move over whole games: solo against Crassus (high) and a two-player game.
  for (const [label, options] of [
    ['solo_vs_crassus_high', { ...ALL, solo: { crassus: 1, difficulty: 'high' } }],
    ['two_player_vs_level_1', ALL],
  ] as const) {
    const times: number[] = [];
    const cpuTimes: number[] = [];
    for (let g = 0; g < 2; g++) {
      let state = caesar.setup(options as CaesarOptions, `full-${label}-${g}`);
      let k = 0;
      while (!caesar.result(state)) {
        const p = caesar.activePlayers(state)[0] as Side;
        const view = caesar.view(state, p) as CaesarView;
        const t = performance.now();
        const cpu0 = process.cpuUsage();
        const a = chooseAction(view, p === 0 ? 3 : 1, `${g}:${k++}`);
        const cpu = process.cpuUsage(cpu0);
        if (p === 0) {
          times.push(performance.now() - t);
          cpuTimes.push((cpu.user + cpu.system) / 1000);
        }
        const out = caesar.apply(state, p, a);
        if (!out.ok) throw new Error(out.error.message);
        state = out.state;
      }
    }
    times.sort((a, b) => a - b);
    figures[`ai3_full_games_${label}_ms`] = {
      moves: times.length,
      median: r2(percentile(times, 0.5)),
      max: r2(times[times.length - 1]),
      // CPU time is what one core spends; wall time also counts waiting on a busy machine.
      max_cpu: r2(Math.max(...cpuTimes)),
    };
  }
  return figures;
}
