/**
 * The Neutral factions' policy answers from what the deciding faction may see:
 * its answer does not change when only hidden information changes (the other
 * players' hands and treasuries, sealed bids of others, the deck order, the
 * generator). Checked at decisions along random games with Neutrals.
 */
import { describe, expect, it } from 'vitest';
import { Rng, initialRngState } from '../../../src/core/rng';
import { neutralAnswer } from '../../../src/games/republic/neutral/policy';
import { top } from '../../../src/games/republic/registry';
import type { RepublicState, Seat } from '../../../src/games/republic/types';
import { republic } from './helpers';

/** The same position for `viewer`: everything it may not see changed. */
function scramble(s: RepublicState, viewer: Seat, rng: Rng): RepublicState {
  const t = structuredClone(s);
  for (const f of t.factions) {
    if (f.seat === viewer || f.kind === 'neutral') continue;
    f.treasury += 37;
    // Swap hand cards with cards of the deck: same count, other cards.
    for (let i = 0; i < f.hand.length && t.deck.length > 0; i++) {
      const j = rng.index(t.deck.length);
      [f.hand[i], t.deck[j]] = [t.deck[j], f.hand[i]];
    }
  }
  t.bank += 1000;
  t.deck = rng.shuffle(t.deck);
  t.rng = initialRngState(`scrambled ${rng.int(0, 1e9)}`);
  const p = t.forumState?.persuasion;
  if (p) for (const k of Object.keys(p.secret)) if (k !== String(viewer)) p.secret[k] += 5;
  return t;
}

describe('Neutral policy and hidden information', () => {
  it('answers the same when only what the deciding faction cannot see changes', () => {
    let checked = 0;
    for (const players of [1, 2]) {
      let s = republic.setup(republic.parseOptions({ players }), `neutral-hidden-${players}`);
      const rng = new Rng(initialRngState(`neutral-pick-${players}`));
      for (let step = 0; step < 400 && !republic.result(s); step++) {
        const d = top(s);
        if (d && step % 3 === 0) {
          const other = scramble(s, d.seat, rng);
          expect(republic.view(other, d.seat)).toEqual(republic.view(s, d.seat));
          expect(neutralAnswer(other, d)).toEqual(neutralAnswer(s, d));
          checked++;
        }
        // Seats with an interrupt window open may have nothing to do (the list is public, not who holds what).
        const seat = rng.pick(republic.activePlayers(s).filter((x) => republic.legalActions(s, x).length > 0));
        const r = republic.apply(s, seat, rng.pick(republic.legalActions(s, seat)));
        if (!r.ok) throw new Error(r.error.message);
        s = r.state;
      }
    }
    expect(checked).toBeGreaterThan(20);
  });
});
