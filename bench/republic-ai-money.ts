/**
 * Where the money is in AI-only Early Republic games (seeds `diag-<seats>-<i>`, the shipped AI with out-of-turn
 * interrupts): the State's treasury against the money the factions hold (their treasuries and their senators'
 * talents), and what the factions do with their own money. Every move's change in the factions' money and in
 * the State's treasury is put under the answer that made it (its type, and the decision it answered); the flow
 * that runs on after an answer (income, the Forum's draws) counts under that answer, so a rise under `done` is
 * mostly the senators' and knights' income. Per game: each turn's State treasury, the factions' money and the
 * richest senator at the start of the Senate, the wars active and their strength, the contributions given, and
 * whether a Dictator was appointed; then the totals for the games Rome lost and the games it survived.
 * Run: `nice -n 10 npx tsx bench/republic-ai-money.ts` with DIAG_SEATS (5), DIAG_GAMES (20), DIAG_FROM (0),
 * DIAG_QUIET=1 to print only the summaries.
 */
import '../src/games';
import { republicAiPlayer } from '../src/games/republic/cli';
import { activeWars, warStrength } from '../src/games/republic/wars';
import { dictatorCondition } from '../src/games/republic/phases/senate/proposals/elections';
import type { RepublicAction, RepublicState } from '../src/games/republic/types';
import { playRepublicGame } from './republic-game';

const SEATS = Number(process.env.DIAG_SEATS ?? 5);
const GAMES = Number(process.env.DIAG_GAMES ?? 20);
const FROM = Number(process.env.DIAG_FROM ?? 0);
const QUIET = process.env.DIAG_QUIET === '1';

/** The factions' own money: their treasuries and their senators' talents (not the Forum's unaligned senators). */
function privateMoney(s: RepublicState): number {
  return s.factions.reduce((n, f) => n + f.treasury, 0) + Object.values(s.senators).filter((x) => x.faction !== null).reduce((n, x) => n + x.talents, 0);
}

interface Turn { turn: number; treasury: number; priv: number; richest: number; wars: number; strength: number; contributed: number; dictator: boolean; mayDictate: boolean; refused: number }
interface Game { seed: string; fell: boolean; reason: string; turn: number; turns: Turn[]; flows: Record<string, { priv: number; state: number; n: number }> }

function play(seed: string): Game {
  const turns: Turn[] = [];
  const flows: Game['flows'] = {};
  let last: { key: string } | null = null;
  let prev: { priv: number; state: number } | null = null;
  let contributed = 0;
  let dictator = false;
  let refused = 0;
  let seen = -1;
  const wrap = (i: number) => {
    const p = republicAiPlayer(`${seed}:${i}`);
    return {
      ...p,
      choose(s: RepublicState, seat: number) {
        const a = p.choose(s, seat);
        last = { key: `${(a as RepublicAction).type}@${s.pending.at(-1)?.kind ?? '?'}` };
        return a;
      },
      interrupt(s: RepublicState, seat: number) {
        const a = p.interrupt(s, seat);
        if (a) last = { key: `${a.type}@interrupt` };
        return a;
      },
    };
  };
  const g = playRepublicGame(seed, Array.from({ length: SEATS }, (_, i) => wrap(i)), true, (s, events) => {
    const now = { priv: privateMoney(s), state: s.treasury };
    if (prev && last) {
      const f = (flows[last.key] ??= { priv: 0, state: 0, n: 0 });
      f.priv += now.priv - prev.priv;
      f.state += now.state - prev.state;
      f.n++;
    }
    prev = now;
    for (const e of events as { type: string; amount?: number; senator?: string }[]) {
      if (e.type === 'contribution') contributed += e.amount ?? 0;
      if (e.type === 'dictator') dictator = true;
      if (e.type === 'dictatorNotAppointed') refused++;
    }
    if (Object.values(s.senators).some((x) => x.office === 'dictator')) dictator = true;
    if (s.phase === 'senate' && seen !== s.turn) {
      seen = s.turn;
      const w = activeWars(s);
      turns.push({
        turn: s.turn, treasury: s.treasury, priv: now.priv,
        richest: Math.max(0, ...Object.values(s.senators).filter((x) => x.faction !== null).map((x) => x.talents)),
        wars: w.length, strength: w.reduce((n, x) => { const st = warStrength(s, x); return n + Math.max(st.land, st.naval); }, 0),
        contributed, dictator, mayDictate: dictatorCondition(s), refused,
      });
      contributed = 0;
      dictator = false;
      refused = 0;
    }
  });
  const s = g.state;
  return { seed, fell: s.ending!.winner === null, reason: s.ending!.reason, turn: s.turn, turns, flows };
}

const games: Game[] = [];
for (let i = FROM; i < FROM + GAMES; i++) {
  const r = play(`diag-${SEATS}-${i}`);
  games.push(r);
  if (!QUIET) process.stdout.write(`${JSON.stringify({ seed: r.seed, fell: r.fell, reason: r.reason, turn: r.turn, turns: r.turns })}\n`);
}

for (const [label, set] of [['fell', games.filter((g) => g.fell)], ['survived', games.filter((g) => !g.fell)]] as const) {
  if (set.length === 0) continue;
  const flows: Record<string, { priv: number; state: number; n: number }> = {};
  for (const g of set) for (const [k, f] of Object.entries(g.flows)) {
    const t = (flows[k] ??= { priv: 0, state: 0, n: 0 });
    t.priv += f.priv; t.state += f.state; t.n += f.n;
  }
  const per = (x: number) => Math.round((x / set.length) * 10) / 10;
  const money = Object.entries(flows).filter(([, f]) => f.priv !== 0 || f.state !== 0)
    .sort((a, b) => Math.abs(b[1].priv) - Math.abs(a[1].priv)).slice(0, 25)
    .map(([k, f]) => `${k}: priv ${per(f.priv)} state ${per(f.state)} (${f.n})`);
  const lastTurns = set.map((g) => g.turns.at(-1)!).filter(Boolean);
  const avg = (xs: number[]) => Math.round((xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length)) * 10) / 10;
  const all = set.flatMap((g) => g.turns);
  process.stdout.write(`${JSON.stringify({
    summary: label, games: set.length, seats: SEATS, from: FROM,
    last_senate: { treasury: avg(lastTurns.map((t) => t.treasury)), priv: avg(lastTurns.map((t) => t.priv)), richest: avg(lastTurns.map((t) => t.richest)), wars: avg(lastTurns.map((t) => t.wars)), strength: avg(lastTurns.map((t) => t.strength)) },
    every_senate: { treasury: avg(all.map((t) => t.treasury)), priv: avg(all.map((t) => t.priv)), contributed_per_turn: avg(all.map((t) => t.contributed)), turns_with_dictator: all.filter((t) => t.dictator).length, turns_dictator_condition: all.filter((t) => t.mayDictate).length, dictator_not_appointed: all.reduce((n, t) => n + t.refused, 0), turns: all.length },
    per_game_money_by_answer: money,
  })}\n`);
}
