/**
 * Conquest II figures: an AI-only 4-player game (wall time, AI decision
 * p95 and max, actions), and the map picture of a mid-game position against
 * the Classic map picture in the same run (both with their layers cached).
 */
import { conquest2 } from '../src/games/conquest2/index';
import { conquest2Ai } from '../src/games/conquest2/ai';
import { midGameState } from '../src/games/conquest2/render/example-pictures';
import { renderConquest2Map } from '../src/games/conquest2/render/index';
import { conquest } from '../src/games/conquest/index';
import { midGameState as classicMidGame } from '../src/games/conquest/render/example-pictures';
import { renderConquestMap } from '../src/games/conquest/render/index';
import { median, ms, timed } from './measure';

function aiGame(seed: string): { ms: number; decisions: number[]; actions: number } {
  const ais = [0, 1, 2, 3].map((i) => conquest2Ai(`${seed}:${i}`));
  let s = conquest2.setup({ players: 4, seasons: 4 }, seed);
  const decisions: number[] = [];
  const t0 = performance.now();
  let actions = 0;
  while (conquest2.result(s) === null) {
    const [p] = conquest2.activePlayers(s);
    const [a, t] = timed(() => ais[p].choose(s, p));
    decisions.push(t);
    const out = conquest2.apply(s, p, a);
    if (!out.ok) throw new Error(out.error.message);
    s = out.state;
    actions++;
  }
  return { ms: performance.now() - t0, decisions, actions };
}

export default async function bench(): Promise<Record<string, unknown>> {
  const games = ['b1', 'b2', 'b3'].map(aiGame);
  const all = games.flatMap((g) => g.decisions).sort((a, b) => a - b);
  const c2view = conquest2.view(midGameState('bench', 160), null);
  const classicView = conquest.view(classicMidGame('bench', 220), null);
  renderConquest2Map(c2view);
  renderConquestMap(classicView);
  const c2: number[] = [];
  const classic: number[] = [];
  for (let i = 0; i < 10; i++) {
    c2.push(timed(() => renderConquest2Map(c2view))[1]);
    classic.push(timed(() => renderConquestMap(classicView))[1]);
  }
  return {
    aiGame4pMedianMs: ms(median(games.map((g) => g.ms))),
    aiGameActionsMedian: median(games.map((g) => g.actions)),
    aiDecisionP95Ms: ms(all[Math.floor(all.length * 0.95)]),
    aiDecisionMaxMs: ms(all[all.length - 1]),
    mapMedianMs: ms(median(c2)),
    classicMapMedianMs: ms(median(classic)),
    mapVsClassic: Math.round((median(c2) / median(classic)) * 100) / 100,
  };
}
