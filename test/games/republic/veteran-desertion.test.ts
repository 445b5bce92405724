/** 1.11.34: veterans of a loyal senator in a rebel's forces may desert to the Senate. */
import { describe, expect, it } from 'vitest';
import { REPUBLIC_ERRORS } from '../../../src/games/republic/errors';
import type { RepublicState } from '../../../src/games/republic/types';
import { addSenator, play, refused, republic } from './helpers';
import { afterConsuls } from './senate-table';

/**
 * After the consuls, the floor free: senator 20 (faction 0) marches on Rome with legions 1-3; legion 1 is a
 * veteran loyal to senator 5 (faction 1), legion 2 one loyal to the rebel. With `province`, senator 21
 * (faction 0) holds Sicilia as a secondary rebel governor (Rebel Governors on) with legion 4, a veteran
 * loyal to senator 5, in garrison.
 */
function table(province = false, prep: (s: RepublicState) => void = () => {}): RepublicState {
  return afterConsuls((t) => {
    addSenator(t, 20, 0, { rebel: 'primary', where: { kind: 'rebel' } });
    for (const l of t.legions) { l.at = 'pool'; l.veteran = false; l.allegiance = null; }
    for (const l of t.legions.slice(0, 3)) l.at = 'rebel';
    Object.assign(t.legions[0], { veteran: true, allegiance: '5' });
    Object.assign(t.legions[1], { veteran: true, allegiance: '20' });
    if (province) {
      t.options.advanced.provincialWars = true;
      t.options.advanced.rebelGovernors = true;
      addSenator(t, 21, 0, { rebel: 'secondary', where: { kind: 'governor', province: 'sicilia' } });
      t.provinces.sicilia = { id: 'sicilia', developed: false, governor: '21', term: 0, electedTurn: null, blockedTurn: null, armies: 0, fleets: 0 };
      Object.assign(t.legions[3], { at: 'garrison:sicilia', veteran: true, allegiance: '5' });
    }
    prep(t);
  });
}

describe('1.11.34 veterans desert to the Senate', () => {
  it('while the floor is free the loyal senator\'s faction calls his veterans out of the rebel army into the Active Forces', () => {
    const s = table();
    expect(s.pending.at(-1)?.kind).toBe('senateFloor');
    expect(republic.legalActions(s, 1)).toContainEqual({ type: 'veteransDesert', senator: '5' });
    expect(republic.activePlayers(s)).toContain(1);
    const t = play(s, 1, { type: 'veteransDesert', senator: '5' });
    expect(t.legions[0].at).toBe('active');
    expect(t.legions[0]).toMatchObject({ veteran: true, allegiance: '5' });
    // The rebel's own veteran stays with him.
    expect(t.legions.filter((l) => l.at === 'rebel').map((l) => l.id)).toEqual([t.legions[1].id, t.legions[2].id]);
    expect(republic.legalActions(t, 1)).not.toContainEqual({ type: 'veteransDesert', senator: '5' });
  });

  it('only the senator\'s own faction, only a loyal senator, only with veterans in rebel forces', () => {
    const s = table();
    expect(republic.legalActions(s, 2).some((a) => a.type === 'veteransDesert')).toBe(false);
    expect(refused(s, 2, { type: 'veteransDesert', senator: '5' })).toBe(REPUBLIC_ERRORS.notAllowed);
    expect(refused(s, 1, { type: 'veteransDesert', senator: '4' })).toBe(REPUBLIC_ERRORS.badTarget);
    const none = table(false, (t) => { t.legions[0].at = 'active'; });
    expect(republic.legalActions(none, 1).some((a) => a.type === 'veteransDesert')).toBe(false);
  });

  it('in the basic game, also out of a rebel governor\'s garrison, which is out of play (ruling "1.11.32 rebels keep their provinces")', () => {
    const t = play(table(true, (u) => { u.options.advanced.provincialWars = false; u.options.advanced.rebelGovernors = false; }), 1, { type: 'veteransDesert', senator: '5' });
    expect(t.legions[0].at).toBe('active');
    expect(t.legions[3].at).toBe('active');
  });

  it('under Rebel Governors, also out of a province in revolt\'s garrison', () => {
    const t = play(table(true), 1, { type: 'veteransDesert', senator: '5' });
    expect(t.legions[0].at).toBe('active');
    expect(t.legions[3].at).toBe('active');
  });

  it('a rebel on the march left without a legion fails', () => {
    const s = table(false, (t) => { t.legions[1].at = 'pool'; t.legions[2].at = 'pool'; });
    const t = play(s, 1, { type: 'veteransDesert', senator: '5' });
    expect(t.senators['20']).toBeUndefined();
    expect(t.legions[0].at).toBe('active');
  });
});
