import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Rng, initialRngState } from '../../../src/core/rng';
import { conquest } from '../../../src/games/conquest';
import { pendingLandBattles } from '../../../src/games/conquest/battles';
import { piecesInPlay, tributeOf } from '../../../src/games/conquest/board';
import { isCoast, isProvince, isSea } from '../../../src/games/conquest/data';
import { BOX, SHARED_BOX, combatCount, leaderCount } from '../../../src/games/conquest/pieces';
import type { ConquestAction, ConquestState } from '../../../src/games/conquest/types';

const ENDERS = new Set(['endMovement', 'endBattles', 'endDestroy', 'endTurn']);

/** Random but not aimless: phase-ending actions are taken only now and then, and nobody concedes. */
function pick(rng: Rng, actions: ConquestAction[]): ConquestAction {
  const busy = actions.filter((a) => !ENDERS.has(a.type) && a.type !== 'destroyCity');
  if (busy.length > 0 && rng.int(0, 3) > 0) return rng.pick(busy);
  return rng.pick(actions);
}

/** Plain checks: expect() on every step of thousands would dominate the run time. */
function must(ok: boolean, what: string): void {
  if (!ok) throw new Error(`invariant broken: ${what}`);
}

function checkInvariants(s: ConquestState): void {
  for (const x of s.stacks) {
    must(isProvince(x.at), `land pieces on land: ${x.at}`);
    for (const n of Object.values(x.troops)) must(n >= 0, 'no negative counts');
    must(combatCount(x.troops) + leaderCount(x.troops) > 0, 'no empty stacks');
  }
  for (const g of s.galleys) {
    must(isSea(g.at) || isCoast(g.at), `galleys at sea or on coasts: ${g.at}`);
    must(combatCount(g.cargo) <= 7, 'at most 7 aboard');
    must(combatCount(g.cargo) === 0 || leaderCount(g.cargo) > 0, 'a leader with cargo');
  }
  s.players.forEach((p, seat) => {
    must(p.money >= 0, 'money never negative');
    const inPlay = piecesInPlay(s, seat);
    for (const k of ['infantry', 'cavalry', 'catapult', 'galley', 'generals', 'caesar'] as const) {
      must(inPlay[k] <= BOX[k], `no more ${k} than in the box`);
    }
    must(inPlay.caesar === (p.alive ? 1 : 0), 'one Caesar per living player, in one place');
    if (!p.alive) must(tributeOf(s, seat) === 0, 'the eliminated hold nothing');
  });
  const cities = Object.values(s.cities);
  must(cities.length <= SHARED_BOX.city, 'cities within the box');
  must(s.roads.length <= SHARED_BOX.road, 'roads within the box');
  for (const r of s.roads) for (const p of r.split('|')) must(!!s.cities[p], 'roads end at cities');
  for (const p of Object.keys(s.cities)) must(s.owner[p] !== null, 'every city has an owner');
  // Outside the active player's movement and battles, no province holds two players' combat units.
  if (s.phase === 'destroy' || s.phase === 'buy') {
    const seen = new Map<string, number>();
    for (const x of s.stacks) {
      if (combatCount(x.troops) === 0) continue;
      const o = seen.get(x.at);
      must(o === undefined || o === x.owner, `one army per province: ${x.at}`);
      seen.set(x.at, x.owner);
    }
  }
}

describe('random games', () => {
  it('accept every listed action and keep the board consistent', () => {
    let totalBattles = 0;
    fc.assert(fc.property(fc.integer({ min: 2, max: 6 }), fc.string({ maxLength: 8 }), (players, seed) => {
      let s = conquest.setup(conquest.parseOptions({ players }), seed);
      const rng = new Rng(initialRngState(`pick:${seed}`));
      let battles = 0;
      for (let step = 0; step < 600 && s.endReason === null; step++) {
        const seat = rng.pick(conquest.activePlayers(s));
        const actions = conquest.legalActions(s, seat);
        must(actions.length > 0, 'someone can always act');
        const a = pick(rng, actions);
        if (a.type === 'attack' || a.type === 'navalAttack') battles++;
        const r = conquest.apply(s, seat, a);
        if (!r.ok) throw new Error(`listed action refused: ${JSON.stringify(a)}: ${r.error.message}`);
        s = r.state;
        checkInvariants(s);
        if (s.phase === 'buy' && !s.battle) must(pendingLandBattles(s).length === 0, 'battles fought before buying');
      }
      totalBattles += battles;
      return s.round > 1;
    }), { numRuns: 8, seed: 4242 });
    // Random legions do meet: the runs exercise battles, not only marches.
    expect(totalBattles).toBeGreaterThan(0);
  });

  it('replay identically from the same seed and actions', () => {
    const run = () => {
      let s = conquest.setup(conquest.parseOptions({ players: 4 }), 'replay');
      const rng = new Rng(initialRngState('pick'));
      for (let i = 0; i < 300 && s.endReason === null; i++) {
        const seat = rng.pick(conquest.activePlayers(s));
        const r = conquest.apply(s, seat, pick(rng, conquest.legalActions(s, seat)));
        if (!r.ok) throw new Error(r.error.message);
        s = r.state;
      }
      return s;
    };
    expect(run()).toEqual(run());
  });

  it('refuses other players and malformed actions without changing anything', () => {
    const s = conquest.setup(conquest.parseOptions({ players: 3 }), 'x');
    const other = (s.active + 1) % 3;
    const r = conquest.apply(s, other, { type: 'endMovement' });
    expect(r.ok).toBe(false);
    expect(() => conquest.parseAction({ type: 'march', from: 'x' })).toThrow();
    expect(conquest.legalActions(s, other)).toEqual([]);
    const v = conquest.view(s, null) as unknown as Record<string, unknown>;
    expect(v.rng).toBeUndefined();
    expect(v.tribute).toEqual([15, 15, 15]);
  });
});
