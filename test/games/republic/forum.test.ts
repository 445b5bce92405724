import { describe, expect, it } from 'vitest';
import { baseNumber, effectiveLoyalty } from '../../../src/games/republic/phases/persuasion';
import { cardArrives } from '../../../src/games/republic/cards/draw';
import { top } from '../../../src/games/republic/registry';
import { openCounterBribes } from '../../../src/games/republic/apply';
import { enterStatesman } from '../../../src/games/republic/senators';
import { activateImminent, findWar, isRevolt, warStrength, defeatWar } from '../../../src/games/republic/wars';
import type { RepublicState } from '../../../src/games/republic/types';
import { addSenator, bare, ctxOf, play, refused, republic, runPhase, sumMoney } from './helpers';

/** A Forum Phase in which `seat` holds an initiative and may now persuade. */
function atPersuasion(s: RepublicState, seat: number): RepublicState {
  s.phase = 'forum';
  s.step = 'initiatives';
  s.forumState = { taken: 0, holder: seat, sub: 'persuade', queue: [], auction: null, persuasion: null };
  s.pending = [{ id: 999, kind: 'persuade', seat }];
  return s;
}

/** Every faction of the open round answers "no counter-bribe" (the empty-treasury factions are asked too). */
function noCounterBribes(s: RepublicState): RepublicState {
  let st = s;
  for (const d of openCounterBribes(st)) st = play(st, d.seat, { type: 'counterBribe', amount: 0 });
  return st;
}

describe('1.07.4 / 1.07.414 Counter-bribes: persuasion (worked example: Fabius and Claudius)', () => {
  it('base 0, bribe 9, counter-bribes 8, raise 7, roll 9: fails and all 24 talents go to Claudius', () => {
    const s = bare(3, 'forum');
    addSenator(s, 2, 0, { talents: 16 });
    addSenator(s, 5, null);
    addSenator(s, 10, 1);
    addSenator(s, 12, 2);
    s.factions[1].treasury = 10;
    s.factions[2].treasury = 10;
    atPersuasion(s, 0);
    const money = sumMoney(s);
    expect(baseNumber(s, s.senators['2'], s.senators['5'])).toBe(0);
    let st = play(s, 0, { type: 'persuade', persuader: '2', target: '5', bribe: 9 });
    expect(top(st)).toMatchObject({ kind: 'counterBribe', seat: 1 });
    st = play(st, 1, { type: 'counterBribe', amount: 5 });
    // The first round's counter-bribes stay secret until the round closes.
    expect(republic.view(st, null).forumState!.persuasion!.secret).toEqual({});
    expect(republic.view(st, 2).forumState!.persuasion!.secret).toEqual({});
    expect(republic.view(st, 1).forumState!.persuasion!.secret).toEqual({ 1: 5 });
    st = play(st, 2, { type: 'counterBribe', amount: 3 });
    expect(top(st)).toMatchObject({ kind: 'persuadeMore', seat: 0 });
    expect(st.forumState!.persuasion!.counterBribes).toEqual({ 1: 5, 2: 3 });
    st = play(st, 0, { type: 'raise', amount: 7 });
    st.forced.d6 = [4, 5];
    st = play(st, 1, { type: 'counterBribe', amount: 0 });
    st = play(st, 2, { type: 'counterBribe', amount: 0 });
    expect(st.senators['5']).toMatchObject({ faction: null, talents: 24 });
    expect(st.senators['2'].talents).toBe(0);
    expect(st.factions[1].treasury + st.factions[2].treasury).toBe(12);
    expect(sumMoney(st)).toBe(money);
    expect(top(st)).toMatchObject({ kind: 'knights', seat: 0 });
  });

  it('succeeds on 2d6 at or under the base number; the target joins in Rome', () => {
    const s = bare(3, 'forum');
    addSenator(s, 1, 0);
    addSenator(s, 20, null);
    atPersuasion(s, 0);
    // Cornelius ORA 3 + INF 5 - Terentius LOY 6 = 2; the others have no money and can only answer 0.
    s.forced.d6 = [1, 1];
    const st = noCounterBribes(play(s, 0, { type: 'persuade', persuader: '1', target: '20', bribe: 0 }));
    expect(st.senators['20']).toMatchObject({ faction: 0, where: { kind: 'rome' } });
  });

  it('a natural 10 or more always fails (1.07.41)', () => {
    const s = bare(3, 'forum');
    addSenator(s, 1, 0, { inf: 40 });
    addSenator(s, 20, null);
    atPersuasion(s, 0);
    s.forced.d6 = [5, 5];
    const st = noCounterBribes(play(s, 0, { type: 'persuade', persuader: '1', target: '20', bribe: 0 }));
    expect(st.forced.d6).toEqual([]);
    expect(st.senators['20'].faction).toBeNull();
  });

  it('1.07.411: an aligned target adds 7 and his talents to his loyalty; opposed statesmen in one faction have loyalty 0', () => {
    const s = bare(3, 'forum');
    addSenator(s, 2, 0);
    addSenator(s, 9, 1, { talents: 4 });
    addSenator(s, 11, 1);
    // Aurelius LOY 7 + 7 + 4 talents against Fabius 2 + 5.
    expect(baseNumber(s, s.senators['2'], s.senators['9'])).toBe(7 - 18);
    const c = ctxOf(s);
    addSenator(c.s, 1, 1);
    addSenator(c.s, 22, 1);
    enterStatesman(c, 1, '1A');
    enterStatesman(c, 1, '22A');
    // Scipio Africanus and Cato the Elder oppose each other: both count loyalty 0.
    expect(baseNumber(c.s, c.s.senators['2'], c.s.senators['1'])).toBe(7 - 0 - 7);
  });

  it('1.07.411: the Gracchi in two different factions both have loyalty 0, whoever persuades; with one in play, his own', () => {
    const s = bare(4, 'forum');
    addSenator(s, 2, 0);
    addSenator(s, 25, 1);
    addSenator(s, 3, 1);
    addSenator(s, 4, 2);
    const c = ctxOf(s);
    const tiberius = enterStatesman(c, 1, '25A');
    // Only one brother in play: his printed loyalty (6) counts.
    expect(effectiveLoyalty(c.s, tiberius, 0)).toBe(tiberius.loy);
    expect(tiberius.loy).toBeGreaterThan(0);
    const gaius = enterStatesman(c, 2, '25B');
    // Tiberius in faction 1, Gaius in faction 2: "if the brothers belong to different factions, both have
    // loyalty 0", also toward faction 0 and faction 3, which hold neither.
    expect(effectiveLoyalty(c.s, tiberius, 0)).toBe(0);
    expect(effectiveLoyalty(c.s, gaius, 3)).toBe(0);
    expect(baseNumber(c.s, c.s.senators['2'], tiberius)).toBe(c.s.senators['2'].ora + c.s.senators['2'].inf - 0 - 7 - tiberius.talents);
    // Toward the brother's own faction too (ruling 1.07.411).
    expect(effectiveLoyalty(c.s, tiberius, 2)).toBe(0);
  });

  it('refuses targets that may not be persuaded: a Faction Leader, one\'s own senator', () => {
    const s = bare(3, 'forum');
    addSenator(s, 2, 0);
    addSenator(s, 3, 0);
    addSenator(s, 9, 1);
    atPersuasion(s, 0);
    expect(refused(s, 0, { type: 'persuade', persuader: '2', target: '9', bribe: 0 })).toBe('republic.error.badTarget');
    expect(refused(s, 0, { type: 'persuade', persuader: '2', target: '3', bribe: 0 })).toBe('republic.error.badTarget');
  });
});

describe('1.07.2 Initiatives', () => {
  it('the HRAO\'s player goes first, then clockwise; the rest of the six are auctioned, at least 1T a bid (1.07.22)', () => {
    const s = bare(3, 'forum');
    addSenator(s, 1, 1, { office: 'romeConsul', talents: 10 });
    addSenator(s, 2, 2, { talents: 3 });
    addSenator(s, 3, 0);
    s.deck = Array.from({ length: 20 }, (_, i) => `intrigue:tribune-${38 + (i % 9)}`);
    // No sevens: every initiative draws a card.
    s.forced.d6 = Array.from({ length: 40 }, () => 1);
    const c = ctxOf(s, s.forced.d6);
    runPhase(c);
    const seats: number[] = [];
    let st = c.s;
    for (let i = 0; i < 30 && seats.length < 3; i++) {
      const d = top(st)!;
      if (d.kind === 'knights') seats.push(d.seat);
      st = play(st, d.seat, republic.legalActions(st, d.seat)[0]);
    }
    expect(seats).toEqual([1, 2, 0]);
    let d = top(st)!;
    while (d.kind !== 'bid') { st = play(st, d.seat, republic.legalActions(st, d.seat)[0]); d = top(st)!; }
    expect(d).toMatchObject({ kind: 'bid', seat: 1 });
    // 1.07.22 (1.07A): the minimum bid is 1T; a bid of nothing is no bid (pass instead).
    expect(() => republic.parseAction({ type: 'bid', senator: '1', amount: 0 })).toThrow();
    expect(republic.legalActions(st, 1).filter((a) => a.type === 'bid').every((a) => (a as { amount: number }).amount >= 1)).toBe(true);
    st = play(st, 1, { type: 'bid', senator: '1', amount: 2 });
    expect(top(st)).toMatchObject({ kind: 'bid', seat: 2 });
    expect(refused(st, 2, { type: 'bid', senator: '2', amount: 2 })).toBe('republic.error.badAmount');
    st = play(st, 2, { type: 'bid', senator: '2', amount: 3 });
    expect(st.senators['2'].talents).toBe(0);
    expect(st.forumState!.holder).toBe(2);
  });

  it('1.07.21: an initiative roll of 7 brings a random event from 3d6 instead of a card', () => {
    const s = bare(3, 'forum');
    addSenator(s, 1, 0, { office: 'romeConsul' });
    s.deck = ['intrigue:tribune-38'];
    const c = ctxOf(s, [3, 4, 3, 3, 3]);
    runPhase(c);
    expect(c.s.forum.events.map((e) => e.id)).toEqual(['event:drought']);
    expect(c.s.deck).toHaveLength(1);
  });
});

describe('1.07.5 Knights, 1.07.6 Games, 1.07.7 Faction Leader', () => {
  function at(sub: 'knights' | 'games' | 'changeLeader') {
    const s = bare(3, 'forum');
    addSenator(s, 1, 0, { talents: 20, knights: 2 });
    addSenator(s, 2, 0);
    s.phase = 'forum';
    s.step = 'initiatives';
    s.forumState = { taken: 0, holder: 0, sub: sub === 'changeLeader' ? 'leader' : sub, queue: [], auction: null, persuasion: null };
    s.pending = [{ id: 999, kind: sub, seat: 0 }];
    return s;
  }

  it('a knight comes when 1d6 + talents paid reaches 6; at most 5 talents', () => {
    const s = at('knights');
    s.forced.d6 = [3];
    const st = play(s, 0, { type: 'attractKnight', senator: '1', talents: 3 });
    expect(st.senators['1']).toMatchObject({ knights: 3, talents: 17 });
    expect(refused(s, 0, { type: 'attractKnight', senator: '1', talents: 6 })).toBe('republic.error.badAmount');
  });

  it('pressured knights leave and each brings 1d6 talents (1.07.51)', () => {
    const s = at('knights');
    s.forced.d6 = [4, 6];
    const st = play(s, 0, { type: 'pressureKnights', knights: { 1: 2 } });
    expect(st.senators['1']).toMatchObject({ knights: 0, talents: 30 });
  });

  it('games cost talents, raise popularity and lower unrest', () => {
    const s = at('games');
    s.unrest = 5;
    const st = play(s, 0, { type: 'games', senator: '1', games: 'bloodFest' });
    expect(st.senators['1']).toMatchObject({ pop: 2, talents: 7 });
    expect(st.unrest).toBe(3);
  });

  it('the Faction Leader can be moved to any senator of the faction', () => {
    const s = at('changeLeader');
    const st = play(s, 0, { type: 'leader', senator: '2' });
    expect(st.factions[0].leader).toBe('2');
  });
});

function forumWar(s: RepublicState, card: string) {
  return findWar(s, card);
}

describe('1.07.33 Wars, matching wars, imminent wars, revolts and leaders', () => {
  it('example 1.07.3321: the 3rd Punic War drawn activates the 1st and waits; the 2nd activates next turn, the 3rd the turn after', () => {
    const s = bare(3, 'forum');
    addSenator(s, 1, 0);
    s.forum.wars = [{ card: 'war:1st-punic', status: 'inactive', unprosecuted: false, navalVictory: false, leaders: [], turn: 0, waiting: false, revolt: false, usedNumbers: [], fought: { land: false, naval: false } }];
    const c = ctxOf(s);
    cardArrives(c, 'war:3rd-punic', 0);
    expect(forumWar(c.s, 'war:3rd-punic')!.status).toBe('imminent');
    expect(forumWar(c.s, 'war:1st-punic')!.status).toBe('active');
    cardArrives(c, 'war:2nd-punic', 0);
    expect(forumWar(c.s, 'war:2nd-punic')!.status).toBe('imminent');
    cardArrives(c, 'leader:hannibal', 0);
    expect(forumWar(c.s, 'war:1st-punic')!.leaders).toEqual(['leader:hannibal']);
    activateImminent(c);
    expect(forumWar(c.s, 'war:2nd-punic')!.status).toBe('active');
    expect(forumWar(c.s, 'war:3rd-punic')!.status).toBe('imminent');
    activateImminent(c);
    expect(forumWar(c.s, 'war:3rd-punic')!.status).toBe('active');
  });

  it('1.07.332 and 1.07.342: two active Punic Wars double their strength; Hannibal adds 7 after doubling', () => {
    const s = bare(3, 'forum');
    const c = ctxOf(s);
    cardArrives(c, 'war:2nd-punic', 0);
    expect(warStrength(c.s, forumWar(c.s, 'war:2nd-punic')!).land).toBe(15);
    c.s.forum.wars.unshift({ card: 'war:1st-punic', status: 'active', unprosecuted: false, navalVictory: false, leaders: [], turn: 0, waiting: false, revolt: false, usedNumbers: [], fought: { land: false, naval: false } });
    expect(warStrength(c.s, forumWar(c.s, 'war:2nd-punic')!).land).toBe(30);
    expect(warStrength(c.s, forumWar(c.s, 'war:1st-punic')!)).toMatchObject({ land: 20, naval: 20, fleetSupport: 5 });
    cardArrives(c, 'leader:hannibal', 0);
    expect(warStrength(c.s, forumWar(c.s, 'war:2nd-punic')!).land).toBe(37);
    expect(warStrength(c.s, forumWar(c.s, 'war:1st-punic')!).land).toBe(27);
  });

  it('example 1.07.333: once the 3rd Punic War is won, the 1st and 2nd count as revolts', () => {
    const s = bare(3, 'forum');
    const c = ctxOf(s);
    for (const card of ['war:1st-punic', 'war:2nd-punic']) {
      c.s.forum.wars.push({ card, status: 'active', unprosecuted: false, navalVictory: false, leaders: [], turn: 0, waiting: false, revolt: false, usedNumbers: [], fought: { land: false, naval: false } });
    }
    cardArrives(c, 'war:3rd-punic', 0);
    expect(isRevolt(c.s, forumWar(c.s, 'war:1st-punic')!)).toBe(false);
    defeatWar(c, 'war:3rd-punic', 'victory');
    expect(isRevolt(c.s, forumWar(c.s, 'war:1st-punic')!)).toBe(true);
    expect(isRevolt(c.s, forumWar(c.s, 'war:2nd-punic')!)).toBe(true);
    expect(c.s.provinces.africa).toBeDefined();
  });

  it('1.07.344: a leader without a matching war goes to the Curia; the war drawn later brings him back, active', () => {
    const s = bare(3, 'forum');
    // The matching war is still in the deck (else he would leave the game, leader-leaves.test.ts).
    s.deck = ['war:2nd-macedonian'];
    const c = ctxOf(s);
    cardArrives(c, 'leader:philip-v', 0);
    expect(c.s.curia.leaders).toEqual(['leader:philip-v']);
    c.s.deck = [];
    cardArrives(c, 'war:2nd-macedonian', 0);
    expect(forumWar(c.s, 'war:2nd-macedonian')).toMatchObject({ status: 'active', leaders: ['leader:philip-v'] });
    expect(c.s.curia.leaders).toEqual([]);
  });

  it('conditional revolts wait for their provinces (ruling C16)', () => {
    const s = bare(3, 'forum');
    const c = ctxOf(s);
    cardArrives(c, 'war:1st-sicilian-slave-revolt', 0);
    expect(forumWar(c.s, 'war:1st-sicilian-slave-revolt')).toMatchObject({ status: 'inactive', waiting: true });
  });
});

describe('1.07.8 Putting Rome in order', () => {
  it('gives Major markers to office holders, rolls for tax farmers under the 2nd Punic War (Tax Farmer rolls), and revives the Curia on 5-6', () => {
    const s = bare(3, 'forum');
    addSenator(s, 1, 0, { office: 'censor' });
    addSenator(s, 2, 0, { concessions: [{ card: 'concession:tax-farmer-3', corrupt: false }] });
    s.forum.wars = [{ card: 'war:2nd-punic', status: 'active', unprosecuted: false, navalVictory: false, leaders: [], turn: 0, waiting: false, revolt: false, usedNumbers: [], fought: { land: false, naval: false } }];
    s.curia.families = [14];
    s.step = 'end';
    s.forumState = { taken: 6, holder: null, sub: 'done', queue: [], auction: null, persuasion: null };
    // tax farmer roll 3 destroys Tax Farmer 3; Curia: concession 4 (stays), family 6 (returns).
    const c = ctxOf(s, [3, 6, 4]);
    c.s.phase = 'forum';
    runPhase(c);
    expect(c.s.senators['1'].major).toBe(true);
    expect(c.s.senators['2'].major).toBe(false);
    expect(c.s.senators['2'].concessions).toEqual([]);
    // The revived Aelius comes back unaligned to the Forum (the Senate may then repopulate Rome with him).
    expect(c.events).toContainEqual({ type: 'senatorToForum', senator: '14' });
    expect(c.s.curia.concessions).toEqual(['concession:tax-farmer-3']);
  });
});
