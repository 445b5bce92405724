import { describe, expect, it } from 'vitest';
import { cardArrives } from '../../../src/games/republic/cards/draw';
import { drawEvent, eventInPlay } from '../../../src/games/republic/events/registry';
import { top } from '../../../src/games/republic/registry';
import type { RepublicState } from '../../../src/games/republic/types';
import { addSenator, bare, ctxOf, play, refused } from './helpers';
import { afterConsuls, propose, vote, war } from './senate-table';

const activeFleets = (s: RepublicState) => s.fleets.filter((f) => f.at === 'active').length;

describe('Bequests (misc cards)', () => {
  const withBequest = (prep: (s: RepublicState) => void = () => {}) => afterConsuls((t) => {
    t.forum.specials = ['special:pergamene-bequest'];
    for (const f of t.fleets.slice(0, 3)) f.at = 'active';
    prep(t);
  });

  it('the Pergamene Bequest waits in the Forum when drawn', () => {
    const c = ctxOf(bare(3, 'forum'));
    cardArrives(c, 'special:pergamene-bequest', 0);
    expect(c.s.forum.specials).toEqual(['special:pergamene-bequest']);
  });

  it('the Senate collects it with the Field Consul, 3 legions and 3 fleets: 50T for the State and Asia', () => {
    let s = withBequest();
    const treasury = s.treasury;
    s = propose(s, { kind: 'collectBequest', card: 'special:pergamene-bequest' });
    s = vote(s);
    expect(s.treasury).toBe(treasury + 50);
    expect(s.provinces.asia).toMatchObject({ developed: false, governor: null });
    expect(s.forum.specials).toEqual([]);
    expect(s.discard).toContain('special:pergamene-bequest');
  });

  it('cannot be collected without 3 fleets in the Active Forces', () => {
    const s = withBequest((t) => { for (const f of t.fleets) f.at = 'pool'; });
    expect(refused(s, top(s)!.seat, { type: 'propose', proposal: { kind: 'collectBequest', card: 'special:pergamene-bequest' } })).toBe('republic.error.badProposal');
  });

  it('the Bithynian Bequest is discarded if Bithynia exists; Ptolemy Apion creates Creta et Cyrenaica at once', () => {
    const c = ctxOf(bare(3, 'forum'));
    c.s.provinces.bithynia = { id: 'bithynia', developed: false, governor: null, term: 0, electedTurn: null, blockedTurn: null };
    cardArrives(c, 'special:bithynian-bequest', 0);
    expect(c.s.forum.specials).toEqual([]);
    expect(c.s.discard).toContain('special:bithynian-bequest');
    cardArrives(c, 'special:ptolemy-apion-bequest', 0);
    expect(c.s.provinces.creta).toBeDefined();
  });
});

describe('2nd Catilinarian Conspiracy', () => {
  it('the HRAO names another faction; 1d6 chits kill its senators drawn; the HRAO loses 1 POP per chit', () => {
    const s = bare(3, 'forum');
    addSenator(s, 1, 0, { office: 'romeConsul', pop: 5 });
    addSenator(s, 2, 1);
    addSenator(s, 3, 1);
    addSenator(s, 4, 2);
    const c = ctxOf(s);
    cardArrives(c, 'special:catilinarian-conspiracy', 0);
    expect(c.s.pending.at(-1)).toMatchObject({ kind: 'catiline', seat: 0 });
    expect(c.s.forum.specials).toContain('special:catilinarian-conspiracy');
    let t = c.s;
    t.forced.d6 = [2];
    t.forced.chits = [3, 4];
    t = play(t, 0, { type: 'nameFaction', faction: 1 });
    expect(t.senators['3']).toBeUndefined();
    expect(t.senators['4']).toBeDefined();
    expect(t.senators['1'].pop).toBe(3);
    expect(t.discard).toContain('special:catilinarian-conspiracy');
    expect(refused(c.s, 0, { type: 'nameFaction', faction: 0 })).toBe('republic.error.badTarget');
  });
});

describe('Event: Rhodian Maritime Alliance', () => {
  it('gives 8 free fleets while a war needs fleets; the dark side brings 4 more', () => {
    const c = ctxOf(bare(3, 'forum'));
    for (const f of c.s.fleets) f.at = 'pool';
    c.s.forum.wars = [war('war:1st-punic')];
    drawEvent(c, 'event:rhodian-maritime-alliance');
    expect(activeFleets(c.s)).toBe(8);
    expect(eventInPlay(c.s, 'event:rhodian-maritime-alliance')).toMatchObject({ war: 'war:1st-punic', fleets: 8 });
    drawEvent(c, 'event:rhodian-maritime-alliance');
    expect(activeFleets(c.s)).toBe(12);
  });

  it('does nothing when no war needs fleets', () => {
    const c = ctxOf(bare(3, 'forum'));
    for (const f of c.s.fleets) f.at = 'pool';
    c.s.forum.wars = [war('war:1st-gallic')];
    drawEvent(c, 'event:rhodian-maritime-alliance');
    expect(activeFleets(c.s)).toBe(0);
    expect(eventInPlay(c.s, 'event:rhodian-maritime-alliance')).toBeUndefined();
  });

  it('the Senate may reject it in the turn it appears: the fleets go back', () => {
    let s = afterConsuls((t) => {
      for (const f of t.fleets) f.at = 'pool';
      t.forum.wars = [war('war:2nd-illyrian')];
      const c = ctxOf(t);
      drawEvent(c, 'event:rhodian-maritime-alliance');
      Object.assign(t, c.s);
    });
    expect(activeFleets(s)).toBe(8);
    s = propose(s, { kind: 'rejectRhodian' });
    s = vote(s);
    expect(activeFleets(s)).toBe(0);
    expect(eventInPlay(s, 'event:rhodian-maritime-alliance')).toBeUndefined();
  });
});

describe('State schema 10', () => {
  it('new games are schema 10; schema-1 to -9 states migrate unchanged but for their label', async () => {
    const { migrateRepublic } = await import('../../../src/games/republic/migrate');
    const s = bare(3, 'forum');
    expect(s.schema).toBe(10);
    for (const schema of [1, 2, 3, 4, 5, 6, 7, 8, 9]) expect(migrateRepublic({ ...structuredClone(s), schema })).toEqual(s);
    expect(() => migrateRepublic({ ...s, schema: 11 })).toThrow(/newer/);
  });

  it('a schema-7 game, begun before 2.03\'s optional rebels\' veterans existed, plays without them', async () => {
    const { migrateRepublic } = await import('../../../src/games/republic/migrate');
    const s = bare(3, 'forum');
    const old = structuredClone(s);
    delete (old.options.advanced as Partial<RepublicState['options']['advanced']>).rebelVeterans;
    const m = migrateRepublic({ ...old, schema: 7 });
    expect(m.schema).toBe(10);
    expect(m.options.advanced.rebelVeterans).toBe(false);
    expect(m).toEqual(s);
  });
});
