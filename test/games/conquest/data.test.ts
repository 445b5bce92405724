import { describe, expect, it } from 'vitest';
import {
  COASTS, HOME_PROVINCES, PROVINCES, PROVINCE_IDS, SEAS, SEA_IDS, STRAITS, TURN_ORDER, galleySteps, homesFor, shareBorder,
} from '../../../src/games/conquest/data';

describe('Conquest map data', () => {
  it('R1 has 42 land provinces worth 5 or 10 and 18 sea zones', () => {
    expect(PROVINCE_IDS).toHaveLength(42);
    expect(SEA_IDS).toHaveLength(18);
    for (const id of PROVINCE_IDS) expect([5, 10]).toContain(PROVINCES[id].tribute);
    expect(PROVINCE_IDS.filter((p) => PROVINCES[p].tribute === 10)).toHaveLength(16);
    expect(PROVINCE_IDS.reduce((s, p) => s + PROVINCES[p].tribute, 0)).toBe(290);
  });

  it('has the seven home provinces, all worth 10', () => {
    expect([...HOME_PROVINCES].sort()).toEqual(
      ['egyptus', 'galatia', 'hispania', 'italia', 'macedonia', 'mesopotamia', 'numidia']);
    for (const h of HOME_PROVINCES) expect(PROVINCES[h].tribute).toBe(10);
    expect(TURN_ORDER).toEqual(['macedonia', 'galatia', 'mesopotamia', 'egyptus', 'numidia', 'hispania', 'italia']);
  });

  it('has the seven islands with no land border and six landlocked provinces', () => {
    const islands = PROVINCE_IDS.filter((p) => PROVINCES[p].island).sort();
    expect(islands).toEqual(['baleares', 'britannia', 'corsica', 'creta', 'cyprus', 'sardinia', 'sicilia']);
    for (const i of islands) expect(PROVINCES[i].borders).toEqual([]);
    const landlocked = PROVINCE_IDS.filter((p) => PROVINCES[p].coasts.length === 0).sort();
    expect(landlocked).toEqual(['arabia_petraea', 'dacia', 'mesopotamia', 'noricum', 'pannonia', 'raetia']);
  });

  it('counts 55 land borders, 75 coastal borders and 22 sea borders, all symmetric', () => {
    let land = 0;
    for (const p of PROVINCE_IDS) for (const q of PROVINCES[p].borders) {
      expect(PROVINCES[q].borders).toContain(p);
      land++;
    }
    expect(land / 2).toBe(55);
    const coastal = new Set<string>();
    for (const c of Object.values(COASTS)) for (const s of c.seas) coastal.add(`${c.province}|${s}`);
    expect(coastal.size).toBe(75);
    let sea = 0;
    for (const s of SEA_IDS) for (const t of SEAS[s].seas) {
      expect(SEAS[t].seas).toContain(s);
      sea++;
    }
    expect(sea / 2).toBe(22);
  });

  it('R2 links the four strait arrows as land neighbours but not as borders', () => {
    const pairs = STRAITS.map((s) => [...s.provinces].sort().join('-')).sort();
    expect(pairs).toEqual(['asia-thracia', 'baetica-tingitana', 'belgica-britannia', 'neapolis-sicilia']);
    for (const s of STRAITS) {
      const [a, b] = s.provinces;
      expect(PROVINCES[a].neighbours).toContain(b);
      expect(PROVINCES[b].neighbours).toContain(a);
      expect(shareBorder(a, b)).toBe(false);
    }
    expect(STRAITS.find((s) => s.provinces.includes('britannia'))!.reconstructed).toBe(false);
    expect(STRAITS.filter((s) => s.reconstructed)).toHaveLength(3);
  });

  it('R4 splits the coasts of Hispania, Italia and Macedonia', () => {
    expect(PROVINCES.hispania.coasts).toHaveLength(2);
    expect(COASTS['hispania:0'].seas).toEqual(['mare_cantabricum']);
    expect(COASTS['italia:0'].seas).toEqual(['mare_adriatico']);
    expect(COASTS['macedonia:1'].seas).toEqual(['mare_aegaeum']);
    const multi = PROVINCE_IDS.filter((p) => PROVINCES[p].coasts.length > 1).sort();
    expect(multi).toEqual(['hispania', 'italia', 'macedonia']);
  });

  it('lets galleys sail sea to sea and sea to coast, and from a coast only to its own seas', () => {
    expect(galleySteps('mare_alexandria').sort()).toEqual(
      ['creta:0', 'cyprus:0', 'cyrenaica:0', 'egyptus:0', 'mare_libycum', 'mare_pelusium', 'mare_rhodus']);
    expect(galleySteps('hispania:0')).toEqual(['mare_cantabricum']);
    expect(galleySteps('egyptus:0').sort()).toEqual(['mare_alexandria', 'mare_pelusium']);
  });

  it('gives the allowed home provinces for 2 to 6 players', () => {
    expect(homesFor(2)).toEqual(['hispania', 'egyptus']);
    expect([...homesFor(3)].sort()).toEqual(['egyptus', 'hispania', 'macedonia']);
    expect([...homesFor(4)].sort()).toEqual(['hispania', 'macedonia', 'mesopotamia', 'numidia']);
    expect(homesFor(5)).not.toContain('numidia');
    expect(homesFor(5)).not.toContain('galatia');
    expect(homesFor(6)).not.toContain('mesopotamia');
    expect(() => homesFor(7)).toThrow();
  });
});
