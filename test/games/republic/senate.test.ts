import { describe, expect, it } from 'vitest';
import { hrao, factionVotes } from '../../../src/games/republic/senators';
import { enterStatesman } from '../../../src/games/republic/senators';
import { top } from '../../../src/games/republic/registry';
import type { RepublicState } from '../../../src/games/republic/types';
import { addSenator, bare, ctxOf, play, refused, republic, runPhase } from './helpers';
import { propose, senateTable, vote } from './senate-table';

// The Senate table, votes and proposals are the shared fixtures of the Senate tests.

describe('1.09.11 HRAO and 1.09.12 Presiding Magistrate', () => {
  it('the highest office in Rome presides; without officials, the most influential senator in Rome', () => {
    const s = bare(3, 'senate');
    addSenator(s, 1, 0);
    addSenator(s, 2, 1, { office: 'censor' });
    addSenator(s, 3, 2, { office: 'fieldConsul' });
    expect(hrao(s)!.id).toBe('3');
    s.senators['3'].where = { kind: 'army', army: 1 };
    expect(hrao(s)!.id).toBe('2');
    s.senators['2'].office = null;
    // Cornelius INF 5 ORA 3 beats Fabius INF 5 ORA 2.
    expect(hrao(s)!.id).toBe('1');
  });

  it('the Temporary Rome Consul opens the Senate with the consular election', () => {
    const s = senateTable();
    expect(top(s)).toMatchObject({ kind: 'senateFloor', seat: 0 });
    const answers = republic.legalActions(s, 0).filter((a) => a.type !== 'assassinate');
    for (const a of answers) expect(a).toMatchObject({ type: 'propose', proposal: { kind: 'consuls' } });
    expect(refused(s, 0, { type: 'adjourn' })).toBe('republic.error.wrongDecision');
  });
});

describe('1.09.2 Consuls', () => {
  it('elects a pair, +5 influence each; they choose the Rome Consul (1.09.22); the old consul becomes a Prior Consul', () => {
    let s = senateTable();
    s = propose(s, { kind: 'consuls', a: '4', b: '5' });
    s = vote(s);
    expect(top(s)).toMatchObject({ kind: 'consulRoles', seat: 1 });
    s = play(s, 1, { type: 'romeConsul', senator: '5' });
    expect(s.senators['5']).toMatchObject({ office: 'romeConsul', inf: 4 + 5 });
    expect(s.senators['4']).toMatchObject({ office: 'fieldConsul', inf: 4 + 5 });
    // The old consul is a Prior Consul (and, the only one, becomes Censor at once).
    expect(s.senators['1']).toMatchObject({ office: 'censor', priorConsul: true });
    // The new Rome Consul presides.
    expect(republic.activePlayers(s)[0]).toBe(1);
  });

  it('the current consul cannot be elected again (without Tradition Erodes)', () => {
    const s = senateTable();
    expect(refused(s, 0, { type: 'propose', proposal: { kind: 'consuls', a: '1', b: '2' } })).toBe('republic.error.badProposal');
  });

  it('example 1.09.131: a defeated pair cannot return in another order; its members can in another pair', () => {
    let s = senateTable();
    s = propose(s, { kind: 'consuls', a: '2', b: '4' });
    s = vote(s, { 0: 'nay', 1: 'nay', 2: 'yea' });
    expect(refused(s, 0, { type: 'propose', proposal: { kind: 'consuls', a: '4', b: '2' } })).toBe('republic.error.proposalRepeated');
    s = propose(s, { kind: 'consuls', a: '2', b: '7' });
    expect(top(s)!.kind).toBe('callVoter');
  });

  it('1.09.141: votes are ORA plus knights plus talents paid', () => {
    let s = senateTable();
    s.senators['7'].knights = 3;
    s.senators['8'].talents = 5;
    s = propose(s, { kind: 'consuls', a: '2', b: '4' });
    s = vote(s, { 0: 'yea', 1: 'yea', 2: { type: 'vote', choice: 'nay', bribes: { 8: 5 } } });
    // yea: Cornelius 3+Fabius 2+Valerius 2 + Julius 3+Claudius 3+Manlius 2 = 15; nay: Fulvius 2+3 knights + Furius 3+5 bought + Aurelius 3 = 16.
    const res = s.senators['2'].office;
    expect(res).toBeNull();
    expect(s.senators['8'].talents).toBe(0);
  });

  it('1.09.144: a proposal defeated by every other player\'s senators costs the Presiding Magistrate 1 INF or the chair', () => {
    let s = senateTable();
    s = propose(s, { kind: 'consuls', a: '2', b: '3' });
    s = vote(s, { 0: 'yea', 1: 'nay', 2: 'nay' });
    expect(top(s)).toMatchObject({ kind: 'unanimousDefeat', seat: 0, pm: '1' });
    const lose = play(s, 0, { type: 'loseInfluence' });
    expect(lose.senators['1'].inf).toBe(s.senators['1'].inf - 1);
    const down = play(s, 0, { type: 'stepDown' });
    expect(down.senate!.steppedDown).toEqual(['1']);
    // Fabius (INF 5, ORA 2, lower ID than Valerius) is next in line.
    expect(top(down)).toMatchObject({ kind: 'senateFloor', seat: 0 });
    expect(down.senators['1'].office).toBe('romeConsul');
  });

  it('1.09.21: when only one pair can still be named, it is appointed', () => {
    const s = bare(3, 'senate');
    addSenator(s, 1, 0, { office: 'romeConsul', priorConsul: true });
    addSenator(s, 2, 0);
    addSenator(s, 3, 1);
    const c = ctxOf(s);
    runPhase(c);
    expect(c.events).toContainEqual(expect.objectContaining({ type: 'consulsElected', a: '2', b: '3', how: 'appointed' }));
  });

  it('1.04.2 example: a faction of Manlius (ORA 2 + 2 knights), T. Sempronius Gracchus (ORA 4) and Sulpicius (ORA 2) has 10 votes', () => {
    const s = bare(3, 'senate');
    addSenator(s, 6, 0, { knights: 2 });
    addSenator(s, 25, 0);
    addSenator(s, 15, 0);
    const c = ctxOf(s);
    enterStatesman(c, 0, '25A');
    expect(factionVotes(c.s, 0)).toBe(10);
  });
});

describe('1.09.15 Tribunes', () => {
  it('1.09.152: a Tribune vetoes a proposal before or during its faction\'s vote; the slate may not return', () => {
    let s = senateTable();
    s.factions[2].hand = ['intrigue:tribune-38'];
    s = propose(s, { kind: 'consuls', a: '2', b: '4' });
    s = play(s, 0, { type: 'call', seat: 2 });
    expect(republic.legalActions(s, 2)).toContainEqual({ type: 'veto', card: 'intrigue:tribune-38' });
    s = play(s, 2, { type: 'veto', card: 'intrigue:tribune-38' });
    expect(s.senate!.floor).toEqual([]);
    expect(s.discard).toContain('intrigue:tribune-38');
    expect(refused(s, 0, { type: 'propose', proposal: { kind: 'consuls', a: '2', b: '4' } })).toBe('republic.error.proposalRepeated');
    // No unanimous-defeat penalty for a veto.
    expect(top(s)!.kind).toBe('senateFloor');
  });

  it('1.09.151: a Tribune lets another faction put its own proposal on the floor', () => {
    let s = senateTable();
    s.factions[1].hand = ['intrigue:tribune-39'];
    expect(republic.activePlayers(s)[0]).toBe(0);
    expect(republic.activePlayers(s)).toContain(1);
    s = play(s, 1, { type: 'tribunePropose', proposal: { kind: 'consuls', a: '4', b: '5' }, card: 'intrigue:tribune-39' });
    expect(s.senate!.floor[0]).toMatchObject({ by: 1, viaTribune: true });
    s = vote(s, { 0: 'nay', 1: 'yea', 2: 'nay' });
    // Defeated, but no penalty: it was a Tribune's proposal.
    expect(top(s)!.kind).toBe('senateFloor');
  });
});

describe('Ruling "Interrupt windows" (1.09.15)', () => {
  it('lists every seat whose window is open, so a seat with a Tribune looks like one without', () => {
    const withCard = senateTable();
    withCard.factions[1].hand = ['intrigue:tribune-39'];
    const without = senateTable();
    without.factions[1].hand = ['intrigue:assassin-49'];
    expect(republic.activePlayers(withCard)).toEqual(republic.activePlayers(without));
    expect(republic.activePlayers(without)).toEqual([0, 1, 2]);
    // Only the owner's own legal actions tell the difference, and those are shown to him alone.
    expect(republic.legalActions(withCard, 1).some((a) => a.type === 'tribunePropose')).toBe(true);
    expect(republic.legalActions(without, 1).some((a) => a.type === 'tribunePropose')).toBe(false);
  });
});

/** A Senate past the consular election (Julius Rome Consul, Fulvius Field Consul); `prep` changes the table first. */
function afterConsuls(prep: (s: RepublicState) => void = () => {}): RepublicState {
  let s = senateTable();
  prep(s);
  s = propose(s, { kind: 'consuls', a: '4', b: '7' });
  s = vote(s);
  s = play(s, top(s)!.seat, { type: 'romeConsul', senator: '4' });
  return s;
}

describe('1.09.4 Censor and 1.09.41 prosecutions', () => {
  it('1.09.4 / 1.09.5: the only Prior Consul free of office is appointed Censor (+5)', () => {
    const s = afterConsuls();
    expect(s.senators['1']).toMatchObject({ office: 'censor', inf: 5 + 5 });
  });

  it('1.09.441: a minor conviction costs 5 POP, 5 INF, the Prior Consul marker and the concessions; the Prosecutor gains (1.09.44)', () => {
    let s = afterConsuls((t) => {
      Object.assign(t.senators['8'], { corrupt: true, priorConsul: false, pop: 2, inf: 6, concessions: [{ card: 'concession:mining', corrupt: false }] });
    });
    // Cornelius, the only Prior Consul, is Censor and presides.
    s.senators['8'].priorConsul = true;
    expect(top(s)).toMatchObject({ kind: 'senateFloor', seat: 0 });
    s = propose(s, { kind: 'prosecution', accused: '8', reason: 'corrupt', prosecutor: '2' });
    s = vote(s, { 0: 'yea', 1: 'yea', 2: 'nay' });
    // Guilty 15 to 8 + his 6 influence.
    expect(s.senators['8']).toMatchObject({ pop: -3, inf: 1, priorConsul: false, concessions: [] });
    expect(s.forum.concessions).toContain('concession:mining');
    expect(s.senators['2']).toMatchObject({ priorConsul: true, inf: 5 + 3 });
  });

  it('1.09.421: the accused may appeal to the people when his faction votes', () => {
    let s = afterConsuls((t) => Object.assign(t.senators['8'], { corrupt: true, pop: 3 }));
    s = propose(s, { kind: 'prosecution', accused: '8', reason: 'corrupt', prosecutor: '2' });
    s = play(s, 0, { type: 'call', seat: 2 });
    expect(republic.legalActions(s, 2)).toContainEqual({ type: 'appeal' });
    s.forced.d6 = [4, 4];
    s = play(s, 2, { type: 'appeal' });
    // 8 + 3 = 11: +16 votes against conviction.
    expect(s.senate!.floor[0].bonusNay).toBe(3 + 16);
    expect(republic.legalActions(s, 2)).not.toContainEqual({ type: 'appeal' });
  });
});

describe('1.09.5 Governors and 1.09.6 other business', () => {
  it('example 1.09.131: a joint governorship that failed may come back as separate proposals', () => {
    let s = afterConsuls((t) => {
      t.provinces.sicilia = { id: 'sicilia', developed: false, governor: null, term: 0, electedTurn: null, blockedTurn: null };
      t.provinces.sardinia = { id: 'sardinia', developed: false, governor: null, term: 0, electedTurn: null, blockedTurn: null };
    });
    expect(s.senate!.step).toBe('governors');
    s = propose(s, { kind: 'governors', assignments: [{ province: 'sicilia', senator: '2' }, { province: 'sardinia', senator: '5' }] });
    s = vote(s, { 0: 'nay', 1: 'nay', 2: 'yea' });
    s = propose(s, { kind: 'governors', assignments: [{ province: 'sicilia', senator: '2' }] });
    s = vote(s);
    expect(s.senators['2'].where).toEqual({ kind: 'governor', province: 'sicilia' });
    expect(s.provinces.sicilia).toMatchObject({ governor: '2', term: 3 });
  });

  it('raises legions at 10T each and sends the Field Consul to war; example 1.09.131 on forces', () => {
    let s = afterConsuls((t) => {
      t.forum.wars = [{ card: 'war:2nd-illyrian', status: 'active', unprosecuted: false, navalVictory: false, leaders: [], turn: 0, waiting: false, revolt: false, usedNumbers: [], fought: { land: false, naval: false } }];
    });
    expect(s.senate!.step).toBe('business');
    const pm = top(s)!.seat;
    s = propose(s, { kind: 'raise', legions: 4, fleets: 2 });
    s = vote(s);
    expect(s.treasury).toBe(100 - 60);
    expect(s.legions.filter((l) => l.at === 'active')).toHaveLength(8);
    s = play(s, pm, { type: 'propose', proposal: { kind: 'deploy', commander: '7', war: 'war:2nd-illyrian', legions: 8, fleets: 2 } });
    s = vote(s, { 0: 'abstain', 1: 'nay', 2: 'nay' });
    expect(refused(s, pm, { type: 'propose', proposal: { kind: 'deploy', commander: '7', war: 'war:2nd-illyrian', legions: 8, fleets: 2 } })).toBe('republic.error.proposalRepeated');
    s = play(s, pm, { type: 'propose', proposal: { kind: 'deploy', commander: '7', war: 'war:2nd-illyrian', legions: 7, fleets: 2 } });
    s = vote(s);
    expect(s.senators['7'].where.kind).toBe('army');
    expect(s.legions.filter((l) => l.at === `army:${s.armies[0].id}`)).toHaveLength(7);
  });

  it('1.09.643: a commander sent with less than the war\'s strength must consent', () => {
    let s = afterConsuls((t) => {
      t.forum.wars = [{ card: 'war:1st-gallic', status: 'active', unprosecuted: false, navalVictory: false, leaders: [], turn: 0, waiting: false, revolt: false, usedNumbers: [], fought: { land: false, naval: false } }];
    });
    const pm = top(s)!.seat;
    s = play(s, pm, { type: 'propose', proposal: { kind: 'deploy', commander: '7', war: 'war:1st-gallic', legions: 2, fleets: 0 } });
    expect(top(s)).toMatchObject({ kind: 'consent', seat: 2 });
    s = play(s, 2, { type: 'consent', agree: false });
    expect(s.senate!.floor).toEqual([]);
  });

  it('1.09.62: a land bill lowers unrest and costs the senators voting against it popularity', () => {
    let s = afterConsuls((t) => { t.unrest = 5; });
    const pm = top(s)!.seat;
    const own = Object.values(s.senators).filter((x) => x.faction === pm && x.where.kind === 'rome');
    s = play(s, pm, { type: 'propose', proposal: { kind: 'landBill', bill: 'III', sponsor: own[0].id, coSponsor: own[1].id } });
    expect(republic.legalActions(s, top(s)!.seat)).not.toContainEqual({ type: 'vote', choice: 'abstain' });
    s = vote(s, { [pm]: 'yea', [(pm + 1) % 3]: 'yea', [(pm + 2) % 3]: 'nay' });
    expect(s.unrest).toBe(2);
    expect(s.landBills.III).toBe(1);
    expect(s.senators[own[0].id].pop).toBe(4);
    const against = Object.values(s.senators).filter((x) => x.faction === (pm + 2) % 3 && x.where.kind === 'rome');
    for (const x of against) expect(x.pop).toBe(-2);
  });

  it('adjourning closes the Senate (1.09.6)', () => {
    let s = afterConsuls();
    s = play(s, top(s)!.seat, { type: 'adjourn' });
    expect(s.phase).not.toBe('senate');
  });
});

describe('1.09.7 Assassination', () => {
  it('a kill on 5+; the target\'s faction may not be targeted again this turn', () => {
    let s = senateTable();
    s.forced.d6 = [5];
    s = play(s, 2, { type: 'assassinate', assassin: '7', target: '5', cards: [] });
    expect(s.senators['5']).toBeUndefined();
    expect(s.turnFlags.assassinationsMade).toEqual([2]);
    expect(refused(s, 0, { type: 'assassinate', assassin: '1', target: '4', cards: [] })).toBe('republic.error.badTarget');
    expect(refused(s, 2, { type: 'assassinate', assassin: '8', target: '1', cards: [] })).toBe('republic.error.notAllowed');
  });

  it('1.09.74: a caught assassin dies and his Faction Leader loses 5 INF and stands trial', () => {
    let s = senateTable();
    s.forced.d6 = [1];
    s = play(s, 2, { type: 'assassinate', assassin: '8', target: '5', cards: [] });
    expect(s.senators['8']).toBeUndefined();
    expect(s.senators['7'].inf).toBe(0);
    // The Special Major Prosecution is on the floor, above nothing else.
    expect(s.senate!.floor[0].proposal).toMatchObject({ kind: 'specialProsecution', accused: '7' });
    s = vote(s, { 0: 'yea', 1: 'yea', 2: 'nay' });
    expect(s.senators['7']).toBeUndefined();
    expect(s.curia.families).toContain(7);
  });

  it('Secret Bodyguards lower the roll and force a catch re-roll', () => {
    let s = senateTable();
    s.factions[1].hand = ['intrigue:secret-bodyguard-47'];
    s.forced.d6 = [5];
    s = play(s, 2, { type: 'assassinate', assassin: '7', target: '5', cards: [] });
    expect(top(s)).toMatchObject({ kind: 'bodyguards', seat: 1 });
    s.forced.d6 = [2];
    s = play(s, 1, { type: 'bodyguards', cards: ['intrigue:secret-bodyguard-47'] });
    expect(s.senators['5']).toBeDefined();
    expect(s.senators['7']).toBeUndefined();
  });
});

describe('1.09.82 Consul for Life', () => {
  it('an elected Consul for Life adds his influence to his votes and cannot be vetoed', () => {
    let s = afterConsuls((t) => { t.senators['2'].inf = 21; });
    s.factions[1].hand = ['intrigue:tribune-40'];
    s = play(s, top(s)!.seat, { type: 'propose', proposal: { kind: 'consulForLife', senator: '2' } });
    expect(republic.legalActions(s, 1).some((a) => a.type === 'veto')).toBe(false);
    s = vote(s, { 0: 'yea', 1: 'nay', 2: 'nay' });
    expect(s.consulForLife).toBe('2');
  });

  it('a senator in Rome with 35 influence becomes Consul for Life at once (1.09.822)', () => {
    const s = senateTable();
    s.senators['9'].inf = 35;
    const c = ctxOf(s);
    c.s.pending = [];
    runPhase(c);
    expect(c.s.consulForLife).toBe('9');
  });
});

describe('1.09.823 The Consul for Life rules the Senate', () => {
  it('his player answers the Senate\'s decisions for the other factions, without their Tribunes', () => {
    let s = afterConsuls((t) => { t.senators['2'].inf = 21; });
    s = play(s, top(s)!.seat, { type: 'propose', proposal: { kind: 'consulForLife', senator: '2' } });
    s = vote(s, { 0: 'yea', 1: 'yea', 2: 'nay' });
    expect(s.consulForLife).toBe('2');
    s.factions[2].hand = ['intrigue:tribune-41'];
    // The Presiding Magistrate's floor decision belongs to faction 1, but faction 0 answers it.
    const d = top(s)!;
    expect(d).toMatchObject({ kind: 'senateFloor', seat: 1 });
    expect(republic.activePlayers(s)).toEqual([0]);
    expect(republic.legalActions(s, 1)).toEqual([]);
    expect(refused(s, 1, { type: 'adjourn' })).toBe('republic.error.notYourTurn');
    s = play(s, 0, { type: 'propose', proposal: { kind: 'raise', legions: 1, fleets: 0 } });
    s = play(s, 0, { type: 'call', seat: 2 });
    expect(top(s)).toMatchObject({ kind: 'vote', seat: 2 });
    expect(republic.legalActions(s, 0).some((a) => a.type === 'veto')).toBe(false);
    expect(refused(s, 0, { type: 'veto', card: 'intrigue:tribune-41' })).toBe('republic.error.notAllowed');
    s = play(s, 0, { type: 'vote', choice: 'yea' });
    expect(s.senate!.floor[0].votes.map((v) => v.seat)).toEqual([2]);
  });
});

describe('Statesmen in the Senate', () => {
  it('a Gracchus proposes a land bill without a Tribune; Popillius Laenas vetoes it without one', () => {
    let s = afterConsuls((t) => {
      addSenator(t, 23, 0);
      addSenator(t, 25, 2);
    });
    const c = ctxOf(s);
    enterStatesman(c, 0, '23A');
    enterStatesman(c, 2, '25A');
    s = c.s;
    // Faction 1 presides (Julius is Rome Consul); faction 2 uses T. Gracchus's own Tribune.
    expect(top(s)).toMatchObject({ kind: 'senateFloor', seat: 1 });
    const own = Object.values(s.senators).filter((x) => x.faction === 2 && x.where.kind === 'rome').map((x) => x.id);
    const proposal = { kind: 'landBill' as const, bill: 'I' as const, sponsor: own[0], coSponsor: own[1] };
    expect(republic.legalActions(s, 2)).toContainEqual({ type: 'tribunePropose', proposal, statesman: '25' });
    s = play(s, 2, { type: 'tribunePropose', proposal, statesman: '25' });
    expect(s.senate!.floor[0]).toMatchObject({ by: 2, viaTribune: true });
    // The Gracchi's Tribune proposes land bills only.
    expect(republic.legalActions(s, 2).some((a) => a.type === 'veto')).toBe(false);
    s = play(s, 1, { type: 'call', seat: 0 });
    expect(republic.legalActions(s, 0)).toContainEqual({ type: 'veto', statesman: '23' });
    s = play(s, 0, { type: 'veto', statesman: '23' });
    expect(s.senate!.floor).toEqual([]);
    expect(s.turnFlags.freeTribunesUsed.sort()).toEqual(['23', '25']);
  });

  it('Flaccus claims an unheld Land Commissioner while a land bill is in force', () => {
    let s = afterConsuls((t) => {
      addSenator(t, 7, 2);
      t.landBills.II = 1;
      t.forum.concessions = ['concession:land-commissioner'];
    });
    const c = ctxOf(s);
    enterStatesman(c, 2, '7A');
    s = c.s;
    s = play(s, 2, { type: 'claimLandCommissioner' });
    expect(s.senators['7'].concessions).toEqual([{ card: 'concession:land-commissioner', corrupt: false }]);
    expect(s.forum.concessions).toEqual([]);
  });
});
