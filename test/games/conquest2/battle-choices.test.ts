/**
 * The choices of a battle (000 "F) Pozemní bitva", "G) Námořní bitva", "Příznivý vítr";
 * 004 the same sections): calling galleys, the allies' loans, each side choosing
 * its own losses, and Favorable Wind as the attacked holder's choice. Also the
 * ruling that bids and Senate votes are open, and the upgrade of saved games.
 */
import { describe, expect, it } from 'vitest';
import { upgrade } from '../../../src/games/conquest2/index';
import { C2_SCHEMA } from '../../../src/games/conquest2/setup';
import { chooseFromView } from '../../../src/games/conquest2/ai';
import type { C2State } from '../../../src/games/conquest2/types';
import { board, conquest2, forceDice, play, put, refused, units } from './helpers';

describe('land battle: calling galleys (000 "Zapojení galér")', () => {
  it('the attacker chooses which galleys next to the battle join it: a galley left out scores nothing', () => {
    let s = board();
    put(s, 0, 'asia', { infantry: 1 });
    s.fleet.mare_aegaeum[0] = 1;
    put(s, 1, 'asia', { infantry: 2 });
    s = forceDice(s, ['galley', 'infantry', 'blank', 'blank', 'blank', 'blank']);
    const { state, events } = play(s, 0, { type: 'attack', at: 'asia', target: 1, galleys: {} });
    // Only the infantry face hits: the galley stayed out.
    expect(state.army.asia[1].infantry).toBe(1);
    expect(state.fleet.mare_aegaeum[0]).toBe(1);
    expect(events.find((e) => e.type === 'battleStarted')?.galleys).toEqual({});
  });
  it('refuses a call of galleys the player does not have next to the battle', () => {
    const s = board();
    put(s, 0, 'asia', { infantry: 1 });
    s.fleet.mare_aegaeum[0] = 1;
    put(s, 1, 'asia', { infantry: 2 });
    refused(s, 0, { type: 'attack', at: 'asia', target: 1, galleys: { mare_aegaeum: 2 } }, 'noTroops');
    refused(s, 0, { type: 'attack', at: 'asia', target: 1, galleys: { mare_epirus: 1 } }, 'noTroops');
  });
  it('the defender with galleys next to the battle is asked first, and his call counts', () => {
    let s = board();
    put(s, 0, 'asia', { infantry: 2 });
    put(s, 1, 'asia', { infantry: 1 });
    s.fleet.mare_rhodus[1] = 1;
    s = forceDice(s, ['blank', 'blank', 'blank', 'galley', 'infantry', 'blank']);
    let st = play(s, 0, { type: 'attack', at: 'asia', target: 1 }).state;
    expect(st.battle?.stage).toBe('muster');
    expect(conquest2.activePlayers(st)).toEqual([1]);
    const offered = conquest2.legalActions(st, 1);
    expect(offered).toContainEqual({ type: 'muster', galleys: { mare_rhodus: 1 }, losses: ['infantry', 'cavalry', 'catapult', 'galley'] });
    expect(offered).toContainEqual({ type: 'muster', galleys: {}, losses: ['infantry', 'cavalry', 'catapult', 'galley'] });
    // Nobody else acts during the muster.
    refused(st, 0, { type: 'fight' }, 'notYourTurn');
    refused(st, 1, { type: 'fight' }, 'wrongPhase');
    st = play(st, 1, { type: 'muster', galleys: { mare_rhodus: 1 } }).state;
    // With his galley the galley face hits too: both attacking infantry fall.
    expect(st.army.asia[0].infantry).toBe(0);
  });
  it('does not ask a defender who has no choice to make (one kind of unit, no galleys near)', () => {
    let s = board();
    put(s, 0, 'asia', { infantry: 2 });
    put(s, 1, 'asia', { infantry: 1 });
    s = forceDice(s, Array(6).fill('blank'));
    const { state } = play(s, 0, { type: 'attack', at: 'asia', target: 1 });
    expect(state.battle?.stage).toBe('fight');
    expect(state.battle?.round).toBe(1);
  });
});

describe('land battle: choosing one\'s own losses (000 "Za každý hozený zásah si protivník musí vybrat jednu jednotku")', () => {
  it('the attacker loses the kind he put first', () => {
    let s = board();
    put(s, 0, 'asia', { infantry: 1, cavalry: 1 });
    put(s, 1, 'asia', { infantry: 3 });
    // Attacker 3 blanks; defender one infantry face: one hit.
    s = forceDice(s, ['blank', 'blank', 'blank', 'infantry', 'blank', 'blank']);
    const keepInfantry = play(s, 0, { type: 'attack', at: 'asia', target: 1, losses: ['cavalry', 'infantry', 'catapult', 'galley'] }).state;
    expect(keepInfantry.army.asia[0]).toEqual(units({ infantry: 1 }));
    const keepCavalry = play(s, 0, { type: 'attack', at: 'asia', target: 1, losses: ['infantry', 'catapult', 'galley', 'cavalry'] }).state;
    expect(keepCavalry.army.asia[0]).toEqual(units({ cavalry: 1 }));
  });
  it('the defender sets his loss order in the muster', () => {
    let s = board();
    put(s, 0, 'asia', { infantry: 3 });
    put(s, 1, 'asia', { infantry: 1, catapult: 1 });
    s = forceDice(s, ['infantry', 'blank', 'blank', 'blank', 'blank', 'blank']);
    let st = play(s, 0, { type: 'attack', at: 'asia', target: 1 }).state;
    st = play(st, 1, { type: 'muster', galleys: {}, losses: ['catapult', 'infantry', 'cavalry', 'galley'] }).state;
    expect(st.army.asia[1]).toEqual(units({ infantry: 1 }));
  });
  it('refuses a loss order that does not name each kind once', () => {
    const s = board();
    put(s, 0, 'asia', { infantry: 1 });
    put(s, 1, 'asia', { infantry: 1 });
    const bad = conquest2.apply(s, 0, { type: 'attack', at: 'asia', target: 1, losses: ['infantry', 'infantry', 'catapult', 'galley'] });
    expect(bad.ok).toBe(false);
  });
});

describe('land battle: allies lending units (000 "Zapojení spojeneckých jednotek")', () => {
  /** Red (0) attacks Blue (1) in Asia; Green (2) is Red's ally, Yellow (3) Blue's. */
  function scene(): C2State {
    const s = board();
    put(s, 0, 'asia', { infantry: 1 });
    put(s, 1, 'asia', { infantry: 2 });
    put(s, 2, 'asia', { infantry: 2 });
    put(s, 3, 'asia', { cavalry: 1 });
    s.fleet.mare_rhodus[2] = 1;
    return s;
  }
  it('asks the allies of both sides in turn order, and each may lend land units in the province and galleys next to it', () => {
    let st = play(scene(), 0, { type: 'attack', at: 'asia', target: 1 }).state;
    expect(st.battle?.muster).toEqual([2, 3]);
    expect(conquest2.activePlayers(st)).toEqual([2]);
    const offered = conquest2.legalActions(st, 2);
    expect(offered).toContainEqual({ type: 'muster', galleys: {}, units: { infantry: 0, cavalry: 0, catapult: 0 } });
    expect(offered).toContainEqual({ type: 'muster', galleys: { mare_rhodus: 1 }, units: { infantry: 2, cavalry: 0, catapult: 0 } });
    // An ally cannot lend what it does not have there.
    refused(st, 2, { type: 'muster', galleys: {}, units: { infantry: 3, cavalry: 0, catapult: 0 } }, 'noTroops');
    st = play(st, 2, { type: 'muster', galleys: {}, units: { infantry: 2, cavalry: 0, catapult: 0 } }).state;
    expect(conquest2.activePlayers(st)).toEqual([3]);
  });
  it('lent units fight for the side (hits limited by all its units), survivors go back, and only the loser takes chaos', () => {
    let s = scene();
    // Attacker: three infantry faces; with the loan it has 3 infantry, so 3 hits (2 count). Defender: blanks.
    s = forceDice(s, ['infantry', 'infantry', 'infantry', 'blank', 'blank', 'blank']);
    let st = play(s, 0, { type: 'attack', at: 'asia', target: 1 }).state;
    st = play(st, 2, { type: 'muster', galleys: {}, units: { infantry: 2, cavalry: 0, catapult: 0 } }).state;
    const out = play(st, 3, { type: 'muster', galleys: {}, units: { infantry: 0, cavalry: 0, catapult: 0 } });
    st = out.state;
    expect(st.army.asia[1].infantry).toBe(0);
    expect(st.army.asia[2].infantry).toBe(2);
    expect(st.players[1].chaos).toBe(2);
    expect(st.players[3].chaos).toBe(0);
    expect(out.events.some((e) => e.type === 'battleWon' && e.seat === 0)).toBe(true);
  });
  it('a side loses its own units of a kind before its allies\' lent ones; lenders of the loser take no chaos', () => {
    let s = scene();
    put(s, 1, 'asia', { infantry: 4 });
    // Attacker blanks; defender two infantry faces: Red's own infantry, then one of Green's.
    s = forceDice(s, ['blank', 'blank', 'blank', 'infantry', 'infantry', 'blank']);
    let st = play(s, 0, { type: 'attack', at: 'asia', target: 1 }).state;
    st = play(st, 2, { type: 'muster', galleys: { mare_rhodus: 1 }, units: { infantry: 2, cavalry: 0, catapult: 0 } }).state;
    st = play(st, 3, { type: 'muster', galleys: {}, units: { infantry: 0, cavalry: 0, catapult: 0 } }).state;
    expect(st.army.asia[0].infantry).toBe(0);
    expect(st.army.asia[2].infantry).toBe(1);
    // Red's side still has Green's infantry and galley: the battle goes on; Blue decides first.
    expect(st.battle?.stage).toBe('fight');
    expect(conquest2.activePlayers(st)).toEqual([1]);
    st = play(st, 1, { type: 'fight' }).state;
    st = forceDice(st, ['blank', 'blank', 'blank', 'infantry', 'infantry', 'blank']);
    const out = play(st, 0, { type: 'fight' });
    // Green's last infantry and its galley fall; Red, wiped out, loses and takes the chaos, Green none.
    expect(out.state.army.asia[2].infantry).toBe(0);
    expect(out.state.fleet.mare_rhodus[2]).toBe(0);
    expect(out.state.players[0].chaos).toBe(2);
    expect(out.state.players[2].chaos).toBe(0);
    expect(out.state.phase).toBe('actions');
  });
  it('the AI lends when its side is outnumbered and keeps its units when the side is strong alone', () => {
    const weak = play(scene(), 0, { type: 'attack', at: 'asia', target: 1 }).state;
    const lend = chooseFromView(conquest2.view(weak, 2), 2, 'lend');
    expect(lend).toMatchObject({ type: 'muster', units: { infantry: 2 } });
    const strong = scene();
    put(strong, 0, 'asia', { infantry: 9 });
    const st = play(strong, 0, { type: 'attack', at: 'asia', target: 1 }).state;
    expect(chooseFromView(conquest2.view(st, 2), 2, 'keep')).toEqual({ type: 'muster', galleys: {}, units: { infantry: 0, cavalry: 0, catapult: 0 } });
  });
});

describe('naval battle: Favorable Wind is the holder\'s choice (000 "může ukončit jakoukoli námořní bitvu")', () => {
  function sea(holder: number): C2State {
    const s = board();
    s.fleet.mare_epirus[0] = 2;
    s.fleet.mare_epirus[1] = 1;
    s.players[holder].cards = ['favorableWind'];
    return s;
  }
  it('asks the attacked holder; declining lets the battle be fought', () => {
    let s = sea(1);
    s = forceDice(s, ['galley', 'blank', 'blank']);
    const asked = play(s, 0, { type: 'naval', galleys: {}, to: 'mare_epirus', attack: 1 });
    expect(asked.state.phase).toBe('wind');
    expect(conquest2.legalActions(asked.state, 1)).toEqual([{ type: 'wind', avoid: true }, { type: 'wind', avoid: false }]);
    refused(asked.state, 0, { type: 'pass' }, 'notYourTurn');
    const fought = play(asked.state, 1, { type: 'wind', avoid: false });
    expect(fought.events.map((e) => e.type)).toContain('windDeclined');
    expect(fought.state.fleet.mare_epirus[1]).toBe(0);
    expect(fought.state.players[1].chaos).toBe(2);
    // Back to the attacker's turn, one action spent.
    expect(fought.state.phase).toBe('actions');
    expect(conquest2.activePlayers(fought.state)).toEqual([0]);
    expect(fought.state.turn.actionsLeft).toBe(1);
  });
  it('an attacker holding the card fights the battle he chose', () => {
    let s = sea(0);
    s = forceDice(s, ['galley', 'blank', 'blank']);
    const { state, events } = play(s, 0, { type: 'naval', galleys: {}, to: 'mare_epirus', attack: 1 });
    expect(events.some((e) => e.type === 'battleAvoided')).toBe(false);
    expect(state.fleet.mare_epirus[1]).toBe(0);
  });
  it('the AI avoids a battle it would likely lose and fights one it would likely win', () => {
    const lose = play(sea(1), 0, { type: 'naval', galleys: {}, to: 'mare_epirus', attack: 1 }).state;
    expect(chooseFromView(conquest2.view(lose, 1), 1, 'w')).toEqual({ type: 'wind', avoid: true });
    const strong = sea(1);
    strong.fleet.mare_epirus[1] = 5;
    const win = play(strong, 0, { type: 'naval', galleys: {}, to: 'mare_epirus', attack: 1 }).state;
    expect(chooseFromView(conquest2.view(win, 1), 1, 'w')).toEqual({ type: 'wind', avoid: false });
  });
});

describe('ruling "Open bids" and open Senate votes (000 and 004: bids raised in turn, Senators put up face up)', () => {
  it('every seat sees the high bid with its proposal, and the Senators put up in a vote', () => {
    const s = conquest2.setup({ players: 4, seasons: 4 }, 'open');
    const bidder = conquest2.activePlayers(s)[0];
    const free = [0, 1, 2, 3].filter((x) => x !== bidder);
    const st = play(s, bidder, { type: 'bid', amount: 10, a: bidder, b: free[0] }).state;
    for (const viewer of [null, ...free]) expect(conquest2.view(st, viewer).auction).toMatchObject({ high: 10, highBidder: bidder, a: bidder, b: free[0] });
    const v = board();
    v.players[0].cards = ['vote-hailCaesar'];
    let vs = play(v, 0, { type: 'use', card: 'vote-hailCaesar' }).state;
    vs = play(vs, 0, { type: 'vote', senators: [3] }).state;
    for (const viewer of [null, 1, 2, 3]) {
      expect(conquest2.view(vs, viewer).vote?.high).toEqual([3]);
      // The cards still in hand stay hidden.
      expect(conquest2.view(vs, viewer).players[0].senators).toBeNull();
    }
  });
});

describe('saved games of schema 1', () => {
  it('go on under the new code: a battle in progress is in its fighting stage with the old loss order', () => {
    let s = board();
    put(s, 0, 'asia', { infantry: 3 });
    put(s, 1, 'asia', { infantry: 3, general: 1 });
    s = forceDice(s, Array(7).fill('blank'));
    const st = play(s, 0, { type: 'attack', at: 'asia', target: 1 }).state;
    const old = JSON.parse(JSON.stringify(st)) as Record<string, unknown> & { battle: Record<string, unknown> & { attacker: Record<string, unknown>; defender: Record<string, unknown> } };
    old.schema = 1;
    delete old.wind;
    delete old.battle.stage;
    delete old.battle.muster;
    for (const side of [old.battle.attacker, old.battle.defender]) { delete side.lent; delete side.losses; }
    const up = upgrade(old as unknown as C2State);
    expect(up.schema).toBe(C2_SCHEMA);
    expect(up).toEqual({ ...st, battle: { ...st.battle, stage: 'fight', muster: [] } });
    const loaded = conquest2.migrate!(old as unknown as C2State);
    expect(conquest2.activePlayers(loaded)).toEqual([1]);
    expect(conquest2.apply(loaded, 1, { type: 'fight' }).ok).toBe(true);
  });
});
