import { describe, expect, it } from 'vitest';
import { conquest } from '../../../src/games/conquest';
import { chooseAction } from '../../../src/games/conquest/ai';
import type { ConquestAction, ConquestState } from '../../../src/games/conquest/types';
import { supplyLeft } from '../../../src/games/conquest/board';
import { bareGame, clearPieces, own, put } from './helpers';

/** Seat 0 (home Hispania, a fortified city from the start) in its buy phase with `money`. */
function buyPhase(money: number): ConquestState {
  const s = bareGame();
  clearPieces(s);
  put(s, 0, 'hispania', { infantry: 6, caesar: 1, generals: 1 });
  put(s, 1, 'egyptus', { infantry: 6, caesar: 1 });
  s.active = 0;
  s.phase = 'buy';
  s.players[0].money = money;
  return s;
}

/** Puts the rest of seat 0's box at home: its talents then have no units to buy. */
function fillBox(s: ConquestState): void {
  put(s, 0, 'hispania', { infantry: supplyLeft(s, 0, 'infantry'), cavalry: supplyLeft(s, 0, 'cavalry'), catapult: supplyLeft(s, 0, 'catapult') });
}

function buys(s: ConquestState): ConquestAction {
  const a = chooseAction(conquest.view(s, 0), 0, undefined, 'normal');
  const r = conquest.apply(s, 0, a);
  if (!r.ok) throw new Error(`illegal ${JSON.stringify(a)}: ${r.error.message}`);
  return a;
}

describe('the Conquest AI (normal and hard levels) builds roads and fortifications where they pay', () => {
  it('the hard level builds them too; the easy level builds neither', () => {
    const s = buyPhase(100);
    own(s, 0, 'aquitania');
    s.cities.aquitania = { fortified: false };
    fillBox(s);
    expect(chooseAction(conquest.view(s, 0), 0, undefined, 'hard')).toEqual({ type: 'buy', piece: 'road', between: ['hispania', 'aquitania'] });
    expect(chooseAction(conquest.view(s, 0), 0, undefined, 'easy')).not.toMatchObject({ piece: 'road' });
  });

  it('joins a city next to home to home by road', () => {
    const s = buyPhase(100);
    own(s, 0, 'aquitania');
    s.cities.aquitania = { fortified: false };
    fillBox(s);
    expect(buys(s)).toEqual({ type: 'buy', piece: 'road', between: ['hispania', 'aquitania'] });
  });

  it('extends the network from home outwards, and builds nothing while its talents can still buy units', () => {
    const s = buyPhase(100);
    own(s, 0, 'lugdunensis', 'narbonensis');
    s.cities.lugdunensis = { fortified: false };
    s.cities.narbonensis = { fortified: false };
    s.roads = [];
    fillBox(s);
    // Narbonensis borders home: that road comes first; Lugdunensis only once Narbonensis is on the network.
    expect(buys(s)).toEqual({ type: 'buy', piece: 'road', between: ['hispania', 'narbonensis'] });
    // Units come first: with room in the box the talents buy units, not roads.
    const building = buyPhase(100);
    own(building, 0, 'aquitania');
    building.cities.aquitania = { fortified: false };
    expect(chooseAction(conquest.view(building, 0), 0, undefined, 'normal')).not.toMatchObject({ piece: 'road' });
  });

  it('fortifies a city it defends when a rival stands next door, not an unthreatened one', () => {
    const s = buyPhase(100);
    own(s, 0, 'aquitania', 'narbonensis');
    s.cities.aquitania = { fortified: false };
    s.cities.narbonensis = { fortified: false };
    s.roads = ['aquitania|hispania', 'hispania|narbonensis'];
    put(s, 0, 'narbonensis', { infantry: 5, generals: 1 });
    put(s, 0, 'aquitania', { infantry: 5, generals: 1 });
    put(s, 1, 'italia', { infantry: 6, generals: 1 });
    own(s, 1, 'italia');
    fillBox(s);
    expect(buys(s)).toEqual({ type: 'buy', piece: 'fortification', province: 'narbonensis' });
    // Without the rival next door nothing needs a fortification.
    const calm = buyPhase(100);
    own(calm, 0, 'narbonensis');
    calm.cities.narbonensis = { fortified: false };
    calm.roads = ['hispania|narbonensis'];
    put(calm, 0, 'narbonensis', { infantry: 5, generals: 1 });
    fillBox(calm);
    expect(chooseAction(conquest.view(calm, 0), 0, undefined, 'normal')).not.toMatchObject({ piece: 'fortification' });
  });

  it('travels along its roads: a general short of troops goes home in one move from two provinces away', () => {
    const s = buyPhase(0);
    s.phase = 'movement';
    // Home holds troops but no general: the one in Italia must fetch them.
    s.stacks = s.stacks.filter((x) => x.owner !== 0);
    put(s, 0, 'hispania', { caesar: 1 });
    own(s, 0, 'narbonensis', 'italia');
    s.cities.narbonensis = { fortified: false };
    s.cities.italia = { fortified: false };
    s.roads = ['hispania|narbonensis', 'italia|narbonensis'];
    put(s, 0, 'hispania', { infantry: 14 });
    put(s, 0, 'italia', { infantry: 1, generals: 1 });
    const a = chooseAction(conquest.view(s, 0), 0, undefined, 'normal');
    expect(a).toMatchObject({ type: 'march', from: 'italia', to: 'hispania' });
    expect(conquest.apply(s, 0, a).ok).toBe(true);
  });
});
