import { describe, expect, it } from 'vitest';
import { rebelMaintenance, REBEL_WAR, rebelStrength } from '../../../src/games/republic/civil-war';
import { killSenator } from '../../../src/games/republic/senators';
import { top } from '../../../src/games/republic/registry';
import type { RepublicState } from '../../../src/games/republic/types';
import { addSenator, bare, ctxOf, play, republic, runPhase } from './helpers';
import { armyOfFour, civilWarBattle, victorTable as victorTableOf } from './rebel-fixture';

const where = (s: RepublicState, at: string) => s.legions.filter((l) => l.at === at).length;

/** Revolution Phase after a land victory: Cornelius (1, faction 0) commands army 1 with 4 legions (2 veterans loyal to him) and 2 fleets. */
function victorTable(prep: (s: RepublicState) => void = () => {}): RepublicState {
  return victorTableOf({ fleets: 2, commander: { knights: 2, talents: 3, concessions: [{ card: 'concession:mining', corrupt: false }] }, prep });
}

describe('1.11.3 Declaring civil war', () => {
  it('a victorious commander may lay down his command: his army comes home', () => {
    let s = victorTable();
    expect(top(s)).toMatchObject({ kind: 'civilWar', seat: 0, senator: '1' });
    expect(republic.legalActions(s, 0)[0]).toEqual({ type: 'layDown' });
    s = play(s, 0, { type: 'layDown' });
    expect(s.armies).toEqual([]);
    expect(s.senators['1'].where).toEqual({ kind: 'rome' });
    expect(where(s, 'active')).toBe(4);
  });

  it('1.11.31: loyal veterans follow; other legions need 1d6 of 5+ in the Early Republic, +1 per talent pre-paid', () => {
    let s = victorTable();
    s.forced.d6 = [4, 3];
    s = play(s, 0, { type: 'testLoyalty', prepay: 1 });
    expect(s.senators['1'].talents).toBe(2);
    // 4 + 1 passes, 3 fails.
    expect(top(s)).toMatchObject({ kind: 'revolt', loyal: [s.legions[0].id, s.legions[1].id, s.legions[2].id] });
    s = play(s, 0, { type: 'revolt' });
    expect(s.senators['1']).toMatchObject({ rebel: 'primary', where: { kind: 'rebel' }, office: null, knights: 0, concessions: [] });
    expect(s.forum.concessions).toContain('concession:mining');
    expect(where(s, 'rebel')).toBe(3);
    expect(where(s, 'active')).toBe(1);
    // His fleets return to the Senate (1.11.3).
    expect(s.fleets.filter((f) => f.at === 'active')).toHaveLength(2);
  });

  it('1.11.34: veterans loyal to him elsewhere join him', () => {
    let s = victorTable((t) => { t.legions[10].at = 'active'; t.legions[10].veteran = true; t.legions[10].allegiance = '1'; });
    s.forced.d6 = [1, 1];
    s = play(s, 0, { type: 'testLoyalty', prepay: 0 });
    s = play(s, 0, { type: 'revolt' });
    expect(where(s, 'rebel')).toBe(3);
  });

  it('only one faction may be in revolt: a second victor can only lay down his command', () => {
    const s = victorTable((t) => {
      addSenator(t, 5, 1, { where: { kind: 'rebel' }, rebel: 'primary' });
      t.legions[20].at = 'rebel';
    });
    expect(republic.legalActions(s, 0)).toEqual([{ type: 'layDown' }]);
  });
});

describe('1.11.35 Rebel maintenance', () => {
  it('2T per legion from the rebel, then his faction; legions he cannot pay go to the Senate; loyal veterans are free', () => {
    const s = bare(3, 'revenue');
    addSenator(s, 1, 0, { where: { kind: 'rebel' }, rebel: 'primary', talents: 2 });
    s.factions[0].treasury = 3;
    for (const l of s.legions) l.at = 'pool';
    for (const l of s.legions.slice(0, 4)) l.at = 'rebel';
    s.legions[0].veteran = true; s.legions[0].allegiance = '1';
    const c = ctxOf(s);
    rebelMaintenance(c);
    expect(c.s.senators['1'].talents).toBe(0);
    expect(c.s.factions[0].treasury).toBe(1);
    expect(where(c.s, 'rebel')).toBe(3);
    expect(where(c.s, 'active')).toBe(1);
  });
});

function civilWar(legions: number, mil: number, rebelLegions: number, rebelMil: number, d6: number[]): RepublicState {
  return civilWarBattle(legions, mil, rebelLegions, rebelMil, d6).s;
}

describe('1.11.36 / 1.11.37 Civil war battles', () => {
  it('1.11.371 Senate Victory: the rebel dies, his legions return, unrest -1, the commander gains half the rebel strength', () => {
    const s = civilWar(10, 5, 2, 3, [6, 6, 6]);
    expect(s.senators['1']).toBeUndefined();
    expect(where(s, 'rebel')).toBe(0);
    expect(s.unrest).toBe(2);
    // Rebel strength 2 + 2: +2 INF and POP.
    expect(s.senators['4']).toMatchObject({ inf: 2, pop: 2 });
    expect(s.ending).toBeNull();
  });

  it('1.11.373 Senate Defeat: the commander dies and the rebel wins', () => {
    const s = civilWar(1, 1, 8, 5, [1, 1, 1]);
    expect(s.senators['4']).toBeUndefined();
    expect(s.ending).toEqual({ reason: 'rebel', winner: 0 });
    expect(republic.result(s)!.winners).toEqual([0]);
  });

  it('1.11.372 Stalemate: the war goes on, the commander stays as proconsul', () => {
    const s = civilWar(4, 2, 4, 0, [3, 4, 4]);
    expect(s.senators['1'].rebel).toBe('primary');
    expect(s.armies[0]).toMatchObject({ commander: '4', proconsul: true });
    expect(s.ending).toBeNull();
  });

  it('1.10.5 in a civil war (1.07A): a Stalemate makes one on each side, loyal to its commander', () => {
    const s = civilWar(4, 2, 4, 0, [3, 4, 4]);
    const vets = (at: string) => s.legions.filter((l) => l.at === at && l.veteran).map((l) => l.allegiance);
    expect(vets('army:1')).toEqual(['4']);
    expect(vets('rebel')).toEqual(['1']);
  });

  it('1.10.5 in a civil war (1.07A): a Senate Victory makes one Senate veteran, a Senate Defeat one rebel veteran', () => {
    const won = civilWar(10, 5, 2, 3, [6, 6, 6]);
    expect(won.legions.filter((l) => l.veteran).map((l) => l.allegiance)).toEqual(['4']);
    const lost = civilWarBattle(1, 1, 8, 5, [1, 1, 1]);
    expect(lost.s.legions.filter((l) => l.veteran).map((l) => l.allegiance)).toEqual(['1']);
  });

  it('1.11.37: the rebel Dictator\'s Master of Horse who joined him adds his MIL (with the rebel\'s, capped at the legions)', () => {
    const s = bare(3, 'combat');
    addSenator(s, 1, 0, { where: { kind: 'rebel' }, rebel: 'primary', mil: 2 });
    addSenator(s, 2, 0, { where: { kind: 'rebel' }, rebel: 'secondary', mil: 3, rebelMasterOfHorse: true });
    for (const l of s.legions) l.at = 'pool';
    for (const l of s.legions.slice(0, 4)) l.at = 'rebel';
    expect(rebelStrength(s)).toBe(4 + 4);
    s.legions[3].at = 'pool';
    expect(rebelStrength(s, 1)).toBe(3 + 3);
    s.senators['2'].rebelMasterOfHorse = undefined;
    expect(rebelStrength(s, 1)).toBe(3 + 1);
    // The flag comes from joining: a Dictator revolts and his Master of Horse joins him.
    let t = victorTable((u) => {
      u.senators['1'].office = 'dictator';
      Object.assign(u.senators['2'], { office: 'masterOfHorse', where: { kind: 'army', army: 1 } });
      u.armies[0].masterOfHorse = '2';
    });
    t.forced.d6 = [6, 6];
    t = play(play(t, 0, { type: 'testLoyalty', prepay: 0 }), 0, { type: 'revolt' });
    t = play(t, 0, { type: 'joinRebel', senators: ['2'] });
    expect(t.senators['2']).toMatchObject({ rebel: 'secondary', rebelMasterOfHorse: true, office: null, where: { kind: 'rebel' } });
  });

  it('1.11.36: a rebel the Senate does not attack in a Combat Phase wins', () => {
    const s = civilWar(0, 1, 4, 3, []);
    expect(s.ending).toEqual({ reason: 'rebel', winner: 0 });
  });
});

describe('1.11.32 Secondary rebels', () => {
  /** Cornelius revolts; Fabius (2, faction 0) is in Rome with 5 talents, Julius (4, faction 0) governs Sicilia with a garrison. */
  function revolted(): RepublicState {
    let s = victorTable((t) => {
      t.senators['2'].talents = 5;
      t.senators['2'].knights = 1;
      addSenator(t, 5, 0, { where: { kind: 'governor', province: 'sicilia' }, concessions: [{ card: 'concession:harbor-fees', corrupt: false }] });
      t.provinces.sicilia = { id: 'sicilia', developed: false, governor: '5', term: 3, electedTurn: 0, blockedTurn: null };
      t.legions[12].at = 'garrison:sicilia';
    });
    s.forced.d6 = [6, 6];
    s = play(s, 0, { type: 'testLoyalty', prepay: 0 });
    s = play(s, 0, { type: 'revolt' });
    return s;
  }

  it('the rebel\'s faction names the mates who join: each loses office, concessions and knights (1.11.33); a governor keeps his province without its garrison', () => {
    let s = revolted();
    expect(top(s)).toMatchObject({ kind: 'secondaryRebels', seat: 0, rebel: '1' });
    expect(republic.legalActions(s, 0)).toContainEqual({ type: 'joinRebel', senators: ['2', '5'] });
    expect(republic.apply(s, 0, { type: 'joinRebel', senators: ['3'] }).ok).toBe(false);
    s = play(s, 0, { type: 'joinRebel', senators: ['2', '5'] });
    expect(s.senators['2']).toMatchObject({ rebel: 'secondary', where: { kind: 'rebel' }, knights: 0 });
    expect(s.senators['5']).toMatchObject({ rebel: 'secondary', where: { kind: 'governor', province: 'sicilia' }, concessions: [] });
    expect(s.forum.concessions).toContain('concession:harbor-fees');
    expect(s.legions[12].at).toBe('pool');
  });

  it('1.11.32 rebels keep their provinces: in the basic game a governor ruling through a Legate who joins from Rome keeps it, its garrison out of play', () => {
    let s = victorTable((t) => {
      t.forum.laws.push('law:vatinian');
      // Fabius (2) stays in Rome and governs Sicilia through a Legate, with a garrison legion.
      t.provinces.sicilia = { id: 'sicilia', developed: false, governor: '2', term: 3, electedTurn: 0, blockedTurn: null };
      t.legions[12].at = 'garrison:sicilia';
    });
    s.forced.d6 = [6, 6];
    s = play(play(s, 0, { type: 'testLoyalty', prepay: 0 }), 0, { type: 'revolt' });
    // Nothing to choose in the basic game: he keeps every province.
    expect(republic.legalActions(s, 0)).toContainEqual({ type: 'joinRebel', senators: ['2'] });
    expect(republic.apply(s, 0, { type: 'joinRebel', senators: ['2'], keep: { 2: 'sicilia' } }).ok).toBe(false);
    const out = republic.apply(s, 0, { type: 'joinRebel', senators: ['2'] });
    expect(out.ok).toBe(true);
    if (!out.ok) return;
    expect(out.state.senators['2']).toMatchObject({ rebel: 'secondary', where: { kind: 'rebel' } });
    expect(out.state.provinces.sicilia).toMatchObject({ governor: '2', term: 3 });
    expect(out.state.legions[12].at).toBe('pool');
    expect(out.events).not.toContainEqual(expect.objectContaining({ type: 'governorRecalled' }));
  });

  it('1.11.34 a secondary rebel\'s veterans: veterans loyal to a mate who joins come to the Primary Rebel, from the Active Forces and from his garrison; the Bank\'s stay', () => {
    let s = victorTable((t) => {
      addSenator(t, 5, 0, { where: { kind: 'governor', province: 'sicilia' } });
      t.provinces.sicilia = { id: 'sicilia', developed: false, governor: '5', term: 3, electedTurn: 0, blockedTurn: null };
      // Fabius (2): a veteran in the Active Forces and one in the Bank; Julius (5): a veteran in his garrison.
      Object.assign(t.legions[10], { at: 'active', veteran: true, allegiance: '2' });
      Object.assign(t.legions[11], { at: 'disbanded', veteran: true, allegiance: '2' });
      Object.assign(t.legions[12], { at: 'garrison:sicilia', veteran: true, allegiance: '5' });
      t.legions[13].at = 'garrison:sicilia';
    });
    s.forced.d6 = [6, 6];
    s = play(play(s, 0, { type: 'testLoyalty', prepay: 0 }), 0, { type: 'revolt' });
    expect(where(s, 'rebel')).toBe(4);
    s = play(s, 0, { type: 'joinRebel', senators: ['2', '5'] });
    expect(s.legions[10].at).toBe('rebel');
    expect(s.legions[11].at).toBe('disbanded');
    // Ruling "1.11.34 a secondary rebel's veterans": his veteran leaves the garrison for the rebel before the rest of
    // it goes out of play (the basic game).
    expect(s.legions[12].at).toBe('rebel');
    expect(s.legions[13].at).toBe('pool');
    // They cost nothing (1.11.35): of the five rebel legions only the one that passed its roll costs 2T.
    const c = ctxOf(s);
    for (const l of c.s.legions) if (l.at === 'rebel' && !l.veteran) l.at = 'active';
    c.s.legions[2].at = 'rebel';
    c.s.senators['1'].talents = 2;
    c.s.senators['2'].talents = 0;
    c.s.factions[0].treasury = 0;
    rebelMaintenance(c);
    expect(c.s.senators['1'].talents).toBe(0);
    expect(where(c.s, 'rebel')).toBe(5);
  });

  it('their talents pay the rebel\'s upkeep after his own, and they die when the revolt ends', () => {
    let s = revolted();
    s = play(s, 0, { type: 'joinRebel', senators: ['2'] });
    const c = ctxOf(s);
    c.s.senators['1'].talents = 0;
    c.s.factions[0].treasury = 0;
    rebelMaintenance(c);
    // Two legions not loyal veterans cost 2T each: Fabius's 5 talents pay both.
    expect(c.s.senators['2'].talents).toBe(1);
    expect(where(c.s, 'rebel')).toBe(4);
    killSenator(c, '1', 'civilWarVictory');
    expect(c.s.senators['2']).toBeUndefined();
  });
});
