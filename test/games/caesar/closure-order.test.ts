/**
 * Issue 14's two Caesar! rule points, each against the Czech rulebook:
 * - C1: a double closure is resolved one province at a time, in the order the
 *   active player chooses, so the first closure's control tokens count before
 *   the second is looked at (here: who places the last control token and wins).
 * - E3: Crassus's "cannot place" check happens at the place step of his tile,
 *   after the steps before it (a draw can save him), not once at his turn's start.
 */
import { describe, expect, it } from 'vitest';
import { GameOverSignal, closeCtx, newCtx } from '../../../src/games/caesar/ctx';
import { initialState } from '../../../src/games/caesar/setup';
import { runCrassusTurn } from '../../../src/games/caesar/solo/crassus-turn';
import type { CaesarEvent, CaesarState, CrassusTile } from '../../../src/games/caesar/types';
import { act, bothShortOfSpace8, controlled, give, opts } from './helpers';

/** Sardinia and Sicilia close together when Caesar plays C11 on space 8 (Caesar wins Sicilia, Pompey Sardinia). */
function doubleClosure(): CaesarState {
  const s = bothShortOfSpace8();
  controlled(s, 'mauritania', 1);
  controlled(s, 'numidia', 0);
  give(s, 0, ['C11', 'C01']);
  return s;
}

describe('C1: a double closure is resolved one province at a time, in the chosen order', () => {
  it('with one control token left on each side, the province resolved first decides who wins', () => {
    const winners: Record<string, number | null> = {};
    for (const first of ['sicilia', 'sardinia'] as const) {
      const s = doubleClosure();
      s.sides[0].controlLeft = 1;
      s.sides[1].controlLeft = 1;
      const mid = act(s, 0, { type: 'place', token: 'C11', space: 8, toward: 'sicilia' }).state;
      expect(mid.pending).toEqual({ kind: 'closureOrder', provinces: ['sardinia', 'sicilia'] });
      const { state } = act(mid, 0, { type: 'closureOrder', first });
      expect(state.endReason).toBe('controlTokens');
      // The second province was never resolved: the game ended with the first one's control token.
      expect(state.provinces[first === 'sicilia' ? 'sardinia' : 'sicilia'].closed).toBe(false);
      winners[first] = state.winner;
    }
    expect(winners).toEqual({ sicilia: 0, sardinia: 1 });
  });
});

/** Crassus (side 1) to move with an empty row; his bag holds what `bag` says. */
function crassusWith(bag: string[] | null): CaesarState {
  const s = initialState(opts({}, { crassus: 1, difficulty: 'medium' }), 'closure-order');
  for (const p of Object.values(s.provinces)) p.bonus = null;
  s.sides[1].bag.push(...s.crassus!.row.splice(0));
  if (bag) s.sides[1].bag = s.sides[1].bag.filter((t) => bag.includes(t));
  return s;
}

function playTile(s: CaesarState, tile: CrassusTile): { state: CaesarState; events: CaesarEvent[] } {
  s.crassus!.deck = [tile];
  const ctx = newCtx(s);
  try {
    runCrassusTurn(ctx);
  } catch (e) {
    if (!(e instanceof GameOverSignal)) throw e;
  }
  return { state: closeCtx(ctx), events: ctx.events };
}

describe('E3: Crassus cannot place only when a place step of his tile finds nothing', () => {
  it('an empty row at the start of his turn is no loss when the tile draws before it places', () => {
    const s = crassusWith(null);
    expect(s.crassus!.row).toEqual([]);
    const { state, events } = playTile(s, 'A');
    expect(state.endReason).not.toBe('cannotPlace');
    expect(events.some((e) => e.type === 'placed' && e.side === 1)).toBe(true);
  });

  it('the same empty row loses at the place step of a tile that places before any draw', () => {
    const s = crassusWith(null);
    const { state, events } = playTile(s, 'D');
    expect(state).toMatchObject({ winner: 0, endReason: 'cannotPlace' });
    expect(events.some((e) => e.type === 'placed' && e.side === 1)).toBe(false);
  });
});
