/**
 * Special wars, checked one by one against the war data (research.md §4, compiled-more/war_rules.csv):
 * the Social War's activation, Germanic Migrations creating Gallia Narbonensis when attacked, and
 * Bithynia (revolts of the 1st/2nd Mithridatic Wars, the 3rd's victory creating or developing it,
 * the Bithynian Bequest).
 */
import { describe, expect, it } from 'vitest';
import { cardArrives } from '../../../src/games/republic/cards/draw';
import { fight } from '../../../src/games/republic/phases/combat';
import { defeatWar, findWar, warStrength } from '../../../src/games/republic/wars';
import type { RepublicState } from '../../../src/games/republic/types';
import { addSenator, bare, ctxOf } from './helpers';
import { armyAtWar, war } from './senate-table';

const province = (id: string, developed = false, governor: string | null = null) => ({ id, developed, governor, term: governor ? 2 : 0, electedTurn: null, blockedTurn: null });

describe('Social War', () => {
  it('when it appears every inactive war of a matching set becomes active (the first of each set; later ones imminent)', () => {
    const s = bare(3, 'forum');
    s.forum.wars = [
      war('war:1st-mithridatic', { status: 'inactive' }), war('war:2nd-mithridatic', { status: 'inactive' }),
      war('war:2nd-cilician-pirates', { status: 'inactive' }),
      // Not in a set: stays inactive.
      war('war:invasion-of-germania', { status: 'inactive' }),
      // A revolt waiting for its provinces keeps waiting.
      war('war:sertorian-revolt', { status: 'inactive', waiting: true }),
    ];
    const c = ctxOf(s);
    cardArrives(c, 'war:social', 0);
    expect(findWar(c.s, 'war:social')!.status).toBe('active');
    expect(findWar(c.s, 'war:1st-mithridatic')!.status).toBe('active');
    expect(findWar(c.s, 'war:2nd-mithridatic')!.status).toBe('imminent');
    expect(findWar(c.s, 'war:2nd-cilician-pirates')!.status).toBe('active');
    expect(findWar(c.s, 'war:invasion-of-germania')!.status).toBe('inactive');
    expect(findWar(c.s, 'war:sertorian-revolt')!.status).toBe('inactive');
  });

  it('is in no set and multiplies nothing; the Plautian-Papirian Law halves it (rounded up)', () => {
    const s = bare(3, 'forum');
    s.forum.wars = [war('war:social'), war('war:1st-mithridatic')];
    expect(warStrength(s, findWar(s, 'war:social')!).land).toBe(10);
    expect(warStrength(s, findWar(s, 'war:1st-mithridatic')!).land).toBe(10);
    s.forum.laws = ['law:plautian-papirian'];
    expect(warStrength(s, findWar(s, 'war:social')!).land).toBe(5);
  });
});

describe('Germanic Migrations', () => {
  /** Senator 1 (MIL 3) attacks the Germanic Migrations (land 15) with 10 legions. */
  function attack(d6: number[]): ReturnType<typeof ctxOf> {
    const s = bare(3, 'combat');
    addSenator(s, 1, 0, { mil: 3, where: { kind: 'army', army: 1 } });
    addSenator(s, 2, 1);
    armyAtWar(s, 'war:germanic-migrations', '1', { seq: 0 });
    return ctxOf(s, d6, [0, 0, 0, 0]);
  }

  it('creates Gallia Narbonensis (undeveloped) as soon as the Senate attacks, even when the battle is lost', () => {
    // 1 + 1 + 2 = 4 + 10 + 3 - 15 = 2: Defeat.
    const c = attack([1, 1, 2]);
    const r = fight(c, c.s.armies[0], 'land');
    expect(['defeat', 'disaster']).toContain(r);
    expect(c.s.provinces['gallia-narbonensis']).toMatchObject({ developed: false, governor: null });
    expect(c.events).toContainEqual(expect.objectContaining({ type: 'provinceCreated', province: 'gallia-narbonensis' }));
  });

  it('does not create it before any battle', () => {
    const s = bare(3, 'forum');
    const c = ctxOf(s);
    cardArrives(c, 'war:germanic-migrations', 0);
    expect(c.s.provinces['gallia-narbonensis']).toBeUndefined();
  });
});

describe('Bithynia', () => {
  it('the 1st and 2nd Mithridatic Wars are revolts when Bithynia is a province', () => {
    const s = bare(3, 'forum');
    s.provinces.bithynia = province('bithynia');
    const c = ctxOf(s);
    cardArrives(c, 'war:1st-mithridatic', 0);
    expect(findWar(c.s, 'war:1st-mithridatic')!.revolt).toBe(true);
    const t = ctxOf(bare(3, 'forum'));
    cardArrives(t, 'war:1st-mithridatic', 0);
    expect(findWar(t.s, 'war:1st-mithridatic')!.revolt).toBe(false);
  });

  it('a victory over the 3rd Mithridatic War creates Syria and a developed Bithynia', () => {
    const s = bare(3, 'combat');
    s.forum.wars = [war('war:3rd-mithridatic')];
    const c = ctxOf(s);
    defeatWar(c, 'war:3rd-mithridatic', 'victory');
    expect(c.s.provinces.syria).toMatchObject({ developed: false });
    expect(c.s.provinces.bithynia).toMatchObject({ developed: true });
  });

  it('it develops an undeveloped Bithynia already in play, without the development INF for its governor', () => {
    const s = bare(3, 'combat');
    const gov = addSenator(s, 5, 0, { where: { kind: 'governor', province: 'bithynia' } });
    s.provinces.bithynia = province('bithynia', false, gov.id);
    s.forum.wars = [war('war:3rd-mithridatic')];
    const c = ctxOf(s);
    defeatWar(c, 'war:3rd-mithridatic', 'victory');
    expect(c.s.provinces.bithynia).toMatchObject({ developed: true, governor: gov.id });
    expect(c.s.senators[gov.id].inf).toBe(gov.inf);
  });

  it('the Bithynian Bequest is discarded if Bithynia already exists', () => {
    const s: RepublicState = bare(3, 'forum');
    s.provinces.bithynia = province('bithynia');
    const c = ctxOf(s);
    cardArrives(c, 'special:bithynian-bequest', 0);
    expect(c.s.discard).toContain('special:bithynian-bequest');
    expect(c.s.forum.specials).not.toContain('special:bithynian-bequest');
  });
});
