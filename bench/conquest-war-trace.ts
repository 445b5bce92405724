/**
 * Why AI-only Conquest games last long: plays 4-player games of the hard
 * level (CONQUEST_TRACE_TUNING: LevelConfig fields as JSON, for a variant)
 * on seeds `war-trace-N` and records, per game:
 * - when the war starts (the first round any seat's campaign is on) and
 *   when each Caesar is captured;
 * - rounds of the war with no capture at all (no Caesar, no province taken
 *   from a player) and with no land battle;
 * - every war turn of every seat, classified by what Caesar's army did:
 *   fought (the seat attacked where its army stood or stepped), advanced
 *   (fewer steps to its target), moved otherwise, stood next to its target
 *   (odds below what it needs), stood further away, or had no target; and
 *   the units idle at home beyond what the army would leave there, and the
 *   talents left unspent at the end of the turn.
 * Not run by `npm run bench`:
 * `npx tsx bench/conquest-war-trace.ts [GAMES] [FROM] [--games]` (--games
 * prints a line per game as well).
 */
import { campaignProbe, conquestAi, type LevelConfig } from '../src/games/conquest/ai';
import { conquest } from '../src/games/conquest';
import { combatCount } from '../src/games/conquest/pieces';
import { troopsAt } from '../src/games/conquest/board';
import type { ConquestEvent, ConquestState, Seat } from '../src/games/conquest/types';
import { median, percentile } from './measure';

const args = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const [gamesText = '20', fromText = '1000'] = args;
const perGame = process.argv.includes('--games');
const CAP = 150;
const tuning = JSON.parse(process.env.CONQUEST_TRACE_TUNING ?? '{}') as Partial<LevelConfig>;

type TurnClass = 'fought' | 'advanced' | 'moved' | 'stoodNext' | 'stoodFar' | 'noTarget' | 'atSea';

export interface WarGame {
  seed: string;
  rounds: number;
  endReason: string;
  warStart: number | null;
  captures: number[];
  quietRounds: number;
  noBattleRounds: number;
  turns: Record<TurnClass, number>;
  /** Stood far (not next to the target): how often it was waiting to gather (steps > 1) with enough odds, and without. */
  stoodFarWithOdds: number;
  idleHome: number[];
  unspent: number[];
  armySize: number[];
}

function caesarAt(s: ConquestState, seat: Seat): string | null {
  return s.stacks.find((x) => x.owner === seat && x.troops.caesar > 0)?.at ?? null;
}

export function traceGame(seed: string, tune: Partial<LevelConfig>): WarGame {
  const ai = conquestAi('hard', tune);
  let s = conquest.setup(conquest.parseOptions({ players: 4 }), seed);
  const g: WarGame = {
    seed, rounds: 0, endReason: 'cap', warStart: null, captures: [], quietRounds: 0, noBattleRounds: 0,
    turns: { fought: 0, advanced: 0, moved: 0, stoodNext: 0, stoodFar: 0, noTarget: 0, atSea: 0 },
    stoodFarWithOdds: 0, idleHome: [], unspent: [], armySize: [],
  };
  // The seat whose turn it is, and what its campaign saw when its movement began.
  let turn: { seat: Seat; probe: ReturnType<typeof campaignProbe>; from: string | null; attacked: string[] } | null = null;
  let roundCaptures = 0;
  let roundBattles = 0;
  let round = s.round;
  let guard = 0;
  const closeTurn = (st: ConquestState) => {
    if (!turn || !turn.probe.atWar) return;
    const p = turn.probe;
    const to = caesarAt(st, turn.seat);
    let c: TurnClass;
    if (turn.from === null || p.center === null) c = 'atSea';
    else if (turn.attacked.length > 0) c = 'fought';
    else if (p.target === null) c = 'noTarget';
    else if (to !== null && to !== turn.from) {
      const after = campaignProbe(st, turn.seat, 'hard', tune);
      c = after.steps !== null && p.steps !== null && after.steps < p.steps ? 'advanced' : 'moved';
    } else if (p.steps === 1) c = 'stoodNext';
    else {
      c = 'stoodFar';
      if ((p.odds ?? 0) >= p.needed) g.stoodFarWithOdds++;
    }
    g.turns[c]++;
    const home = st.players[turn.seat].home;
    if (st.players[turn.seat].alive) {
      g.idleHome.push(turn.from === home ? 0 : combatCount(troopsAt(st, turn.seat, home)));
      g.unspent.push(st.players[turn.seat].money);
      if (to) g.armySize.push(combatCount(troopsAt(st, turn.seat, to)));
    }
  };
  while (s.endReason === null && s.round <= CAP) {
    if (s.round !== round) {
      if (g.warStart !== null) {
        if (roundCaptures === 0) g.quietRounds++;
        if (roundBattles === 0) g.noBattleRounds++;
      }
      roundCaptures = 0;
      roundBattles = 0;
      round = s.round;
    }
    const seat = conquest.activePlayers(s)[0];
    if (s.phase === 'movement' && seat === s.active && (!turn || turn.seat !== seat)) {
      closeTurn(s);
      const probe = campaignProbe(s, seat, 'hard', tune);
      if (probe.atWar && g.warStart === null) g.warStart = s.round;
      turn = { seat, probe, from: caesarAt(s, seat), attacked: [] };
    }
    const r = conquest.apply(s, seat, ai.choose(s, seat));
    if (!r.ok) throw new Error(`${seed}: ${r.error.message}`);
    for (const e of r.events as ConquestEvent[]) {
      if (e.type === 'battleStarted' && e.kind === 'land') {
        roundBattles++;
        if (turn && e.attacker === turn.seat) turn.attacked.push(e.space);
      }
      if (e.type === 'captured' && e.caesar) {
        g.captures.push(s.round);
        roundCaptures++;
      }
      if (e.type === 'conquered' && e.from !== null) roundCaptures++;
    }
    s = r.state;
    if (++guard > 3_000_000) throw new Error('runaway');
  }
  closeTurn(s);
  g.rounds = s.round;
  g.endReason = s.endReason ?? 'cap';
  return g;
}

const sum = (xs: number[]) => xs.reduce((a, x) => a + x, 0);
const r1 = (x: number) => Math.round(x * 10) / 10;

export function summary(games: WarGame[]): Record<string, unknown> {
  const turns = { fought: 0, advanced: 0, moved: 0, stoodNext: 0, stoodFar: 0, noTarget: 0, atSea: 0 };
  for (const g of games) for (const k of Object.keys(turns) as TurnClass[]) turns[k] += g.turns[k];
  const all = sum(Object.values(turns));
  const warStarts = games.flatMap((g) => (g.warStart === null ? [] : [g.warStart]));
  const gaps = games.flatMap((g) => [g.captures[0] - (g.warStart ?? 0), ...g.captures.slice(1).map((x, i) => x - g.captures[i])].filter((x) => !Number.isNaN(x)));
  const lastGap = games.flatMap((g) => (g.captures.length >= 2 ? [g.captures[g.captures.length - 1] - g.captures[g.captures.length - 2]] : []));
  const idle = games.flatMap((g) => g.idleHome);
  const unspent = games.flatMap((g) => g.unspent);
  return {
    games: games.length,
    ended_by_rules: games.filter((g) => g.endReason !== 'cap').length,
    median_rounds: median(games.map((g) => (g.endReason === 'cap' ? CAP + 1 : g.rounds))),
    median_war_start: median(warStarts),
    median_first_capture: median(games.flatMap((g) => (g.captures.length ? [g.captures[0]] : []))),
    median_capture_gap: median(gaps),
    median_last_duel: median(lastGap),
    war_rounds_without_capture: r1(sum(games.map((g) => g.quietRounds)) / games.length),
    war_rounds_without_battle: r1(sum(games.map((g) => g.noBattleRounds)) / games.length),
    war_turns: all,
    war_turn_share: Object.fromEntries(Object.entries(turns).map(([k, v]) => [k, Math.round((v / all) * 100) / 100])),
    stood_far_with_odds: sum(games.map((g) => g.stoodFarWithOdds)),
    idle_home_units_p50_p90: [percentile(idle, 0.5), percentile(idle, 0.9)],
    unspent_talents_p50_p90: [percentile(unspent, 0.5), percentile(unspent, 0.9)],
    army_size_p50: percentile(games.flatMap((g) => g.armySize), 0.5),
  };
}

if (process.argv[1]?.endsWith('conquest-war-trace.ts')) {
  const games: WarGame[] = [];
  for (let i = Number(fromText); i < Number(fromText) + Number(gamesText); i++) {
    const g = traceGame(`war-trace-${i}`, tuning);
    games.push(g);
    if (perGame) console.log(`${g.seed}: ${g.endReason} ${g.rounds}, war ${g.warStart}, captures ${g.captures.join(' ')}, quiet ${g.quietRounds}, no battle ${g.noBattleRounds}, turns ${JSON.stringify(g.turns)}`);
  }
  console.log(JSON.stringify({ tuning, ...summary(games) }, null, 1));
}
