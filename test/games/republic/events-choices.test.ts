import { describe, expect, it } from 'vitest';
import { drawEvent, runEventHook } from '../../../src/games/republic/events/registry';
import { answer, settle } from '../../../src/games/republic/flow';
import { decisionHandler, top } from '../../../src/games/republic/registry';
import { RuleViolation } from '../../../src/core/game';
import type { RepublicAction, RepublicState, WarInPlay } from '../../../src/games/republic/types';
import { addSenator, bare, ctxOf } from './helpers';

function war(card: string, over: Partial<WarInPlay> = {}): WarInPlay {
  return { card, status: 'active', unprosecuted: false, navalVictory: false, leaders: [], turn: 0, waiting: false, revolt: false, usedNumbers: [], fought: { land: false, naval: false }, ...over };
}

/** A table whose HRAO (the Rome Consul) belongs to seat 1. */
function withHrao(): RepublicState {
  const s = bare();
  addSenator(s, 1, 0);
  addSenator(s, 2, 1, { office: 'romeConsul' });
  return s;
}

function refusedAnswer(s: RepublicState, a: RepublicAction): boolean {
  const c = ctxOf(s);
  try { answer(c, a); return false; } catch (e) { return e instanceof RuleViolation; }
}

describe('The HRAO\'s choices: Storm at Sea, the HRAO chooses the fleets', () => {
  function stormy(): RepublicState {
    const s = withHrao();
    addSenator(s, 3, 0, { where: { kind: 'army', army: 1 } });
    s.armies = [{ id: 1, commander: '3', masterOfHorse: null, war: 'war:1st-punic', seq: 1, deployedTurn: 0, reinforcedTurn: null, proconsul: true }];
    s.fleets.forEach((f, i) => { f.at = i < 5 ? 'active' : i < 9 ? 'army:1' : 'pool'; });
    return s;
  }

  it('asks the HRAO\'s faction which 2d6 fleets sink and sinks exactly those', () => {
    const c = ctxOf(stormy(), [2, 3]);
    drawEvent(c, 'event:storm-at-sea');
    const d = top(c.s)!;
    expect(d).toMatchObject({ kind: 'stormAtSea', seat: 1, count: 5 });
    const legal = decisionHandler('stormAtSea').legal(c.s, d);
    // First listed: the Active Forces first (the former engine choice); another spares the Active Forces.
    expect(legal[0]).toEqual({ type: 'sinkFleets', from: { active: 5 } });
    expect(legal).toContainEqual({ type: 'sinkFleets', from: { 'army:1': 4, active: 1 } });
    answer(c, { type: 'sinkFleets', from: { active: 2, 'army:1': 3 } });
    expect(c.s.fleets.filter((f) => f.at === 'active')).toHaveLength(3);
    expect(c.s.fleets.filter((f) => f.at === 'army:1')).toHaveLength(1);
  });

  it('refuses the wrong number of fleets, more than a place holds, or a place without fleets', () => {
    const c = ctxOf(stormy(), [2, 3]);
    drawEvent(c, 'event:storm-at-sea');
    expect(refusedAnswer(c.s, { type: 'sinkFleets', from: { active: 4 } })).toBe(true);
    expect(refusedAnswer(c.s, { type: 'sinkFleets', from: { 'army:1': 5 } })).toBe(true);
    expect(refusedAnswer(c.s, { type: 'sinkFleets', from: { active: 3, 'garrison:sicilia': 2 } })).toBe(true);
  });

  it('asks nothing when every fleet sinks or all are in one place', () => {
    const c = ctxOf(stormy(), [6, 6]);
    drawEvent(c, 'event:storm-at-sea');
    expect(top(c.s)).toBeUndefined();
    expect(c.s.fleets.filter((f) => f.at !== 'pool')).toHaveLength(0);
    const s2 = withHrao();
    s2.fleets.forEach((f, i) => { f.at = i < 5 ? 'active' : 'pool'; });
    const c2 = ctxOf(s2, [1, 2]);
    drawEvent(c2, 'event:storm-at-sea');
    expect(top(c2.s)).toBeUndefined();
    expect(c2.s.fleets.filter((f) => f.at === 'active')).toHaveLength(2);
  });

  it('comes before the initiative holder\'s persuasion in the Forum Phase', () => {
    const s = stormy();
    s.phase = 'forum';
    s.step = 'initiatives';
    s.forumState = { taken: 0, holder: 0, sub: 'draw', queue: [], auction: null, persuasion: null };
    // 2d6 = 7: a random event; 3d6 = 11 in the Early Republic: Storm at Sea; then 2d6 = 5 fleets.
    const c = ctxOf(s, [3, 4, 3, 4, 4, 2, 3]);
    settle(c);
    expect(top(c.s)).toMatchObject({ kind: 'stormAtSea', seat: 1, count: 5 });
    expect(c.s.pending).toHaveLength(1);
  });
});

describe('Enemy Leader Dies: the HRAO chooses the leader', () => {
  it('the HRAO may take the weaker leader; the dark side then makes that leader\'s war sue for peace', () => {
    const s = withHrao();
    s.forum.wars = [war('war:1st-punic', { leaders: ['leader:hamilcar', 'leader:hannibal'] })];
    s.deck = ['intrigue:tribune-38'];
    const c = ctxOf(s);
    drawEvent(c, 'event:enemy-leader-dies');
    drawEvent(c, 'event:enemy-leader-dies');
    runEventHook(c, 'endForum', {});
    const d = top(c.s)!;
    expect(d).toMatchObject({ kind: 'enemyLeaderDies', seat: 1 });
    expect(decisionHandler('enemyLeaderDies').legal(c.s, d)).toEqual([
      { type: 'chooseEnemyLeader', leader: 'leader:hannibal' }, { type: 'chooseEnemyLeader', leader: 'leader:hamilcar' },
    ]);
    expect(refusedAnswer(c.s, { type: 'chooseEnemyLeader', leader: 'leader:antiochus-iii' })).toBe(true);
    answer(c, { type: 'chooseEnemyLeader', leader: 'leader:hamilcar' });
    expect(c.s.discard).toContain('leader:hamilcar');
    expect(c.s.forum.wars).toEqual([]);
    expect(c.s.deck).toContain('war:1st-punic');
    expect(c.s.curia.leaders).toEqual(['leader:hannibal']);
  });

  it('the Forum Phase waits for the choice, then goes on to the Population Phase', () => {
    const s = withHrao();
    s.forum.wars = [war('war:1st-punic', { leaders: ['leader:hamilcar', 'leader:hannibal'] })];
    s.forum.events = [{ id: 'event:enemy-leader-dies', level: 1, count: 1, turn: s.turn }];
    s.phase = 'forum';
    s.step = 'end';
    s.forumState = { taken: 6, holder: null, sub: 'done', queue: [], auction: null, persuasion: null };
    const c = ctxOf(s);
    settle(c);
    expect(c.s.phase).toBe('forum');
    expect(top(c.s)?.kind).toBe('enemyLeaderDies');
    answer(c, { type: 'chooseEnemyLeader', leader: 'leader:hamilcar' });
    settle(c);
    expect(c.s.phase).not.toBe('forum');
    expect(c.s.forum.wars[0].leaders).toEqual(['leader:hannibal']);
  });
});

describe('New Alliance: the HRAO chooses the war', () => {
  it('light side: any active war or revolt the HRAO picks sues for peace', () => {
    const s = withHrao();
    s.forum.wars = [war('war:1st-gallic'), war('war:2nd-punic')];
    const c = ctxOf(s);
    drawEvent(c, 'event:new-alliance');
    runEventHook(c, 'endSenate', {});
    const d = top(c.s)!;
    expect(d).toMatchObject({ kind: 'newAlliance', seat: 1, level: 1 });
    expect(decisionHandler('newAlliance').legal(c.s, d).map((a) => (a as { war: string }).war)).toEqual(['war:2nd-punic', 'war:1st-gallic']);
    answer(c, { type: 'chooseWar', war: 'war:1st-gallic' });
    expect(c.s.forum.wars.map((w) => w.card)).toEqual(['war:2nd-punic']);
    expect(c.s.deck).toContain('war:1st-gallic');
  });

  it('dark side: only a war, not a revolt; it ends with all its spoils', () => {
    const s = withHrao();
    s.forum.wars = [war('war:1st-gallic'), war('war:2nd-punic'), war('war:revolt:sicilia', { revolt: true })];
    const c = ctxOf(s);
    drawEvent(c, 'event:new-alliance');
    drawEvent(c, 'event:new-alliance');
    runEventHook(c, 'endSenate', {});
    expect(refusedAnswer(c.s, { type: 'chooseWar', war: 'war:revolt:sicilia' })).toBe(true);
    const before = c.s.treasury;
    answer(c, { type: 'chooseWar', war: 'war:1st-gallic' });
    expect(c.s.forum.wars.map((w) => w.card)).toEqual(['war:2nd-punic', 'war:revolt:sicilia']);
    expect(c.s.treasury).toBeGreaterThan(before);
  });

  it('the Senate closes only after the choice', () => {
    const s = withHrao();
    s.forum.wars = [war('war:1st-gallic'), war('war:2nd-punic')];
    s.forum.events = [{ id: 'event:new-alliance', level: 1, count: 1, turn: s.turn }];
    s.phase = 'senate';
    s.step = 'sitting';
    s.senate = {
      step: 'closed', pm: null, steppedDown: [], floor: [], defeated: [], failedConcessions: [], prosecutions: { minor: 0, major: 0, done: true },
      consulsElected: true, dictatorDone: true, censorDone: true, consulForLifeVoted: false, closing: false, tribuneNext: null,
    };
    const c = ctxOf(s);
    settle(c);
    expect(c.s.phase).toBe('senate');
    expect(top(c.s)?.kind).toBe('newAlliance');
    answer(c, { type: 'chooseWar', war: 'war:1st-gallic' });
    settle(c);
    expect(c.s.phase).not.toBe('senate');
    expect(c.s.forum.wars.map((w) => w.card)).toEqual(['war:2nd-punic']);
  });
});
