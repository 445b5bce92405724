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
import { replay } from '../../src/core/replay';
import { conquest } from '../../src/games/conquest';
import { chooseAction as aiChoose, AI_LEVELS, type AiLevel, type ConquestAiMemory } from '../../src/games/conquest/ai';
import { pendingLandBattles } from '../../src/games/conquest/battles';
import { piecesInPlay, tributeOf } from '../../src/games/conquest/board';
import { COASTS, PROVINCE_IDS, SEA_IDS, homesFor, isCoast, isProvince, isSea } from '../../src/games/conquest/data';
import { BOX, SHARED_BOX, combatCount, leaderCount, units } from '../../src/games/conquest/pieces';
import type { ConquestAction, ConquestState } from '../../src/games/conquest/types';

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

/**
 * Actions legalActions lists completely (src/games/conquest/legal.ts): battle
 * decisions and starts, phase ends, sailing, city destruction, ransom answers and
 * the purchases that are not counts. For these, "not listed" means "illegal".
 * Marches, embarking, disembarking, bought unit counts and standing orders in
 * battle (their thresholds) are listed by example only, so an unlisted one may
 * be legal.
 */
function listedCompletely(a: ConquestAction): boolean {
  if (a.type === 'buy') return !['infantry', 'cavalry', 'catapult'].includes(a.piece);
  return !['march', 'embark', 'disembark', 'offerRansom', 'concede', 'fightOn'].includes(a.type);
}

/** The same JSON whatever the key order. */
function canon(x: unknown): string {
  return JSON.stringify(x, (_k, v) => (v && typeof v === 'object' && !Array.isArray(v)
    ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b))) : v));
}

const COAST_IDS = Object.keys(COASTS);
const PLACES = [...PROVINCE_IDS, ...SEA_IDS, ...COAST_IDS];

/** A random action of a completely listed kind: some legal now, most not (wrong phase, place, galley, count). */
function candidate(rng: Rng, s: ConquestState, listed: ConquestAction[]): ConquestAction {
  const few = () => units({ infantry: rng.int(0, 3), cavalry: rng.int(0, 2), catapult: rng.int(0, 1) });
  const galley = () => (s.galleys.length > 0 && rng.int(0, 2) > 0 ? rng.pick(s.galleys).id : rng.int(0, 40));
  const seat = () => rng.int(0, s.players.length);
  switch (rng.int(0, 13)) {
    case 0: return { type: rng.pick(['endMovement', 'endBattles', 'endDestroy', 'endTurn', 'continue'] as const) };
    case 1: return { type: 'attack', province: rng.pick(PROVINCE_IDS) };
    case 2: return { type: 'navalAttack', sea: rng.pick(SEA_IDS), defender: seat() };
    case 3: return { type: 'legion', legion: few() };
    case 4: return { type: 'losses', losses: few() };
    case 5: return { type: 'sink', galleys: [galley()] };
    case 6: return { type: 'retreat', to: rng.int(0, 3) === 0 ? null : rng.pick(PROVINCE_IDS) };
    case 7: return { type: 'destroyCity', province: rng.pick(PROVINCE_IDS) };
    case 8: return { type: 'sail', galley: galley(), to: rng.pick(PLACES) };
    case 9: return { type: 'answerRansom', accept: rng.int(0, 1) === 1 };
    case 10: return { type: 'buy', piece: 'galley', coast: rng.pick(COAST_IDS) };
    case 11: return { type: 'buy', piece: rng.pick(['city', 'fortifiedCity', 'fortification'] as const), province: rng.pick(PROVINCE_IDS) };
    case 12: return { type: 'buy', piece: 'road', between: [rng.pick(PROVINCE_IDS), rng.pick(PROVINCE_IDS)] };
    default: {
      // A listed action with one part changed.
      const a = structuredClone(rng.pick(listed)) as Record<string, unknown>;
      for (const k of Object.keys(a)) {
        if (k === 'type' || rng.int(0, 1) === 0) continue;
        const v = a[k];
        if (typeof v === 'number') a[k] = v + rng.pick([-1, 1, 7]);
        else if (typeof v === 'string') a[k] = rng.pick(PLACES);
        else if (typeof v === 'boolean') a[k] = !v;
      }
      return a as unknown as ConquestAction;
    }
  }
}

/**
 * Tries `tries` random candidates in `s`: a listed one must be accepted; one of a
 * completely listed kind that is not listed must be refused; every refusal (also by
 * the action schema) leaves the state exactly as it was.
 */
const probed = { accepted: 0, refused: 0 };

function probeUnlisted(rng: Rng, s: ConquestState, seat: number, listed: ConquestAction[], tries: number): void {
  const keys = new Set(listed.map(canon));
  const before = JSON.stringify(s);
  const others = s.players.map((_, i) => i).filter((i) => !conquest.activePlayers(s).includes(i));
  for (let i = 0; i < tries; i++) {
    const raw = candidate(rng, s, listed);
    // Now and then the right action from the wrong player: always refused.
    const who = others.length > 0 && rng.int(0, 4) === 0 ? rng.pick(others) : seat;
    let a: ConquestAction;
    try {
      a = conquest.parseAction(JSON.parse(JSON.stringify(raw)));
    } catch {
      continue; // refused at the boundary, before the rules
    }
    const isListed = who === seat && keys.has(canon(a));
    const r = conquest.apply(s, who, a);
    if (r.ok) probed.accepted++;
    else probed.refused++;
    if (isListed) must(r.ok, `listed action accepted: ${canon(a)}`);
    else if (who !== seat || listedCompletely(a)) must(!r.ok, `unlisted action refused: ${canon(a)} by seat ${who}`);
    // apply is pure: refused or not, the state it was given stays as it was.
    must(JSON.stringify(s) === before, `${r.ok ? 'an accepted' : 'a refused'} action changed nothing in its input: ${canon(a)}`);
  }
}


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
    if (s.phase === 'buy' && !s.battle) must(pendingLandBattles(s).length === 0, 'battles fought before buying');
    if (step % 50 === 0) must(isDeepStrictEqual(JSON.parse(JSON.stringify(s)), s), 'the state is plain JSON');
    stats.actions++;
  }
  must(isDeepStrictEqual(JSON.parse(JSON.stringify(s)), s), 'the state is plain JSON');
  const again = replay(conquest, { game: 'conquest', options: JSON.parse(JSON.stringify(options)), seed, actions: record });
  must(again.ok, `the record replays (${again.ok ? '' : again.error.message})`);
  must(again.ok && isDeepStrictEqual(again.state, s), 'the record replays to the same state');
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
