import { describe, expect, it } from 'vitest';
import { PROVINCES, SPACES, TOKENS, tokensOf, BONUS_COUNTS } from '../../../src/games/caesar/data';

describe('Caesar! data', () => {
  it('has 18 provinces whose border counts sum to twice the 30 spaces', () => {
    const provinces = Object.values(PROVINCES);
    expect(provinces).toHaveLength(18);
    expect(provinces.reduce((n, p) => n + p.spaces.length, 0)).toBe(60);
    expect(PROVINCES.italia.spaces).toHaveLength(6);
    expect(PROVINCES.italia.provinceSpaces).toBe(2);
  });
  it('has 10 spaces of each symbol and the three checkpoints', () => {
    for (const sym of ['sword', 'shield', 'ship']) expect(SPACES.filter((s) => s.symbol === sym)).toHaveLength(10);
    expect(SPACES.filter((s) => s.checkpoint).map((s) => s.provinces.join('-'))).toEqual([
      'sardinia-gallia', 'numidia-africa', 'aegyptus-asia',
    ]);
  });
  it('gives each side 16 basic and 3 Centurion tokens with the printed sums', () => {
    for (const side of [0, 1] as const) {
      const basic = tokensOf(side, false).map((id) => TOKENS[id]);
      expect(basic).toHaveLength(16);
      for (const t of basic) expect(t.values[0] + t.values[1]).toBe(t.symbols[0] === 'wild' ? 4 : 6);
      expect(tokensOf(side, true)).toHaveLength(3);
    }
    expect(BONUS_COUNTS).toEqual({ senate: 6, tactics: 4, wealth: 4, might: 4, poison: 3, centurion: 3 });
  });
  it('keeps Sicilia and Achaia apart (they touch only at a corner)', () => {
    expect(PROVINCES.sicilia.neighbours).not.toContain('achaia');
    expect(PROVINCES.asia.neighbours).toContain('syria');
  });
});
