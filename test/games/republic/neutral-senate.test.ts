/** 4.05 Neutrals in the Senate: the ruling coalition, its votes, and a Neutral Presiding Magistrate. */
import { describe, expect, it } from 'vitest';
import { rulingCoalition } from '../../../src/games/republic/neutral/senate';
import { neutralAnswer } from '../../../src/games/republic/neutral/policy';
import type { Decision, FloorItem, RepublicState } from '../../../src/games/republic/types';
import { neutralSenate } from './neutral-fixture';
import { addSenator, game, passUntil, republic } from './helpers';

const table = neutralSenate;

function floor(s: RepublicState, by: number): void {
  const item: FloorItem = {
    proposal: { kind: 'censor', senator: '1' } as never, by, viaTribune: false, byDictator: false, votes: [], toVote: [0, 1, 2, 3, 4],
    called: null, consents: [], bonusYea: 0, bonusNay: 0, appealed: false,
  };
  s.senate!.floor.push(item);
}

const ask = (s: RepublicState, d: Partial<Decision>) => neutralAnswer(s, { id: 1, ...d } as Decision);

describe('4.05 ruling coalition (ruling "4.05 Neutrals in the Senate")', () => {
  it('walks 1; 2+5; 2+4; 2+3; ... over Neutrals only, and falls back on all Neutrals', () => {
    // Seat 1 alone holds 20 of 36 votes.
    expect(rulingCoalition(table([5, 20, 6, 3, 2]))).toEqual([1]);
    // Ranks: player 10, seat 1 (8), seat 2 (6), seat 3 (3), seat 4 (2): no Neutral combination has 15 of 29.
    expect(rulingCoalition(table([10, 8, 6, 3, 2]))).toEqual([1, 2, 3, 4]);
    // The player ranks first (skipped): 2+5 (seats 1 and 4) has 14 of 41, 2+4 has 15, 2+3 (seats 1 and 2) 21.
    expect(rulingCoalition(table([15, 12, 9, 3, 2]))).toEqual([1, 2]);
    // Seat 1 ranks first with 12 of 33; 2+x include the player; 3+4+5 has 11; 1+5 14, 1+4 15, 1+3 (seats 1 and 2) 18.
    expect(rulingCoalition(table([10, 12, 6, 3, 2]))).toEqual([1, 2]);
  });

  it('coalition Neutrals vote for coalition proposals and abstain on a player\'s', () => {
    const s = table([15, 12, 9, 3, 2]);
    floor(s, 2);
    s.senate!.floor[0].called = 1;
    expect(ask(s, { kind: 'vote', seat: 1 })).toEqual({ type: 'vote', choice: 'yea' });
    // Seat 3 is outside the coalition: it abstains, except on its own proposals.
    s.senate!.floor[0].called = 3;
    expect(ask(s, { kind: 'vote', seat: 3 })).toEqual({ type: 'vote', choice: 'abstain' });
    s.senate!.floor[0].by = 3;
    expect(ask(s, { kind: 'vote', seat: 3 })).toEqual({ type: 'vote', choice: 'yea' });
    s.senate!.floor[0].by = 0;
    s.senate!.floor[0].called = 1;
    expect(ask(s, { kind: 'vote', seat: 1 })).toEqual({ type: 'vote', choice: 'abstain' });
  });

  it('a Neutral Presiding Magistrate elects coalition consuls, then raises and sends forces against the wars', () => {
    let s = game({ players: 1 }, 'neutral-pm');
    s = passUntil(s, (t) => t.phase === 'senate' && t.senate?.step === 'business' || t.phase === 'combat');
    // Turn 1: the Plutocrats' Temporary Rome Consul presides; the coalition's consuls were elected.
    const consuls = Object.values(s.senators).filter((x) => x.office === 'romeConsul' || x.office === 'fieldConsul');
    expect(consuls).toHaveLength(2);
    expect(consuls.every((x) => s.factions[x.faction!].kind === 'neutral')).toBe(true);
    s = passUntil(s, (t) => t.phase === 'combat' || t.phase === 'revolution' || t.turn > 1);
    expect(s.armies.length + s.legions.filter((l) => l.at === 'active').length + s.fleets.filter((f) => f.at === 'active').length).toBeGreaterThan(0);
    expect(republic.result(s)).toBeNull();
  });
});

describe('4.05 spoils draft: the mandatory land bill', () => {
  it('a Neutral Presiding Magistrate proposes the highest land bill when the Rome Consul\'s POP is below unrest', () => {
    const s = table([2, 20, 6, 3, 2]);
    addSenator(s, 2, 1, { ora: 1, knights: 0, inf: 1 });
    s.senators['4'].office = 'romeConsul';
    s.senators['4'].pop = 1;
    s.senate!.step = 'business';
    s.senate!.pm = '4';
    s.unrest = 5;
    const pm = s.senators['4'].faction!;
    s.pending = [{ id: 1, kind: 'senateFloor', seat: pm } as Decision];
    // Nothing to raise (no recruitment this turn), so the land bill is the business left.
    s.turnFlags.noRecruitment = true;
    const a = ask(s, { kind: 'senateFloor', seat: pm });
    expect(a).toEqual({ type: 'propose', proposal: { kind: 'landBill', bill: 'III', sponsor: '2', coSponsor: '4' } });
    // Not when the Rome Consul is popular enough.
    s.senators['4'].pop = 5;
    expect(ask(s, { kind: 'senateFloor', seat: pm })).not.toMatchObject({ proposal: { kind: 'landBill' } });
  });
});
