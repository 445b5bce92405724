/** One AI-only Republic of Rome game for the Republic benches: the final state and the time per decision. */
import type { Player } from '../src/ai/player';
import { republic } from '../src/games/republic';
import type { RepublicAction, RepublicState } from '../src/games/republic/types';

export interface PlayedGame { state: RepublicState; ms: number; decisionMs: number[] }

/**
 * Plays an Early Republic game of `players.length` factions from `seed`. With `interrupts`, every other listed
 * seat is first offered its out-of-turn answer as a table does (seats beyond `players`, the Neutrals of a
 * solitaire game, decide inside the engine). `onState` sees every state after a move (the diagnosis bench).
 */
export function playRepublicGame(
  seed: string, players: Player<RepublicState, unknown>[], interrupts = false, onState?: (s: RepublicState, events: unknown[]) => void,
): PlayedGame {
  let s = republic.setup(republic.parseOptions({ players: players.length, scenario: 'early' }), seed);
  const decisionMs: number[] = [];
  const t0 = performance.now();
  for (let k = 0; k < 300_000 && !republic.result(s); k++) {
    const [first, ...others] = republic.activePlayers(s);
    let a: RepublicAction | null = null;
    let seat = first;
    if (interrupts) {
      for (const o of others) {
        if (o >= players.length) continue;
        a = (players[o].interrupt?.(s, o) as RepublicAction | null | undefined) ?? null;
        if (a) { seat = o; break; }
      }
    }
    const t = performance.now();
    a ??= players[first].choose(s, first) as RepublicAction;
    decisionMs.push(performance.now() - t);
    const out = republic.apply(s, seat, a);
    if (!out.ok) throw new Error(`${seed}: ${out.error.message}`);
    s = out.state;
    onState?.(s, out.events);
  }
  if (!republic.result(s)) throw new Error(`${seed}: no ending`);
  return { state: s, ms: performance.now() - t0, decisionMs };
}
