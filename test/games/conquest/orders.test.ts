/** Standing orders in a land battle: "fight to the end" in one action, with a retreat threshold. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { conquest } from '../../../src/games/conquest';
import { combatCount, troops } from '../../../src/games/conquest/pieces';
import { parseOptions } from '../../../src/games/conquest/schemas';
import { initialState } from '../../../src/games/conquest/setup';
import type { ConquestEvent, ConquestState } from '../../../src/games/conquest/types';
import { act, put, sumAt } from './helpers';


/** Fred (seat 0) attacks Alice (seat 1) in Cyrenaica; the battle waits on Alice's legion. */
function battle(fred: Partial<Record<'infantry' | 'cavalry' | 'catapult', number>>, alice: Partial<Record<'infantry' | 'cavalry' | 'catapult', number>>, seed = 'orders'): ConquestState {
  let s = initialState(parseOptions({ players: 2, homes: ['hispania', 'egyptus'] }), seed);
  s.active = 0;
  s.owner.cyrenaica = 1;
  s.owner.africa = 0;
  put(s, 1, 'cyrenaica', { generals: 1, ...alice });
  put(s, 0, 'africa', { generals: 2, ...fred });
  s = act(s, 0, { type: 'march', from: 'africa', to: 'cyrenaica', troops: troops({ generals: 2, ...fred }) });
  s = act(s, 0, { type: 'endMovement' });
  return act(s, 0, { type: 'attack', province: 'cyrenaica' });
}

/**
 * Plays the battle out: Fred (seat 0) gives `order` the first time he is
 * asked, Alice takes the first choice listed that is not an order. Returns
 * the state after the battle, how often Fred was asked, and the events.
 */
function fightOut(s: ConquestState, retreatBelow: number): { s: ConquestState; fredAsked: number; events: ConquestEvent[] } {
  let fredAsked = 0;
  const events: ConquestEvent[] = [];
  for (let n = 0; n < 500 && s.battle; n++) {
    const [seat] = conquest.activePlayers(s);
    if (seat === 0) {
      fredAsked++;
      s = act(s, 0, { type: 'fightOn', retreatBelow }, events);
    } else {
      s = act(s, seat, conquest.legalActions(s, seat).find((a) => a.type !== 'fightOn')!, events);
    }
  }
  return { s, fredAsked, events };
}

describe('fight to the end (standing orders)', () => {
  it('plays the rest of the battle for the side that gave the order, asking it nothing more', () => {
    let asked = 0;
    for (const seed of ['a', 'b', 'c', 'd', 'e']) {
      const { s, fredAsked } = fightOut(battle({ infantry: 6, cavalry: 2 }, { infantry: 7, cavalry: 1 }, seed), 0);
      expect(s.battle).toBeNull();
      expect(fredAsked).toBeLessThanOrEqual(1);
      asked += fredAsked;
    }
    // The battles did need him (so the orders were what played them).
    expect(asked).toBeGreaterThan(0);
  });

  it('is offered in a land battle, and refused out of turn, out of range or once the battle is over', () => {
    let s = battle({ infantry: 6, cavalry: 2 }, { infantry: 7, cavalry: 1 }, 'b');
    for (let n = 0; n < 50 && s.battle && !conquest.activePlayers(s).includes(0); n++) {
      s = act(s, 1, conquest.legalActions(s, 1).find((a) => a.type !== 'fightOn')!);
    }
    expect(conquest.activePlayers(s)).toEqual([0]);
    expect(conquest.legalActions(s, 0)).toContainEqual({ type: 'fightOn', retreatBelow: 0 });
    const bad = conquest.apply(s, 0, { type: 'fightOn', retreatBelow: -1 });
    expect(bad.ok || bad.error.code).toBe('conquest.error.badAction');
    expect(() => conquest.parseAction({ type: 'fightOn', retreatBelow: 51 })).toThrow();
    expect(conquest.apply(s, 1, { type: 'fightOn', retreatBelow: 0 }).ok).toBe(false);
    s = act(s, 0, { type: 'fightOn', retreatBelow: 0 });
    if (conquest.activePlayers(s).includes(1)) s = act(s, 1, { type: 'fightOn', retreatBelow: 0 });
    // Both sides on orders: the battle is fought out.
    expect(s.battle).toBeNull();
    expect(conquest.apply(s, 0, { type: 'fightOn', retreatBelow: 0 }).ok).toBe(false);
  });

  it('retreats once the side has fewer combat units than its threshold, to a province it owns', () => {
    // A threshold above what Fred has: his first decision under the order is to retreat.
    const { s, events } = fightOut(battle({ infantry: 6, cavalry: 2 }, { infantry: 7, cavalry: 1 }, 'a'), 50);
    expect(s.battle).toBeNull();
    expect(events.filter((e) => e.type === 'retreated')).toEqual([{ type: 'retreated', seat: 0, from: 'cyrenaica', to: 'africa' }]);
    expect(combatCount(sumAt(s, 0, 'africa'))).toBeGreaterThan(0);
  });

  it('always ends the battle, whatever the armies, dice and thresholds (random battles)', () => {
    fc.assert(fc.property(
      fc.integer({ min: 1, max: 10 }), fc.integer({ min: 0, max: 4 }), fc.integer({ min: 1, max: 10 }), fc.integer({ min: 0, max: 12 }), fc.string({ maxLength: 6 }),
      (inf, cav, def, threshold, seed) => {
        const start = battle({ infantry: inf, cavalry: cav }, { infantry: def }, seed);
        const before = inf + cav + def;
        const { s, fredAsked } = fightOut(start, threshold);
        expect(s.battle).toBeNull();
        expect(fredAsked).toBeLessThanOrEqual(1);
        const after = combatCount(sumAt(s, 0, 'cyrenaica')) + combatCount(sumAt(s, 1, 'cyrenaica')) + combatCount(sumAt(s, 0, 'africa'));
        expect(after).toBeLessThanOrEqual(before);
      },
    ), { numRuns: 60 });
  });
});
