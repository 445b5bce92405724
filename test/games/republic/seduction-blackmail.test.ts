/** The intrigue cards played in persuasion: Seduction and Blackmail (no counter-bribes; Blackmail backfires). */
import { describe, expect, it } from 'vitest';
import { top } from '../../../src/games/republic/registry';
import type { RepublicState } from '../../../src/games/republic/types';
import { addSenator, bare, play, refused } from './helpers';

/** Faction 0's Cornelius (1) persuades Fabius (2, faction 1, not its leader); faction 2 has talents to counter-bribe. */
function table(card: string): RepublicState {
  const s = bare(3, 'forum');
  addSenator(s, 1, 0, { inf: 20 });
  addSenator(s, 4, 1);
  addSenator(s, 2, 1, { inf: 8, pop: 2 });
  addSenator(s, 7, 2);
  s.factions[2].treasury = 20;
  s.factions[0].hand = [card];
  s.phase = 'forum';
  s.step = 'initiatives';
  s.forumState = { taken: 0, holder: 0, sub: 'persuade', queue: [], auction: null, persuasion: null };
  s.pending = [{ id: 999, kind: 'persuade', seat: 0 }];
  return s;
}

describe('intrigue: Seduction and Blackmail', () => {
  it('Seduction: a persuasion attempt nobody may counter-bribe; the card is discarded', () => {
    let s = table('intrigue:seduction-50');
    s.forced.d6 = [1, 1];
    s = play(s, 0, { type: 'persuade', persuader: '1', target: '2', bribe: 0, card: 'intrigue:seduction-50' });
    expect(s.factions[0].hand).toEqual([]);
    expect(s.discard).toContain('intrigue:seduction-50');
    expect(top(s)?.kind).not.toBe('counterBribe');
    expect(s.senators['2'].faction).toBe(0);
  });

  it('Blackmail: no counter-bribes either, and when it fails the target loses 2d6 INF and 2d6 POP', () => {
    let s = table('intrigue:blackmail-51');
    // 2d6 natural 10: always fails; then 2d6 INF (3 + 1) and 2d6 POP (1 + 1).
    s.forced.d6 = [5, 5, 3, 1, 1, 1];
    s = play(s, 0, { type: 'persuade', persuader: '1', target: '2', bribe: 0, card: 'intrigue:blackmail-51' });
    expect(top(s)?.kind).not.toBe('counterBribe');
    expect(s.senators['2']).toMatchObject({ faction: 1, inf: 8 - 4, pop: 2 - 2 });
  });

  it('neither may be played against a Faction Leader', () => {
    const s = table('intrigue:blackmail-51');
    expect(refused(s, 0, { type: 'persuade', persuader: '1', target: '4', bribe: 0, card: 'intrigue:blackmail-51' })).toBe('republic.error.badTarget');
  });
});
