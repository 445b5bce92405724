import { describe, expect, it } from 'vitest';
import { conquest } from '../../../src/games/conquest';
import { chooseAction, conquestAi } from '../../../src/games/conquest/ai';
import { tributeOf } from '../../../src/games/conquest/board';
import type { ConquestState } from '../../../src/games/conquest/types';

function play(players: number, seed: string, rounds: number): { s: ConquestState; actions: number; battles: number } {
  let s = conquest.setup(conquest.parseOptions({ players }), seed);
  const ai = conquestAi();
  let actions = 0;
  let battles = 0;
  while (s.endReason === null && s.round <= rounds) {
    const seat = conquest.activePlayers(s)[0];
    const a = ai.choose(s, seat);
    if (a.type === 'attack') battles++;
    const r = conquest.apply(s, seat, a);
    if (!r.ok) throw new Error(`AI chose an illegal action ${JSON.stringify(a)}: ${r.error.message}`);
    s = r.state;
    actions++;
  }
  return { s, actions, battles };
}

describe('the Conquest AI', () => {
  it('plays legal actions only, expands and fights, in 2 to 6 player games', () => {
    for (const n of [2, 4, 6]) {
      const { s, battles } = play(n, `ai${n}`, 25);
      // Either still playing after 20 rounds or already won by the rules.
      expect(s.round > 20 || s.endReason === 'lastCaesar').toBe(true);
      const provinces = s.players.map((_, seat) => Object.values(s.owner).filter((o) => o === seat).length);
      expect(Math.max(...provinces)).toBeGreaterThanOrEqual(5);
      expect(s.players.every((p, seat) => !p.alive || tributeOf(s, seat) > 0)).toBe(true);
      if (n > 2) expect(battles).toBeGreaterThan(0);
    }
  });

  it('decides from its view alone and deterministically', () => {
    const s = conquest.setup(conquest.parseOptions({ players: 3 }), 'view');
    const seat = s.active;
    expect(chooseAction(conquest.view(s, seat), seat)).toEqual(chooseAction(conquest.view({ ...s, rng: [1, 2, 3, 4] }, seat), seat));
  });
});
