/**
 * Ruling 1.07.414 (docs/republic-rulings.md): a round's counter-bribes are
 * committed secretly and revealed together, so any faction of the round may
 * commit before the one whose turn it is; the round closes when all have.
 */
import { describe, expect, it } from 'vitest';
import { top } from '../../../src/games/republic/registry';
import { openCounterBribes } from '../../../src/games/republic/apply';
import type { RepublicState } from '../../../src/games/republic/types';
import { addSenator, bare, play, refused, republic, sumMoney } from './helpers';

function round(): RepublicState {
  const s = bare(4, 'forum');
  addSenator(s, 2, 0, { talents: 16 });
  addSenator(s, 5, null);
  addSenator(s, 10, 1);
  addSenator(s, 12, 2);
  addSenator(s, 14, 3);
  s.factions[1].treasury = 10;
  s.factions[2].treasury = 10;
  s.factions[3].treasury = 10;
  s.phase = 'forum';
  s.step = 'initiatives';
  s.forumState = { taken: 0, holder: 0, sub: 'persuade', queue: [], auction: null, persuasion: null };
  s.pending = [{ id: 999, kind: 'persuade', seat: 0 }];
  return play(s, 0, { type: 'persuade', persuader: '2', target: '5', bribe: 9 });
}

describe('1.07.414 a round of counter-bribes is collected at once', () => {
  it('every faction of the round may act now, the one in turn first', () => {
    const s = round();
    expect(top(s)).toMatchObject({ kind: 'counterBribe', seat: 1 });
    expect(openCounterBribes(s).map((d) => d.seat)).toEqual([1, 2, 3]);
    expect(republic.activePlayers(s).slice(0, 3)).toEqual([1, 2, 3]);
    expect(republic.legalActions(s, 3)).toContainEqual({ type: 'counterBribe', amount: 0 });
    expect(republic.legalActions(s, 3)).toContainEqual({ type: 'counterBribe', amount: 10 });
    // The persuader is no part of the round.
    expect(republic.legalActions(s, 0).some((a) => a.type === 'counterBribe')).toBe(false);
    expect(refused(s, 0, { type: 'counterBribe', amount: 0 })).toBeTruthy();
  });

  it('answers out of turn stay secret and the round reveals them together when the last one commits', () => {
    const s = round();
    const money = sumMoney(s);
    let st = play(s, 3, { type: 'counterBribe', amount: 4 });
    // Faction 4's answer is taken, the others are still awaited; nobody else sees the amount.
    expect(openCounterBribes(st).map((d) => d.seat)).toEqual([1, 2]);
    expect(top(st)).toMatchObject({ kind: 'counterBribe', seat: 1 });
    expect(republic.view(st, null).forumState!.persuasion!.secret).toEqual({});
    expect(republic.view(st, 1).forumState!.persuasion!.secret).toEqual({});
    expect(republic.view(st, 3).forumState!.persuasion!.secret).toEqual({ 3: 4 });
    expect(st.factions[3].treasury).toBe(10);
    // Twice is once too many.
    expect(refused(st, 3, { type: 'counterBribe', amount: 1 })).toBeTruthy();
    st = play(st, 2, { type: 'counterBribe', amount: 3 });
    st = play(st, 1, { type: 'counterBribe', amount: 0 });
    expect(st.forumState!.persuasion!.counterBribes).toEqual({ 2: 3, 3: 4 });
    expect(st.factions[3].treasury).toBe(6);
    expect(top(st)).toMatchObject({ kind: 'persuadeMore', seat: 0 });
    expect(sumMoney(st)).toBe(money);
  });

  it('gives the same result as answering in turn', () => {
    const inTurn = play(play(play(round(), 1, { type: 'counterBribe', amount: 2 }), 2, { type: 'counterBribe', amount: 0 }), 3, { type: 'counterBribe', amount: 5 });
    const outOfTurn = play(play(play(round(), 3, { type: 'counterBribe', amount: 5 }), 2, { type: 'counterBribe', amount: 0 }), 1, { type: 'counterBribe', amount: 2 });
    expect({ ...outOfTurn, rng: null }).toEqual({ ...inTurn, rng: null });
  });

  it('an amount above the treasury is refused out of turn too', () => {
    expect(refused(round(), 3, { type: 'counterBribe', amount: 11 })).toBeTruthy();
  });
});
