/**
 * A seed hunt over Classic Conquest (not part of the test suite): whole random games with both
 * readings of the fortified city's catapult rule, chosen or dealt homes, some seats played by the
 * AI (every level) from its view, probes of unlisted actions, invariants after every action, JSON
 * round trips and record replay. Failures print the game and go on with the next.
 *
 *   npx tsx bench/hunt/conquest-hunt.ts <base-seed> <games> [seconds]
 */
import { isDeepStrictEqual } from 'node:util';
import { Rng, initialRngState } from '../../src/core/rng';
import { conquest } from '../../src/games/conquest';
import { chooseAction as aiChoose, AI_LEVELS, type AiLevel, type ConquestAiMemory } from '../../src/games/conquest/ai';
import { homesFor } from '../../src/games/conquest/data';
import { checkInvariants, checkRecord, must, pick, probeUnlisted, probed } from '../../test/games/conquest/random-play';

function playGame(players: number, seed: string, rng: Rng, stats: Record<string, number>): void {
  const rule = rng.pick(['reducedWithCatapult', 'reducedWithoutCatapult'] as const);
  const allowed = homesFor(players);
  const homes = rng.int(0, 1) === 0 ? rng.shuffle([...allowed]).slice(0, players) : undefined;
  const options = { players, fortifiedCatapultRule: rule, ...(homes ? { homes } : {}) };
  const ai: (AiLevel | null)[] = Array.from({ length: players }, () => (rng.int(0, 2) === 0 ? rng.pick(AI_LEVELS) : null));
  const memory: ConquestAiMemory[] = Array.from({ length: players }, () => ({} as ConquestAiMemory));
  let s = conquest.setup(conquest.parseOptions(options), seed);
  const record: { player: number; action: unknown }[] = [];
  const maxSteps = 4000;
  let step = 0;
  for (; step < maxSteps && s.endReason === null; step++) {
    const seat = rng.pick(conquest.activePlayers(s));
    const actions = conquest.legalActions(s, seat);
    must(actions.length > 0, `someone can always act (seat ${seat}, phase ${s.phase})`);
    if (step % 4 === 0) probeUnlisted(rng, s, seat, actions, 10);
    const lvl = ai[seat];
    const a = lvl ? aiChoose(conquest.view(s, seat), seat, memory[seat], lvl) : pick(rng, actions);
    if (lvl) stats.aiMoves++;
    const r = conquest.apply(s, seat, a);
    if (!r.ok) throw new Error(`${lvl ? 'AI' : 'listed'} action refused: ${JSON.stringify(a)}: ${r.error.message}`);
    record.push({ player: seat, action: JSON.parse(JSON.stringify(a)) });
    s = r.state;
    checkInvariants(s);
    if (step % 50 === 0) must(isDeepStrictEqual(JSON.parse(JSON.stringify(s)), s), 'the state is plain JSON');
    stats.actions++;
  }
  checkRecord(options, seed, record, s);
  const key = s.endReason === null ? 'cut' : `end:${s.endReason}`;
  stats[key] = (stats[key] ?? 0) + 1;
  stats[rule] = (stats[rule] ?? 0) + 1;
}

const [base = 'h', gamesArg = '50', secondsArg = '540'] = process.argv.slice(2);
const deadline = Date.now() + Number(secondsArg) * 1000;
const stats: Record<string, number> = { games: 0, failures: 0, actions: 0, aiMoves: 0 };
for (let g = 0; g < Number(gamesArg) && Date.now() < deadline; g++) {
  const rng = new Rng(initialRngState(`${base}:${g}`));
  const players = rng.int(2, 6);
  const seed = `${base}-${g}`;
  try {
    playGame(players, seed, rng, stats);
  } catch (e) {
    stats.failures++;
    console.log(`FAIL game ${g} seed=${seed} players=${players}: ${(e as Error).stack?.slice(0, 1500)}`);
  }
  stats.games++;
}
stats.probedAccepted = probed.accepted;
stats.probedRefused = probed.refused;
console.log(JSON.stringify(stats));
