/** 1.09.644 partial recall of a proconsul's force, within the minimum-force rule (1.09.643). */
import { describe, expect, it } from 'vitest';
import { REPUBLIC_ERRORS } from '../../../src/games/republic/errors';
import { top } from '../../../src/games/republic/registry';
import type { RepublicState } from '../../../src/games/republic/types';
import { play, refused, republic } from './helpers';
import { afterConsuls, propose, vote, war } from './senate-table';

const at = (s: RepublicState, place: string) => s.legions.filter((l) => l.at === place).length;

/** Senator 9 (faction 2, MIL 2) is proconsul against the 2nd Illyrian War (land 4, fleet support 2) with legions 1-4 and 3 fleets. */
function withProconsul(deployedAgo = 1): RepublicState {
  return afterConsuls((t) => {
    t.forum.wars = [war('war:2nd-illyrian')];
    t.armies.push({ id: 1, commander: '9', masterOfHorse: null, war: 'war:2nd-illyrian', seq: 0, deployedTurn: t.turn - deployedAgo, reinforcedTurn: null, proconsul: true });
    t.nextArmy = 2;
    Object.assign(t.senators['9'], { where: { kind: 'army', army: 1 }, mil: 2 });
    for (const l of t.legions) { l.at = 'pool'; l.veteran = false; l.allegiance = null; }
    for (const l of t.legions.slice(0, 4)) l.at = 'army:1';
    for (const f of t.fleets) f.at = 'pool';
    for (const f of t.fleets.slice(0, 3)) f.at = 'army:1';
  });
}

describe('1.09.644 Partial recall', () => {
  it('brings the named units back to the Active Forces; he stays at his war with the rest', () => {
    let s = withProconsul();
    expect(republic.legalActions(s, top(s)!.seat).some((a) => a.type === 'propose' && a.proposal.kind === 'partialRecall')).toBe(true);
    // 2 legions + MIL 2 still meet strength 4: no consent needed.
    s = propose(s, { kind: 'partialRecall', army: 1, legions: [1, 2], fleets: 1 });
    expect(top(s)?.kind).not.toBe('consent');
    s = vote(s);
    expect(at(s, 'army:1')).toBe(2);
    expect(at(s, 'active')).toBe(2);
    expect(s.fleets.filter((f) => f.at === 'army:1')).toHaveLength(2);
    expect(s.armies[0].commander).toBe('9');
    expect(s.senators['9'].where).toEqual({ kind: 'army', army: 1 });
  });

  it('below the war\'s strength the proconsul\'s faction must consent; a refusal withdraws it', () => {
    let s = withProconsul();
    s = propose(s, { kind: 'partialRecall', army: 1, legions: [1, 2, 3], fleets: 0 });
    expect(top(s)).toMatchObject({ kind: 'consent', seat: 2 });
    s = vote(s, {}, false);
    expect(at(s, 'army:1')).toBe(4);
  });

  it('not the whole force, not nothing, only his own units, and not the turn he was sent', () => {
    const s = withProconsul();
    const pm = top(s)!.seat;
    const bad = (proposal: object) => refused(s, pm, { type: 'propose', proposal });
    expect(bad({ kind: 'partialRecall', army: 1, legions: [1, 2, 3, 4], fleets: 3 })).toBe(REPUBLIC_ERRORS.badProposal);
    expect(bad({ kind: 'partialRecall', army: 1, legions: [], fleets: 0 })).toBe(REPUBLIC_ERRORS.badProposal);
    expect(bad({ kind: 'partialRecall', army: 1, legions: [9], fleets: 0 })).toBe(REPUBLIC_ERRORS.badProposal);
    expect(bad({ kind: 'partialRecall', army: 1, legions: [1], fleets: 4 })).toBe(REPUBLIC_ERRORS.badProposal);
    const fresh = withProconsul(0);
    expect(refused(fresh, top(fresh)!.seat, { type: 'propose', proposal: { kind: 'partialRecall', army: 1, legions: [1], fleets: 0 } })).toBe(REPUBLIC_ERRORS.badProposal);
  });

  it('a force left without fleet support is recalled at the close of the Senate (1.09.647)', () => {
    let s = withProconsul();
    s = propose(s, { kind: 'partialRecall', army: 1, legions: [1], fleets: 2 });
    s = vote(s, {}, true);
    expect(s.fleets.filter((f) => f.at === 'army:1')).toHaveLength(1);
    s = play(s, top(s)!.seat, { type: 'adjourn' });
    expect(s.armies).toEqual([]);
    expect(s.senators['9'].where).toEqual({ kind: 'rome' });
  });
});

describe('1.09.9 Automatic recalls', () => {
  it('1.09.9: when the Senate closes, a proconsul left without legions in a land war comes home with his fleets', () => {
    let s = withProconsul();
    for (const l of s.legions) if (l.at === 'army:1') l.at = 'pool';
    s = play(s, top(s)!.seat, { type: 'adjourn' });
    expect(s.armies).toEqual([]);
    expect(s.senators['9'].where).toEqual({ kind: 'rome' });
    expect(s.fleets.filter((f) => f.at === 'active')).toHaveLength(3);
  });

  it('1.09.9: a force whose commander is gone comes home; a fit proconsul stays', () => {
    let s = withProconsul();
    s = play(s, top(s)!.seat, { type: 'adjourn' });
    expect(s.armies).toHaveLength(1);
    let t = withProconsul();
    t.armies[0].commander = null;
    t.senators['9'].where = { kind: 'rome' };
    t = play(t, top(t)!.seat, { type: 'adjourn' });
    expect(t.armies).toEqual([]);
    expect(at(t, 'active')).toBe(4);
  });
});
