/** Advanced rule 2.06, Passing Laws, and the statesmen who vote on laws (22A, 22B). */
import { describe, expect, it } from 'vitest';
import { REPUBLIC_ERRORS } from '../../../src/games/republic/errors';
import { top } from '../../../src/games/republic/registry';
import type { RepublicAction, RepublicState } from '../../../src/games/republic/types';
import { play, refused, republic } from './helpers';
import { senateTable, vote } from './senate-table';

/** The consular Senate of senate-table with Passing Laws on; faction 1 holds the Military Reforms. */
function table(prep: (s: RepublicState) => void = () => {}): RepublicState {
  const s = senateTable();
  s.options.advanced.passingLaws = true;
  s.factions[1].hand = ['law:military-reforms'];
  prep(s);
  return s;
}

describe('2.06 Passing Laws', () => {
  it('a law is no longer simply played; its holder tables it with two sponsors while the floor is free', () => {
    const s = table();
    expect(republic.legalActions(s, 1).some((a) => a.type === 'playLaw')).toBe(false);
    expect(refused(s, 1, { type: 'playLaw', card: 'law:military-reforms' })).toBe(REPUBLIC_ERRORS.notAllowed);
    expect(republic.legalActions(s, 1)).toContainEqual({ type: 'proposeLaw', card: 'law:military-reforms', sponsor: '4', coSponsor: '5' });
  });

  it('passes by majority: the law takes effect, the sponsor gains 3 INF and the co-sponsor 1', () => {
    let s = table();
    const inf4 = s.senators['4'].inf;
    const inf5 = s.senators['5'].inf;
    s = play(s, 1, { type: 'proposeLaw', card: 'law:military-reforms', sponsor: '4', coSponsor: '5' });
    expect(s.senate!.floor.at(-1)!.proposal).toMatchObject({ kind: 'law', card: 'law:military-reforms' });
    // Not vetoable: no faction is offered a veto.
    s = vote(s, { 0: 'nay', 1: 'yea', 2: 'yea' });
    expect(s.forum.laws).toContain('law:military-reforms');
    expect(s.factions[1].hand).toEqual([]);
    expect(s.senators['4'].inf).toBe(inf4 + 3);
    expect(s.senators['5'].inf).toBe(inf5 + 1);
    // The Senate goes on with the consular election.
    expect(top(s)).toMatchObject({ kind: 'senateFloor', seat: 0 });
  });

  it('a law voted down is removed from the game and the Presiding Magistrate pays no unanimous-defeat penalty', () => {
    let s = table((t) => { t.factions[0].hand = ['law:military-reforms']; t.factions[1].hand = []; });
    s = play(s, 0, { type: 'proposeLaw', card: 'law:military-reforms', sponsor: '1', coSponsor: '2' });
    s = vote(s, { 0: 'yea', 1: 'nay', 2: 'nay' });
    expect(s.forum.laws).not.toContain('law:military-reforms');
    expect(s.removed).toContain('law:military-reforms');
    expect(s.factions[0].hand).toEqual([]);
    expect(top(s)?.kind).toBe('senateFloor');
  });

  it('sponsors of another faction must consent; a refusal withdraws it and the card stays in hand', () => {
    let s = table();
    s = play(s, 1, { type: 'proposeLaw', card: 'law:military-reforms', sponsor: '4', coSponsor: '7' });
    expect(top(s)).toMatchObject({ kind: 'consent', seat: 2 });
    s = play(s, 2, { type: 'consent', agree: false });
    expect(s.factions[1].hand).toEqual(['law:military-reforms']);
    expect(s.forum.laws).not.toContain('law:military-reforms');
    // The same sponsors may not be asked again this turn; other sponsors may.
    expect(refused(s, 1, { type: 'proposeLaw', card: 'law:military-reforms', sponsor: '4', coSponsor: '7' })).toBe(REPUBLIC_ERRORS.proposalRepeated);
    expect(republic.legalActions(s, 1)).toContainEqual({ type: 'proposeLaw', card: 'law:military-reforms', sponsor: '4', coSponsor: '5' });
  });

  it('a Tribune cannot veto it', () => {
    let s = table((t) => { t.factions[2].hand = ['intrigue:tribune']; });
    s = play(s, 1, { type: 'proposeLaw', card: 'law:military-reforms', sponsor: '4', coSponsor: '5' });
    for (let i = 0; i < 10 && top(s)?.kind !== 'vote'; i++) s = play(s, top(s)!.seat, republic.legalActions(s, top(s)!.seat).find((a) => a.type === 'call' && a.seat === 2) ?? republic.legalActions(s, top(s)!.seat)[0]);
    expect(republic.legalActions(s, top(s)!.seat).some((a) => a.type === 'veto')).toBe(false);
  });

  it('the law card\'s own restriction still applies (Acilian needs the Calpurnian Law)', () => {
    const s = table((t) => { t.factions[1].hand = ['law:acilian']; });
    expect(republic.legalActions(s, 1).some((a) => a.type === 'proposeLaw')).toBe(false);
    expect(refused(s, 1, { type: 'proposeLaw', card: 'law:acilian', sponsor: '4', coSponsor: '5' })).toBe(REPUBLIC_ERRORS.notAllowed);
  });

  it('laws may not be discarded to meet the hand limit while other cards are held', () => {
    const s = table();
    s.phase = 'revolution';
    s.senate = null;
    s.factions[1].hand = ['law:military-reforms', 'intrigue:tribune'];
    s.pending = [{ id: 99, kind: 'discard', seat: 1 } as never];
    expect(republic.legalActions(s, 1)).toEqual([{ type: 'discard', card: 'intrigue:tribune' }]);
    expect(refused(s, 1, { type: 'discard', card: 'law:military-reforms' })).toBe(REPUBLIC_ERRORS.cannotPlay);
  });
});

describe('22A/22B Cato: votes on laws (2.06)', () => {
  it('Cato the Younger adds 6 votes and counts his knights twice on a law, not on other proposals', () => {
    let s = table((t) => {
      Object.assign(t.senators['7'], { statesman: '22B', knights: 2, ora: 3 });
    });
    s = play(s, 1, { type: 'proposeLaw', card: 'law:military-reforms', sponsor: '4', coSponsor: '5' });
    const r = voteLogged(s, { 2: { type: 'vote', choice: 'nay', split: { 7: 'nay', 8: 'abstain', 9: 'abstain' } } });
    // His 3 ORA + 2 knights + 6 + 2 knights again = 13 votes against.
    expect(r.votes[2]).toEqual({ yea: 0, nay: 13 });
  });

  it('Cato the Elder adds 6 votes on a law', () => {
    let s = table((t) => { Object.assign(t.senators['7'], { statesman: '22A', knights: 1, ora: 2 }); });
    s = play(s, 1, { type: 'proposeLaw', card: 'law:military-reforms', sponsor: '4', coSponsor: '5' });
    const r = voteLogged(s, { 2: { type: 'vote', choice: 'yea', split: { 7: 'yea', 8: 'abstain', 9: 'abstain' } } });
    expect(r.votes[2]).toEqual({ yea: 9, nay: 0 });
  });

  it('Cato casts only his own votes on other proposals', () => {
    let s = table((t) => { Object.assign(t.senators['7'], { statesman: '22B', knights: 2, ora: 3 }); });
    s = play(s, 0, { type: 'propose', proposal: { kind: 'consuls', a: '4', b: '8' } });
    const r = voteLogged(s, { 2: { type: 'vote', choice: 'yea', split: { 7: 'yea', 8: 'abstain', 9: 'abstain' } } });
    expect(r.votes[2]).toEqual({ yea: 5, nay: 0 });
  });
});

/** As senate-table's vote, also collecting each faction's 'votes' event. */
function voteLogged(s: RepublicState, ballots: Record<number, RepublicAction>): { s: RepublicState; votes: Record<number, { yea: number; nay: number }> } {
  const votes: Record<number, { yea: number; nay: number }> = {};
  for (let i = 0; i < 50; i++) {
    const d = top(s);
    if (!d) break;
    let a: RepublicAction;
    if (d.kind === 'callVoter') a = { type: 'call', seat: Math.min(...s.senate!.floor.at(-1)!.toVote) };
    else if (d.kind === 'vote') a = ballots[d.seat] ?? { type: 'vote', choice: 'yea' };
    else if (d.kind === 'consent') a = { type: 'consent', agree: true };
    else break;
    const r = republic.apply(s, d.seat, a);
    if (!r.ok) throw new Error(r.error.message);
    for (const e of r.events) if (e.type === 'votes') votes[e.seat as number] = { yea: e.yea as number, nay: e.nay as number };
    s = r.state;
  }
  return { s, votes };
}
