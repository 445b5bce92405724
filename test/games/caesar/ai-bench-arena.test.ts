import { describe, expect, it } from 'vitest';
import { actionTotal, ALL, BASE, match, playGame, type Seat } from '../../../bench/caesar/arena';
import { caesar } from '../../../src/games/caesar';
import { chooseAction } from '../../../src/games/caesar/ai';
import type { Side } from '../../../src/games/caesar/types';

/** A level-1 seat that counts its calls. */
function counted(tag: string): { seat: Seat; calls: number } {
  const out = {
    calls: 0,
    seat: ((view, seed) => {
      out.calls++;
      return chooseAction(view, 1, `${tag}:${seed}`);
    }) as Seat,
  };
  return out;
}

describe('the Caesar bench arena counts each side\'s actions', () => {
  it('one action a seat call, placements adding up to the turns played', () => {
    for (const [g, options] of [BASE, ALL, BASE, ALL].entries()) {
      const a = counted(`arena-a${g}`);
      const b = counted(`arena-b${g}`);
      const { state, acts } = playGame(options, `arena${g}`, [a.seat, b.seat]);
      expect(caesar.result(state)).not.toBeNull();
      expect(actionTotal(acts[0])).toBe(a.calls);
      expect(actionTotal(acts[1])).toBe(b.calls);
      // Every turn is one placement; the turn counter is left on the turn that did not start.
      const places = (acts[0].place ?? 0) + (acts[1].place ?? 0);
      expect(places).toBe(state.endReason === 'cannotPlace' ? state.turn - 1 : state.turn);
    }
  });

  it('match reports the actions of `a` and `b` whichever seat they sat in', () => {
    const a = counted('match-a');
    const b = counted('match-b');
    const games: { side: Side; a: number; b: number }[] = [];
    match(a.seat, b.seat, 4, Infinity, 'arena-match', (g) => games.push({ side: g.side, a: actionTotal(g.acts.a), b: actionTotal(g.acts.b) }));
    expect(games.map((g) => g.side)).toEqual([0, 1, 0, 1]);
    expect(games.reduce((s, g) => s + g.a, 0)).toBe(a.calls);
    expect(games.reduce((s, g) => s + g.b, 0)).toBe(b.calls);
  });
});
