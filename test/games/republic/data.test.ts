import { describe, expect, it } from 'vitest';
import {
  CONCESSIONS, DECKS, ERA_ENDS, EVENTS, FAMILIES, INTRIGUE, LAWS, LEADERS, PROVINCES, SCENARIOS, STATESMEN, TABLES, WARS, WAR_SETS,
  cardKind, isFactionCard, parseDice, tableRow,
} from '../../../src/games/republic/data';

describe('Republic of Rome data', () => {
  it('has the 160 scenario cards, each in one deck (1.02.1: 64 + Era Ends + 46 + 49)', () => {
    expect(DECKS.early).toHaveLength(64);
    expect(DECKS.middle).toHaveLength(46);
    expect(DECKS.late).toHaveLength(49);
    const all = [...DECKS.early, ...DECKS.middle, ...DECKS.late, ERA_ENDS];
    expect(new Set(all).size).toBe(160);
    for (const c of all) expect(() => cardKind(c)).not.toThrow();
  });

  it('counts every kind of card', () => {
    expect(FAMILIES.size).toBe(30);
    expect(STATESMEN.size).toBe(19);
    expect(WARS.size).toBe(31);
    expect(LEADERS.size).toBe(9);
    expect(CONCESSIONS.size).toBe(13);
    expect(INTRIGUE.size).toBe(43);
    expect(LAWS.size).toBe(10);
    expect(EVENTS.size).toBe(18);
    expect(PROVINCES.size).toBe(15);
  });

  it('Sicilia, developed State income: 1d6+2 (the card; roronline says 2d6+2)', () => {
    expect(PROVINCES.get('sicilia')!.developed.stateIncome).toBe('1d6+2');
  });

  it('Population table, 10: raises unrest by 1, 11 to 15 change nothing', () => {
    expect(tableRow(TABLES.population, 10).unrest).toBe(1);
    for (let t = 11; t <= 15; t++) expect(tableRow(TABLES.population, t).unrest).toBe(0);
    expect(tableRow(TABLES.population, 18).unrest).toBe(-3);
    expect(tableRow(TABLES.population, -1).extra).toContain('peopleRevolt');
    expect(tableRow(TABLES.population, 1).extra).toEqual(['noRecruitment', 'mob']);
  });

  it('3rd Punic War in the Punic set, 2nd Cilician Pirates create Creta et Cyrenaica, Mithridates VI; puts the 3rd Punic War in the Punic set and lets the 2nd Cilician Pirates create Creta et Cyrenaica', () => {
    expect(WARS.get('war:3rd-punic')).toMatchObject({ set: 'punic', setPos: 3 });
    expect(WAR_SETS.punic).toBe(3);
    expect(WARS.get('war:2nd-cilician-pirates')!.creates).toEqual(['creta']);
  });

  it('Pompey (30A) opposes Crassus, rolls 1d6+1 in battle, counts 2 otherwise', () => {
    const p = STATESMEN.get('30A')!;
    expect(p.opponents).toEqual(['29A']);
    expect(p.mil).toBe(2);
    expect(p.abilities.rolledMilitary).toBe('1d6+1');
    expect(STATESMEN.get('1B')!.abilities.nullifies).toContain('war:3rd-punic');
    expect(STATESMEN.get('1B')!.abilities.nullifies).not.toContain('war:1st-punic');
  });

  it('fills every roll of the 3d6 event table with exactly one event per era', () => {
    for (const era of ['early', 'middle', 'late'] as const) {
      for (let roll = 3; roll <= 18; roll++) expect([...EVENTS.values()].filter((e) => e.rolls[era].includes(roll))).toHaveLength(1);
    }
    expect(EVENTS.get('event:evil-omens')!.rolls.early).toEqual([6, 10]);
  });

  it('reads the combat results table at its edges', () => {
    expect(tableRow(TABLES.combat, -5)).toMatchObject({ result: 'defeat', legions: 'all' });
    expect(tableRow(TABLES.combat, 12)).toMatchObject({ result: 'stalemate', legions: 1 });
    expect(tableRow(TABLES.combat, 13)).toMatchObject({ result: 'stalemate', legions: 0 });
    expect(tableRow(TABLES.combat, 14)).toMatchObject({ result: 'victory', legions: 4 });
    expect(tableRow(TABLES.combat, 30)).toMatchObject({ result: 'victory', legions: 0 });
  });

  it('parses dice expressions, a leading minus negating the dice only', () => {
    expect(parseDice('2d6-4')).toEqual({ dice: 2, sign: 1, plus: -4 });
    expect(parseDice('-1d6+3')).toEqual({ dice: 1, sign: -1, plus: 3 });
    for (const p of PROVINCES.values()) for (const side of [p.developed, p.undeveloped]) {
      expect(() => parseDice(side.spoils)).not.toThrow();
      expect(() => parseDice(side.stateIncome)).not.toThrow();
    }
  });

  it('tells faction cards from Forum cards (1.07.3)', () => {
    expect(isFactionCard('statesman:1A')).toBe(true);
    expect(isFactionCard('concession:mining')).toBe(true);
    expect(isFactionCard('law:julian')).toBe(true);
    expect(isFactionCard('special:cleopatra')).toBe(true);
    expect(isFactionCard('family:1')).toBe(false);
    expect(isFactionCard('war:1st-punic')).toBe(false);
    expect(isFactionCard('special:era-ends')).toBe(false);
  });

  it('sets up each scenario from its data', () => {
    expect(SCENARIOS.early).toMatchObject({ familiesPerPlayer: 3, legions: 4, forum: ['war:1st-punic'] });
    expect(SCENARIOS.middle).toMatchObject({ familiesPerPlayer: 4, legions: 6 });
    expect(SCENARIOS.late).toMatchObject({ familiesPerPlayer: 5, legions: 8, removedCards: ['law:servilian', 'law:acilian'] });
    expect(SCENARIOS.alternative.eraTurns).toEqual({ middle: 8, late: 16 });
  });
});
