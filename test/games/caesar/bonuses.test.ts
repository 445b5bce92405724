/** Bonus tokens: Tactics, Wealth, Might, Senate (see rulebook examples), Poison, Centurion, and Checkpoints. */
import { describe, expect, it } from 'vitest';
import { caesar, eventsFor } from '../../../src/games/caesar/index';
import { CAESAR_ERRORS } from '../../../src/games/caesar/errors';
import { influence } from '../../../src/games/caesar/rules-helpers';
import type { BonusKind, CaesarOptions, CaesarState } from '../../../src/games/caesar/types';
import { ALL, act, blank, controlled, give, opts, put, bothShortOfSpace8 } from './helpers';

/** Caesar is one token (C09 on space 1) away from closing Hispania Ulterior, which holds `kind`. */
function closeUlterior(kind: BonusKind, options: CaesarOptions = opts()): CaesarState {
  const s = blank(options);
  put(s, 'C05', 0, 'hispania_ulterior');
  s.provinces.hispania_ulterior.bonus = kind;
  give(s, 0, ['C09', 'C01']);
  return s;
}
const closeIt = { type: 'place', token: 'C09', space: 1, toward: 'hispania_ulterior' } as const;

/** Sardinia and Sicilia close together when Caesar plays C11 on space 8; both hold `kind`. */
function doubleBonus(kind: BonusKind, options: CaesarOptions = opts()): CaesarState {
  const s = bothShortOfSpace8(options);
  s.provinces.sardinia.bonus = kind;
  s.provinces.sicilia.bonus = kind;
  give(s, 0, ['C11', 'C01']);
  return s;
}
function doubleClose(s: CaesarState) {
  const mid = act(s, 0, { type: 'place', token: 'C11', space: 8, toward: 'sicilia' }).state;
  return act(mid, 0, { type: 'closureOrder', first: 'sardinia' });
}

describe('Tactics', () => {
  it('taking it gives an extra turn; declining passes as usual', () => {
    const mid = act(closeUlterior('tactics'), 0, closeIt).state;
    expect(mid.pending).toEqual({ kind: 'tactics' });
    expect(caesar.legalActions(mid, 0)).toEqual([{ type: 'tactics', take: true }, { type: 'tactics', take: false }]);
    const took = act(mid, 0, { type: 'tactics', take: true });
    expect(took.state.active).toBe(0);
    expect(took.state.turn).toBe(2);
    expect(took.state.extraTurn).toBe(false);
    expect(took.events).toContainEqual({ type: 'extraTurn', side: 0 });
    expect(took.events).toContainEqual({ type: 'bonusResolved', side: 0, bonus: 'tactics', used: true });
    const passed = act(mid, 0, { type: 'tactics', take: false });
    expect(passed.state.active).toBe(1);
  });

  it('two Tactics in one turn give one extra turn', () => {
    const mid = doubleClose(doubleBonus('tactics')).state;
    expect(mid.pending).toEqual({ kind: 'tactics' });
    const { state, events } = act(mid, 0, { type: 'tactics', take: true });
    expect(events).toContainEqual({ type: 'bonusResolved', side: 0, bonus: 'tactics', used: false });
    expect(state.active).toBe(0);
    expect(state.pending).toBeNull();
    // The extra turn ends normally with the opponent to move.
    const next = act(give(state, 0, ['C02']), 0, { type: 'place', token: 'C02', space: 2, toward: 'gallia' }).state;
    expect(next.active).toBe(1);
  });

  it('declining the first of two Tactics lets the second one ask again', () => {
    const mid = doubleClose(doubleBonus('tactics')).state;
    const after = act(mid, 0, { type: 'tactics', take: false }).state;
    expect(after.pending).toEqual({ kind: 'tactics' });
  });

  it('an extra turn that takes Tactics again gives another', () => {
    const s = closeUlterior('tactics');
    s.provinces.syria.bonus = 'tactics';
    put(s, 'C01', 28, 'syria');
    let st = act(s, 0, closeIt).state;
    st = act(st, 0, { type: 'tactics', take: true }).state;
    expect(st.active).toBe(0);
    give(st, 0, ['C06']);
    st = act(st, 0, { type: 'place', token: 'C06', space: 29, toward: 'syria' }).state;
    expect(st.pending).toEqual({ kind: 'tactics' });
    st = act(st, 0, { type: 'tactics', take: true }).state;
    expect(st.active).toBe(0);
    expect(st.turn).toBe(3);
  });
});

describe('Wealth', () => {
  it('draws one more token now: the supply stays one larger', () => {
    const s = closeUlterior('wealth');
    const bag = s.sides[0].bag.length;
    const { state, events } = act(s, 0, closeIt);
    expect(state.sides[0].supply.length).toBe(3);
    expect(state.sides[0].bag.length).toBe(bag - 2);
    expect(events.filter((e) => e.type === 'drew')).toHaveLength(2);
  });
});

describe('Might', () => {
  it('turns an enemy influence token down: 0/0 in open provinces, closed ones unaffected', () => {
    const s = closeUlterior('might');
    s.spaces[0].placed = null;
    s.sides[0].bag.push('C05');
    put(s, 'P07', 0, 'hispania_ulterior');
    put(s, 'C02', 2, 'gallia');
    put(s, 'C13', 3, 'gallia');
    const mid = act(s, 0, closeIt).state;
    expect(mid.provinces.hispania_ulterior.finalInfluence).toEqual([6, 4]);
    expect(mid.pending).toEqual({ kind: 'might' });
    const legal = caesar.legalActions(mid, 0);
    // Only Pompey's face-up token; Caesar's own tokens are not targets; passing is allowed.
    expect(legal).toEqual([{ type: 'might', target: { kind: 'influence', space: 0 } }, { type: 'might', target: null }]);
    expect(influence(mid, 'hispania_citerior')).toEqual([1, 2]);
    const { state, events } = act(mid, 0, { type: 'might', target: { kind: 'influence', space: 0 } });
    expect(state.spaces[0].placed?.faceDown).toBe(true);
    expect(influence(state, 'hispania_citerior')).toEqual([1, 0]);
    expect(state.provinces.hispania_ulterior.finalInfluence).toEqual([6, 4]);
    expect(state.provinces.hispania_ulterior.controller).toBe(0);
    expect(events).toContainEqual({ type: 'turnedDown', side: 0, target: { kind: 'influence', space: 0 } });
    expect(state.active).toBe(1);
  });

  it('a face-down enemy control token blocks border control around its province', () => {
    const build = () => {
      const s = closeUlterior('might');
      controlled(s, 'mauritania', 1);
      put(s, 'P09', 4, 'sardinia');
      put(s, 'P05', 5, 'sardinia');
      put(s, 'P06', 9, 'sardinia');
      return s;
    };
    const pompeyCloses = (s: CaesarState) =>
      act(give(s, 1, ['P10']), 1, { type: 'place', token: 'P10', space: 8, toward: 'sardinia' }).state;

    const mid = act(build(), 0, closeIt).state;
    expect(caesar.legalActions(mid, 0)).toContainEqual({ type: 'might', target: { kind: 'provinceControl', province: 'mauritania', slot: 0 } });
    const down = act(mid, 0, { type: 'might', target: { kind: 'provinceControl', province: 'mauritania', slot: 0 } }).state;
    expect(down.provinces.mauritania.controlTokens).toEqual([{ side: 1, faceDown: true }]);
    const blocked = pompeyCloses(down);
    expect(blocked.provinces.sardinia.controller).toBe(1);
    expect(blocked.spaces[4].control).toBeNull();

    const passed = act(mid, 0, { type: 'might', target: null }).state;
    const open = pompeyCloses(passed);
    expect(open.spaces[4].control).toEqual({ side: 1, faceDown: false });
  });

  it('can turn down a border control token; covered and face-down tokens are no targets', () => {
    const s = closeUlterior('might');
    put(s, 'P01', 28, 'syria');
    put(s, 'P05', 29, 'syria');
    s.spaces[29].control = { side: 1, faceDown: false };
    s.sides[1].controlLeft -= 1;
    put(s, 'P02', 2, 'gallia', true);
    const mid = act(s, 0, closeIt).state;
    const targets = caesar.legalActions(mid, 0).map((a) => (a as { target: unknown }).target);
    expect(targets).toEqual([{ kind: 'influence', space: 28 }, { kind: 'borderControl', space: 29 }, null]);
    const bad = caesar.apply(mid, 0, { type: 'might', target: { kind: 'influence', space: 29 } });
    expect(bad.ok === false && bad.error.code).toBe(CAESAR_ERRORS.badMightTarget);
    const { state } = act(mid, 0, { type: 'might', target: { kind: 'borderControl', space: 29 } });
    expect(state.spaces[29].control).toEqual({ side: 1, faceDown: true });
  });

  it('with no target it is lost without a question', () => {
    const { state, events } = act(closeUlterior('might'), 0, closeIt);
    expect(state.pending).toBeNull();
    expect(state.active).toBe(1);
    expect(events).toContainEqual({ type: 'bonusResolved', side: 0, bonus: 'might', used: false });
  });
});

describe('Poison', () => {
  it('the opponent returns one random supply token to the bag, in public', () => {
    const s = closeUlterior('poison', opts({ poison: true }));
    const supply = [...s.sides[1].supply];
    const { state, events } = act(s, 0, closeIt);
    expect(state.sides[1].supply.length).toBe(supply.length - 1);
    expect(state.sides[1].bag.length).toBe(s.sides[1].bag.length + 1);
    const ev = events.find((e) => e.type === 'poisoned');
    expect(ev).toBeDefined();
    if (ev?.type !== 'poisoned') throw new Error('no event');
    expect(supply).toContain(ev.token);
    expect(state.sides[1].bag).toContain(ev.token);
    expect(eventsFor(events, null)).toContainEqual(ev);
    expect(eventsFor(events, 1)).toContainEqual(ev);
  });
});

describe('Centurion', () => {
  const o = opts({ centurions: true });
  it('replaces the end-of-turn draw with a Centurion token of your choice', () => {
    const s = closeUlterior('centurion', o);
    const mid = act(s, 0, closeIt).state;
    expect(mid.pending).toEqual({ kind: 'centurion' });
    expect(caesar.legalActions(mid, 0)).toEqual([
      { type: 'centurion', token: 'C17' }, { type: 'centurion', token: 'C18' }, { type: 'centurion', token: 'C19' },
      { type: 'centurion', token: null },
    ]);
    const { state, events } = act(mid, 0, { type: 'centurion', token: 'C18' });
    expect(state.sides[0].supply).toEqual(['C01', 'C18']);
    expect(state.sides[0].centurionsAvailable).toEqual(['C17', 'C19']);
    expect(events.some((e) => e.type === 'drew')).toBe(false);
    expect(events).toContainEqual({ type: 'centurionTaken', side: 0, token: 'C18' });
    expect(state.active).toBe(1);
  });

  it('passing draws normally', () => {
    const mid = act(closeUlterior('centurion', o), 0, closeIt).state;
    const { state, events } = act(mid, 0, { type: 'centurion', token: null });
    expect(state.sides[0].supply.length).toBe(2);
    expect(state.sides[0].centurionsAvailable.length).toBe(3);
    expect(events.some((e) => e.type === 'drew')).toBe(true);
  });

  it('with no Centurion left the turn draws normally; a second Centurion in a turn adds nothing', () => {
    const s = closeUlterior('centurion', o);
    s.sides[0].bag.push(...s.sides[0].centurionsAvailable.splice(0));
    const { state, events } = act(s, 0, closeIt);
    expect(state.pending).toBeNull();
    expect(events).toContainEqual({ type: 'bonusResolved', side: 0, bonus: 'centurion', used: false });

    const two = doubleClose(doubleBonus('centurion', o));
    expect(two.state.pending).toEqual({ kind: 'centurion' });
    const resolved = two.events.filter((e) => e.type === 'bonusResolved');
    expect(resolved.map((e) => (e as { used: boolean }).used)).toEqual([true, false]);
  });

  it('the ship+shield Centurion token fits both symbols, and nothing else', () => {
    const s = give(blank(o), 0, ['C18']);
    const spaces = new Set(caesar.legalActions(s, 0).map((a) => (a as { space: number }).space));
    for (const a of caesar.legalActions(s, 0)) expect(a.type).toBe('place');
    expect(spaces.has(2)).toBe(false); // sword
    expect(spaces.has(0)).toBe(true); // shield
    expect(spaces.has(1)).toBe(true); // ship
    // 4/4: one orientation per space.
    expect(caesar.legalActions(s, 0).length).toBe(20);
  });
});

describe('Checkpoints', () => {
  it('a face-down token on a Checkpoint is worth 0/0 and draws a bank bonus to resolve', () => {
    const s = give(blank(opts(ALL)), 0, ['C05', 'C01', 'C02']);
    s.bank = ['wealth', 'senate'];
    const supply = s.sides[0].supply.length;
    const { state, events } = act(s, 0, { type: 'place', token: 'C05', space: 5, toward: 'sardinia', faceDown: true });
    expect(state.spaces[5].placed).toMatchObject({ token: 'C05', faceDown: true });
    expect(influence(state, 'sardinia')).toEqual([0, 0]);
    expect(state.bank).toEqual(['senate']);
    expect(events).toContainEqual({ type: 'bonusTaken', side: 0, bonus: 'wealth', from: 'bank' });
    expect(events[0]).toMatchObject({ type: 'placed', faceDown: true, values: [0, 0] });
    expect(state.sides[0].supply.length).toBe(supply - 1 + 2);
  });

  it('a Senate from the bank is kept with nothing under it, and the closure still happens', () => {
    const s = blank(opts(ALL));
    put(s, 'C10', 4, 'mauritania');
    put(s, 'C11', 8, 'sicilia');
    put(s, 'C07', 9, 'italia');
    s.provinces.sardinia.bonus = 'tactics';
    s.bank = ['senate'];
    give(s, 0, ['C08']);
    const mid = act(s, 0, { type: 'place', token: 'C08', space: 5, toward: 'sardinia', faceDown: true }).state;
    expect(mid.provinces.sardinia.controller).toBe(0);
    expect(mid.provinces.sardinia.finalInfluence).toEqual([1 + 2 + 2, 0]);
    expect(mid.sides[0].senate).toEqual([{ under: 0 }]);
    expect(mid.pending).toEqual({ kind: 'tactics' });
  });

  it('face down only on a Checkpoint, only with the module, only while the bank has tokens', () => {
    const s = give(blank(opts(ALL)), 0, ['C05', 'C01']);
    const down = caesar.legalActions(s, 0).filter((a) => a.type === 'place' && a.faceDown);
    expect(new Set(down.map((a) => (a as { space: number }).space))).toEqual(new Set([5, 11]));
    const code = (st: CaesarState, space: number, token = 'C05') => {
      const out = caesar.apply(st, 0, { type: 'place', token, space, toward: 'hispania_ulterior', faceDown: true });
      return out.ok ? 'ok' : out.error.code;
    };
    expect(code(s, 0)).toBe(CAESAR_ERRORS.faceDownNotAllowed);
    const base = give(blank(), 0, ['C05']);
    const o = caesar.apply(base, 0, { type: 'place', token: 'C05', space: 5, toward: 'sardinia', faceDown: true });
    expect(o.ok === false && o.error.code).toBe(CAESAR_ERRORS.faceDownNotAllowed);
    s.bank = [];
    const e = caesar.apply(s, 0, { type: 'place', token: 'C05', space: 5, toward: 'sardinia', faceDown: true });
    expect(e.ok === false && e.error.code).toBe(CAESAR_ERRORS.bankEmpty);
    expect(caesar.legalActions(s, 0).some((a) => a.type === 'place' && a.faceDown)).toBe(false);
  });
});
