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
import { chooseAction as aiChoose } from '../../src/games/caesar/ai/index';
import { replay } from '../../src/core/replay';
import { Rng, initialRngState } from '../../src/core/rng';
import type { CaesarAction, CaesarOptions, Side } from '../../src/games/caesar/types';
import type { RecordedAction } from '../../src/core/game';
import { applyChecked, assert, checkInvariants, combos, key, randomCandidate } from '../../test/games/caesar/random-play';


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
    s = applyChecked(s, player, action, actions);
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
