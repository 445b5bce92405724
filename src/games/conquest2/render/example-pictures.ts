/** A mid-game position for pictures and benches: AI players from a seed, stopped after `steps` actions. */
import { conquest2 } from '../index';
import { conquest2Ai } from '../ai';
import type { C2State } from '../types';

export function midGameState(seed = 'example', steps = 160, players = 4): C2State {
  const ais = Array.from({ length: players }, (_, i) => conquest2Ai(`${seed}:${i}`));
  let s = conquest2.setup({ players, seasons: 4 }, seed);
  for (let i = 0; i < steps && conquest2.result(s) === null; i++) {
    const [p] = conquest2.activePlayers(s);
    const out = conquest2.apply(s, p, ais[p].choose(s, p));
    if (!out.ok) throw new Error(out.error.message);
    s = out.state;
  }
  return s;
}
