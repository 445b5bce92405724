import { describe, expect, it } from 'vitest';
import { drawEvent } from '../../../src/games/republic/events/registry';
import { pontifexRevenue, pontifexVoteBonus } from '../../../src/games/republic/phases/senate/proposals/pontifex';
import { top } from '../../../src/games/republic/registry';
import type { RepublicState } from '../../../src/games/republic/types';
import { addSenator, bare, ctxOf, play, republic, runPhase } from './helpers';
import { propose, seatRome, THREE_FACTIONS_OF_THREE, vote, war } from './senate-table';

/** The Senate of senate-table.ts with the Pontifex rule on; `prep` changes it before the Senate opens. */
function table(prep: (s: RepublicState) => void = () => {}): RepublicState {
  const s = seatRome(THREE_FACTIONS_OF_THREE);
  s.options.advanced.pontifex = true;
  prep(s);
  const c = ctxOf(s);
  runPhase(c);
  let t = c.s;
  t = propose(t, { kind: 'consuls', a: '4', b: '7' });
  t = vote(t);
  return play(t, top(t)!.seat, { type: 'romeConsul', senator: '4' });
}

describe('2.01 Pontifex Maximus', () => {
  it('is elected right after the consuls while the office is vacant: +5 INF', () => {
    let s = table();
    expect(s.senate!.step).toBe('pontifex');
    const inf = s.senators['2'].inf;
    s = propose(s, { kind: 'pontifex', senator: '2' });
    s = vote(s);
    expect(s.senators['2']).toMatchObject({ office: 'pontifex', inf: inf + 5 });
    expect(s.senate!.step).not.toBe('pontifex');
  });

  it('is not elected again while he lives', () => {
    const s = table((t) => { t.senators['9'].office = 'pontifex'; });
    expect(s.senate!.step).not.toBe('pontifex');
  });

  it('collects 1d6 talents each Revenue Phase', () => {
    const s = bare(3, 'revenue');
    s.options.advanced.pontifex = true;
    addSenator(s, 1, 0, { office: 'pontifex', talents: 0 });
    const c = ctxOf(s, [4]);
    pontifexRevenue(c);
    expect(c.s.senators['1'].talents).toBe(4);
  });

  it('doubles his own votes on battle proposals only', () => {
    const s = bare(3, 'senate');
    s.options.advanced.pontifex = true;
    const x = addSenator(s, 1, 0, { office: 'pontifex', ora: 3, knights: 1 });
    expect(pontifexVoteBonus(s, 'deploy', x)).toBe(4);
    expect(pontifexVoteBonus(s, 'garrison', x)).toBe(0);
  });

  it('2.01.32 and 2.01.4 (1.07B): the battle-vote bonuses count on recall, replace and reinforcement proposals too, not on raising forces', () => {
    const s = bare(3, 'senate');
    s.options.advanced.pontifex = true;
    const x = addSenator(s, 1, 0, { office: 'pontifex', ora: 3, knights: 1 });
    const priest = addSenator(s, 2, 1, { priest: true });
    for (const kind of ['recall', 'partialRecall', 'replace', 'reinforce']) {
      expect(pontifexVoteBonus(s, kind, x), kind).toBe(4);
      expect(pontifexVoteBonus(s, kind, priest), kind).toBe(1);
    }
    expect(pontifexVoteBonus(s, 'raise', x)).toBe(0);
  });

  it('has one free veto per Senate Phase', () => {
    let s = table((t) => { t.senators['5'].office = 'pontifex'; t.forum.wars = [war('war:2nd-illyrian')]; });
    s = propose(s, { kind: 'raise', legions: 1, fleets: 0 });
    s = play(s, top(s)!.seat, { type: 'call', seat: 1 });
    expect(republic.legalActions(s, 1)).toContainEqual({ type: 'veto', statesman: '5' });
    s = play(s, 1, { type: 'veto', statesman: '5' });
    expect(s.senate!.floor).toEqual([]);
    expect(s.turnFlags.freeTribunesUsed).toEqual(['pontifex:5']);
    s = propose(s, { kind: 'raise', legions: 2, fleets: 0 });
    s = play(s, top(s)!.seat, { type: 'call', seat: 1 });
    expect(republic.legalActions(s, 1)).not.toContainEqual({ type: 'veto', statesman: '5' });
  });

  it('2.01 re-read: a statesman with a free Tribune who is Pontifex keeps both vetoes (Cato the Elder, 22A)', () => {
    let s = table((t) => {
      addSenator(t, 22, 1, { statesman: '22A', office: 'pontifex' });
      t.forum.wars = [war('war:2nd-illyrian')];
    });
    s = propose(s, { kind: 'raise', legions: 1, fleets: 0 });
    s = play(s, top(s)!.seat, { type: 'call', seat: 1 });
    // One answer for the two vetoes, which read alike.
    expect(republic.legalActions(s, 1).filter((a) => a.type === 'veto' && a.statesman === '22')).toHaveLength(1);
    s = play(s, 1, { type: 'veto', statesman: '22' });
    expect(s.turnFlags.freeTribunesUsed).toEqual(['pontifex:22']);
    s = propose(s, { kind: 'raise', legions: 2, fleets: 0 });
    s = play(s, top(s)!.seat, { type: 'call', seat: 1 });
    s = play(s, 1, { type: 'veto', statesman: '22' });
    expect(s.turnFlags.freeTribunesUsed).toEqual(['pontifex:22', '22']);
    s = propose(s, { kind: 'raise', legions: 3, fleets: 0 });
    s = play(s, top(s)!.seat, { type: 'call', seat: 1 });
    expect(republic.legalActions(s, 1)).not.toContainEqual({ type: 'veto', statesman: '22' });
  });

  it('pays for Evil Omens; if he cannot, the State pays the rest and he loses the office, with a Major marker and -5 INF', () => {
    const s = bare(3, 'forum');
    s.options.advanced.pontifex = true;
    addSenator(s, 1, 0, { office: 'pontifex', talents: 5, inf: 8 });
    const c = ctxOf(s);
    const treasury = c.s.treasury;
    drawEvent(c, 'event:evil-omens');
    expect(c.s.treasury).toBe(treasury - 15);
    expect(c.s.senators['1']).toMatchObject({ office: null, major: true, inf: 3, talents: 0 });
  });

  it('can be recalled by two thirds of the votes cast (-5 INF)', () => {
    let s = table((t) => { t.senators['8'].office = 'pontifex'; t.senators['8'].inf = 10; });
    expect(s.senate!.step).toBe('business');
    // Votes: faction 0 (Cornelius 1, Fabius 2, Valerius 3) for, faction 1 against: less than two thirds.
    const yea = [1, 2, 3].reduce((n, id) => n + s.senators[String(id)].ora + s.senators[String(id)].knights, 0);
    const nay = [4, 5, 6].reduce((n, id) => n + s.senators[String(id)].ora + s.senators[String(id)].knights, 0);
    let t = propose(s, { kind: 'pontifexRecall' });
    t = vote(t, { 0: 'yea', 1: 'nay', 2: 'abstain' });
    expect(t.senators['8'].office).toBe(3 * yea >= 2 * (yea + nay) ? null : 'pontifex');
    // Everyone who votes is for it.
    t = propose(s, { kind: 'pontifexRecall' });
    t = vote(t, { 0: 'yea', 1: 'yea', 2: 'abstain' });
    expect(t.senators['8']).toMatchObject({ office: null, inf: 5 });
  });
});
