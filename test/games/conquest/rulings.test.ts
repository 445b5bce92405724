/**
 * Rulings of docs/conquest-rulings.md not covered elsewhere, and the
 * differences between the rulebooks and the engine found by the re-read
 * (D1…). Each test is named after its ruling id and fails if the ruling were
 * reversed. Other rulings' tests carry their ids in their own files.
 */
import { describe, expect, it } from 'vitest';
import { conquest, forceDice } from '../../../src/games/conquest';
import { organizeLegion, rollLandRound, startLandBattle } from '../../../src/games/conquest/battle';
import { roadKey, supplyLeft, tributeOf } from '../../../src/games/conquest/board';
import { PROVINCES } from '../../../src/games/conquest/data';
import { BOX, troops, units } from '../../../src/games/conquest/pieces';
import { ConquestActionSchema } from '../../../src/games/conquest/schemas';
import type { ConquestEvent, ConquestState, Face } from '../../../src/games/conquest/types';
import { act, bareGame, clearPieces, galley, own, put, refused, sumAt } from './helpers';

function buyPhase(money: number): ConquestState {
  const s = bareGame(['hispania', 'egyptus']);
  s.active = 0;
  s.phase = 'buy';
  s.players[0].money = money;
  return s;
}

describe('rulings', () => {
  it('R5 a colour has 20 cavalry (004; 002 says 10)', () => {
    expect(BOX.cavalry).toBe(20);
    let s = buyPhase(1000);
    s = act(s, 0, { type: 'buy', piece: 'cavalry', count: 20 });
    expect(refused(s, 0, { type: 'buy', piece: 'cavalry', count: 1 })).toBe('conquest.error.noneLeft');
  });

  it('R7 a catapult in reserve counts as "in the battle" for the fortified city', () => {
    const blank = () => 'blank' as Face;
    let b = startLandBattle({
      province: 'egyptus', fortified: true,
      attacker: { seat: 0, units: units({ infantry: 6, catapult: 1 }), generals: 1, caesar: 0 },
      defender: { seat: 1, units: units({ infantry: 5 }), generals: 0, caesar: 0 },
    });
    b = organizeLegion(b, 'attacker', units({ infantry: 6 }));
    const rolled = rollLandRound(b, (n) => Array.from({ length: n }, blank), 'reducedWithCatapult');
    expect(rolled.defender.lastRoll).toHaveLength(5 + 1);
  });

  it('R12 the tribute scale is the provinces held plus 5 per city in them', () => {
    const s = bareGame(['hispania', 'egyptus']);
    own(s, 0, 'baetica', 'lusitania');
    s.cities.baetica = { fortified: false };
    const expected = PROVINCES.hispania.tribute + PROVINCES.baetica.tribute + PROVINCES.lusitania.tribute + 5 + 5;
    expect(tributeOf(s, 0)).toBe(expected);
  });

  it('R14 taking a group from pieces with different points left moves the ones with most points left', () => {
    let s = bareGame(['hispania', 'egyptus']);
    s.active = 0;
    clearPieces(s);
    put(s, 0, 'hispania', { caesar: 1 });
    put(s, 0, 'baetica', { generals: 1 }, 1);
    put(s, 0, 'baetica', { generals: 1 }, 0);
    own(s, 0, 'baetica');
    s = act(s, 0, { type: 'march', from: 'baetica', to: 'lusitania', troops: troops({ generals: 1 }) });
    // The general with two points moved (one left now); the one that had used a point stayed.
    const moved = s.stacks.find((x) => x.at === 'lusitania')!;
    expect(moved.used).toBe(1);
    expect(s.stacks.find((x) => x.at === 'baetica')!.used).toBe(1);
  });

  it('R20 pieces bought this turn cannot move until the next turn', () => {
    let s = buyPhase(100);
    s = act(s, 0, { type: 'buy', piece: 'infantry', count: 2 });
    const fresh = s.stacks.filter((x) => x.owner === 0 && x.at === 'hispania' && x.troops.infantry === 2);
    expect(fresh.map((x) => x.used)).toEqual([2]);
  });

  it('R21 every land battle must be fought before the battle phase ends, in the order the attacker picks', () => {
    let s = bareGame(['hispania', 'egyptus']);
    s.active = 0;
    put(s, 1, 'baetica', { infantry: 1 });
    put(s, 1, 'lusitania', { infantry: 1 });
    own(s, 1, 'baetica', 'lusitania');
    s = act(s, 0, { type: 'march', from: 'hispania', to: 'baetica', troops: troops({ generals: 1, infantry: 2 }) });
    s = act(s, 0, { type: 'march', from: 'hispania', to: 'lusitania', troops: troops({ generals: 1, infantry: 2 }) });
    s = act(s, 0, { type: 'endMovement' });
    expect(refused(s, 0, { type: 'endBattles' })).toBe('conquest.error.battlesPending');
    const attacks = conquest.legalActions(s, 0).filter((a) => a.type === 'attack').map((a) => (a as { province: string }).province);
    expect(attacks).toEqual(['baetica', 'lusitania']);
    const events: ConquestEvent[] = [];
    s = act(s, 0, { type: 'attack', province: 'lusitania' }, events);
    expect(events.find((e) => e.type === 'battleStarted')).toMatchObject({ space: 'lusitania' });
  });

  it('R39 a player destroys only own cities, with their roads; a fortification alone cannot be removed', () => {
    let s = bareGame(['hispania', 'egyptus']);
    own(s, 0, 'baetica');
    s.cities.baetica = { fortified: true };
    s.roads = [roadKey('baetica', 'hispania')];
    s.active = 0;
    s.phase = 'destroy';
    expect(refused(s, 0, { type: 'destroyCity', province: 'egyptus' })).toBe('conquest.error.notYourCity');
    s = act(s, 0, { type: 'destroyCity', province: 'baetica' });
    expect(s.cities.baetica).toBeUndefined();
    expect(s.roads).toEqual([]);
    expect(ConquestActionSchema.safeParse({ type: 'destroyFortification', province: 'hispania' }).success).toBe(false);
  });
});

describe('differences between the rulebooks and the engine (re-read)', () => {
  it('D1 a captured Caesar hands his units to the captor, as far as the captor\'s box allows (004, not 002)', () => {
    let s = bareGame(['hispania', 'egyptus']);
    s.active = 0;
    put(s, 1, 'cyrenaica', { caesar: 1 });
    s.stacks = s.stacks.filter((x) => !(x.owner === 1 && x.at === 'egyptus'));
    put(s, 1, 'egyptus', { infantry: 5, generals: 4 });
    // Hispania's fourth general leads the legion that captures him.
    s.stacks = s.stacks.map((x) => (x.owner === 0 && x.at === 'hispania' ? { ...x, troops: { ...x.troops, generals: 3 } } : x));
    put(s, 0, 'africa', { generals: 1, infantry: 2 });
    s = act(s, 0, { type: 'march', from: 'africa', to: 'cyrenaica', troops: troops({ generals: 1, infantry: 2 }) });
    s = act(s, 0, { type: 'endMovement' });
    expect(s.players[1].alive).toBe(false);
    expect(sumAt(s, 0, 'egyptus').infantry).toBe(5);
    expect(sumAt(s, 0, 'egyptus').generals).toBe(0);
  });

  it('D2 ransom is offered by the owner in its own buy phase, not by the holder or in another phase', () => {
    const s = buyPhase(50);
    s.captives = [{ holder: 1, owner: 0, count: 1 }, { holder: 0, owner: 1, count: 1 }];
    expect(refused(s, 1, { type: 'offerRansom', holder: 0, generals: 1, amount: 10 })).toBe('conquest.error.notYourTurn');
    const moving = { ...s, phase: 'movement' as const };
    expect(refused(moving, 0, { type: 'offerRansom', holder: 1, generals: 1, amount: 10 })).toBe('conquest.error.wrongPhase');
  });

  it('D3 a promise is worth nothing to the engine: an offer of no talents may still be accepted', () => {
    let s = buyPhase(0);
    s.captives = [{ holder: 1, owner: 0, count: 1 }];
    s = act(s, 0, { type: 'offerRansom', holder: 1, generals: 1, amount: 0 });
    s = act(s, 1, { type: 'answerRansom', accept: true });
    expect(s.captives).toEqual([]);
    expect(sumAt(s, 0, 'hispania').generals).toBe(5);
  });

  it('D4 alliances are talk: the engine has no alliance action', () => {
    expect(ConquestActionSchema.safeParse({ type: 'alliance', with: 1 }).success).toBe(false);
    expect(ConquestActionSchema.safeParse({ type: 'offerRansom', holder: 1, generals: 1, amount: 0, favour: 'x' }).success).toBe(true);
  });

  it('D5 buying and placing are one step: the piece is on the board at once', () => {
    let s = buyPhase(30);
    const before = sumAt(s, 0, 'hispania').infantry;
    s = act(s, 0, { type: 'buy', piece: 'infantry', count: 3 });
    expect(sumAt(s, 0, 'hispania').infantry).toBe(before + 3);
  });

  it('D6 sea zones are never owned: a naval battle changes no owner', () => {
    let s = bareGame(['hispania', 'egyptus']);
    s.active = 0;
    s.phase = 'movement';
    galley(s, 0, 'mare_alexandria');
    galley(s, 1, 'mare_alexandria');
    s = act(s, 0, { type: 'endMovement' });
    const owners = JSON.stringify(s.owner);
    s = forceDice(s, Array(12).fill('blank'));
    s = act(s, 0, { type: 'navalAttack', sea: 'mare_alexandria', defender: 1 });
    while (s.battle) s = act(s, conquest.activePlayers(s)[0], conquest.legalActions(s, conquest.activePlayers(s)[0])[0]);
    expect(JSON.stringify(s.owner)).toBe(owners);
    expect(Object.keys(s.owner)).not.toContain('mare_alexandria');
  });

  it('D7 a road serves whoever holds both its cities (the rulebooks say "the player who built it")', () => {
    let s = bareGame(['hispania', 'egyptus']);
    clearPieces(s);
    put(s, 0, 'hispania', { caesar: 1 });
    put(s, 1, 'egyptus', { caesar: 1 });
    own(s, 1, 'baetica', 'lusitania');
    s.cities.baetica = { fortified: false };
    s.cities.lusitania = { fortified: false };
    s.roads = [roadKey('baetica', 'lusitania')].sort();
    put(s, 1, 'baetica', { generals: 1, infantry: 1 });
    s.active = 1;
    const r = conquest.apply(s, 1, { type: 'march', from: 'baetica', to: 'lusitania', troops: troops({ generals: 1, infantry: 1 }) });
    expect(r.ok).toBe(true);
  });

  it('D9 an emptied province stays its owner\'s (002: leave a control marker)', () => {
    let s = bareGame(['hispania', 'egyptus']);
    s.active = 0;
    own(s, 0, 'baetica');
    put(s, 0, 'baetica', { generals: 1, infantry: 1 });
    s = act(s, 0, { type: 'march', from: 'baetica', to: 'lusitania', troops: troops({ generals: 1, infantry: 1 }) });
    s = act(s, 0, { type: 'endMovement' });
    expect(s.owner.baetica).toBe(0);
  });

  it('D10 units lost in battle and destroyed cities go back to the supply', () => {
    let s = buyPhase(0);
    const left = supplyLeft(s, 0, 'infantry');
    s.stacks = s.stacks.map((x) => (x.owner === 0 ? { ...x, troops: { ...x.troops, infantry: x.troops.infantry - 2 } } : x));
    expect(supplyLeft(s, 0, 'infantry')).toBe(left + 2);
    s.phase = 'destroy';
    const cities = Object.keys(s.cities).length;
    s = act(s, 0, { type: 'destroyCity', province: 'hispania' });
    expect(Object.keys(s.cities)).toHaveLength(cities - 1);
  });
});
