/**
 * The signal that stops an action when the game ends is control flow, not a
 * failure: it must not be an Error (an Error captures a stack trace each time
 * one is made, which the AI's search paid at every searched game end), and the
 * game must end exactly as before.
 */
import { describe, expect, it } from 'vitest';
import { GameOverSignal, endGame, newCtx, spendControl } from '../../../src/games/caesar/ctx';
import { act, blank, give, opts, put } from './helpers';

function thrownBy(f: () => void): unknown {
  try {
    f();
  } catch (e) {
    return e;
  }
  throw new Error('nothing was thrown');
}

describe('Caesar! GameOverSignal', () => {
  it('is thrown when the game ends, carries no stack trace and is not an Error', () => {
    const ctx = newCtx(blank());
    const e = thrownBy(() => endGame(ctx, 1, 'controlTokens'));
    expect(e).toBeInstanceOf(GameOverSignal);
    expect(e).not.toBeInstanceOf(Error);
    expect(Object.prototype.hasOwnProperty.call(e, 'stack')).toBe(false);
    expect((e as GameOverSignal).message).toBe('game over');
    expect(ctx.s).toMatchObject({ winner: 1, endReason: 'controlTokens', pending: null, resolving: null, extraTurn: false });
    expect(ctx.events).toEqual([{ type: 'gameOver', winner: 1, reason: 'controlTokens' }]);
  });

  it('the last control token still ends the game through apply, with nothing thrown out of it', () => {
    const ctx = newCtx(blank());
    ctx.s.sides[0].controlLeft = 1;
    expect(thrownBy(() => spendControl(ctx, 0))).toBeInstanceOf(GameOverSignal);
    expect(ctx.s.winner).toBe(0);

    // Through the public apply: Caesar closes Hispania Ulterior (C05 already on space 0)
    // with C09 on space 1, which spends his last control token.
    const s = put(blank(opts()), 'C05', 0, 'hispania_ulterior');
    give(s, 0, ['C09', 'C01']);
    s.sides[0].controlLeft = 1;
    const { state, events } = act(s, 0, { type: 'place', token: 'C09', space: 1, toward: 'hispania_ulterior' });
    expect(state).toMatchObject({ winner: 0, endReason: 'controlTokens', pending: null });
    expect(state.sides[0].controlLeft).toBe(0);
    expect(events.at(-1)).toEqual({ type: 'gameOver', winner: 0, reason: 'controlTokens' });
  });
});
