/**
 * Takeback of the last move against the computer (issue 15), on stored games
 * built by playing legal actions: what may go back, and that the earlier
 * position is the one the record rebuilds (same generator, same supplies).
 */
import { describe, expect, it } from 'vitest';
import { caesar, setupGame } from '../../../../src/games/caesar';
import { listActions } from '../../../../src/games/caesar/legal';
import { TAKEN_BACK, lastOwnMove, stateBeforeOwnMove } from '../../../../src/games/caesar/discord/takeback';
import type { CaesarOptions, CaesarState } from '../../../../src/games/caesar/types';
import type { GameKind, StoredGame } from '../../../../src/storage';

const OPTIONS: CaesarOptions = { modules: { poison: false, centurions: false, checkpoints: false }, solo: null };

/** A stored game after `moves` actions, each the first legal action of the side to move; seat 1 is the computer in 'bot' games. */
function game(kind: GameKind, moves: number, seed = 'tb'): StoredGame<CaesarState> {
  let state = setupGame(OPTIONS, seed).state;
  const actions: { player: number; action: unknown }[] = [];
  for (let k = 0; k < moves; k++) {
    const seat = caesar.activePlayers(state)[0];
    const action = listActions(state, seat)[k % 3] ?? listActions(state, seat)[0];
    const out = caesar.apply(state, seat, action);
    if (!out.ok) throw new Error(out.error.code);
    state = out.state;
    actions.push({ player: seat, action });
  }
  const seats = kind === 'duel' ? ['u0', 'u1'] : ['u0', null];
  return {
    meta: { id: 'g1', game: 'caesar', status: 'active', kind, seats, lastEvents: [] },
    record: { options: OPTIONS, seed, actions },
    state,
  } as unknown as StoredGame<CaesarState>;
}

function rebuilt(g: StoredGame<CaesarState>, n: number): CaesarState {
  let s = setupGame(OPTIONS, g.record.seed).state;
  for (const { player, action } of g.record.actions.slice(0, n)) {
    const out = caesar.apply(s, player, caesar.parseAction(action));
    if (!out.ok) throw new Error(out.error.code);
    s = out.state;
  }
  return s;
}

describe('Caesar! takeback against the computer', () => {
  it("takes the member's move and the computer's answer back together, to the position the record rebuilds", () => {
    // The first game length whose record ends with the computer's answer to a move of the member.
    let n = 3;
    while (game('bot', n).record.actions.at(-1)!.player !== 1 || game('bot', n).record.actions.at(-2)!.player !== 0) n++;
    const g = game('bot', n);
    const keep = g.record.actions.map((a) => a.player).lastIndexOf(0);
    const out = stateBeforeOwnMove(g, 0);
    expect(out.ok).toBe(true);
    if (!out.ok) return;
    expect(out.keep).toBe(keep);
    expect(g.record.actions.slice(keep + 1).every((a) => a.player === 1)).toBe(true);
    const expected = rebuilt(g, keep);
    expect({ ...out.state, version: 0 }).toEqual({ ...expected, version: 0 });
    // The same generator and supplies: the member draws what the seed gives, nothing reshuffled.
    expect(out.state.rng).toEqual(expected.rng);
    expect(out.state.sides[1].supply).toEqual(expected.sides[1].supply);
    // Versions never repeat: the buttons of the undone position stay stale.
    expect(out.state.version).toBe(g.state!.version + 1);
    expect(caesar.activePlayers(out.state)).toEqual([0]);
  });

  it('is refused in games between members (a duel, and so every league game)', () => {
    const g = game('duel', 4);
    expect(lastOwnMove(g, 0)).toEqual({ ok: false, why: 'notAi' });
    expect(lastOwnMove(g, 1)).toEqual({ ok: false, why: 'notAi' });
  });

  it('is refused for a seat that is not a member, and before the member moved', () => {
    expect(lastOwnMove(game('bot', 4), 1)).toEqual({ ok: false, why: 'notYours' });
    expect(lastOwnMove(game('bot', 4), -1)).toEqual({ ok: false, why: 'notYours' });
    expect(lastOwnMove(game('bot', 0), 0)).toEqual({ ok: false, why: 'notYours' });
  });

  it('is allowed once per move: right after a takeback the next one waits for a new move', () => {
    const g = game('bot', 4);
    g.meta.lastEvents = [{ type: TAKEN_BACK, seat: 0 }];
    expect(lastOwnMove(g, 0)).toEqual({ ok: false, why: 'once' });
  });

  it('refuses when the record no longer rebuilds the stored game (the move stands)', () => {
    const g = game('bot', 4);
    g.state = { ...g.state!, turn: g.state!.turn + 5 };
    expect(stateBeforeOwnMove(g, 0)).toEqual({ ok: false, why: 'cannot' });
  });

  it('refuses in a finished game', () => {
    const g = game('bot', 4);
    g.meta.status = 'finished';
    expect(lastOwnMove(g, 0)).toEqual({ ok: false, why: 'notYours' });
  });
});
