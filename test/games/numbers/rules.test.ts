import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RuleViolation } from '../../../src/core/game';
import { replay } from '../../../src/core/replay';
import { eventsFor, numbers, resign, setupGame } from '../../../src/games/numbers';
import { chooseAction } from '../../../src/games/numbers/ai';
import type { NumbersState } from '../../../src/games/numbers/types';

const opts = numbers.parseOptions({ cards: 3 });

describe('Numbers, the platform test game', () => {
  it('deals distinct four-digit cards from the seed, the same for the same seed', () => {
    const a = numbers.setup(opts, 's');
    expect(a.hands.flat()).toHaveLength(6);
    expect(new Set(a.hands.flat()).size).toBe(6);
    for (const c of a.hands.flat()) expect(c).toBeGreaterThanOrEqual(1000);
    expect(numbers.setup(opts, 's')).toEqual(a);
    expect(numbers.setup(opts, 't').hands).not.toEqual(a.hands);
  });

  it('lets only the active player play a card of their own hand', () => {
    const s = numbers.setup(opts, 'x');
    expect(numbers.apply(s, 1, { type: 'play', card: s.hands[1][0] })).toMatchObject({ ok: false, error: { code: 'numbers.error.notYourTurn' } });
    expect(numbers.apply(s, 0, { type: 'play', card: s.hands[1][0] })).toMatchObject({ ok: false, error: { code: 'numbers.error.notInHand' } });
    const out = numbers.apply(s, 0, { type: 'play', card: s.hands[0][1] });
    expect(out.ok).toBe(true);
    if (out.ok) {
      expect(out.state.played[0]).toEqual([s.hands[0][1]]);
      expect(out.state.active).toBe(1);
      expect(out.state.version).toBe(1);
    }
    expect(() => numbers.parseAction({ type: 'play', card: 'x' })).toThrow(RuleViolation);
    expect(() => numbers.parseOptions({ cards: 9 })).toThrow(RuleViolation);
  });

  it('shows a player their own hand only, and the public nothing of either', () => {
    const s = numbers.setup(opts, 'v');
    expect(numbers.view(s, 0).hand).toEqual(s.hands[0]);
    const hidden = JSON.stringify(numbers.view(s, 0));
    for (const c of s.hands[1]) expect(hidden).not.toContain(String(c));
    const pub = JSON.stringify(numbers.view(s, null));
    for (const c of s.hands.flat()) expect(pub).not.toContain(String(c));
    expect(pub).not.toContain('rng');
    const dealt = setupGame(opts, 'v').events;
    expect(JSON.stringify(eventsFor(dealt, null))).not.toMatch(/\d{4}/);
    expect(JSON.stringify(eventsFor(dealt, 1))).toContain(String(s.hands[1][0]));
  });

  it('ends when all cards are played: the higher sum wins; a resignation loses', () => {
    let s: NumbersState = numbers.setup(opts, 'end');
    while (!numbers.result(s)) {
      const [p] = numbers.activePlayers(s);
      const out = numbers.apply(s, p, chooseAction(numbers.view(s, p), 2));
      if (!out.ok) throw new Error(out.error.message);
      s = out.state;
    }
    const r = numbers.result(s)!;
    const sums = s.played.map((c) => c.reduce((a, b) => a + b, 0));
    expect(r.reason).toBe('allPlayed');
    expect(r.winners).toEqual(sums[0] === sums[1] ? [] : [sums[0] > sums[1] ? 0 : 1]);
    expect(numbers.activePlayers(s)).toEqual([]);
    expect(numbers.result(resign(numbers.setup(opts, 'r'), 0))).toEqual({ ranks: [2, 1], winners: [1], reason: 'resigned' });
  });

  it('property: random legal games end, and their records replay to the same state', () => {
    fc.assert(fc.property(fc.string(), fc.integer({ min: 1, max: 5 }), fc.array(fc.nat(), { minLength: 10, maxLength: 10 }), (seed, cards, picks) => {
      const o = numbers.parseOptions({ cards });
      let s = numbers.setup(o, seed);
      const actions: { player: number; action: unknown }[] = [];
      for (let k = 0; !numbers.result(s); k++) {
        const [p] = numbers.activePlayers(s);
        const legal = numbers.legalActions(s, p);
        const a = legal[picks[k % picks.length] % legal.length];
        const out = numbers.apply(s, p, a);
        expect(out.ok).toBe(true);
        if (!out.ok) return;
        s = out.state;
        actions.push({ player: p, action: a });
      }
      expect(actions).toHaveLength(2 * cards);
      const again = replay(numbers, { game: 'numbers', options: o, seed, actions });
      expect(again.ok && again.state).toEqual(s);
    }), { numRuns: 100 });
  });
});
