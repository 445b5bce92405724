/**
 * Every ruling in docs/republic-rulings.md has a test named after it: the
 * first test below checks the names; the others test the rulings that no
 * other file covers.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { K, STATESMEN, WARS } from '../../../src/games/republic/data';
import { REPUBLIC_ERRORS } from '../../../src/games/republic/errors';
import { drawEvent } from '../../../src/games/republic/events/registry';
import { fight } from '../../../src/games/republic/phases/combat';
import { top } from '../../../src/games/republic/registry';
import { killSenator } from '../../../src/games/republic/senators';
import { warArrives } from '../../../src/games/republic/wars';
import type { RepublicState } from '../../../src/games/republic/types';
import { addSenator, bare, ctxOf, play, refused, republic, runPhase } from './helpers';
import { afterConsuls, armyAtWar, propose, seatRome, senateTable, vote, war } from './senate-table';
import { revolt, victorAtRevolution } from './rebel-fixture';

const DIR = 'test/games/republic';

/** The bold label of each ruling; what comes before " (" is enough to name it. */
function rulingLabels(): string[] {
  const doc = readFileSync('docs/republic-rulings.md', 'utf8');
  return [...doc.matchAll(/^- \*\*(.+?)\*\*/gm)].map((m) => m[1].replace(/[.:]$/, '').split(' (')[0]);
}

function testTitles(): string[] {
  const out: string[] = [];
  for (const f of readdirSync(DIR).filter((x) => x.endsWith('.test.ts'))) {
    const src = readFileSync(join(DIR, f), 'utf8');
    for (const m of src.matchAll(/(?:it|describe)\(\s*(['"`])((?:\\.|(?!\1).)*)\1/g)) out.push(m[2].replace(/\\'/g, "'").replace(/\\"/g, '"'));
  }
  return out;
}

describe('Rulings', () => {
  it('every ruling in docs/republic-rulings.md has a test named after it', () => {
    const titles = testTitles();
    const missing = rulingLabels().filter((l) => !titles.some((t) => t.includes(l)));
    expect(missing).toEqual([]);
    expect(rulingLabels().length).toBeGreaterThan(60);
  });
});

describe('Ruling "Rules of record"', () => {
  it('a province develops on 6 or more (1.07B), and 1.04 is followed for the Forum (3d6 events, 0-5 knight talents)', () => {
    expect(K('developmentTarget')).toBe(6);
    expect(republic.parseOptions({ players: 3 }).scenario).toBe('early');
  });
});

describe('Ruling "Scipio Aemilianus"', () => {
  it('nullifies only the 3rd Punic War among the Punic Wars, plus the Spanish revolts', () => {
    const n = STATESMEN.get('1B')!.abilities.nullifies!;
    expect(n).toContain('war:3rd-punic');
    expect(n).not.toContain('war:1st-punic');
    expect(n).not.toContain('war:2nd-punic');
    expect(n).toEqual(expect.arrayContaining(['war:numantine', 'war:lusitanian']));
  });
});

describe('Ruling "4th Macedonian War"', () => {
  it('attacks Macedonia', () => {
    expect(WARS.get('war:4th-macedonian')!.attacks).toEqual(['macedonia']);
  });
});

/** A commander (statesman `code`) at the Gladiator Revolt (6) with 9 legions. */
function commanderAt(code: string, d6: number[], chits: number[] = []) {
  const s = bare(3, 'combat');
  addSenator(s, 1, 1);
  const x = addSenator(s, Number(code.replace(/\D/g, '')), 0, { id: code, statesman: code, mil: 0, where: { kind: 'army', army: 1 } });
  s.factions[0].leader = x.id;
  s.forum.wars = [war('war:gladiator-revolt')];
  s.armies = [{ id: 1, commander: code, masterOfHorse: null, war: 'war:gladiator-revolt', seq: 1, deployedTurn: 0, reinforcedTurn: null, proconsul: false }];
  s.legions.forEach((l, i) => { l.at = i < 9 ? 'army:1' : 'pool'; });
  s.combat = { queue: [], victors: [] };
  return ctxOf(s, d6, chits);
}

describe('Ruling "Caesar"', () => {
  it('makes two veterans after a Victory', () => {
    const c = commanderAt('4A', [6, 6, 6]);
    expect(fight(c, c.s.armies[0], 'land')).toBe('victory');
    expect(c.s.legions.filter((l) => l.veteran && l.allegiance === '4A')).toHaveLength(2);
  });
});

describe('Ruling "Lucullus"', () => {
  it('after a disaster he loses nothing, and his war counts as unprosecuted', () => {
    const c = commanderAt('29B', [1, 2, 3], [10, 11, 12, 13, 14]);
    expect(WARS.get('war:gladiator-revolt')!.disaster).toContain(6);
    expect(fight(c, c.s.armies[0], 'land')).toBe('disaster');
    expect(c.s.legions.filter((l) => l.at === 'army:1')).toHaveLength(9);
    expect(c.s.turnFlags.notes).toContain('lucullus:29B');
  });
});

describe('Ruling "Mob Violence, dark side"', () => {
  it('draws unrest + 1d6 chits and kills only senators in Rome below the unrest level', () => {
    const s = bare();
    addSenator(s, 1, 0);
    addSenator(s, 2, 0, { pop: 1 });
    addSenator(s, 3, 0, { pop: 5 });
    s.unrest = 2;
    s.forum.events = [{ id: 'event:mob-violence', level: 1, count: 1, turn: 0 }];
    const c = ctxOf(s, [1], [2, 3, 0]);
    drawEvent(c, 'event:mob-violence');
    expect(c.events.find((e) => e.type === 'chits')).toMatchObject({ drawn: [2, 3, 0] });
    expect(c.s.senators['2']).toBeUndefined();
    expect(c.s.senators['3']).toBeDefined();
  });
});

describe('Ruling "1.05.4"', () => {
  it('a faction left without senators takes the top family card of the Curia as its new leader', () => {
    const s = bare();
    addSenator(s, 1, 0);
    s.curia.families = [12, 13];
    const c = ctxOf(s);
    killSenator(c, '1', 'test', { noHeir: true });
    expect(c.s.factions[0]).toMatchObject({ leader: '12', eliminated: false });
    expect(c.s.curia.families).toEqual([13, 1]);
  });
});

describe('Ruling "Wars that destroy a concession"', () => {
  it('the Alexandrine War destroys Aegyptian Grain when it arrives in the Forum', () => {
    const s = bare();
    addSenator(s, 1, 0, { concessions: [{ card: 'concession:aegyptian-grain', corrupt: false }] });
    const c = ctxOf(s);
    warArrives(c, 'war:alexandrine');
    expect(c.s.senators['1'].concessions).toEqual([]);
    expect(c.s.curia.concessions).toContain('concession:aegyptian-grain');
  });
});

describe('Ruling "1.07.8 / 1.09.61"', () => {
  it('the Land Commissioner goes back to the Forum when a Senate Phase closes without a land bill in force', () => {
    let s = afterConsuls((t) => {
      t.senators['2'].concessions = [{ card: 'concession:land-commissioner', corrupt: false }];
    });
    s = play(s, top(s)!.seat, { type: 'adjourn' });
    expect(s.senators['2'].concessions).toEqual([]);
    expect(s.forum.concessions).toContain('concession:land-commissioner');
  });
});

describe('Ruling "1.09.143"', () => {
  it('only votes cast count: abstentions do not, so a proposal passes with one faction for and the rest abstaining', () => {
    let s = senateTable();
    s = propose(s, { kind: 'consuls', a: '2', b: '3' });
    s = vote(s, { 0: 'yea', 1: 'abstain', 2: 'abstain' });
    expect(s.senate!.consulsElected).toBe(true);
  });
});

describe('Ruling "1.09.2 / 1.09.21"', () => {
  it('if no pair can be named at all, nobody is elected and the old Consuls stay', () => {
    const s = bare(3, 'senate', 'senate');
    addSenator(s, 1, 0, { office: 'romeConsul', priorConsul: true });
    addSenator(s, 2, 1, { office: 'fieldConsul' });
    const c = ctxOf(s);
    runPhase(c);
    expect(c.events.some((e) => e.type === 'noConsularElection')).toBe(true);
    expect(c.s.senators['1'].office).toBe('romeConsul');
  });
});

describe('Ruling "1.09.31"', () => {
  it('with three active wars the Rome Consul\'s faction may appoint a Dictator, once, before the Censor', () => {
    const s = afterConsuls((t) => {
      t.forum.wars = [war('war:1st-gallic'), war('war:2nd-illyrian'), war('war:syrian')];
    });
    // Julius (4, faction 1) is Rome Consul; Fulvius (7, faction 2) Field Consul must agree to a candidate.
    expect(top(s)).toMatchObject({ kind: 'dictatorAppointment', seat: 1, candidate: null });
    const t = play(s, 1, { type: 'appoint', senator: '5' });
    expect(top(t)).toMatchObject({ kind: 'dictatorAppointment', seat: 2, candidate: '5' });
    const u = play(t, 2, { type: 'consent', agree: true });
    expect(u.senators['5'].office).toBe('dictator');
  });
});

describe('Ruling "1.09.641"', () => {
  it('the Rome Consul cannot be sent while the Field Consul is in Rome', () => {
    const s = afterConsuls((t) => { t.forum.wars = [war('war:2nd-illyrian')]; });
    expect(refused(s, top(s)!.seat, { type: 'propose', proposal: { kind: 'deploy', commander: '4', war: 'war:2nd-illyrian', legions: 4, fleets: 2 } })).toBe('republic.error.badProposal');
  });
});

describe('Ruling "1.09.721"', () => {
  it('a proposal naming a senator who died during its vote lapses: no defeat, no penalty', () => {
    let s = senateTable();
    s = propose(s, { kind: 'consuls', a: '2', b: '5' });
    s.forced.d6 = [6];
    s = play(s, 2, { type: 'assassinate', assassin: '7', target: '5', cards: [] });
    expect(s.senators['5']).toBeUndefined();
    s = vote(s);
    expect(s.senate!.defeated).toEqual([]);
    expect(top(s)!.kind).toBe('senateFloor');
  });
});

describe('Ruling "1.09.81"', () => {
  it('with fewer than 8 aligned senators in Rome, Curia families join the factions with the fewest senators', () => {
    const s = seatRome([[2, 0], [3, 0], [4, 1], [5, 1], [7, 2]]);
    s.curia.families = [20, 21];
    const c = ctxOf(s);
    runPhase(c);
    expect(c.s.senators['20']?.faction).toBe(2);
    expect(c.s.senators['21']).toBeDefined();
  });
  it('with the Curia empty the receiving faction chooses which Forum senator joins it, the most influential listed first', () => {
    const s = seatRome([[2, 0], [3, 0], [4, 1], [5, 1], [6, 1], [7, 2]]);
    s.curia.families = [];
    for (const [id, inf] of [[11, 1], [12, 4]] as const) {
      const x = addSenator(s, id, 0, { inf });
      Object.assign(x, { faction: null, where: { kind: 'forum' } });
    }
    const c = ctxOf(s);
    runPhase(c);
    // Seven in Rome: faction 2 (one senator, the fewest) receives, and chooses.
    expect(top(c.s)).toMatchObject({ kind: 'repopulate', seat: 2 });
    expect(republic.legalActions(c.s, 2)).toEqual([{ type: 'repopulate', senator: '12' }, { type: 'repopulate', senator: '11' }]);
    expect(refused(c.s, 2, { type: 'repopulate', senator: '4' })).toBe(REPUBLIC_ERRORS.badTarget);
    const t = play(c.s, 2, { type: 'repopulate', senator: '11' });
    expect(t.senators['11']).toMatchObject({ faction: 2, where: { kind: 'rome' } });
    expect(t.senators['12']).toMatchObject({ faction: null, where: { kind: 'forum' } });
    expect(t.pending.some((d) => d.kind === 'repopulate')).toBe(false);
  });
});

describe('Ruling "1.11.32"', () => {
  it('secondary rebels: the rebel\'s faction names which mates join him; those who stay loyal stay in Rome', () => {
    const s = bare(3, 'revolution');
    addSenator(s, 2, 0);
    addSenator(s, 1, 0, { where: { kind: 'army', army: 1 } });
    addSenator(s, 4, 1);
    let t = revolt(victorAtRevolution(s, '1', 3), 0);
    expect(t.senators['1'].rebel).toBe('primary');
    expect(top(t)).toMatchObject({ kind: 'secondaryRebels', seat: 0, rebel: '1' });
    t = play(t, 0, { type: 'joinRebel', senators: [] });
    expect(t.senators['2']).toMatchObject({ rebel: null, where: { kind: 'rome' } });
  });
});

describe('Ruling "1.10.12"', () => {
  it('after a naval Victory with legions and fleet support left, the commander\'s faction decides whether to fight on land now', () => {
    const s = bare(3, 'combat');
    addSenator(s, 1, 1);
    addSenator(s, 4, 0, { mil: 5, where: { kind: 'army', army: 1 } });
    armyAtWar(s, 'war:1st-punic', '4', { fleets: 15 });
    const c = ctxOf(s, [6, 6, 6]);
    runPhase(c);
    expect(c.s.forum.wars[0].navalVictory).toBe(true);
    expect(top(c.s)).toMatchObject({ kind: 'landBattle', seat: 0, army: 1 });
  });
});

describe('Ruling "Vatinian Law"', () => {
  it('can be played and stays in force (its Legates: vatinian.test.ts)', () => {
    let s: RepublicState = senateTable();
    s.factions[1].hand = ['law:vatinian'];
    s = play(s, 1, { type: 'playLaw', card: 'law:vatinian' });
    expect(s.forum.laws).toContain('law:vatinian');
  });
});
