/** 2.01 Pontifex Maximus: Priests. */
import { describe, expect, it } from 'vitest';
import { declareRevolt } from '../../../src/games/republic/civil-war';
import { REPUBLIC_ERRORS } from '../../../src/games/republic/errors';
import { pontifexVoteBonus } from '../../../src/games/republic/phases/senate/proposals/pontifex';
import { decisionHandler, top } from '../../../src/games/republic/registry';
import type { RepublicState } from '../../../src/games/republic/types';
import { addSenator, bare, ctxOf, play, refused, republic } from './helpers';
import { afterConsuls } from './senate-table';

/** After the consuls, with senator 9 (faction 2) Pontifex Maximus. */
function table(prep: (s: RepublicState) => void = () => {}): RepublicState {
  return afterConsuls((t) => {
    t.options.advanced.pontifex = true;
    t.senators['9'].office = 'pontifex';
    prep(t);
  });
}

describe('2.01 Priests', () => {
  it('once per Senate Phase, while the floor is free, the Pontifex appoints a Priest (+1 INF), never himself', () => {
    let s = table();
    expect(top(s)?.kind).toBe('senateFloor');
    expect(republic.legalActions(s, 2).some((a) => a.type === 'appointPriest')).toBe(true);
    expect(republic.legalActions(s, 1).some((a) => a.type === 'appointPriest')).toBe(false);
    expect(refused(s, 2, { type: 'appointPriest', senator: '9' })).toBe(REPUBLIC_ERRORS.badTarget);
    const inf = s.senators['5'].inf;
    s = play(s, 2, { type: 'appointPriest', senator: '5' });
    expect(s.senators['5']).toMatchObject({ priest: true, inf: inf + 1 });
    expect(republic.legalActions(s, 2).some((a) => a.type === 'appointPriest')).toBe(false);
    expect(refused(s, 2, { type: 'appointPriest', senator: '8' })).toBe(REPUBLIC_ERRORS.notAllowed);
  });

  it('a priesthood moved to another senator costs the old Priest 1 INF', () => {
    let s = table((t) => { t.senators['5'].priest = true; });
    const inf5 = s.senators['5'].inf;
    const inf8 = s.senators['8'].inf;
    s = play(s, 2, { type: 'appointPriest', senator: '8', from: '5' });
    expect(s.senators['5'].priest).toBeUndefined();
    expect(s.senators['5'].inf).toBe(inf5 - 1);
    expect(s.senators['8']).toMatchObject({ priest: true, inf: inf8 + 1 });
  });

  it('only 12 priesthoods: then one must be reassigned', () => {
    const s = table((t) => {
      let n = 0;
      for (const x of Object.values(t.senators)) if (x.id !== '9' && n < 12) { x.priest = true; n++; }
      for (let i = 10; n < 12; i++, n++) t.senators[String(i)] = { ...t.senators['8'], id: String(i), family: i, priest: true };
    });
    expect(republic.legalActions(s, 2).every((a) => a.type !== 'appointPriest' || 'from' in a)).toBe(true);
  });

  it('a Priest\'s own votes get +1 on battle proposals only; without the option nothing', () => {
    const s = table((t) => { t.senators['5'].priest = true; });
    expect(pontifexVoteBonus(s, 'deploy', s.senators['5'])).toBe(1);
    expect(pontifexVoteBonus(s, 'landBill', s.senators['5'])).toBe(0);
    s.options.advanced.pontifex = false;
    expect(pontifexVoteBonus(s, 'deploy', s.senators['5'])).toBe(0);
  });

  it('a Priest who rebels loses the marker and 1 INF', () => {
    const s = table((t) => { t.senators['5'].priest = true; });
    s.armies = [{ id: 3, commander: '5', masterOfHorse: null, war: 'war:1st-punic', seq: 0, deployedTurn: s.turn, reinforcedTurn: null, proconsul: false }];
    s.senators['5'].where = { kind: 'army', army: 3 };
    s.legions[0].at = 'army:3';
    const inf = s.senators['5'].inf;
    const c = ctxOf(s);
    declareRevolt(c, '5', 3, [s.legions[0].id]);
    expect(c.s.senators['5'].priest).toBeUndefined();
    expect(c.s.senators['5'].inf).toBe(inf - 1);
  });
});

describe('2.01 re-read: the Pontifex\'s influence', () => {
  it('is lost with the office when he joins a rebel (1.09.18: the one office influence not kept)', () => {
    const s = table((t) => { t.senators['9'].inf = 9; });
    s.armies = [{ id: 3, commander: '8', masterOfHorse: null, war: 'war:1st-punic', seq: 0, deployedTurn: s.turn, reinforcedTurn: null, proconsul: false }];
    s.senators['8'].where = { kind: 'army', army: 3 };
    s.legions[0].at = 'army:3';
    const c = ctxOf(s);
    declareRevolt(c, '8', 3, [s.legions[0].id]);
    const d = c.s.pending.pop()!;
    expect(d).toMatchObject({ kind: 'secondaryRebels', seat: 2 });
    decisionHandler('secondaryRebels').resolve(c, d, { type: 'joinRebel', senators: ['9'] });
    expect(c.s.senators['9']).toMatchObject({ office: null, rebel: 'secondary', inf: 4 });
  });
});

describe('2.01 Evil Omens: the fine on the Pontifex\'s faction', () => {
  it('a Pontifex who cannot pay costs his faction the unpaid part + 10T', async () => {
    const { drawEvent } = await import('../../../src/games/republic/events/registry');
    const s = bare(3, 'forum');
    s.options.advanced.pontifex = true;
    addSenator(s, 1, 0, { office: 'pontifex', talents: 5, inf: 8 });
    addSenator(s, 2, 0);
    s.factions[0].treasury = 40;
    const c = ctxOf(s);
    drawEvent(c, 'event:evil-omens');
    // 15 unpaid + 10.
    expect(c.s.factions[0].treasury).toBe(40 - 25);
    expect(c.s.senators['1'].major).toBe(true);
    expect(c.s.senators['2'].major).toBe(false);
  });

  it('a faction that cannot pay is emptied and its Faction Leader takes a Major marker', async () => {
    const { drawEvent } = await import('../../../src/games/republic/events/registry');
    const s = bare(3, 'forum');
    s.options.advanced.pontifex = true;
    addSenator(s, 2, 0);
    addSenator(s, 1, 0, { office: 'pontifex', talents: 0 });
    s.factions[0].treasury = 12;
    const c = ctxOf(s);
    drawEvent(c, 'event:evil-omens');
    expect(c.s.factions[0].treasury).toBe(0);
    expect(c.s.factions[0].leader).toBe('2');
    expect(c.s.senators['2'].major).toBe(true);
  });
});
