/**
 * The Conquest AI sees exactly its seat's view. Classic Conquest hides nothing
 * but the dice generator, so the AI's choice must not change when only the
 * generator's state (and the dice forced by tests) changes, at any point of a
 * random game.
 */
import { describe, expect, it } from 'vitest';
import { Rng, initialRngState } from '../../../src/core/rng';
import { conquest } from '../../../src/games/conquest';
import { chooseAction } from '../../../src/games/conquest/ai';
import type { ConquestState } from '../../../src/games/conquest/types';

describe('Conquest AI and hidden information', () => {
  it('chooses the same action whatever the dice generator holds', () => {
    let checked = 0;
    for (const players of [2, 4, 6]) {
      let s = conquest.setup(conquest.parseOptions({ players }), `hidden-${players}`);
      const pick = new Rng(initialRngState(`hidden-pick-${players}`));
      for (let step = 0; step < 160 && s.endReason === null; step++) {
        const seat = pick.pick(conquest.activePlayers(s));
        if (step % 4 === 0) {
          const other: ConquestState = { ...structuredClone(s), rng: initialRngState(`another generator ${step}`), forcedDice: [1, 2, 3] };
          const view = conquest.view(s, seat);
          expect(conquest.view(other, seat)).toEqual(view);
          expect(chooseAction(conquest.view(other, seat), seat)).toEqual(chooseAction(view, seat));
          checked++;
        }
        const a = pick.pick(conquest.legalActions(s, seat));
        const r = conquest.apply(s, seat, a);
        if (!r.ok) throw new Error(r.error.message);
        s = r.state;
      }
    }
    expect(checked).toBeGreaterThan(30);
  });
});
