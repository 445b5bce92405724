/**
 * Why a Conquest AI loses to the legacy AI: the same games as
 * bench/conquest-vs-legacy.bench.ts (same seeds, seat rotated, round cap and
 * tiebreak), with, for the tested seat, where its talents went, its
 * provinces, tribute and units by round, the units it lost, and when, where
 * and by whom its Caesar was captured. Not a bench (no timing): run
 * `npx tsx bench/conquest-diagnose.ts [LEVELS] [GAMES]`; it also counts, at the end of the seat's movement,
 * its legions (a general and 3+ units) that stood still that turn, at home and elsewhere, LEVELS comma-separated
 * among easy, normal, hard, legacy (default hard,normal,legacy). Also: the leading rival's provinces and treasury at
 * each checkpoint, provinces gained and lost per ten rounds (lost without a battle there: walked into), and rivals
 * eliminated by another rival (where, and whether at home): against the hard level 13 of 40 games had one, against
 * the legacy seat 1 of 40;
 * CONQUEST_DIAG_TUNING: LevelConfig fields (JSON) for the tested levels.
 */
import type { Player } from '../src/ai/player';
import { campaignProbe, conquestAi, type AiLevel, type LevelConfig } from '../src/games/conquest/ai';
import { legacyConquestAi } from '../src/games/conquest/ai-legacy';
import { conquest } from '../src/games/conquest';
import { PROVINCE_IDS } from '../src/games/conquest/data';
import { tributeOf } from '../src/games/conquest/board';
import { combatCount, price } from '../src/games/conquest/pieces';
import type { ConquestAction, ConquestEvent, ConquestState, Seat } from '../src/games/conquest/types';
import { score } from './conquest-vs-legacy.bench';

const [levelsText = 'hard,normal,legacy', gamesText = '40'] = process.argv.slice(2);
const GAMES = Number(gamesText);
const ROUNDS = Number(process.env.CONQUEST_VS_ROUNDS ?? 60);
/** First seed number (CONQUEST_VS_FROM, as the bench): seeds vs-legacy-FROM.. */
const FROM = Number(process.env.CONQUEST_VS_FROM ?? 0);
const TUNING = JSON.parse(process.env.CONQUEST_DIAG_TUNING ?? '{}') as Partial<LevelConfig>;
const CHECKPOINTS = [5, 10, 20, 30, 40, 50, 60];

type Ai = Player<ConquestState, ConquestAction>;

interface Diagnosis {
  won: boolean;
  end: string;
  spent: Record<string, number>;
  lostUnits: number;
  killedUnits: number;
  caesarDied: { round: number; at: string; by: Seat } | null;
  byRound: Record<number, { prov: number; trib: number; units: number; money: number; rankByScore: number; rivalProv: number; rivalMoney: number }>;
  finalMoney: number;
  /** At the cap, when lost on the score: the tested seat's score and the winner's, split into units and talents (treasury and tribute, in infantry). */
  /** The first round the tested seat's campaign was on (hard level), and its provinces then. */
  war: { round: number; prov: number } | null;
  capGap: { mine: [number, number]; winner: [number, number] } | null;
  /** Rivals eliminated by another rival (its provinces and treasury go to the captor): the rounds. */
  rivalsEaten: string[];
  /** Provinces gained and lost per ten rounds (index round / 10); a loss without a battle there is a walk-in. */
  flow: { gained: number[]; lostEmpty: number[]; lostBattle: number[] };
  /** Legions (a general and 3+ units) that made no move in a turn of the tested seat, at home and elsewhere, and turns counted. */
  idle: { home: number; field: number; turns: number };
}

function rank(s: ConquestState, seat: Seat): number {
  const mine = score(s, seat);
  return s.players.filter((_, i) => i !== seat && score(s, i) > mine).length + 1;
}

function play(players: Ai[], seed: string, seat: Seat, level: string): Diagnosis {
  let s = conquest.setup(conquest.parseOptions({ players: players.length }), seed);
  const d: Diagnosis = { won: false, end: '', spent: {}, lostUnits: 0, killedUnits: 0, caesarDied: null, byRound: {}, finalMoney: 0, capGap: null, war: null, idle: { home: 0, field: 0, turns: 0 }, rivalsEaten: [], flow: { gained: [0, 0, 0, 0, 0, 0, 0], lostEmpty: [0, 0, 0, 0, 0, 0, 0], lostBattle: [0, 0, 0, 0, 0, 0, 0] } };
  let battleAt = '';
  // Provinces fought over in the current turn: a conquest there came from a battle.
  let fought = new Set<string>();
  let turn = '';
  let guard = 0;
  while (s.endReason === null && s.round <= ROUNDS) {
    if (CHECKPOINTS.includes(s.round) && !d.byRound[s.round] && s.players[seat].alive) {
      d.byRound[s.round] = {
        prov: PROVINCE_IDS.filter((p) => s.owner[p] === seat).length,
        trib: tributeOf(s, seat),
        units: s.stacks.filter((x) => x.owner === seat).reduce((n, x) => n + combatCount(x.troops), 0),
        money: s.players[seat].money,
        rankByScore: rank(s, seat),
        ...topRival(s, seat),
      };
    }
    const who = conquest.activePlayers(s)[0];
    if (who === seat && level !== 'legacy' && !d.war && s.phase === 'movement' && campaignProbe(s, seat, level as AiLevel, TUNING).atWar) {
      d.war = { round: s.round, prov: PROVINCE_IDS.filter((p) => s.owner[p] === seat).length };
    }
    const a = players[who].choose(s, who);
    if (who === seat && a.type === 'endMovement') countIdle(s, seat, d.idle);
    const r = conquest.apply(s, who, a);
    if (!r.ok) throw new Error(`${seed}: ${r.error.message}`);
    for (const e of r.events as ConquestEvent[]) {
      if (`${s.round}:${s.active}` !== turn) {
        turn = `${s.round}:${s.active}`;
        fought = new Set();
      }
      if (e.type === 'battleStarted') {
        battleAt = e.space;
        fought.add(e.space);
      }
      if (e.type === 'bought' && e.seat === seat) d.spent[e.piece] = (d.spent[e.piece] ?? 0) + e.cost;
      if (e.type === 'ransomOffered' && e.from === seat) d.spent.ransomOffered = (d.spent.ransomOffered ?? 0) + e.amount;
      if (e.type === 'lost') {
        if (e.seat === seat) d.lostUnits += combatCount(e.units);
        else if (s.battle && (s.battle.attacker.seat === seat || s.battle.defender.seat === seat)) d.killedUnits += combatCount(e.units);
      }
      if (e.type === 'eliminated' && e.by !== null && e.by !== seat && e.seat !== seat) d.rivalsEaten.push(`r${s.round} ${battleAt}${battleAt === s.players[e.seat].home ? ' (home)' : ''}`);
      if (e.type === 'conquered') {
        const w = Math.min(6, Math.floor(s.round / 10));
        if (e.seat === seat) d.flow.gained[w]++;
        else if (e.from === seat) (fought.has(e.province) ? d.flow.lostBattle : d.flow.lostEmpty)[w]++;
      }
      if (e.type === 'captured' && e.owner === seat && e.caesar) d.caesarDied = { round: s.round, at: battleAt, by: e.holder };
    }
    s = r.state;
    if (++guard > 2_000_000) throw new Error('runaway');
  }
  d.finalMoney = s.players[seat].money;
  if (s.endReason !== null) {
    const w = conquest.result(s)?.winners ?? [];
    d.won = w.length === 1 && w[0] === seat;
    d.end = `${s.endReason}@${s.round}`;
  } else {
    const scores = players.map((_, i) => score(s, i));
    const top = Math.max(...scores);
    const leaders = scores.flatMap((x, i) => (x === top ? [i] : []));
    d.won = leaders.length === 1 && leaders[0] === seat;
    d.end = `score(rank ${rank(s, seat)})`;
    const parts = (i: Seat): [number, number] => {
      const talents = (conquest.view(s, i).tribute[i] + s.players[i].money) / price('infantry', s.inflation);
      return [Math.round(score(s, i) - talents), Math.round(talents)];
    };
    if (!d.won && leaders.length === 1) d.capGap = { mine: parts(seat), winner: parts(leaders[0]) };
  }
  return d;
}

/** Provinces and treasury of the rival ahead on the score: who the tested seat has to beat at the cap. */
function topRival(s: ConquestState, seat: Seat): { rivalProv: number; rivalMoney: number } {
  const rival = s.players.map((_, i) => i).filter((i) => i !== seat).sort((a, b) => score(s, b) - score(s, a))[0];
  return { rivalProv: PROVINCE_IDS.filter((p) => s.owner[p] === rival).length, rivalMoney: s.players[rival].money };
}

/** At the end of the seat's movement: where its general-led legions stood without moving (no piece there has moved). */
function countIdle(s: ConquestState, seat: Seat, idle: Diagnosis['idle']): void {
  idle.turns++;
  for (const at of new Set(s.stacks.filter((x) => x.owner === seat).map((x) => x.at))) {
    const here = s.stacks.filter((x) => x.owner === seat && x.at === at);
    const generals = here.reduce((n, x) => n + x.troops.generals, 0);
    const units = here.reduce((n, x) => n + combatCount(x.troops), 0);
    if (generals === 0 || units < 3 || here.some((x) => x.used > 0 || x.shipped)) continue;
    if (at === s.players[seat].home) idle.home++;
    else idle.field++;
  }
}

const avg = (xs: number[]) => (xs.length ? Math.round((xs.reduce((a, b) => a + b, 0) / xs.length) * 10) / 10 : NaN);

for (const level of levelsText.split(',')) {
  const games: Diagnosis[] = [];
  for (let i = FROM; i < FROM + GAMES; i++) {
    const seat = i % 4;
    const players = [0, 1, 2, 3].map((k) => (k === seat ? (level === 'legacy' ? legacyConquestAi() : conquestAi(level as AiLevel, TUNING)) : legacyConquestAi()));
    games.push(play(players, `vs-legacy-${i}`, seat, level));
  }
  console.log(`\n== ${level}: won ${games.filter((g) => g.won).length}/${GAMES}`);
  const ends: Record<string, number> = {};
  for (const g of games) {
    const k = `${g.end.replace(/@\d+/, '')}_${g.won ? 'won' : 'lost'}`;
    ends[k] = (ends[k] ?? 0) + 1;
  }
  console.log('ends', JSON.stringify(ends));
  const deaths = games.filter((g) => g.caesarDied);
  console.log(`caesar captured in ${deaths.length}/${GAMES}, rounds ${JSON.stringify(deaths.map((g) => g.caesarDied!.round).sort((a, b) => a - b))}`);
  console.log(`  where: ${JSON.stringify(deaths.map((g) => g.caesarDied!.at))}`);
  const spent: Record<string, number> = {};
  for (const g of games) for (const [k, v] of Object.entries(g.spent)) spent[k] = (spent[k] ?? 0) + v / GAMES;
  console.log('talents spent per game', JSON.stringify(Object.fromEntries(Object.entries(spent).map(([k, v]) => [k, Math.round(v)]))));
  const turns = games.reduce((n, g) => n + g.idle.turns, 0);
  const per = (k: 'home' | 'field') => Math.round((games.reduce((n, g) => n + g.idle[k], 0) / turns) * 100) / 100;
  console.log(`idle legions per turn: at home ${per('home')}, elsewhere ${per('field')}`);
  console.log(`units lost per game ${avg(games.map((g) => g.lostUnits))}, final treasury ${avg(games.map((g) => g.finalMoney))}`);
  for (const r of CHECKPOINTS) {
    const at = games.filter((g) => g.byRound[r]).map((g) => g.byRound[r]);
    console.log(`  r${r} (alive ${at.length}): prov ${avg(at.map((x) => x.prov))} trib ${avg(at.map((x) => x.trib))} units ${avg(at.map((x) => x.units))} money ${avg(at.map((x) => x.money))} rank ${avg(at.map((x) => x.rankByScore))}; top rival prov ${avg(at.map((x) => x.rivalProv))} money ${avg(at.map((x) => x.rivalMoney))}`);
  }
  const flow = (k: 'gained' | 'lostEmpty' | 'lostBattle') => [0, 1, 2, 3, 4, 5].map((w) => avg(games.map((g) => g.flow[k][w]))).join(' ');
  console.log(`provinces per game by ten rounds: gained ${flow('gained')}; lost empty ${flow('lostEmpty')}; lost in battle ${flow('lostBattle')}`);
  const eaten = games.flatMap((g) => g.rivalsEaten);
  console.log(`rivals eliminated by another rival: ${eaten.length} in ${games.filter((g) => g.rivalsEaten.length > 0).length} games, rounds ${JSON.stringify(eaten)}`);
  const gaps = games.filter((g) => g.capGap);
  console.log(`lost on the score (${gaps.length}): units mine ${avg(gaps.map((g) => g.capGap!.mine[0]))} winner ${avg(gaps.map((g) => g.capGap!.winner[0]))}; talents in infantry mine ${avg(gaps.map((g) => g.capGap!.mine[1]))} winner ${avg(gaps.map((g) => g.capGap!.winner[1]))}`);
  console.log(`lost on the score with a rival eliminated by another rival: ${gaps.filter((g) => g.rivalsEaten.length > 0).length}; won with one: ${games.filter((g) => g.won && g.rivalsEaten.length > 0).length}`);
  const wars = games.filter((g) => g.war);
  console.log(`campaign on in ${wars.length} games, from round ${JSON.stringify(wars.map((g) => g.war!.round).sort((a, b) => a - b))}; won ${wars.filter((g) => g.won).length}, without it won ${games.filter((g) => !g.war && g.won).length} of ${games.length - wars.length}`);
  console.log('per game', games.map((g) => (g.won ? 'W' : g.caesarDied ? `x${g.caesarDied.round}` : g.end.startsWith('score') ? g.end.slice(-2, -1) : 'l')).join(' '));
}
