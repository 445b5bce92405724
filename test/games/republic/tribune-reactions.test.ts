import { describe, expect, it } from 'vitest';
import { top } from '../../../src/games/republic/registry';
import type { RepublicState } from '../../../src/games/republic/types';
import { play, republic } from './helpers';
import { propose, senateTable, vote } from './senate-table';

const TRIBUNE = 'intrigue:tribune-39';
const GRAFT = 'intrigue:graft-103';
const MURDER = 'intrigue:murder-of-a-tribune-97';
const MOB = 'intrigue:mob-incited-to-violence-105';

/** Faction 1 puts its consuls on the floor with a Tribune; faction 2 holds `counter`. */
function tribuneProposal(counter: string[], over: (s: RepublicState) => void = () => {}): RepublicState {
  const s = senateTable();
  s.factions[1].hand = [TRIBUNE];
  s.factions[2].hand = counter;
  over(s);
  return play(s, 1, { type: 'tribunePropose', proposal: { kind: 'consuls', a: '4', b: '5' }, card: TRIBUNE });
}

describe('Intrigue: Graft (1.09.15, 1.09.821)', () => {
  it('a senator in Rome pays 1d6 talents to cancel a Tribune proposal before any vote', () => {
    let s = tribuneProposal([GRAFT], (t) => { t.senators['7'].talents = 5; });
    expect(top(s)).toMatchObject({ kind: 'tribuneChallenge', seat: 2 });
    s.forced.d6 = [3];
    s = play(s, 2, { type: 'counterTribune', card: GRAFT, senator: '7' });
    expect(s.senators['7'].talents).toBe(2);
    expect(s.senate!.floor).toEqual([]);
    expect(s.discard).toContain(GRAFT);
    expect(top(s)).toMatchObject({ kind: 'senateFloor', seat: 0 });
    // Not a defeat: the same proposal may come back with another Tribune.
    expect(s.senate!.defeated).toEqual([]);
  });

  it('is called off when the senator cannot pay; the card is spent and the Tribune stands', () => {
    let s = tribuneProposal([GRAFT], (t) => { t.senators['7'].talents = 1; });
    s.forced.d6 = [4];
    s = play(s, 2, { type: 'counterTribune', card: GRAFT, senator: '7' });
    expect(s.senators['7'].talents).toBe(1);
    expect(s.discard).toContain(GRAFT);
    // Faction 0 is asked next, then the vote goes on.
    expect(top(s)).toMatchObject({ kind: 'tribuneChallenge', seat: 0 });
    s = play(s, 0, { type: 'done' });
    expect(s.senate!.floor).toHaveLength(1);
  });
});

describe('Intrigue: Murder of a Tribune', () => {
  it('an even roll cancels a Tribune veto; the senator loses that much Popularity either way', () => {
    let s = senateTable();
    s.factions[1].hand = [TRIBUNE];
    s.factions[2].hand = [MURDER];
    s.senators['7'].pop = 5;
    s = propose(s, { kind: 'consuls', a: '2', b: '4' });
    s = play(s, 0, { type: 'call', seat: 1 });
    s = play(s, 1, { type: 'veto', card: TRIBUNE });
    expect(top(s)).toMatchObject({ kind: 'tribuneChallenge', seat: 2 });
    s.forced.d6 = [2];
    s = play(s, 2, { type: 'counterTribune', card: MURDER, senator: '7' });
    expect(s.senators['7'].pop).toBe(3);
    // The veto is cancelled: the proposal is still on the floor and faction 1 votes.
    expect(s.senate!.floor).toHaveLength(1);
    expect(top(s)).toMatchObject({ kind: 'vote', seat: 1 });
  });

  it('an odd roll leaves the veto standing', () => {
    let s = senateTable();
    s.factions[1].hand = [TRIBUNE];
    s.factions[2].hand = [MURDER];
    s = propose(s, { kind: 'consuls', a: '2', b: '4' });
    s = play(s, 0, { type: 'call', seat: 1 });
    s = play(s, 1, { type: 'veto', card: TRIBUNE });
    s.forced.d6 = [3];
    s = play(s, 2, { type: 'counterTribune', card: MURDER, senator: '7' });
    s = play(s, 0, { type: 'done' });
    expect(s.senate!.floor).toEqual([]);
    expect(s.senate!.defeated).toHaveLength(1);
  });
});

describe('Intrigue: Mob Incited to Violence', () => {
  it('answers a Graft: 1d6 + ORA chits kill the grafting faction\'s senators in Rome', () => {
    let s = tribuneProposal([GRAFT], (t) => {
      t.senators['7'].talents = 5;
      t.factions[1].hand.push(MOB);
      t.senators['4'].ora = 0;
    });
    s.forced.d6 = [1];
    s = play(s, 2, { type: 'counterTribune', card: GRAFT, senator: '7' });
    expect(top(s)).toMatchObject({ kind: 'mobIncited', seat: 1, against: 2 });
    s.forced.d6 = [1];
    s.forced.chits = [8];
    s = play(s, 1, { type: 'mobIncited', card: MOB, senator: '4' });
    expect(s.senators['8']).toBeUndefined();
    expect(s.senators['7']).toBeDefined();
  });
});

describe('Ruling "Interrupt windows": Tribune reactions (Graft, Murder of a Tribune, Mob Incited to Violence)', () => {
  it('asks every other player faction while a Graft could exist, whether or not it holds one', () => {
    const holder = tribuneProposal([GRAFT]);
    const none = tribuneProposal([], (t) => { t.deck = [GRAFT]; });
    expect(top(holder)).toMatchObject({ kind: 'tribuneChallenge', seat: 2 });
    expect(top(none)).toMatchObject({ kind: 'tribuneChallenge', seat: 2 });
    expect(republic.legalActions(none, 2)).toEqual([{ type: 'done' }]);
  });

  it('asks nobody once no Graft or Murder of a Tribune can be played (all discarded or never in the game)', () => {
    const s = tribuneProposal([]);
    expect(top(s)!.kind).not.toBe('tribuneChallenge');
    expect(vote(s).senate!.floor).toEqual([]);
  });
});

describe('Ruling "1.09.12 Calling factions with nobody in Rome"', () => {
  it('a faction with no senator in Rome is called on a vetoable proposal whether or not it holds a Tribune', () => {
    const table = (hand: string[]) => {
      const s = senateTable();
      for (const id of ['7', '8', '9']) s.senators[id].where = { kind: 'captive', war: 'war:1st-punic' };
      s.factions[2].hand = hand;
      return propose(s, { kind: 'consuls', a: '2', b: '4' });
    };
    const withTribune = table([TRIBUNE]);
    const without = table([]);
    expect(withTribune.senate!.floor[0].toVote).toEqual(without.senate!.floor[0].toVote);
    expect(without.senate!.floor[0].toVote).toContain(2);
  });
});
