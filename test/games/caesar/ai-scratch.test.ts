/**
 * applyScratch (ai/scratch.ts), the search's apply on a reused working state,
 * against the engine's apply: over every position of random games in each
 * module combination and in solo play, with the games interleaved so the
 * working state is reused across different shapes, every legal action gives
 * the same state, value for value, and leaves the parent untouched.
 */
import { describe, expect, it } from 'vitest';
import { caesar } from '../../../src/games/caesar/index';
import { applyScratch, keepState } from '../../../src/games/caesar/ai/scratch';
import { determinize } from '../../../src/games/caesar/ai/determinize';
import { Rng, initialRngState } from '../../../src/core/rng';
import type { CaesarAction, CaesarOptions, CaesarState, CaesarView, Side } from '../../../src/games/caesar/types';
import { yielder } from '../../support/yield';

const MODULES = [
  { poison: false, centurions: false, checkpoints: false },
  { poison: true, centurions: true, checkpoints: true },
  { poison: true, centurions: false, checkpoints: false },
  { poison: false, centurions: true, checkpoints: false },
];
const SOLOS: CaesarOptions['solo'][] = [null, { crassus: 1, difficulty: 'low' }, { crassus: 0, difficulty: 'high' }];

/** JSON with keys sorted, so states built in a different key order compare by value. */
function canon(value: unknown): string {
  return JSON.stringify(value, (_k, v: unknown) => (v && typeof v === 'object' && !Array.isArray(v)
    ? Object.fromEntries(Object.keys(v).sort().map((k) => [k, (v as Record<string, unknown>)[k]]))
    : v));
}

describe('applyScratch', () => {
  it('gives the engine apply\'s state for every legal action of random games, leaving the parent as it was', async () => {
    const games = Array.from({ length: 24 }, (_, g) => ({
      rng: new Rng(initialRngState(`scratch:${g}`)),
      state: caesar.setup(caesar.parseOptions({ modules: MODULES[g % MODULES.length], solo: SOLOS[g % SOLOS.length] }), `scratch:${g}`),
    }));
    let compared = 0;
    let decisions = 0;
    let mismatches = 0;
    let touched = 0;
    let live = games.length;
    // Seconds of synchronous work in all: the event loop gets a turn now and then (test/support/yield.ts).
    const pause = yielder();
    while (live > 0) {
      live = 0;
      // One step of every game in turn: consecutive calls copy states of different games and options.
      for (const game of games) {
        const s = game.state;
        if (caesar.result(s)) continue;
        live++;
        await pause();
        const p = caesar.activePlayers(s)[0] as Side;
        const actions = caesar.legalActions(s, p) as CaesarAction[];
        // The search applies to its determinized samples too (key order and all as determinize builds them).
        const sample = determinize(caesar.view(s, p) as CaesarView, new Rng(initialRngState(`scratch-det:${compared}`)));
        for (const parent of [s, sample] as CaesarState[]) {
          const before = canon(parent);
          for (const a of actions.filter((_, i) => i % 13 === 0 || a0(actions, i))) {
            const want = caesar.apply(parent, p, a);
            const got = applyScratch(parent, p, a);
            compared++;
            if (a.type !== 'place') decisions++;
            if (!want.ok || got === null || canon(got) !== canon(want.state)) mismatches++;
            if (canon(parent) !== before) touched++;
          }
        }
        const r = caesar.apply(s, p, game.rng.pick(actions));
        if (!r.ok) throw new Error(r.error.message);
        game.state = r.state;
      }
    }
    expect(mismatches).toBe(0);
    expect(touched).toBe(0);
    expect(compared).toBeGreaterThan(800);
    expect(decisions).toBeGreaterThan(50);
  });

  it('refuses an illegal action, and a kept state is not overwritten by the next call', () => {
    const s = caesar.setup(caesar.parseOptions({ modules: MODULES[1], solo: null }), 'scratch-keep');
    const [a, b] = caesar.legalActions(s, 0) as CaesarAction[];
    expect(applyScratch(s, 1, a)).toBeNull();
    const kept = keepState(applyScratch(s, 0, a)!);
    const snapshot = canon(kept);
    applyScratch(s, 0, b);
    expect(canon(kept)).toBe(snapshot);
    expect(canon(kept)).toBe(canon((caesar.apply(s, 0, a) as { state: CaesarState }).state));
  });
});

/** Every non-placement (a decision) is compared, not only every thirteenth action. */
function a0(actions: CaesarAction[], i: number): boolean {
  return actions[i].type !== 'place';
}
