import { describe, expect, it } from 'vitest';
import { caesar } from '../../../src/games/caesar';
import { chooseAction, determinize, evaluate, randomAction } from '../../../src/games/caesar/ai';
import { initialRngState, Rng } from '../../../src/core/rng';
import { playMatch } from '../../../src/ai/match';
import { randomPlayer } from '../../../src/ai/player';
import { aiPlayer } from '../../../src/games/caesar/cli';
import type { CaesarAction, CaesarOptions, CaesarState, CaesarView, Side } from '../../../src/games/caesar/types';
import { SPACES, TOKENS, fits } from '../../../src/games/caesar/data';
import { turn } from '../../support/yield';

const BASE: CaesarOptions = { modules: { poison: false, centurions: false, checkpoints: false }, solo: null };
const ALL: CaesarOptions = { modules: { poison: true, centurions: true, checkpoints: true }, solo: null };

/** Plays `n` random actions from a fresh game (stops early if the game ends). */
function randomState(options: CaesarOptions, seed: string, n: number): CaesarState {
  const rng = new Rng(initialRngState(`test:${seed}`));
  let state = caesar.setup(options, seed);
  for (let i = 0; i < n && !caesar.result(state); i++) {
    const p = caesar.activePlayers(state)[0] as Side;
    const out = caesar.apply(state, p, randomAction(state, p, rng));
    if (!out.ok) throw new Error(out.error.message);
    state = out.state;
  }
  return state;
}

function activeView(state: CaesarState): CaesarView {
  return caesar.view(state, caesar.activePlayers(state)[0]) as CaesarView;
}

/**
 * Another full state that looks identical to `side`: the opponent's supply and
 * both bags reshuffled among the opponent's unseen tokens, the bank reordered,
 * and a different rng.
 */
function scrambleHidden(state: CaesarState, side: Side, seed: string): CaesarState {
  const rng = new Rng(initialRngState(`scramble:${seed}`));
  const s = structuredClone(state);
  const opp = s.sides[1 - side];
  const pool = rng.shuffle([...opp.supply, ...opp.bag]);
  opp.supply = pool.slice(0, opp.supply.length);
  opp.bag = pool.slice(opp.supply.length);
  s.sides[side].bag = rng.shuffle([...s.sides[side].bag]);
  s.bank = rng.shuffle([...s.bank]);
  s.rng = initialRngState(`other rng ${seed}`);
  if (s.crassus) {
    s.crassus.deck = rng.shuffle([...s.crassus.deck]);
    s.crassus.centurionStack = rng.shuffle([...s.crassus.centurionStack]);
  }
  return s;
}

const SOLO: CaesarOptions = { modules: { poison: true, centurions: true, checkpoints: false }, solo: { crassus: 1, difficulty: 'high' } };

const mid = [
  ...[4, 9, 14].map((n) => randomState(BASE, `base${n}`, n)),
  ...[5, 10, 16].map((n) => randomState(ALL, `all${n}`, n)),
  ...[3, 6].map((n) => randomState(SOLO, `solo${n}`, n)),
];

describe('Caesar! AI', () => {
  it('plays only from its own view: scrambled hidden parts give the same move', async () => {
    let differentSupplies = 0;
    for (const [i, state] of mid.entries()) {
      // A second of searches in all: a turn of the event loop between positions (test/support/yield.ts).
      await turn();
      const side = caesar.activePlayers(state)[0] as Side;
      const other = scrambleHidden(state, side, String(i));
      if (other.sides[1 - side].supply.join() !== state.sides[1 - side].supply.join()) differentSupplies++;
      const v1 = caesar.view(state, side) as CaesarView;
      const v2 = caesar.view(other, side) as CaesarView;
      expect(v2).toEqual(v1);
      // Level 3 is the slowest; a base, a full-module and a solo position cover it.
      for (const level of i === 0 || i === 4 || i === 7 ? [1, 2, 3] : [1, 2]) {
        expect(chooseAction(v2, level, 'same seed')).toEqual(chooseAction(v1, level, 'same seed'));
      }
    }
    // The test is only meaningful if the scrambles really changed the hidden supply.
    expect(differentSupplies).toBeGreaterThan(2);
  });

  it('plays only from its own view: which token the opponent placed face down on a Checkpoint makes no difference', () => {
    let cases = 0;
    for (const [i, state] of mid.entries()) {
      if (!state.options.modules.checkpoints) continue;
      const side = caesar.activePlayers(state)[0] as Side;
      const opp = (1 - side) as Side;
      const space = SPACES.find((sp) => sp.checkpoint && state.spaces[sp.id].placed === null);
      if (!space) continue;
      const o = state.sides[opp];
      const fitting = [...o.supply, ...o.bag].filter((t) => fits(TOKENS[t], space.symbol));
      if (fitting.length < 2) continue;
      // Two positions that differ only in which of two fitting tokens lies face down there
      // (the other one is in the bag) and in the face-down token's orientation.
      const [f0, f1] = fitting;
      const rest = [...o.supply, ...o.bag].filter((t) => t !== f0 && t !== f1);
      if (rest.length < o.supply.length) continue;
      const withToken = (down: string, inBag: string, toward: 0 | 1): CaesarState => {
        const s = structuredClone(state);
        s.sides[opp].supply = rest.slice(0, o.supply.length);
        s.sides[opp].bag = [inBag, ...rest.slice(o.supply.length)];
        s.spaces[space.id].placed = { token: down, side: opp, toward: space.provinces[toward], faceDown: true, concealed: true };
        return s;
      };
      const a = withToken(f0, f1, 0);
      const b = withToken(f1, f0, 1);
      expect(JSON.stringify(a.spaces[space.id])).not.toEqual(JSON.stringify(b.spaces[space.id]));
      const va = caesar.view(a, side) as CaesarView;
      const vb = caesar.view(b, side) as CaesarView;
      expect(vb).toEqual(va);
      for (const level of [1, 2, 3]) expect(chooseAction(vb, level, `fd${i}`)).toEqual(chooseAction(va, level, `fd${i}`));
      // The samples guess the face-down token among the opponent's unseen tokens that fit.
      const d = determinize(va, new Rng(initialRngState(`fd${i}`)));
      const guessed = d.spaces[space.id].placed!;
      expect(va.sides[opp].unseen).toContain(guessed.token);
      expect(fits(TOKENS[guessed.token], space.symbol)).toBe(true);
      expect(guessed).toMatchObject({ side: opp, faceDown: true });
      cases++;
    }
    expect(cases).toBeGreaterThan(0);
  });

  it('ignores hidden data smuggled into the view object', () => {
    const state = mid[2];
    const side = caesar.activePlayers(state)[0] as Side;
    const view = caesar.view(state, side) as CaesarView;
    const other = scrambleHidden(state, side, 'smuggle');
    const smuggled = { ...view, rng: other.rng, bank: other.bank, hiddenSides: other.sides } as unknown as CaesarView;
    expect(chooseAction(smuggled, 2, 7)).toEqual(chooseAction(view, 2, 7));
  });

  it('samples states consistent with the view', () => {
    const rng = new Rng(initialRngState('det'));
    for (const state of mid) {
      const side = caesar.activePlayers(state)[0] as Side;
      const view = caesar.view(state, side) as CaesarView;
      const d = determinize(view, rng);
      expect(caesar.view(d, side)).toEqual(view);
      expect(caesar.legalActions(d, side)).toEqual(caesar.legalActions(state, side));
    }
  });

  it('always returns a legal action, at every level and with every module', () => {
    for (const [i, state] of mid.entries()) {
      const side = caesar.activePlayers(state)[0];
      const legal = caesar.legalActions(state, side).map((a) => JSON.stringify(a));
      for (const level of i % 3 === 1 ? [1, 2, 3] : [1, 2]) {
        const a = chooseAction(activeView(state), level, i);
        expect(legal).toContain(JSON.stringify(a));
        expect(caesar.apply(state, side, a).ok).toBe(true);
      }
    }
  });

  it('is deterministic for a seed', () => {
    const view = activeView(mid[4]);
    expect(chooseAction(view, 3, 'x')).toEqual(chooseAction(view, 3, 'x'));
    expect(chooseAction(view, 1, 42)).toEqual(chooseAction(view, 1, 42));
  });

  it('refuses the public view and unknown levels', () => {
    const view = caesar.view(mid[0], null) as CaesarView;
    expect(() => chooseAction(view, 1, 0)).toThrow(/player view/);
    expect(() => chooseAction(activeView(mid[0]), 9, 0)).toThrow(/unknown AI level/);
  });

  it('evaluates a won game as won and a lost one as lost', () => {
    const over = playMatch(caesar, BASE, 'eval-end', [randomPlayer(caesar, 'a'), randomPlayer(caesar, 'b')]).state;
    const w = over.winner as Side;
    expect(evaluate(over, w)).toBeGreaterThan(100);
    expect(evaluate(over, (1 - w) as Side)).toBeLessThan(-100);
  });

  it('finishes complete games against itself with all modules', () => {
    const out = playMatch(caesar, ALL, 'ai-vs-ai', [aiPlayer(1, 'p0'), aiPlayer(2, 'p1')]);
    expect(out.result.winners).toHaveLength(1);
    expect(out.record.actions.length).toBeGreaterThan(10);
  });

  it('level 3 beats random play', () => {
    let wins = 0;
    const games = 3;
    for (let i = 0; i < games; i++) {
      const seat = i % 2;
      const players = seat === 0
        ? [aiPlayer(3, `g${i}`), randomPlayer(caesar, `g${i}`)]
        : [randomPlayer(caesar, `g${i}`), aiPlayer(3, `g${i}`)];
      const out = playMatch(caesar, BASE, `l3-${i}`, players);
      if (out.result.winners[0] === seat) wins++;
    }
    expect(wins).toBe(games);
  });

  it('level 1 beats Crassus (low) more often than not', () => {
    let wins = 0;
    const games = 8;
    for (let i = 0; i < games; i++) {
      const seat = (i % 2) as Side;
      const players = seat === 0 ? [aiPlayer(1, `c${i}`), null] : [null, aiPlayer(1, `c${i}`)];
      const out = playMatch(caesar, { ...BASE, solo: { crassus: (1 - seat) as Side, difficulty: 'low' } }, `c-${i}`, players);
      if (out.result.winners[0] === seat) wins++;
    }
    expect(wins).toBeGreaterThan(games / 2);
  });

  it('random player is seeded', () => {
    const state = mid[1];
    const side = caesar.activePlayers(state)[0] as Side;
    const a = (seed: string) => randomAction(state, side, new Rng(initialRngState(seed))) as CaesarAction;
    expect(a('s')).toEqual(a('s'));
  });
});
