/**
 * The shared part of random Caesar! play: the invariants checked after every action (tokens and
 * bonuses conserved, hidden values kept out of views, events and legal actions) and random action
 * candidates. random-games.test.ts drives it through fast-check, and bench/hunt/caesar-hunt.ts runs it
 * as a plain script (no vitest import) over many fresh seeds.
 */
import { caesar } from '../../../src/games/caesar/index';
import { eventsFor } from '../../../src/games/caesar/view';
import { Rng } from '../../../src/core/rng';
import { PROVINCE_IDS, SPACES, TOKENS } from '../../../src/games/caesar/data';
import type { RecordedAction } from '../../../src/core/game';
import type { CaesarAction, CaesarOptions, CaesarState, Side } from '../../../src/games/caesar/types';
import { controlPlaced } from './helpers';

function offBoard(s: CaesarState): string[] {
  const ids: string[] = [];
  for (const st of s.sides) ids.push(...st.bag, ...st.supply, ...st.centurionsAvailable);
  if (s.crassus) ids.push(...s.crassus.row, ...s.crassus.centurionStack);
  return ids;
}

/** Plain checks: vitest's expect is too slow to call thousands of times per game. */
export function assert(cond: boolean, what: string): void {
  if (!cond) throw new Error(`invariant broken: ${what}`);
}

export function checkInvariants(s: CaesarState, withViews: boolean): void {
  const o = s.options;
  const board = s.spaces.flatMap((sp) => (sp.placed ? [sp.placed.token] : []));
  const all = [...offBoard(s), ...board].sort();
  // Every token exactly once somewhere (so no space holds two, nothing is lost).
  const expected = o.modules.centurions ? ALL_IDS : BASE_IDS;
  assert(all.length === expected.length && all.every((t, i) => t === expected[i]), 'tokens conserved');
  for (const side of [0, 1] as Side[]) {
    const st = s.sides[side];
    assert(st.controlLeft >= 0, 'control tokens never negative');
    assert(controlPlaced(s, side) + st.controlLeft === 12, 'control placed + left = 12');
  }
  for (const sp of s.spaces) assert(!sp.control || sp.placed !== null, 'border control covers a token');
  const bonuses = Object.values(s.provinces).filter((p) => p.bonus).length
    + s.sides[0].bonusesTaken.length + s.sides[1].bonusesTaken.length + s.bank.length;
  assert(bonuses === 18 + (o.modules.checkpoints ? 6 : 0), 'bonus tokens conserved');
  for (const p of Object.values(s.provinces)) {
    assert(!p.closed || p.finalInfluence !== null, 'closed provinces keep their influence');
    assert(!p.tied || p.controller === null, 'a tie has no controller');
  }
  if (!withViews) return;
  // Hidden supply never in the opponent's or the public view.
  for (const viewer of [null, 0, 1] as const) {
    const v = caesar.view(s, viewer);
    for (const side of [0, 1] as Side[]) assert((v.sides[side].supply === null) === (viewer !== side), 'supply hidden');
    assert(!('rng' in v) && !('bank' in v), 'rng and bank hidden');
    // What the viewer may not see changed: neither the view nor the viewer's legal actions change with it.
    const t = hiddenChanged(s, viewer);
    assert(JSON.stringify(caesar.view(t, viewer)) === JSON.stringify(v), `the view of ${viewer} shows a hidden value`);
    if (viewer !== null && s.endReason === null) {
      assert(JSON.stringify(caesar.legalActions(t, viewer)) === JSON.stringify(caesar.legalActions(s, viewer)), `the legal actions of ${viewer} depend on hidden values`);
    }
  }
}

/**
 * The state with what `viewer` may not see changed: a token swapped between another side's supply
 * and bag, the bag, bank and Crassus piles in another order, another generator, and the direction
 * of a token placed face down on a Checkpoint by the other side.
 */
function hiddenChanged(s: CaesarState, viewer: Side | null): CaesarState {
  const t = structuredClone(s);
  for (const side of [0, 1] as Side[]) {
    const st = t.sides[side];
    if (side !== viewer && st.supply.length > 0 && st.bag.length > 0) [st.supply[0], st.bag[0]] = [st.bag[0], st.supply[0]];
    st.bag.reverse();
  }
  t.bank.reverse();
  if (t.crassus) { t.crassus.deck.reverse(); t.crassus.centurionStack.reverse(); }
  t.rng = [9, 8, 7, 6];
  for (const sp of t.spaces) {
    if (sp.placed?.concealed && sp.placed.side !== viewer) sp.placed.toward = PROVINCE_IDS.find((p) => p !== sp.placed!.toward)!;
  }
  return t;
}

/** No event as another side gets it names a token this action drew from `side`'s bag. */
export function checkEvents(before: CaesarState, after: CaesarState, events: unknown[]): void {
  for (const side of [0, 1] as Side[]) {
    if (after.options.solo?.crassus === side) continue; // Crassus draws face up
    const drawn = after.sides[side].supply.filter((t) => before.sides[side].bag.includes(t));
    if (drawn.length === 0) continue;
    for (const viewer of [null, 1 - side] as const) {
      const text = JSON.stringify(eventsFor(events as never, viewer as Side | null, after));
      for (const t of drawn) assert(!text.includes(`"${t}"`), `an event shows ${viewer} the token ${t} side ${side} drew`);
    }
  }
}

const ALL_IDS = Object.keys(TOKENS).sort();

export function key(a: CaesarAction): string {
  return a.type === 'place' ? JSON.stringify({ ...a, faceDown: a.faceDown === true }) : JSON.stringify(a);
}

export function randomCandidate(rng: Rng, s: CaesarState): CaesarAction {
  switch (rng.int(0, 5)) {
    case 0: return { type: 'tactics', take: rng.int(0, 1) === 1 };
    case 1: return { type: 'centurion', token: rng.int(0, 3) === 0 ? null : rng.pick(ALL_IDS) };
    case 2: return { type: 'closureOrder', first: rng.pick(PROVINCE_IDS) };
    case 3: {
      const kinds = [
        { kind: 'influence', space: rng.int(0, 29) },
        { kind: 'borderControl', space: rng.int(0, 29) },
        { kind: 'provinceControl', province: rng.pick(PROVINCE_IDS), slot: rng.int(0, 1) },
      ] as const;
      return { type: 'might', target: rng.int(0, 3) === 0 ? null : rng.pick(kinds) };
    }
    default: {
      const space = rng.int(0, 29);
      const own = s.sides[s.active].supply.concat(s.crassus?.row ?? []);
      const token = own.length > 0 && rng.int(0, 1) === 0 ? rng.pick(own) : rng.pick(ALL_IDS);
      const toward = rng.int(0, 2) === 0 ? rng.pick(PROVINCE_IDS) : rng.pick(SPACES[space].provinces);
      return rng.int(0, 2) === 0 ? { type: 'place', token, space, toward, faceDown: true } : { type: 'place', token, space, toward };
    }
  }
}
const BASE_IDS = Object.values(TOKENS).filter((t) => !t.centurion).map((t) => t.id).sort();

/** Every module combination the random games cover. */
export const combos: CaesarOptions['modules'][] = [
  { poison: false, centurions: false, checkpoints: false },
  { poison: true, centurions: false, checkpoints: false },
  { poison: false, centurions: true, checkpoints: false },
  { poison: true, centurions: true, checkpoints: false },
  { poison: true, centurions: true, checkpoints: true },
];

/** Applies a listed (or chosen) action as it would come from storage, with the checks on its result; returns the new state. */
export function applyChecked(s: CaesarState, player: number, action: CaesarAction, actions: RecordedAction[]): CaesarState {
  const out = caesar.apply(s, player, caesar.parseAction(JSON.parse(JSON.stringify(action))));
  if (!out.ok) throw new Error(out.error.message);
  assert(out.state.version === s.version + 1, 'version counts actions');
  checkEvents(s, out.state, out.events);
  actions.push({ player, action });
  return out.state;
}
