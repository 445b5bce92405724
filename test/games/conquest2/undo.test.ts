/**
 * Taking back the last step (issue: "undo of the current step before it is committed"): a
 * member takes back his own last action of the turn while he still acts; never another
 * player's, never after a die was rolled or a card drawn at random, never once the turn has
 * passed. The undo is an action of the record, so a game with undos replays to the same state.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { replay } from '../../../src/core/replay';
import { upgrade } from '../../../src/games/conquest2';
import { C2_RULES, C2_SCHEMA } from '../../../src/games/conquest2/setup';
import { buildStep } from '../../../src/games/conquest2/discord/steps';
import { describeEvents } from '../../../src/games/conquest2/discord/text';
import { SUPPORTED_LOCALES, translator } from '../../../src/i18n';
import '../../../src/games';
import type { C2Action, C2State } from '../../../src/games/conquest2/types';
import { board, conquest2, play, put, refused, setInfluence, turnOf, units } from './helpers';
import { yielder } from '../../support/yield';

/** The position without the fields an undo may change: the version (it always rises) and the undo snapshot. */
function position(s: C2State): unknown {
  const { version: _v, undo: _u, ...rest } = s;
  return rest;
}

function armed(): C2State {
  const s = board();
  setInfluence(s, 'egyptus', 0, 2);
  put(s, 0, 'egyptus', { infantry: 3, general: 1 });
  return s;
}

describe('undo of the last step', () => {
  it('takes back a recruit: talents, chaos and units as before, the version still rising', () => {
    const s = armed();
    const after = play(s, 0, { type: 'recruit', at: 'egyptus', units: units({ infantry: 2 }), galleys: 0 }).state;
    expect(after.players[0].chaos).toBe(2);
    const { state, events } = play(after, 0, { type: 'undo' });
    expect(position(state)).toEqual(position(s));
    expect(state.version).toBe(after.version + 1);
    expect(events).toEqual([{ type: 'undone', seat: 0 }]);
    // The same action again is a new position with a version no button of the undone one carries.
    const again = play(state, 0, { type: 'recruit', at: 'egyptus', units: units({ infantry: 2 }), galleys: 0 }).state;
    expect(again.version).toBeGreaterThan(after.version);
  });

  it('takes back a card taken from the market (its price back, the card for sale again)', () => {
    const s = board();
    s.market = ['armyTraining#1', 'navalTraining#1'];
    const after = play(s, 0, { type: 'take', card: 'armyTraining#1' }).state;
    const back = play(after, 0, { type: 'undo' }).state;
    expect(back.market).toEqual(['armyTraining#1', 'navalTraining#1']);
    expect(back.players[0].talents).toBe(80);
    expect(back.players[0].cards).toEqual([]);
    expect(back.turn).toEqual(s.turn);
  });

  it('takes back several actions of the same turn one after the other, not the one that passed the turn', () => {
    const s = armed();
    s.players[0].cards = ['merchant-egyptus'];
    const one = play(s, 0, { type: 'use', card: 'merchant-egyptus' }).state;
    expect(one.players[0].talents).toBe(80 + 20);
    const two = play(one, 0, { type: 'tax', amount: 10 }).state;
    let back = play(two, 0, { type: 'undo' }).state;
    expect(position(back)).toEqual(position(one));
    back = play(back, 0, { type: 'undo' }).state;
    expect(position(back)).toEqual(position(s));
    refused(back, 0, { type: 'undo' }, 'nothingToUndo');
    // The second action ends the turn (no card left to use): it is committed.
    const passed = play(two, 0, { type: 'pass' }).state;
    expect(conquest2.activePlayers(passed)).toEqual([1]);
    refused(passed, 0, { type: 'undo' }, 'nothingToUndo');
  });

  it('refuses another player\'s undo, and any undo once the turn has passed', () => {
    const s = board();
    const one = play(s, 0, { type: 'pass' }).state;
    refused(one, 1, { type: 'undo' }, 'nothingToUndo');
    const passed = play(one, 0, { type: 'pass' }).state;
    expect(conquest2.activePlayers(passed)).toEqual([1]);
    refused(passed, 0, { type: 'undo' }, 'nothingToUndo');
    refused(passed, 1, { type: 'undo' }, 'nothingToUndo');
  });

  it('never takes back rolled dice: an attack, a naval battle, a Bribe (a random Senator)', () => {
    const s = armed();
    put(s, 1, 'egyptus', { infantry: 1 });
    const attacked = play(s, 0, { type: 'attack', at: 'egyptus', target: 1, galleys: {}, losses: ['infantry', 'cavalry', 'catapult', 'galley'] }).state;
    refused(attacked, 0, { type: 'undo' }, 'nothingToUndo');
    if (attacked.phase === 'actions') refused(attacked, 0, { type: 'undo' }, 'nothingToUndo');

    const sea = board();
    sea.fleet.mare_aegaeum[0] = 2;
    sea.fleet.mare_aegaeum[1] = 1;
    const fought = play(sea, 0, { type: 'naval', galleys: {}, to: 'mare_aegaeum', attack: 1 }).state;
    refused(fought, 0, { type: 'undo' }, 'nothingToUndo');

    const bribe = board();
    bribe.market = ['bribe#1'];
    const bribed = play(bribe, 0, { type: 'take', card: 'bribe#1', target: 1 }).state;
    expect(bribed.players[1].senators).toHaveLength(2);
    refused(bribed, 0, { type: 'undo' }, 'nothingToUndo');
  });

  it('never takes back what hands the game to someone else: a bid, a resignation', () => {
    let s = conquest2.setup({ players: 4, seasons: 4 }, 'undo-bid');
    const opener = conquest2.activePlayers(s)[0];
    const bid = conquest2.legalActions(s, opener).find((a) => a.type === 'bid')!;
    s = play(s, opener, bid).state;
    refused(s, opener, { type: 'undo' }, 'nothingToUndo');
    const t = turnOf(board(), 1);
    const resigned = play(play(t, 1, { type: 'pass' }).state, 1, { type: 'resign' }).state;
    refused(resigned, 1, { type: 'undo' }, 'nothingToUndo');
  });

  it('is not among the legal actions (the AI never undoes) and never in a view', () => {
    const s = armed();
    const after = play(s, 0, { type: 'tax', amount: 5 }).state;
    expect(after.undo?.seat).toBe(0);
    expect(conquest2.legalActions(after, 0).some((a) => a.type === 'undo')).toBe(false);
    for (const viewer of [null, 0, 1]) expect(JSON.stringify(conquest2.view(after, viewer))).not.toContain('undo');
  });

  it('a record with undos replays to the same state', () => {
    const options = { players: 3, seasons: 4, rules: C2_RULES };
    const s0 = conquest2.setup(options, 'undo-record');
    const actions: { player: number; action: C2Action }[] = [];
    let s = s0;
    const step = (player: number, action: C2Action) => { s = play(s, player, action).state; actions.push({ player, action }); };
    // Through the auctions and the placement by the first legal choice, then undo in the first turn.
    while (s.phase !== 'actions') {
      const [p] = conquest2.activePlayers(s);
      step(p, conquest2.legalActions(s, p)[0]);
    }
    const [p] = conquest2.activePlayers(s);
    step(p, { type: 'tax', amount: 25 });
    step(p, { type: 'undo' });
    step(p, { type: 'tax', amount: 5 });
    const out = replay(conquest2, { game: 'conquest2', options, seed: 'undo-record', actions });
    expect(out.ok).toBe(true);
    if (out.ok) expect(out.state).toEqual(s);
    expect(s.players[p].talents).toBe(85);
  });

  it('upgrades a schema 2 state: nothing to take back', () => {
    const old = { ...board(), schema: 2 } as Partial<C2State>;
    delete old.undo;
    const up = upgrade(old as C2State);
    expect(up.schema).toBe(C2_SCHEMA);
    expect(up.undo).toBeNull();
  });

  it('property: in random legal games an undo, when allowed, restores exactly the position before', async () => {
    // Seconds of synchronous work in all: the event loop gets a turn now and then (test/support/yield.ts).
    const pause = yielder();
    await fc.assert(fc.asyncProperty(fc.integer({ min: 0, max: 1_000_000 }), fc.integer({ min: 2, max: 5 }), async (seed, players) => {
      let s = conquest2.setup({ players, seasons: 4 }, `undo-${seed}`);
      let pick = seed;
      for (let i = 0; i < 400 && conquest2.result(s) === null; i++) {
        await pause();
        const [p] = conquest2.activePlayers(s);
        const legal = conquest2.legalActions(s, p);
        pick = (pick * 1103515245 + 12345) % 2147483648;
        const out = conquest2.apply(s, p, legal[pick % legal.length]);
        if (!out.ok) throw new Error(out.error.message);
        const back = conquest2.apply(out.state, p, { type: 'undo' });
        if (back.ok) {
          expect(position(back.state)).toEqual(position(s));
          expect(JSON.stringify(out.state.rng)).toBe(JSON.stringify(s.rng));
          expect(conquest2.activePlayers(out.state)).toEqual([p]);
        }
        // Nobody else can take it back.
        for (let o = 0; o < players; o++) if (o !== p) expect(conquest2.apply(out.state, o, { type: 'undo' }).ok).toBe(false);
        s = out.state;
      }
    }), { numRuns: 12 });
  });

  it('in the builder: the Undo button only for the seat that may undo, and it sends the undo', () => {
    const en = translator('en');
    const ids = (st: C2State, seat: number) => {
      const step = buildStep(st, seat, 'g1', 'qp', [], [], en);
      return step.kind === 'ui' ? step.components.flatMap((r) => r.components).map((c) => ('custom_id' in c ? c.custom_id : '')) : [];
    };
    const s = armed();
    expect(ids(s, 0).some((x) => x.endsWith(':qu'))).toBe(false);
    const after = play(s, 0, { type: 'tax', amount: 5 }).state;
    expect(ids(after, 0)).toContain(`g:g1:${after.version}:qu`);
    expect(ids(after, 1).some((x) => x.endsWith(':qu'))).toBe(false);
    expect(buildStep(after, 0, 'g1', 'qu', [], [], en)).toEqual({ kind: 'action', action: { type: 'undo' } });
    const passed = play(after, 0, { type: 'pass' }).state;
    expect(ids(passed, 0).some((x) => x.endsWith(':qu'))).toBe(false);
    for (const locale of SUPPORTED_LOCALES) {
      const line = describeEvents([{ type: 'undone', seat: 0 }], translator(locale))[0];
      expect(line).toBeTruthy();
      expect(line).not.toContain('conquest2.');
    }
  });
});
