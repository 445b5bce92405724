import { describe, expect, it } from 'vitest';
import { playMatch } from '../../../src/ai/match';
import { randomPlayer } from '../../../src/ai/player';
import { conquest } from '../../../src/games/conquest';
import { conquestAi } from '../../../src/games/conquest/ai';
import { chooseLegacyAction as chooseAction, legacyConquestAi } from '../../../src/games/conquest/ai-legacy';
import { attackOdds } from '../../../src/games/conquest/ai-odds';
import { CONCESSION_RULES, LAST_ROUND, powerOf, shouldConcede } from '../../../src/games/conquest/ai-legacy-concede';
import type { ConquestState } from '../../../src/games/conquest/types';
import { units } from '../../../src/games/conquest/pieces';
import { turn, yielder } from '../../support/yield';

/**
 * Plays a whole AI game, checking every action against the rules and the AI's view-only input on the way. The
 * event loop gets a turn between moves now and then (test/support/yield.ts); the moves are the same.
 */
async function playOut(players: number, seed: string): Promise<{ s: ConquestState; rounds: number; concessions: number; captures: number }> {
  const pause = yielder();
  let s = conquest.setup(conquest.parseOptions({ players }), seed);
  const ai = legacyConquestAi();
  let concessions = 0;
  let captures = 0;
  let n = 0;
  while (s.endReason === null) {
    await pause();
    const seat = conquest.activePlayers(s)[0];
    const a = ai.choose(s, seat);
    if (n++ % 97 === 0) {
      // The generator is the only thing a view hides: scrambling it must not change the choice.
      expect(chooseAction(conquest.view({ ...s, rng: s.rng.map((x) => x ^ 0x5a5a5a5a), forcedDice: [6, 6, 6] }, seat), seat)).toEqual(a);
    }
    const r = conquest.apply(s, seat, a);
    if (!r.ok) throw new Error(`AI chose an illegal action ${JSON.stringify(a)}: ${r.error.message}`);
    for (const e of r.events) if (e.type === 'eliminated') (e.by === null ? concessions++ : captures++);
    s = r.state;
    if (s.round > LAST_ROUND + 1) throw new Error(`game ${seed} did not end by round ${LAST_ROUND + 1}`);
  }
  return { s, rounds: s.round, concessions, captures };
}

describe('AI-only Conquest games, legacy AI (the baseline)', () => {
  it.each([[2, 'end-2'], [3, 'end-3'], [5, 'end-5']])('%i players (seed %s) end with one player left, within the concession bound', async (players, seed) => {
    const { s, concessions, captures } = await playOut(players, seed);
    expect(s.endReason).not.toBeNull();
    expect(s.players.filter((p) => p.alive)).toHaveLength(1);
    expect(concessions + captures).toBe(players - 1);
    expect(s.round).toBeLessThanOrEqual(LAST_ROUND + 1);
  }, 60_000);
});

describe('battle odds (simulated)', () => {
  const side = (infantry: number, cavalry = 0, catapult = 0, leaders = 1) => ({ units: units({ infantry, cavalry, catapult }), leaders });

  it('is certain against no defenders and hopeless without attackers', () => {
    expect(attackOdds(side(3), side(0))).toBe(1);
    expect(attackOdds(side(0), side(3))).toBe(0);
  });

  it('grows with the attacking force and shrinks behind a fortified city', () => {
    const weak = attackOdds(side(4), side(6));
    const even = attackOdds(side(6), side(6));
    const strong = attackOdds(side(14, 0, 0, 2), side(6));
    expect(weak).toBeLessThan(even);
    expect(even).toBeLessThan(strong);
    expect(strong).toBeGreaterThan(0.8);
    expect(attackOdds(side(8), side(6), 2, 1)).toBeLessThan(attackOdds(side(8), side(6)));
  });

  it('is deterministic', () => {
    expect(attackOdds(side(7, 2, 1), side(5, 1, 1))).toBe(attackOdds(side(7, 2, 1), side(5, 1, 1)));
  });
});

describe('legacy AI concession', () => {
  function viewAt(round: number, infantryBySeat: number[]) {
    const s = conquest.setup(conquest.parseOptions({ players: infantryBySeat.length }), 'concede');
    const t: ConquestState = JSON.parse(JSON.stringify(s));
    t.round = round;
    for (const [seat, n] of infantryBySeat.entries()) {
      for (const x of t.stacks.filter((y) => y.owner === seat)) x.troops.infantry = n;
      t.players[seat].money = 0;
      for (const p of Object.keys(t.owner)) if (t.owner[p] === seat && p !== t.players[seat].home) t.owner[p] = null;
    }
    return (seat: number) => conquest.view(t, seat);
  }

  it('gives up only when far behind, and more readily as the game drags on', () => {
    const early = viewAt(CONCESSION_RULES[0].fromRound - 1, [1, 40, 40]);
    expect(shouldConcede(early(0), 0)).toBe(false);
    const later = viewAt(CONCESSION_RULES[0].fromRound, [1, 40, 40]);
    expect(powerOf(later(0), 0)).toBeLessThan(CONCESSION_RULES[0].belowShareOfLeader * powerOf(later(1), 1));
    expect(shouldConcede(later(0), 0)).toBe(true);
    expect(shouldConcede(later(1), 1)).toBe(false);
    const close = viewAt(CONCESSION_RULES[0].fromRound, [30, 40, 40]);
    expect(shouldConcede(close(0), 0)).toBe(false);
  });

  it('leaves exactly one player from the last round on', () => {
    const v = viewAt(LAST_ROUND, [20, 40, 40]);
    expect([0, 1, 2].map((seat) => shouldConcede(v(seat), seat))).toEqual([true, false, true]);
  });

  it('concedes through the rules at the start of its turn', () => {
    const s = conquest.setup(conquest.parseOptions({ players: 2 }), 'concede-turn');
    const t: ConquestState = JSON.parse(JSON.stringify(s));
    t.round = LAST_ROUND;
    const weaker = t.active;
    for (const x of t.stacks.filter((y) => y.owner === weaker)) x.troops.infantry = 0;
    const a = chooseAction(conquest.view(t, weaker), weaker);
    expect(a).toEqual({ type: 'concede' });
    const r = conquest.apply(t, weaker, a);
    expect(r.ok && r.state.endReason).toBe('conceded');
  });
});

describe('the AI against random play', () => {
  it('captures the random player\'s Caesar', async () => {
    for (const seed of ['vs-random-0', 'vs-random-1']) {
      await turn();
      const out = playMatch(conquest, { players: 2 }, seed, [conquestAi(), randomPlayer(conquest, seed)], 200_000);
      expect(out.result.winners).toEqual([0]);
      expect(out.result.reason).toBe('lastCaesar');
    }
  }, 60_000);
});
