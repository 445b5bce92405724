import { describe, expect, it } from 'vitest';
import { caesar } from '../../../src/games/caesar';
import { chooseAction, LEVELS, MASTER_LEVEL, MAX_LEVEL, randomAction } from '../../../src/games/caesar/ai';
import { masterAnalysis } from '../../../src/games/caesar/ai/master';
import { mctsSearch, PLAIN_MCTS } from '../../../src/games/caesar/ai/ismcts';
import { PIMC, pimcSearch } from '../../../src/games/caesar/ai/pimc';
import { caesarCli } from '../../../src/games/caesar/cli';
import { initialRngState, Rng } from '../../../src/core/rng';
import { SPACES, TOKENS, fits } from '../../../src/games/caesar/data';
import type { CaesarAction, CaesarOptions, CaesarState, CaesarView, Side } from '../../../src/games/caesar/types';
import { turn } from '../../support/yield';

const BASE: CaesarOptions = { modules: { poison: false, centurions: false, checkpoints: false }, solo: null };
const ALL: CaesarOptions = { modules: { poison: true, centurions: true, checkpoints: true }, solo: null };
const SOLO: CaesarOptions = { modules: { poison: true, centurions: true, checkpoints: false }, solo: { crassus: 1, difficulty: 'high' } };

/** A small budget: the tests check behaviour, the bench measures strength. */
const UNITS = 1500;

function randomState(options: CaesarOptions, seed: string, n: number): CaesarState {
  const rng = new Rng(initialRngState(`master-test:${seed}`));
  let state = caesar.setup(options, seed);
  for (let i = 0; i < n && !caesar.result(state); i++) {
    const p = caesar.activePlayers(state)[0] as Side;
    const out = caesar.apply(state, p, randomAction(state, p, rng));
    if (!out.ok) throw new Error(out.error.message);
    state = out.state;
  }
  return state;
}

/** The same position as `side` sees it, with the opponent's supply and bag, the bank and the rng reshuffled. */
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
  return s;
}

/**
 * scrambleHidden, and also the identities of the opponent's tokens concealed
 * face down on Checkpoints: each swapped with an unseen token of theirs (supply
 * or bag) that fits the same space, so the view stays the same.
 */
function scrambleConcealed(state: CaesarState, side: Side, seed: string): { state: CaesarState; swapped: number } {
  const s = scrambleHidden(state, side, seed);
  const opp = s.sides[1 - side];
  let swapped = 0;
  for (const sp of s.spaces) {
    const p = sp.placed;
    if (!p?.concealed || p.side === side) continue;
    for (const pile of [opp.supply, opp.bag]) {
      const at = pile.findIndex((t) => t !== p.token && fits(TOKENS[t], SPACES[sp.id].symbol));
      if (at < 0) continue;
      [pile[at], p.token] = [p.token, pile[at]];
      swapped++;
      break;
    }
  }
  return { state: s, swapped };
}

/** Positions of random all-module games where the side to move faces concealed Checkpoint tokens. */
function concealedPositions(count: number): CaesarState[] {
  const out: CaesarState[] = [];
  for (let g = 0; out.length < count && g < 200; g++) {
    const rng = new Rng(initialRngState(`concealed:${g}`));
    let state = caesar.setup(ALL, `concealed${g}`);
    while (!caesar.result(state)) {
      const p = caesar.activePlayers(state)[0] as Side;
      if (state.spaces.some((sp) => sp.placed?.concealed && sp.placed.side !== p) && caesar.legalActions(state, p).length > 1) {
        out.push(state);
        break;
      }
      const r = caesar.apply(state, p, randomAction(state, p, rng));
      if (!r.ok) throw new Error(r.error.message);
      state = r.state;
    }
  }
  return out;
}

const isLegal = (state: CaesarState, side: Side, a: CaesarAction) =>
  (caesar.legalActions(state, side) as CaesarAction[]).some((b) => JSON.stringify(b) === JSON.stringify(a));

const positions = [
  randomState(BASE, 'b6', 6), randomState(ALL, 'a9', 9), randomState(ALL, 'a15', 15), randomState(SOLO, 's4', 4),
];

describe('Caesar! master level', () => {
  it('is level 4, the top level, and the CLI offers it (levels 1–3 keep their fixed searches)', () => {
    expect(MASTER_LEVEL).toBe(4);
    expect(MAX_LEVEL).toBe(4);
    expect(Object.keys(LEVELS)).toEqual(['1', '2', '3']);
    expect(LEVELS[1]).toEqual({ determinizations: 1, depth: 1, keep: [0, 12] });
    expect(LEVELS[2]).toEqual({ determinizations: 3, depth: 1, keep: [0, 80] });
    expect(LEVELS[3]).toEqual({ determinizations: 10, depth: 1, keep: [0, 80] });
    expect(caesarCli.player('ai:4', 0, 'cli')?.name).toBe('ai:4');
    expect(() => caesarCli.player('ai:5', 0, 'cli')).toThrow(/ai:1 to ai:4/);
  });

  // The tests below give the event loop a turn between searches (each is a fraction of a second of
  // synchronous work, a few seconds in all), so that on a loaded machine the worker still answers vitest.
  it('chooses a legal action, the same one for the same view, seed and budget', async () => {
    for (const state of positions) {
      await turn();
      const side = caesar.activePlayers(state)[0] as Side;
      const view = caesar.view(state, side) as CaesarView;
      const a = masterAnalysis(view, 'seed', { units: UNITS });
      expect(isLegal(state, side, a.action)).toBe(true);
      await turn();
      expect(masterAnalysis(view, 'seed', { units: UNITS }).action).toEqual(a.action);
      expect(a.ranked[0].action).toEqual(a.action);
      // Valued by search, in at least one sample (a small solo budget may not finish the first).
      expect(a.ranked[0].samples).toBeGreaterThan(0);
    }
  });

  it('stops at its budget: at most one searched node past it, not at the end of a round of samples', async () => {
    for (const state of positions) {
      const side = caesar.activePlayers(state)[0] as Side;
      const view = caesar.view(state, side) as CaesarView;
      for (const units of [UNITS, 4 * UNITS]) {
        await turn();
        const a = masterAnalysis(view, 'budget', { units });
        // One node's expansion: a virtual score of every placement and a few applies.
        expect(a.units).toBeLessThanOrEqual(units + 200);
      }
      // A deadline already passed: the answer is still a legal move, the first by the move ordering.
      const late = masterAnalysis(view, 'late', { units: Number.MAX_SAFE_INTEGER, deadline: performance.now() - 1 });
      expect(isLegal(state, side, late.action)).toBe(true);
    }
  });

  it('plays only from its own view: scrambled hidden parts give the same analysis', async () => {
    let changed = 0;
    for (const [i, state] of positions.entries()) {
      await turn();
      const side = caesar.activePlayers(state)[0] as Side;
      const other = scrambleHidden(state, side, String(i));
      if (other.sides[1 - side].supply.join() !== state.sides[1 - side].supply.join()) changed++;
      const v1 = caesar.view(state, side) as CaesarView;
      const v2 = caesar.view(other, side) as CaesarView;
      expect(v2).toEqual(v1);
      const a2 = masterAnalysis(v2, 'same', { units: UNITS });
      await turn();
      expect(a2).toEqual(masterAnalysis(v1, 'same', { units: UNITS }));
    }
    expect(changed).toBeGreaterThan(1);
  });

  it('cannot read the opponent\'s face-down Checkpoint tokens: other identities under them give the same analysis', async () => {
    const found = concealedPositions(3);
    expect(found.length).toBe(3);
    let swapped = 0;
    for (const [i, state] of found.entries()) {
      await turn();
      const side = caesar.activePlayers(state)[0] as Side;
      const other = scrambleConcealed(state, side, `c${i}`);
      swapped += other.swapped;
      const v1 = caesar.view(state, side) as CaesarView;
      const v2 = caesar.view(other.state, side) as CaesarView;
      expect(v2).toEqual(v1);
      // The view carries no identity of a concealed token, only that it is there.
      for (const sp of v1.spaces) if (sp.placed?.concealed && sp.placed.side !== side) expect(sp.placed.token).toBeNull();
      const a2 = masterAnalysis(v2, 'concealed', { units: UNITS });
      await turn();
      expect(a2).toEqual(masterAnalysis(v1, 'concealed', { units: UNITS }));
    }
    // The hidden values really differed between the two states.
    expect(swapped).toBeGreaterThan(0);
  });

  it('also searches the best move of spaces the root ordering leaves out (spreadKeep)', () => {
    const placesOf = (s: CaesarState) => (caesar.legalActions(s, caesar.activePlayers(s)[0] as Side) as CaesarAction[]).filter((a) => a.type === 'place');
    const state = positions.find((s) => !s.options.solo && placesOf(s).length > PIMC.rootKeep + 8)!;
    expect(state).toBeDefined();
    const side = caesar.activePlayers(state)[0] as Side;
    const view = caesar.view(state, side) as CaesarView;
    const places = (caesar.legalActions(state, side) as CaesarAction[]).filter((a) => a.type === 'place');
    const kinds = (r: { ranked: { action: CaesarAction }[] }) =>
      new Set(r.ranked.flatMap(({ action: a }) => (a.type === 'place' ? [`${a.space}:${a.faceDown === true}`] : [])));
    const saved = PIMC.spreadKeep;
    try {
      PIMC.spreadKeep = 0;
      const narrow = masterAnalysis(view, 'spread', { units: UNITS });
      PIMC.spreadKeep = 8;
      const wide = masterAnalysis(view, 'spread', { units: UNITS });
      const all = new Set(places.map((a) => `${a.space}:${a.faceDown === true}`));
      expect(places.length).toBeGreaterThan(PIMC.rootKeep + 8);
      expect(kinds(wide).size).toBe(Math.min(all.size, kinds(narrow).size + 8));
      // Each added candidate is one move a space: the ordering's best for it.
      expect(wide.ranked.length - narrow.ranked.length).toBe(kinds(wide).size - kinds(narrow).size);
    } finally {
      PIMC.spreadKeep = saved;
    }
  });

  it('always searches an included move and reports its value (the coach prices the move played)', () => {
    const state = positions[1];
    const side = caesar.activePlayers(state)[0] as Side;
    const view = caesar.view(state, side) as CaesarView;
    const legal = caesar.legalActions(state, side) as CaesarAction[];
    const odd = legal[legal.length - 1];
    const a = masterAnalysis(view, 'inc', { units: UNITS, include: [odd] });
    const found = a.ranked.find((r) => JSON.stringify(r.action) === JSON.stringify(odd));
    expect(found).toBeDefined();
    expect(found!.samples).toBe(a.samples);
    expect(a.ranked[0].value).toBeGreaterThanOrEqual(found!.value);
  });

  it('a selective third ply (deepen) reorders only the best few candidates, deterministically and within the budget', () => {
    const deepen = { top: 3, share: 0.5, keep: [0, 2, 3], minSamples: 1 };
    let deepened = 0;
    for (const state of positions) {
      const side = caesar.activePlayers(state)[0] as Side;
      const view = caesar.view(state, side) as CaesarView;
      const units = 4 * UNITS;
      const two = pimcSearch(view, 'deep', { ...PIMC, deepen: null }, { units });
      const three = pimcSearch(view, 'deep', { ...PIMC, deepen }, { units });
      expect(isLegal(state, side, three.action)).toBe(true);
      expect(three).toEqual(pimcSearch(view, 'deep', { ...PIMC, deepen }, { units }));
      expect(three.units).toBeLessThanOrEqual(units + 200);
      if (state.options.solo) {
        // Solo games never deepen: Crassus's answer is already inside every apply.
        expect(three).toEqual(two);
        continue;
      }
      // The same samples and candidates; only the order of the first `top` may change, values stay two-ply means.
      const key = (r: { action: CaesarAction }) => JSON.stringify(r.action);
      const twoAtHalf = pimcSearch(view, 'deep', { ...PIMC, deepen: null }, { units: Math.floor(units * (1 - deepen.share)) });
      if (twoAtHalf.samples === 0) {
        // Until one sample is complete the two-ply search may use the whole budget.
        expect(three.samples).toBeLessThanOrEqual(1);
        continue;
      }
      expect(three.samples).toBe(twoAtHalf.samples);
      expect(three.ranked.slice(deepen.top)).toEqual(twoAtHalf.ranked.slice(deepen.top));
      expect(new Set(three.ranked.slice(0, deepen.top).map(key))).toEqual(new Set(twoAtHalf.ranked.slice(0, deepen.top).map(key)));
      if (three.deepSamples > 0) deepened++;
    }
    expect(deepened).toBeGreaterThan(0);
  });

  it('is reached through chooseAction and refuses the public view', () => {
    const state = positions[0];
    const side = caesar.activePlayers(state)[0] as Side;
    const a = chooseAction(caesar.view(state, side) as CaesarView, MASTER_LEVEL, 'x');
    expect(isLegal(state, side, a)).toBe(true);
    expect(() => masterAnalysis(caesar.view(state, null) as CaesarView, 'x', { units: UNITS })).toThrow(/player view/);
  });

  it('the bench baseline MCTS is deterministic for a given iteration budget and plays legally', () => {
    const state = positions[2];
    const side = caesar.activePlayers(state)[0] as Side;
    const view = caesar.view(state, side) as CaesarView;
    const r = mctsSearch(view, 'm', PLAIN_MCTS, { iterations: 12 });
    expect(r.iterations).toBe(12);
    expect(isLegal(state, side, r.action)).toBe(true);
    expect(mctsSearch(view, 'm', PLAIN_MCTS, { iterations: 12 }).action).toEqual(r.action);
  });
});
