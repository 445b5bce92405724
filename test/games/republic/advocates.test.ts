/** Advanced rule 2.05, Advocates, and Cicero's trial rolls (28A). */
import { describe, expect, it } from 'vitest';
import { REPUBLIC_ERRORS } from '../../../src/games/republic/errors';
import { top } from '../../../src/games/republic/registry';
import type { RepublicAction, RepublicState } from '../../../src/games/republic/types';
import { play, refused, republic } from './helpers';
import { afterConsuls, propose, vote } from './senate-table';

/**
 * Senator 1 (faction 0) is Censor and presides; senator 8 (faction 2) is corrupt and accused,
 * senator 2 (faction 0) prosecutes. Ratings are set for the arithmetic.
 */
function trial(prep: (s: RepublicState) => void = () => {}): RepublicState {
  let s = afterConsuls((t) => {
    t.options.advanced.advocates = true;
    Object.assign(t.senators['8'], { corrupt: true, inf: 6, pop: 0, ora: 2 });
    Object.assign(t.senators['2'], { ora: 3, inf: 5 });
    Object.assign(t.senators['9'], { ora: 4, inf: 5 });
    Object.assign(t.senators['5'], { ora: 5, inf: 5 });
    prep(t);
  });
  s = propose(s, { kind: 'prosecution', accused: '8', reason: 'corrupt', prosecutor: '2' });
  return s;
}

/** Votes like senate-table's vote, and returns the trial event too. */
function voteTrial(s: RepublicState, ballots: Record<number, RepublicAction>, d6: number[]): { s: RepublicState; trial?: Record<string, unknown> } {
  let trialEv: Record<string, unknown> | undefined;
  for (let i = 0; i < 50; i++) {
    const d = top(s);
    if (!d || !['callVoter', 'vote', 'consent'].includes(d.kind)) break;
    const a: RepublicAction = d.kind === 'callVoter' ? { type: 'call', seat: Math.min(...s.senate!.floor.at(-1)!.toVote) }
      : d.kind === 'consent' ? { type: 'consent', agree: true } : ballots[d.seat] ?? { type: 'vote', choice: 'yea' };
    if (d.kind === 'vote' && s.senate!.floor.at(-1)!.toVote.length === 1) s.forced.d6 = [...d6];
    const r = republic.apply(s, d.seat, a);
    if (!r.ok) throw new Error(r.error.message);
    trialEv = (r.events.find((e) => e.type === 'trial') as Record<string, unknown> | undefined) ?? trialEv;
    s = r.state;
  }
  return { s, trial: trialEv };
}

describe('2.05 Advocates', () => {
  it('after the Prosecutor consents, the accused\'s faction names an Advocate: himself first, then anyone in Rome but the Censor and Prosecutor', () => {
    const s = trial();
    expect(top(s)).toMatchObject({ kind: 'advocate', seat: 2, accused: '8' });
    const names = republic.legalActions(s, 2).map((a) => (a as { senator: string }).senator);
    expect(names[0]).toBe('8');
    expect(names).toEqual(expect.arrayContaining(['9', '7', '4', '5']));
    expect(names).not.toContain('1');
    expect(names).not.toContain('2');
    expect(refused(s, 2, { type: 'advocate', senator: '1' })).toBe(REPUBLIC_ERRORS.badTarget);
  });

  it('without the option there is no Advocate and no trial roll', () => {
    let s = afterConsuls((t) => Object.assign(t.senators['8'], { corrupt: true }));
    s = propose(s, { kind: 'prosecution', accused: '8', reason: 'corrupt', prosecutor: '2' });
    expect(top(s)?.kind).not.toBe('advocate');
  });

  it('the mandatory trial roll adds 2d6 + Advocate ORA - Prosecutor ORA on the trial column; an acquittal rewards the Advocate and costs the Prosecutor', () => {
    let s = trial();
    s = play(s, 2, { type: 'advocate', senator: '9' });
    expect(s.senate!.floor.at(-1)!.advocate).toBe('9');
    // Dice 5 + 4, Advocate ORA 4, Prosecutor ORA 3: 10, +12 votes against conviction.
    const r = voteTrial(s, { 2: { type: 'vote', choice: 'nay' } }, [5, 4]);
    expect(r.trial).toMatchObject({ accused: '8', advocate: '9', total: 10, votes: 12 });
    s = r.s;
    expect(s.senate!.floor).toEqual([]);
  });

  it('innocent: Advocate +3 INF, Prosecutor -3 INF', () => {
    let s = trial();
    s = play(s, 2, { type: 'advocate', senator: '9' });
    // Everybody votes against conviction.
    const r = voteTrial(s, { 0: { type: 'vote', choice: 'nay' }, 1: { type: 'vote', choice: 'nay' }, 2: { type: 'vote', choice: 'nay' } }, [3, 3]);
    expect(r.s.senators['9'].inf).toBe(5 + 3);
    expect(r.s.senators['2'].inf).toBe(5 - 3);
    expect(r.s.senators['8'].corrupt).toBe(true);
  });

  it('guilty: the Advocate loses 3 INF; an accused who defended himself loses nothing more, and the Prosecutor still wins', () => {
    let s = trial();
    s = play(s, 2, { type: 'advocate', senator: '9' });
    let r = voteTrial(s, { 2: { type: 'vote', choice: 'yea' } }, [1, 1]);
    expect(r.trial).toMatchObject({ total: 2 + 4 - 3, votes: -16 });
    expect(r.s.senators['9'].inf).toBe(5 - 3);
    expect(r.s.senators['8'].inf).toBe(6 - 5);

    s = trial();
    s = play(s, 2, { type: 'advocate', senator: '8' });
    r = voteTrial(s, { 2: { type: 'vote', choice: 'yea' } }, [6, 6]);
    // He defends himself: his own ORA 2.
    expect(r.trial).toMatchObject({ advocate: '8', total: 12 + 2 - 3, votes: 16 });
  });

  it('an Advocate of another faction must agree; a refusal lets the accused name someone else', () => {
    let s = trial();
    s = play(s, 2, { type: 'advocate', senator: '5' });
    expect(top(s)).toMatchObject({ kind: 'advocateConsent', seat: 1, advocate: '5' });
    s = play(s, 1, { type: 'consent', agree: false });
    expect(top(s)).toMatchObject({ kind: 'advocate', seat: 2 });
    expect(republic.legalActions(s, 2)).not.toContainEqual({ type: 'advocate', senator: '5' });
    s = play(s, 2, { type: 'advocate', senator: '4' });
    s = play(s, 1, { type: 'consent', agree: true });
    expect(s.senate!.floor.at(-1)!.advocate).toBe('4');
  });

  it('a Popular Appeal of 2 or less kills the accused and draws a chit per point below 3 against the Advocate', () => {
    let s = trial((t) => { t.senators['8'].pop = -5; });
    s = play(s, 2, { type: 'advocate', senator: '9' });
    s = play(s, 0, { type: 'call', seat: 2 });
    s.forced.d6 = [1, 2];
    // 3 - 5 = -2: five chits; the first names family 9, the Advocate.
    s.forced.chits = [9, 0, 0, 0, 0];
    const r = republic.apply(s, 2, { type: 'appeal' });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    // (Rome is repopulated afterwards, so the families' cards come back from the Curia.)
    expect(r.events).toContainEqual(expect.objectContaining({ type: 'senatorDies', senator: '8', cause: 'mob' }));
    expect(r.events).toContainEqual(expect.objectContaining({ type: 'chits', cause: 'mobAgainstAdvocate', drawn: [9, 0, 0, 0, 0] }));
    expect(r.events).toContainEqual(expect.objectContaining({ type: 'senatorDies', senator: '9', cause: 'mobAgainstAdvocate' }));
  });
});

describe('28A Cicero in trials (2.05 errata)', () => {
  it('+2 to the trial roll as Advocate', () => {
    let s = trial((t) => { Object.assign(t.senators['9'], { statesman: '28A' }); });
    s = play(s, 2, { type: 'advocate', senator: '9' });
    const r = voteTrial(s, {}, [3, 3]);
    expect(r.trial).toMatchObject({ total: 6 + 4 + 2 - 3 });
  });

  it('-2 to the trial roll as Prosecutor', () => {
    let s = trial((t) => { Object.assign(t.senators['2'], { statesman: '28A' }); });
    s = play(s, 2, { type: 'advocate', senator: '9' });
    const r = voteTrial(s, {}, [3, 3]);
    expect(r.trial).toMatchObject({ total: 6 + 4 - 3 - 2 });
  });
});
