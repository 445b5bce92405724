/**
 * The Senate's officers after the Czech text stops (research §3.1): the Dictator and his Master of Horse
 * (1.09.3-1.09.34) and the prosecutions (1.09.411-1.09.45), each test naming its section.
 */
import { describe, expect, it } from 'vitest';
import { electConsuls, possiblePairs } from '../../../src/games/republic/phases/senate/proposals/elections';
import { proposalType } from '../../../src/games/republic/phases/senate/proposal-types';
import { presidingMagistrate } from '../../../src/games/republic/phases/senate/core';
import { top } from '../../../src/games/republic/registry';
import type { RepublicState } from '../../../src/games/republic/types';
import { ctxOf, play, refused, republic } from './helpers';
import { afterConsuls, propose, senateTable, vote, war } from './senate-table';

const THREE_WARS = (t: RepublicState) => { t.forum.wars = [war('war:1st-gallic'), war('war:2nd-illyrian'), war('war:syrian')]; };

/** Three active wars, last turn's Censor Cornelius (2) still in office; the Consuls decline to appoint a Dictator. */
function dictatorFloor(): RepublicState {
  let s = afterConsuls((t) => {
    THREE_WARS(t);
    Object.assign(t.senators['2'], { office: 'censor', priorConsul: true });
  });
  expect(top(s)).toMatchObject({ kind: 'dictatorAppointment', seat: 1 });
  s = play(s, 1, { type: 'done' });
  return s;
}

describe('1.09.3 Dictator', () => {
  it('1.09.3: no Dictator without three active wars or one of strength 20', () => {
    const s = afterConsuls();
    expect(top(s)?.kind).not.toBe('dictatorAppointment');
    expect(refused(s, top(s)!.seat, { type: 'propose', proposal: { kind: 'dictator', senator: '5' } })).toBe('republic.error.badProposal');
  });

  it('1.09.32: without an appointment the Presiding Magistrate may nominate one; 1.09.33: +7 INF, he presides, and names a Master of Horse (+3 INF)', () => {
    let s = dictatorFloor();
    const inf = s.senators['5'].inf;
    s = propose(s, { kind: 'dictator', senator: '5' });
    s = vote(s);
    expect(s.senators['5']).toMatchObject({ office: 'dictator', inf: inf + 7 });
    expect(presidingMagistrate(s)?.id).toBe('5');
    expect(top(s)).toMatchObject({ kind: 'masterOfHorse', seat: 1, dictator: '5' });
    // Eligible: an aligned senator in Rome without a major office but the Censor's (the Consuls are not).
    const names = republic.legalActions(s, 1).map((a) => (a as { senator: string }).senator);
    expect(names).toContain('2');
    expect(names).toContain('6');
    expect(names).not.toContain('4');
    expect(names).not.toContain('7');
    const mohInf = s.senators['6'].inf;
    s = play(s, 1, { type: 'appoint', senator: '6' });
    expect(s.senators['6']).toMatchObject({ office: 'masterOfHorse', inf: mohInf + 3 });
  });

  it('1.09.33 the Censor as Master of Horse: the outgoing Censor may be; his censorship then falls to this Senate\'s election', () => {
    let s = dictatorFloor();
    s = propose(s, { kind: 'dictator', senator: '5' });
    s = vote(s);
    s = play(s, 1, { type: 'appoint', senator: '2' });
    expect(s.senators['2'].office).toBe('masterOfHorse');
    // Senator 1, the other Prior Consul free of office, is then the only candidate and is appointed Censor.
    expect(s.senators['1'].office).toBe('censor');
  });

  it('1.09.32: no Dictator may be nominated once a Censor has been chosen', () => {
    const s = afterConsuls((t) => { Object.assign(t.senators['2'], { priorConsul: false }); });
    // No wars: no Dictator step, so the Censor (the one Prior Consul free of office) is already appointed.
    expect(s.senators['1'].office).toBe('censor');
    THREE_WARS(s);
    expect(refused(s, top(s)!.seat, { type: 'propose', proposal: { kind: 'dictator', senator: '5' } })).toBe('republic.error.badProposal');
  });

  it('1.09.33: his term ends at the next consular election: he takes a Prior Consul marker, his Master of Horse does not', () => {
    const s = afterConsuls();
    Object.assign(s.senators['5'], { office: 'dictator', priorConsul: false });
    Object.assign(s.senators['6'], { office: 'masterOfHorse', priorConsul: false });
    s.senators['4'].office = null;
    s.senators['7'].office = null;
    const c = ctxOf(s);
    electConsuls(c, '8', '9', 'elected');
    expect(c.s.senators['5']).toMatchObject({ office: null, priorConsul: true });
    expect(c.s.senators['6']).toMatchObject({ office: null, priorConsul: false });
  });
});

describe('1.09.41 prosecutions', () => {
  /** Cornelius (1) is Censor and presides the prosecutions; Claudius (8, faction 2) holds the markers `marks`. */
  const trial = (marks: object) => afterConsuls((t) => Object.assign(t.senators['8'], { inf: 6, pop: 0, ...marks }));

  it('1.09.412 / 1.09.413: a minor prosecution needs a Corrupt or Major marker or a corrupt concession; a major one a Major marker', () => {
    // Claudius's colleague (9) is corrupt, so there are prosecutions to hold.
    const clean = afterConsuls((t) => { t.senators['9'].corrupt = true; });
    expect(refused(clean, 0, { type: 'propose', proposal: { kind: 'prosecution', accused: '8', reason: 'corrupt', prosecutor: '2' } })).toBe('republic.error.badProposal');
    const corrupt = trial({ corrupt: true });
    expect(refused(corrupt, 0, { type: 'propose', proposal: { kind: 'prosecution', accused: '8', reason: 'major', prosecutor: '2' } })).toBe('republic.error.badProposal');
    const major = trial({ major: true });
    const reasons = republic.legalActions(major, 0)
      .filter((a) => a.type === 'propose' && (a.proposal as { kind: string; accused?: string }).kind === 'prosecution' && (a.proposal as { accused: string }).accused === '8')
      .map((a) => (a as { proposal: { reason: string } }).proposal.reason);
    expect(reasons.sort()).toEqual(['major', 'office']);
  });

  it('1.09.411: a Prosecutor of another faction must consent; refused, there is no trial and the allowance is not used', () => {
    let s = trial({ corrupt: true });
    s = propose(s, { kind: 'prosecution', accused: '8', reason: 'corrupt', prosecutor: '5' });
    expect(top(s)).toMatchObject({ kind: 'consent', seat: 1 });
    s = play(s, 1, { type: 'consent', agree: false });
    expect(s.senators['8']).toMatchObject({ inf: 6, pop: 0 });
    expect(s.senate!.prosecutions).toMatchObject({ minor: 0, major: 0 });
  });

  it('ruling 1.09.131: a charge whose Prosecutor refused cannot return with him that turn, but may with another Prosecutor', () => {
    let s = trial({ corrupt: true });
    const censorSeat = top(s)!.seat;
    s = propose(s, { kind: 'prosecution', accused: '8', reason: 'corrupt', prosecutor: '5' });
    s = play(s, 1, { type: 'consent', agree: false });
    // The same Prosecutor would only refuse again (1.09.131 bars the unchanged proposal).
    expect(refused(s, censorSeat, { type: 'propose', proposal: { kind: 'prosecution', accused: '8', reason: 'corrupt', prosecutor: '5' } })).toBe('republic.error.proposalRepeated');
    // Another Prosecutor is a significant change (the Czech 1.09.131 example: 8 legions to Claudius after Fabius).
    const offered = republic.legalActions(s, censorSeat)
      .filter((a) => a.type === 'propose' && (a.proposal as { kind: string }).kind === 'prosecution')
      .map((a) => (a as { proposal: { accused: string; prosecutor: string } }).proposal);
    expect(offered.some((p) => p.accused === '8' && p.prosecutor !== '5')).toBe(true);
    s = propose(s, { kind: 'prosecution', accused: '8', reason: 'corrupt', prosecutor: '6' });
    expect(top(s)).toMatchObject({ kind: 'consent', seat: 1 });
    s = play(s, 1, { type: 'consent', agree: true });
    s = vote(s, { 0: 'yea', 1: 'yea', 2: 'nay' });
    expect(s.senators['8'].inf).toBeLessThan(6);
    expect(s.senate!.prosecutions.minor).toBe(1);
  });

  it('1.09.442: a major conviction is death; 1.09.44: the Prosecutor takes his Prior Consul marker and half his INF, rounded up', () => {
    let s = trial({ major: true, inf: 3 });
    // A Prior Consul too (given after the Censor's appointment, so Cornelius is still the only candidate).
    s.senators['8'].priorConsul = true;
    const inf = s.senators['2'].inf;
    s = propose(s, { kind: 'prosecution', accused: '8', reason: 'major', prosecutor: '2' });
    s = vote(s, { 0: 'yea', 1: 'yea', 2: 'nay' });
    expect(s.senators['8']).toBeUndefined();
    expect(s.senators['2']).toMatchObject({ priorConsul: true, inf: inf + 2 });
    // One major prosecution ends the Censor's allowance (1.09.41).
    expect(republic.legalActions(s, top(s)!.seat).some((a) => a.type === 'propose' && (a.proposal as { kind: string }).kind === 'prosecution')).toBe(false);
  });

  it('1.09.43: an acquitted senator cannot be tried again this turn for the same reason, but may be for another', () => {
    let s = trial({ corrupt: true, concessions: [{ card: 'concession:mining', corrupt: true }] });
    s = propose(s, { kind: 'prosecution', accused: '8', reason: 'corrupt', prosecutor: '2' });
    // 7 for conviction against 8 and his 6 INF (faction 1 abstains: no unanimous defeat, 1.09.144).
    s = vote(s, { 0: 'yea', 1: 'abstain', 2: 'nay' });
    expect(s.senators['8']).toMatchObject({ inf: 6, pop: 0 });
    expect(refused(s, 0, { type: 'propose', proposal: { kind: 'prosecution', accused: '8', reason: 'corrupt', prosecutor: '2' } })).toBe('republic.error.proposalRepeated');
    expect(republic.apply(s, 0, republic.parseAction({ type: 'propose', proposal: { kind: 'prosecution', accused: '8', reason: 'concession:concession:mining', prosecutor: '2' } })).ok).toBe(true);
  });

  it('1.09.45: when the prosecutions end, the markers of senators in Rome are cleared and concessions hidden again', () => {
    let s = trial({ corrupt: true, major: true, concessions: [{ card: 'concession:mining', corrupt: true }] });
    // The Censor moves on without a prosecution.
    const next = republic.legalActions(s, 0).find((a) => a.type === 'done' || a.type === 'adjourn' || a.type === 'pass');
    expect(next).toBeDefined();
    s = play(s, 0, next!);
    expect(s.senate!.step).not.toBe('prosecutions');
    expect(s.senators['8']).toMatchObject({ corrupt: false, major: false, concessions: [{ card: 'concession:mining', corrupt: false }] });
  });
});

describe('1.09.17 Prohibitions', () => {
  it('1.09.173: an office filled this turn is not filled again, even when its holder dies', async () => {
    const { killSenator } = await import('../../../src/games/republic/senators');
    const s = afterConsuls();
    const c = ctxOf(s);
    killSenator(c, '4', 'assassination');
    const t = c.s;
    // A Faction Leader's heir takes his place, without the office.
    expect(t.senators['4']?.office ?? null).toBeNull();
    expect(() => proposalType('consuls').validate(t, { kind: 'consuls', a: '5', b: '8' }, 1)).toThrow(/1\.09\.173/);
    expect(possiblePairs(t)).toEqual([]);
  });
});

describe('1.09.173 (1.07B) governorships exempt', () => {
  it('1.09.173 (1.07B): a governorship is not an office the no-refill rule holds: a province whose new governor died may have another this turn', async () => {
    const { killSenator } = await import('../../../src/games/republic/senators');
    let s = afterConsuls((t) => {
      t.provinces.sicilia = { id: 'sicilia', developed: false, governor: null, term: 0, electedTurn: null, blockedTurn: null };
    });
    s = propose(s, { kind: 'governors', assignments: [{ province: 'sicilia', senator: '2' }] });
    s = vote(s);
    expect(s.provinces.sicilia).toMatchObject({ governor: '2', electedTurn: s.turn });
    const c = ctxOf(s);
    killSenator(c, '2', 'assassination');
    const t = c.s;
    expect(t.provinces.sicilia.governor).toBeNull();
    const pm = presidingMagistrate(t)!.faction!;
    expect(() => proposalType('governors').validate(t, { kind: 'governors', assignments: [{ province: 'sicilia', senator: '3' }] }, pm)).not.toThrow();
    expect(proposalType('governors').options(t, pm).some((p: { assignments: { province: string }[] }) => p.assignments[0].province === 'sicilia')).toBe(true);
  });
});

describe('1.09.642 Sending the Presiding Magistrate', () => {
  it('1.09.642: once the Presiding Magistrate is sent to war the Senate closes', () => {
    let s = afterConsuls((t) => {
      t.forum.wars = [war('war:2nd-illyrian')];
      t.legions.forEach((l, i) => { l.at = i < 10 ? 'active' : 'pool'; });
      t.fleets.forEach((f, i) => { f.at = i < 4 ? 'active' : 'pool'; });
    });
    // The Field Consul (7) goes first; the Rome Consul (4) presides.
    s = propose(s, { kind: 'deploy', commander: '7', war: 'war:2nd-illyrian', legions: 5, fleets: 2 });
    s = vote(s);
    expect(s.phase).toBe('senate');
    expect(presidingMagistrate(s)?.id).toBe('4');
    s = propose(s, { kind: 'deploy', commander: '4', war: 'war:2nd-illyrian', legions: 5, fleets: 2 });
    s = vote(s);
    // No more business: the Combat Phase has been fought already.
    expect(s.phase).not.toBe('senate');
    expect(s.senate).toBeNull();
  });
});

describe('1.09.422 a Tribune against a prosecution', () => {
  it('1.09.422: a Tribune may veto a prosecution, and the veto still uses up one of the Censor\'s two minor prosecutions', () => {
    let s = afterConsuls((t) => {
      Object.assign(t.senators['8'], { corrupt: true });
      Object.assign(t.senators['9'], { corrupt: true });
      Object.assign(t.senators['6'], { corrupt: true });
      t.factions[2].hand = ['intrigue:tribune-38'];
    });
    s = propose(s, { kind: 'prosecution', accused: '8', reason: 'corrupt', prosecutor: '2' });
    s = play(s, 0, { type: 'call', seat: 2 });
    s = play(s, 2, { type: 'veto', card: 'intrigue:tribune-38' });
    expect(s.senate!.floor).toEqual([]);
    expect(s.senate!.prosecutions.minor).toBe(1);
    // One minor prosecution is left: Claudius's colleague is tried and acquitted, and then there are none.
    s = propose(s, { kind: 'prosecution', accused: '9', reason: 'corrupt', prosecutor: '2' });
    s = vote(s, { 0: 'yea', 1: 'abstain', 2: 'nay' });
    expect(s.senate!.step).not.toBe('prosecutions');
    expect(s.senators['6'].corrupt).toBe(false);
  });
});

describe('1.09.171 / 1.09.172 no resigning, no declining', () => {
  it('1.09.171: an office holder cannot resign: there is no such action, and one who steps down from the chair keeps his office', () => {
    expect(() => republic.parseAction({ type: 'resign', senator: '1' })).toThrow();
    let s = senateTable();
    s = propose(s, { kind: 'consuls', a: '2', b: '3' });
    s = vote(s, { 0: 'yea', 1: 'nay', 2: 'nay' });
    s = play(s, 0, { type: 'stepDown' });
    expect(s.senators['1'].office).toBe('romeConsul');
    for (const seat of [0, 1, 2]) expect(republic.legalActions(s, seat).some((a) => a.type.includes('resign'))).toBe(false);
  });

  it('1.09.172: a nominee cannot decline: his faction is never asked to consent, only to vote (against, if it likes)', () => {
    let s = senateTable();
    // Julius (4) and Fulvius (7) of the two other factions, named by Cornelius's faction.
    s = propose(s, { kind: 'consuls', a: '4', b: '7' });
    expect(s.senate!.floor.at(-1)!.consents).toEqual([]);
    expect(top(s)!.kind).not.toBe('consent');
    s = vote(s, { 0: 'yea', 1: 'nay', 2: 'yea' });
    expect(s.senate!.consulsElected).toBe(true);
  });
});
