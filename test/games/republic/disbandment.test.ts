/** Advanced rule 2.04, Legionary Disbandment and Recall. */
import { describe, expect, it } from 'vitest';
import { REPUBLIC_ERRORS } from '../../../src/games/republic/errors';
import { top } from '../../../src/games/republic/registry';
import { killSenator } from '../../../src/games/republic/senators';
import type { RepublicState } from '../../../src/games/republic/types';
import { ctxOf, play, refused, republic, sumMoney } from './helpers';
import { disbandingVictor } from './rebel-fixture';
import { afterConsuls, propose, vote } from './senate-table';

const where = (s: RepublicState, at: string) => s.legions.filter((l) => l.at === at).length;

/** The disbanding victor, but one of his army's veterans is loyal to someone else: not his to disband. */
const victorTable = (on = true): RepublicState =>
  disbandingVictor(on, (s) => { s.legions[2].veteran = true; s.legions[2].allegiance = '3'; });

describe('2.04 Disbandment', () => {
  it('a returning victor may disband his own veterans to the Bank for +1 ORA and +1 INF each', () => {
    let s = victorTable();
    expect(top(s)).toMatchObject({ kind: 'civilWar', senator: '1' });
    const ids = [s.legions[0].id, s.legions[1].id];
    expect(republic.legalActions(s, 0)).toContainEqual({ type: 'layDown', disband: ids });
    expect(refused(s, 0, { type: 'layDown', disband: [s.legions[2].id] })).toBe(REPUBLIC_ERRORS.badTarget);
    s = play(s, 0, { type: 'layDown', disband: ids });
    expect(s.senators['1']).toMatchObject({ ora: 5, inf: 7, where: { kind: 'rome' } });
    expect(where(s, 'disbanded')).toBe(2);
    expect(s.legions[0]).toMatchObject({ at: 'disbanded', veteran: true, allegiance: '1' });
    expect(where(s, 'active')).toBe(2);
  });

  it('without the option nothing can be disbanded', () => {
    const s = victorTable(false);
    expect(republic.legalActions(s, 0).some((a) => a.type === 'layDown' && 'disband' in a)).toBe(false);
  });

  it('disbanded legions cost the State no upkeep', async () => {
    const { maintainedUnits } = await import('../../../src/games/republic/phases/revenue');
    let s = victorTable();
    const before = maintainedUnits(s);
    s = play(s, 0, { type: 'layDown', disband: [s.legions[0].id, s.legions[1].id] });
    expect(maintainedUnits(s)).toBe(before - 2);
  });

  it('disbanded legions never desert to a rebel', async () => {
    const { declareRevolt } = await import('../../../src/games/republic/civil-war');
    let s = victorTable();
    s = play(s, 0, { type: 'layDown', disband: [s.legions[0].id, s.legions[1].id] });
    // Make him a commander again and let him revolt: the Bank's legions stay there.
    s.armies = [{ id: 5, commander: '1', masterOfHorse: null, war: 'war:1st-punic', seq: 0, deployedTurn: s.turn, reinforcedTurn: null, proconsul: false }];
    s.senators['1'].where = { kind: 'army', army: 5 };
    s.legions[5].at = 'army:5';
    const c = ctxOf(s);
    declareRevolt(c, '1', 5, [s.legions[5].id]);
    expect(where(c.s, 'disbanded')).toBe(2);
    expect(where(c.s, 'rebel')).toBe(1);
  });

  it('when he dies they go back to the force pool as plain legions', () => {
    let s = victorTable();
    s = play(s, 0, { type: 'layDown', disband: [s.legions[0].id, s.legions[1].id] });
    const c = ctxOf(s);
    killSenator(c, '1', 'mortality');
    expect(where(c.s, 'disbanded')).toBe(0);
    expect(c.s.legions[0]).toMatchObject({ at: 'pool', veteran: false, allegiance: null });
  });
});

/** The Senate after the consuls (4 Rome Consul, faction 1; 7 Field Consul, faction 2), with two legions disbanded by senator 2. */
function senateWithDisbanded(): RepublicState {
  return afterConsuls((t) => {
    t.options.advanced.disbandment = true;
    for (const l of t.legions) { l.at = 'pool'; l.veteran = false; l.allegiance = null; }
    for (const l of t.legions.slice(0, 2)) { l.at = 'disbanded'; l.veteran = true; l.allegiance = '2'; }
    Object.assign(t.senators['2'], { ora: 6, inf: 8 });
    t.senators['4'].talents = 25;
    t.factions[2].treasury = 10;
  });
}

describe('2.04 Recall of disbanded legions', () => {
  it('a Consul recalls them at 10T each: veterans again in the Active Forces, the disbanding senator loses 1 ORA and 1 INF each', () => {
    let s = senateWithDisbanded();
    const money = sumMoney(s);
    expect(top(s)?.kind).toBe('senateFloor');
    const ids = [s.legions[0].id, s.legions[1].id];
    expect(republic.legalActions(s, 1)).toContainEqual({ type: 'recallDisbanded', senator: '4', legions: ids, from: 'senator' });
    // Faction 2's Field Consul can pay for one from the faction treasury.
    expect(republic.legalActions(s, 2)).toContainEqual({ type: 'recallDisbanded', senator: '7', legions: [ids[0]], from: 'faction' });
    s = play(s, 1, { type: 'recallDisbanded', senator: '4', legions: ids, from: 'senator' });
    expect(s.senators['4'].talents).toBe(5);
    expect(where(s, 'active')).toBe(2);
    expect(s.legions[0]).toMatchObject({ veteran: true, allegiance: '2' });
    expect(s.senators['2']).toMatchObject({ ora: 4, inf: 6 });
    expect(sumMoney(s)).toBe(money);
    expect(top(s)?.kind).toBe('senateFloor');
  });

  it('only a Consul or the Dictator, with the money', () => {
    const s = senateWithDisbanded();
    // Faction 0 holds the Censor, not a Consul.
    expect(republic.legalActions(s, 0).some((a) => a.type === 'recallDisbanded')).toBe(false);
    expect(refused(s, 1, { type: 'recallDisbanded', senator: '5', legions: [s.legions[0].id], from: 'senator' })).toBe(REPUBLIC_ERRORS.notYourSenator);
  });

  it('once the force pool is empty the Senate raises them from the Bank as plain legions; the senator keeps his gains', () => {
    let s = senateWithDisbanded();
    for (const l of s.legions.slice(2)) l.at = 'active';
    s.treasury = 100;
    while (s.senate!.step !== 'business') s = play(s, top(s)!.seat, republic.legalActions(s, top(s)!.seat)[0]);
    s = propose(s, { kind: 'raise', legions: 1, fleets: 0 });
    s = vote(s);
    expect(where(s, 'disbanded')).toBe(1);
    expect(s.legions[0]).toMatchObject({ at: 'active', veteran: false, allegiance: null });
    expect(s.senators['2']).toMatchObject({ ora: 6, inf: 8 });
  });
});
