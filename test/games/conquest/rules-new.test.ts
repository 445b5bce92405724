/**
 * The rule changes of issue 14: end by agreement, removal and exchange of
 * captured generals, 004's catapult reading by default, galleys destroyed only
 * after a won battle, and the state migration. Test names carry the ruling ids
 * of docs/conquest-rulings.md.
 */
import { describe, expect, it } from 'vitest';
import { conquest, forceDice } from '../../../src/games/conquest';
import { acceptsEnd } from '../../../src/games/conquest/ai-agree';
import { chooseAction } from '../../../src/games/conquest/ai';
import { CONQUEST_SCHEMA } from '../../../src/games/conquest/setup';
import { troops } from '../../../src/games/conquest/pieces';
import type { ConquestEvent, ConquestState, Seat } from '../../../src/games/conquest/types';
import { act, bareGame, galley, put, refused, sumAt } from './helpers';


describe('R36 end by agreement', () => {
  it('R36 ends the game when every living player agrees, with the declared Caesar as sole winner', () => {
    let s = bareGame(['macedonia', 'egyptus', 'hispania']);
    // Any living player may call, even out of turn.
    const caller = s.order[2];
    s = act(s, caller, { type: 'callEnd', winner: 0 });
    expect(conquest.activePlayers(s).sort()).toEqual([0, 1, 2].filter((x) => x !== caller));
    // While the vote runs, nothing else happens.
    expect(refused(s, s.active, { type: 'endMovement' })).toBe('conquest.error.notYourStep');
    for (const seat of conquest.activePlayers(s)) s = act(s, seat, { type: 'answerEnd', accept: true });
    expect(s.endReason).toBe('agreed');
    expect(conquest.result(s)).toEqual({ ranks: [1, 2, 2], winners: [0], reason: 'agreed' });
  });

  it('R36 a shared end ranks every living player first; one refusal ends the vote; one call per round', () => {
    let s = bareGame(['macedonia', 'egyptus', 'hispania']);
    const before = JSON.stringify(s.stacks);
    s = act(s, 1, { type: 'callEnd', winner: null });
    s = act(s, conquest.activePlayers(s)[0], { type: 'answerEnd', accept: false });
    expect(s.endVote).toBeNull();
    expect(s.endReason).toBeNull();
    expect(JSON.stringify(s.stacks)).toBe(before);
    expect(conquest.activePlayers(s)).toEqual([s.active]);
    expect(refused(s, 1, { type: 'callEnd', winner: null })).toBe('conquest.error.endCalledThisRound');
    s = act(s, 2, { type: 'callEnd', winner: null });
    for (const seat of conquest.activePlayers(s)) s = act(s, seat, { type: 'answerEnd', accept: true });
    expect(conquest.result(s)).toEqual({ ranks: [1, 1, 1], winners: [0, 1, 2], reason: 'agreed' });
  });

  it('R36 AIs answer by strength: the hopeless yield to the leader, the leader does not share', () => {
    const s = bareGame(['macedonia', 'egyptus', 'hispania']);
    s.stacks = s.stacks.map((x) => ({ ...x, troops: troops({ caesar: 1, generals: 4, infantry: x.owner === 0 ? 20 : 1 }) }));
    const v = (seat: Seat) => conquest.view(s, seat);
    expect(acceptsEnd(v(1), 1, 0)).toBe(true);
    expect(acceptsEnd(v(0), 0, 1)).toBe(false);
    expect(acceptsEnd(v(0), 0, null)).toBe(false);
    expect(acceptsEnd(v(1), 1, null)).toBe(true);
    expect(acceptsEnd(v(1), 1, 2)).toBe(false);
    const t = act(s, 0, { type: 'callEnd', winner: 0 });
    expect(chooseAction(conquest.view(t, 1), 1)).toEqual({ type: 'answerEnd', accept: true });
  });

  it('R35 a resignation cancels a vote in progress and the game goes on', () => {
    let s = bareGame(['macedonia', 'egyptus', 'hispania']);
    s = act(s, 0, { type: 'callEnd', winner: null });
    s = act(s, 1, { type: 'concede' });
    expect(s.endVote).toBeNull();
    expect(s.endReason).toBeNull();
    expect(s.players[1].alive).toBe(false);
  });
});

describe('R29 and R44 captured generals', () => {
  function holding(): ConquestState {
    const s = bareGame(['hispania', 'egyptus']);
    s.active = 0;
    s.phase = 'buy';
    s.captives = [{ holder: 0, owner: 1, count: 2 }, { holder: 1, owner: 0, count: 1 }];
    s.stacks = s.stacks.map((x) => ({ ...x, troops: { ...x.troops, generals: x.owner === 0 ? 3 : 2 } }));
    return s;
  }

  it('R29 the holder may remove captured generals from the game, in its buy phase', () => {
    let s = holding();
    expect(conquest.legalActions(s, 0)).toContainEqual({ type: 'removeCaptives', owner: 1, generals: 2 });
    expect(refused(s, 0, { type: 'removeCaptives', owner: 1, generals: 3 })).toBe('conquest.error.noCaptives');
    const events: ConquestEvent[] = [];
    s = act(s, 0, { type: 'removeCaptives', owner: 1, generals: 2 }, events);
    expect(s.captives).toEqual([{ holder: 1, owner: 0, count: 1 }]);
    expect(events).toContainEqual({ type: 'captivesRemoved', holder: 0, owner: 1, generals: 2 });
    // They are gone for good: Egypt has its two generals on the board and no more.
    expect(sumAt(s, 1, 'egyptus').generals).toBe(2);
    const moved = { ...s, phase: 'movement' as const };
    expect(refused(moved, 0, { type: 'removeCaptives', owner: 1, generals: 1 })).toBe('conquest.error.wrongPhase');
  });

  it('R44 a ransom may be paid with captured generals (004): both go home when accepted', () => {
    let s = holding();
    s.players[0].money = 5;
    expect(refused(s, 0, { type: 'offerRansom', holder: 1, generals: 1, amount: 0, exchange: 3 })).toBe('conquest.error.badAction');
    s = act(s, 0, { type: 'offerRansom', holder: 1, generals: 1, amount: 5, exchange: 1 });
    expect(conquest.activePlayers(s)).toEqual([1]);
    s = act(s, 1, { type: 'answerRansom', accept: true });
    expect(s.captives).toEqual([{ holder: 0, owner: 1, count: 1 }]);
    expect(sumAt(s, 0, 'hispania').generals).toBe(4);
    expect(sumAt(s, 1, 'egyptus').generals).toBe(3);
    expect(s.players[0].money).toBe(0);
    expect(s.players[1].money).toBe(5);
  });

  it('R44 an exchange needs the other owner to hold his home (004: the placement must be legal)', () => {
    const s = holding();
    s.owner.egyptus = 0;
    expect(refused(s, 0, { type: 'offerRansom', holder: 1, generals: 1, amount: 0, exchange: 1 })).toBe('conquest.error.badPlacement');
  });

  it('R44 the AI values an exchanged general like a ransom', () => {
    let s = holding();
    s = act(s, 0, { type: 'offerRansom', holder: 1, generals: 1, amount: 0, exchange: 1 });
    expect(chooseAction(conquest.view(s, 1), 1)).toEqual({ type: 'answerRansom', accept: true });
  });
});

describe('R6 fortified city and catapults', () => {
  function siege(rule?: 'reducedWithCatapult' | 'reducedWithoutCatapult', catapult = 1): ConquestState {
    const options = conquest.parseOptions({ players: 2, homes: ['hispania', 'egyptus'], ...(rule ? { fortifiedCatapultRule: rule } : {}) });
    let s = conquest.setup(options, 'siege');
    s.active = 0;
    put(s, 0, 'cyrenaica', { generals: 1, infantry: 4 - catapult, catapult });
    s.owner.cyrenaica = 0;
    s = act(s, 0, { type: 'march', from: 'cyrenaica', to: 'egyptus', troops: troops({ generals: 1, infantry: 4 - catapult, catapult }) });
    s = act(s, 0, { type: 'endMovement' });
    return forceDice(s, Array(20).fill('blank'));
  }
  const defenderDice = (s: ConquestState) => {
    const t = act(s, 0, { type: 'attack', province: 'egyptus' });
    return t.battle?.kind === 'land' ? t.battle.defender.lastRoll.length : -1;
  };

  it('R6 by default (004) the defender\'s two extra dice drop to one when the attacker has a catapult left', () => {
    expect(conquest.parseOptions({ players: 2 }).fortifiedCatapultRule).toBe('reducedWithCatapult');
    // Egypt: 5 infantry + 1 general → 5 dice, plus the fortification.
    expect(defenderDice(siege(undefined, 1))).toBe(5 + 1);
    expect(defenderDice(siege(undefined, 0))).toBe(5 + 2);
  });

  it('R6 002\'s reading stays available as an option', () => {
    expect(defenderDice(siege('reducedWithoutCatapult', 1))).toBe(5 + 2);
    expect(defenderDice(siege('reducedWithoutCatapult', 0))).toBe(5 + 1);
  });
});

describe('R33 galleys in a conquered coastal province', () => {
  it('R33 are destroyed when the attacker won a battle there, their leaders captured', () => {
    let s = bareGame(['hispania', 'egyptus']);
    s.active = 0;
    s.owner.cyrenaica = 1;
    put(s, 1, 'cyrenaica', { infantry: 1 });
    galley(s, 1, 'cyrenaica:0', { generals: 1 });
    put(s, 0, 'africa', { generals: 1, infantry: 5 });
    s.owner.africa = 0;
    s = act(s, 0, { type: 'march', from: 'africa', to: 'cyrenaica', troops: troops({ generals: 1, infantry: 5 }) });
    s = act(s, 0, { type: 'endMovement' });
    // Hispania hits with its first die, Egypt misses.
    s = forceDice(s, ['infantry', 'blank', 'blank', 'blank', 'blank', 'blank']);
    const events: ConquestEvent[] = [];
    s = act(s, 0, { type: 'attack', province: 'cyrenaica' }, events);
    expect(s.owner.cyrenaica).toBe(0);
    expect(s.galleys).toEqual([]);
    expect(events).toContainEqual({ type: 'galleysDestroyed', seat: 1, province: 'cyrenaica', count: 1 });
    expect(s.captives).toEqual([{ holder: 0, owner: 1, count: 1 }]);
  });

  it('R33 stay when the province is taken without a battle', () => {
    let s = bareGame(['hispania', 'egyptus']);
    s.active = 0;
    s.owner.cyrenaica = 1;
    galley(s, 1, 'cyrenaica:0');
    put(s, 0, 'africa', { generals: 1, infantry: 2 });
    s = act(s, 0, { type: 'march', from: 'africa', to: 'cyrenaica', troops: troops({ generals: 1, infantry: 2 }) });
    s = act(s, 0, { type: 'endMovement' });
    expect(s.owner.cyrenaica).toBe(0);
    expect(s.galleys.map((g) => [g.owner, g.at])).toEqual([[1, 'cyrenaica:0']]);
  });
});

describe('saved games of schema 1', () => {
  it('are upgraded when loaded (conquest.migrate) and play on, keeping their catapult reading', () => {
    const s = bareGame(['hispania', 'egyptus']);
    const old = JSON.parse(JSON.stringify(s)) as Record<string, unknown> & ConquestState;
    old.schema = 1;
    delete (old as Partial<ConquestState>).endVote;
    delete (old as Partial<ConquestState>).agreedWinner;
    old.players = old.players.map(({ endCalledRound: _e, ...p }) => p) as ConquestState['players'];
    old.options = { ...old.options, fortifiedCatapultRule: 'reducedWithoutCatapult' };
    const loaded = conquest.migrate!(old);
    expect(old.schema).toBe(1); // the saved state itself is not modified
    expect(conquest.activePlayers(loaded)).toEqual([s.active]);
    const r = conquest.apply(loaded, s.active, { type: 'callEnd', winner: null });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.state.schema).toBe(CONQUEST_SCHEMA);
    expect(r.state.players.map((p) => p.endCalledRound)).toEqual([s.active === 0 ? 1 : 0, s.active === 1 ? 1 : 0]);
    expect(r.state.options.fortifiedCatapultRule).toBe('reducedWithoutCatapult');
    expect(conquest.view(loaded, 0).endVote).toBeNull();
  });
});
