/**
 * A test per event side that no other test names (data/republic/events.json: `name` light, `reverse` dark).
 * Each dark side is compared with its light side on the same dice.
 */
import { describe, expect, it } from 'vitest';
import { drawEvent, eventInPlay, omens, runEventHook } from '../../../src/games/republic/events/registry';
import { fight } from '../../../src/games/republic/phases/combat';
import { droughts } from '../../../src/games/republic/phases/population';
import { unitCost } from '../../../src/games/republic/military';
import { answer, settle } from '../../../src/games/republic/flow';
import { top } from '../../../src/games/republic/registry';
import type { RepublicState } from '../../../src/games/republic/types';
import { addSenator, bare, ctxOf } from './helpers';
import { armyAtWar } from './senate-table';

/** Draws `id` once (light side) or twice (dark side). */
function drawn(c: ReturnType<typeof ctxOf>, id: string, dark: boolean) {
  drawEvent(c, id);
  if (dark) drawEvent(c, id);
  expect(eventInPlay(c.s, id)!.level).toBe(dark ? 2 : 1);
}

describe('event sides: Allied Enthusiasm / Extreme Allied Enthusiasm', () => {
  it('Allied Enthusiasm gives the State 50T in the Revenue Phase; Extreme Allied Enthusiasm 75T', () => {
    for (const [dark, gain] of [[false, 50], [true, 75]] as const) {
      const c = ctxOf(bare());
      drawn(c, 'event:allied-enthusiasm', dark);
      const before = c.s.treasury;
      runEventHook(c, 'stateRevenue', {});
      expect(c.s.treasury - before).toBe(gain);
    }
  });
});

describe('event sides: Roman Auxiliary Deserts and Enemy Mercenaries Desert (two dice instead of one)', () => {
  function battle(id: string, dark: boolean, d6: number[]) {
    const s = bare(3, 'combat');
    addSenator(s, 5, 1);
    addSenator(s, 1, 0, { where: { kind: 'army', army: 1 } });
    armyAtWar(s, 'war:1st-gallic', '1');
    const c = ctxOf(s, d6, [10, 11, 12, 13]);
    c.s.combat = { queue: [], victors: [] };
    drawn(c, id, dark);
    fight(c, c.s.armies[0], 'land');
    return (c.events.find((e) => e.type === 'battle') as unknown as { war_strength: number }).war_strength;
  }

  it('Roman Auxiliary Deserts adds the two white dice to the war on an even roll (Ally Deserts adds the black one)', () => {
    // The 1st Gallic War is 10: an even roll 2 + 4 + 6 = 12.
    expect(battle('event:ally-deserts', false, [2, 4, 6])).toBe(10 + 2);
    expect(battle('event:ally-deserts', true, [2, 4, 6])).toBe(10 + 4 + 6);
    // An odd roll changes nothing.
    expect(battle('event:ally-deserts', true, [1, 4, 6])).toBe(10);
  });

  it('Enemy Mercenaries Desert takes the two white dice off the war on an odd roll (Enemy\'s Ally Deserts the black one)', () => {
    expect(battle('event:enemys-ally-deserts', false, [1, 2, 4])).toBe(10 - 1);
    expect(battle('event:enemys-ally-deserts', true, [1, 2, 4])).toBe(10 - 2 - 4);
    expect(battle('event:enemys-ally-deserts', true, [2, 2, 4])).toBe(10);
  });
});

describe('event sides: Barbarian Raids Increase', () => {
  function raid(dark: boolean, d6: number[]) {
    const s = bare(3, 'revenue');
    addSenator(s, 5, 1);
    addSenator(s, 1, 0, { mil: 4, where: { kind: 'governor', province: 'gallia-cisalpina' } });
    s.provinces['gallia-cisalpina'] = { id: 'gallia-cisalpina', developed: true, governor: '1', term: 3, electedTurn: 0, blockedTurn: null };
    const c = ctxOf(s, d6, [10, 11, 12, 13, 14, 15]);
    drawn(c, 'event:barbarian-raids', dark);
    runEventHook(c, 'revenueStart', {});
    return c.events.some((e) => e.type === 'provinceOverrun');
  }

  it('Barbarian Raids Increase: the province must exceed 17 rather than 15', () => {
    // 5 + 6 + base 2 + MIL 4 = 17: enough against Barbarian Raids, not against Barbarian Raids Increase.
    expect(raid(false, [5, 6])).toBe(false);
    expect(raid(true, [5, 6])).toBe(true);
    expect(raid(true, [6, 6])).toBe(false);
  });
});

describe('event sides: Increased Internal Disorder', () => {
  function disorder(dark: boolean, roll: number): RepublicState {
    const s = bare(3, 'revenue');
    addSenator(s, 5, 1);
    addSenator(s, 1, 0);
    addSenator(s, 2, 0, { where: { kind: 'governor', province: 'sicilia' } });
    s.provinces.sicilia = { id: 'sicilia', developed: false, governor: '2', term: 3, electedTurn: 0, blockedTurn: null };
    const c = ctxOf(s, [roll]);
    drawn(c, 'event:internal-disorder', dark);
    runEventHook(c, 'revenueStart', {});
    return c.s;
  }

  it('Increased Internal Disorder: the governor must roll over 5 rather than 4', () => {
    expect(disorder(false, 5).provinces.sicilia).toBeDefined();
    const dark = disorder(true, 5);
    expect(dark.provinces.sicilia).toBeUndefined();
    expect(dark.senators['2']).toBeUndefined();
    expect(disorder(true, 6).provinces.sicilia).toMatchObject({ governor: '2' });
  });
});

describe('event sides: More Mob Violence', () => {
  it('More Mob Violence draws unrest + 1d6 chits (Mob Violence: unrest)', () => {
    for (const [dark, chits] of [[false, 2], [true, 2 + 3]] as const) {
      const s = bare();
      addSenator(s, 1, 0, { pop: 5 });
      s.unrest = 2;
      // The dark side is drawn over a light one already in play; only its own draw is counted here.
      if (dark) s.forum.events = [{ id: 'event:mob-violence', level: 1, count: 1, turn: 0 }];
      const c = ctxOf(s, [3], [20, 21, 22, 23, 24, 25, 26]);
      drawEvent(c, 'event:mob-violence');
      expect((c.events.find((e) => e.type === 'chits') as unknown as { drawn: number[] }).drawn).toHaveLength(chits);
    }
  });
});

describe('event sides: Widespread Natural Disaster', () => {
  it('Widespread Natural Disaster: the State does not pay the 50T again, but another concession may be destroyed', () => {
    const s = bare();
    addSenator(s, 1, 0, { concessions: [{ card: 'concession:harbor-fees', corrupt: false }] });
    s.forum.events = [{ id: 'event:natural-disaster', level: 1, count: 1, turn: 0 }];
    const c = ctxOf(s, [3]);
    const before = c.s.treasury;
    drawEvent(c, 'event:natural-disaster');
    expect(eventInPlay(c.s, 'event:natural-disaster')!.level).toBe(2);
    expect(c.s.treasury).toBe(before);
    expect(c.s.senators['1'].concessions).toEqual([]);
  });
});

describe('event sides: More Evil Omens and Severe Drought', () => {
  it('More Evil Omens: -2 to the rolls, and the State pays the 20T only once', () => {
    const c = ctxOf(bare());
    drawn(c, 'event:evil-omens', true);
    expect(omens(c.s)).toBe(2);
    expect(c.s.treasury).toBe(100 - 20);
  });

  it('Severe Drought: two droughts add 2 to the unrest (1.08.12)', () => {
    const c = ctxOf(bare());
    drawn(c, 'event:drought', false);
    expect(droughts(c.s)).toBe(1);
    drawEvent(c, 'event:drought');
    expect(droughts(c.s)).toBe(2);
  });
});

describe('event sides: Increased Manpower Shortage, Another Storm at Sea, Another Corruption Trial', () => {
  it('Increased Manpower Shortage: each shortage in play adds 10T to every unit raised', () => {
    const c = ctxOf(bare());
    drawEvent(c, 'event:manpower-shortage');
    expect(unitCost(c.s)).toBe(20);
    drawEvent(c, 'event:manpower-shortage');
    expect(eventInPlay(c.s, 'event:manpower-shortage')!.level).toBe(2);
    expect(unitCost(c.s)).toBe(30);
  });

  it('Another Storm at Sea sinks 2d6 fleets again', () => {
    const s = bare();
    s.fleets.forEach((f, i) => { f.at = i < 9 ? 'active' : 'pool'; });
    s.forum.events = [{ id: 'event:storm-at-sea', level: 1, count: 1, turn: 0 }];
    const c = ctxOf(s, [2, 3]);
    drawEvent(c, 'event:storm-at-sea');
    expect(eventInPlay(c.s, 'event:storm-at-sea')!.level).toBe(2);
    expect(c.s.fleets.filter((f) => f.at === 'active')).toHaveLength(9 - 5);
  });

  it('Another Corruption Trial takes 5 off a governor\'s spoils and adds 5 to its State income (Trial of Verres: 3)', () => {
    for (const [dark, cut] of [[false, 3], [true, 5]] as const) {
      const s = bare(3, 'revenue');
      addSenator(s, 1, 0, { where: { kind: 'governor', province: 'sicilia' } });
      addSenator(s, 2, 1);
      s.provinces.sicilia = { id: 'sicilia', developed: true, governor: '1', term: 3, electedTurn: 0, blockedTurn: null };
      if (dark) s.forum.events = [{ id: 'event:trial-of-verres', level: 1, count: 1, turn: 0 }];
      // Spoils 1d6+4 rolls 4: 8 - cut; State income 1d6+2 rolls 2: 4 + cut.
      const c = ctxOf(s, [4, 2]);
      drawEvent(c, 'event:trial-of-verres');
      settle(c);
      answer(c, { type: 'spoils', take: true });
      settle(c);
      expect(c.s.senators['1'].talents).toBe(3 + 8 - cut);
      while (top(c.s) && ['redistribute', 'contribute'].includes(top(c.s)!.kind)) { answer(c, { type: 'done' }); settle(c); }
      expect(c.events.find((e) => e.type === 'taxes')).toMatchObject({ province: 'sicilia', total: 4 + cut });
    }
  });
});
