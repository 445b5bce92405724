import { describe, expect, it } from 'vitest';
import { roadKey } from '../../../src/games/conquest/board';
import {
  checkMarch, doDisembark, doEmbark, doMarch, doSail, galleyReach, movableTroops, reachable, roadReach, sailTargets, stepTargets,
} from '../../../src/games/conquest/movement';
import { troops } from '../../../src/games/conquest/pieces';
import type { ConquestEvent } from '../../../src/games/conquest/types';
import { bareGame, clearPieces, galley, own, put, sumAt } from './helpers';

const ev: ConquestEvent[] = [];

describe('land movement', () => {
  it('moves a legion one step; infantry then stops, Caesar and cavalry may go on', () => {
    const s = bareGame();
    put(s, 0, 'hispania', { cavalry: 2 });
    doMarch(s, 0, 'hispania', 'narbonensis', troops({ caesar: 1, infantry: 5, cavalry: 2 }), ev);
    expect(sumAt(s, 0, 'narbonensis')).toEqual(troops({ caesar: 1, infantry: 5, cavalry: 2 }));
    expect(movableTroops(s, 0, 'narbonensis')).toEqual(troops({ caesar: 1, cavalry: 2 }));
    expect(() => checkMarch(s, 0, 'narbonensis', 'italia', troops({ caesar: 1, infantry: 1 }))).toThrow(/movement/);
    doMarch(s, 0, 'narbonensis', 'italia', troops({ caesar: 1, cavalry: 2 }), ev);
    expect(movableTroops(s, 0, 'italia')).toEqual(troops());
  });

  it('R13 needs a leader for combat units and at most 7 combat units per leader', () => {
    const s = bareGame();
    put(s, 0, 'hispania', { infantry: 5 });
    expect(() => checkMarch(s, 0, 'hispania', 'baetica', troops({ infantry: 2 }))).toThrow(/leader|general/);
    expect(() => checkMarch(s, 0, 'hispania', 'baetica', troops({ generals: 1, infantry: 8 }))).toThrow(/7/);
    expect(() => checkMarch(s, 0, 'hispania', 'baetica', troops({ generals: 2, infantry: 10 }))).not.toThrow();
    expect(() => checkMarch(s, 0, 'hispania', 'baetica', troops({ generals: 5 }))).toThrow();
    expect(() => checkMarch(s, 0, 'hispania', 'baetica', troops({ caesar: 1 }))).not.toThrow();
  });

  it('R2 only steps to neighbours, strait arrows included', () => {
    const s = bareGame();
    clearPieces(s);
    expect(stepTargets(s, 0, 'baetica')).toEqual(['hispania', 'lusitania', 'tingitana']);
    expect(stepTargets(s, 0, 'thracia')).toContain('asia');
    expect(stepTargets(s, 0, 'sicilia')).toEqual(['neapolis']);
    expect(stepTargets(s, 0, 'britannia')).toEqual(['belgica']);
    put(s, 0, 'baetica', { generals: 1, infantry: 3 });
    expect(() => checkMarch(s, 0, 'baetica', 'caesariensis', troops({ generals: 1 }))).toThrow(/step/);
    doMarch(s, 0, 'baetica', 'tingitana', troops({ generals: 1, infantry: 3 }), ev);
    expect(sumAt(s, 0, 'tingitana').infantry).toBe(3);
  });

  it('reproduces movement example 1: a general drops six infantry and leads two others on', () => {
    const s = bareGame();
    clearPieces(s);
    put(s, 0, 'lusitania', { generals: 1, infantry: 6 });
    put(s, 0, 'baetica', { infantry: 2 });
    s.cities.baetica = { fortified: false };
    doMarch(s, 0, 'lusitania', 'baetica', troops({ generals: 1, infantry: 6 }), ev);
    doMarch(s, 0, 'baetica', 'tingitana', troops({ generals: 1, infantry: 2 }), ev);
    expect(sumAt(s, 0, 'baetica')).toEqual(troops({ infantry: 6 }));
    expect(sumAt(s, 0, 'tingitana')).toEqual(troops({ generals: 1, infantry: 2 }));
    expect(movableTroops(s, 0, 'tingitana')).toEqual(troops());
  });

  it('R15 reproduces movement example 2: a road trip of one point with pieces left on the way, then one more step', () => {
    const s = bareGame();
    clearPieces(s);
    // Cities A-B-C-D: Hispania - Narbonensis - Italia - Dalmatia, all held, joined by roads.
    own(s, 0, 'hispania', 'narbonensis', 'italia', 'dalmatia');
    for (const p of ['narbonensis', 'italia', 'dalmatia']) s.cities[p] = { fortified: false };
    s.roads = [roadKey('hispania', 'narbonensis'), roadKey('narbonensis', 'italia'), roadKey('italia', 'dalmatia')];
    put(s, 0, 'hispania', { generals: 1, infantry: 4 });
    expect(roadReach(s, 0, 'hispania')).toEqual(['dalmatia', 'italia', 'narbonensis']);
    doMarch(s, 0, 'hispania', 'dalmatia', troops({ generals: 1, infantry: 2 }), ev,
      [{ at: 'narbonensis', troops: troops({ infantry: 2 }) }]);
    expect(sumAt(s, 0, 'narbonensis')).toEqual(troops({ infantry: 2 }));
    expect(sumAt(s, 0, 'dalmatia')).toEqual(troops({ generals: 1, infantry: 2 }));
    expect(movableTroops(s, 0, 'dalmatia')).toEqual(troops({ generals: 1 }));
    doMarch(s, 0, 'dalmatia', 'moesia', troops({ generals: 1 }), ev);
    expect(sumAt(s, 0, 'moesia')).toEqual(troops({ generals: 1 }));
  });

  it('R3 R16 uses roads only between cities of provinces the player holds, and not over straits', () => {
    const s = bareGame();
    clearPieces(s);
    own(s, 0, 'narbonensis', 'italia', 'neapolis', 'sicilia');
    for (const p of ['narbonensis', 'italia', 'neapolis', 'sicilia']) s.cities[p] = { fortified: false };
    s.roads = [roadKey('narbonensis', 'italia'), roadKey('italia', 'neapolis')];
    expect(roadReach(s, 0, 'italia')).toEqual(['narbonensis', 'neapolis']);
    // Sicilia is across a strait: no road can reach it.
    expect(roadReach(s, 0, 'neapolis')).toEqual(['italia', 'narbonensis']);
    s.owner.narbonensis = 1;
    expect(roadReach(s, 0, 'italia')).toEqual(['neapolis']);
    expect(roadReach(s, 1, 'narbonensis')).toEqual([]);
  });

  it('R17 stops a legion entering a province with enemy combat units, but not one with enemy leaders alone', () => {
    const s = bareGame();
    put(s, 1, 'narbonensis', { infantry: 1 });
    put(s, 1, 'baetica', { generals: 1 });
    put(s, 0, 'hispania', { cavalry: 1 });
    doMarch(s, 0, 'hispania', 'narbonensis', troops({ generals: 1, cavalry: 1 }), ev);
    expect(movableTroops(s, 0, 'narbonensis')).toEqual(troops());
    doMarch(s, 0, 'hispania', 'baetica', troops({ caesar: 1 }), ev);
    expect(movableTroops(s, 0, 'baetica')).toEqual(troops({ caesar: 1 }));
  });

  it('computes where a group can get this turn', () => {
    const s = bareGame();
    put(s, 1, 'narbonensis', { infantry: 1 });
    const inf = reachable(s, 0, 'hispania', troops({ generals: 1, infantry: 2 }));
    expect(Object.keys(inf).sort()).toEqual(['aquitania', 'baetica', 'lusitania', 'narbonensis']);
    const fast = reachable(s, 0, 'hispania', troops({ generals: 1 }));
    expect(fast.tingitana).toBe(2);
    expect(fast.narbonensis).toBe(1);
    // Narbonensis holds enemy units: nothing goes through it.
    expect(fast.italia).toBeUndefined();
    expect(reachable(s, 0, 'hispania', troops({ infantry: 2 }))).toEqual({});
  });
});

describe('galleys', () => {
  it('R18 sail two points: coast to sea to coast, never coast to coast', () => {
    const s = bareGame();
    const g = galley(s, 1, 'egyptus:0');
    expect(sailTargets(s, 1, g).sort()).toEqual(['mare_alexandria', 'mare_pelusium']);
    expect(() => doSail(s, 1, g, 'palestina:0', ev)).toThrow(/coast/);
    doSail(s, 1, g, 'mare_pelusium', ev);
    doSail(s, 1, g, 'palestina:0', ev);
    expect(sailTargets(s, 1, g)).toEqual([]);
    expect(() => doSail(s, 1, g, 'mare_pelusium', ev)).toThrow(/movement/);
    expect(() => doSail(s, 0, g, 'mare_pelusium', ev)).toThrow(/yours/);
  });

  it('reach two points away: seas, then coasts of the next sea, never a coast beyond a coast', () => {
    const s = bareGame();
    const g = galley(s, 1, 'egyptus:0');
    const reach = galleyReach(s, 1, g);
    expect(reach.mare_alexandria).toBe(1);
    expect(reach['cyprus:0']).toBe(2);
    expect(reach.mare_libycum).toBe(2);
    expect(reach['palestina:0']).toBe(2);
    expect(reach['sicilia:0']).toBeUndefined();
    expect(Object.values(reach).every((c) => c === 1 || c === 2)).toBe(true);
    doSail(s, 1, g, 'mare_alexandria', ev);
    expect(Object.keys(galleyReach(s, 1, g)).sort()).toEqual(
      ['creta:0', 'cyprus:0', 'cyrenaica:0', 'egyptus:0', 'mare_libycum', 'mare_pelusium', 'mare_rhodus']);
  });

  it('R19 carry a legion of up to 7 combat units plus leaders; no land move in a turn of embarking or disembarking', () => {
    const s = bareGame();
    put(s, 1, 'egyptus', { infantry: 5, cavalry: 3 });
    const g = galley(s, 1, 'egyptus:0');
    expect(() => doEmbark(s, 1, g, troops({ generals: 2, infantry: 5, cavalry: 3 }), ev)).toThrow(/7/);
    expect(() => doEmbark(s, 1, g, troops({ infantry: 5 }), ev)).toThrow(/leader|general/);
    doEmbark(s, 1, g, troops({ generals: 1, caesar: 1, infantry: 5, cavalry: 2 }), ev);
    expect(s.galleys[0].cargo).toEqual(troops({ generals: 1, caesar: 1, infantry: 5, cavalry: 2 }));
    doSail(s, 1, g, 'mare_alexandria', ev);
    doSail(s, 1, g, 'cyrenaica:0', ev);
    expect(() => doDisembark(s, 1, g, troops({ infantry: 5, cavalry: 2 }), ev)).toThrow(/general/);
    expect(() => doDisembark(s, 1, g, troops({ generals: 1, caesar: 1 }), ev)).toThrow(/leader/);
    doDisembark(s, 1, g, troops({ generals: 1, caesar: 1, infantry: 5, cavalry: 2 }), ev);
    expect(sumAt(s, 1, 'cyrenaica')).toEqual(troops({ generals: 1, caesar: 1, infantry: 5, cavalry: 2 }));
    expect(movableTroops(s, 1, 'cyrenaica')).toEqual(troops());
    expect(() => checkMarch(s, 1, 'cyrenaica', 'africa', troops({ caesar: 1 }))).toThrow(/embark/);
  });

  it('refuses to take aboard pieces that already moved on land, or to load at sea', () => {
    const s = bareGame();
    s.stacks = s.stacks.filter((x) => x.owner !== 1);
    put(s, 1, 'cyrenaica', { generals: 1, infantry: 2 });
    doMarch(s, 1, 'cyrenaica', 'egyptus', troops({ generals: 1, infantry: 2 }), ev);
    const g = galley(s, 1, 'egyptus:0');
    expect(() => doEmbark(s, 1, g, troops({ generals: 1, infantry: 2 }), ev)).toThrow(/moved/);
    const h = galley(s, 1, 'mare_alexandria');
    expect(() => doEmbark(s, 1, h, troops({ generals: 1 }), ev)).toThrow(/coast/);
  });
});
