/** The Conquest II AI: legal moves from its own view only, blind to what the view hides, and better than chance. */
import { describe, expect, it } from 'vitest';
import { conquest2 } from '../../../src/games/conquest2/index';
import { chooseFromView, conquest2Ai } from '../../../src/games/conquest2/ai';
import { chooseAction } from '../../../src/games/conquest2/ai-entry';
import { randomPlayer } from '../../../src/ai/player';
import type { C2State } from '../../../src/games/conquest2/types';
import { yielder } from '../../support/yield';

/** A whole game; the event loop gets a turn between moves (test/support/yield.ts), the moves are the same. */
async function playOut(players: { choose(s: C2State, p: number): unknown }[], seed: string, onStep?: (s: C2State, p: number, a: unknown) => void): Promise<C2State> {
  const pause = yielder();
  let s = conquest2.setup({ players: players.length, seasons: 4 }, seed);
  while (conquest2.result(s) === null) {
    await pause();
    const [p] = conquest2.activePlayers(s);
    const a = players[p].choose(s, p);
    onStep?.(s, p, a);
    const out = conquest2.apply(s, p, conquest2.parseAction(a));
    if (!out.ok) throw new Error(`AI chose an illegal action ${JSON.stringify(a)}: ${out.error.code}`);
    s = out.state;
  }
  return s;
}

describe('the Conquest II AI', () => {
  it('plays a whole game with legal actions, and its choice does not depend on what its view hides', async () => {
    let checked = 0;
    await playOut([conquest2Ai('a'), conquest2Ai('b'), conquest2Ai('c')], 'ai-legal', (s, p, a) => {
      if (checked++ % 25 !== 0) return;
      // Change every hidden value of the other players: the same view, the same choice.
      const other: C2State = JSON.parse(JSON.stringify(s));
      other.players.forEach((q, i) => { if (i !== p) { q.chaos += 13; q.senators = q.senators.map(() => 4); } });
      other.deck.reverse();
      expect(chooseFromView(conquest2.view(other, p), p, 'x')).toEqual(chooseFromView(conquest2.view(s, p), p, 'x'));
      expect(conquest2.legalActions(s, p)).toContainEqual(a);
    });
    expect(checked).toBeGreaterThan(100);
  }, 120_000);

  it('answers the bot worker from a seat view', () => {
    const s = conquest2.setup({ players: 4, seasons: 4 }, 'entry');
    const [seat] = conquest2.activePlayers(s);
    const action = chooseAction({ view: conquest2.view(s, seat), seat, level: 2, seed: 'e' });
    expect(conquest2.apply(s, seat, conquest2.parseAction(action)).ok).toBe(true);
  });

  it('outscores random players in most seeded games', async () => {
    let wins = 0;
    for (const seed of ['r1', 'r2', 'r3', 'r4']) {
      const s = await playOut([conquest2Ai(seed), randomPlayer(conquest2, `${seed}:1`), randomPlayer(conquest2, `${seed}:2`)], seed);
      if (conquest2.result(s)!.winners.includes(0)) wins++;
    }
    expect(wins).toBeGreaterThanOrEqual(3);
  }, 120_000);
});
