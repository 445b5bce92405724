/**
 * Property tests over random legal games: whatever the seed, the player
 * count and the legal choices, the rules' invariants hold and games end.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { yielder } from '../../support/yield';
import { conquest2 } from '../../../src/games/conquest2/index';
import { INFLUENCE_PER_COLOUR, KEY_IDS, TOKENS_PER_PROVINCE } from '../../../src/games/conquest2/data';
import { SUPPLY, allied, onBoard } from '../../../src/games/conquest2/units';
import { initialRngState, Rng } from '../../../src/core/rng';
import { C2_RULES } from '../../../src/games/conquest2/setup';
import type { C2Action, C2State } from '../../../src/games/conquest2/types';

/** The options of a new game (the current rules), with sealed bids and votes or the rulebook's open ones. */
const optionsOf = (players: number, sealed: boolean) => ({ players, rules: C2_RULES, ...(sealed ? { sealed } : {}) });

async function randomGame(players: number, seed: string, sealed: boolean, check: (before: C2State, after: C2State, a: C2Action, events: { type: string }[]) => void) {
  const pause = yielder();
  const rng = new Rng(initialRngState(`pick:${seed}`));
  let s = conquest2.setup(conquest2.parseOptions(optionsOf(players, sealed)), seed);
  const record: { player: number; action: C2Action }[] = [];
  for (let step = 0; step < 5000 && conquest2.result(s) === null; step++) {
    const [p] = conquest2.activePlayers(s);
    const acts = conquest2.legalActions(s, p);
    expect(acts.length).toBeGreaterThan(0);
    const a = rng.pick(acts);
    const out = conquest2.apply(s, p, a);
    if (!out.ok) throw new Error(`listed but refused: ${JSON.stringify(a)} ${out.error.code}`);
    check(s, out.state, a, out.events);
    record.push({ player: p, action: a });
    s = out.state;
    await pause();
  }
  return { final: s, record };
}

describe('random legal games', () => {
  it('conserve money, pieces and influence; allies never fight; each season has four rounds; games end and replay (open or sealed bidding)', async () => {
    await fc.assert(fc.asyncProperty(fc.integer({ min: 2, max: 6 }), fc.string({ minLength: 1, maxLength: 8 }), fc.boolean(), async (players, seed, sealed) => {
      const rounds: Record<number, number> = {};
      const { final, record } = await randomGame(players, seed, sealed, (before, after, _a, events) => {
        // A sealed bid or vote handed in shows its seat only; no view but the bidder's holds its value.
        for (const e of events) if (e.type === 'sealedBid' || e.type === 'sealedVote') expect(Object.keys(e).sort()).toEqual(['seat', 'type']);
        const pub = conquest2.view(after, null);
        for (const x of [...Object.values(pub.auction?.bids ?? {}), ...Object.values(pub.vote?.ballots ?? {})]) expect(x).toBe('sealed');
        for (let i = 0; i < players; i++) {
          expect(after.players[i].talents).toBeGreaterThanOrEqual(0);
          const on = onBoard(after, i);
          for (const k of ['infantry', 'cavalry', 'catapult', 'galley', 'general', 'caesar'] as const) expect(on[k]).toBeLessThanOrEqual(SUPPLY[k]);
          for (const k of ['infantry', 'cavalry', 'catapult', 'galley', 'general', 'caesar'] as const) expect(on[k]).toBeGreaterThanOrEqual(0);
          const inf = KEY_IDS.reduce((n, k) => n + after.influence[k][i], 0);
          expect(inf + after.players[i].influenceLeft).toBe(INFLUENCE_PER_COLOUR);
        }
        const tokens = (x: C2State) => x.tokenPool.length + Object.values(x.provinceTokens).reduce((a, b) => a + b, 0);
        expect(tokens(after)).toBeLessThanOrEqual(tokens(before));
        expect(tokens(after)).toBeLessThanOrEqual(KEY_IDS.length * TOKENS_PER_PROVINCE - 4 * players);
        if (after.battle) expect(allied(after, after.battle.attacker.seat, after.battle.defender.seat)).toBe(false);
        for (const e of events) if (e.type === 'roundEnded') rounds[before.season] = (rounds[before.season] ?? 0) + 1;
        expect(after.version).toBe(before.version + 1);
      });
      expect(final.phase).toBe('over');
      expect(Object.values(rounds)).toEqual([4, 4, 4, 4]);
      // Replaying the record gives the same game.
      let r = conquest2.setup(conquest2.parseOptions(optionsOf(players, sealed)), seed);
      for (const { player, action } of record) {
        const out = conquest2.apply(r, player, conquest2.parseAction(JSON.parse(JSON.stringify(action))));
        expect(out.ok).toBe(true);
        if (out.ok) r = out.state;
      }
      expect(r).toEqual(final);
    }), {
      numRuns: 6,
      // Found by a fresh run: all of seat 1's drawn tokens were Mesopotamia's, so no sea was next to them.
      examples: [[4, 'Y{>', false]],
    });
  }, 120_000);
});
