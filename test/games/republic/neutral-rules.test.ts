/** Section 4 rules the Neutrals follow beyond their guideline cards: pooled revenue (4.03) and the military plan (4.05). */
import { describe, expect, it } from 'vitest';
import { neutralDeploys, neutralPlan, neutralRaise } from '../../../src/games/republic/neutral/military';
import { splitPool } from '../../../src/games/republic/neutral/revenue';
import type { RepublicState } from '../../../src/games/republic/types';
import { imperialsAtWar } from './neutral-fixture';
import { addSenator, bare, ctxOf, runPhase, sumMoney } from './helpers';
import { war } from './senate-table';

describe('4.03 pooled revenue split (ruling "4.03 Neutral revenue")', () => {
  it('splits a pool by each role\'s Revenue guideline', () => {
    const ids = ['1', '2', '3'];
    expect(splitPool('imperials', 9, ids, '1', () => 4)).toEqual([{ to: null, amount: 4 }, { to: '1', amount: 5 }]);
    // The die never takes more than the pool.
    expect(splitPool('imperials', 3, ids, '1', () => 6)).toEqual([{ to: null, amount: 3 }]);
    expect(splitPool('plutocrats', 11, ids, '1', () => 1)).toEqual([{ to: '1', amount: 3 }, { to: '2', amount: 3 }, { to: '3', amount: 3 }, { to: null, amount: 2 }]);
    expect(splitPool('conservatives', 7, ids, '2', () => 1)).toEqual([{ to: null, amount: 3 }, { to: '2', amount: 4 }]);
    expect(splitPool('populists', 9, ids, '3', () => 1)).toEqual([{ to: '1', amount: 1 }, { to: '2', amount: 1 }, { to: '3', amount: 1 }, { to: null, amount: 1 }, { to: '3', amount: 5 }]);
    // A short pool pays the senators first; a missing leader's share goes to the treasury.
    expect(splitPool('populists', 2, ids, '3', () => 1)).toEqual([{ to: '1', amount: 1 }, { to: '2', amount: 1 }]);
    expect(splitPool('conservatives', 5, ids, null, () => 1)).toEqual([{ to: null, amount: 2 }, { to: null, amount: 3 }]);
  });

  it('a Neutral\'s personal revenue is pooled in the Revenue Phase, a player\'s is not', () => {
    const s = bare(2, 'revenue');
    s.factions[1].kind = 'neutral';
    s.factions[1].neutralRole = 'conservatives';
    addSenator(s, 1, 0);
    addSenator(s, 2, 0);
    addSenator(s, 3, 1, { knights: 1 });
    addSenator(s, 4, 1);
    const before = sumMoney(s);
    const c = ctxOf(s);
    runPhase(c);
    // The player: leader 3T, the other 1T. The Conservatives' pool: 3 + 1 knight + 1 = 5, half down (2) to the treasury.
    expect(c.s.senators['1'].talents).toBe(3);
    expect(c.s.senators['2'].talents).toBe(1);
    expect(c.s.factions[1].treasury).toBe(2);
    expect(c.s.senators['3'].talents).toBe(3);
    expect(c.s.senators['4'].talents).toBe(0);
    expect(sumMoney(c.s)).toBe(before);
  });
});

const military = imperialsAtWar;

describe('4.05 the Neutrals\' military plan (ruling "4.05 Neutral military plan")', () => {
  it('normal plan: two active wars with adequate force (units equal to their strength) plus half the spare', () => {
    const s = military(['war:1st-illyrian', 'war:1st-gallic']);
    s.legions.slice(0, 20).forEach((l) => { l.at = 'active'; });
    s.fleets.slice(0, 4).forEach((f) => { f.at = 'active'; });
    const plan = neutralPlan(s);
    expect(plan.crisis).toBe(false);
    expect(plan.attacks.map((a) => a.war).sort()).toEqual(['war:1st-gallic', 'war:1st-illyrian']);
    // Gallic 10 land, Illyrian 5 land: 15 of 20 legions committed, 5 spare; the largest takes half (2), the next half of 3 (1).
    expect(plan.attacks).toEqual([
      { war: 'war:1st-gallic', legions: 12, fleets: 0, allOut: false },
      { war: 'war:1st-illyrian', legions: 6, fleets: 3, allOut: false },
    ]);
    expect(plan.raiseLegions + plan.raiseFleets).toBe(0);
    // The largest war first, by the Field Consul (the Rome Consul goes only after him, 1.09.641).
    expect(neutralDeploys(s)).toEqual([{ kind: 'deploy', commander: '2', war: 'war:1st-gallic', legions: 12, fleets: 0 }]);
    // When the Rome Consul presides, sending him ends the Senate (1.09.642): both Consuls go in one proposal.
    s.senate = newSenateState();
    s.senate.step = 'business';
    expect(neutralDeploys(s)[0]).toEqual({
      kind: 'deploy', commander: '2', war: 'war:1st-gallic', legions: 12, fleets: 0,
      second: { commander: '3', war: 'war:1st-illyrian', legions: 6, fleets: 3 },
    });
  });

  it('raises what the plan needs when the State can pay for it, and falls back on one war when it cannot pay for two', () => {
    const rich = military(['war:1st-illyrian', 'war:1st-gallic'], 400);
    expect(neutralRaise(rich)).toEqual({ kind: 'raise', legions: 15, fleets: 3 });
    // 172T less a 30T reserve (70T of next turn's revenue covers the upkeep of 3 wars) pays 11 units at 12T
    // (10T + 2T upkeep): not the 18 both wars need, but the 10 legions of the larger one (no dangerous war).
    const poor = military(['war:1st-illyrian', 'war:1st-gallic'], 172);
    const plan = neutralPlan(poor);
    expect(plan.attacks.map((a) => a.war)).toEqual(['war:1st-gallic']);
    expect(plan.raiseLegions).toBe(10);
  });

  it('crisis (a war stronger than 15, three wars, a rebel) and all-out attacks cut four wars down to three', () => {
    const s = military(['war:1st-illyrian', 'war:1st-gallic', 'war:1st-macedonian', 'war:2nd-illyrian']);
    s.legions.slice(0, 25).forEach((l) => { l.at = 'active'; });
    s.fleets.slice(0, 10).forEach((f) => { f.at = 'active'; });
    const plan = neutralPlan(s);
    expect(plan.crisis).toBe(true);
    // Four active wars: one all-out attack, against the weakest.
    expect(plan.attacks).toHaveLength(1);
    expect(plan.attacks[0].allOut).toBe(true);
    expect(plan.attacks[0].legions).toBeGreaterThan(15);
  });

  it('in peace keeps 10 legions and 5 fleets', () => {
    const s = military([], 400);
    expect(neutralRaise(s)).toEqual({ kind: 'raise', legions: 10, fleets: 5 });
    // Only what the State can pay for: 100T less the 30T reserve buys 5 units (10T each and 2T upkeep).
    expect(neutralRaise(military([], 100))).toEqual({ kind: 'raise', legions: 5, fleets: 0 });
    s.legions.slice(0, 12).forEach((l) => { l.at = 'active'; });
    expect(neutralRaise(s)).toEqual({ kind: 'raise', legions: 0, fleets: 5 });
  });
});

// ------------------------------------------------------------------ 4.05 spoils draft, Consul for Life

import { neutralAnswer } from '../../../src/games/republic/neutral/policy';
import { rulingCoalition } from '../../../src/games/republic/neutral/senate';
import { spoilsDraft } from '../../../src/games/republic/neutral/draft';
import { newSenateState } from '../../../src/games/republic/phases/senate/core';
import type { Decision, FloorItem } from '../../../src/games/republic/types';

const ask = (s: RepublicState, d: Partial<Decision>) => neutralAnswer(s, { id: 1, ...d } as Decision);

/**
 * Seat 0 a player (7 votes), seat 1 Conservatives (three senators, 6 votes), seat 2 Plutocrats (two, 4 votes):
 * the ruling coalition is 2+3 (seats 1 and 2). Unrest 1.
 */
function draftTable(): RepublicState {
  const s = bare(3, 'senate');
  s.factions[1].kind = 'neutral';
  s.factions[1].neutralRole = 'conservatives';
  s.factions[2].kind = 'neutral';
  s.factions[2].neutralRole = 'plutocrats';
  addSenator(s, 1, 0, { ora: 7, knights: 0, inf: 9, pop: 0 });
  addSenator(s, 4, 1, { ora: 2, knights: 0, inf: 3, pop: 2, mil: 1 });
  addSenator(s, 5, 1, { ora: 2, knights: 0, inf: 5, pop: 0, mil: 5, priorConsul: true });
  addSenator(s, 6, 1, { ora: 2, knights: 0, inf: 1, pop: 0, mil: 2 });
  addSenator(s, 7, 2, { ora: 2, knights: 0, inf: 2, pop: 0, mil: 1, priorConsul: true });
  addSenator(s, 8, 2, { ora: 2, knights: 0, inf: 6, pop: 0, mil: 1 });
  s.unrest = 1;
  s.senate = newSenateState();
  s.senate.pm = '1';
  return s;
}

describe('4.05 the spoils draft (ruling "4.05 Neutral spoils draft")', () => {
  it('coalition Neutrals pick in vote order by their Spoils lists, each office to the least influential eligible senator', () => {
    const s = draftTable();
    expect(rulingCoalition(s)).toEqual([1, 2]);
    // Conservatives: Rome Consul (POP at least the unrest: only senator 4); Plutocrats: Censor (a Prior Consul, 7);
    // round two: the Conservatives' next wish they can fill is Field Consul (least INF: 6).
    expect(spoilsDraft(s, [1, 2])).toEqual([
      { item: 'romeConsul', seat: 1, senator: '4' },
      { item: 'censor', seat: 2, senator: '7' },
      { item: 'fieldConsul', seat: 1, senator: '6' },
    ]);
  });

  it('a Neutral Presiding Magistrate nominates the draft\'s Consuls and then its Censor', () => {
    const s = draftTable();
    s.senators['8'].office = 'romeConsul';
    s.senate!.pm = '8';
    s.pending = [{ id: 1, kind: 'senateFloor', seat: 2 } as Decision];
    expect(ask(s, { kind: 'senateFloor', seat: 2 })).toEqual({ type: 'propose', proposal: { kind: 'consuls', a: '4', b: '6' } });
    // Elected: the Conservatives' two picks are made, the Plutocrats' Censor comes next.
    s.senate!.step = 'censor';
    s.turnFlags.officesFilled.push('romeConsul', 'fieldConsul');
    s.senators['8'].office = null;
    s.senators['4'].office = 'romeConsul';
    s.senators['6'].office = 'fieldConsul';
    s.senate!.pm = '4';
    s.pending = [{ id: 1, kind: 'senateFloor', seat: 1 } as Decision];
    expect(ask(s, { kind: 'senateFloor', seat: 1 })).toEqual({ type: 'propose', proposal: { kind: 'censor', senator: '7' } });
  });

  it('in a crisis only each faction\'s highest-MIL senator may be Consul', () => {
    const s = draftTable();
    s.forum.wars = ['war:1st-illyrian', 'war:1st-gallic', 'war:1st-macedonian'].map((c) => war(c));
    // Crisis Consuls: each faction's highest-MIL remaining senator (5 for the Conservatives, then 6; 7 for the
    // Plutocrats, ties by least INF). None has POP 1, so only the most popular of them may be Rome Consul (all 0:
    // the least INF). The Conservatives' 5 is not that one, so they take Censor (5, a Prior Consul); then the
    // Rome Consul is 6 (INF 1) rather than 7, and the Plutocrats take Field Consul.
    expect(spoilsDraft(s, [1, 2])).toEqual([
      { item: 'censor', seat: 1, senator: '5' },
      { item: 'fieldConsul', seat: 2, senator: '7' },
      { item: 'romeConsul', seat: 1, senator: '6' },
    ]);
  });

  it('the Rome Consul stays the popular one; the better soldier takes the field', () => {
    const s = draftTable();
    expect(ask(s, { kind: 'consulRoles', seat: 1, a: '4', b: '6' } as Partial<Decision>)).toEqual({ type: 'romeConsul', senator: '4' });
    s.senators['6'].pop = 3;
    // Both popular enough: the lower MIL stays in Rome.
    expect(ask(s, { kind: 'consulRoles', seat: 1, a: '4', b: '6' } as Partial<Decision>)).toEqual({ type: 'romeConsul', senator: '4' });
    s.senators['4'].mil = 3;
    expect(ask(s, { kind: 'consulRoles', seat: 1, a: '4', b: '6' } as Partial<Decision>)).toEqual({ type: 'romeConsul', senator: '6' });
  });

  it('a crisis Dictator is the highest-MIL senator, and his Master of Horse the next', () => {
    const s = draftTable();
    s.forum.wars = ['war:1st-illyrian', 'war:1st-gallic', 'war:1st-macedonian'].map((c) => war(c));
    s.senators['8'].office = 'romeConsul';
    s.senators['1'].office = 'fieldConsul';
    s.senate!.pm = '8';
    s.senate!.step = 'dictator';
    s.pending = [{ id: 1, kind: 'senateFloor', seat: 2 } as Decision];
    expect(ask(s, { kind: 'senateFloor', seat: 2 })).toEqual({ type: 'propose', proposal: { kind: 'dictator', senator: '5' } });
    expect(ask(s, { kind: 'masterOfHorse', seat: 1, dictator: '5' } as Partial<Decision>)).toEqual({ type: 'appoint', senator: '6' });
  });
});

function cflFloor(s: RepublicState, nominee: string, by: number): void {
  const item: FloorItem = {
    proposal: { kind: 'consulForLife', senator: nominee } as never, by, viaTribune: false, byDictator: false, votes: [], toVote: [0, 1, 2],
    called: null, consents: [], bonusYea: 0, bonusNay: 0, appealed: false,
  };
  s.senate!.floor.push(item);
}

describe('4.05 Consul for Life and the 4.07.3 Assassination Check (ruling "4.07.3 Assassination Check")', () => {
  it('a lone Neutral coalition nominates its 21+ INF senator Consul for Life, and votes for him', () => {
    const s = draftTable();
    s.senators['5'].ora = 20;
    s.senators['5'].inf = 24;
    expect(rulingCoalition(s)).toEqual([1]);
    s.senators['5'].office = 'romeConsul';
    s.senate!.pm = '5';
    s.senate!.step = 'business';
    s.pending = [{ id: 1, kind: 'senateFloor', seat: 1 } as Decision];
    expect(ask(s, { kind: 'senateFloor', seat: 1 })).toEqual({ type: 'propose', proposal: { kind: 'consulForLife', senator: '5' } });
    // A Neutral votes for its own senator's Consul for Life even on another faction's proposal.
    cflFloor(s, '5', 0);
    s.senate!.floor[0].called = 1;
    expect(ask(s, { kind: 'vote', seat: 1 })).toMatchObject({ type: 'vote', choice: 'yea' });
  });

  it('every other faction rolls 1d6 (+1 a Neutral\'s Assassin); a Neutral rolling highest attempts with all its Assassins', () => {
    const s = draftTable();
    s.senators['5'].inf = 24;
    s.senators['8'].office = 'romeConsul';
    s.senate!.step = 'business';
    cflFloor(s, '5', 1);
    s.factions[2].hand = ['intrigue:assassin-49'];
    s.pending = [{ id: 1, kind: 'callVoter', seat: 0 } as Decision];
    // The HRAO is seat 2's Rome Consul: seat 2 rolls first (3 + 1 Assassin), the player 5: the player decides for himself.
    const player = ctxOf(s, [3, 5]);
    settleOnce(player);
    expect(player.events.some((e) => e.type === 'assassination')).toBe(false);
    expect(player.s.turnFlags.notes).toContain(`neutralAssassinationCheck:5:${s.turn}`);
    // Once per nomination: no second check.
    expect(neutralIntervenes(player)).toBe(false);
    // 4 + 1 ties the player's 5 and seat 2 rolled first: it attempts; 1d6 4 + 1 card = 5, killed.
    const c = ctxOf(s, [4, 5, 4]);
    settleOnce(c);
    expect(c.events.find((e) => e.type === 'assassination')).toMatchObject({ seat: 2, target: '5', cards: 1 });
    expect(c.s.senators['5']).toBeUndefined();
    expect(c.s.factions[2].hand).toEqual([]);
  });

  it('a Neutral does not attempt against a senator below 21 INF or not the most influential', () => {
    const s = draftTable();
    s.senators['1'].inf = 20;
    s.senators['1'].office = 'romeConsul';
    s.senate!.step = 'business';
    cflFloor(s, '1', 0);
    s.pending = [{ id: 1, kind: 'callVoter', seat: 0 } as Decision];
    const c = ctxOf(s, [1, 6]);
    settleOnce(c);
    expect(c.events.some((e) => e.type === 'assassination')).toBe(false);
  });
});

import { neutralIntervenes } from '../../../src/games/republic/neutral/policy';
import type { Ctx } from '../../../src/games/republic/ctx';

/** Runs the Neutral interventions due now, as the flow does before a decision is answered. */
function settleOnce(c: Ctx): void {
  for (let i = 0; i < 10 && neutralIntervenes(c); i++) { /* until none acts */ }
}

// ------------------------------------------------------------------ 4.06-4.07 intrigue, trading, revolts

describe('4.07 Neutral intrigue cards', () => {
  it('Influence Peddling is played at once against the faction holding the most cards', () => {
    const s = draftTable();
    s.phase = 'forum';
    s.factions[1].hand = ['intrigue:influence-peddling-48'];
    s.factions[0].hand = ['intrigue:tribune-38', 'intrigue:tribune-39'];
    s.factions[2].hand = ['intrigue:graft-103'];
    s.pending = [{ id: 1, kind: 'persuade', seat: 0 } as Decision];
    const c = ctxOf(s);
    settleOnce(c);
    expect(c.s.discard).toContain('intrigue:influence-peddling-48');
    expect(c.s.factions[0].hand).toHaveLength(1);
    expect(c.s.factions[1].hand).toHaveLength(1);
    expect(c.s.factions[1].hand[0]).toMatch(/^intrigue:tribune/);
  });

  it('Secret Bodyguards: all of them; an Open Bodyguard on its 21+ INF senator', () => {
    const s = draftTable();
    s.factions[1].hand = ['intrigue:secret-bodyguard-47', 'intrigue:secret-bodyguard-101', 'intrigue:open-bodyguard-152'];
    const guards = ask(s, { kind: 'bodyguards', seat: 1, assassin: '1', target: '5', roll: 4, bonus: 0 } as Partial<Decision>);
    expect(guards).toEqual({ type: 'bodyguards', cards: ['intrigue:secret-bodyguard-47', 'intrigue:secret-bodyguard-101'] });
    expect(ask(s, { kind: 'redistribute', seat: 1 })).toEqual({ type: 'done' });
    s.senators['5'].inf = 21;
    expect(ask(s, { kind: 'redistribute', seat: 1 })).toEqual({ type: 'openBodyguard', card: 'intrigue:open-bodyguard-152', senator: '5' });
  });

  it('Graft answers a Tribune vetoing the Neutral\'s own proposal, then Murder of a Tribune', () => {
    const s = draftTable();
    s.senators['4'].talents = 6;
    s.factions[1].hand = ['intrigue:murder-of-a-tribune-97', 'intrigue:graft-103'];
    cflFloor(s, '5', 1);
    const d = { kind: 'tribuneChallenge', seat: 1, tribuneSeat: 0, use: 'veto', remaining: [] } as Partial<Decision>;
    expect(ask(s, d)).toMatchObject({ type: 'counterTribune', card: 'intrigue:graft-103', senator: '4' });
    s.senators['4'].talents = 0;
    expect(ask(s, d)).toMatchObject({ type: 'counterTribune', card: 'intrigue:murder-of-a-tribune-97' });
    // Not against a Tribune used on another faction's business.
    s.senate!.floor[0].by = 0;
    expect(ask(s, d)).toEqual({ type: 'done' });
  });

  it('Seduction is played at once on the most available senator who is not a Faction Leader', () => {
    const s = draftTable();
    s.phase = 'forum';
    s.factions[1].hand = ['intrigue:seduction-50'];
    s.forumState = { taken: 0, holder: 1, sub: 'persuade', queue: [], auction: null, persuasion: null };
    const a = ask(s, { kind: 'persuade', seat: 1 });
    expect(a).toMatchObject({ type: 'persuade', bribe: 0, card: 'intrigue:seduction-50' });
    expect(['1', '7']).not.toContain((a as { target: string }).target);
  });
});

describe('4.06 Neutral trading and the revolt test (ruling "4.06 Neutral trading and revolts")', () => {
  it('an unplayable statesman goes to the Neutral holding his family, for a statesman of the giver\'s family or two intrigue cards', () => {
    const s = draftTable();
    s.phase = 'revolution';
    addSenator(s, 2, 1, { ora: 1, knights: 0 });
    // Seat 1 holds 1A's card but seat 2 holds family 1? Give family 1 to seat 2 instead of the player.
    delete s.senators['1'];
    addSenator(s, 1, 2, { ora: 7, knights: 0 });
    s.factions[0].leader = null;
    s.factions[1].hand = ['statesman:1A'];
    s.factions[2].hand = ['intrigue:tribune-38', 'intrigue:graft-103', 'intrigue:assassin-49'];
    s.pending = [{ id: 1, kind: 'trade', seat: 0 } as Decision, { id: 2, kind: 'trade', seat: 1 } as Decision];
    const c = ctxOf(s);
    settleOnce(c);
    expect(c.s.factions[2].hand).toEqual(['intrigue:tribune-38', 'statesman:1A']);
    expect(c.s.factions[1].hand).toEqual(['intrigue:assassin-49', 'intrigue:graft-103']);
    // A statesman of the giver's family comes first.
    const t = structuredClone(s);
    t.factions[2].hand = ['intrigue:tribune-38', 'intrigue:graft-103', 'statesman:2A'];
    const c2 = ctxOf(t);
    settleOnce(c2);
    expect(c2.s.factions[1].hand).toEqual(['statesman:2A']);
    // Nothing to give back: no trade.
    const u = structuredClone(s);
    u.factions[2].hand = ['intrigue:tribune-38'];
    const c3 = ctxOf(u);
    settleOnce(c3);
    expect(c3.s.factions[1].hand).toEqual(['statesman:1A']);
  });

  function victor(legions: number, talents: number): RepublicState {
    const s = draftTable();
    s.phase = 'revolution';
    s.senators['5'].where = { kind: 'army', army: 0 };
    s.senators['5'].talents = talents;
    s.armies = [{ id: 0, commander: '5', masterOfHorse: null, war: 'war:1st-gallic', seq: 0, deployedTurn: 1, reinforcedTurn: null, proconsul: false }];
    s.legions.forEach((l, i) => { l.at = i < legions ? 'army:0' : i < 16 ? 'active' : 'pool'; });
    return s;
  }
  const civilWar = { kind: 'civilWar', seat: 1, senator: '5', army: 0 } as Partial<Decision>;

  it('tests loyalty only with 3T per legion and an expected majority of all legions, paying 1T a legion when needed', () => {
    // 6 of 16 legions: never a majority.
    expect(ask(victor(6, 30), civilWar)).toEqual({ type: 'layDown' });
    // 14 of 16 legions but 20T: less than 3T a legion.
    expect(ask(victor(14, 20), civilWar)).toEqual({ type: 'layDown' });
    // 14 of 16 legions, 42T: Early Republic loyalty on 5+ (1/3 each) expects 4.7, paid (+1: 1/2) 7: still no majority of 8.5... of 16 is 8.
    expect(ask(victor(14, 42), civilWar)).toEqual({ type: 'layDown' });
    // Veterans loyal to him are sure.
    const v = victor(14, 42);
    v.legions.slice(0, 6).forEach((l) => { l.veteran = true; l.allegiance = '5'; });
    expect(ask(v, civilWar)).toEqual({ type: 'testLoyalty', prepay: 0 });
  });

  it('revolts only when he then holds 60 % of all legions', () => {
    const s = victor(14, 42);
    const ids = s.legions.filter((l) => l.at === 'army:0').map((l) => l.id);
    const revolt = (loyal: number[]) => ask(s, { kind: 'revolt', seat: 1, senator: '5', army: 0, loyal } as Partial<Decision>);
    // 16 legions in play: 10 is 60 % or more, 9 is not.
    expect(revolt(ids.slice(0, 10))).toEqual({ type: 'revolt' });
    expect(revolt(ids.slice(0, 9))).toEqual({ type: 'layDown' });
  });
});
