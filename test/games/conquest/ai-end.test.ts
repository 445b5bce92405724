/** AI-only Conquest games end by the rules (the last Caesar), from the AI's own view. */
import { describe, expect, it } from 'vitest';
import { conquest } from '../../../src/games/conquest';
import { AI_LEVELS, chooseAction, conquestAi } from '../../../src/games/conquest/ai';
import { bestBattleLegion, bestLosses, expectedHits } from '../../../src/games/conquest/ai-battle';
import { units } from '../../../src/games/conquest/pieces';
import type { ConquestState } from '../../../src/games/conquest/types';
import { chooseAction as entry, levelOf } from '../../../src/games/conquest/ai-entry';
import { conquestCli } from '../../../src/games/conquest/cli';

function playOut(players: number, seed: string, cap: number): ConquestState {
  let s = conquest.setup(conquest.parseOptions({ players }), seed);
  const ai = conquestAi('hard');
  let n = 0;
  while (s.endReason === null && s.round <= cap) {
    const seat = conquest.activePlayers(s)[0];
    const a = ai.choose(s, seat);
    if (n++ % 101 === 0) {
      // The generator is the only thing a view hides: scrambling it must not change the choice.
      expect(chooseAction(conquest.view({ ...s, rng: s.rng.map((x) => x ^ 0x5a5a5a5a), forcedDice: [6, 6] }, seat), seat))
        .toEqual(chooseAction(conquest.view(s, seat), seat));
    }
    const r = conquest.apply(s, seat, a);
    if (!r.ok) throw new Error(`AI chose an illegal action ${JSON.stringify(a)}: ${r.error.message}`);
    s = r.state;
  }
  return s;
}

describe('AI-only Conquest games (hard level)', () => {
  it.each([[4, 'try-1'], [4, 'try-7'], [3, 'end-3']])('%i players (seed %s) end with the last Caesar, no concession', (players, seed) => {
    const s = playOut(players, seed, 80);
    expect(s.endReason).toBe('lastCaesar');
    expect(s.players.filter((p) => p.alive)).toHaveLength(1);
    expect(s.players.some((p) => p.conceded)).toBe(false);
  }, 120_000);
});

describe('AI levels', () => {
  it('every level plays legal actions for a few rounds', () => {
    for (const level of AI_LEVELS) {
      let s = conquest.setup(conquest.parseOptions({ players: 3 }), `level-${level}`);
      const ai = conquestAi(level);
      while (s.round <= 12 && s.endReason === null) {
        const seat = conquest.activePlayers(s)[0];
        const r = conquest.apply(s, seat, ai.choose(s, seat));
        expect(r.ok).toBe(true);
        if (r.ok) s = r.state;
      }
      expect(s.round).toBeGreaterThan(12);
    }
  }, 60_000);
});

describe('AI levels from the bot and the CLI', () => {
  it('maps the bot\'s level 1 to easy and the default 2 and above to hard, and answers from the view', () => {
    expect([1, 2, 3].map(levelOf)).toEqual(['easy', 'hard', 'hard']);
    const s = conquest.setup(conquest.parseOptions({ players: 3 }), 'entry');
    const seat = s.active;
    expect(entry({ view: conquest.view(s, seat), seat, level: 2, seed: 'x' })).toEqual(chooseAction(conquest.view(s, seat), seat, undefined, 'hard'));
  });

  it('offers every level as a CLI seat', () => {
    expect(conquestCli.player('ai-easy', 0, 's')?.name).toBe('conquest-ai-easy');
    expect(conquestCli.player('ai-normal', 0, 's')?.name).toBe('conquest-ai-normal');
    expect(conquestCli.player('ai', 0, 's')?.name).toBe('conquest-ai');
    expect(conquestCli.player('legacy', 0, 's')?.name).toBe('conquest-ai-legacy');
  });
});

describe('AI battle legions', () => {
  it('mixes unit types to use more die faces', () => {
    // Nine dice: nine infantry hit only on infantry faces; a mix also on cavalry and catapult faces.
    const all = units({ infantry: 9, cavalry: 3, catapult: 2 });
    const legion = bestBattleLegion(all, 4);
    expect(legion.infantry + legion.cavalry + legion.catapult).toBe(9);
    expect(legion.cavalry).toBeGreaterThan(0);
    expect(expectedHits(legion, all.catapult - legion.catapult)).toBeGreaterThan(expectedHits(units({ infantry: 9 }), 2));
  });

  it('takes losses that keep the mix', () => {
    const all = units({ infantry: 6, cavalry: 1, catapult: 1 });
    const loss = bestLosses(all, units({ infantry: 4, cavalry: 1, catapult: 1 }), 1, 1);
    expect(loss).toEqual(units({ infantry: 1 }));
  });
});
