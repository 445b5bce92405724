import { describe, expect, it } from 'vitest';
import { cardArrives } from '../../../src/games/republic/cards/draw';
import { defeatWar } from '../../../src/games/republic/wars';
import { viewOf } from '../../../src/games/republic/view';
import type { RepublicState, WarInPlay } from '../../../src/games/republic/types';
import { bare, ctxOf } from './helpers';

const MACEDONIAN = ['war:1st-macedonian', 'war:2nd-macedonian', 'war:3rd-macedonian', 'war:4th-macedonian'];

function war(card: string, leaders: string[] = []): WarInPlay {
  return { card, status: 'active', unprosecuted: false, navalVictory: false, leaders, turn: 0, waiting: false, revolt: false, usedNumbers: [], fought: { land: false, naval: false } };
}

/** Philip V (Macedonian set) on the 2nd Macedonian War; the other Macedonian wars are already discarded. */
function philipOnLastWar(): RepublicState {
  const s = bare(3, 'combat');
  s.forum.wars = [war('war:2nd-macedonian', ['leader:philip-v'])];
  s.discard = MACEDONIAN.filter((c) => c !== 'war:2nd-macedonian');
  s.deck = ['war:1st-punic', 'event:drought'];
  return s;
}

// 1.07.344, second sentence (paraphrased): once every war a leader matches has left both the deck
// and the board, the leader leaves the game instead of waiting in the Curia.
describe('1.07.344 a leader with no matching war left to come leaves the game', () => {
  it('a Victory over his last matching war discards him, not to the Curia', () => {
    const c = ctxOf(philipOnLastWar());
    defeatWar(c, 'war:2nd-macedonian', 'victory');
    expect(c.s.curia.leaders).toEqual([]);
    expect(c.s.discard).toContain('leader:philip-v');
    expect(c.events.some((e) => e.type === 'leaderDiscarded' && e.leader === 'leader:philip-v')).toBe(true);
  });

  it('with a matching war still in the deck he waits in the Curia, and no view shows the deck', () => {
    const s = philipOnLastWar();
    s.discard = s.discard.filter((c) => c !== 'war:4th-macedonian');
    s.deck = ['event:drought', 'war:4th-macedonian'];
    const c = ctxOf(s);
    defeatWar(c, 'war:2nd-macedonian', 'victory');
    expect(c.s.curia.leaders).toEqual(['leader:philip-v']);
    expect(c.s.discard).not.toContain('leader:philip-v');
    const v = JSON.stringify(viewOf(c.s, null));
    expect(v).not.toContain('war:4th-macedonian');
    expect(JSON.stringify(c.events)).not.toContain('war:4th-macedonian');
  });

  it('a matching war in a later deck (extended scenario) keeps him in the Curia', () => {
    const s = philipOnLastWar();
    s.discard = s.discard.filter((c) => c !== 'war:4th-macedonian');
    s.laterDecks = [{ era: 'late', cards: ['war:4th-macedonian'] }];
    const c = ctxOf(s);
    defeatWar(c, 'war:2nd-macedonian', 'victory');
    expect(c.s.curia.leaders).toEqual(['leader:philip-v']);
  });

  it('a leader drawn after all his matching wars are gone is discarded', () => {
    const s = bare(3, 'forum');
    s.discard = [...MACEDONIAN];
    const c = ctxOf(s);
    cardArrives(c, 'leader:philip-v', 0);
    expect(c.s.curia.leaders).toEqual([]);
    expect(c.s.discard).toContain('leader:philip-v');
  });

  it('a leader already in the Curia leaves when his last matching war is defeated', () => {
    const s = philipOnLastWar();
    s.forum.wars = [war('war:2nd-macedonian')];
    s.curia.leaders = ['leader:philip-v'];
    const c = ctxOf(s);
    defeatWar(c, 'war:2nd-macedonian', 'victory');
    expect(c.s.curia.leaders).toEqual([]);
    expect(c.s.discard).toContain('leader:philip-v');
  });
});
