import { describe, expect, it } from 'vitest';
import { automaticConsulForLife } from '../../../src/games/republic/phases/senate/index';
import { top } from '../../../src/games/republic/registry';
import type { RepublicState } from '../../../src/games/republic/types';
import { REPUBLIC_ERRORS } from '../../../src/games/republic/errors';
import { addSenator, bare, ctxOf, play, refused, republic, runPhase } from './helpers';
import { afterConsuls, senateTable, war } from './senate-table';

describe('Calpurnian Law (1.07.36)', () => {
  it('the Censor may fine a corrupt governor back in Rome this turn 1d6 talents, from him and then his faction', () => {
    let s = afterConsuls((t) => {
      t.forum.laws = ['law:calpurnian'];
      Object.assign(t.senators['8'], { corrupt: true, returnedTurn: t.turn, talents: 2 });
      t.factions[2].treasury = 10;
    });
    // Cornelius (1, faction 0) is Censor.
    expect(top(s)).toMatchObject({ kind: 'calpurnianFine', seat: 0 });
    s.forced.d6 = [5];
    s = play(s, 0, { type: 'fine', senator: '8' });
    expect(s.senators['8'].talents).toBe(0);
    expect(s.factions[2].treasury).toBe(7);
  });

  it('with the Acilian Law the faction with the most knights fines', () => {
    const s = afterConsuls((t) => {
      t.forum.laws = ['law:calpurnian', 'law:acilian'];
      Object.assign(t.senators['8'], { corrupt: true, returnedTurn: t.turn });
      t.senators['5'].knights = 3;
    });
    expect(top(s)).toMatchObject({ kind: 'calpurnianFine', seat: 1 });
  });
});

describe('Servilian Law repeals the Acilian Law', () => {
  it('is discarded with the Acilian Law instead of coming into force', () => {
    let s = senateTable();
    s.forum.laws = ['law:calpurnian', 'law:acilian'];
    s.factions[1].hand = ['law:servilian'];
    expect(republic.legalActions(s, 1)).toContainEqual({ type: 'playLaw', card: 'law:servilian', repealAcilian: true });
    s = play(s, 1, { type: 'playLaw', card: 'law:servilian', repealAcilian: true });
    expect(s.forum.laws).toEqual(['law:calpurnian']);
    expect(s.discard).toEqual(expect.arrayContaining(['law:servilian', 'law:acilian']));
  });
});

/** Combat Phase with Julius (4, faction 1) at the 2nd Illyrian War with 3 legions and 2 fleets. */
function atWar(prep: (s: RepublicState) => void = () => {}): RepublicState {
  const s = bare(3, 'combat');
  addSenator(s, 1, 0);
  addSenator(s, 4, 1, { office: 'fieldConsul', where: { kind: 'army', army: 1 }, talents: 15 });
  addSenator(s, 7, 2);
  s.forum.wars = [war('war:2nd-illyrian')];
  for (const l of s.legions) l.at = 'pool';
  for (const f of s.fleets) f.at = 'pool';
  for (const l of s.legions.slice(0, 3)) l.at = 'army:1';
  for (const f of s.fleets.slice(0, 2)) f.at = 'army:1';
  s.armies = [{ id: 1, commander: '4', masterOfHorse: null, war: 'war:2nd-illyrian', seq: 0, deployedTurn: s.turn, reinforcedTurn: null, proconsul: false }];
  s.nextArmy = 2;
  prep(s);
  const c = ctxOf(s);
  runPhase(c);
  return c.s;
}

describe('Gabinian Law', () => {
  it('a commander may raise legions at 10T each from his own treasury before the battles', () => {
    let s = atWar((t) => { t.forum.laws = ['law:gabinian']; t.turnFlags.noRecruitment = true; });
    expect(top(s)).toMatchObject({ kind: 'gabinian', seat: 1, army: 1 });
    s = play(s, 1, { type: 'gabinianRaise', legions: 1, fleets: 0 });
    expect(s.senators['4'].talents).toBe(5);
    expect(s.legions.filter((l) => l.at === 'army:1')).toHaveLength(4);
  });

  it('offers only the units still in the force pool: with all 25 legions in play, fleets only', () => {
    const s = atWar((t) => { t.forum.laws = ['law:gabinian']; for (const l of t.legions.slice(3)) l.at = 'active'; });
    expect(republic.legalActions(s, 1)).toEqual([{ type: 'done' }, { type: 'gabinianRaise', legions: 0, fleets: 1 }]);
    expect(refused(s, 1, { type: 'gabinianRaise', legions: 1, fleets: 0 })).toBe(REPUBLIC_ERRORS.badAmount);
  });

  it('without the law nobody is asked', () => {
    const s = atWar();
    expect(top(s)?.kind).not.toBe('gabinian');
  });
});

describe('Manilian Law (1.11.3)', () => {
  it('a victor may keep his army and take it to another war as a Proconsul; an inactive war becomes active', () => {
    const s = bare(3, 'revolution');
    addSenator(s, 1, 0, { office: 'fieldConsul', where: { kind: 'army', army: 1 } });
    addSenator(s, 2, 1);
    s.forum.laws = ['law:manilian'];
    s.forum.wars = [war('war:1st-gallic', { status: 'inactive' })];
    for (const l of s.legions) l.at = 'pool';
    for (const l of s.legions.slice(0, 4)) l.at = 'army:1';
    s.armies = [{ id: 1, commander: '1', masterOfHorse: null, war: 'war:1st-punic', seq: 0, deployedTurn: s.turn, reinforcedTurn: null, proconsul: false }];
    s.combat = { queue: [], victors: ['1'] };
    s.step = 'discard';
    const c = ctxOf(s);
    runPhase(c);
    let t = c.s;
    expect(republic.legalActions(t, 0)).toContainEqual({ type: 'manilian', war: 'war:1st-gallic' });
    t = play(t, 0, { type: 'manilian', war: 'war:1st-gallic' });
    expect(t.armies[0]).toMatchObject({ war: 'war:1st-gallic', proconsul: true, commander: '1' });
    expect(t.forum.wars[0].status).toBe('active');
    expect(t.senators['1']).toMatchObject({ office: null, priorConsul: true, where: { kind: 'army', army: 1 } });
  });
});

describe('Julian Law', () => {
  it('the Julian Law, playable during the Social War, ends every Manpower Shortage and No Recruitment, takes 3 off the unrest, and costs each of its player\'s senators 1d6 INF', () => {
    let s = senateTable();
    s.factions[1].hand = ['law:julian'];
    expect(republic.legalActions(s, 1)).not.toContainEqual({ type: 'playLaw', card: 'law:julian' });
    s.forum.wars = [war('war:social')];
    s.forum.events = [{ id: 'event:manpower-shortage', level: 2, count: 2, turn: 0 }];
    s.turnFlags.noRecruitment = true;
    s.unrest = 4;
    const inf = ['4', '5', '6'].map((id) => s.senators[id].inf);
    const others = ['1', '7'].map((id) => s.senators[id].inf);
    s.forced.d6 = [1, 2, 3];
    s = play(s, 1, { type: 'playLaw', card: 'law:julian' });
    expect(s.forum.laws).toContain('law:julian');
    expect(s.forum.events.some((e) => e.id === 'event:manpower-shortage')).toBe(false);
    expect(s.turnFlags.noRecruitment).toBe(false);
    expect(s.unrest).toBe(1);
    expect(['4', '5', '6'].map((id) => s.senators[id].inf)).toEqual(inf.map((n, i) => Math.max(0, n - (i + 1))));
    expect(['1', '7'].map((id) => s.senators[id].inf)).toEqual(others);
  });
});

describe('Military Reforms', () => {
  it('Military Reforms in force: a senator with 35 INF in Rome does not become Consul for Life automatically (1.09.822)', () => {
    const build = (reforms: boolean) => {
      const s = afterConsuls();
      s.senators['5'].inf = 35;
      if (reforms) s.forum.laws = ['law:military-reforms'];
      const c = ctxOf(s);
      automaticConsulForLife(c);
      return c.s;
    };
    expect(build(false).consulForLife).toBe('5');
    expect(build(true).consulForLife).toBeNull();
  });
});
