import { describe, expect, it } from 'vitest';
import { circleSchedule, currentSeason, pairNextRound, recordGameResult, splitDivisions } from '../../src/leagues';
import { HOUR, leagueWith, ok, ORGANISER, players, T0 } from './helpers';

const key = (a: string, b: string) => [a, b].sort().join('|');

describe('round-robin by the circle method', () => {
  for (let n = 2; n <= 13; n++) {
    it(`${n} players: every pair meets exactly once, nobody twice in a round`, () => {
      const ps = players(n);
      const rounds = circleSchedule(ps);
      expect(rounds).toHaveLength(n % 2 === 0 ? n - 1 : n);
      const seen = new Map<string, number>();
      for (const r of rounds) {
        const inRound = r.pairs.flat().concat(r.bye ? [r.bye] : []);
        expect(new Set(inRound).size).toBe(inRound.length);
        expect(inRound.sort()).toEqual([...ps].sort());
        for (const [a, b] of r.pairs) seen.set(key(a, b), (seen.get(key(a, b)) ?? 0) + 1);
      }
      expect(seen.size).toBe((n * (n - 1)) / 2);
      expect([...seen.values()].every((c) => c === 1)).toBe(true);
    });
  }

  it('odd counts: each player has exactly one bye; even counts: none', () => {
    const odd = circleSchedule(players(7));
    expect(odd.map((r) => r.bye).sort()).toEqual(players(7));
    expect(circleSchedule(players(8)).every((r) => r.bye === null)).toBe(true);
  });

  for (const n of [4, 6, 7, 8, 10, 11]) {
    it(`${n} players: everyone sits first in about half of their games (within one)`, () => {
      const rounds = circleSchedule(players(n));
      const firsts = new Map<string, number>();
      const games = new Map<string, number>();
      for (const r of rounds) {
        for (const [a, b] of r.pairs) {
          firsts.set(a, (firsts.get(a) ?? 0) + 1);
          games.set(a, (games.get(a) ?? 0) + 1);
          games.set(b, (games.get(b) ?? 0) + 1);
        }
      }
      for (const p of players(n)) expect(Math.abs(2 * (firsts.get(p) ?? 0) - games.get(p)!)).toBeLessThanOrEqual(2);
    });
  }

  it('refuses duplicate players', () => {
    expect(() => circleSchedule(['a', 'b', 'a'])).toThrow();
  });
});

describe('divisions', () => {
  it('splits seeds in snake order into divisions differing by at most one player', () => {
    const divisions = splitDivisions(players(11), 4);
    expect(divisions).toHaveLength(3);
    const sizes = divisions.map((d) => d.length);
    expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
    expect(divisions.flat().sort()).toEqual(players(11));
    // Seeds 1, 2, 3 lead the three divisions; seed 4 joins seed 3's division (snake).
    expect(divisions.map((d) => d[0])).toEqual(['u01', 'u02', 'u03']);
    expect(divisions[2]).toContain('u04');
  });
});

describe('round-robin seasons through the league operations', () => {
  for (const n of [3, 4, 5, 8]) {
    it(`${n} members: the season's rounds cover every pair exactly once, then the season is complete`, () => {
      let s = leagueWith(n, { format: 'round-robin' });
      let at = T0 + 2 * HOUR;
      const seen = new Map<string, number>();
      const byes: string[] = [];
      for (;;) {
        const out = pairNextRound(s, ORGANISER, (at += HOUR));
        if (!out.ok) {
          expect(out.error.code).toBe('league.error.seasonComplete');
          break;
        }
        s = out.state;
        const round = currentSeason(s)!.rounds.at(-1)!;
        byes.push(...round.byes);
        round.tables.forEach((t, i) => {
          seen.set(key(t.seats[0], t.seats[1]), (seen.get(key(t.seats[0], t.seats[1])) ?? 0) + 1);
          s = ok(recordGameResult(s, { gameId: `r${round.number}t${i}`, players: t.seats, ranks: [1 + (i % 2), 2 - (i % 2)] }, (at += 1)));
        });
      }
      expect(seen.size).toBe((n * (n - 1)) / 2);
      expect([...seen.values()].every((c) => c === 1)).toBe(true);
      expect(byes.sort()).toEqual(n % 2 === 1 ? players(n) : []);
    });
  }
});
