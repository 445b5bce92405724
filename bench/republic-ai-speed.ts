/**
 * The self-play AI seats with and without the per-position views (ai/position-views.ts) and the uncopied
 * interrupt check (chooseInterruptAction): plays the same seeds both ways in one run, alternating, throws
 * unless every game is identical (same actions, same final state), and prints the ratio of CPU time per game and overall.
 * Run: `nice -n 10 npx tsx bench/republic-ai-speed.ts` with SPEED_SEATS (default 5), SPEED_GAMES (6), SPEED_FROM (0).
 */
import '../src/games';
import { initialRngState, Rng } from '../src/core/rng';
import type { Player } from '../src/ai/player';
import { republic } from '../src/games/republic';
import { republicAiPlayer } from '../src/games/republic/cli';
import { chooseOn } from '../src/games/republic/ai';
import { determinize, readOnlyState } from '../src/games/republic/ai/determinize';
import { chooseInterrupt } from '../src/games/republic/ai/policy';
import { legalActions } from '../src/games/republic/apply';
import { deciderOf } from '../src/games/republic/flow';
import { top } from '../src/games/republic/registry';
import type { RepublicAction, RepublicState, RepublicView, Seat } from '../src/games/republic/types';
import { median } from './measure';
import { playRepublicGame } from './republic-game';

const SEATS = Number(process.env.SPEED_SEATS ?? 5);
const GAMES = Number(process.env.SPEED_GAMES ?? 6);
const FROM = Number(process.env.SPEED_FROM ?? 0);
const INTERRUPTS = new Set(['tribunePropose', 'assassinate', 'playLaw', 'claimLandCommissioner', 'influencePeddling', 'appointPriest', 'veteransDesert']);
const r2 = (x: number) => Math.round(x * 100) / 100;

/** The interrupt check as it was: a full view per seat, a copy of it whenever an interrupt was legal (and a copy for every decision). */
function previousInterrupt(view: RepublicView, seat: Seat, seed: string): RepublicAction | null {
  const peek = readOnlyState(view, seed);
  const open = top(peek);
  if (open && deciderOf(peek, open) === seat) return null;
  if (!legalActions(peek, seat).some((a) => INTERRUPTS.has(a.type))) return null;
  const s = determinize(view, seed);
  const d = top(s);
  if (d && deciderOf(s, d) === seat) return null;
  const legal = legalActions(s, seat).filter((a) => INTERRUPTS.has(a.type));
  if (legal.length === 0) return null;
  return chooseInterrupt({ s, me: seat, rng: new Rng(initialRngState(`republic-ai:${seed}:${seat}:interrupt`)), legal }, true);
}

function previousPlayer(seed: string): Player<RepublicState, RepublicAction> & { interrupt(state: RepublicState, seat: number): RepublicAction | null } {
  let moves = 0;
  return {
    name: 'ai',
    choose: (state, seat) => { const sd = `${seed}:${moves++}`; return chooseOn(determinize(republic.view(state, seat) as RepublicView, sd), seat, sd); },
    interrupt: (state, seat) => previousInterrupt(republic.view(state, seat) as RepublicView, seat, `${seed}:i${moves++}`),
  };
}

/** Records every action taken, by wrapping the seats. */
/** `ms` is the process's CPU time for the game (a busy shared machine inflates the wall clock far more), `wall` the wall clock. */
function play(seed: string, make: (seed: string) => ReturnType<typeof previousPlayer>): { ms: number; wall: number; trace: string } {
  const actions: string[] = [];
  const players = Array.from({ length: SEATS }, (_, i) => {
    const p = make(`${seed}:${i}`);
    return {
      name: p.name,
      choose: (s: RepublicState, seat: number) => { const a = p.choose(s, seat); actions.push(`${seat}:${JSON.stringify(a)}`); return a; },
      interrupt: (s: RepublicState, seat: number) => { const a = p.interrupt(s, seat); if (a) actions.push(`${seat}!${JSON.stringify(a)}`); return a; },
    };
  });
  const cpu0 = process.cpuUsage();
  const g = playRepublicGame(seed, players, true);
  const cpu = process.cpuUsage(cpu0);
  return { ms: (cpu.user + cpu.system) / 1000, wall: g.ms, trace: `${actions.join('\n')}\n${JSON.stringify(g.state)}` };
}

const ratios: number[] = [];
let before = 0;
let after = 0;
for (let i = FROM; i < FROM + GAMES; i++) {
  const seed = `diag-${SEATS}-${i}`;
  // Alternate which goes first so that a machine growing busier does not favour one side.
  const [a, b] = i % 2 === 0 ? [play(seed, previousPlayer), play(seed, republicAiPlayer)] : (([y, x]) => [x, y])([play(seed, republicAiPlayer), play(seed, previousPlayer)]);
  if (a.trace !== b.trace) throw new Error(`${seed}: the game differs with the cached views`);
  before += a.ms;
  after += b.ms;
  ratios.push(a.ms / b.ms);
  process.stdout.write(`${JSON.stringify({ seed, identical: true, previous_cpu_s: r2(a.ms / 1000), cached_cpu_s: r2(b.ms / 1000), speedup: r2(a.ms / b.ms), wall_speedup: r2(a.wall / b.wall) })}\n`);
}
process.stdout.write(`${JSON.stringify({ summary: 'speed', seats: SEATS, games: GAMES, identical: GAMES, speedup_total: r2(before / after), speedup_median: r2(median(ratios)), speedup_min: r2(Math.min(...ratios)), speedup_max: r2(Math.max(...ratios)) })}\n`);
