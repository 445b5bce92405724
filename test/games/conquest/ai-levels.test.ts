/**
 * The AI's level is a parameter of each call (levelConfig): a seat of one
 * level chooses the same action whatever another level, or a tuned one, was
 * asked before it.
 */
import { describe, expect, it } from 'vitest';
import { conquest } from '../../../src/games/conquest';
import { chooseAction, levelConfig, type AiLevel } from '../../../src/games/conquest/ai';

describe('the Conquest AI levels', () => {
  it('levelConfig applies a tuning over the level without changing the level itself', () => {
    const tuned = levelConfig('hard', { detachment: 5 });
    expect(tuned.detachment).toBe(5);
    expect(levelConfig('hard').detachment).toBe(3);
    expect(levelConfig('easy').garrison).toBe(6);
  });

  it('a level chooses the same action whichever level was asked before it', () => {
    const levels: AiLevel[] = ['easy', 'normal', 'hard', 'hard'];
    let s = conquest.setup(conquest.parseOptions({ players: 4 }), 'levels-apart');
    let checked = 0;
    while (s.endReason === null && s.round <= 12) {
      const seat = conquest.activePlayers(s)[0];
      const view = conquest.view(s, seat);
      const alone = chooseAction(view, seat, undefined, levels[seat]);
      // Every other level (and a tuned hard) is asked the same question first.
      for (const other of ['easy', 'normal', 'hard'] as const) chooseAction(view, seat, undefined, other, { detachment: 7, garrison: 9 });
      expect(chooseAction(view, seat, undefined, levels[seat])).toEqual(alone);
      const r = conquest.apply(s, seat, alone);
      if (!r.ok) throw new Error(r.error.message);
      s = r.state;
      checked++;
    }
    expect(checked).toBeGreaterThan(100);
  });
});
