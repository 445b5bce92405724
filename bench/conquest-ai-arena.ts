/**
 * Plays Conquest games between AI seats for the AI bench: whole games up to a
 * round cap, with the way each ended, its length and the time each seat spent
 * per turn (all the actions of one seat from the start of its turn to the
 * next player's turn, answers in other players' turns included there).
 */
import type { Player } from '../src/ai/player';
import { conquest } from '../src/games/conquest';
import type { ConquestAction, ConquestState } from '../src/games/conquest/types';
import { percentile } from './measure';

export { percentile };

export interface ArenaGame {
  seed: string;
  endReason: ConquestState['endReason'] | 'roundCap';
  rounds: number;
  winners: number[];
  /** Milliseconds per completed turn, for every seat. */
  turnMs: number[][];
}

export function playArena(players: Player<ConquestState, ConquestAction>[], seed: string, roundCap = 200): ArenaGame {
  let s = conquest.setup(conquest.parseOptions({ players: players.length }), seed);
  const turnMs: number[][] = players.map(() => []);
  let turnSeat = s.active;
  let acc = 0;
  let guard = 0;
  while (s.endReason === null && s.round <= roundCap) {
    const seat = conquest.activePlayers(s)[0];
    const t0 = performance.now();
    const a = players[seat].choose(s, seat);
    const dt = performance.now() - t0;
    if (seat === turnSeat) acc += dt;
    const r = conquest.apply(s, seat, a);
    if (!r.ok) throw new Error(`${seed}: seat ${seat} chose an illegal action ${JSON.stringify(a)}: ${r.error.message}`);
    s = r.state;
    if (s.active !== turnSeat || s.endReason !== null) {
      turnMs[turnSeat].push(acc);
      acc = 0;
      turnSeat = s.active;
    }
    if (++guard > 2_000_000) throw new Error(`${seed}: runaway game`);
  }
  const result = conquest.result(s);
  return {
    seed,
    endReason: s.endReason ?? 'roundCap',
    rounds: s.round,
    winners: result?.winners ?? [],
    turnMs,
  };
}

export function median(xs: number[]): number {
  const a = [...xs].sort((x, y) => x - y);
  if (a.length === 0) return NaN;
  return a.length % 2 ? a[(a.length - 1) / 2] : (a[a.length / 2 - 1] + a[a.length / 2]) / 2;
}

