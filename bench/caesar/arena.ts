/**
 * Head-to-head Caesar! games for the bench: each seat is a function of its
 * own player view only (never the full state), seats swapped between games,
 * win rates with Wilson 95 % intervals.
 */
import { caesar } from '../../src/games/caesar';
import type { CaesarAction, CaesarOptions, CaesarState, CaesarView, Side } from '../../src/games/caesar/types';
import { wilson } from '../measure';

export { wilson };

export type Seat = (view: CaesarView, seed: string) => CaesarAction;

export const BASE: CaesarOptions = { modules: { poison: false, centurions: false, checkpoints: false }, solo: null };
export const ALL: CaesarOptions = { modules: { poison: true, centurions: true, checkpoints: true }, solo: null };

/**
 * Actions one side took in a game, by kind: placements, and the decisions a
 * bonus or a double closure asks for (Might, Tactics taken or passed, a
 * Centurion token, closure order). Each is one call of the seat.
 */
export type ActionCounts = Record<string, number>;

export function actionKind(a: CaesarAction): string {
  return a.type === 'tactics' ? (a.take ? 'tactics' : 'tacticsPass') : a.type;
}

/** Total actions in `c`. */
export const actionTotal = (c: ActionCounts) => Object.values(c).reduce((s, x) => s + x, 0);

/**
 * Plays one game; returns the winning side (null if none), the final state,
 * and the actions each side took (one seat call each). The two sides need not
 * take as many: Tactics gives its taker an extra placement, every bonus but
 * Wealth, Senate and Poison asks its taker a decision, and the winner often
 * makes the last move, so whoever closes more provinces acts more.
 */
export function playGame(options: CaesarOptions, seed: string, seats: [Seat | null, Seat | null]): { winner: Side | null; state: CaesarState; acts: [ActionCounts, ActionCounts] } {
  let state = caesar.setup(options, seed);
  const acts: [ActionCounts, ActionCounts] = [{}, {}];
  for (let k = 0; k < 2000; k++) {
    if (caesar.result(state)) return { winner: state.winner, state, acts };
    const p = caesar.activePlayers(state)[0] as Side;
    const seat = seats[p];
    if (!seat) throw new Error(`seat ${p} has no player`);
    const view = caesar.view(state, p) as CaesarView;
    const action = seat(view, `${seed}:${k}`);
    const out = caesar.apply(state, p, action);
    if (!out.ok) throw new Error(out.error.message);
    const kind = actionKind(action);
    acts[p][kind] = (acts[p][kind] ?? 0) + 1;
    state = out.state;
  }
  throw new Error(`game ${seed} did not end`);
}


export interface MatchFigures { games: number; wins: number; rate: number; ci95: [number, number] }

const r3 = (x: number) => Math.round(x * 1000) / 1000;

/**
 * `a` against `b` in pairs of games with the same seed and seats swapped,
 * alternating the base game and all modules, until `games` are played or
 * `until` (performance.now()) has passed. Draws count half.
 */
export function match(
  a: Seat,
  b: Seat,
  games: number,
  until: number,
  label: string,
  onGame?: (game: {
    pair: number; options: 'base' | 'all'; side: Side; won: number;
    /** How it ended, its last turn number, and the actions of `a` and of `b`. */
    reason: string | null; turns: number; acts: { a: ActionCounts; b: ActionCounts };
  }) => void,
): MatchFigures {
  let wins = 0;
  let n = 0;
  for (let g = 0; n < games && performance.now() < until; g++) {
    const options = g % 2 === 0 ? BASE : ALL;
    for (const aSide of [0, 1] as Side[]) {
      const seats: [Seat, Seat] = aSide === 0 ? [a, b] : [b, a];
      const { winner, state, acts } = playGame(options, `${label}:${g}`, seats);
      n++;
      const won = winner === aSide ? 1 : winner === null ? 0.5 : 0;
      wins += won;
      onGame?.({
        pair: g, options: options === BASE ? 'base' : 'all', side: aSide, won,
        reason: state.endReason, turns: state.turn, acts: { a: acts[aSide], b: acts[1 - aSide] },
      });
    }
    // Progress on stderr, so a long run can be read (or stopped) part way.
    process.stderr.write(`${label}: ${wins} of ${n}\n`);
  }
  return { games: n, wins, rate: r3(n ? wins / n : 0), ci95: wilson(wins, n).map(r3) as [number, number] };
}
