/**
 * Ruling 1.07.414 (docs/republic-rulings.md): a round's counter-bribes are
 * committed secretly and revealed together, so any faction of the round may
 * commit before the one whose turn it is; the round closes when all have.
 */
import { describe, expect, it } from 'vitest';
import { top } from '../../../src/games/republic/registry';
import { openCounterBribes } from '../../../src/games/republic/apply';
import type { RepublicState } from '../../../src/games/republic/types';
import { play, refused, republic, sumMoney } from './helpers';
import { PERSUADE, persuasionTable } from './round-fixture';

function round(): RepublicState {
  return play(persuasionTable([10, 10, 10]), 0, PERSUADE);
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

  it('asks every other player faction, an empty treasury too, so the round tells nobody whose treasury is empty', () => {
    const poor = play(persuasionTable([0, 7301, 0]), 0, PERSUADE);
    const rich = play(persuasionTable([7302, 7303, 7304]), 0, PERSUADE);
    for (const st of [poor, rich]) {
      expect(openCounterBribes(st).map((d) => d.seat)).toEqual([1, 2, 3]);
      expect(republic.activePlayers(st).slice(0, 3)).toEqual([1, 2, 3]);
    }
    // The public view of the round is the same, whatever the treasuries (hidden values, 1.04.9).
    const pub = (st: RepublicState) => JSON.stringify(republic.view(st, null));
    expect(pub(poor)).toBe(pub(rich));
    for (const v of ['7301', '7302', '7303', '7304']) expect(pub(poor) + pub(rich)).not.toContain(v);
    // An empty treasury can only say "no counter-bribe"; the round still waits for it like any other.
    expect(republic.legalActions(poor, 1)).toEqual([{ type: 'counterBribe', amount: 0 }]);
    let st = play(poor, 2, { type: 'counterBribe', amount: 0 });
    st = play(st, 3, { type: 'counterBribe', amount: 0 });
    expect(openCounterBribes(st).map((d) => d.seat)).toEqual([1]);
    const out = republic.apply(st, 1, { type: 'counterBribe', amount: 0 });
    expect(out.ok).toBe(true);
    // Revealed together: every faction of the round appears with its amount, an empty treasury as a plain 0.
    if (out.ok) expect(out.events.find((e) => e.type === 'counterBribes')).toMatchObject({ amounts: { 1: 0, 2: 0, 3: 0 } });
  });

  it('a Neutral (open treasury, 4.01) is asked only when it has talents', () => {
    const s = persuasionTable([0, 5], 3);
    s.factions[1].kind = 'neutral';
    s.factions[1].neutralRole = 'imperials';
    const st = play(s, 0, PERSUADE);
    expect(openCounterBribes(st).map((d) => d.seat)).toEqual([2]);
  });
});
