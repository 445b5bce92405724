/**
 * Property tests over random legal games: whatever the seed, the player
 * count and the legal choices, the rules' invariants hold and games end.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { yielder } from '../../support/yield';
import { conquest2 } from '../../../src/games/conquest2/index';
import { INFLUENCE_PER_COLOUR, KEY_IDS, PROVINCE_IDS, SEA_IDS, TOKENS_PER_PROVINCE } from '../../../src/games/conquest2/data';
import { SUPPLY, allied, onBoard } from '../../../src/games/conquest2/units';
import { isDeepStrictEqual } from 'node:util';
import { initialRngState, Rng } from '../../../src/core/rng';
import { checkLongProperty, FRESH_SEED } from '../property';
import { C2_RULES } from '../../../src/games/conquest2/setup';
import type { C2Action, C2State } from '../../../src/games/conquest2/types';
import { checkHidden, must, tryResign, tryUndo } from './random-play';

/** The options of a new game (the current rules), with sealed bids and votes or the rulebook's open ones. */
const optionsOf = (players: number, sealed: boolean) => ({ players, rules: C2_RULES, ...(sealed ? { sealed } : {}) });

async function randomGame(players: number, seed: string, sealed: boolean, check: (before: C2State, after: C2State, a: C2Action, events: { type: string }[]) => void) {
  const pause = yielder();
  const rng = new Rng(initialRngState(`pick:${seed}`));
  let s = conquest2.setup(conquest2.parseOptions(optionsOf(players, sealed)), seed);
  const record: { player: number; action: C2Action }[] = [];
  for (let step = 0; step < 5000 && conquest2.result(s) === null; step++) {
    const [p] = conquest2.activePlayers(s);
    const acts = conquest2.legalActions(s, p);
    expect(acts.length).toBeGreaterThan(0);
    const a = rng.pick(acts);
    const out = conquest2.apply(s, p, a);
    if (!out.ok) throw new Error(`listed but refused: ${JSON.stringify(a)} ${out.error.code}`);
    check(s, out.state, a, out.events);
    record.push({ player: p, action: a });
    s = out.state;
    await pause();
  }
  return { final: s, record };
}

describe('random legal games', () => {
  it('conserve money, pieces and influence; allies never fight; each season has four rounds; games end and replay (open or sealed bidding)', async () => {
    await fc.assert(fc.asyncProperty(fc.integer({ min: 2, max: 6 }), fc.string({ minLength: 1, maxLength: 8 }), fc.boolean(), async (players, seed, sealed) => {
      const rounds: Record<number, number> = {};
      const { final, record } = await randomGame(players, seed, sealed, (before, after, _a, events) => {
        // A sealed bid or vote handed in shows its seat only; no view but the bidder's holds its value.
        for (const e of events) if (e.type === 'sealedBid' || e.type === 'sealedVote') expect(Object.keys(e).sort()).toEqual(['seat', 'type']);
        const pub = conquest2.view(after, null);
        for (const x of [...Object.values(pub.auction?.bids ?? {}), ...Object.values(pub.vote?.ballots ?? {})]) expect(x).toBe('sealed');
        for (let i = 0; i < players; i++) {
          expect(after.players[i].talents).toBeGreaterThanOrEqual(0);
          const on = onBoard(after, i);
          for (const k of ['infantry', 'cavalry', 'catapult', 'galley', 'general', 'caesar'] as const) expect(on[k]).toBeLessThanOrEqual(SUPPLY[k]);
          for (const k of ['infantry', 'cavalry', 'catapult', 'galley', 'general', 'caesar'] as const) expect(on[k]).toBeGreaterThanOrEqual(0);
          const inf = KEY_IDS.reduce((n, k) => n + after.influence[k][i], 0);
          expect(inf + after.players[i].influenceLeft).toBe(INFLUENCE_PER_COLOUR);
        }
        const tokens = (x: C2State) => x.tokenPool.length + Object.values(x.provinceTokens).reduce((a, b) => a + b, 0);
        expect(tokens(after)).toBeLessThanOrEqual(tokens(before));
        expect(tokens(after)).toBeLessThanOrEqual(KEY_IDS.length * TOKENS_PER_PROVINCE - 4 * players);
        if (after.battle) expect(allied(after, after.battle.attacker.seat, after.battle.defender.seat)).toBe(false);
        for (const e of events) if (e.type === 'roundEnded') rounds[before.season] = (rounds[before.season] ?? 0) + 1;
        expect(after.version).toBe(before.version + 1);
      });
      expect(final.phase).toBe('over');
      expect(Object.values(rounds)).toEqual([4, 4, 4, 4]);
      // Replaying the record gives the same game.
      let r = conquest2.setup(conquest2.parseOptions(optionsOf(players, sealed)), seed);
      for (const { player, action } of record) {
        const out = conquest2.apply(r, player, conquest2.parseAction(JSON.parse(JSON.stringify(action))));
        expect(out.ok).toBe(true);
        if (out.ok) r = out.state;
      }
      expect(r).toEqual(final);
    }), {
      numRuns: 6,
      // Found by a fresh run: all of seat 1's drawn tokens were Mesopotamia's, so no sea was next to them.
      examples: [[4, 'Y{>', false]],
    });
  }, 120_000);
});

/** A listed action with some parts changed (amounts, places, seats): most are refused, some are legal variants. */
function variant(rng: Rng, a: C2Action, players: number): unknown {
  const x = structuredClone(a) as Record<string, unknown>;
  for (const k of Object.keys(x)) {
    if (k === 'type' || rng.int(0, 2) > 0) continue;
    const v = x[k];
    if (typeof v === 'number') x[k] = rng.pick([v + 5, v - 5, v + 1, 0, rng.int(0, 5), v * 2]);
    else if (typeof v === 'string') x[k] = rng.pick([...PROVINCE_IDS, ...SEA_IDS, 'constructor']);
    else if (typeof v === 'boolean') x[k] = !v;
    else if (v === null) x[k] = rng.int(0, 5);
    else if (Array.isArray(v)) x[k] = rng.int(0, 1) === 0 ? v.slice(1) : [...v, v[0] ?? rng.int(0, players)];
    else if (v && typeof v === 'object') {
      const o = { ...(v as Record<string, unknown>) };
      const keys = Object.keys(o);
      if (keys.length === 0) o[rng.pick(SEA_IDS)] = 1;
      else {
        const kk = rng.pick(keys);
        if (typeof o[kk] === 'number') o[kk] = (o[kk] as number) + rng.pick([1, -1, 4]);
        else if (o[kk] && typeof o[kk] === 'object') o[kk] = { ...(o[kk] as object), infantry: rng.int(0, 12) };
      }
      x[k] = o;
    }
  }
  return x;
}

/**
 * A random game where, besides the listed actions, the acting seat now and then plays an accepted
 * variant of one (apply() takes any legal variant, not only the listed ones), takes its last action
 * back, or a seat resigns. Every refused variant leaves the state as it was and never throws.
 */
function wildGame(players: number, seed: string, sealed: boolean): { final: C2State; record: { player: number; action: unknown }[]; variants: number; undos: number } {
  const rng = new Rng(initialRngState(`wild:${seed}`));
  const options = optionsOf(players, sealed);
  let s = conquest2.setup(conquest2.parseOptions(options), seed);
  const record: { player: number; action: unknown }[] = [];
  let variants = 0;
  let undos = 0;
  for (let step = 0; conquest2.result(s) === null; step++) {
    must(step < 20_000, 'games end');
    const p = rng.pick(conquest2.activePlayers(s));
    if (rng.int(0, 400) === 0) {
      const who = rng.int(0, players - 1);
      const out = tryResign(s, who);
      if (out.ok) { record.push({ player: who, action: { type: 'resign' } }); s = out.state; continue; }
    }
    if (rng.int(0, 6) === 0) {
      const out = tryUndo(s, p);
      if (out.ok) {
        record.push({ player: p, action: { type: 'undo' } });
        s = out.state;
        undos++;
        continue;
      }
    }
    const acts = conquest2.legalActions(s, p);
    must(acts.length > 0, `seat ${p} has a legal action in phase ${s.phase}`);
    let action: unknown = rng.pick(acts);
    let out = conquest2.apply(s, p, action as C2Action);
    const before = JSON.stringify(s);
    for (let i = 0; i < 3; i++) {
      let cand: C2Action;
      try {
        cand = conquest2.parseAction(JSON.parse(JSON.stringify(variant(rng, rng.pick(acts), players))));
      } catch {
        continue; // refused by the action's schema
      }
      const r = conquest2.apply(s, p, cand);
      must(JSON.stringify(s) === before, 'apply leaves its input as it was');
      if (r.ok && rng.int(0, 2) === 0) { action = cand; out = r; variants++; break; }
    }
    must(out.ok, `listed action refused: ${JSON.stringify(action)}`);
    if (!out.ok) break;
    for (let i = 0; i < players; i++) {
      must(out.state.players[i].talents >= 0, 'talents never negative');
      const on = onBoard(out.state, i);
      for (const k of ['infantry', 'cavalry', 'catapult', 'galley', 'general', 'caesar'] as const) must(on[k] >= 0 && on[k] <= SUPPLY[k], `${k} within the box`);
      must(KEY_IDS.reduce((n, k) => n + out.state.influence[k][i], 0) + out.state.players[i].influenceLeft === INFLUENCE_PER_COLOUR, 'influence conserved');
    }
    record.push({ player: p, action: JSON.parse(JSON.stringify(action)) });
    s = out.state;
    if (step % 20 === 0) {
      checkHidden(s);
      must(isDeepStrictEqual(JSON.parse(JSON.stringify(s)), s), 'the state is plain JSON');
    }
  }
  checkHidden(s);
  return { final: s, record, variants, undos };
}

/** Fixed seeds run beside the fresh one: the cases this suite always checks. */
const WILD_REGRESSION_SEED = 20261127;

describe(`random games with variants, undos and resignations (fresh seed ${FRESH_SEED})`, () => {
  for (const seed of [FRESH_SEED, WILD_REGRESSION_SEED]) {
    it(`${seed === FRESH_SEED ? 'fresh' : 'fixed'} seed ${seed}: never stuck or thrown, hidden values stay hidden, the record replays to the same game`, async () => {
      let variants = 0;
      let undos = 0;
      await checkLongProperty([fc.integer({ min: 2, max: 6 }), fc.string({ minLength: 1, maxLength: 8 }), fc.boolean()], (players, seed, sealed) => {
        const game = wildGame(players, seed, sealed);
        variants += game.variants;
        undos += game.undos;
        expect(game.final.phase).toBe('over');
        let r = conquest2.setup(conquest2.parseOptions(optionsOf(players, sealed)), seed);
        for (const { player, action } of game.record) {
          const out = conquest2.apply(r, player, conquest2.parseAction(action));
          if (!out.ok) throw new Error(`the record does not replay: ${JSON.stringify(action)}: ${out.error.message}`);
          r = out.state;
        }
        expect(r).toEqual(game.final);
      }, 3, seed);
      // The runs did exercise the variants and the undo, not only the listed actions.
      expect(variants).toBeGreaterThan(0);
      expect(undos).toBeGreaterThan(0);
    }, 240_000);
  }
});
