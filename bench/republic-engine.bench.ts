/**
 * The Republic of Rome engine: random legal games (uniform over the listed
 * actions) per scenario and player count, and the cost of apply() and
 * legalActions() as a ratio against structuredClone of the same states
 * measured in the same run (absolute times depend on the machine).
 */
import '../src/games';
import { republic } from '../src/games/republic';
import { initialRngState, Rng } from '../src/core/rng';
import type { RepublicAction, RepublicState, Scenario } from '../src/games/republic/types';
import { median } from './measure';

function randomGame(players: number, scenario: Scenario, seed: string): { states: RepublicState[]; actions: [number, RepublicAction][]; final: RepublicState } {
  const rng = new Rng(initialRngState(`bench:${seed}`));
  let state = republic.setup(republic.parseOptions({ players, scenario }), seed);
  const states: RepublicState[] = [];
  const actions: [number, RepublicAction][] = [];
  while (!republic.result(state)) {
    const p = republic.activePlayers(state)[0];
    const a = rng.pick(republic.legalActions(state, p));
    states.push(state);
    actions.push([p, a]);
    const out = republic.apply(state, p, a);
    if (!out.ok) throw new Error(out.error.message);
    state = out.state;
  }
  return { states, actions, final: state };
}

const r2 = (x: number) => Math.round(x * 100) / 100;

export default async function (): Promise<Record<string, unknown>> {
  const figures: Record<string, unknown> = {};
  const reasons: Record<string, number> = {};
  for (const [label, players, scenario, n] of [
    ['early_3', 3, 'early', 20], ['early_5', 5, 'early', 20], ['middle_4', 4, 'middle', 12], ['late_6', 6, 'late', 8],
    ['solo_early', 1, 'early', 12], ['extended_3', 3, 'extended', 8], ['alternative_4', 4, 'alternative', 8],
  ] as const) {
    const t0 = performance.now();
    const actions: number[] = [];
    const turns: number[] = [];
    for (let i = 0; i < n; i++) {
      const g = randomGame(players, scenario, `${label}-${i}`);
      actions.push(g.actions.length);
      turns.push(g.final.turn);
      const reason = g.final.ending!.reason;
      reasons[reason] = (reasons[reason] ?? 0) + 1;
    }
    const ms = (performance.now() - t0) / n;
    figures[label] = { ms_per_game: r2(ms), median_actions: median(actions), median_turns: median(turns), max_turns: Math.max(...turns) };
  }
  figures.endings = reasons;

  const sample = Array.from({ length: 6 }, (_, i) => randomGame(5, 'early', `apply-${i}`));
  const pairs = sample.flatMap((g) => g.states.map((s, i) => [s, g.actions[i]] as const));
  let t0 = performance.now();
  for (const [s] of pairs) structuredClone(s);
  const cloneUs = ((performance.now() - t0) * 1000) / pairs.length;
  t0 = performance.now();
  for (const [s, [p, a]] of pairs) republic.apply(s, p, a);
  const applyUs = ((performance.now() - t0) * 1000) / pairs.length;
  t0 = performance.now();
  for (const [s, [p]] of pairs) republic.legalActions(s, p);
  const legalUs = ((performance.now() - t0) * 1000) / pairs.length;
  figures.apply_us = r2(applyUs);
  figures.structured_clone_us = r2(cloneUs);
  figures.apply_to_clone_ratio = r2(applyUs / cloneUs);
  figures.legal_actions_us = r2(legalUs);
  figures.legal_actions_to_clone_ratio = r2(legalUs / cloneUs);
  return figures;
}
