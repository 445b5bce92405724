import { describe, expect, it } from 'vitest';
import { conquest, forceDice } from '../../../src/games/conquest';
import { tributeOf, roadKey } from '../../../src/games/conquest/board';
import { troops, units } from '../../../src/games/conquest/pieces';
import { parseOptions } from '../../../src/games/conquest/schemas';
import { initialState } from '../../../src/games/conquest/setup';
import type { ConquestEvent, ConquestState, Seat } from '../../../src/games/conquest/types';
import { act, galley, put, refused, sumAt } from './helpers';

function game(homes: string[]): ConquestState {
  return initialState(parseOptions({ players: homes.length, homes }), 'turns');
}
const seatOf = (s: ConquestState, home: string) => s.players.findIndex((p) => p.home === home);

describe('rulebook example 2: a full turn of Italia', () => {
  it('R38 attacks Narbonensis and Dalmatia, wins one, collects 40, destroys Neapolis\'s city and buys 4 infantry', () => {
    let s = game(['macedonia', 'mesopotamia', 'egyptus', 'hispania', 'italia']);
    const [mac, hisp, ita] = [seatOf(s, 'macedonia'), seatOf(s, 'hispania'), seatOf(s, 'italia')];
    // The position before Italia's turn.
    s.owner.narbonensis = hisp;
    s.owner.dalmatia = mac;
    s.owner.neapolis = ita;
    s.cities.neapolis = { fortified: false };
    s.roads = [roadKey('italia', 'neapolis')];
    put(s, hisp, 'narbonensis', { generals: 1, infantry: 2 });
    put(s, mac, 'dalmatia', { generals: 1, catapult: 1, cavalry: 2, infantry: 4 });
    s.stacks = s.stacks.filter((x) => !(x.owner === hisp && x.at === 'hispania') && !(x.owner === mac && x.at === 'macedonia'));
    put(s, hisp, 'hispania', { caesar: 1, generals: 3, infantry: 5 });
    put(s, mac, 'macedonia', { caesar: 1, generals: 3, infantry: 5 });
    put(s, ita, 'italia', { cavalry: 3, catapult: 2 });
    s.active = ita;
    expect(tributeOf(s, ita)).toBe(30);

    const events: ConquestEvent[] = [];
    s = act(s, ita, { type: 'march', from: 'italia', to: 'narbonensis', troops: troops({ generals: 1, cavalry: 1, infantry: 2 }) });
    s = act(s, ita, { type: 'march', from: 'italia', to: 'dalmatia', troops: troops({ generals: 1, infantry: 3, cavalry: 2, catapult: 2 }) });
    s = act(s, ita, { type: 'endMovement' });
    expect(conquest.legalActions(s, ita)).toEqual([
      { type: 'attack', province: 'dalmatia' }, { type: 'attack', province: 'narbonensis' }]);
    expect(refused(s, ita, { type: 'endBattles' })).toBe('conquest.error.battlesPending');

    // Narbonensis: Italia rolls 2 infantry symbols, Hispania nothing: Hispania's legion is gone, its general captured.
    s = forceDice(s, ['infantry', 'infantry', 'blank', 'blank', 'blank']);
    s = act(s, ita, { type: 'attack', province: 'narbonensis' }, events);
    expect(s.battle).toBeNull();
    expect(s.owner.narbonensis).toBe(ita);
    expect(s.captives).toEqual([{ holder: ita, owner: hisp, count: 1 }]);

    // Dalmatia: both battle legions take 6 of 7 units; Macedonia forms first.
    s = act(s, ita, { type: 'attack', province: 'dalmatia' }, events);
    expect(conquest.activePlayers(s)).toEqual([mac]);
    s = act(s, mac, { type: 'legion', legion: units({ infantry: 4, cavalry: 2 }) });
    s = forceDice(s, ['blank', 'blank', 'blank', 'blank', 'blank', 'blank', 'infantry', 'infantry', 'infantry', 'cavalry', 'cavalry', 'catapult']);
    s = act(s, ita, { type: 'legion', legion: units({ infantry: 3, cavalry: 2, catapult: 1 }) }, events);
    // Six hits (the catapult symbol matches Macedonia's catapult in reserve): Italia keeps only its reserve catapult.
    expect(s.battle?.kind === 'land' && s.battle.attacker.units).toEqual(units({ catapult: 1 }));
    s = act(s, mac, { type: 'continue' });
    expect(refused(s, ita, { type: 'retreat', to: 'narbonensis' })).toBe('conquest.error.badRetreat');
    // Pursuit: one cavalry symbol matched with Macedonia's cavalry destroys the catapult; the general escapes home.
    s = forceDice(s, ['cavalry', 'blank', 'blank', 'blank', 'blank', 'blank', 'blank']);
    s = act(s, ita, { type: 'retreat', to: 'italia' }, events);
    expect(s.battle).toBeNull();
    expect(s.owner.dalmatia).toBe(mac);
    expect(sumAt(s, ita, 'dalmatia')).toEqual(troops());
    expect(sumAt(s, ita, 'italia').generals).toBe(3);

    s = act(s, ita, { type: 'endBattles' }, events);
    expect(events.filter((e) => e.type === 'tribute')).toEqual([{ type: 'tribute', seat: ita, amount: 40 }]);
    expect(s.players[ita].money).toBe(40);
    expect(tributeOf(s, hisp)).toBe(15);

    s = act(s, ita, { type: 'destroyCity', province: 'neapolis' });
    expect(s.roads).toEqual([]);
    expect(tributeOf(s, ita)).toBe(35);
    s = act(s, ita, { type: 'endDestroy' });
    s = act(s, ita, { type: 'buy', piece: 'infantry', count: 4 });
    expect(s.players[ita].money).toBe(0);
    expect(sumAt(s, ita, 'italia').infantry).toBe(5 - 5 + 4);
    expect(refused(s, ita, { type: 'buy', piece: 'infantry', count: 1 })).toBe('conquest.error.cannotAfford');
    s = act(s, ita, { type: 'endTurn' });
    expect(s.active).toBe(mac);
    expect(s.round).toBe(2);
  });
});

describe('rulebook example 1 on the board: Fred against Alice', () => {
  it('captures Alice\'s general and takes the province', () => {
    let s = game(['hispania', 'egyptus']);
    const [fred, alice] = [0, 1];
    s.active = fred;
    s.owner.cyrenaica = alice;
    put(s, alice, 'cyrenaica', { generals: 1, infantry: 4, cavalry: 2 });
    put(s, fred, 'africa', { generals: 2, infantry: 5, cavalry: 2, catapult: 1 });
    s = act(s, fred, { type: 'march', from: 'africa', to: 'cyrenaica', troops: troops({ generals: 2, infantry: 5, cavalry: 2, catapult: 1 }) });
    s = act(s, fred, { type: 'endMovement' });
    s = act(s, fred, { type: 'attack', province: 'cyrenaica' });
    s = forceDice(s, ['infantry', 'infantry', 'infantry', 'cavalry', 'catapult', 'galley', 'blank',
      'infantry', 'infantry', 'infantry', 'infantry', 'cavalry', 'galley']);
    s = act(s, fred, { type: 'legion', legion: units({ infantry: 5, cavalry: 2 }) });
    expect(conquest.activePlayers(s).sort()).toEqual([fred, alice]);
    s = act(s, alice, { type: 'losses', losses: units({ infantry: 3, cavalry: 2 }) });
    s = act(s, fred, { type: 'losses', losses: units({ infantry: 4, cavalry: 1 }) });
    s = act(s, alice, { type: 'continue' });
    s = forceDice(s, ['infantry', 'cavalry', 'blank', 'infantry']);
    s = act(s, fred, { type: 'continue' });
    s = act(s, fred, { type: 'losses', losses: units({ infantry: 1 }) });
    expect(s.battle).toBeNull();
    expect(s.owner.cyrenaica).toBe(fred);
    expect(sumAt(s, fred, 'cyrenaica')).toEqual(troops({ generals: 2, cavalry: 1, catapult: 1 }));
    expect(sumAt(s, alice, 'cyrenaica')).toEqual(troops());
    expect(s.captives).toEqual([{ holder: fred, owner: alice, count: 1 }]);
  });
});

describe('rulebook example 3 on the board: the naval battle in Mare Alexandria', () => {
  it('sinks the Egyptian galley with its legion; the general is captured', () => {
    let s = game(['macedonia', 'galatia', 'egyptus', 'numidia', 'hispania', 'italia']);
    const [gal, egy] = [seatOf(s, 'galatia'), seatOf(s, 'egyptus')];
    s.stacks = s.stacks.map((x) => (x.owner === egy ? { ...x, troops: troops({ caesar: 1, generals: 3, infantry: 2 }) } : x));
    const eg = galley(s, egy, 'mare_alexandria', { generals: 1, infantry: 3, catapult: 1 });
    const ga = galley(s, gal, 'mare_rhodus');
    s.active = gal;
    s = act(s, gal, { type: 'sail', galley: ga, to: 'mare_alexandria' });
    s = act(s, gal, { type: 'endMovement' });
    expect(conquest.legalActions(s, gal)).toEqual([
      { type: 'navalAttack', sea: 'mare_alexandria', defender: egy }, { type: 'endBattles' }]);
    s = forceDice(s, ['galley', 'blank', 'infantry', 'cavalry']);
    const events: ConquestEvent[] = [];
    s = act(s, gal, { type: 'navalAttack', sea: 'mare_alexandria', defender: egy }, events);
    expect(s.battle).toBeNull();
    expect(s.galleys.map((g) => g.id)).toEqual([ga]);
    expect(s.captives).toEqual([{ holder: gal, owner: egy, count: 1 }]);
    expect(events.some((e) => e.type === 'sunk' && e.galleys[0] === eg)).toBe(true);
  });
});

describe('conquest, capture and the end', () => {
  it('R32 takes an empty province by staying in it, but not with a leader alone', () => {
    let s = game(['hispania', 'egyptus']);
    s.active = 0;
    s = act(s, 0, { type: 'march', from: 'hispania', to: 'baetica', troops: troops({ generals: 1, infantry: 1 }) });
    s = act(s, 0, { type: 'march', from: 'hispania', to: 'lusitania', troops: troops({ generals: 1 }) });
    s = act(s, 0, { type: 'endMovement' });
    expect(s.phase).toBe('destroy');
    expect(s.owner.baetica).toBe(0);
    expect(s.owner.lusitania).toBeNull();
    expect(s.players[0].money).toBe(20);
  });

  it('R34 R37 eliminates a player whose Caesar is captured: the captor takes money and provinces, and wins', () => {
    let s = game(['hispania', 'egyptus']);
    s.active = 0;
    s.players[1].money = 70;
    s.owner.palestina = 1;
    // Egypt's Caesar stands alone in Cyrenaica; Hispania's legion arrives by sea... and by land, for brevity.
    s.stacks = s.stacks.map((x) => (x.owner === 1 ? { ...x, troops: troops({ generals: 4, infantry: 5 }) } : x));
    put(s, 1, 'cyrenaica', { caesar: 1 });
    put(s, 0, 'africa', { generals: 1, infantry: 2 });
    s = act(s, 0, { type: 'march', from: 'africa', to: 'cyrenaica', troops: troops({ generals: 1, infantry: 2 }) });
    const events: ConquestEvent[] = [];
    s = act(s, 0, { type: 'endMovement' }, events);
    expect(events.map((e) => e.type)).toContain('eliminated');
    expect(s.players[1].alive).toBe(false);
    expect(s.players[0].money).toBe(70);
    expect(s.owner.egyptus).toBe(0);
    expect(s.owner.palestina).toBe(0);
    expect(s.endReason).toBe('lastCaesar');
    expect(conquest.result(s)).toEqual({ ranks: [1, 2], winners: [0], reason: 'lastCaesar' });
    expect(conquest.activePlayers(s)).toEqual([]);
    expect(refused(s, 0, { type: 'endTurn' })).toBe('conquest.error.gameOver');
  });

  it('R35 ends when all others concede', () => {
    let s = game(['macedonia', 'egyptus', 'hispania']);
    s = act(s, 1, { type: 'concede' });
    expect(s.endReason).toBeNull();
    expect(s.owner.egyptus).toBeNull();
    s = act(s, 0, { type: 'concede' });
    expect(s.endReason).toBe('conceded');
    expect(conquest.result(s)?.winners).toEqual([2]);
  });
});

describe('buying, placing and inflation', () => {
  function buyPhase(homes: string[], seat: Seat, money: number): ConquestState {
    const s = game(homes);
    s.active = seat;
    s.phase = 'buy';
    s.players[seat].money = money;
    return s;
  }

  it('R41 places galleys on the home coast; a Mesopotamian needs Syria or Armenia', () => {
    let s = buyPhase(['hispania', 'macedonia', 'mesopotamia', 'numidia'], 0, 100);
    expect(refused(s, 0, { type: 'buy', piece: 'galley', coast: 'baetica:0' })).toBe('conquest.error.badPlacement');
    s = act(s, 0, { type: 'buy', piece: 'galley', coast: 'hispania:0' });
    s = act(s, 0, { type: 'buy', piece: 'galley', coast: 'hispania:1' });
    expect(s.galleys.map((g) => g.at)).toEqual(['hispania:0', 'hispania:1']);
    let m = buyPhase(['hispania', 'macedonia', 'mesopotamia', 'numidia'], 2, 100);
    expect(refused(m, 2, { type: 'buy', piece: 'galley', coast: 'syria:0' })).toBe('conquest.error.badPlacement');
    m.owner.syria = 2;
    m = act(m, 2, { type: 'buy', piece: 'galley', coast: 'syria:0' });
    expect(m.galleys).toHaveLength(1);
  });

  it('R40 builds cities, fortifications and roads between own cities, within the shared box', () => {
    let s = buyPhase(['hispania', 'egyptus'], 0, 200);
    expect(refused(s, 0, { type: 'buy', piece: 'city', province: 'baetica' })).toBe('conquest.error.badPlacement');
    s.owner.baetica = 0;
    s = act(s, 0, { type: 'buy', piece: 'city', province: 'baetica' });
    expect(tributeOf(s, 0)).toBe(25);
    s = act(s, 0, { type: 'buy', piece: 'road', between: ['baetica', 'hispania'] });
    s = act(s, 0, { type: 'buy', piece: 'fortification', province: 'baetica' });
    expect(refused(s, 0, { type: 'buy', piece: 'fortification', province: 'baetica' })).toBe('conquest.error.badPlacement');
    expect(s.players[0].money).toBe(200 - 30 - 10 - 20);
    expect(s.roads).toEqual(['baetica|hispania']);
  });

  it('refuses combat units beyond the box', () => {
    const s = buyPhase(['hispania', 'egyptus'], 0, 1000);
    expect(refused(s, 0, { type: 'buy', piece: 'catapult', count: 7 })).toBe('conquest.error.noneLeft');
    expect(refused(s, 0, { type: 'buy', piece: 'infantry', count: 16 })).toBe('conquest.error.noneLeft');
    act(s, 0, { type: 'buy', piece: 'infantry', count: 15 });
  });

  it('R42 doubles prices from the triggering player\'s next turn after reaching 105, and triples after 205, once each', () => {
    let s = game(['hispania', 'egyptus']);
    s.active = 0;
    for (const p of ['baetica', 'lusitania', 'narbonensis', 'aquitania', 'lugdunensis', 'belgica', 'germania', 'raetia', 'italia', 'neapolis', 'britannia', 'noricum', 'pannonia', 'dalmatia']) s.owner[p] = 0;
    s.phase = 'buy';
    s.players[0].money = 100;
    s = act(s, 0, { type: 'buy', piece: 'city', province: 'italia' });
    expect(tributeOf(s, 0)).toBeGreaterThanOrEqual(105);
    expect(s.pendingInflation).toEqual([{ level: 1, seat: 0 }]);
    s = act(s, 0, { type: 'buy', piece: 'infantry', count: 1 });
    expect(s.players[0].money).toBe(60);
    s = act(s, 0, { type: 'endTurn' });
    expect(s.inflation).toBe(0);
    s.phase = 'buy';
    s.players[1].money = 100;
    s = act(s, 1, { type: 'buy', piece: 'infantry', count: 1 });
    expect(s.players[1].money).toBe(90);
    const events: ConquestEvent[] = [];
    s = act(s, 1, { type: 'endTurn' }, events);
    expect(events).toContainEqual({ type: 'inflation', level: 1, triggeredBy: 0 });
    expect(s.inflation).toBe(1);
    s.phase = 'buy';
    s.players[0].money = 100;
    s = act(s, 0, { type: 'buy', piece: 'infantry', count: 1 });
    expect(s.players[0].money).toBe(80);
    // Falling below the threshold does not undo it; it never triggers twice.
    for (const p of ['lusitania', 'narbonensis', 'aquitania', 'lugdunensis', 'britannia']) s.owner[p] = null;
    expect(tributeOf(s, 0)).toBeLessThan(105);
    s = act(s, 0, { type: 'endTurn' });
    expect(s.inflation).toBe(1);
    expect(s.pendingInflation).toEqual([]);
    s = act(s, 1, { type: 'endMovement' });
    s = act(s, 1, { type: 'endDestroy' });
    s = act(s, 1, { type: 'endTurn' });
    expect(s.pendingInflation).toEqual([]);
    // The second inflation: everything but Egyptus for seat 0.
    for (const p of Object.keys(s.owner)) if (p !== 'egyptus') s.owner[p] = 0;
    s = act(s, 0, { type: 'endMovement' });
    expect(s.pendingInflation).toEqual([{ level: 2, seat: 0 }]);
    s = act(s, 0, { type: 'endDestroy' });
    s = act(s, 0, { type: 'endTurn' });
    s = act(s, 1, { type: 'endMovement' });
    s = act(s, 1, { type: 'endDestroy' });
    s = act(s, 1, { type: 'endTurn' });
    expect(s.inflation).toBe(2);
    s.phase = 'buy';
    const before = s.players[0].money;
    s = act(s, 0, { type: 'buy', piece: 'infantry', count: 1 });
    expect(before - s.players[0].money).toBe(30);
  });
});

describe('ransom of captured generals', () => {
  it('R43 lets the owner offer talents in their buy phase and the holder accept or refuse', () => {
    let s = game(['hispania', 'egyptus']);
    s.active = 0;
    s.phase = 'buy';
    s.players[0].money = 50;
    s.stacks = s.stacks.map((x) => (x.owner === 0 ? { ...x, troops: troops({ caesar: 1, generals: 2, infantry: 5 }) } : x));
    s.captives = [{ holder: 1, owner: 0, count: 2 }];
    expect(refused(s, 0, { type: 'offerRansom', holder: 1, generals: 3, amount: 10 })).toBe('conquest.error.badAction');
    expect(refused(s, 0, { type: 'offerRansom', holder: 1, generals: 1, amount: 60 })).toBe('conquest.error.cannotAfford');
    s = act(s, 0, { type: 'offerRansom', holder: 1, generals: 1, amount: 30 });
    expect(conquest.activePlayers(s)).toEqual([1]);
    expect(refused(s, 0, { type: 'endTurn' })).toBe('conquest.error.notYourTurn');
    const refusedOffer = act(s, 1, { type: 'answerRansom', accept: false });
    expect(refusedOffer.players[0].money).toBe(50);
    expect(refusedOffer.captives).toEqual([{ holder: 1, owner: 0, count: 2 }]);
    s = act(s, 1, { type: 'answerRansom', accept: true });
    expect(s.players[0].money).toBe(20);
    expect(s.players[1].money).toBe(30);
    expect(s.captives).toEqual([{ holder: 1, owner: 0, count: 1 }]);
    expect(sumAt(s, 0, 'hispania').generals).toBe(3);
    expect(conquest.activePlayers(s)).toEqual([0]);
  });
});
