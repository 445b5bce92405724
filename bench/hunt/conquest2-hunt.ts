/**
 * A seed hunt over Conquest II (not part of the test suite): random games over every table
 * option (2-6 seats, 4 or 5 seasons, open or sealed bidding, the rules versions records may
 * hold), some seats played by the AI from its view, with invariants after every action.
 * Failures print the game's options, seed and step; the run goes on with the next game.
 *
 *   npx tsx bench/hunt/conquest2-hunt.ts <base-seed> <games> [seconds]
 */
import { isDeepStrictEqual } from 'node:util';
import { initialRngState, Rng } from '../../src/core/rng';
import { conquest2 } from '../../src/games/conquest2/index';
import { chooseFromView } from '../../src/games/conquest2/ai';
import { INFLUENCE_PER_COLOUR, KEY_IDS, PROVINCE_IDS, SEA_IDS, DECK_IDS } from '../../src/games/conquest2/data';
import { SUPPLY, allied, onBoard } from '../../src/games/conquest2/units';
import { C2_RULES } from '../../src/games/conquest2/setup';
import type { C2Action, C2Event, C2State } from '../../src/games/conquest2/types';
import { checkHidden, must, othersHidden, tryResign, tryUndo } from '../../test/games/conquest2/random-play';

/** Events whose content may depend on the others' hidden values: reveals. */
const REVEALS = new Set(['votesRevealed', 'bidsRevealed', 'seasonScored', 'voteWon', 'voteFailed', 'votePassed', 'senatorReturned', 'gameOver', 'auctionWon']);

function variant(rng: Rng, a: C2Action, players: number): unknown {
  const x = structuredClone(a) as Record<string, unknown>;
  if (rng.int(0, 9) === 0) return { ...x, type: rng.pick(['bid', 'pass', 'end', 'fight', 'take', 'use', 'vote', 'votePass', 'auctionPass', 'wind', 'tax']) };
  for (const k of Object.keys(x)) {
    if (k === 'type' || rng.int(0, 2) > 0) continue;
    const v = x[k];
    if (typeof v === 'number') x[k] = rng.pick([v + 5, v - 5, v + 1, 0, rng.int(0, 5), v * 2, -1, 7]);
    else if (typeof v === 'string') x[k] = rng.pick([...PROVINCE_IDS, ...SEA_IDS, ...DECK_IDS.slice(0, 20), 'constructor', 'hasOwnProperty', '']);
    else if (typeof v === 'boolean') x[k] = !v;
    else if (v === null) x[k] = rng.int(0, 6);
    else if (Array.isArray(v)) x[k] = rng.int(0, 2) === 0 ? v.slice(1) : rng.int(0, 1) === 0 ? [...v, v[0] ?? rng.int(0, players)] : v.map(() => rng.int(0, 6));
    else if (v && typeof v === 'object') {
      const o = { ...(v as Record<string, unknown>) };
      const keys = Object.keys(o);
      if (keys.length === 0 || rng.int(0, 3) === 0) o[rng.pick([...SEA_IDS, ...PROVINCE_IDS])] = rng.pick([1, 0, 3]);
      else {
        const kk = rng.pick(keys);
        if (typeof o[kk] === 'number') o[kk] = (o[kk] as number) + rng.pick([1, -1, 4, 20]);
        else if (o[kk] && typeof o[kk] === 'object') o[kk] = { ...(o[kk] as object), [rng.pick(['infantry', 'cavalry', 'catapult', 'general', 'caesar'])]: rng.int(0, 12) };
      }
      x[k] = o;
    }
  }
  return x;
}

interface Options { players: number; seasons: number; rules: number; sealed?: boolean }

function game(seed: string, opts: Options, ai: boolean[], rng: Rng, stats: Record<string, number>): void {
  let s = conquest2.setup(conquest2.parseOptions(opts), seed);
  const record: { player: number; action: unknown }[] = [];
  for (let step = 0; conquest2.result(s) === null; step++) {
    must(step < 30_000, 'games end');
    const active = conquest2.activePlayers(s);
    must(active.length > 0, `someone can act in phase ${s.phase}`);
    const p = rng.pick(active);
    if (rng.int(0, 600) === 0) {
      const who = rng.int(0, opts.players - 1);
      const out = tryResign(s, who);
      if (out.ok) { record.push({ player: who, action: { type: 'resign' } }); s = out.state; stats.resigns++; continue; }
    }
    if (rng.int(0, 8) === 0) {
      const out = tryUndo(s, p);
      if (out.ok) {
        record.push({ player: p, action: { type: 'undo' } });
        s = out.state;
        stats.undos++;
        continue;
      }
    }
    const acts = conquest2.legalActions(s, p);
    must(acts.length > 0, `seat ${p} has a legal action in phase ${s.phase}`);
    // Other seats: never listed actions (except where several act at once: sealed bids/votes).
    for (const q of s.players.map((_, i) => i)) if (!active.includes(q)) must(conquest2.legalActions(s, q).length === 0, `inactive seat ${q} lists nothing`);
    const before = JSON.stringify(s);
    // Probe: variants of listed actions; each listed variant accepted, refused ones change nothing.
    const keys = new Set(acts.map((a) => JSON.stringify(a)));
    for (let i = 0; i < 4; i++) {
      let cand: C2Action;
      try {
        cand = conquest2.parseAction(JSON.parse(JSON.stringify(variant(rng, rng.pick(acts), opts.players))));
      } catch (e) {
        must(e instanceof Error && /bad action/.test(e.message), `the schema refuses with a clear error: ${String(e)}`);
        continue;
      }
      const who = rng.int(0, 5) === 0 ? rng.int(0, opts.players - 1) : p;
      let r;
      try {
        r = conquest2.apply(s, who, cand);
      } catch (e) {
        throw new Error(`apply threw on ${JSON.stringify(cand)} by ${who}: ${(e as Error).stack}`);
      }
      must(JSON.stringify(s) === before, 'apply leaves its input as it was');
      if (who === p && keys.has(JSON.stringify(cand))) must(r.ok, `listed variant accepted ${JSON.stringify(cand)}`);
      if (!active.includes(who)) must(!r.ok, `a seat not to act is refused: ${who} ${JSON.stringify(cand)}`);
      if (r.ok) stats.variantsOk++; else { stats.refused++; must(typeof r.error.code === 'string' && r.error.code.startsWith('conquest2.error.'), `refusal code ${r.error.code}`); }
    }
    let action: C2Action = ai[p] ? chooseFromView(conquest2.view(s, p), p, `${seed}:${step}`) : rng.pick(acts);
    if (ai[p]) stats.aiMoves++;
    let out = conquest2.apply(s, p, action);
    must(out.ok, `chosen action refused: ${JSON.stringify(action)} ${out.ok ? '' : out.error.message}`);
    if (!out.ok) return;
    // Events must not depend on other seats' hidden values (except reveals).
    const t = othersHidden(s, p);
    const out2 = conquest2.apply(t, p, action);
    if (out2.ok) {
      const a1 = out.events.filter((e) => !REVEALS.has(e.type));
      const a2 = out2.events.filter((e) => !REVEALS.has(e.type));
      if (JSON.stringify(a1) !== JSON.stringify(a2) && !out.events.some((e) => REVEALS.has(e.type))) {
        must(false, `events depend on hidden values: ${JSON.stringify(a1).slice(0, 400)} vs ${JSON.stringify(a2).slice(0, 400)}`);
      }
    }
    checkEvents(out.events);
    // How often the rarer rules were reached: allies asked for galleys at sea, lent galleys, revolts.
    for (const e of out.events) if (e.type === 'navalMuster' || e.type === 'revoltRound' || (e.type === 'lent' && (e.count as number) > 0 && SEA_IDS.includes(String(e.at)))) stats[e.type === 'lent' ? 'lentAtSea' : e.type] = (stats[e.type === 'lent' ? 'lentAtSea' : e.type] ?? 0) + 1;
    const after = out.state;
    for (let i = 0; i < opts.players; i++) {
      must(after.players[i].talents >= 0 && Number.isInteger(after.players[i].talents), 'talents never negative');
      must(after.players[i].chaos >= 0, 'chaos never negative');
      const on = onBoard(after, i);
      for (const k of ['infantry', 'cavalry', 'catapult', 'galley', 'general', 'caesar'] as const) must(on[k] >= 0 && on[k] <= SUPPLY[k], `${k} within the box (${on[k]})`);
      must(KEY_IDS.reduce((n, k) => n + after.influence[k][i], 0) + after.players[i].influenceLeft === INFLUENCE_PER_COLOUR, 'influence conserved');
      for (const pr of Object.keys(after.army)) for (const [k, v] of Object.entries(after.army[pr][i])) must(Number.isInteger(v) && v >= 0, `army count ${pr} ${k} ${v}`);
      for (const sea of Object.keys(after.fleet)) must(Number.isInteger(after.fleet[sea][i]) && after.fleet[sea][i] >= 0, 'fleet count');
    }
    // Cards: each card in one place at most.
    const places = [...after.market, ...after.deck, ...after.players.flatMap((x) => x.cards)];
    must(new Set(places).size === places.length, `a card in two places: ${places.filter((c, i) => places.indexOf(c) !== i)}`);
    if (after.battle) must(!allied(after, after.battle.attacker.seat, after.battle.defender.seat), 'allies never fight');
    must(after.version === s.version + 1, 'version steps by one');
    record.push({ player: p, action: JSON.parse(JSON.stringify(action)) });
    s = after;
    if (step % 15 === 0) {
      checkHidden(s);
      must(isDeepStrictEqual(JSON.parse(JSON.stringify(s)), s), 'the state is plain JSON');
    }
    stats.actions++;
  }
  checkHidden(s);
  stats[`over:${s.endReason ?? 'none'}`] = (stats[`over:${s.endReason ?? 'none'}`] ?? 0) + 1;
  let r = conquest2.setup(conquest2.parseOptions(JSON.parse(JSON.stringify(opts))), seed);
  for (const { player, action } of record) {
    const out = conquest2.apply(r, player, conquest2.parseAction(action));
    must(out.ok, `the record replays: ${JSON.stringify(action)}`);
    if (out.ok) r = out.state;
  }
  must(isDeepStrictEqual(r, s), 'the record replays to the same game');
}

function checkEvents(events: C2Event[]): void {
  for (const e of events) {
    must(typeof e.type === 'string', 'event type');
    if (e.type === 'sealedBid' || e.type === 'sealedVote') must(Object.keys(e).sort().join() === 'seat,type', 'a sealed event shows its seat only');
    must(!('chaos' in e) || e.type === 'seasonScored', `event ${e.type} carries chaos`);
  }
}

const [base = 'h', gamesArg = '50', secondsArg = '540'] = process.argv.slice(2);
const deadline = Date.now() + Number(secondsArg) * 1000;
const stats: Record<string, number> = { games: 0, failures: 0, actions: 0, undos: 0, resigns: 0, variantsOk: 0, refused: 0, aiMoves: 0 };
for (let g = 0; g < Number(gamesArg) && Date.now() < deadline; g++) {
  const rng = new Rng(initialRngState(`${base}:${g}`));
  const players = rng.int(2, 6);
  const rules = rng.int(0, 3) === 0 ? rng.int(1, C2_RULES) : C2_RULES;
  const opts: Options = { players, seasons: rng.pick([4, 5]), rules, ...(rng.int(0, 1) === 0 ? { sealed: true } : {}) };
  const ai = Array.from({ length: players }, () => rng.int(0, 2) === 0);
  const seed = `${base}-${g}`;
  try {
    game(seed, opts, ai, rng, stats);
  } catch (e) {
    stats.failures++;
    console.log(`FAIL game ${g} seed=${seed} opts=${JSON.stringify(opts)} ai=${JSON.stringify(ai)}: ${(e as Error).message.slice(0, 1500)}`);
  }
  stats.games++;
}
console.log(JSON.stringify(stats));
