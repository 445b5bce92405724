/**
 * A seed hunt over Caesar! (not part of the test suite): random games in every module
 * combination, two-player and solo against Crassus (each difficulty, either side), some sides
 * played by the AI (levels 1-2) from its view; invariants after every action, every listed
 * action applied and random candidates accepted exactly when listed, record replay and JSON
 * round trips. Failures print the game and go on with the next.
 *
 *   npx tsx bench/hunt/caesar-hunt.ts <base-seed> <games> [seconds]
 */
import { isDeepStrictEqual } from 'node:util';
import { caesar } from '../../src/games/caesar/index';
import { eventsFor } from '../../src/games/caesar/view';
import { chooseAction as aiChoose } from '../../src/games/caesar/ai/index';
import { replay } from '../../src/core/replay';
import { Rng, initialRngState } from '../../src/core/rng';
import { PROVINCE_IDS, SPACES, TOKENS } from '../../src/games/caesar/data';
import type { CaesarAction, CaesarOptions, CaesarState, Side } from '../../src/games/caesar/types';
import type { RecordedAction } from '../../src/core/game';

function controlPlaced(s: CaesarState, side: Side): number {
  let n = 0;
  for (const p of Object.values(s.provinces)) n += p.controlTokens.filter((c) => c.side === side).length;
  for (const sp of s.spaces) if (sp.control?.side === side) n++;
  for (const x of s.sides[side].senate) n += x.under;
  return n;
}

function offBoard(s: CaesarState): string[] {
  const ids: string[] = [];
  for (const st of s.sides) ids.push(...st.bag, ...st.supply, ...st.centurionsAvailable);
  if (s.crassus) ids.push(...s.crassus.row, ...s.crassus.centurionStack);
  return ids;
}

/** Plain checks: vitest's expect is too slow to call thousands of times per game. */
function assert(cond: boolean, what: string): void {
  if (!cond) throw new Error(`invariant broken: ${what}`);
}

function checkInvariants(s: CaesarState, withViews: boolean): void {
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
function checkEvents(before: CaesarState, after: CaesarState, events: unknown[]): void {
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

function key(a: CaesarAction): string {
  return a.type === 'place' ? JSON.stringify({ ...a, faceDown: a.faceDown === true }) : JSON.stringify(a);
}

function randomCandidate(rng: Rng, s: CaesarState): CaesarAction {
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

const combos: CaesarOptions['modules'][] = [
  { poison: false, centurions: false, checkpoints: false },
  { poison: true, centurions: false, checkpoints: false },
  { poison: false, centurions: true, checkpoints: false },
  { poison: true, centurions: true, checkpoints: false },
  { poison: true, centurions: true, checkpoints: true },
];

function playGame(options: CaesarOptions, seed: string, rng: Rng, ai: (number | null)[], stats: Record<string, number>) {
  let s = caesar.setup(caesar.parseOptions(JSON.parse(JSON.stringify(options))), seed);
  const actions: RecordedAction[] = [];
  checkInvariants(s, true);
  for (let step = 0; s.endReason === null; step++) {
    assert(step < 500, 'games end');
    const active = caesar.activePlayers(s);
    assert(active.length === 1, 'one side to move');
    const [player] = active;
    const legal = caesar.legalActions(s, player);
    assert(legal.length > 0, 'a side to move has a legal action');
    assert(caesar.legalActions(s, 1 - player).length === 0, 'only the active side may act');
    const before = JSON.stringify(s);
    if (step % 3 === 0) {
      for (const a of legal) assert(caesar.apply(s, player, caesar.parseAction(JSON.parse(JSON.stringify(a)))).ok, `every listed action applies ${key(a)}`);
      const listed = new Set(legal.map(key));
      for (let i = 0; i < 25; i++) {
        const cand = randomCandidate(rng, s);
        const r = caesar.apply(s, player, cand);
        assert(r.ok === listed.has(key(cand)), `candidate ${key(cand)} accepted=${r.ok}`);
        if (!r.ok) assert(r.error.code.startsWith('caesar.'), `refusal code ${r.error.code}`);
        // The other side: always refused.
        assert(!caesar.apply(s, 1 - player, cand).ok, `the side not to move is refused ${key(cand)}`);
      }
      assert(JSON.stringify(s) === before, 'apply leaves its input as it was');
    }
    const level = ai[player];
    const action: CaesarAction = level ? aiChoose(caesar.view(s, player), level, `${seed}:${step}`) : rng.pick(legal);
    if (level) { stats.aiMoves++; assert(legal.map(key).includes(key(action)), `the AI's choice is listed ${key(action)}`); }
    const out = caesar.apply(s, player, caesar.parseAction(JSON.parse(JSON.stringify(action))));
    if (!out.ok) throw new Error(out.error.message);
    assert(out.state.version === s.version + 1, 'version counts actions');
    checkEvents(s, out.state, out.events);
    actions.push({ player, action });
    s = out.state;
    checkInvariants(s, true);
    stats.actions++;
  }
  assert(s.winner === 0 || s.winner === 1, 'a winner');
  assert(['controlTokens', 'cannotPlace'].includes(s.endReason!), `end reason ${s.endReason}`);
  assert(isDeepStrictEqual(caesar.result(s)!.winners, [s.winner]), 'result names the winner');
  if (s.endReason === 'controlTokens') assert(s.sides[s.winner!].controlLeft === 0, 'winner placed all control');
  const again = replay(caesar, { game: 'caesar', options: JSON.parse(JSON.stringify(options)), seed, actions: JSON.parse(JSON.stringify(actions)) });
  assert(again.ok, 'record replays');
  assert(again.ok && isDeepStrictEqual(again.state, s), 'record replays to the same state');
  assert(isDeepStrictEqual(JSON.parse(JSON.stringify(s)), s), 'plain JSON');
  stats[`end:${s.endReason}`] = (stats[`end:${s.endReason}`] ?? 0) + 1;
}

const [base = 'h', gamesArg = '50', secondsArg = '540'] = process.argv.slice(2);
const deadline = Date.now() + Number(secondsArg) * 1000;
const stats: Record<string, number> = { games: 0, failures: 0, actions: 0, aiMoves: 0, solo: 0 };
for (let g = 0; g < Number(gamesArg) && Date.now() < deadline; g++) {
  const rng = new Rng(initialRngState(`${base}:${g}`));
  const modules = rng.pick(combos);
  const solo = rng.int(0, 2) === 0 ? { crassus: rng.int(0, 1) as Side, difficulty: rng.pick(['low', 'medium', 'high'] as const) } : null;
  const options: CaesarOptions = { modules, solo };
  const ai = [0, 1].map((side) => (solo?.crassus === side || rng.int(0, 2) > 0 ? null : rng.pick([1, 1, 2])));
  const seed = `${base}-${g}`;
  try {
    playGame(options, seed, rng, ai, stats);
  } catch (e) {
    stats.failures++;
    console.log(`FAIL game ${g} seed=${seed} options=${JSON.stringify(options)} ai=${JSON.stringify(ai)}: ${(e as Error).stack?.slice(0, 1500)}`);
  }
  if (solo) stats.solo++;
  stats.games++;
}
console.log(JSON.stringify(stats));
