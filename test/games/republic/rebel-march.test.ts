/**
 * Advanced rule 2.03.8: a Primary Rebel governor who stayed home marches on Rome in a later Revolution
 * Phase, meeting the Senate's naval interception (2.03.72) when his province has a naval base; and 2.03.72:
 * the rebel says which province's fleets an interception sinks.
 */
import { describe, expect, it } from 'vitest';
import { REBEL_WAR, rebelStrength } from '../../../src/games/republic/civil-war';
import { REPUBLIC_ERRORS } from '../../../src/games/republic/errors';
import { fleetLossSplit } from '../../../src/games/republic/rebel-reinforcements';
import { decisionHandler, top } from '../../../src/games/republic/registry';
import { attackableRebelProvinces, marchingProvince, rebelAtHome } from '../../../src/games/republic/revolt-state';
import { killSenator } from '../../../src/games/republic/senators';
import type { RepublicAction, RepublicState } from '../../../src/games/republic/types';
import { Rng, initialRngState } from '../../../src/core/rng';
import { addSenator, bare, ctxOf, play, refused, republic, runPhase, sumMoney } from './helpers';

const at = (s: RepublicState, place: string) => s.legions.filter((l) => l.at === place).map((l) => l.id);

/**
 * Revolution Phase, declarations: senator 5 (faction 0, MIL 3) is the Primary Rebel at home in `province`
 * (undeveloped) with legions 1-2 as garrison, 2 provincial armies and `fleets` provincial fleets; senator 2
 * (faction 0) is in Rome, senator 3 (faction 1) the Field Consul, senator 4 leads faction 2. The Senate has
 * fleets 1-4 in the Active Forces.
 */
function rebelHome(province: string, fleets = 1, prep: (s: RepublicState) => void = () => {}): RepublicState {
  const s = bare(3, 'revolution');
  s.options.advanced.provincialWars = true;
  s.options.advanced.rebelGovernors = true;
  addSenator(s, 2, 0);
  addSenator(s, 5, 0, { rebel: 'primary', mil: 3, talents: 20, where: { kind: 'governor', province } });
  addSenator(s, 3, 1, { office: 'fieldConsul', mil: 4 });
  addSenator(s, 4, 2);
  s.provinces[province] = { id: province, developed: false, governor: '5', term: 0, electedTurn: null, blockedTurn: null, armies: 2, fleets };
  for (const l of s.legions) { l.at = 'pool'; l.veteran = false; l.allegiance = null; }
  for (const f of s.fleets) f.at = 'pool';
  s.legions[0].at = `garrison:${province}`;
  s.legions[1].at = `garrison:${province}`;
  for (const f of s.fleets.slice(0, 4)) f.at = 'active';
  s.combat = { queue: [], victors: [] };
  s.step = 'discard';
  prep(s);
  return s;
}

/** Runs the table to its first decision. */
function asked(s: RepublicState): RepublicState {
  const c = ctxOf(s);
  runPhase(c);
  return c.s;
}

/** Answers the top decision without letting the game run on. */
function decide(s: RepublicState, a: RepublicAction) {
  const c = ctxOf(s);
  const d = c.s.pending.pop()!;
  decisionHandler(d.kind).resolve(c, d, a);
  return c;
}

/**
 * The next Combat Phase: the Field Consul (3) sent against the rebel with legions 11-20 and fleets 11-16
 * (`senateFleets`: how many stay in the Active Forces); dice `d6`, chits `chits`.
 */
function combat(s: RepublicState, d6: number[], chits: number[] = [], senateFleets = 4) {
  s.phase = 'combat';
  s.step = 'start';
  s.pending = [];
  s.combat = null;
  s.senators['3'].where = { kind: 'army', army: 1 };
  s.armies = [{ id: 1, commander: '3', masterOfHorse: null, war: REBEL_WAR, seq: 0, deployedTurn: s.turn, reinforcedTurn: null, proconsul: false }];
  s.nextArmy = 2;
  for (const l of s.legions.slice(10, 20)) l.at = 'army:1';
  for (const f of s.fleets.slice(10, 16)) f.at = 'army:1';
  for (const [k, f] of s.fleets.slice(0, 4).entries()) f.at = k < senateFleets ? 'active' : 'pool';
  const money = sumMoney(s);
  const c = ctxOf(s, d6, chits);
  runPhase(c);
  expect(sumMoney(c.s)).toBe(money);
  return c;
}

const kinds = (c: { events: { type: string }[] }, ...types: string[]) => c.events.map((e) => e.type).filter((x) => types.includes(x));

describe('2.03.8 marching later: who is asked, and when', () => {
  it('at the declarations of a later Revolution Phase the Primary Rebel at home is asked: stay first, or march', () => {
    const s = asked(rebelHome('sicilia'));
    expect(top(s)).toMatchObject({ kind: 'rebelMarch', seat: 0, senator: '5', province: 'sicilia' });
    expect(republic.legalActions(s, 0)).toEqual([{ type: 'done' }, { type: 'marchOnRome' }]);
    expect(refused(s, 1, { type: 'marchOnRome' })).not.toBe('');
  });

  it('staying, nothing changes; asked again at the next declarations', () => {
    const c = decide(asked(rebelHome('sicilia')), { type: 'done' });
    expect(rebelAtHome(c.s)?.rebel.id).toBe('5');
    expect(at(c.s, 'garrison:sicilia')).toEqual([1, 2]);
    expect(asked(rebelHome('sicilia')).pending.some((d) => d.kind === 'rebelMarch')).toBe(true);
  });

  it('not asked without a legion in his province (ruling "2.03 marching governor"), nor while he is at sea', () => {
    const none = asked(rebelHome('sicilia', 1, (t) => { for (const l of t.legions) l.at = 'pool'; }));
    expect(none.pending.some((d) => d.kind === 'rebelMarch')).toBe(false);
    const sailing = asked(rebelHome('macedonia', 1, (t) => { t.provinces.macedonia.rebelMarch = true; }));
    expect(sailing.pending.some((d) => d.kind === 'rebelMarch')).toBe(false);
  });

  it('a march asked for when he can no longer march is refused', () => {
    const s = asked(rebelHome('sicilia'));
    for (const l of s.legions) if (l.at === 'garrison:sicilia') l.at = 'active';
    expect(refused(s, 0, { type: 'marchOnRome' })).toBe(REPUBLIC_ERRORS.notAllowed);
  });
});

describe('2.03.8 marching later from a province with naval base 0', () => {
  it('he lands in Italy at once: his garrison is his army, his provincial armies march with him, the province stays behind', () => {
    const c = decide(asked(rebelHome('sicilia')), { type: 'marchOnRome' });
    const s = c.s;
    expect(c.events.find((e) => e.type === 'rebelMarches')).toMatchObject({ senator: '5', province: 'sicilia', transit: false, legions: 2 });
    expect(c.events.find((e) => e.type === 'rebelLands')).toMatchObject({ senator: '5', province: 'sicilia', legions: 2 });
    expect(s.senators['5'].where).toEqual({ kind: 'rebel' });
    expect(at(s, 'rebel')).toEqual([1, 2]);
    expect(rebelAtHome(s)).toBeUndefined();
    expect(marchingProvince(s)?.id).toBe('sicilia');
    // 2 legions + 2 armies (full beside a legion) + MIL 3 (capped at 4).
    expect(rebelStrength(s)).toBe(7);
    // Still his and in revolt, but no target for the Senate while he marches.
    expect(s.provinces.sicilia).toMatchObject({ governor: '5', armies: 2, fleets: 1 });
    expect(attackableRebelProvinces(s)).toEqual([]);
  });

  it('the next Combat Phase: no interception; the Senate army fights him in Italy', () => {
    const s = decide(asked(rebelHome('sicilia')), { type: 'marchOnRome' }).s;
    const c = combat(s, [6, 6, 6], [0]);
    expect(kinds(c, 'interception', 'civilBattle', 'rebelProvinceBattle')).toEqual(['civilBattle']);
  });

  it('a revolt left alone the turn before still brings its unrest, once, in the next Population Phase', () => {
    const s = decide(asked(rebelHome('sicilia', 1, (t) => { t.provinces.sicilia.unprosecuted = true; })), { type: 'marchOnRome' }).s;
    s.phase = 'population';
    s.step = 'start';
    s.unrest = 2;
    const c = ctxOf(s, [6, 6, 6]);
    runPhase(c);
    expect(c.events.find((e) => e.type === 'unrest')).toMatchObject({ unprosecuted: 1 });
    expect(c.s.provinces.sicilia.unprosecuted).toBeUndefined();
  });
});

describe('2.03.8 marching later from a province with a naval base: the naval interception (2.03.72)', () => {
  /** Senator 5 at home in Macedonia (naval base 5, 1 provincial fleet) has set out for Rome. */
  const sailing = () => decide(asked(rebelHome('macedonia')), { type: 'marchOnRome' });

  it('he is at sea: still at home with his garrison until the next Combat Phase', () => {
    const c = sailing();
    expect(c.events.find((e) => e.type === 'rebelMarches')).toMatchObject({ transit: true });
    expect(c.events.some((e) => e.type === 'rebelLands')).toBe(false);
    expect(c.s.provinces.macedonia.rebelMarch).toBe(true);
    expect(rebelAtHome(c.s)?.rebel.id).toBe('5');
    expect(at(c.s, 'garrison:macedonia')).toEqual([1, 2]);
  });

  it('any result but a Senate Victory lands him, and the Senate army fights him in Italy', () => {
    // 4 Senate fleets against naval base 5 + 1 fleet: 1+2+3 + 4 - 6 = 4, a Defeat with 4 losses: the Senate loses its 4, he his 1.
    const c = combat(sailing().s, [1, 2, 3, 6, 6, 6], [0]);
    expect(c.events.find((e) => e.type === 'interception')).toMatchObject({
      province: 'macedonia', senator: '5', march: true, force: 4, rebel_strength: 6, total: 4, result: 'defeat', senateLost: 4, rebelLost: 1,
    });
    expect(kinds(c, 'interception', 'rebelLands', 'civilBattle', 'rebelProvinceBattle')).toEqual(['interception', 'rebelLands', 'civilBattle']);
    expect(c.s.provinces.macedonia.rebelMarch).toBeUndefined();
    expect(c.s.provinces.macedonia.fleets).toBe(0);
  });

  it('a Senate Victory keeps him at home, and an army sent against the rebel attacks his province', () => {
    // 6+6+6 + 4 - 6 = 16: Victory, 2 losses each (he has 1). Then the province: his fleet strength 5 + MIL 3 > 5: at sea first.
    const c = combat(sailing().s, [6, 6, 6, 6, 6, 6, 6, 6, 6], [0, 0]);
    expect(c.events.find((e) => e.type === 'interception')).toMatchObject({ result: 'victory', senateLost: 2, rebelLost: 1 });
    expect(kinds(c, 'interception', 'rebelLands', 'civilBattle', 'rebelProvinceBattle')).toEqual(['interception', 'rebelProvinceBattle', 'rebelProvinceBattle']);
    expect(c.s.provinces.macedonia?.rebelMarch).toBeUndefined();
  });

  it('without a Senate fleet in the Active Forces he lands unopposed', () => {
    const c = combat(sailing().s, [6, 6, 6], [0], 0);
    expect(c.events.find((e) => e.type === 'interception')).toMatchObject({ march: true, result: 'none' });
    expect(kinds(c, 'rebelLands', 'civilBattle')).toEqual(['rebelLands', 'civilBattle']);
  });

  it('with no legion left to march with (released for want of upkeep) he stays home', () => {
    const s = sailing().s;
    for (const l of s.legions) if (l.at === 'garrison:macedonia') l.at = 'active';
    const c = combat(s, [1, 2, 3, 6, 6, 6, 6, 6, 6], [0, 0]);
    expect(c.events.some((e) => e.type === 'rebelLands')).toBe(false);
    expect(c.events.some((e) => e.type === 'rebelProvinceBattle')).toBe(true);
  });

  it('his death at sea ends it: the province goes back to the Forum with no march under way', () => {
    const c = sailing();
    killSenator(c, '5', 'mortality');
    expect(c.s.provinces.macedonia).toMatchObject({ governor: null, armies: 0, fleets: 0 });
    expect(c.s.provinces.macedonia.rebelMarch).toBeUndefined();
  });
});

describe('2.03.72 interception losses: two provincial fleets, then one of the others', () => {
  it('follows 2.02.411\'s pattern, the other kind taking the rest when one runs out', () => {
    expect(fleetLossSplit(4, 3, 2)).toEqual({ provincial: 3, other: 1 });
    expect(fleetLossSplit(3, 5, 5)).toEqual({ provincial: 2, other: 1 });
    expect(fleetLossSplit(4, 1, 5)).toEqual({ provincial: 1, other: 3 });
    expect(fleetLossSplit(5, 0, 2)).toEqual({ provincial: 0, other: 2 });
    expect(fleetLossSplit(0, 3, 3)).toEqual({ provincial: 0, other: 0 });
  });
});

/**
 * Senator 5 at home in Sardinia (naval base 0) with 2 provincial fleets; his faction mate 6, a secondary rebel
 * governor, sends legions 5-6 from Macedonia (naval base 5, 2 provincial fleets): at sea for the Combat Phase.
 */
function reinforcedHome(): RepublicState {
  const s = rebelHome('sardinia', 2);
  addSenator(s, 6, 0, { rebel: 'secondary', where: { kind: 'governor', province: 'macedonia' } });
  s.provinces.macedonia = { id: 'macedonia', developed: false, governor: '6', term: 0, electedTurn: null, blockedTurn: null, armies: 0, fleets: 2 };
  s.legions[4].at = 'garrison:macedonia';
  s.legions[5].at = 'garrison:macedonia';
  s.provinces.macedonia.reinforcing = [5, 6];
  s.phase = 'combat';
  s.step = 'start';
  s.combat = null;
  return s;
}

describe('2.03.72 interception losses: the rebel says whose provincial fleets', () => {
  it('his own province\'s fleets count with the sender\'s; the rebel\'s faction chooses, the sender\'s first', () => {
    // 4 Senate fleets against naval base 5 + 2 + his 2: 5+5+5 + 4 - 9 = 10, a Stalemate with 3 losses each.
    const c = ctxOf(reinforcedHome(), [5, 5, 5]);
    runPhase(c);
    expect(c.events.find((e) => e.type === 'interception')).toMatchObject({ rebel_strength: 9, result: 'stalemate', senateLost: 3, rebelLost: 3 });
    expect(top(c.s)).toMatchObject({ kind: 'interceptionLosses', seat: 0, province: 'macedonia', home: 'sardinia', losses: 3, land: true });
    expect(republic.legalActions(c.s, 0)).toEqual([
      { type: 'fleetLosses', losses: { macedonia: 2, sardinia: 1 } },
      { type: 'fleetLosses', losses: { macedonia: 1, sardinia: 2 } },
    ]);
    // The Combat Phase waits: no battle yet, nothing landed.
    expect(c.s.phase).toBe('combat');
    expect(c.events.some((e) => e.type === 'reinforcementsLand')).toBe(false);
    const s = play(c.s, 0, { type: 'fleetLosses', losses: { macedonia: 1, sardinia: 2 } });
    expect(s.provinces.macedonia.fleets).toBe(1);
    expect(s.provinces.sardinia.fleets).toBe(0);
    // Not a Senate Victory: they land in his garrison at home, and the phase goes on.
    expect(at(s, 'garrison:sardinia')).toEqual([1, 2, 5, 6]);
    expect(s.phase).not.toBe('combat');
  });

  it('a choice that does not add up, or names another province, is refused', () => {
    const c = ctxOf(reinforcedHome(), [5, 5, 5]);
    runPhase(c);
    expect(refused(c.s, 0, { type: 'fleetLosses', losses: { macedonia: 2 } })).toBe(REPUBLIC_ERRORS.badAmount);
    expect(refused(c.s, 0, { type: 'fleetLosses', losses: { sardinia: 3 } })).toBe(REPUBLIC_ERRORS.badAmount);
    expect(refused(c.s, 0, { type: 'fleetLosses', losses: { macedonia: 2, sicilia: 1 } })).toBe(REPUBLIC_ERRORS.badTarget);
    expect(refused(c.s, 1, { type: 'fleetLosses', losses: { macedonia: 2, sardinia: 1 } })).not.toBe('');
  });

  it('after a Senate Victory the rebel chooses too, and the legions stay home', () => {
    // 6 Senate fleets: 6+6+6 + 6 - 9 = 15, a Victory with 3 losses each.
    const s = reinforcedHome();
    s.fleets[4].at = 'active';
    s.fleets[5].at = 'active';
    const c = ctxOf(s, [6, 6, 6]);
    runPhase(c);
    expect(top(c.s)).toMatchObject({ kind: 'interceptionLosses', losses: 3, land: false });
    const t = play(c.s, 0, { type: 'fleetLosses', losses: { macedonia: 2, sardinia: 1 } });
    expect(t.provinces.macedonia.fleets).toBe(0);
    expect(t.provinces.sardinia.fleets).toBe(1);
    expect(at(t, 'garrison:macedonia')).toEqual([5, 6]);
  });

  it('losses that leave no choice are taken at once (4 of 2 and 2)', () => {
    // 5 Senate fleets: 18 + 5 - 9 = 14, a Victory with 4 losses: both provinces lose both.
    const s = reinforcedHome();
    s.fleets[4].at = 'active';
    const c = ctxOf(s, [6, 6, 6]);
    runPhase(c);
    expect(c.events.find((e) => e.type === 'interception')).toMatchObject({ result: 'victory', rebelLost: 4 });
    expect(c.s.provinces.macedonia.fleets).toBe(0);
    expect(c.s.provinces.sardinia.fleets).toBe(0);
    expect(at(c.s, 'garrison:macedonia')).toEqual([5, 6]);
    expect(c.s.pending.some((d) => d.kind === 'interceptionLosses')).toBe(false);
  });

  it('with only one way to take them (one province has no fleet) nobody is asked', () => {
    const s = reinforcedHome();
    s.provinces.sardinia.fleets = 0;
    const c = ctxOf(s, [5, 5, 5]);
    runPhase(c);
    // Naval 5 + 2: 15 + 4 - 7 = 12, a Stalemate with 1 loss, from Macedonia.
    expect(c.events.find((e) => e.type === 'interception')).toMatchObject({ rebel_strength: 7, rebelLost: 1 });
    expect(c.s.pending.some((d) => d.kind === 'interceptionLosses')).toBe(false);
    expect(c.s.provinces.macedonia.fleets).toBe(1);
  });
});

describe('2.03.8 and 2.03.72 under any dice: interceptions keep every unit and talent somewhere', () => {
  /** Reinforcements from Macedonia to the rebel at home in Sardinia; a rebel at sea from Macedonia; reinforcements with a fleet of the rebel's. */
  const tables = (): RepublicState[] => {
    const sailing = decide(asked(rebelHome('macedonia', 1)), { type: 'marchOnRome' }).s;
    // 8 Senate fleets against naval base 5 + 1: a Victory on 12 or more, so the seeds see both outcomes.
    for (const f of sailing.fleets.slice(4, 8)) f.at = 'active';
    sailing.phase = 'combat';
    sailing.step = 'start';
    sailing.combat = null;
    const both = reinforcedHome();
    both.fleets[10].at = 'rebel';
    return [reinforcedHome(), sailing, both];
  };

  it.each([0, 1, 2])('table %i, 60 seeds: the phase goes on past the interceptions with units and money intact', (k) => {
    let asks = 0;
    let landed = 0;
    for (let seed = 0; seed < 60; seed++) {
      let s = tables()[k];
      s.rng = initialRngState(`interception:${k}:${seed}`);
      const money = sumMoney(s);
      const pick = new Rng(initialRngState(`answers:${k}:${seed}`));
      const c = ctxOf(s);
      runPhase(c);
      s = c.s;
      // Only the interception's question may hold the Combat Phase's start; answer it at random.
      for (let n = 0; n < 5 && s.phase === 'combat' && s.step === 'start' && top(s); n++) {
        expect(top(s)?.kind).toBe('interceptionLosses');
        const legal = republic.legalActions(s, 0);
        expect(legal.length).toBeGreaterThan(1);
        asks++;
        s = play(s, 0, legal[pick.int(0, legal.length - 1)]);
      }
      expect(s.step !== 'start' || s.phase !== 'combat').toBe(true);
      expect(sumMoney(s)).toBe(money);
      expect(s.legions).toHaveLength(25);
      expect(s.fleets).toHaveLength(25);
      for (const p of Object.values(s.provinces)) {
        expect(p.fleets ?? 0).toBeGreaterThanOrEqual(0);
        expect(p.rebelMarch).toBeUndefined();
        expect(p.reinforcing === undefined || p.reinforcing.length === 0).toBe(true);
      }
      const r = s.senators['5'];
      if (r) expect(['rebel', 'governor']).toContain(r.where.kind);
      if (r?.where.kind === 'rebel') landed++;
    }
    // The seeds reach both outcomes: the question asked (two provinces with fleets), the rebel landing and not.
    if (k !== 1) expect(asks).toBeGreaterThan(0);
    else expect(landed).toBeGreaterThan(0);
    expect(landed).toBeLessThan(60);
  });
});
