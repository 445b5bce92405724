/** Solo bookkeeping: Crassus's tactic tiles, his ties and bonuses, and the hand-over to the human. */
import { describe, expect, it } from 'vitest';
import { caesar } from '../../../src/games/caesar/index';
import { GameOverSignal, newCtx, closeCtx } from '../../../src/games/caesar/ctx';
import { initialState } from '../../../src/games/caesar/setup';
import { runCrassusTurn } from '../../../src/games/caesar/solo/crassus-turn';
import { SPACES } from '../../../src/games/caesar/data';
import type { CaesarEvent, CaesarState, CrassusTile } from '../../../src/games/caesar/types';
import { act, give, opts, put, tokenCount } from './helpers';

/** Crassus plays Pompey (side 1) and is to move. */
function soloState(centurions = false): CaesarState {
  const s = initialState(opts({ centurions }, { crassus: 1, difficulty: 'medium' }), 'solo');
  for (const p of Object.values(s.provinces)) p.bonus = null;
  return s;
}

function playTile(s: CaesarState, tile: CrassusTile): { state: CaesarState; events: CaesarEvent[] } {
  s.crassus!.deck = [tile];
  const ctx = newCtx(s);
  try {
    runCrassusTurn(ctx);
  } catch (e) {
    if (!(e instanceof GameOverSignal)) throw e;
  }
  return { state: closeCtx(ctx), events: ctx.events };
}

const onBoard = (s: CaesarState) => s.spaces.filter((sp) => sp.placed).length;

describe('Crassus tactic tiles', () => {
  it('A: draw 1, place 1', () => {
    const s = soloState();
    const { state, events } = playTile(s, 'A');
    expect(state.crassus!.row.length).toBe(3);
    expect(state.sides[1].bag.length).toBe(12);
    expect(onBoard(state)).toBe(1);
    expect(state.sides[1].supply).toEqual([]);
    expect(events[0]).toEqual({ type: 'crassusTile', tile: 'A' });
    expect(state.crassus!.discard).toEqual(['A']);
    expect(state.crassus!.lastTile).toBe('A');
  });

  it('B: draw 1, discard the leftmost back to the bag, place nothing', () => {
    const s = soloState();
    const left = s.crassus!.row[0];
    const { state, events } = playTile(s, 'B');
    expect(state.crassus!.row.length).toBe(3);
    expect(state.crassus!.row).not.toContain(left);
    expect(state.sides[1].bag).toContain(left);
    expect(state.sides[1].bag.length).toBe(13);
    expect(onBoard(state)).toBe(0);
    expect(events).toContainEqual({ type: 'crassusDiscarded', token: left });
  });

  it('B with a short draw discards nothing', () => {
    const s = soloState();
    s.sides[1].bag = [];
    const { state, events } = playTile(s, 'B');
    expect(state.crassus!.row.length).toBe(3);
    expect(events.some((e) => e.type === 'crassusDiscarded')).toBe(false);
  });

  it('C: draw 2, place 2', () => {
    const { state } = playTile(soloState(), 'C');
    expect(state.crassus!.row.length).toBe(3);
    expect(state.sides[1].bag.length).toBe(11);
    expect(onBoard(state)).toBe(2);
  });

  it('D: take the top Centurion, place 1', () => {
    const s = soloState(true);
    const top = s.crassus!.centurionStack[0];
    const { state, events } = playTile(s, 'D');
    expect(state.crassus!.centurionStack.length).toBe(2);
    expect(events).toContainEqual({ type: 'centurionTaken', side: 1, token: top });
    expect(state.crassus!.row.length).toBe(3);
    expect(state.sides[1].bag.length).toBe(13);
    expect(onBoard(state)).toBe(1);
    expect(tokenCount(state, 1)).toBe(19);
  });

  it('E: Centurion, draw 1, place 2; an empty stack gives nothing', () => {
    const { state } = playTile(soloState(true), 'E');
    expect(state.crassus!.row.length).toBe(3);
    expect(state.sides[1].bag.length).toBe(12);
    expect(onBoard(state)).toBe(2);
    const s = soloState(true);
    s.sides[1].bag.push(...s.crassus!.centurionStack.splice(0));
    const empty = playTile(s, 'D').state;
    expect(empty.crassus!.row.length).toBe(2);
  });

  it('an empty deck is reshuffled from the discard', () => {
    const s = soloState();
    s.crassus!.deck = [];
    s.crassus!.discard = ['A', 'A', 'B'];
    const ctx = newCtx(s);
    runCrassusTurn(ctx);
    const c = closeCtx(ctx).crassus!;
    expect(c.deck.length).toBe(2);
    expect(c.discard).toEqual([c.lastTile]);
    expect([...c.deck, ...c.discard].sort()).toEqual(['A', 'A', 'B']);
  });

  it('Crassus loses when he must place and cannot', () => {
    const s = soloState();
    s.sides[1].bag.push(...s.crassus!.row.splice(0));
    s.sides[1].bag = [];
    const { state } = playTile(s, 'A');
    expect(state.winner).toBe(0);
    expect(state.endReason).toBe('cannotPlace');
  });
});

/** Crassus (Pompey) holds only P12 (ship 3/3) and space 1 is the only free ship space; Caesar has 3 in Ulterior. */
function crassusForcedToTie(): CaesarState {
  const s = soloState();
  s.sides[1].bag.push(...s.crassus!.row.splice(0));
  s.crassus!.row.push('P12');
  s.sides[1].bag.splice(s.sides[1].bag.indexOf('P12'), 1);
  put(s, 'C08', 0, 'hispania_ulterior');
  const ships = SPACES.filter((sp) => sp.symbol === 'ship' && sp.id !== 1);
  const fillers = ['C09', 'C10', 'C11', 'C12', 'C13', 'C14', 'C15', 'C16', 'P13'];
  ships.forEach((sp, i) => put(s, fillers[i], sp.id, sp.provinces[0]));
  s.sides[1].bag = [];
  return s;
}

describe('Crassus at the table', () => {
  it('a tie in Crassus\'s turn goes to Crassus; his Tactics is discarded', () => {
    const s = crassusForcedToTie();
    s.provinces.hispania_ulterior.bonus = 'tactics';
    const { state, events } = playTile(s, 'A');
    const p = state.provinces.hispania_ulterior;
    expect(p.finalInfluence).toEqual([3, 3]);
    expect(p.controller).toBe(1);
    expect(p.tied).toBe(false);
    expect(state.sides[1].controlLeft).toBe(11);
    expect(events).toContainEqual({ type: 'bonusResolved', side: 1, bonus: 'tactics', used: false });
    expect(state.pending).toBeNull();
    expect(state.extraTurn).toBe(false);
  });

  it('Crassus resolves a Senate as usual', () => {
    const s = crassusForcedToTie();
    s.provinces.hispania_ulterior.bonus = 'senate';
    const { state } = playTile(s, 'A');
    expect(state.sides[1].senate).toEqual([{ under: 1 }]);
    expect(state.sides[1].controlLeft).toBe(10);
  });

  for (const kind of ['wealth', 'might', 'centurion'] as const) {
    it(`Crassus discards ${kind} without effect`, () => {
      const s = crassusForcedToTie();
      s.provinces.hispania_ulterior.bonus = kind;
      const { state, events } = playTile(s, 'A');
      expect(events).toContainEqual({ type: 'bonusResolved', side: 1, bonus: kind, used: false });
      expect(state.crassus!.row).toEqual([]);
      expect(state.sides[1].bonusesTaken).toEqual([kind]);
    });
  }

  it('Crassus\'s Poison sends a random token of the human\'s supply to the bag', () => {
    const s = crassusForcedToTie();
    s.provinces.hispania_ulterior.bonus = 'poison';
    const before = s.sides[0].supply.length;
    const { state, events } = playTile(s, 'A');
    expect(state.sides[0].supply.length).toBe(before - 1);
    expect(events.some((e) => e.type === 'poisoned' && e.victim === 0)).toBe(true);
  });

  it('a human\'s Poison sends a random token of Crassus\'s row to his bag', () => {
    const s = initialState(opts({ poison: true }, { crassus: 1, difficulty: 'low' }), 'p');
    s.active = 0;
    for (const p of Object.values(s.provinces)) p.bonus = null;
    put(s, 'C05', 0, 'hispania_ulterior');
    s.provinces.hispania_ulterior.bonus = 'poison';
    give(s, 0, ['C09', 'C01']);
    s.crassus!.deck = ['B'];
    const { state, events } = act(s, 0, { type: 'place', token: 'C09', space: 1, toward: 'hispania_ulterior' });
    const poisoned = events.find((e) => e.type === 'poisoned');
    expect(poisoned).toMatchObject({ side: 0, victim: 1 });
    // Row 3 - 1 poisoned, then tile B: +1 draw, -1 discard.
    expect(state.crassus!.row.length).toBe(2);
    expect(tokenCount(state, 1)).toBe(16);
  });

  it('a human tie stays nobody\'s in solo mode', () => {
    const s = initialState(opts({}, { crassus: 1, difficulty: 'low' }), 't');
    s.active = 0;
    put(s, 'P08', 0, 'hispania_ulterior');
    give(s, 0, ['C12']);
    const { state } = act(s, 0, { type: 'place', token: 'C12', space: 1, toward: 'hispania_ulterior' });
    expect(state.provinces.hispania_ulterior.tied).toBe(true);
    expect(state.provinces.hispania_ulterior.controller).toBeNull();
  });

  it('after the human\'s action Crassus plays at once and the human is to move again', () => {
    let s = caesar.setup(opts({}, { crassus: 1, difficulty: 'high' }), 'flow');
    expect(s.active).toBe(0);
    for (let i = 0; i < 3 && s.endReason === null; i++) {
      const a = caesar.legalActions(s, 0).find((x) => x.type === 'place')!;
      const out = act(s, 0, a);
      expect(out.state.version).toBe(s.version + 1);
      expect(out.events.some((e) => e.type === 'crassusTile')).toBe(true);
      // The human's draw, no draw at the end of Crassus's turn other than his tile's.
      expect(out.state.sides[1].supply).toEqual([]);
      s = out.state;
      if (s.endReason === null) expect(caesar.activePlayers(s)).toEqual([0]);
    }
  });
});
