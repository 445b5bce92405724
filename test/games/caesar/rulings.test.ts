/**
 * One test per ruling of docs/caesar-rulings.md, named after its id. Each test
 * pins the reading the ruling chose, so that reversing it fails the test (the
 * note at each test says which reversal it catches). Other files test the
 * same rules in more breadth; these are the rulings' own checks.
 */
import { describe, expect, it } from 'vitest';
import { abandon, caesar, resign, setupGame } from '../../../src/games/caesar/index';
import { CAESAR_ERRORS } from '../../../src/games/caesar/errors';
import { GameOverSignal, closeCtx, newCtx } from '../../../src/games/caesar/ctx';
import { initialState } from '../../../src/games/caesar/setup';
import { runCrassusTurn } from '../../../src/games/caesar/solo/crassus-turn';
import { CRASSUS_TILES, crassusDeck } from '../../../src/games/caesar/solo/tiles';
import { fitsSpace, influence } from '../../../src/games/caesar/rules-helpers';
import { PROVINCE_IDS, SPACES } from '../../../src/games/caesar/data';
import type { BonusKind, CaesarEvent, CaesarState, CrassusTile } from '../../../src/games/caesar/types';
import { ALL, act, blank, bothShortOfSpace8, controlled, give, opts, put } from './helpers';

const count = <T>(xs: T[]) => xs.reduce<Record<string, number>>((m, x) => ({ ...m, [String(x)]: (m[String(x)] ?? 0) + 1 }), {});
const closedOrder = (events: CaesarEvent[]) => events.flatMap((e) => (e.type === 'closed' ? [e.province] : []));

/** Caesar one token (C09 on space 1) from closing Hispania Ulterior, which holds `kind`. */
function closeUlterior(kind: BonusKind | null, options = opts()): CaesarState {
  const s = blank(options);
  put(s, 'C05', 0, 'hispania_ulterior');
  s.provinces.hispania_ulterior.bonus = kind;
  give(s, 0, ['C09', 'C01']);
  return s;
}
const closeIt = { type: 'place', token: 'C09', space: 1, toward: 'hispania_ulterior' } as const;

/** Sardinia and Sicilia close together when Caesar plays C11 on space 8 (Caesar wins Sicilia, Pompey Sardinia). */
function doubleClosure(): CaesarState {
  const s = bothShortOfSpace8();
  controlled(s, 'mauritania', 1);
  controlled(s, 'numidia', 0);
  give(s, 0, ['C11', 'C01']);
  return s;
}
const placeOn8 = { type: 'place', token: 'C11', space: 8, toward: 'sicilia' } as const;

/** Crassus plays Pompey (side 1) and is to move, his row and stack empty, no bonuses on the board. */
function soloState(modules = {}): CaesarState {
  const s = initialState(opts(modules, { crassus: 1, difficulty: 'medium' }), 'rulings');
  for (const p of Object.values(s.provinces)) p.bonus = null;
  s.sides[1].bag.push(...s.crassus!.row.splice(0));
  return s;
}

function toRow(s: CaesarState, tokens: string[]): void {
  for (const t of tokens) {
    s.sides[1].bag.splice(s.sides[1].bag.indexOf(t), 1);
    s.crassus!.row.push(t);
  }
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

describe('Caesar! rulings: set-up', () => {
  it('S1: Italia gets a Senate; the other 17 provinces the 17 remaining base tokens, in random order', () => {
    const layouts = new Set<string>();
    for (let i = 0; i < 20; i++) {
      const s = caesar.setup(opts(), `s1-${i}`);
      expect(s.provinces.italia.bonus).toBe('senate');
      const others = PROVINCE_IDS.filter((p) => p !== 'italia').map((p) => s.provinces[p].bonus);
      expect(count(others)).toEqual({ senate: 5, tactics: 4, wealth: 4, might: 4 });
      layouts.add(others.join());
    }
    expect(layouts.size).toBeGreaterThan(1);
  });

  it('S2: Poison and Centurion tokens replace random base tokens of six different provinces, never Italia\'s Senate', () => {
    for (let i = 0; i < 20; i++) {
      const s = caesar.setup(opts({ poison: true, centurions: true }), `s2-${i}`);
      expect(s.provinces.italia.bonus).toBe('senate');
      const all = PROVINCE_IDS.map((p) => s.provinces[p].bonus!);
      const c = count(all);
      expect(c.poison).toBe(3);
      expect(c.centurion).toBe(3);
      expect(c.senate + c.tactics + c.wealth + c.might).toBe(12);
    }
  });

  it('S3: Checkpoints need Poison and Centurions; the six replaced tokens form the hidden bank', () => {
    for (const modules of [{ checkpoints: true }, { checkpoints: true, poison: true }, { checkpoints: true, centurions: true }]) {
      let code = '';
      try { opts(modules); } catch (e) { code = (e as { error: { code: string } }).error.code; }
      expect(code).toBe(CAESAR_ERRORS.checkpointsNeedBoth);
    }
    const s = caesar.setup(opts(ALL), 's3');
    expect(s.bank).toHaveLength(6);
    const base = PROVINCE_IDS.map((p) => s.provinces[p].bonus!).filter((b) => b !== 'poison' && b !== 'centurion');
    expect(count([...base, ...s.bank])).toEqual({ senate: 6, tactics: 4, wealth: 4, might: 4 });
    expect('bank' in caesar.view(s, 0)).toBe(false);
  });

  it('S4: 2 opening tokens (3 with Poison), Centurions in front, 12 control tokens, Caesar starts; solo: Crassus\'s first turn is in setupGame\'s events', () => {
    const plain = caesar.setup(opts(), 's4');
    expect(plain.sides.map((x) => x.supply.length)).toEqual([2, 2]);
    expect(plain.sides.map((x) => x.controlLeft)).toEqual([12, 12]);
    expect(plain.active).toBe(0);
    const poison = caesar.setup(opts({ poison: true, centurions: true }), 's4');
    expect(poison.sides.map((x) => x.supply.length)).toEqual([3, 3]);
    expect(poison.sides.map((x) => x.centurionsAvailable)).toEqual([['C17', 'C18', 'C19'], ['P17', 'P18', 'P19']]);
    const solo = setupGame(opts({}, { crassus: 1, difficulty: 'low' }), 's4');
    expect(solo.events[0]).toEqual({ type: 'turnStarted', side: 1, turn: 1 });
    expect(solo.events.some((e) => e.type === 'crassusTile')).toBe(true);
    expect(solo.state.active).toBe(0);
    expect(caesar.setup(opts({}, { crassus: 1, difficulty: 'low' }), 's4')).toEqual(solo.state);
  });
});

describe('Caesar! rulings: placing', () => {
  it('P1: a token fits a space by one of its symbols, or if wild; the ship+shield Centurion fits both', () => {
    const bySymbol = (symbol: string) => SPACES.find((sp) => sp.symbol === symbol)!.id;
    const [sword, shield, ship] = [bySymbol('sword'), bySymbol('shield'), bySymbol('ship')];
    expect([fitsSpace('C18', ship), fitsSpace('C18', shield), fitsSpace('C18', sword)]).toEqual([true, true, false]);
    expect([fitsSpace('C13', ship), fitsSpace('C13', shield), fitsSpace('C13', sword)]).toEqual([true, true, true]);
    expect([fitsSpace('C01', ship), fitsSpace('C01', shield), fitsSpace('C01', sword)]).toEqual([false, false, true]);
  });

  it('P2: a token with equal numbers is listed once, toward the space\'s first province; face down too', () => {
    const s = give(blank(opts(ALL)), 0, ['C04', 'C08']);
    s.bank = ['wealth'];
    const on = (token: string, space: number) => caesar.legalActions(s, 0).filter((a) => a.type === 'place' && a.token === token && a.space === space);
    expect(on('C04', 2)).toEqual([{ type: 'place', token: 'C04', space: 2, toward: 'hispania_citerior' }]);
    const bad = caesar.apply(s, 0, { type: 'place', token: 'C04', space: 2, toward: 'gallia' });
    expect(bad.ok === false && bad.error.code).toBe(CAESAR_ERRORS.badOrientation);
    // Space 5 (Sardinia–Gallia) is a Checkpoint: one face-up and one face-down placement.
    expect(on('C08', 5)).toEqual([
      { type: 'place', token: 'C08', space: 5, toward: 'sardinia' },
      { type: 'place', token: 'C08', space: 5, toward: 'sardinia', faceDown: true },
    ]);
  });
});

describe('Caesar! rulings: closing a province', () => {
  it('C1: the active side is always asked the order of a double closure', () => {
    const { state, events } = act(doubleClosure(), 0, placeOn8);
    expect(state.pending).toEqual({ kind: 'closureOrder', provinces: ['sardinia', 'sicilia'] });
    expect(closedOrder(events)).toEqual([]);
    for (const first of ['sardinia', 'sicilia'] as const) {
      const out = act(state, 0, { type: 'closureOrder', first });
      expect(closedOrder(out.events)[0]).toBe(first);
    }
  });

  it('C1: Crassus resolves a double closure in board order', () => {
    // Space 14 lies between Africa and Sicilia (in that order); on the board (PROVINCE_IDS) Sicilia comes first.
    expect(SPACES[14].provinces).toEqual(['africa', 'sicilia']);
    expect(PROVINCE_IDS.indexOf('sicilia')).toBeLessThan(PROVINCE_IDS.indexOf('africa'));
    const s = soloState();
    for (const [token, space, toward] of [['P09', 7, 'sicilia'], ['P10', 8, 'sicilia'], ['P01', 12, 'sicilia'],
      ['P02', 11, 'africa'], ['P11', 16, 'africa'], ['P05', 20, 'africa']] as const) put(s, token, space, toward);
    toRow(s, ['P12']);
    const { state, events } = playTile(s, 'D');
    expect(events).toContainEqual(expect.objectContaining({ type: 'placed', side: 1, token: 'P12', space: 14 }));
    expect(closedOrder(events)).toEqual(['sicilia', 'africa']);
    expect(state.pending).toBeNull();
  });

  it('C2: each closure gives the bonus, then influence, then control; border control after all closures, active side first; bonuses last, in closing order', () => {
    const s = doubleClosure();
    s.provinces.sardinia.bonus = 'tactics';
    s.provinces.sicilia.bonus = 'wealth';
    const mid = act(s, 0, placeOn8).state;
    const first = act(mid, 0, { type: 'closureOrder', first: 'sicilia' });
    const kinds = first.events.map((e) => `${e.type}${'province' in e && e.province ? `:${e.province}` : ''}${e.type === 'controlPlaced' ? `:${e.where}:${e.side}` : ''}`);
    expect(kinds).toEqual([
      'closed:sicilia', 'bonusTaken', 'controlPlaced:sicilia:province:0',
      'closed:sardinia', 'bonusTaken', 'controlPlaced:sardinia:province:1',
      'controlPlaced:border:0', 'controlPlaced:border:1',
      'drew', 'bonusResolved', // Wealth (Sicilia's) is resolved first...
    ]);
    expect(first.state.pending).toEqual({ kind: 'tactics' }); // ...then Sardinia's Tactics asks.
    // The other order resolves Tactics first: Wealth waits behind the question.
    const other = act(mid, 0, { type: 'closureOrder', first: 'sardinia' });
    expect(other.state.pending).toEqual({ kind: 'tactics' });
    expect(other.events.some((e) => e.type === 'bonusResolved')).toBe(false);
  });

  it('C3: a tie is nobody\'s for good; in solo a tie in Crassus\'s turn is his, in the human\'s turn nobody\'s', () => {
    const s = blank();
    put(s, 'P08', 0, 'hispania_ulterior');
    give(s, 0, ['C12', 'C01']);
    const { state } = act(s, 0, { type: 'place', token: 'C12', space: 1, toward: 'hispania_ulterior' });
    expect(state.provinces.hispania_ulterior).toMatchObject({ closed: true, tied: true, controller: null, controlTokens: [] });

    const human = soloState();
    human.active = 0;
    put(human, 'P08', 0, 'hispania_ulterior');
    give(human, 0, ['C12']);
    toRow(human, ['P11']);
    human.crassus!.deck = ['D'];
    const humanTie = act(human, 0, { type: 'place', token: 'C12', space: 1, toward: 'hispania_ulterior' }).state;
    expect(humanTie.provinces.hispania_ulterior).toMatchObject({ tied: true, controller: null });

    const crassus = soloState();
    put(crassus, 'C08', 0, 'hispania_ulterior');
    toRow(crassus, ['P12']);
    const crassusTie = playTile(crassus, 'D').state;
    expect(crassusTie.provinces.hispania_ulterior.finalInfluence).toEqual([3, 3]);
    expect(crassusTie.provinces.hispania_ulterior).toMatchObject({ tied: false, controller: 1 });
  });

  it('C4: Italia takes two control tokens; with one left its controller places it and wins', () => {
    const build = () => {
      const s = blank();
      for (const [token, space] of [['C01', 9], ['C02', 10], ['C03', 12], ['C09', 15], ['C10', 17]] as const) put(s, token, space, 'italia');
      give(s, 0, ['C05', 'C06']);
      return s;
    };
    const two = act(build(), 0, { type: 'place', token: 'C05', space: 18, toward: 'italia' }).state;
    expect(two.provinces.italia.controlTokens).toHaveLength(2);
    expect(two.sides[0].controlLeft).toBe(10);
    const last = build();
    last.sides[0].controlLeft = 1;
    const won = act(last, 0, { type: 'place', token: 'C05', space: 18, toward: 'italia' }).state;
    expect(won.provinces.italia.controlTokens).toHaveLength(1);
    expect(won.winner).toBe(0);
  });

  it('C5: border control is placed without a question, covering whoever\'s token lies there; not next to a face-down control token', () => {
    const build = () => {
      const s = blank();
      controlled(s, 'hispania_citerior', 0);
      put(s, 'P05', 0, 'hispania_citerior'); // Pompey's token on the Ulterior–Citerior border
      give(s, 0, ['C09', 'C01']);
      return s;
    };
    const { state, events } = act(build(), 0, closeIt);
    expect(state.pending).toBeNull();
    expect(state.spaces[0].control).toEqual({ side: 0, faceDown: false });
    expect(events).toContainEqual({ type: 'controlPlaced', side: 0, where: 'border', space: 0, count: 1 });
    const blocked = build();
    blocked.provinces.hispania_citerior.controlTokens[0].faceDown = true;
    expect(act(blocked, 0, closeIt).state.spaces[0].control).toBeNull();
  });
});

describe('Caesar! rulings: bonuses', () => {
  it('B1: Tactics asks; two in one turn give one extra turn, and a declined first lets the second ask', () => {
    const s = doubleClosure();
    s.provinces.sardinia.bonus = 'tactics';
    s.provinces.sicilia.bonus = 'tactics';
    const mid = act(act(s, 0, placeOn8).state, 0, { type: 'closureOrder', first: 'sardinia' }).state;
    expect(mid.pending).toEqual({ kind: 'tactics' });
    const taken = act(mid, 0, { type: 'tactics', take: true });
    expect(taken.state.pending).toBeNull();
    expect(taken.events).toContainEqual({ type: 'bonusResolved', side: 0, bonus: 'tactics', used: false });
    expect(taken.events.filter((e) => e.type === 'extraTurn')).toHaveLength(1);
    expect(taken.state).toMatchObject({ active: 0, extraTurn: false, turn: mid.turn + 1 });
    const declined = act(mid, 0, { type: 'tactics', take: false });
    expect(declined.state.pending).toEqual({ kind: 'tactics' });
  });

  it('B2: Wealth draws one token now, nothing from an empty bag', () => {
    const s = closeUlterior('wealth');
    const bag = s.sides[0].bag.length;
    const { state } = act(s, 0, closeIt);
    expect(state.sides[0].bag.length).toBe(bag - 2); // Wealth and the end-of-turn draw
    const empty = closeUlterior('wealth');
    empty.sides[0].bag = [];
    const { events } = act(empty, 0, closeIt);
    expect(events.filter((e) => e.type === 'drew').map((e) => (e as { count: number }).count)).toEqual([0, 0]);
  });

  it('B3: Might targets enemy face-up uncovered influence, province control and border control tokens; none: lost without a question', () => {
    const s = closeUlterior('might');
    put(s, 'P01', 28, 'syria');
    put(s, 'P05', 29, 'syria');
    s.spaces[29].control = { side: 1, faceDown: false }; // covers P05
    controlled(s, 'macedonia', 1);
    put(s, 'P02', 2, 'gallia', true); // already face down
    const mid = act(s, 0, closeIt).state;
    expect(caesar.legalActions(mid, 0).map((a) => (a as { target: unknown }).target)).toEqual([
      { kind: 'influence', space: 28 },
      { kind: 'provinceControl', province: 'macedonia', slot: 0 },
      { kind: 'borderControl', space: 29 },
      null,
    ]);
    const down = act(mid, 0, { type: 'might', target: { kind: 'influence', space: 28 } }).state;
    expect(influence(down, 'syria')).toEqual([0, 6]); // P01 now 0; the covered P05 still counts
    const none = act(closeUlterior('might'), 0, closeIt);
    expect(none.state.pending).toBeNull();
    expect(none.events).toContainEqual({ type: 'bonusResolved', side: 0, bonus: 'might', used: false });
  });

  it('B4: a Senate puts one control token per Senate held, this one included; none if the province is lost; none from the bank', () => {
    const s = closeUlterior('senate');
    s.sides[0].senate = [{ under: 1 }];
    const { state } = act(s, 0, closeIt);
    expect(state.sides[0].senate).toEqual([{ under: 1 }, { under: 2 }]);
    const lost = closeUlterior('senate');
    lost.spaces[0].placed = null;
    lost.sides[0].bag.push('C05');
    put(lost, 'P05', 0, 'hispania_ulterior');
    give(lost, 0, ['C12', 'C01']);
    const gone = act(lost, 0, { type: 'place', token: 'C12', space: 1, toward: 'hispania_ulterior' }).state;
    expect(gone.provinces.hispania_ulterior.controller).toBe(1);
    expect(gone.sides[0].senate).toEqual([{ under: 0 }]);
    const bank = give(blank(opts(ALL)), 0, ['C05', 'C01']);
    bank.bank = ['senate'];
    const fromBank = act(bank, 0, { type: 'place', token: 'C05', space: 5, toward: 'sardinia', faceDown: true }).state;
    expect(fromBank.sides[0].senate).toEqual([{ under: 0 }]);
  });

  it('B5: Poison sends one random token of the opponent\'s supply back to the bag, in a public event; an empty supply loses nothing', () => {
    const s = closeUlterior('poison', opts({ poison: true }));
    give(s, 1, ['P01', 'P02']);
    const { state, events } = act(s, 0, closeIt);
    const poisoned = events.find((e) => e.type === 'poisoned');
    expect(poisoned).toMatchObject({ side: 0, victim: 1 });
    const token = (poisoned as { token: string }).token;
    expect(state.sides[1].bag).toContain(token);
    expect(state.sides[1].supply).toHaveLength(1);
    const empty = closeUlterior('poison', opts({ poison: true }));
    give(empty, 1, []);
    expect(act(empty, 0, closeIt).events.some((e) => e.type === 'poisoned')).toBe(false);
  });

  it('B6: Centurion: choose one instead of the draw, or pass and draw; none left draws without a question', () => {
    const s = closeUlterior('centurion', opts({ centurions: true }));
    const mid = act(s, 0, closeIt).state;
    expect(mid.pending).toEqual({ kind: 'centurion' });
    const bag = mid.sides[0].bag.length;
    const took = act(mid, 0, { type: 'centurion', token: 'C17' }).state;
    expect(took.sides[0].supply).toContain('C17');
    expect(took.sides[0].bag.length).toBe(bag);
    expect(act(mid, 0, { type: 'centurion', token: null }).state.sides[0].bag.length).toBe(bag - 1);
    const none = closeUlterior('centurion', opts({ centurions: true }));
    none.sides[0].bag.push(...none.sides[0].centurionsAvailable.splice(0));
    expect(act(none, 0, closeIt).state.pending).toBeNull();
  });

  it('B7: face down only on a Checkpoint, with the module, while the bank has tokens; the bank bonus is resolved first', () => {
    const s = give(blank(opts(ALL)), 0, ['C05', 'C01']);
    s.bank = ['might'];
    const refused = (state: CaesarState, space: number) => {
      const out = caesar.apply(state, 0, { type: 'place', token: 'C05', space, toward: SPACES[space].provinces[0], faceDown: true });
      return out.ok ? null : out.error.code;
    };
    expect(refused(s, 9)).toBe(CAESAR_ERRORS.faceDownNotAllowed); // not a Checkpoint
    expect(refused(give(blank(opts({ poison: true, centurions: true })), 0, ['C05']), 5)).toBe(CAESAR_ERRORS.faceDownNotAllowed);
    expect(refused({ ...s, bank: [] }, 5)).toBe(CAESAR_ERRORS.bankEmpty);
    // A face-down token that closes Sardinia, which holds Tactics: the bank's Wealth is resolved before it.
    const c = blank(opts(ALL));
    for (const [token, space] of [['C10', 4], ['C11', 8], ['C07', 9]] as const) put(c, token, space, 'sardinia');
    c.provinces.sardinia.bonus = 'tactics';
    c.bank = ['wealth'];
    give(c, 0, ['C08', 'C01']);
    const { state, events } = act(c, 0, { type: 'place', token: 'C08', space: 5, toward: 'sardinia', faceDown: true });
    const resolvedOrTaken = events.filter((e) => e.type === 'bonusTaken' || e.type === 'bonusResolved').map((e) => `${e.type}:${(e as { bonus: string }).bonus}`);
    expect(resolvedOrTaken).toEqual(['bonusTaken:wealth', 'bonusTaken:tactics', 'bonusResolved:wealth']);
    expect(state.pending).toEqual({ kind: 'tactics' });
    expect(state.provinces.sardinia.finalInfluence).toEqual([5 + 4 + 4, 0]); // the face-down C08 counts 0
  });
});

describe('Caesar! rulings: end of turn, end of game', () => {
  it('E1: exactly one token is drawn at the end of a turn, none from an empty bag; Crassus draws only what his tile says', () => {
    const s = give(blank(), 0, ['C01', 'C02']);
    const out = act(s, 0, { type: 'place', token: 'C01', space: 2, toward: 'gallia' });
    expect(out.events.filter((e) => e.type === 'drew')).toEqual([expect.objectContaining({ side: 0, count: 1 })]);
    const empty = give(blank(), 0, ['C01', 'C02']);
    empty.sides[0].bag = [];
    expect(act(empty, 0, { type: 'place', token: 'C01', space: 2, toward: 'gallia' }).state.sides[0].supply).toEqual(['C02']);
    const crassus = soloState();
    toRow(crassus, ['P01']);
    const d = playTile(crassus, 'D'); // Centurion 1, place 1: no draw at all
    expect(d.events.some((e) => e.type === 'drew')).toBe(false);
  });

  it('E2: the last control token ends the game at once: no further closure, bonus or draw', () => {
    const s = doubleClosure();
    s.provinces.sicilia.bonus = 'wealth';
    s.sides[0].controlLeft = 1;
    const mid = act(s, 0, placeOn8).state;
    const { state, events } = act(mid, 0, { type: 'closureOrder', first: 'sicilia' });
    expect(state).toMatchObject({ winner: 0, endReason: 'controlTokens', pending: null });
    expect(state.provinces.sardinia.closed).toBe(false);
    expect(events.some((e) => e.type === 'drew' || e.type === 'bonusResolved')).toBe(false);
  });

  it('E3: a side that cannot place at the start of its turn (also an extra turn) loses', () => {
    const s = closeUlterior('tactics');
    give(s, 0, ['C09']); // nothing left after this placement
    s.sides[0].bag = [];
    const mid = act(s, 0, closeIt).state;
    const { state } = act(mid, 0, { type: 'tactics', take: true });
    expect(state).toMatchObject({ winner: 1, endReason: 'cannotPlace' });
    const crassus = soloState();
    crassus.sides[1].bag = [];
    expect(playTile(crassus, 'A').state).toMatchObject({ winner: 0, endReason: 'cannotPlace' });
  });

  it('E4: resign gives the other side the win, abandon ends with no winner; each counts one version', () => {
    const s = caesar.setup(opts(), 'e4');
    const r = resign(s, 0);
    expect(r).toMatchObject({ winner: 1, endReason: 'resigned', version: s.version + 1 });
    const a = abandon(s);
    expect(a).toMatchObject({ winner: null, endReason: 'abandoned', version: s.version + 1 });
    expect(caesar.result(a)).toEqual({ ranks: [1, 1], winners: [], reason: 'abandoned' });
  });

  it('E5: version +1 per action (Crassus\'s turns inside it included); turn +1 per turn, extra turns and Crassus\'s tiles included', () => {
    const s = closeUlterior('tactics');
    const mid = act(s, 0, closeIt).state;
    expect([mid.version, mid.turn]).toEqual([1, 1]);
    const extra = act(mid, 0, { type: 'tactics', take: true }).state;
    expect([extra.version, extra.turn, extra.active]).toEqual([2, 2, 0]);
    const solo = caesar.setup(opts({}, { crassus: 1, difficulty: 'high' }), 'e5');
    const after = act(solo, 0, caesar.legalActions(solo, 0)[0]).state;
    expect(after.version).toBe(solo.version + 1);
    expect(after.turn).toBe(solo.turn + 2); // the human's turn and one Crassus tile
  });
});

describe('Caesar! rulings: solo mode', () => {
  it('X1: Crassus plays inside apply until the human must act; activePlayers never lists him', () => {
    let s = caesar.setup(opts({}, { crassus: 1, difficulty: 'medium' }), 'x1');
    for (let i = 0; i < 10 && !caesar.result(s); i++) {
      expect(caesar.activePlayers(s)).toEqual([0]);
      s = act(s, 0, caesar.legalActions(s, 0)[0]).state;
    }
    expect(caesar.legalActions(s, 1)).toEqual([]);
  });

  it('X2: the tiles are the reconstructed table, and an empty deck is reshuffled from the discard', () => {
    expect(CRASSUS_TILES).toEqual({
      A: [{ kind: 'draw', n: 1 }, { kind: 'place' }],
      B: [{ kind: 'draw', n: 1 }, { kind: 'discard' }],
      C: [{ kind: 'draw', n: 2 }, { kind: 'place' }, { kind: 'place' }],
      D: [{ kind: 'centurion' }, { kind: 'place' }],
      E: [{ kind: 'centurion' }, { kind: 'draw', n: 1 }, { kind: 'place' }, { kind: 'place' }],
    });
    expect(crassusDeck(opts({}, { crassus: 1, difficulty: 'low' })).length).toBeGreaterThan(0);
    const s = soloState();
    toRow(s, ['P01']);
    s.crassus!.deck = [];
    s.crassus!.discard = ['D'];
    const ctx = newCtx(s);
    runCrassusTurn(ctx);
    expect(closeCtx(ctx).crassus).toMatchObject({ deck: [], discard: ['D'], lastTile: 'D' });
  });

  it('X3: draws go to the right end of the row, a discard takes the leftmost (not after a short draw), a Centurion comes from the stack top', () => {
    const s = soloState({ centurions: true });
    toRow(s, ['P01', 'P02']);
    const b = playTile(structuredClone(s), 'B').state;
    expect(b.crassus!.row[0]).toBe('P02');
    expect(b.crassus!.row).toHaveLength(2);
    expect(b.sides[1].bag).toContain('P01');
    const short = structuredClone(s);
    short.sides[1].bag = [];
    expect(playTile(short, 'B').state.crassus!.row).toEqual(['P01', 'P02']);
    const d = structuredClone(s);
    d.crassus!.centurionStack = ['P19', 'P17'];
    const events = playTile(d, 'D').events;
    expect(events).toContainEqual({ type: 'centurionTaken', side: 1, token: 'P19' });
  });

  it('X4: Crassus resolves Senate and Poison, and discards Tactics, Wealth, Might and Centurion unused', () => {
    for (const kind of ['tactics', 'wealth', 'might', 'centurion', 'senate'] as const) {
      const s = soloState({ poison: true, centurions: true });
      s.crassus!.centurionStack = [];
      put(s, 'C08', 0, 'hispania_ulterior');
      toRow(s, ['P12']);
      s.provinces.hispania_ulterior.bonus = kind;
      const { state, events } = playTile(s, 'D');
      expect(state.pending).toBeNull();
      if (kind === 'senate') expect(state.sides[1].senate).toEqual([{ under: 1 }]);
      else expect(events).toContainEqual({ type: 'bonusResolved', side: 1, bonus: kind, used: false });
    }
    const p = soloState({ poison: true });
    put(p, 'C08', 0, 'hispania_ulterior');
    toRow(p, ['P12']);
    p.provinces.hispania_ulterior.bonus = 'poison';
    give(p, 0, ['C01', 'C02']);
    expect(playTile(p, 'D').state.sides[0].supply).toHaveLength(1);
  });

  it('X5: Crassus never places face down, even with Checkpoints and an open Checkpoint space', () => {
    for (let g = 0; g < 10; g++) {
      let s = caesar.setup(opts(ALL, { crassus: 1, difficulty: 'high' }), `x5-${g}`);
      while (!caesar.result(s)) {
        const out = act(s, 0, caesar.legalActions(s, 0).find((a) => a.type !== 'place' || !a.faceDown) ?? caesar.legalActions(s, 0)[0]);
        for (const e of out.events) if (e.type === 'placed' && e.side === 1) expect(e.faceDown).toBe(false);
        s = out.state;
      }
    }
  });

  it('X6: Crassus wins ties in his own turns and nowhere else', () => {
    // His own turn: see C3. The human's turn in solo: nobody's.
    const human = soloState();
    human.active = 0;
    put(human, 'P08', 0, 'hispania_ulterior');
    give(human, 0, ['C12']);
    toRow(human, ['P11']);
    human.crassus!.deck = ['D'];
    const { state } = act(human, 0, { type: 'place', token: 'C12', space: 1, toward: 'hispania_ulterior' });
    expect(state.provinces.hispania_ulterior).toMatchObject({ tied: true, controller: null });
    const crassus = soloState();
    put(crassus, 'C08', 0, 'hispania_ulterior');
    toRow(crassus, ['P12']);
    expect(playTile(crassus, 'D').state.provinces.hispania_ulterior.controller).toBe(1);
  });
});

describe('Caesar! rulings: the order of evaluation (issue 14)', () => {
  it('C1: a double closure is resolved one province at a time: with one control token left on each side, the province resolved first decides who wins', () => {
    const winners: Record<string, number | null> = {};
    for (const first of ['sicilia', 'sardinia'] as const) {
      const s = doubleClosure();
      s.sides[0].controlLeft = 1;
      s.sides[1].controlLeft = 1;
      const mid = act(s, 0, placeOn8).state;
      expect(mid.pending).toEqual({ kind: 'closureOrder', provinces: ['sardinia', 'sicilia'] });
      const { state } = act(mid, 0, { type: 'closureOrder', first });
      expect(state.endReason).toBe('controlTokens');
      // The second province was never resolved: the game ended with the first one's control token.
      expect(state.provinces[first === 'sicilia' ? 'sardinia' : 'sicilia'].closed).toBe(false);
      winners[first] = state.winner;
    }
    expect(winners).toEqual({ sicilia: 0, sardinia: 1 });
  });

  it('E3: an empty row at the start of Crassus\'s turn is no loss when his tile draws before it places', () => {
    const s = soloState();
    expect(s.crassus!.row).toEqual([]);
    const { state, events } = playTile(s, 'A');
    expect(state.endReason).not.toBe('cannotPlace');
    expect(events.some((e) => e.type === 'placed' && e.side === 1)).toBe(true);
  });

  it('E3: the same empty row loses at the place step of a tile that places before any draw', () => {
    const { state, events } = playTile(soloState(), 'D');
    expect(state).toMatchObject({ winner: 0, endReason: 'cannotPlace' });
    expect(events.some((e) => e.type === 'placed' && e.side === 1)).toBe(false);
  });
});
