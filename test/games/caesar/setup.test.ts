/** Set-up for every module combination, solo set-up, and option validation. */
import { describe, expect, it } from 'vitest';
import { caesar } from '../../../src/games/caesar/index';
import { CAESAR_ERRORS } from '../../../src/games/caesar/errors';
import { PROVINCE_IDS } from '../../../src/games/caesar/data';
import type { BonusKind, CaesarState } from '../../../src/games/caesar/types';
import { RuleViolation } from '../../../src/core/game';
import { opts, tokenCount } from './helpers';

const combos = [
  { poison: false, centurions: false, checkpoints: false },
  { poison: true, centurions: false, checkpoints: false },
  { poison: false, centurions: true, checkpoints: false },
  { poison: true, centurions: true, checkpoints: false },
  { poison: true, centurions: true, checkpoints: true },
];

function countBonuses(s: CaesarState): Record<string, number> {
  const c: Record<string, number> = {};
  for (const p of PROVINCE_IDS) {
    const b = s.provinces[p].bonus;
    if (b) c[b] = (c[b] ?? 0) + 1;
  }
  return c;
}

describe('set-up', () => {
  for (const modules of combos) {
    it(`modules ${JSON.stringify(modules)}`, () => {
      for (const seed of ['a', 'b', 'c', 'd', 'e']) {
        const s = caesar.setup(opts(modules), seed);
        expect(s.provinces.italia.bonus).toBe('senate');
        expect(PROVINCE_IDS.every((p) => s.provinces[p].bonus !== null)).toBe(true);
        const c = countBonuses(s);
        const poison = modules.poison ? 3 : 0;
        const cent = modules.centurions ? 3 : 0;
        expect((c.poison ?? 0)).toBe(poison);
        expect((c.centurion ?? 0)).toBe(cent);
        expect(c.senate + c.tactics + c.wealth + c.might).toBe(18 - poison - cent);
        const bank = [...s.bank].sort();
        if (modules.checkpoints) {
          expect(bank.length).toBe(6);
          // Bank + board = the whole base set.
          const all: Record<string, number> = { ...c };
          for (const b of bank) all[b] = (all[b] ?? 0) + 1;
          expect(all).toMatchObject({ senate: 6, tactics: 4, wealth: 4, might: 4 });
          expect(bank.every((b: BonusKind) => ['senate', 'tactics', 'wealth', 'might'].includes(b))).toBe(true);
        } else {
          expect(bank).toEqual([]);
        }
        for (const side of [0, 1] as const) {
          const st = s.sides[side];
          expect(st.supply.length).toBe(modules.poison ? 3 : 2);
          expect(st.bag.length).toBe(16 - st.supply.length);
          expect(st.centurionsAvailable.length).toBe(modules.centurions ? 3 : 0);
          expect(st.controlLeft).toBe(12);
          expect(tokenCount(s, side)).toBe(modules.centurions ? 19 : 16);
        }
        expect(s.active).toBe(0);
        expect(s.turn).toBe(1);
        expect(s.version).toBe(0);
        expect(caesar.activePlayers(s)).toEqual([0]);
      }
    });
  }

  it('the same seed gives the same game; another seed another', () => {
    expect(caesar.setup(opts(), 'x')).toEqual(caesar.setup(opts(), 'x'));
    expect(caesar.setup(opts(), 'x')).not.toEqual(caesar.setup(opts(), 'y'));
  });

  it('Checkpoints without both Poison and Centurions is rejected with a clear error', () => {
    for (const modules of [{ checkpoints: true }, { checkpoints: true, poison: true }, { checkpoints: true, centurions: true }]) {
      let err: unknown;
      try {
        caesar.parseOptions({ modules });
      } catch (e) {
        err = e;
      }
      expect(err).toBeInstanceOf(RuleViolation);
      expect((err as RuleViolation).error.code).toBe(CAESAR_ERRORS.checkpointsNeedBoth);
    }
    expect(() => caesar.parseOptions({ modules: { checkpoints: true, poison: true, centurions: true } })).not.toThrow();
    expect(() => caesar.parseOptions({ modules: { poison: 'yes' } })).toThrow(RuleViolation);
    expect(caesar.parseOptions({})).toEqual({ modules: { poison: false, centurions: false, checkpoints: false }, solo: null });
  });

  it('solo: Crassus gets a row of 3, a tile deck, a Centurion stack, and plays first', () => {
    for (const difficulty of ['low', 'medium', 'high'] as const) {
      for (const centurions of [false, true]) {
        const o = opts({ centurions }, { crassus: 0, difficulty });
        const s = caesar.setup(o, 'solo-' + difficulty);
        // Crassus (side 0) already played turn 1; the human (side 1) is to move.
        expect(s.active).toBe(1);
        expect(s.turn).toBe(2);
        expect(caesar.activePlayers(s)).toEqual([1]);
        expect(s.sides[0].supply).toEqual([]);
        expect(s.sides[0].centurionsAvailable).toEqual([]);
        expect(s.sides[1].centurionsAvailable.length).toBe(centurions ? 3 : 0);
        const c = s.crassus!;
        expect(c.deck.length + c.discard.length).toBe(6);
        expect(c.discard.length).toBe(1);
        const tiles = [...c.deck, ...c.discard].sort().join('');
        const expected = centurions
          ? { low: 'AAAABD', medium: 'AABBCD', high: 'AAAACE' }[difficulty]
          : { low: 'AAAABB', medium: 'AAABBC', high: 'AAAACC' }[difficulty];
        expect(tiles).toBe(expected);
        expect(tokenCount(s, 0)).toBe(centurions ? 19 : 16);
        expect(s.spaces.filter((sp) => sp.placed).length).toBeGreaterThanOrEqual(c.lastTile === 'B' ? 0 : 1);
      }
    }
  });

  it('solo initial row has 3 tokens before Crassus plays', async () => {
    const { initialState } = await import('../../../src/games/caesar/setup');
    const s = initialState(opts({ centurions: true }, { crassus: 1, difficulty: 'low' }), 'r');
    expect(s.crassus!.row.length).toBe(3);
    expect(s.crassus!.centurionStack.length).toBe(3);
    expect(s.sides[1].bag.length).toBe(13);
    expect(s.active).toBe(1);
  });
});
