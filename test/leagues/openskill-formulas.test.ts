/**
 * The library's Plackett–Luce updates checked against the formulas of Weng &
 * Lin (2011), Algorithm 4, written out here independently of the library:
 *
 *   sigma_i^2 += tau^2                                     (dynamics, tau = 25/300)
 *   c = sqrt( sum_i (sigma_i^2 + beta^2) )                 (beta = 25/6)
 *   C_q = sum_{s : r_s >= r_q} exp(mu_s / c)               (q and everyone ranked at or below q)
 *   A_q = |{ s : r_s = r_q }|                              (size of q's tie group)
 *   p_{i,q} = exp(mu_i / c) / C_q
 *   Omega_i = sigma_i^2 / c * sum_{q : r_q <= r_i} ( [i = q] - p_{i,q} ) / A_q
 *   Delta_i = gamma_i * sigma_i^2 / c^2 * sum_{q : r_q <= r_i} p_{i,q} (1 - p_{i,q}) / A_q,  gamma_i = sigma_i / c
 *   mu_i' = mu_i + Omega_i,   sigma_i' = sigma_i * sqrt( max(1 - Delta_i, kappa) ),  kappa = 1e-4
 */
import { describe, expect, it } from 'vitest';
import { displayRating, rateMatch, replayRatings, RATING_BASE, RATING_PER_POINT, type Skill } from '../../src/leagues';

const BETA = 25 / 6;
const TAU = 25 / 300;
const KAPPA = 1e-4;

function plackettLuceByHand(skills: Skill[], ranks: number[]): Skill[] {
  const sig2 = skills.map((s) => s.sigma ** 2 + TAU ** 2);
  const c = Math.sqrt(sig2.reduce((a, s2) => a + s2 + BETA ** 2, 0));
  const e = skills.map((s) => Math.exp(s.mu / c));
  const n = skills.length;
  const C = ranks.map((rq) => ranks.reduce((a, rs, s) => (rs >= rq ? a + e[s] : a), 0));
  const A = ranks.map((rq) => ranks.filter((rs) => rs === rq).length);
  return skills.map((s, i) => {
    let omega = 0;
    let delta = 0;
    for (let q = 0; q < n; q++) {
      if (ranks[q] > ranks[i]) continue;
      const p = e[i] / C[q];
      omega += ((i === q ? 1 : 0) - p) / A[q];
      delta += (p * (1 - p)) / A[q];
    }
    const sigma = Math.sqrt(sig2[i]);
    const gamma = sigma / c;
    const mu = s.mu + (sig2[i] / c) * omega;
    const newSigma = sigma * Math.sqrt(Math.max(1 - gamma * (sig2[i] / c ** 2) * delta, KAPPA));
    return { mu, sigma: newSigma };
  });
}

const fresh = (): Skill => ({ mu: 25, sigma: 25 / 3 });

function expectClose(actual: Skill[], expected: Skill[]) {
  expect(actual).toHaveLength(expected.length);
  actual.forEach((a, i) => {
    expect(a.mu).toBeCloseTo(expected[i].mu, 10);
    expect(a.sigma).toBeCloseTo(expected[i].sigma, 10);
  });
}

describe('OpenSkill Plackett–Luce against the formulas', () => {
  it('two newcomers, one wins: the numbers worked out on paper', () => {
    // sigma^2 = 625/9 + 1/144 = 69.45139; c = sqrt(2 (69.45139 + 17.36111)) = 13.17668;
    // both exp(mu/c) are equal, so p = 1/2 and Omega = ±sigma^2/c · 1/2 = ±2.63539;
    // gamma = 8.33375/13.17668 = 0.63246, Delta = 0.63246 · 69.45139/173.625 · 1/4 = 0.063246;
    // sigma' = 8.33375 · sqrt(0.936754) = 8.06590.
    const [w, l] = rateMatch([fresh(), fresh()], [1, 2]);
    expect(w.mu).toBeCloseTo(27.6354, 4);
    expect(l.mu).toBeCloseTo(22.3646, 4);
    expect(w.sigma).toBeCloseTo(8.0659, 4);
    expect(l.sigma).toBeCloseTo(8.0659, 4);
    expectClose([w, l], plackettLuceByHand([fresh(), fresh()], [1, 2]));
  });

  it('a duel between unequal players, the favourite losing', () => {
    const a = { mu: 31.2, sigma: 3.1 };
    const b = { mu: 22.4, sigma: 6.8 };
    expectClose(rateMatch([a, b], [2, 1]), plackettLuceByHand([a, b], [2, 1]));
  });

  it('a drawn duel', () => {
    const a = { mu: 28, sigma: 5 };
    const b = { mu: 24, sigma: 7 };
    const byHand = plackettLuceByHand([a, b], [1, 1]);
    expectClose(rateMatch([a, b], [1, 1]), byHand);
    // A draw pulls the favourite down and the underdog up.
    expect(byHand[0].mu).toBeLessThan(a.mu);
    expect(byHand[1].mu).toBeGreaterThan(b.mu);
  });

  it('three players with different ratings, listed out of finishing order', () => {
    const skills = [{ mu: 27, sigma: 4 }, { mu: 21, sigma: 7.5 }, { mu: 30, sigma: 2.5 }];
    expectClose(rateMatch(skills, [2, 1, 3]), plackettLuceByHand(skills, [2, 1, 3]));
  });

  it('three players with two sharing first place', () => {
    const skills = [{ mu: 25, sigma: 8 }, { mu: 26, sigma: 6 }, { mu: 20, sigma: 7 }];
    expectClose(rateMatch(skills, [1, 2, 1]), plackettLuceByHand(skills, [1, 2, 1]));
  });

  it('matches the library README example for four newcomers', () => {
    const out = rateMatch([fresh(), fresh(), fresh(), fresh()], [4, 1, 3, 2]);
    expect(out.map((s) => s.mu.toFixed(3))).toEqual(['20.962', '27.795', '24.689', '26.553']);
    expectClose(out, plackettLuceByHand([fresh(), fresh(), fresh(), fresh()], [4, 1, 3, 2]));
  });

  it('replays a log by chaining the formula match after match', () => {
    const log = [
      { players: ['a', 'b'], ranks: [1, 2] },
      { players: ['b', 'c', 'a'], ranks: [1, 2, 3] },
      { players: ['c', 'a'], ranks: [1, 1] },
    ];
    const skills = new Map<string, Skill>();
    for (const m of log) {
      const after = plackettLuceByHand(m.players.map((p) => skills.get(p) ?? fresh()), m.ranks);
      m.players.forEach((p, i) => skills.set(p, after[i]));
    }
    const { ratings } = replayRatings(log.map((m, i) => ({
      id: `m${i}`, leagueId: 'L', season: 1, players: m.players, ranks: m.ranks, at: i, source: 'game' as const,
    })), { provisionalGames: 3, rateForfeits: false });
    for (const [p, s] of skills) {
      expect(ratings.get(p)!.mu).toBeCloseTo(s.mu, 10);
      expect(ratings.get(p)!.sigma).toBeCloseTo(s.sigma, 10);
    }
    expect(ratings.get('a')!.games).toBe(3);
    expect(ratings.get('a')!.provisional).toBe(false);
    expect(ratings.get('b')!.provisional).toBe(true);
  });
});

describe('displayed rating', () => {
  it('is 1000 + 40 × (mu − 3 sigma), rounded', () => {
    expect(RATING_BASE).toBe(1000);
    expect(RATING_PER_POINT).toBe(40);
    expect(displayRating(fresh())).toBe(1000);
    expect(displayRating({ mu: 35, sigma: 2 })).toBe(2160);
    const [w, l] = rateMatch([fresh(), fresh()], [1, 2]);
    expect(displayRating(w)).toBe(Math.round(1000 + 40 * (w.mu - 3 * w.sigma)));
    expect(displayRating(w)).toBeGreaterThan(1000);
    expect(displayRating(l)).toBeLessThan(1000);
  });
});
