import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  computeStandings, guildLeaderboard, joinLeague, ratingHistory, recordGameResult, replayRatings, resolveStalledGame, resultFor,
  seasonRatings, voidResult, type LeagueState,
} from '../../src/leagues';
import { HOUR, leagueWith, ok, ORGANISER, T0 } from './helpers';

interface Game { players: string[]; ranks: number[] }

const PLAYERS = ['u01', 'u02', 'u03', 'u04', 'u05', 'u06'];

const gameArb: fc.Arbitrary<Game> = fc.integer({ min: 2, max: 4 }).chain((k) => fc.tuple(
  fc.shuffledSubarray(PLAYERS, { minLength: k, maxLength: k }),
  fc.array(fc.integer({ min: 1, max: k }), { minLength: k, maxLength: k }),
)).map(([players, ranks]) => ({ players, ranks }));

function ladderWith(games: Game[], settings = {}): LeagueState {
  let s = leagueWith(6, { format: 'ladder', provisionalGames: 3, ...settings });
  games.forEach((g, i) => { s = ok(recordGameResult(s, { gameId: `g${i}`, ...g }, T0 + 2 * HOUR + i)); });
  return s;
}

describe('ratings are derived from the match log', () => {
  it('property: voiding a match gives the same ratings and standings as a log that never had it', () => {
    fc.assert(fc.property(fc.array(gameArb, { minLength: 1, maxLength: 14 }), fc.nat(), (games, pick) => {
      const k = pick % games.length;
      const full = ladderWith(games);
      const voided = ok(voidResult(full, ORGANISER, full.matches[k].id, 'entered by mistake', T0 + 100 * HOUR));
      const without = ladderWith(games.filter((_, i) => i !== k));
      expect([...seasonRatings(voided, 1).ratings.entries()].sort())
        .toEqual([...seasonRatings(without, 1).ratings.entries()].sort());
      const strip = (s: LeagueState) => computeStandings(s).map(({ rank, userId, rating, mu, sigma, games: n, wins, draws, losses, points, form, provisional }) =>
        ({ rank, userId, rating, mu, sigma, n, wins, draws, losses, points, form, provisional }));
      expect(strip(voided)).toEqual(strip(without));
    }), { numRuns: 80 });
  });

  it('a void changes the ratings of later matches too', () => {
    const games: Game[] = [
      { players: ['u01', 'u02'], ranks: [1, 2] },
      { players: ['u02', 'u03'], ranks: [1, 2] },
    ];
    const full = ladderWith(games);
    const voided = ok(voidResult(full, ORGANISER, full.matches[0].id, 'wrong', T0 + 9 * HOUR));
    // u03 only played the second match, but lost to a u02 whose rating the first match had lowered.
    const u03full = seasonRatings(full, 1).ratings.get('u03')!;
    const u03void = seasonRatings(voided, 1).ratings.get('u03')!;
    expect(u03void.mu).not.toBeCloseTo(u03full.mu, 6);
    expect(seasonRatings(voided, 1).ratings.has('u01')).toBe(false);
  });

  it('replay order is the log order, and voided entries are skipped', () => {
    const entries = [
      { id: 'a', leagueId: 'L', season: 1, players: ['x', 'y'], ranks: [1, 2], at: 1, source: 'game' as const },
      { id: 'b', leagueId: 'L', season: 1, players: ['x', 'y'], ranks: [2, 1], at: 2, source: 'game' as const, voided: { by: 'o', reason: 'r', at: 3 } },
    ];
    const r = replayRatings(entries, { provisionalGames: 1, rateForfeits: false });
    expect(r.ratings.get('x')!.games).toBe(1);
    expect(r.history.get('x')!.map((p) => p.matchId)).toEqual(['a']);
  });
});

describe('standings', () => {
  it('places and form at larger tables, provisional until enough games, points per finishing position', () => {
    const s = ladderWith([
      { players: ['u01', 'u02', 'u03', 'u04'], ranks: [1, 2, 2, 4] },
      { players: ['u01', 'u02', 'u03'], ranks: [3, 1, 2] },
      { players: ['u01', 'u02'], ranks: [1, 1] },
    ]);
    const rows = computeStandings(s);
    const u01 = rows.find((r) => r.userId === 'u01')!;
    expect(u01.form).toEqual(['1', '3', 'D']);
    expect(u01).toMatchObject({ games: 3, wins: 1, draws: 1, losses: 1, provisional: false });
    expect(u01.points).toBeCloseTo(1 + 0 + 0.5, 10);
    const u02 = rows.find((r) => r.userId === 'u02')!;
    expect(u02.form).toEqual(['=2', '1', 'D']);
    expect(u02.points).toBeCloseTo((1 + 0.5) / 3 + 1 + 0.5, 10);
    expect(rows.find((r) => r.userId === 'u04')).toMatchObject({ games: 1, provisional: true, form: ['4'] });
    // Members who have not played are listed, unrated, at 1000.
    expect(rows.find((r) => r.userId === 'u06')).toMatchObject({ games: 0, rating: 1000, form: [] });
    expect(rows.map((r) => r.rank)).toEqual(rows.map((_, i) => i + 1));
  });

  it('form shows the last five results, oldest first', () => {
    const games: Game[] = [1, 2, 1, 1, 2, 2, 1].map((r) => ({ players: ['u01', 'u02'], ranks: r === 1 ? [1, 2] : [2, 1] }));
    expect(computeStandings(ladderWith(games)).find((r) => r.userId === 'u01')!.form).toEqual(['W', 'W', 'L', 'L', 'W']);
  });

  it('equal ratings are ordered by wins', () => {
    // u01 and u03 each beat a newcomer, so their ratings are identical; a forfeit win (unrated by
    // default) then gives u03 one more win without changing the rating.
    let s = ladderWith([{ players: ['u01', 'u02'], ranks: [1, 2] }, { players: ['u03', 'u04'], ranks: [1, 2] }]);
    const rowsBefore = computeStandings(s);
    expect(rowsBefore.find((r) => r.userId === 'u01')!.rating).toBe(rowsBefore.find((r) => r.userId === 'u03')!.rating);
    s = ok(resolveStalledGame(s, { gameId: 'ff', players: ['u03', 'u06'], notMoved: ['u06'], cause: 'timeout' }, T0 + 60 * HOUR));
    const rows = computeStandings(s);
    const i01 = rows.findIndex((r) => r.userId === 'u01');
    const i03 = rows.findIndex((r) => r.userId === 'u03');
    expect(rows[i03].wins).toBe(2);
    expect(i03).toBeLessThan(i01);
  });

  it('rating history: one point per rated match, ending at the standing rating', () => {
    const s = ladderWith([
      { players: ['u01', 'u02'], ranks: [1, 2] },
      { players: ['u03', 'u01'], ranks: [1, 2] },
      { players: ['u01', 'u02', 'u03'], ranks: [1, 3, 2] },
    ]);
    const h = ratingHistory(s, 1, 'u01');
    expect(h.map((p) => p.matchId)).toEqual(s.matches.map((m) => m.id));
    expect(h.at(-1)!.display).toBe(computeStandings(s).find((r) => r.userId === 'u01')!.rating);
    expect(h.map((p) => p.provisional)).toEqual([true, true, false]);
    expect(ratingHistory(s, 1, 'nobody')).toEqual([]);
  });

  it('resultFor gives places with ties', () => {
    const m = { id: 'm', leagueId: 'L', season: 1, players: ['a', 'b', 'c'], ranks: [2, 1, 2], at: 0, source: 'game' as const };
    expect(resultFor(m, 'a')).toMatchObject({ place: 2, tied: true, win: false, mark: '=2', points: 0.25 });
    expect(resultFor(m, 'b')).toMatchObject({ place: 1, win: true, mark: '1', points: 1 });
    expect(resultFor(m, 'z')).toBeNull();
  });
});

describe('server leaderboard', () => {
  it('rates each game across the server’s leagues and seasons in time order, ignoring other games', () => {
    let a = leagueWith(3, { id: 'LA', format: 'ladder' });
    let b = leagueWith(3, { id: 'LB', format: 'ladder' });
    let other = leagueWith(3, { id: 'LC', game: 'conquest', format: 'ladder' });
    a = ok(recordGameResult(a, { gameId: 'a1', players: ['u01', 'u02'], ranks: [1, 2] }, T0 + 10));
    b = ok(recordGameResult(b, { gameId: 'b1', players: ['u02', 'u03'], ranks: [1, 2] }, T0 + 5));
    b = ok(joinLeague(b, 'u09', T0 + 20));
    b = ok(recordGameResult(b, { gameId: 'b2', players: ['u09', 'u01'], ranks: [1, 2] }, T0 + 30));
    other = ok(recordGameResult(other, { gameId: 'c1', players: ['u03', 'u01'], ranks: [1, 2] }, T0 + 1));
    const board = guildLeaderboard([a, b, other], 'caesar', 5);
    const expected = replayRatings([b.matches[0], a.matches[0], b.matches[1]], { provisionalGames: 5, rateForfeits: true });
    expect(board.map((r) => r.userId).sort()).toEqual(['u01', 'u02', 'u03', 'u09']);
    for (const row of board) {
      expect(row.rating).toBe(expected.ratings.get(row.userId)!.display);
      expect(row.provisional).toBe(true);
    }
    expect(board.find((r) => r.userId === 'u01')).toMatchObject({ games: 2, wins: 1 });
    expect(board.map((r) => r.rank)).toEqual([1, 2, 3, 4]);
  });
});
