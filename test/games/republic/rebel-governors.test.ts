/** Advanced rule 2.03, Rebel Governors (needs 2.02 Provincial Wars). */
import { describe, expect, it } from 'vitest';
import { declarationStrength, primaryRebel, REBEL_WAR, rebelStrength, rebelUnopposed } from '../../../src/games/republic/civil-war';
import { republicCli } from '../../../src/games/republic/cli';
import { UsageError } from '../../../src/cli/game-adapter';
import { REPUBLIC_ERRORS } from '../../../src/games/republic/errors';
import { attacked, localTaxes, provincialBattles } from '../../../src/games/republic/provincial-wars';
import { governorDeclarationStrength, inRevolt, provinceDefence, rebelAtHome, rebelProvinceRevenue, rebelUpkeep } from '../../../src/games/republic/rebel-governors';
import { navalBattleFirst } from '../../../src/games/republic/revolt-state';
import { decisionHandler, top } from '../../../src/games/republic/registry';
import { proposalType } from '../../../src/games/republic/phases/senate/proposal-types';
import { maintainedUnits } from '../../../src/games/republic/phases/revenue';
import { checkFourWars, romeFalls } from '../../../src/games/republic/victory';
import { findWar } from '../../../src/games/republic/wars';
import type { RepublicAction, RepublicState } from '../../../src/games/republic/types';
import { addSenator, ctxOf, play, refused, republic, runPhase, sumMoney } from './helpers';
import { war } from './senate-table';
import { sicilianGovernor } from './rebel-fixture';

const at = (s: RepublicState, place: string) => s.legions.filter((l) => l.at === place).length;
const SLAVES = 'war:1st-sicilian-slave-revolt';

const table = sicilianGovernor;

/** Runs the table to its first decision. */
function asked(s: RepublicState): RepublicState {
  const c = ctxOf(s);
  runPhase(c);
  return c.s;
}

/** Answers the top decision without letting the game run on (so the next turn's revenue does not act). */
function decide(s: RepublicState, a: RepublicAction): RepublicState {
  const c = ctxOf(s);
  const d = c.s.pending.pop()!;
  decisionHandler(d.kind).resolve(c, d, a);
  return c.s;
}

/** Senator 1 has revolted and stayed in Sicilia; the phase stands still. */
function atHome(prep: (s: RepublicState) => void = () => {}): RepublicState {
  let s = asked(table(prep));
  // No victor to wait for: the revolt is carried out at once.
  s.combat = null;
  s = decide(s, { type: 'governorRevolt', march: false });
  // Senator 2 stays loyal.
  if (top(s)?.kind === 'secondaryRebels') s = decide(s, { type: 'joinRebel', senators: [] });
  return s;
}

/** Moves the Sicilian governor's table to `province` (`fields`: its provincial forces, developed side). */
function inProvince(t: RepublicState, province: string, fields: Partial<RepublicState['provinces'][string]> = {}): void {
  t.provinces[province] = { ...t.provinces.sicilia, id: province, ...fields };
  delete t.provinces.sicilia;
  t.senators['1'].where = { kind: 'governor', province };
  for (const l of t.legions) if (l.at === 'garrison:sicilia') l.at = `garrison:${province}`;
}

/** Africa developed, a governor of MIL 0, 5 provincial armies and no fleet. */
const inAfrica = (t: RepublicState) => { inProvince(t, 'africa', { developed: true, armies: 5, fleets: 0 }); t.senators['1'].mil = 0; };

const died = (c: { events: { type: string; senator?: unknown }[] }, id: string) => c.events.some((e) => e.type === 'senatorDies' && e.senator === id);

/** Combat Phase: the Field Consul (3) attacks the rebel at home (or `war`) with `legions` legions and `fleets` fleets. */
function attack(s: RepublicState, legions: number, fleets: number, d6: number[], chits: number[] = [], war = REBEL_WAR) {
  s.phase = 'combat';
  s.step = 'start';
  s.pending = [];
  s.senators['3'].where = { kind: 'army', army: 1 };
  s.armies = [{ id: 1, commander: '3', masterOfHorse: null, war, seq: 0, deployedTurn: s.turn, reinforcedTurn: null, proconsul: false }];
  s.nextArmy = 2;
  const pool = s.legions.filter((l) => l.at === 'pool');
  for (const l of pool.slice(0, legions)) l.at = 'army:1';
  for (const f of s.fleets.slice(0, fleets)) f.at = 'army:1';
  s.unrest = 3;
  const c = ctxOf(s, d6, chits);
  runPhase(c);
  return c;
}

describe('2.03 Rebel Governors: the option', () => {
  it('is a module of the CLI that needs provincialWars', () => {
    expect(republicCli.modules).toContain('rebelGovernors');
    expect(republicCli.options(['ai', 'ai', 'ai'], ['provincialWars', 'rebelGovernors'], {})).toMatchObject({ advanced: { provincialWars: true, rebelGovernors: true } });
    expect(() => republicCli.options(['ai', 'ai', 'ai'], ['rebelGovernors'], {})).toThrow(UsageError);
  });

  it('without it no governor is asked', () => {
    const s = asked(table((t) => { t.options.advanced.rebelGovernors = false; }));
    expect(s.pending.some((d) => d.kind === 'governorRevolt')).toBe(false);
  });
});

describe('2.03 Rebel Governors: declaring', () => {
  it('a governor in his province is asked in the Revolution Phase: stay loyal, revolt at home, or march', () => {
    const s = asked(table());
    expect(top(s)).toMatchObject({ kind: 'governorRevolt', seat: 0, senator: '1', province: 'sicilia' });
    expect(republic.legalActions(s, 0)).toEqual([{ type: 'done' }, { type: 'governorRevolt', march: false }, { type: 'governorRevolt', march: true }]);
    // Loyal: nothing happens.
    const loyal = play(s, 0, { type: 'done' });
    expect(primaryRebel(loyal)).toBeUndefined();
    expect(loyal.phase).not.toBe('revolution');
  });

  it('staying home: he is the Primary Rebel in his province, with its garrison and forces; he loses knights and concessions', () => {
    const s = atHome((t) => { t.senators['1'].concessions = [{ card: 'concession:harbor-fees', corrupt: false }]; });
    const r = primaryRebel(s)!;
    expect(r).toMatchObject({ id: '1', rebel: 'primary', knights: 0, concessions: [], where: { kind: 'governor', province: 'sicilia' } });
    expect(s.forum.concessions).toContain('concession:harbor-fees');
    expect(at(s, 'garrison:sicilia')).toBe(2);
    expect(s.provinces.sicilia).toMatchObject({ governor: '1', armies: 4, fleets: 1 });
    expect(inRevolt(s, s.provinces.sicilia)).toBe(true);
    expect(rebelAtHome(s)?.province.id).toBe('sicilia');
  });

  it('his veterans anywhere desert to him (not those in the Bank)', () => {
    const s = atHome((t) => {
      t.legions[5] = { ...t.legions[5], at: 'active', veteran: true, allegiance: '1' };
      t.legions[6] = { ...t.legions[6], at: 'disbanded', veteran: true, allegiance: '1' };
    });
    expect(s.legions[5].at).toBe('garrison:sicilia');
    expect(s.legions[6].at).toBe('disbanded');
  });

  it('a governor cannot revolt from the field, while a revolt is under way, or as Consul for Life', () => {
    expect(asked(table((t) => { t.senators['1'].where = { kind: 'army', army: 1 }; })).pending.some((d) => d.kind === 'governorRevolt')).toBe(false);
    expect(asked(table((t) => { t.consulForLife = '1'; })).pending.some((d) => d.kind === 'governorRevolt')).toBe(false);
    expect(asked(table((t) => { addSenator(t, 7, 2, { rebel: 'primary', where: { kind: 'rebel' } }); t.legions[9].at = 'rebel'; })).pending.some((d) => d.kind === 'governorRevolt')).toBe(false);
  });

  it('his faction mates may join; a governor who joins keeps his garrison and provincial forces', () => {
    let s = asked(table((t) => {
      addSenator(t, 5, 0, { where: { kind: 'governor', province: 'illyricum' } });
      t.provinces.illyricum = { id: 'illyricum', developed: false, governor: '5', term: 2, electedTurn: null, blockedTurn: null, armies: 2, fleets: 0 };
      t.legions[2].at = 'garrison:illyricum';
    }));
    // Both governors of faction 0 are asked, senator 1 first.
    expect(s.pending.map((d) => d.kind === 'governorRevolt' && d.senator)).toEqual(['5', '1']);
    s.combat = null;
    s = decide(s, { type: 'governorRevolt', march: false });
    expect(top(s)).toMatchObject({ kind: 'secondaryRebels', rebel: '1' });
    s = decide(s, { type: 'joinRebel', senators: ['5'] });
    // With a revolt under way senator 5 can only stay loyal to Rome (he has joined the rebel).
    expect(republic.legalActions(s, 0)).toEqual([{ type: 'done' }]);
    expect(s.senators['5']).toMatchObject({ rebel: 'secondary', where: { kind: 'governor', province: 'illyricum' } });
    expect(at(s, 'garrison:illyricum')).toBe(1);
    expect(inRevolt(s, s.provinces.illyricum)).toBe(true);
  });
});

/**
 * The Vatinian Law in force: senator 1 (faction 0, MIL 3, the Rome Consul) stays in Rome and rules Sicilia (2 garrison
 * legions, 4 armies, 1 fleet) and Illyricum (1 garrison legion, 2 armies) through Legates.
 */
const byLegate = (t: RepublicState) => {
  t.forum.laws = ['law:vatinian'];
  Object.assign(t.senators['1'], { where: { kind: 'rome' }, office: 'romeConsul' });
  t.provinces.illyricum = { id: 'illyricum', developed: false, governor: '1', term: 2, electedTurn: null, blockedTurn: null, armies: 2, fleets: 0 };
  t.legions[2].at = 'garrison:illyricum';
};

describe('2.03 revolting through a Legate', () => {
  it('a governor in Rome is asked once for each province he rules through a Legate', () => {
    const s = asked(table(byLegate));
    const asks = s.pending.filter((d) => d.kind === 'governorRevolt');
    expect(asks.map((d) => d.kind === 'governorRevolt' && d.province).sort()).toEqual(['illyricum', 'sicilia']);
    expect(republic.legalActions(s, 0)).toEqual([{ type: 'done' }, { type: 'governorRevolt', march: false }, { type: 'governorRevolt', march: true }]);
    // His MIL counts as if he were there: 3 + 2 garrison legions + 4 armies + 1 fleet.
    expect(governorDeclarationStrength(s, '1', 'sicilia')).toBe(10);
  });

  it('revolting, he goes to that province, leaves his office and keeps only it; the other goes back to the Forum', () => {
    let s = asked(table(byLegate));
    s.combat = null;
    expect(top(s)).toMatchObject({ kind: 'governorRevolt', province: 'illyricum' });
    // Loyal for Illyricum, then revolts in Sicilia and stays there.
    s = decide(s, { type: 'done' });
    expect(top(s)).toMatchObject({ kind: 'governorRevolt', province: 'sicilia' });
    s = decide(s, { type: 'governorRevolt', march: false });
    if (top(s)?.kind === 'secondaryRebels') s = decide(s, { type: 'joinRebel', senators: [] });
    expect(s.senators['1']).toMatchObject({ rebel: 'primary', office: null, where: { kind: 'governor', province: 'sicilia' } });
    expect(inRevolt(s, s.provinces.sicilia)).toBe(true);
    expect(s.provinces.illyricum.governor).toBeNull();
    expect(inRevolt(s, s.provinces.illyricum)).toBe(false);
    // Illyricum's garrison stays the Senate's; Sicilia's is his, and now his MIL defends it.
    expect(at(s, 'garrison:illyricum')).toBe(1);
    expect(rebelAtHome(s)?.province.id).toBe('sicilia');
    expect(provinceDefence(s, s.provinces.sicilia).mil).toBe(3);
  });

  it('he may march on Rome from the province he revolts in, which stays in revolt behind him', () => {
    let s = asked(table(byLegate));
    s.combat = null;
    s = decide(s, { type: 'governorRevolt', march: true });
    if (top(s)?.kind === 'secondaryRebels') s = decide(s, { type: 'joinRebel', senators: [] });
    expect(s.senators['1']).toMatchObject({ rebel: 'primary', where: { kind: 'rebel' } });
    expect(at(s, 'rebel')).toBe(1);
    expect(inRevolt(s, s.provinces.illyricum)).toBe(true);
    expect(s.provinces.sicilia.governor).toBeNull();
  });

  it('a Legate governor commanding an army in the field, or a captive, is not asked', () => {
    const field = asked(table((t) => { byLegate(t); t.senators['1'].where = { kind: 'army', army: 1 }; }));
    expect(field.pending.some((d) => d.kind === 'governorRevolt')).toBe(false);
    const captive = asked(table((t) => { byLegate(t); t.senators['1'].where = { kind: 'captive', war: 'war:1st-punic' }; }));
    expect(captive.pending.some((d) => d.kind === 'governorRevolt')).toBe(false);
  });

  it('a governor in one province who rules another through a Legate is asked only for the one he is in', () => {
    const s = asked(table((t) => { byLegate(t); t.senators['1'].where = { kind: 'governor', province: 'sicilia' }; t.senators['1'].office = null; }));
    expect(s.pending.filter((d) => d.kind === 'governorRevolt').map((d) => d.kind === 'governorRevolt' && d.province)).toEqual(['sicilia']);
    s.combat = null;
    const after = decide(s, { type: 'governorRevolt', march: false });
    expect(after.senators['1']).toMatchObject({ rebel: 'primary', where: { kind: 'governor', province: 'sicilia' } });
    expect(after.provinces.illyricum.governor).toBeNull();
  });
});

describe('1.11.32 rebels keep their provinces under 2.03', () => {
  /**
   * Senator 1 governs Sicilia in person; senator 2 (faction 0) stays in Rome and rules Illyricum (1 garrison legion,
   * a veteran loyal to him, 2 armies) and Sardinia through Legates (the Vatinian Law).
   */
  const legates = (t: RepublicState) => {
    t.forum.laws = ['law:vatinian'];
    t.provinces.illyricum = { id: 'illyricum', developed: false, governor: '2', term: 2, electedTurn: null, blockedTurn: null, armies: 2, fleets: 0 };
    t.provinces.sardinia = { id: 'sardinia', developed: false, governor: '2', term: 3, electedTurn: null, blockedTurn: null, armies: 0, fleets: 0 };
    t.legions[2].at = 'garrison:illyricum';
    Object.assign(t.legions[3], { at: 'garrison:illyricum', veteran: true, allegiance: '2' });
  };

  it('a joiner in Rome ruling through Legates names the province he goes to and keeps; the others go back to the Forum', () => {
    let s = asked(table(legates));
    s.combat = null;
    s = decide(s, { type: 'governorRevolt', march: false });
    expect(top(s)).toMatchObject({ kind: 'secondaryRebels', rebel: '1' });
    const legal = republic.legalActions(s, 0);
    expect(legal).toContainEqual({ type: 'joinRebel', senators: ['2'], keep: { 2: 'illyricum' } });
    expect(legal).toContainEqual({ type: 'joinRebel', senators: ['2'], keep: { 2: 'sardinia' } });
    expect(legal).not.toContainEqual({ type: 'joinRebel', senators: ['2'] });
    // He must name one (1.13.1), and only one of his own.
    expect(republic.apply(s, 0, { type: 'joinRebel', senators: ['2'] }).ok).toBe(false);
    expect(republic.apply(s, 0, { type: 'joinRebel', senators: ['2'], keep: { 2: 'sicilia' } }).ok).toBe(false);
    s = decide(s, { type: 'joinRebel', senators: ['2'], keep: { 2: 'illyricum' } });
    expect(s.senators['2']).toMatchObject({ rebel: 'secondary', where: { kind: 'governor', province: 'illyricum' } });
    expect(s.provinces.sardinia.governor).toBeNull();
    expect(inRevolt(s, s.provinces.illyricum)).toBe(true);
    // His garrison stays his, his veteran in it too (2.03.21), and the Senate may attack him there (2.03.81).
    expect(at(s, 'garrison:illyricum')).toBe(2);
    expect(provinceDefence(s, s.provinces.illyricum).mil).toBe(s.senators['2'].mil);
  });
});

describe('1.11.34 a secondary rebel\'s veterans under 2.03', () => {
  it('a joining governor\'s come to him, into his own garrison (2.03.22); a joiner from Rome sends his to the Primary Rebel at home', () => {
    let s = asked(table((t) => {
      addSenator(t, 5, 0, { where: { kind: 'governor', province: 'illyricum' } });
      t.provinces.illyricum = { id: 'illyricum', developed: false, governor: '5', term: 2, electedTurn: null, blockedTurn: null, armies: 0, fleets: 0 };
      Object.assign(t.legions[2], { at: 'garrison:illyricum', veteran: true, allegiance: '5' });
      Object.assign(t.legions[3], { at: 'active', veteran: true, allegiance: '5' });
      Object.assign(t.legions[4], { at: 'active', veteran: true, allegiance: '2' });
    }));
    s.combat = null;
    // Senator 1 revolts at home; senators 2 and 5 join him.
    s = decide(s, { type: 'governorRevolt', march: false });
    s = decide(s, { type: 'joinRebel', senators: ['2', '5'] });
    expect(s.legions[2].at).toBe('garrison:illyricum');
    expect(s.legions[3].at).toBe('garrison:illyricum');
    expect(s.legions[4].at).toBe('garrison:sicilia');
    // The Primary Rebel's own two garrison legions and senator 2's veteran.
    expect(at(s, 'garrison:sicilia')).toBe(3);
  });
});

describe('2.03 declaration order', () => {
  /** Senator 3 (faction 1) won a land victory with `n` legions (army 1). */
  const withVictor = (n: number) => (t: RepublicState) => {
    t.senators['3'].where = { kind: 'army', army: 1 };
    t.armies = [{ id: 1, commander: '3', masterOfHorse: null, war: 'war:1st-punic', seq: 0, deployedTurn: t.turn, reinforcedTurn: null, proconsul: false }];
    t.nextArmy = 2;
    for (const l of t.legions.slice(10, 10 + n)) l.at = 'army:1';
    t.combat = { queue: [], victors: ['3'] };
  };

  it('the victors decide first; a stronger governor then replaces the victor\'s declaration', () => {
    // Victor: 2 legions + MIL 4 capped at 2 = 4. Governor: MIL 3 + 2 legions + 4 armies + 1 fleet = 10.
    let s = asked(table(withVictor(2)));
    expect(top(s)).toMatchObject({ kind: 'civilWar', senator: '3' });
    s.forced.d6 = [6, 6];
    s = play(s, 1, { type: 'testLoyalty', prepay: 0 });
    s = play(s, 1, { type: 'revolt' });
    expect(top(s)).toMatchObject({ kind: 'governorRevolt', senator: '1' });
    expect(governorDeclarationStrength(s, '1', 'sicilia')).toBe(10);
    s = play(s, 0, { type: 'governorRevolt', march: false });
    if (top(s)?.kind === 'secondaryRebels') s = play(s, 0, { type: 'joinRebel', senators: [] });
    expect(primaryRebel(s)?.id).toBe('1');
    expect(s.senators['3'].rebel).toBeNull();
    expect(s.senators['3'].where).toEqual({ kind: 'rome' });
    expect(at(s, 'army:1')).toBe(0);
  });

  it('a governor not stronger than the declared victor may not revolt', () => {
    let s = asked(table(withVictor(8)));
    s.forced.d6 = Array(8).fill(6);
    s = play(s, 1, { type: 'testLoyalty', prepay: 0 });
    s = play(s, 1, { type: 'revolt' });
    expect(republic.legalActions(s, 0)).toEqual([{ type: 'done' }]);
    expect(refused(s, 0, { type: 'governorRevolt', march: false })).toBe(REPUBLIC_ERRORS.notAllowed);
  });

  it('a governor of the victor\'s own faction may only join him', () => {
    let s = asked(table((t) => { withVictor(1)(t); t.senators['3'].faction = 0; }));
    s.forced.d6 = [6];
    s = play(s, 0, { type: 'testLoyalty', prepay: 0 });
    s = play(s, 0, { type: 'revolt' });
    expect(top(s)).toMatchObject({ kind: 'governorRevolt', senator: '1' });
    expect(republic.legalActions(s, 0)).toEqual([{ type: 'done' }]);
  });
});

describe('2.03 optional: veterans loyal to any rebel: +2 each in choosing the Primary Rebel (option rebelVeterans)', () => {
  /** Senator 3 (faction 1) won with 8 legions: 8 + MIL 4 = 12. Fabius (2, faction 0, in Rome) has two veterans in the Active Forces. */
  const victorOf8 = (on: boolean) => (t: RepublicState) => {
    t.options.advanced.rebelVeterans = on;
    t.senators['3'].where = { kind: 'army', army: 1 };
    t.armies = [{ id: 1, commander: '3', masterOfHorse: null, war: 'war:1st-punic', seq: 0, deployedTurn: t.turn, reinforcedTurn: null, proconsul: false }];
    t.nextArmy = 2;
    for (const l of t.legions.slice(10, 18)) l.at = 'army:1';
    t.combat = { queue: [], victors: ['3'] };
    for (const l of t.legions.slice(20, 22)) Object.assign(l, { at: 'active', veteran: true, allegiance: '2' });
  };
  const victorRevolts = (s: RepublicState) => {
    s.forced.d6 = Array(8).fill(6);
    return play(play(s, 1, { type: 'testLoyalty', prepay: 0 }), 1, { type: 'revolt' });
  };

  it('is off by default, needs Rebel Governors, and is a CLI module', () => {
    expect(republic.parseOptions({ players: 3 }).advanced.rebelVeterans).toBe(false);
    expect(() => republic.parseOptions({ players: 3, advanced: { provincialWars: true, rebelVeterans: true } })).toThrow(/Rebel Governors/);
    expect(republic.parseOptions({ players: 3, advanced: { provincialWars: true, rebelGovernors: true, rebelVeterans: true } }).advanced.rebelVeterans).toBe(true);
    expect(republicCli.options(['ai', 'ai', 'ai'], ['provincialWars', 'rebelGovernors', 'rebelVeterans'], {})).toMatchObject({ advanced: { rebelVeterans: true } });
    expect(() => republicCli.options(['ai', 'ai', 'ai'], ['provincialWars', 'rebelVeterans'], {})).toThrow(UsageError);
  });

  it('without it a governor of 10 cannot outbid the victor\'s 12; with it his mate\'s two veterans make him 14 and he does', () => {
    const off = victorRevolts(asked(table(victorOf8(false))));
    expect(governorDeclarationStrength(off, '1', 'sicilia')).toBe(10);
    expect(republic.legalActions(off, 0)).toEqual([{ type: 'done' }]);
    let s = victorRevolts(asked(table(victorOf8(true))));
    expect(governorDeclarationStrength(s, '1', 'sicilia')).toBe(14);
    s = play(s, 0, { type: 'governorRevolt', march: false });
    expect(top(s)).toMatchObject({ kind: 'secondaryRebels', rebel: '1' });
    s = play(s, 0, { type: 'joinRebel', senators: ['2'] });
    expect(primaryRebel(s)?.id).toBe('1');
    // The veterans counted come to him (1.11.34).
    expect(at(s, 'garrison:sicilia')).toBe(4);
  });

  it('counts the victor\'s side too: his faction mates\' veterans, but not his own twice', () => {
    const s = asked(table((t) => {
      victorOf8(true)(t);
      addSenator(t, 6, 1);
      Object.assign(t.legions[22], { at: 'active', veteran: true, allegiance: '6' });
      Object.assign(t.legions[10], { veteran: true, allegiance: '3' });
    }));
    // 7 legions + his veteran (2) + MIL 4, and +2 for faction-mate 6's veteran; Fabius is of another faction.
    expect(declarationStrength(s, '3', 1, s.legions.filter((l) => l.at === 'army:1').map((l) => l.id))).toBe(9 + 4 + 2);
  });

  it('does not count veterans in the Bank, nor those of a mate who could not join (a captive)', () => {
    const s = asked(table((t) => {
      victorOf8(true)(t);
      t.legions[20].at = 'disbanded';
      addSenator(t, 6, 0, { where: { kind: 'captive', war: 'war:1st-punic' } });
      Object.assign(t.legions[23], { at: 'active', veteran: true, allegiance: '6' });
    }));
    expect(governorDeclarationStrength(s, '1', 'sicilia')).toBe(12);
  });

  it('counts those of a mate commanding an army in the field, who may join (1.11.32 commanders who join)', () => {
    const s = asked(table((t) => {
      victorOf8(true)(t);
      t.legions[20].at = 'disbanded';
      addSenator(t, 6, 0, { where: { kind: 'army', army: 2 } });
      t.armies.push({ id: 2, commander: '6', masterOfHorse: null, war: 'war:1st-punic', seq: 1, deployedTurn: t.turn, reinforcedTurn: null, proconsul: false });
      Object.assign(t.legions[23], { at: 'army:2', veteran: true, allegiance: '6' });
    }));
    expect(governorDeclarationStrength(s, '1', 'sicilia')).toBe(14);
  });
});

describe('2.03 marching governor', () => {
  it('marches with his garrison legions as a Primary Rebel on Rome; his province stays in revolt behind him', () => {
    let s = asked(table());
    s.combat = null;
    s = decide(s, { type: 'governorRevolt', march: true });
    if (top(s)?.kind === 'secondaryRebels') s = decide(s, { type: 'joinRebel', senators: [] });
    expect(primaryRebel(s)).toMatchObject({ id: '1', where: { kind: 'rebel' } });
    expect(at(s, 'rebel')).toBe(2);
    expect(at(s, 'garrison:sicilia')).toBe(0);
    expect(s.provinces.sicilia).toMatchObject({ governor: '1', armies: 4, fleets: 1 });
    expect(inRevolt(s, s.provinces.sicilia)).toBe(true);
    expect(rebelAtHome(s)).toBeUndefined();
    // Like a commander's revolt: unattacked, he wins.
    const c = ctxOf(s);
    rebelUnopposed(c);
    expect(c.s.ending).toMatchObject({ reason: 'rebel', winner: 0 });
  });

  it('his provincial armies march with him (2.03.7): they count in his strength, full beside a legion and half without, and share his losses', () => {
    let s = asked(table());
    s.combat = null;
    s = decide(s, { type: 'governorRevolt', march: true });
    if (top(s)?.kind === 'secondaryRebels') s = decide(s, { type: 'joinRebel', senators: [] });
    // 2 legions + 4 armies, his MIL 3 (capped at 6): the province's base strength stays behind.
    expect(rebelStrength(s)).toBe(2 + 4 + 3);
    const alone = structuredClone(s);
    for (const l of alone.legions) if (l.at === 'rebel') l.at = 'pool';
    expect(rebelStrength(alone)).toBe(2 + 2);
    // The Field Consul (MIL 4) with 6 legions: 3d6 = 9, + 10 - 9 = 10, a Stalemate losing 3 on each side;
    // the rebel's go army, army, legion (2.02's pattern).
    const c = attack(s, 6, 0, [3, 3, 3], [20, 21, 22]);
    expect(c.events).toContainEqual(expect.objectContaining({ type: 'civilBattle', result: 'stalemate', rebel_strength: 9, rebelLost: 3 }));
    expect(c.s.provinces.sicilia.armies).toBe(2);
    expect(at(c.s, 'rebel')).toBe(1);
  });

  it('cannot march without a legion', () => {
    const s = asked(table((t) => { t.legions[0].at = 'pool'; t.legions[1].at = 'pool'; }));
    expect(republic.legalActions(s, 0)).toEqual([{ type: 'done' }, { type: 'governorRevolt', march: false }]);
    expect(refused(s, 0, { type: 'governorRevolt', march: true })).toBe(REPUBLIC_ERRORS.notAllowed);
  });
});

describe('2.03 Rebel Governors: the province in revolt', () => {
  it('is ignored by the wars: not attacked, no provincial battle', () => {
    const s = atHome((t) => { t.forum.wars = [war(SLAVES)]; });
    expect(attacked(s, 'sicilia')).toBe(false);
    const c = ctxOf(s);
    provincialBattles(c);
    expect(c.events.some((e) => e.type === 'provincialBattle')).toBe(false);
    expect(findWar(c.s, SLAVES)!.status).toBe('active');
  });

  it('yields its spoils, State income and local taxes to the governor; it builds nothing; the State pays nothing for its garrison', () => {
    const s = atHome();
    const before = sumMoney(s);
    // Spoils 1d6 = 4, State income 2d6-2 = 3 + 5 - 2 = 6, local taxes 30.
    const c = ctxOf(s, [4, 3, 5]);
    rebelProvinceRevenue(c);
    expect(c.s.senators['1'].talents).toBe(40);
    expect(sumMoney(c.s)).toBe(before);
    localTaxes(c);
    expect(c.s.provinces.sicilia).toMatchObject({ armies: 4, fleets: 1 });
    expect(maintainedUnits(c.s)).toBe(0);
    expect(maintainedUnits(table())).toBe(2);
  });

  it('a negative income is not his to pay', () => {
    const c = ctxOf(atHome(), [1, 1, 1]);
    rebelProvinceRevenue(c);
    // Spoils 1, State income 2d6-2 = 0, local taxes 30.
    expect(c.s.senators['1'].talents).toBe(31);
  });

  it('maintenance: 2T per point of base land strength, per provincial army and fleet and per garrison legion (his veterans free)', () => {
    const s = atHome((t) => { t.legions[1].veteran = true; t.legions[1].allegiance = '1'; });
    s.senators['1'].talents = 100;
    const c = ctxOf(s);
    rebelUpkeep(c);
    // Base 2 + 4 armies + 1 fleet + 1 plain legion = 8 x 2T.
    expect(c.s.senators['1'].talents).toBe(84);
    expect(c.events.find((e) => e.type === 'rebelProvinceUpkeep')).toMatchObject({ province: 'sicilia', paid: 16, released: 0 });
  });

  it('2.03 maintenance order: unpaid, garrison legions go to the Senate first, then provincial armies, then fleets; the base is never lost', () => {
    const s = atHome();
    s.senators['1'].talents = 0;
    s.factions[0].treasury = 14;
    const c = ctxOf(s);
    rebelUpkeep(c);
    // Base 4T; then 10T keep the 4 armies and the fleet; both garrison legions go to the Active Forces.
    expect(c.s.factions[0].treasury).toBe(0);
    expect(c.s.provinces.sicilia).toMatchObject({ armies: 4, fleets: 1 });
    expect(at(c.s, 'garrison:sicilia')).toBe(0);
    expect(at(c.s, 'active')).toBe(2);
    // He is still the rebel: the province's base strength stays his.
    expect(primaryRebel(c.s)?.id).toBe('1');
    const poor = atHome();
    poor.factions[0].treasury = 7;
    const d = ctxOf(poor);
    rebelUpkeep(d);
    // 4T base, then 3T: one army; 3 armies and the fleet lost too.
    expect(d.s.provinces.sicilia).toMatchObject({ armies: 1, fleets: 0 });
    expect(d.s.factions[0].treasury).toBe(1);
  });

  it('staying home counts as an active war: 20T a turn and one of the four wars', () => {
    const s = atHome((t) => { t.forum.wars = [war('war:1st-punic'), war('war:gladiator-revolt'), war('war:1st-illyrian')]; });
    const c = ctxOf(s);
    checkFourWars(c);
    expect(c.s.ending).toMatchObject({ reason: 'fourWars', winner: null });
    const r = atHome();
    r.phase = 'revenue';
    r.step = 'contributions';
    r.treasury = 100;
    const d = ctxOf(r);
    runPhase(d);
    expect(d.events.find((e) => e.type === 'statePays' && e.why === 'wars')).toMatchObject({ amount: 20 });
  });

  it('left alone by the Senate, his revolt is an unprosecuted war: +1 unrest in the next Population Phase', () => {
    const c = ctxOf(atHome());
    rebelUnopposed(c);
    expect(c.s.provinces.sicilia.unprosecuted).toBe(true);
    c.s.phase = 'population';
    c.s.step = 'start';
    c.s.unrest = 2;
    runPhase(c);
    expect(c.events.find((e) => e.type === 'unrest')).toMatchObject({ unprosecuted: 1, unrest: 3 });
    // Attacked in a later Combat Phase, it is prosecuted again.
    c.s.turnFlags.notes.push('rebelAttacked');
    rebelUnopposed(c);
    expect(c.s.provinces.sicilia.unprosecuted).toBeUndefined();
  });

  it('staying home he does not win by being left alone, but wins on a bankruptcy', () => {
    const c = ctxOf(atHome());
    rebelUnopposed(c);
    expect(c.s.ending).toBeNull();
    romeFalls(c, 'bankruptcy');
    expect(c.s.ending).toMatchObject({ reason: 'rebel', winner: 0 });
  });
});

describe('2.03 Rebel Governors: the Senate attacks the province', () => {
  it('its strength: base land + garrison + armies (full with a garrison legion) + his MIL capped at that force', () => {
    const s = atHome();
    expect(provinceDefence(s, s.provinces.sicilia)).toEqual({ land: 2 + 2 + 4, naval: 1, mil: 3, navalMil: 1 });
    expect(rebelStrength(s)).toBe(11);
    const bareProvince = atHome((t) => { t.legions[0].at = 'pool'; t.legions[1].at = 'pool'; t.provinces.sicilia.armies = 3; });
    expect(provinceDefence(bareProvince, bareProvince.provinces.sicilia)).toEqual({ land: 2 + 2, naval: 1, mil: 3, navalMil: 1 });
  });

  it('Senate Victory: the rebel dies, his province goes to the Forum undeveloped without forces, its garrison to the Senate', () => {
    // 12 legions + MIL 4 - 11 + 18 = 23 with a fleet: Victory (CRT losses).
    const c = attack(atHome((t) => { t.provinces.sicilia.developed = true; }), 12, 1, [6, 6, 6]);
    const b = c.events.find((e) => e.type === 'rebelProvinceBattle' && e.kind === 'land');
    expect(b).toMatchObject({ result: 'victory', rebel_strength: 11 });
    expect(died(c, '1')).toBe(true);
    expect(primaryRebel(c.s)).toBeUndefined();
    expect(c.s.provinces.sicilia).toMatchObject({ governor: null, developed: false, armies: 0, fleets: 0 });
    expect(at(c.s, 'garrison:sicilia')).toBe(0);
    expect(c.s.unrest).toBe(2);
    expect(c.s.senators['3'].inf).toBeGreaterThanOrEqual(6);
  });

  it('2.03.81 fleet support against a rebel province: without fleets matching its fleet strength a Victory is a Stalemate', () => {
    const c = attack(atHome(), 12, 0, [6, 6, 6]);
    expect(c.events.find((e) => e.type === 'rebelProvinceBattle')).toMatchObject({ kind: 'land', result: 'stalemate' });
    expect(primaryRebel(c.s)?.id).toBe('1');
  });

  it('2.03.81 (v1.07B): a naval battle comes first while his fleet strength exceeds the undeveloped land base', () => {
    const s = atHome((t) => { t.legions[0].at = 'pool'; t.legions[1].at = 'pool'; t.provinces.sicilia.armies = 0; t.provinces.sicilia.fleets = 5; });
    // Fleet strength 5 + MIL 3 = 8 > Sicilia's undeveloped land 2: 6 fleets + MIL 4 - 8 + 18 = 20, a naval Victory, then the land battle.
    expect(navalBattleFirst(s, s.provinces.sicilia)).toBe(true);
    const c = attack(s, 8, 6, [6, 6, 6, 6, 6, 6]);
    const battles = c.events.filter((e) => e.type === 'rebelProvinceBattle');
    expect(battles.map((e) => e.kind)).toEqual(['naval', 'land']);
    expect(battles[0]).toMatchObject({ result: 'victory', rebel_strength: 8, total: 20 });
    expect(primaryRebel(c.s)).toBeUndefined();
  });

  it('2.03.81 (v1.07B): the governor\'s MIL counts in his fleet strength, capped at his fleets and naval base', () => {
    // 2 fleets: 2 + MIL 3 capped at 2 = 4 > 2 (v1.07A compared 2 fleets with land 2: no naval battle).
    const s = atHome((t) => { t.legions[0].at = 'pool'; t.legions[1].at = 'pool'; t.provinces.sicilia.armies = 0; t.provinces.sicilia.fleets = 2; });
    expect(provinceDefence(s, s.provinces.sicilia)).toMatchObject({ land: 2, naval: 2, navalMil: 2 });
    const c = attack(s, 8, 2, [6, 6, 6, 6, 6, 6]);
    expect(c.events.filter((e) => e.type === 'rebelProvinceBattle').map((e) => e.kind)).toEqual(['naval', 'land']);
    expect(c.events.find((e) => e.type === 'rebelProvinceBattle')).toMatchObject({ kind: 'naval', rebel_strength: 4 });
    // A governor of MIL 0 with the same 2 fleets: 2 is not more than 2, the land battle comes at once.
    const calm = atHome((t) => { t.legions[0].at = 'pool'; t.legions[1].at = 'pool'; t.provinces.sicilia.armies = 0; t.provinces.sicilia.fleets = 2; t.senators['1'].mil = 0; });
    expect(navalBattleFirst(calm, calm.provinces.sicilia)).toBe(false);
    expect(attack(calm, 8, 2, [6, 6, 6]).events.filter((e) => e.type === 'rebelProvinceBattle').map((e) => e.kind)).toEqual(['land']);
    // With no fleet and no naval base his MIL adds nothing at sea: no naval battle.
    const dry = atHome((t) => { t.provinces.sicilia.fleets = 0; });
    expect(provinceDefence(dry, dry.provinces.sicilia)).toMatchObject({ naval: 0, navalMil: 0 });
    expect(navalBattleFirst(dry, dry.provinces.sicilia)).toBe(false);
  });

  it('2.03.81 (v1.07B): the land force does not matter; the undeveloped side\'s land base does, even when developed', () => {
    // Africa developed (land 4, naval base 5), MIL 0, no fleet, a garrison of 2 legions and 5 armies: land 4 + 2 + 5 = 11.
    // v1.07A compared naval 5 with land 11 (no naval battle); v1.07B compares 5 with the undeveloped land 3.
    const s = atHome((t) => inAfrica(t));
    expect(provinceDefence(s, s.provinces.africa)).toMatchObject({ land: 11, naval: 5, navalMil: 0 });
    expect(navalBattleFirst(s, s.provinces.africa)).toBe(true);
    const c = attack(s, 8, 6, [6, 6, 6, 6, 6, 6]);
    expect(c.events.filter((e) => e.type === 'rebelProvinceBattle').map((e) => e.kind)).toEqual(['naval', 'land']);
  });

  it('2.03.81 (v1.07B): a province that can build no fleets is never fought at sea first', () => {
    // Hispania Ulterior builds no fleets (its maximum is 0 on both sides): even holding fleets, no naval battle.
    const s = atHome((t) => inProvince(t, 'hispania-ulterior', { fleets: 4 }));
    expect(provinceDefence(s, s.provinces['hispania-ulterior'])).toMatchObject({ naval: 4, navalMil: 3 });
    expect(navalBattleFirst(s, s.provinces['hispania-ulterior'])).toBe(false);
    expect(attack(s, 12, 4, [6, 6, 6]).events.filter((e) => e.type === 'rebelProvinceBattle').map((e) => e.kind)).toEqual(['land']);
  });

  it('2.03.81: once the Senate has won at sea there, the next army fights on land without a naval battle', () => {
    const s = atHome((t) => { t.legions[0].at = 'pool'; t.legions[1].at = 'pool'; t.provinces.sicilia.armies = 0; t.provinces.sicilia.fleets = 5; });
    // Won at sea in an earlier Combat Phase (a new revolt clears the marker, so it is set after the declaration).
    s.provinces.sicilia.navalVictory = true;
    const c = attack(s, 8, 6, [6, 6, 6]);
    expect(c.events.filter((e) => e.type === 'rebelProvinceBattle').map((e) => e.kind)).toEqual(['land']);
  });

  it('2.03.81: an army without fleets cannot fight the naval battle: nothing happens and the revolt goes on', () => {
    const s = atHome((t) => { t.legions[0].at = 'pool'; t.legions[1].at = 'pool'; t.provinces.sicilia.armies = 0; t.provinces.sicilia.fleets = 5; });
    const c = attack(s, 8, 0, [6, 6, 6]);
    const battles = c.events.filter((e) => e.type === 'rebelProvinceBattle');
    expect(battles).toEqual([expect.objectContaining({ kind: 'naval', result: 'cannotFight' })]);
    expect(c.s.provinces.sicilia.fleets).toBe(5);
    expect(primaryRebel(c.s)?.id).toBe('1');
  });

  it('Senate Defeat: the commander dies and the Senate armies come home; the rebel at home has not won', () => {
    // 1 legion + MIL 1 - 11 + 3 = -6: Defeat.
    const c = attack(atHome(), 1, 1, [1, 1, 1]);
    expect(c.events.find((e) => e.type === 'rebelProvinceBattle')).toMatchObject({ result: 'defeat', rebelLost: 0 });
    expect(died(c, '3')).toBe(true);
    expect(c.s.ending).toBeNull();
    expect(primaryRebel(c.s)?.id).toBe('1');
    expect(c.s.armies).toEqual([]);
  });

  it('when the Primary Rebel dies, the secondary rebel governors die and their provinces go to the Forum', () => {
    let s = asked(table((t) => {
      addSenator(t, 5, 0, { where: { kind: 'governor', province: 'illyricum' } });
      t.provinces.illyricum = { id: 'illyricum', developed: true, governor: '5', term: 2, electedTurn: null, blockedTurn: null, armies: 2, fleets: 0 };
    }));
    s.combat = null;
    s = decide(s, { type: 'governorRevolt', march: false });
    s = decide(s, { type: 'joinRebel', senators: ['5'] });
    const c = attack(s, 12, 1, [6, 6, 6]);
    expect(died(c, '5')).toBe(true);
    expect(c.s.provinces.illyricum).toMatchObject({ governor: null, developed: false, armies: 0 });
  });

  it('a secondary rebel governor\'s province may be attacked on its own: beaten, he dies and it goes to the Forum; the revolt goes on', () => {
    let s = asked(table((t) => {
      addSenator(t, 5, 0, { mil: 0, where: { kind: 'governor', province: 'illyricum' } });
      t.provinces.illyricum = { id: 'illyricum', developed: true, governor: '5', term: 2, electedTurn: null, blockedTurn: null, armies: 2, fleets: 0 };
    }));
    s.combat = null;
    s = decide(s, { type: 'governorRevolt', march: false });
    s = decide(s, { type: 'joinRebel', senators: ['5'] });
    // The Senate may send the Field Consul there.
    s.phase = 'senate';
    s.senate = null;
    for (const l of s.legions.slice(5, 9)) l.at = 'active';
    const options = proposalType('deploy').options(s, 1) as { war: string }[];
    expect(options.map((o) => o.war)).toContain('rebel:illyricum');
    for (const l of s.legions.slice(5, 9)) l.at = 'pool';
    // Illyricum (developed: land 4 + 2 armies at half = 5): 10 legions + MIL 4 - 5 + 18: Victory.
    const c = attack(s, 10, 0, [6, 6, 6], [], 'rebel:illyricum');
    expect(c.events.find((e) => e.type === 'rebelProvinceBattle')).toMatchObject({ province: 'illyricum', rebel: '5', result: 'victory', rebel_strength: 5 });
    expect(died(c, '5')).toBe(true);
    expect(c.s.provinces.illyricum).toMatchObject({ governor: null, developed: false, armies: 0 });
    expect(primaryRebel(c.s)?.id).toBe('1');
    expect(c.s.armies).toEqual([]);
    expect(c.s.senators['3'].where).toEqual({ kind: 'rome' });
  });
});
