/**
 * Plans a league's next round from its state: which players sit together and
 * who has a bye. Duels in round-robin follow the circle schedule of each
 * division; Swiss duels use score groups; 3–6 player tables (either format)
 * use the table allocator over the standing order. Ladders have no rounds.
 */
import type { LeagueState, Season } from '../model';
import { minTableSize } from '../model';
import { seasonPoints, seasonRatings } from '../standings';
import { circleSchedule } from './circle';
import { swissPairing, type MetCount } from './swiss';
import { allocateTables, tableSizes } from './tables';

export interface RoundPlan {
  tables: string[][];
  byes: string[];
}

/** Rounds the season has in total: the circle schedule for duel round-robins, seasonLength otherwise. */
export function seasonRoundCount(state: LeagueState, season: Season): number {
  if (state.league.format === 'ladder') return 0;
  if (state.league.format === 'round-robin' && state.league.tableSize === 2) {
    const divisions = season.divisions ?? [season.participants];
    return Math.max(0, ...divisions.map((d) => circleSchedule(d).length));
  }
  return state.league.seasonLength;
}

/** How often each pair has already shared a table this season. */
export function meetings(season: Season): MetCount {
  const counts = new Map<string, number>();
  const key = (a: string, b: string) => (a < b ? `${a}\u0000${b}` : `${b}\u0000${a}`);
  for (const r of season.rounds) {
    for (const t of r.tables) {
      for (let i = 0; i < t.seats.length; i++) {
        for (let j = i + 1; j < t.seats.length; j++) {
          const k = key(t.seats[i], t.seats[j]);
          counts.set(k, (counts.get(k) ?? 0) + 1);
        }
      }
    }
  }
  return (a, b) => counts.get(key(a, b)) ?? 0;
}

/** Active participants in standing order: Swiss points, then rating, then seed. */
export function standingOrder(state: LeagueState, season: Season): string[] {
  const active = new Set(state.members.filter((m) => m.active).map((m) => m.userId));
  const points = seasonPoints(state, season);
  const { ratings } = seasonRatings(state, season.number);
  const seed = new Map(season.participants.map((p, i) => [p, i]));
  return season.participants
    .filter((p) => active.has(p))
    .sort((a, b) => (points.get(b) ?? 0) - (points.get(a) ?? 0)
      || (ratings.get(b)?.ordinal ?? 0) - (ratings.get(a)?.ordinal ?? 0)
      || seed.get(a)! - seed.get(b)!);
}

function byeCounts(season: Season): Map<string, number> {
  const c = new Map<string, number>();
  for (const r of season.rounds) for (const b of r.byes) c.set(b, (c.get(b) ?? 0) + 1);
  return c;
}

function firstSeatCounts(season: Season): Map<string, number> {
  const c = new Map<string, number>();
  for (const r of season.rounds) for (const t of r.tables) c.set(t.seats[0], (c.get(t.seats[0]) ?? 0) + 1);
  return c;
}

/** The next round's plan, or null when the season has no round left. */
export function planNextRound(state: LeagueState, season: Season): RoundPlan | null {
  const index = season.rounds.length;
  if (index >= seasonRoundCount(state, season)) return null;
  const { league } = state;
  if (league.tableSize === 2 && league.format === 'round-robin') return planCircleRound(state, season, index);
  const standing = standingOrder(state, season);
  const met = meetings(season);
  const byes = byeCounts(season);
  if (league.tableSize === 2) {
    const p = swissPairing(standing.map((id) => ({ id, byes: byes.get(id) ?? 0 })), met);
    const firsts = firstSeatCounts(season);
    const tables = p.pairs.map(([a, b]) => ((firsts.get(b) ?? 0) < (firsts.get(a) ?? 0) ? [b, a] : [a, b]));
    return { tables, byes: p.bye ? [p.bye] : [] };
  }
  const plan = tableSizes(standing.length, minTableSize(league), league.tableSize);
  const out = standing.length - plan.seated;
  // Byes go to the lowest-ranked among those with the fewest byes so far.
  const byeOrder = standing.map((id, i) => ({ id, i, b: byes.get(id) ?? 0 }))
    .sort((x, y) => x.b - y.b || y.i - x.i);
  const sitting = new Set(byeOrder.slice(0, out).map((x) => x.id));
  const seated = standing.filter((p) => !sitting.has(p));
  return { tables: allocateTables(seated, plan.sizes, met), byes: standing.filter((p) => sitting.has(p)) };
}

function planCircleRound(state: LeagueState, season: Season, index: number): RoundPlan {
  const active = new Set(state.members.filter((m) => m.active).map((m) => m.userId));
  const tables: string[][] = [];
  const byes: string[] = [];
  for (const division of season.divisions ?? [season.participants]) {
    const round = circleSchedule(division)[index];
    if (!round) continue;
    for (const [a, b] of round.pairs) {
      const inA = active.has(a);
      const inB = active.has(b);
      // A player who left the league leaves their opponent a bye.
      if (inA && inB) tables.push([a, b]);
      else if (inA) byes.push(a);
      else if (inB) byes.push(b);
    }
    if (round.bye && active.has(round.bye)) byes.push(round.bye);
  }
  return { tables, byes };
}
