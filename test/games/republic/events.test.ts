import { describe, expect, it } from 'vitest';
import { drawEvent, eventCount, eventForRoll, omens, runEventHook } from '../../../src/games/republic/events/registry';
import { unitCost } from '../../../src/games/republic/military';
import { fight } from '../../../src/games/republic/phases/combat';
import { answer, settle } from '../../../src/games/republic/flow';
import { EVENTS } from '../../../src/games/republic/data';
import { top } from '../../../src/games/republic/registry';
import { addSenator, bare, ctxOf } from './helpers';
import { armyAtWar, war } from './senate-table';


describe('1.07.21 Random events', () => {
  it('read the era\'s column of the 3d6 table', () => {
    const s = bare();
    expect(eventForRoll(s, 9)).toBe('event:drought');
    s.era = 'late';
    expect(eventForRoll(s, 14)).toBe('event:trial-of-verres');
  });

  it('come in on the light side, flip to the dark side, then do nothing more (two-sided events)', () => {
    const c = ctxOf(bare());
    drawEvent(c, 'event:allied-enthusiasm');
    drawEvent(c, 'event:allied-enthusiasm');
    drawEvent(c, 'event:allied-enthusiasm');
    expect(c.s.forum.events).toEqual([{ id: 'event:allied-enthusiasm', level: 2, count: 1, turn: c.s.turn }]);
    runEventHook(c, 'stateRevenue', {});
    expect(c.s.treasury).toBe(175);
  });

  it('Drought, Evil Omens and Manpower Shortage stack; Evil Omens cost 20T once; a shortage adds 10T per unit', () => {
    const c = ctxOf(bare());
    drawEvent(c, 'event:evil-omens');
    drawEvent(c, 'event:evil-omens');
    expect(omens(c.s)).toBe(2);
    expect(c.s.treasury).toBe(80);
    drawEvent(c, 'event:manpower-shortage');
    drawEvent(c, 'event:manpower-shortage');
    expect(unitCost(c.s)).toBe(30);
    drawEvent(c, 'event:drought');
    expect(eventCount(c.s, 'event:drought')).toBe(1);
  });

  it('Natural Disaster: the State pays 50T and a concession is destroyed on 1d6', () => {
    const s = bare();
    addSenator(s, 1, 0, { concessions: [{ card: 'concession:harbor-fees', corrupt: false }] });
    const c = ctxOf(s, [3]);
    drawEvent(c, 'event:natural-disaster');
    expect(c.s.treasury).toBe(50);
    expect(c.s.senators['1'].concessions).toEqual([]);
    expect(c.s.curia.concessions).toEqual(['concession:harbor-fees']);
  });

  it('Mob Violence draws unrest chits; only senators in Rome below the unrest level die', () => {
    const s = bare();
    addSenator(s, 1, 0);
    addSenator(s, 2, 0, { pop: 1 });
    addSenator(s, 3, 0, { pop: 5 });
    s.unrest = 3;
    const c = ctxOf(s, [], [2, 3, 0]);
    drawEvent(c, 'event:mob-violence');
    expect(c.s.senators['2']).toBeUndefined();
    expect(c.s.senators['3']).toBeDefined();
  });

  it('Epidemic: six chits, senators in Rome die; Foreign Epidemic: only the first drawn away from Rome', () => {
    const s = bare();
    addSenator(s, 1, 0);
    addSenator(s, 2, 0);
    addSenator(s, 3, 0, { where: { kind: 'captive', war: 'war:1st-punic' } });
    addSenator(s, 4, 0, { where: { kind: 'captive', war: 'war:1st-punic' } });
    const c = ctxOf(s, [], [2, 3, 0, 0, 10, 11]);
    drawEvent(c, 'event:epidemic');
    expect(Object.keys(c.s.senators).sort()).toEqual(['1', '3', '4']);
    c.s.forced.chits = [1, 4, 3, 0, 10, 11];
    drawEvent(c, 'event:epidemic');
    expect(Object.keys(c.s.senators).sort()).toEqual(['1', '3']);
  });

  it('Storm at Sea sinks 2d6 fleets, those in the Active Forces first', () => {
    const s = bare();
    s.fleets.forEach((f, i) => { f.at = i < 5 ? 'active' : 'pool'; });
    const c = ctxOf(s, [1, 2]);
    drawEvent(c, 'event:storm-at-sea');
    expect(c.s.fleets.filter((f) => f.at === 'active')).toHaveLength(2);
  });

  it('Trial of Verres and Evil Omens change each province\'s income totals', () => {
    const s = bare(3, 'revenue');
    addSenator(s, 1, 0, { where: { kind: 'governor', province: 'sicilia' } });
    addSenator(s, 2, 1);
    s.provinces.sicilia = { id: 'sicilia', developed: true, governor: '1', term: 3, electedTurn: 0, blockedTurn: null };
    // Spoils 1d6+4 rolls 4: 8 - 3 = 5 (Verres) - 1 (one omen) = 4; State income 1d6+2 rolls 2: 4 + 3 - 1 = 6.
    const c = ctxOf(s, [4, 2]);
    drawEvent(c, 'event:trial-of-verres');
    c.s.forum.events.push({ id: 'event:evil-omens', level: 1, count: 1, turn: c.s.turn });
    settle(c);
    answer(c, { type: 'spoils', take: true });
    settle(c);
    // 3T as Faction Leader + 4T of spoils.
    expect(c.s.senators['1'].talents).toBe(7);
    while (top(c.s) && ['redistribute', 'contribute'].includes(top(c.s)!.kind)) { answer(c, { type: 'done' }); settle(c); }
    expect(c.events.find((e) => e.type === 'taxes')).toMatchObject({ province: 'sicilia', total: 6 });
  });

  it('Enemy Leader Dies: at the end of the Forum Phase the strongest leader goes; the dark side also makes his war sue for peace', () => {
    const s = bare();
    s.forum.wars = [war('war:1st-punic', { leaders: ['leader:hamilcar', 'leader:hannibal'] })];
    s.deck = ['intrigue:tribune-38'];
    const c = ctxOf(s, [], []);
    drawEvent(c, 'event:enemy-leader-dies');
    drawEvent(c, 'event:enemy-leader-dies');
    runEventHook(c, 'endForum', {});
    expect(c.s.discard).toContain('leader:hannibal');
    // Half the 35T spoils, and the war goes back among the top cards of the deck.
    expect(c.s.treasury).toBe(117);
    expect(c.s.forum.wars).toEqual([]);
    expect(c.s.deck).toContain('war:1st-punic');
    expect(c.s.curia.leaders).toEqual(['leader:hamilcar']);
  });

  it('New Alliance: at the end of the Senate the strongest active war sues for peace (half spoils); the dark side ends it', () => {
    const s = bare();
    s.forum.wars = [war('war:1st-gallic'), war('war:2nd-punic')];
    const c = ctxOf(s);
    drawEvent(c, 'event:new-alliance');
    drawEvent(c, 'event:new-alliance');
    runEventHook(c, 'endSenate', {});
    expect(c.s.forum.wars.map((w) => w.card)).toEqual(['war:1st-gallic']);
    expect(c.s.treasury).toBe(125);
    expect(c.s.provinces['hispania-citerior']).toBeDefined();
  });

  it('Barbarian Raids: a frontier province (1.09.6461) that fails 2d6 + strength over 15 is overrun', () => {
    const s = bare(3, 'revenue');
    addSenator(s, 5, 1);
    addSenator(s, 1, 0, { where: { kind: 'governor', province: 'gallia-cisalpina' } });
    s.provinces['gallia-cisalpina'] = { id: 'gallia-cisalpina', developed: true, governor: '1', term: 3, electedTurn: 0, blockedTurn: null };
    const c = ctxOf(s, [2, 3], [10, 11]);
    drawEvent(c, 'event:barbarian-raids');
    runEventHook(c, 'revenueStart', {});
    // 5 + base 2 + MIL 4 = 11: overrun, reverts to undeveloped, no revenue this turn.
    expect(c.s.provinces['gallia-cisalpina']).toMatchObject({ developed: false, blockedTurn: c.s.turn });
  });

  it('Internal Disorder: undeveloped provinces yield nothing; a governor failing 1d6 over 4 dies and the province revolts', () => {
    const s = bare(3, 'revenue');
    addSenator(s, 5, 1);
    addSenator(s, 1, 0);
    addSenator(s, 2, 0, { where: { kind: 'governor', province: 'sicilia' } });
    s.provinces.sicilia = { id: 'sicilia', developed: false, governor: '2', term: 3, electedTurn: 0, blockedTurn: null };
    const c = ctxOf(s, [3]);
    drawEvent(c, 'event:internal-disorder');
    runEventHook(c, 'revenueStart', {});
    expect(c.s.senators['2']).toBeUndefined();
    expect(c.s.provinces.sicilia).toBeUndefined();
    expect(c.s.forum.wars).toEqual([expect.objectContaining({ card: 'war:revolt:sicilia', status: 'active', revolt: true })]);
  });

  it('Ally Deserts adds the black die to the war on an even battle roll; Enemy\'s Ally Deserts subtracts it on an odd one', () => {
    const s = bare(3, 'combat');
    addSenator(s, 5, 1);
    addSenator(s, 1, 0, { where: { kind: 'army', army: 1 } });
    armyAtWar(s, 'war:1st-gallic', '1');
    const c = ctxOf(s, [4, 4, 4], [10, 11, 12, 13]);
    c.s.combat = { queue: [], victors: [] };
    drawEvent(c, 'event:ally-deserts');
    fight(c, c.s.armies[0], 'land');
    expect(c.events.find((e) => e.type === 'battle')).toMatchObject({ war_strength: 14 });
    const c2 = ctxOf(s, [5, 4, 4], [10, 11, 12, 13]);
    c2.s.combat = { queue: [], victors: [] };
    drawEvent(c2, 'event:enemys-ally-deserts');
    fight(c2, c2.s.armies[0], 'land');
    expect(c2.events.find((e) => e.type === 'battle')).toMatchObject({ war_strength: 5 });
  });

  it('every event card has an effect (none is reported missing)', () => {
    for (const id of EVENTS.keys()) {
      const c = ctxOf(bare());
      drawEvent(c, id);
      expect(c.events.some((e) => e.type === 'eventEffectMissing'), id).toBe(false);
    }
  });
});
