import { describe, expect, it } from 'vitest';
import { DECKS, ERA_ENDS, isFactionCard } from '../../../src/games/republic/data';
import { top } from '../../../src/games/republic/registry';
import { cardCensus, game, passUntil, play, refused, republic } from './helpers';

function aligned(s: ReturnType<typeof game>, seat: number) {
  return Object.values(s.senators).filter((x) => x.faction === seat);
}

describe('3.01 Early Republic set-up', () => {
  const s = game({ players: 4, scenario: 'early' }, 'early-setup');

  it('deals 3 family senators face up and 3 hidden faction cards to each player', () => {
    for (const f of s.factions) {
      expect(aligned(s, f.seat).filter((x) => x.statesman === null)).toHaveLength(3);
      expect(f.hand).toHaveLength(3);
      for (const c of f.hand) expect(isFactionCard(c)).toBe(true);
    }
  });

  it('starts with the 1st Punic War inactive, 4 legions, 100 talents and no unrest', () => {
    expect(s.forum.wars.map((w) => [w.card, w.status])).toEqual([['war:1st-punic', 'inactive']]);
    expect(s.legions.filter((l) => l.at === 'active')).toHaveLength(4);
    expect(s.fleets.filter((f) => f.at !== 'pool')).toHaveLength(0);
    expect(s.treasury).toBe(100);
    expect(s.unrest).toBe(0);
    expect(s.era).toBe('early');
  });

  it('makes one senator Temporary Rome Consul with +5 influence and a Prior Consul marker (3.01.6)', () => {
    const consuls = Object.values(s.senators).filter((x) => x.office === 'romeConsul');
    expect(consuls).toHaveLength(1);
    expect(consuls[0].priorConsul).toBe(true);
    const base = { 1: 5, 2: 5, 3: 5, 4: 4, 5: 4, 6: 4, 7: 4, 8: 3, 9: 3, 10: 3, 11: 3, 12: 3, 13: 3, 14: 2, 15: 2, 16: 2, 17: 2, 18: 1, 19: 1, 20: 1 } as Record<number, number>;
    expect(consuls[0].inf).toBe(base[consuls[0].family] + 5);
  });

  it('puts Era Ends among the last 13 cards with 6 Middle Republic cards (3.02.2 G / 3.01.4 E)', () => {
    const at = s.deck.indexOf(ERA_ENDS);
    expect(at).toBeGreaterThanOrEqual(s.deck.length - 13);
    expect(s.deck.filter((c) => DECKS.middle.includes(c))).toHaveLength(6);
    expect(s.deck.slice(0, s.deck.length - 13).some((c) => DECKS.middle.includes(c))).toBe(false);
  });

  it('accounts for every Early card exactly once', () => {
    const census = cardCensus(s);
    expect(new Set(census).size).toBe(census.length);
    for (const c of DECKS.early) expect(census).toContain(c);
    expect(census).toHaveLength(64 + 6 + 1);
  });

  it('asks for Faction Leaders first, from the Temporary Rome Consul\'s player clockwise (3.01.7)', () => {
    const consul = Object.values(s.senators).find((x) => x.office === 'romeConsul')!;
    const d = top(s)!;
    expect(d.kind).toBe('chooseLeader');
    expect(d.seat).toBe(consul.faction);
    expect(republic.activePlayers(s)).toEqual([consul.faction]);
    const other = (consul.faction! + 1) % 4;
    expect(refused(s, other, { type: 'leader', senator: aligned(s, other)[0].id })).toBe('republic.error.notYourTurn');
    const mine = aligned(s, consul.faction!)[1];
    const s2 = play(s, consul.faction!, { type: 'leader', senator: mine.id });
    expect(s2.factions[consul.faction!].leader).toBe(mine.id);
    expect(top(s2)!.seat).toBe(other);
  });

  it('then lets each player play statesmen and concessions, and the first turn starts with Mortality', () => {
    const s2 = passUntil(s, (x) => top(x)?.kind === 'playCards');
    expect(top(s2)!.kind).toBe('playCards');
    const s3 = passUntil(s2, (x) => x.phase !== 'setup');
    // Mortality needs no decision: turn 1 is waiting in its Revenue Phase.
    expect(s3.turn).toBe(1);
    expect(s3.phase).toBe('revenue');
  });
});

describe('3.02 Middle Republic set-up', () => {
  const s = game({ players: 5, scenario: 'middle' }, 'middle-setup');

  it('deals 4 families each, 6 legions, and an undeveloped province to every player, who picks governor and term', () => {
    for (const f of s.factions) expect(aligned(s, f.seat)).toHaveLength(4);
    expect(s.legions.filter((l) => l.at === 'active')).toHaveLength(6);
    expect(Object.keys(s.provinces)).toHaveLength(6);
    expect(Object.values(s.provinces).every((p) => !p.developed)).toBe(true);
    expect(s.pending.filter((d) => d.kind === 'assignProvince')).toHaveLength(5);
    const after = passUntil(s, (x) => !x.pending.some((d) => d.kind === 'chooseLeader' || d.kind === 'assignProvince'));
    const governed = Object.values(after.provinces).filter((p) => p.governor !== null);
    expect(governed).toHaveLength(5);
    for (const p of governed) {
      expect(p.term).toBe(3);
      expect(after.senators[p.governor!].where).toEqual({ kind: 'governor', province: p.id });
    }
  });

  it('3.02.2 E / 3.03.2 F: adds the 13 concessions and 6 Early intrigue cards to the Middle deck', () => {
    const census = cardCensus(s);
    expect(new Set(census).size).toBe(census.length);
    for (const c of DECKS.early.filter((x) => x.startsWith('concession:'))) expect(census).toContain(c);
    expect(census.filter((c) => DECKS.early.includes(c) && c.startsWith('intrigue:'))).toHaveLength(6);
    const families = census.filter((c) => c.startsWith('family:') && Number(c.slice(7)) <= 25);
    expect(families).toHaveLength(25);
  });
});

describe('3.03 Late Republic set-up', () => {
  const s = game({ players: 6, scenario: 'late' }, 'late-setup');

  it('deals 5 families each, 8 legions, the Middle laws except Servilian and Acilian, Marius and Sulla in the deck', () => {
    for (const f of s.factions) expect(aligned(s, f.seat)).toHaveLength(5);
    expect(s.legions.filter((l) => l.at === 'active')).toHaveLength(8);
    expect(s.forum.laws.sort()).toEqual(['law:calpurnian', 'law:military-reforms', 'law:tradition-erodes']);
    expect(s.removed.sort()).toEqual(['law:acilian', 'law:servilian']);
    const census = cardCensus(s);
    expect(census).toContain('statesman:27A');
    expect(census).toContain('statesman:1C');
    expect(census.filter((c) => c.startsWith('family:'))).toHaveLength(30);
  });

  it('3.03.4: deals a developed province to each of six players and the five undeveloped ones to five of them', () => {
    expect(Object.values(s.provinces).filter((p) => p.developed)).toHaveLength(6);
    expect(Object.values(s.provinces).filter((p) => !p.developed)).toHaveLength(5);
    const bySeat = new Map<number, number>();
    for (const d of s.pending.filter((x) => x.kind === 'assignProvince')) bySeat.set(d.seat, (bySeat.get(d.seat) ?? 0) + 1);
    expect([...bySeat.values()].sort()).toEqual([1, 2, 2, 2, 2, 2]);
  });
});

describe('3.04 Extended and 3.05 Alternative History set-ups', () => {
  it('chains the Middle and Late decks after the Early deck, Era Ends at the bottom of the Late deck', () => {
    const s = game({ players: 3, scenario: 'extended' }, 'ext');
    expect(s.laterDecks.map((d) => d.era)).toEqual(['middle', 'late']);
    const late = s.laterDecks[1].cards;
    expect(late.indexOf(ERA_ENDS)).toBeGreaterThanOrEqual(late.length - 11);
    expect(s.deck).not.toContain(ERA_ENDS);
    const census = cardCensus(s);
    expect(new Set(census).size).toBe(census.length);
  });

  it('from the Middle Republic it goes on to the Late deck only', () => {
    const s = game({ players: 3, scenario: 'extended', extended: { from: 'middle', to: 'late' } }, 'ext2');
    expect(s.era).toBe('middle');
    expect(s.laterDecks.map((d) => d.era)).toEqual(['late']);
  });

  it('shuffles all three decks together, families from any era, Era Ends in the last 13 cards', () => {
    const s = game({ players: 4, scenario: 'alternative' }, 'alt');
    expect(s.deck.indexOf(ERA_ENDS)).toBeGreaterThanOrEqual(s.deck.length - 13);
    const census = cardCensus(s);
    expect(census).toHaveLength(160);
    expect(new Set(census).size).toBe(160);
  });
});

describe('4.01 Neutrals: Neutral factions for one and two players', () => {
  it('seats four Neutrals beside one player, with their roles and extra senators', () => {
    const s = game({ players: 1 }, 'solo');
    expect(s.factions.map((f) => f.kind)).toEqual(['player', 'neutral', 'neutral', 'neutral', 'neutral']);
    const roles = s.factions.slice(1).map((f) => f.neutralRole).sort();
    expect(roles).toEqual(['conservatives', 'imperials', 'plutocrats', 'populists']);
    const bySeat = (role: string) => s.factions.find((f) => f.neutralRole === role)!.seat;
    expect(aligned(s, bySeat('conservatives'))).toHaveLength(5);
    expect(aligned(s, bySeat('populists'))).toHaveLength(4);
    const consul = Object.values(s.senators).find((x) => x.office === 'romeConsul')!;
    expect(consul.faction).toBe(bySeat('plutocrats'));
    // Neutral decisions are answered by the engine: only the player is ever asked.
    expect(republic.activePlayers(s)).toEqual([0]);
  });

  it('seats three Neutrals beside two players', () => {
    const s = game({ players: 2, scenario: 'middle' }, 'duo');
    expect(s.factions.filter((f) => f.kind === 'neutral')).toHaveLength(3);
    expect(s.factions.filter((f) => f.kind === 'neutral').map((f) => f.neutralRole).sort()).toEqual(['conservatives', 'imperials', 'plutocrats']);
  });

  it('accepts every advanced rule 2.01-2.06; refuses Rebel Governors (2.03) without Provincial Wars (2.02)', () => {
    expect(() => republic.parseOptions({ players: 3, advanced: { rebelGovernors: true } })).toThrow(/Provincial Wars/);
    expect(republic.parseOptions({ players: 3, advanced: { provincialWars: true, rebelGovernors: true } }).advanced)
      .toMatchObject({ provincialWars: true, rebelGovernors: true });
    expect(republic.parseOptions({ players: 3, advanced: { provincialWars: true, disbandment: true, advocates: true, passingLaws: true } }).advanced)
      .toMatchObject({ provincialWars: true, disbandment: true, advocates: true, passingLaws: true });
    expect(republic.parseOptions({ players: 3, advanced: { pontifex: true } }).advanced.pontifex).toBe(true);
    expect(() => republic.parseOptions({ players: 7 })).toThrow();
  });
});
