import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  currentSeason, grantForfeit, meetings, pairNextRound, recordGameResult, swissPairing, type LeagueState, type MetCount,
} from '../../src/leagues';
import { HOUR, leagueWith, ok, ORGANISER, T0 } from './helpers';

/** Fewest repeat pairs any pairing can have, the bye going to one of `eligible` (odd counts). Brute force. */
function minRepeats(ids: string[], eligible: string[], met: MetCount): number {
  const best = (rest: string[]): number => {
    if (rest.length === 0) return 0;
    const [a, ...others] = rest;
    let m = Infinity;
    others.forEach((b, k) => {
      const cost = (met(a, b) > 0 ? 1 : 0) + best(others.filter((_, j) => j !== k));
      if (cost < m) m = cost;
    });
    return m;
  };
  if (ids.length % 2 === 0) return best(ids);
  return Math.min(...eligible.map((b) => best(ids.filter((x) => x !== b))));
}

function byeCounts(state: LeagueState): Map<string, number> {
  const c = new Map<string, number>();
  for (const r of currentSeason(state)!.rounds) for (const b of r.byes) c.set(b, (c.get(b) ?? 0) + 1);
  return c;
}

describe('Swiss pairing', () => {
  it('pairs the top of the standing together and gives the bye to the lowest seed', () => {
    let s = leagueWith(5, { format: 'swiss', seasonLength: 4 });
    s = ok(pairNextRound(s, ORGANISER, T0 + 2 * HOUR));
    const r1 = currentSeason(s)!.rounds[0];
    expect(r1.byes).toEqual(['u05']);
    expect(r1.tables.map((t) => [...t.seats].sort())).toEqual([['u01', 'u02'], ['u03', 'u04']]);
  });

  it('after a round, winners meet winners and the bye moves to the lowest-ranked player without one', () => {
    let s = leagueWith(5, { format: 'swiss', seasonLength: 4 });
    s = ok(pairNextRound(s, ORGANISER, T0 + 2 * HOUR));
    const winners = ['u01', 'u03'];
    for (const t of currentSeason(s)!.rounds[0].tables) {
      s = ok(recordGameResult(s, { gameId: `g-${t.seats.join('-')}`, players: t.seats, ranks: t.seats.map((p) => (winners.includes(p) ? 1 : 2)) }, T0 + 3 * HOUR));
    }
    s = ok(pairNextRound(s, ORGANISER, T0 + 4 * HOUR));
    const r2 = currentSeason(s)!.rounds[1];
    // Points: u01, u03, u05 (bye) have 1; u02, u04 have 0. u04 is the lowest-ranked without a bye.
    expect(r2.byes).toEqual(['u04']);
    const pairs = r2.tables.map((t) => [...t.seats].sort().join('-')).sort();
    expect(pairs).toContain('u01-u03');
    expect(pairs).toContain('u02-u05');
  });

  it('avoids a repeat by backtracking when the greedy choice would force one', () => {
    // a–b and c–d met; greedy top-down pairing of a b c d would be a–b: the search must find a–c, b–d.
    const metPairs = new Set(['a|b', 'c|d']);
    const met: MetCount = (x, y) => (metPairs.has([x, y].sort().join('|')) ? 1 : 0);
    const p = swissPairing(['a', 'b', 'c', 'd'].map((id) => ({ id, byes: 0 })), met);
    expect(p.repeats).toBe(0);
    expect(p.pairs).toEqual([['a', 'c'], ['b', 'd']]);
  });

  it('accepts the fewest repeats when none can be avoided', () => {
    // Everyone has met everyone: both pairs are repeats, and the pairing still seats all four.
    const met: MetCount = () => 1;
    const p = swissPairing(['a', 'b', 'c', 'd'].map((id) => ({ id, byes: 0 })), met);
    expect(p.repeats).toBe(2);
    expect(p.pairs.flat().sort()).toEqual(['a', 'b', 'c', 'd']);
  });

  it('property: over random results, no repeat while avoidable, fair byes, everyone seated once', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 3, max: 9 }),
        fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 80, maxLength: 80 }),
        (n, outcomes) => {
          const rounds = n + 1; // more rounds than a round-robin needs, so repeats eventually become unavoidable
          let s = leagueWith(n, { format: 'swiss', seasonLength: rounds });
          let k = 0;
          let at = T0 + 2 * HOUR;
          for (let r = 0; r < rounds; r++) {
            const season = currentSeason(s)!;
            const met = meetings(season);
            const byes = byeCounts(s);
            const ids = season.participants;
            const fewest = Math.min(...ids.map((p) => byes.get(p) ?? 0));
            const eligible = ids.filter((p) => (byes.get(p) ?? 0) === fewest);
            s = ok(pairNextRound(s, ORGANISER, (at += HOUR)));
            const round = currentSeason(s)!.rounds[r];
            const seated = round.tables.flatMap((t) => t.seats).concat(round.byes);
            expect(seated.sort()).toEqual([...ids].sort());
            expect(round.byes).toHaveLength(n % 2);
            if (n % 2 === 1) expect(eligible).toContain(round.byes[0]);
            const repeats = round.tables.filter((t) => met(t.seats[0], t.seats[1]) > 0).length;
            expect(repeats).toBe(minRepeats(ids, eligible, met));
            round.tables.forEach((t, ti) => {
              const o = outcomes[k++ % outcomes.length];
              if (o === 3) {
                s = ok(grantForfeit(s, ORGANISER, { table: ti, absent: [t.seats[1]], reason: 'no show' }, (at += 1)));
              } else {
                const ranks = o === 0 ? [1, 2] : o === 1 ? [2, 1] : [1, 1];
                s = ok(recordGameResult(s, { gameId: `g${r}-${ti}`, players: t.seats, ranks }, (at += 1)));
              }
            });
          }
          expect(pairNextRound(s, ORGANISER, at + 1)).toMatchObject({ ok: false, error: { code: 'league.error.seasonComplete' } });
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe('Swiss pairing at larger sizes', () => {
  it('40 players who have all met: exactly 20 repeats, quickly', () => {
    const ids = Array.from({ length: 40 }, (_, i) => `p${i}`);
    const p = swissPairing(ids.map((id) => ({ id, byes: 0 })), () => 1);
    expect(p.repeats).toBe(20);
    expect(p.pairs.flat().sort()).toEqual([...ids].sort());
  });

  it('41 players in two camps that met inside: the bye goes to the big camp so no repeat is needed', () => {
    const ids = Array.from({ length: 41 }, (_, i) => `p${String(i).padStart(2, '0')}`);
    const camp = (id: string) => Number(id.slice(1)) < 21;
    const met: MetCount = (a, b) => (camp(a) === camp(b) ? 1 : 0);
    const p = swissPairing(ids.map((id) => ({ id, byes: 0 })), met);
    expect(p.repeats).toBe(0);
    expect(camp(p.bye!)).toBe(true);
    // The lowest-ranked player of that camp.
    expect(p.bye).toBe('p20');
  });
});
