/**
 * Fresh-seed hunt over random legal Republic games, as a plain script:
 *   nice -n 10 npx tsx test/games/republic/hunt.ts <prefix> <from> <to> [random|ai|mixed|any] [players, e.g. 1,5,6]
 * Each game draws its players (1-6), scenario, advanced options (none, all, one, or a random set), seat kinds
 * (uniform random, AI, or a mix), share of active answers and out-of-turn seats from `<prefix>-cfg-<i>`; every
 * invariant of random-game.ts is checked after each action, and the game's record must replay to the same
 * state. One JSON line per game; a failing one is marked FAIL with its error (add it to random-games.test.ts).
 */
import { Rng, initialRngState } from '../../../src/core/rng';
import { republic } from '../../../src/games/republic';
import { chooseAction, chooseInterruptAction } from '../../../src/games/republic/ai';
import { replay } from '../../../src/core/replay';
import type { Scenario } from '../../../src/games/republic/types';
import { cardCensus } from './census';
import { checkInvariants, checkViews, checkActiveIsPublic, checkEventsHideHands, must, ENDINGS } from './random-game';

const SCEN: Scenario[] = ['early', 'middle', 'late', 'extended', 'alternative'];
const OPTS = ['pontifex', 'provincialWars', 'rebelGovernors', 'rebelVeterans', 'disbandment', 'advocates', 'passingLaws'] as const;

function game(tag: string, players: number, scenario: Scenario, adv: Record<string, boolean>, mode: 'random' | 'ai' | 'mixed', activeShare: number, anySeat: boolean) {
  const options = { players, scenario, advanced: adv };
  let s = republic.setup(republic.parseOptions(options), tag);
  const census = cardCensus(s).length;
  checkInvariants(s, census);
  const rng = new Rng(initialRngState(`pick:${tag}`));
  const aiSeats = new Set<number>();
  for (let i = 0; i < players; i++) if (mode === 'ai' || (mode === 'mixed' && rng.int(0, 1) === 0)) aiSeats.add(i);
  const actions: { player: number; action: unknown }[] = [];
  let step = 0;
  for (; step < 60_000 && !republic.result(s); step++) {
    const active = republic.activePlayers(s);
    must(active.length > 0, 'someone can always act');
    must(republic.legalActions(s, active[0]).length > 0, `deciding seat ${active[0]} has a legal action`);
    if (step % 10 === 0) checkActiveIsPublic(s, active);
    let seat = anySeat ? rng.pick(active) : active[0];
    if (republic.legalActions(s, seat).length === 0) seat = active[0];
    let a: unknown;
    if (aiSeats.has(seat)) {
      if (seat !== active[0]) {
        const ia = chooseInterruptAction(republic.view(s, seat), seat, `${tag}:${step}`);
        if (ia) a = ia; else { seat = active[0]; }
      }
      if (a === undefined) {
        if (aiSeats.has(seat)) a = chooseAction(republic.view(s, seat), seat, `${tag}:${step}`);
      }
    }
    if (a === undefined) {
      const acts = republic.legalActions(s, seat);
      a = activeShare > 0 && acts.length > 1 && rng.int(0, 999) < activeShare * 1000 ? rng.pick(acts.slice(1)) : rng.pick(acts);
    }
    const raw = JSON.parse(JSON.stringify(a));
    const r = republic.apply(s, seat, republic.parseAction(raw));
    if (!r.ok) throw new Error(`action refused (ai=${aiSeats.has(seat)}) step ${step}: ${JSON.stringify(a)}: ${r.error.message}`);
    actions.push({ player: seat, action: raw });
    s = r.state;
    checkInvariants(s, census);
    checkEventsHideHands(s, r.events);
    if (step % 40 === 0) checkViews(s);
  }
  const res = republic.result(s);
  must(!!res, `game ends (${step} steps)`);
  must(ENDINGS.includes(res!.reason), `ending ${res!.reason}`);
  const rp = replay(republic, { game: 'republic', options, seed: tag, actions } as never);
  must(rp.ok, `replays (${rp.ok ? '' : (rp as any).error.message + ' at ' + (rp as any).index})`);
  must(JSON.stringify(rp.state) === JSON.stringify(s), 'replay reaches the same state');
  return { steps: step, reason: res!.reason, turn: (s as any).turn };
}

const [prefix, fromS, toS, modeArgRaw, playersArg] = process.argv.slice(2);
const modeArg = modeArgRaw === 'any' ? undefined : modeArgRaw;
const onlyPlayers = playersArg ? playersArg.split(',').map(Number) : null;
const from = Number(fromS), to = Number(toS);
let fails = 0;
for (let i = from; i < to; i++) {
  const r = new Rng(initialRngState(`${prefix}-cfg-${i}`));
  const drawn = r.int(1, 6);
  // Asked for a few table sizes: the same draw picks among them, so the rest of the configuration stays as it was.
  const players = onlyPlayers ? onlyPlayers[(drawn - 1) % onlyPlayers.length] : drawn;
  const scenario = SCEN[r.int(0, 4)];
  const adv: Record<string, boolean> = {};
  const style = r.int(0, 3); // 0 none, 1 all, 2 one, 3 random subset
  const one = OPTS[r.int(0, OPTS.length - 1)];
  for (const o of OPTS) adv[o] = style === 1 ? true : style === 2 ? o === one : style === 3 ? r.int(0, 1) === 1 : false;
  if (adv.rebelVeterans) adv.rebelGovernors = true;
  if (adv.rebelGovernors) adv.provincialWars = true;
  const mode = (modeArg ?? ['random', 'random', 'ai', 'mixed'][r.int(0, 3)]) as 'random' | 'ai' | 'mixed';
  const activeShare = [0, 0, 0.3, 0.7][r.int(0, 3)];
  const anySeat = r.int(0, 1) === 1;
  const tag = `${prefix}${i}`;
  const t0 = Date.now();
  try {
    const out = game(tag, players, scenario, adv, mode, activeShare, anySeat);
    console.log(JSON.stringify({ tag, players, scenario, adv: Object.keys(adv).filter((k) => adv[k]).join(','), mode, activeShare, anySeat, ...out, ms: Date.now() - t0 }));
  } catch (e) {
    fails++;
    console.log(JSON.stringify({ FAIL: true, tag, players, scenario, adv: Object.keys(adv).filter((k) => adv[k]).join(','), mode, activeShare, anySeat, error: (e as Error).message, stack: (e as Error).stack?.split('\n').slice(1, 6).join(' | '), ms: Date.now() - t0 }));
  }
}
console.log(`done fails=${fails}`);
