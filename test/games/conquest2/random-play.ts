/**
 * The shared part of random Conquest II play: plain invariant checks and the check that no view and
 * no legal action depends on what its viewer may not see. properties.test.ts drives it through
 * fast-check, and bench/hunt/conquest2-hunt.ts runs it as a plain script (no vitest import).
 */
import { isDeepStrictEqual } from 'node:util';
import { conquest2 } from '../../../src/games/conquest2/index';
import type { C2State } from '../../../src/games/conquest2/types';

/** Plain checks: expect() on every step of thousands of steps would dominate the run time. */
export function must(ok: boolean, what: string): void {
  if (!ok) throw new Error(`invariant broken: ${what}`);
}

/**
 * What `viewer` may not see changed (the others' chaos and Senator values, sealed bids and votes,
 * the deck's and the token pool's order, the generator, the undo snapshot): neither the view nor,
 * for the seat acting, the legal actions may change with it.
 */
export function hiddenChanged(s: C2State, viewer: number | null): C2State {
  const t = othersHidden(s, viewer ?? -1);
  t.deck.reverse();
  t.tokenPool.reverse();
  t.rng = [1, 2, 3, 4];
  t.undo = null;
  return t;
}

/** The other seats' private values changed (chaos, Senators, sealed bids and votes); nothing drawn from the generator. */
export function othersHidden(s: C2State, me: number): C2State {
  const t = structuredClone(s);
  t.players.forEach((p, i) => {
    if (i === me) return;
    if (s.phase !== 'over') p.chaos += 7;
    p.senators = p.senators.map((x) => (x % 4) + 1);
  });
  for (const k of Object.keys(t.auction?.bids ?? {})) if (Number(k) !== me) t.auction!.bids![k] = { amount: 995, a: null, b: null };
  for (const k of Object.keys(t.vote?.ballots ?? {})) if (Number(k) !== me) t.vote!.ballots![k] = [4, 4, 4];
  return t;
}

export function checkHidden(s: C2State): void {
  for (const viewer of [null, ...s.players.map((_, i) => i)]) {
    const t = hiddenChanged(s, viewer);
    must(JSON.stringify(conquest2.view(t, viewer)) === JSON.stringify(conquest2.view(s, viewer)), `the view of ${viewer} shows a hidden value`);
    if (viewer !== null && conquest2.activePlayers(s).includes(viewer)) {
      must(JSON.stringify(conquest2.legalActions(t, viewer)) === JSON.stringify(conquest2.legalActions(s, viewer)), `the legal actions of ${viewer} depend on hidden values`);
    }
  }
}

/** A resignation tried by `who`: accepted exactly once per seat. */
export function tryResign(s: C2State, who: number) {
  const out = conquest2.apply(s, who, { type: 'resign' });
  must(out.ok === !s.resigned.includes(who), 'a seat resigns once');
  return out;
}

/** An undo tried by `p`: accepted exactly when a snapshot of the seat is kept, and then back to the position before. */
export function tryUndo(s: C2State, p: number) {
  const out = conquest2.apply(s, p, { type: 'undo' });
  must(out.ok === (s.undo !== null && s.undo.seat === p && !s.resigned.includes(p)), 'undo accepted exactly when a snapshot of the seat is kept');
  if (out.ok) must(isDeepStrictEqual(out.state, { ...s.undo!.state, version: s.version + 1 }), 'undo restores the position before');
  return out;
}
