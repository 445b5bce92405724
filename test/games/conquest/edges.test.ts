import { describe, expect, it } from 'vitest';
import { conquest, forceDice } from '../../../src/games/conquest';
import { troops, units } from '../../../src/games/conquest/pieces';
import { parseOptions } from '../../../src/games/conquest/schemas';
import { initialState } from '../../../src/games/conquest/setup';
import type { ConquestEvent, ConquestState } from '../../../src/games/conquest/types';
import { act, galley, put, sumAt } from './helpers';

function twoPlayers(): ConquestState {
  const s = initialState(parseOptions({ players: 2, homes: ['hispania', 'egyptus'] }), 'edges');
  s.players.forEach((p, i) => { s.owner[p.home] = i; });
  return s;
}

describe('battle edges on the board', () => {
  it('lands a legion from a galley and fights: the defender\'s fortified city rolls extra dice', () => {
    // 002's reading: the extra dice drop to one when the attacker has no catapult left.
    let s = initialState(parseOptions({ players: 2, homes: ['hispania', 'egyptus'], fortifiedCatapultRule: 'reducedWithoutCatapult' }), 'x');
    s.active = 0;
    const g = galley(s, 0, 'mare_alexandria', { generals: 1, infantry: 4 });
    s = act(s, 0, { type: 'sail', galley: g, to: 'egyptus:0' });
    s = act(s, 0, { type: 'disembark', galley: g, troops: troops({ generals: 1, infantry: 4 }) });
    s = act(s, 0, { type: 'endMovement' });
    expect(conquest.legalActions(s, 0)).toEqual([{ type: 'attack', province: 'egyptus' }]);
    // Both battle legions are forced (4 and 5 units) and the round is rolled at once:
    // 4 dice for Hispania, 5 + 1 fortification die for Egypt (the attacker has no catapult).
    s = forceDice(s, ['blank', 'blank', 'blank', 'blank', 'blank', 'blank', 'blank', 'blank', 'blank', 'infantry']);
    s = act(s, 0, { type: 'attack', province: 'egyptus' });
    expect(s.battle?.kind === 'land' && s.battle.defender.lastRoll).toHaveLength(6);
    expect(s.battle?.kind === 'land' && s.battle.attacker.units).toEqual(units({ infantry: 3 }));
    expect(s.forcedDice).toEqual([]);
  });

  it('R26 D8 lets a beaten attacker retreat to a free neighbour, pursued by cavalry', () => {
    let s = twoPlayers();
    s.active = 0;
    s.owner.cyrenaica = 1;
    put(s, 1, 'cyrenaica', { generals: 1, infantry: 1, cavalry: 2 });
    put(s, 0, 'africa', { generals: 1, infantry: 3 });
    s = act(s, 0, { type: 'march', from: 'africa', to: 'cyrenaica', troops: troops({ generals: 1, infantry: 3 }) });
    s = act(s, 0, { type: 'endMovement' });
    s = forceDice(s, ['blank', 'blank', 'blank', 'infantry', 'blank', 'blank']);
    const events: ConquestEvent[] = [];
    s = act(s, 0, { type: 'attack', province: 'cyrenaica' }, events);
    expect(events.filter((e) => e.type === 'rolled').map((e) => e.type === 'rolled' && e.hits)).toEqual([0, 1]);
    // The board changes when the battle is over; the battle record holds the units meanwhile.
    expect(s.battle?.kind === 'land' && s.battle.attacker.units).toEqual(units({ infantry: 2 }));
    s = act(s, 1, { type: 'continue' });
    const options = conquest.legalActions(s, 0).filter((a) => a.type === 'retreat');
    expect(options).toContainEqual({ type: 'retreat', to: 'africa' });
    expect(options).not.toContainEqual({ type: 'retreat', to: 'egyptus' });
    // Pursuit: 3 dice for Egypt's 3 survivors, two cavalry faces, two cavalry: both retreating infantry fall; the general escapes.
    s = forceDice(s, ['cavalry', 'cavalry', 'blank']);
    s = act(s, 0, { type: 'retreat', to: 'africa' });
    expect(sumAt(s, 0, 'africa')).toEqual(troops({ generals: 1 }));
    expect(s.owner.cyrenaica).toBe(1);
    expect(s.captives).toEqual([]);
  });

  it('R30 R33 captures lone enemy leaders on occupation but leaves the galleys on the coast (no battle won there)', () => {
    let s = twoPlayers();
    s.active = 0;
    s.owner.cyrenaica = 1;
    put(s, 1, 'cyrenaica', { generals: 2 });
    galley(s, 1, 'cyrenaica:0', { generals: 1 });
    put(s, 0, 'africa', { generals: 1, infantry: 1 });
    s = act(s, 0, { type: 'march', from: 'africa', to: 'cyrenaica', troops: troops({ generals: 1, infantry: 1 }) });
    const events: ConquestEvent[] = [];
    s = act(s, 0, { type: 'endMovement' }, events);
    expect(s.owner.cyrenaica).toBe(0);
    expect(s.galleys.map((g) => g.owner)).toEqual([1]);
    expect(s.captives).toEqual([{ holder: 0, owner: 1, count: 2 }]);
    expect(events.some((e) => e.type === 'galleysDestroyed')).toBe(false);
  });

  it('eliminates a player whose Caesar sinks with his galley', () => {
    let s = twoPlayers();
    s.active = 0;
    s.stacks = s.stacks.map((x) => (x.owner === 1 ? { ...x, troops: troops({ generals: 4, infantry: 5 }) } : x));
    galley(s, 1, 'mare_libycum', { caesar: 1, infantry: 2 });
    galley(s, 0, 'mare_libycum');
    galley(s, 0, 'mare_libycum');
    s = act(s, 0, { type: 'endMovement' });
    s = forceDice(s, ['galley', 'blank', 'blank', 'blank', 'blank', 'blank']);
    s = act(s, 0, { type: 'navalAttack', sea: 'mare_libycum', defender: 1 });
    expect(s.players[1].alive).toBe(false);
    expect(s.endReason).toBe('lastCaesar');
    expect(conquest.result(s)?.winners).toEqual([0]);
  });

  it('asks the defender for its battle legion even when it is not the defender\'s turn', () => {
    let s = twoPlayers();
    s.active = 0;
    s.owner.cyrenaica = 1;
    put(s, 1, 'cyrenaica', { generals: 1, infantry: 6, cavalry: 2 });
    put(s, 0, 'africa', { generals: 1, infantry: 2 });
    s = act(s, 0, { type: 'march', from: 'africa', to: 'cyrenaica', troops: troops({ generals: 1, infantry: 2 }) });
    s = act(s, 0, { type: 'endMovement' });
    s = act(s, 0, { type: 'attack', province: 'cyrenaica' });
    expect(conquest.activePlayers(s)).toEqual([1]);
    // Three battle legions, and the standing orders (to the end, or retreat below half of its 8 units).
    expect(conquest.legalActions(s, 1).filter((a) => a.type === 'legion')).toHaveLength(3);
    expect(conquest.legalActions(s, 1).filter((a) => a.type === 'fightOn')).toEqual([{ type: 'fightOn', retreatBelow: 0 }, { type: 'fightOn', retreatBelow: 4 }]);
    const r = conquest.apply(s, 0, { type: 'legion', legion: units({ infantry: 2 }) });
    expect(r.ok).toBe(false);
  });
});

describe('actions naming what is not on the map', () => {
  it('refuses at the boundary a place named like a property every object has (a road to "constructor" made apply throw)', () => {
    // Found by random variants of legal actions: such names index the map's plain objects and
    // find the prototype's property instead of nothing.
    for (const name of ['constructor', '__proto__', 'hasOwnProperty', 'toString']) {
      expect(() => conquest.parseAction({ type: 'buy', piece: 'road', between: [name, 'macedonia'] }), name).toThrow(/malformed action/);
      expect(() => conquest.parseAction({ type: 'march', from: 'macedonia', to: name, troops: { infantry: 1 } }), name).toThrow(/malformed action/);
      expect(() => conquest.parseAction({ type: 'sail', galley: 0, to: name }), name).toThrow(/malformed action/);
    }
    expect(conquest.parseAction({ type: 'buy', piece: 'road', between: ['thracia', 'macedonia'] })).toEqual({ type: 'buy', piece: 'road', between: ['macedonia', 'thracia'] });
  });
});
