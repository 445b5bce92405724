import { describe, expect, it } from 'vitest';
import { top } from '../../../src/games/republic/registry';
import type { RepublicState } from '../../../src/games/republic/types';
import { play, refused, republic } from './helpers';
import { afterConsuls, propose, vote, war } from './senate-table';

const at = (s: RepublicState, place: string) => s.legions.filter((l) => l.at === place).length;

describe('1.09.63 Eliminating forces', () => {
  it('sends units of the Active Forces back to the pool; nothing can then be raised this turn', () => {
    let s = afterConsuls();
    expect(s.senate!.step).toBe('business');
    const before = at(s, 'active');
    s = propose(s, { kind: 'eliminate', legions: 2, fleets: 0 });
    s = vote(s);
    expect(at(s, 'active')).toBe(before - 2);
    expect(refused(s, top(s)!.seat, { type: 'propose', proposal: { kind: 'raise', legions: 1, fleets: 0 } })).toBe('republic.error.badProposal');
  });

  it('units raised this turn forbid eliminating any, and only Active Forces can go', () => {
    let s = afterConsuls();
    s = propose(s, { kind: 'raise', legions: 1, fleets: 0 });
    s = vote(s);
    expect(refused(s, top(s)!.seat, { type: 'propose', proposal: { kind: 'eliminate', legions: 1, fleets: 0 } })).toBe('republic.error.badProposal');
    const t = afterConsuls();
    expect(refused(t, top(t)!.seat, { type: 'propose', proposal: { kind: 'eliminate', legions: 25, fleets: 0 } })).toBe('republic.error.badProposal');
  });
});

describe('1.09.646 Garrisons', () => {
  const withProvince = () => afterConsuls((t) => {
    t.provinces.sicilia = { id: 'sicilia', developed: false, governor: '3', term: 2, electedTurn: 0, blockedTurn: null };
    t.senators['3'].where = { kind: 'governor', province: 'sicilia' };
  });

  it('legions sent to a province stay there and cannot be recalled the turn they arrive', () => {
    let s = withProvince();
    expect(s.senate!.step).toBe('business');
    s = propose(s, { kind: 'garrison', province: 'sicilia', legions: 2 });
    s = vote(s);
    expect(at(s, 'garrison:sicilia')).toBe(2);
    expect(refused(s, top(s)!.seat, { type: 'propose', proposal: { kind: 'garrisonRecall', province: 'sicilia', legions: 2 } })).toBe('republic.error.badProposal');
  });

  it('a garrison from an earlier turn comes back to the Active Forces', () => {
    let s = withProvince();
    s.legions[0].at = 'garrison:sicilia';
    const active = at(s, 'active');
    s = propose(s, { kind: 'garrisonRecall', province: 'sicilia', legions: 1 });
    s = vote(s);
    expect(at(s, 'garrison:sicilia')).toBe(0);
    expect(at(s, 'active')).toBe(active + 1);
  });

  it('no garrison goes to a rebel governor', () => {
    const s = withProvince();
    s.senators['3'].rebel = 'secondary';
    expect(refused(s, top(s)!.seat, { type: 'propose', proposal: { kind: 'garrison', province: 'sicilia', legions: 1 } })).toBe('republic.error.badProposal');
  });
});

/** A proconsul (Aemilius, 9) sent last turn against the 2nd Illyrian War with 4 legions. */
function withProconsul(): RepublicState {
  return afterConsuls((t) => {
    t.forum.wars = [war('war:2nd-illyrian')];
    t.armies.push({ id: 1, commander: '9', masterOfHorse: null, war: 'war:2nd-illyrian', seq: 0, deployedTurn: t.turn - 1, reinforcedTurn: null, proconsul: true });
    t.nextArmy = 2;
    t.senators['9'].where = { kind: 'army', army: 1 };
    for (const l of t.legions.slice(0, 4)) l.at = 'army:1';
    for (const l of t.legions.slice(4, 8)) l.at = 'active';
    for (const f of t.fleets.slice(0, 2)) f.at = 'army:1';
  });
}

describe('1.09.647 Reinforcements and 1.09.644 replacing a proconsul (1.09.644 / 1.09.646)', () => {
  it('units sent to a proconsul join his army; he cannot then be recalled this turn', () => {
    let s = withProconsul();
    s = propose(s, { kind: 'reinforce', army: 1, legions: 2, fleets: 0 });
    s = vote(s);
    expect(at(s, 'army:1')).toBe(6);
    expect(s.armies[0].reinforcedTurn).toBe(s.turn);
    expect(refused(s, top(s)!.seat, { type: 'propose', proposal: { kind: 'recall', army: 1 } })).toBe('republic.error.badProposal');
  });

  it('the Field Consul takes over a proconsul\'s army; the proconsul comes home', () => {
    let s = withProconsul();
    s = propose(s, { kind: 'replace', army: 1, commander: '7' });
    s = vote(s);
    expect(s.armies[0].commander).toBe('7');
    expect(s.senators['7'].where).toEqual({ kind: 'army', army: 1 });
    expect(s.senators['9'].where).toEqual({ kind: 'rome' });
    expect(at(s, 'army:1')).toBe(4);
  });

  it('only an eligible commander can replace him', () => {
    const s = withProconsul();
    expect(refused(s, top(s)!.seat, { type: 'propose', proposal: { kind: 'replace', army: 1, commander: '5' } })).toBe('republic.error.badProposal');
  });
});

describe('1.09.621 Repealing a land bill', () => {
  it('removes a type II bill, raises unrest; the sponsor loses 3 POP and everyone voting for it 1', () => {
    let s = afterConsuls((t) => {
      t.landBills.II = 1;
      t.unrest = 1;
      t.senators['5'].pop = 3;
    });
    const popOf = (id: string) => s.senators[id].pop;
    const before = { '4': popOf('4'), '2': popOf('2'), '8': popOf('8') };
    s = propose(s, { kind: 'repeal', bill: 'II', sponsor: '5' });
    expect(republic.legalActions(s, top(s)!.seat)).not.toContainEqual({ type: 'vote', choice: 'abstain' });
    s = vote(s, { 0: 'yea', 1: 'yea', 2: 'nay' });
    expect(s.landBills.II).toBe(0);
    expect(s.unrest).toBe(3);
    expect(s.senators['5'].pop).toBe(0);
    expect(s.senators['4'].pop).toBe(before['4'] - 1);
    expect(s.senators['2'].pop).toBe(before['2'] - 1);
    expect(s.senators['8'].pop).toBe(before['8']);
  });

  it('needs a sponsor whose Popularity covers his loss, a bill of that type, and one attempt a turn', () => {
    let s = afterConsuls((t) => { t.landBills.III = 1; t.landBills.II = 1; t.senators['5'].pop = 5; t.senators['6'].pop = 6; });
    const pm = top(s)!.seat;
    expect(refused(s, pm, { type: 'propose', proposal: { kind: 'repeal', bill: 'III', sponsor: '5' } })).toBe('republic.error.badProposal');
    s = propose(s, { kind: 'repeal', bill: 'III', sponsor: '6' });
    s = vote(s, { 0: 'nay', 1: 'yea', 2: 'nay' });
    expect(s.landBills.III).toBe(1);
    // Defeated by every other player: the Presiding Magistrate pays 1 INF (1.09.144).
    expect(top(s)!.kind).toBe('unanimousDefeat');
    s = play(s, pm, republic.legalActions(s, pm)[0]);
    expect(refused(s, pm, { type: 'propose', proposal: { kind: 'repeal', bill: 'II', sponsor: '6' } })).toBe('republic.error.badProposal');
  });
});

describe('1.09.631 Armaments and Ship Building', () => {
  it('1.09.631: their holders take 2T per legion and 3T per fleet the Senate raises, from the bank, and their corrupt bars show', () => {
    let s = afterConsuls((t) => {
      Object.assign(t.senators['5'], { talents: 0, concessions: [{ card: 'concession:armaments', corrupt: false }] });
      Object.assign(t.senators['8'], { talents: 0, concessions: [{ card: 'concession:ship-building', corrupt: false }] });
    });
    const treasury = s.treasury;
    s = propose(s, { kind: 'raise', legions: 2, fleets: 2 });
    s = vote(s);
    expect(s.treasury).toBe(treasury - 40);
    expect(s.senators['5']).toMatchObject({ talents: 4, concessions: [{ card: 'concession:armaments', corrupt: true }] });
    expect(s.senators['8']).toMatchObject({ talents: 6, concessions: [{ card: 'concession:ship-building', corrupt: true }] });
  });
});
