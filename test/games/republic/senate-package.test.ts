import { describe, expect, it } from 'vitest';
import { top } from '../../../src/games/republic/registry';
import { proposalType } from '../../../src/games/republic/phases/senate/proposal-types';
import { play, refused, republic } from './helpers';
import { afterConsuls, propose, war } from './senate-table';

/** Julius (4) Rome Consul, Fulvius (7) Field Consul; two active wars; 10 legions and 4 fleets in the Active Forces. */
function twoWars() {
  return afterConsuls((t) => {
    t.forum.wars = [war('war:1st-gallic'), war('war:2nd-illyrian')];
    t.legions.forEach((l, i) => { l.at = i < 10 ? 'active' : 'pool'; });
    t.fleets.forEach((f, i) => { f.at = i < 4 ? 'active' : 'pool'; });
  });
}

describe('1.09.641 both Consuls sent in one proposal', () => {
  it('the Field Consul and the Rome Consul go together, each with his own force, the Field Consul first', () => {
    let s = twoWars();
    expect(s.senate!.step).toBe('business');
    const pm = top(s)!.seat;
    const package_ = { kind: 'deploy', commander: '7', war: 'war:1st-gallic', legions: 8, fleets: 0, second: { commander: '4', war: 'war:2nd-illyrian', legions: 2, fleets: 2 } };
    // Offered among the Presiding Magistrate's proposals.
    expect(republic.legalActions(s, pm).some((a) => a.type === 'propose' && a.proposal.kind === 'deploy' && 'second' in a.proposal && a.proposal.second !== undefined)).toBe(true);
    s = play(s, pm, { type: 'propose', proposal: package_ } as never);
    // Vote by hand to catch the deployments (sending the Presiding Magistrate closes the Senate and combat follows).
    const deployed: unknown[] = [];
    for (let i = 0; i < 10 && s.phase === 'senate'; i++) {
      const d = top(s)!;
      const a = d.kind === 'callVoter' ? { type: 'call', seat: Math.min(...s.senate!.floor.at(-1)!.toVote) } : { type: 'vote', choice: 'yea' };
      const r = republic.apply(s, d.seat, a as never);
      if (!r.ok) throw new Error(r.error.message);
      deployed.push(...r.events.filter((e) => (e as { type: string }).type === 'deployed'));
      s = r.state;
    }
    expect(deployed).toMatchObject([
      { commander: '7', war: 'war:1st-gallic', legions: 8, fleets: 0 },
      { commander: '4', war: 'war:2nd-illyrian', legions: 2, fleets: 2 },
    ]);
  });

  it('refuses a package naming the Rome Consul first, or more units than the Active Forces hold together', () => {
    const s = twoWars();
    const pm = top(s)!.seat;
    expect(refused(s, pm, { type: 'propose', proposal: { kind: 'deploy', commander: '4', war: 'war:1st-gallic', legions: 5, fleets: 0, second: { commander: '7', war: 'war:2nd-illyrian', legions: 5, fleets: 2 } } })).toBe('republic.error.badProposal');
    expect(refused(s, pm, { type: 'propose', proposal: { kind: 'deploy', commander: '7', war: 'war:1st-gallic', legions: 9, fleets: 0, second: { commander: '4', war: 'war:2nd-illyrian', legions: 2, fleets: 2 } } })).toBe('republic.error.badProposal');
  });

  it('each Consul sent under strength must consent (1.09.643)', () => {
    let s = twoWars();
    s = propose(s, { kind: 'deploy', commander: '7', war: 'war:1st-gallic', legions: 1, fleets: 0, second: { commander: '4', war: 'war:2nd-illyrian', legions: 1, fleets: 2 } });
    expect(top(s)).toMatchObject({ kind: 'consent' });
    const asked = new Set<number>();
    for (let i = 0; i < 3 && top(s)?.kind === 'consent'; i++) { asked.add(top(s)!.seat); s = play(s, top(s)!.seat, { type: 'consent', agree: true }); }
    // The Field Consul's faction is asked; the Rome Consul presides, and his faction consents implicitly.
    expect([...asked]).toEqual([2]);
    const t = twoWars();
    const p = { kind: 'deploy' as const, commander: '7', war: 'war:1st-gallic', legions: 8, fleets: 0, second: { commander: '4', war: 'war:2nd-illyrian', legions: 1, fleets: 2 } };
    // The Rome Consul's force is judged after the Field Consul's units are gone: too weak, so he must agree.
    expect(proposalType('deploy').consents!(t, p, 0)).toEqual([1]);
  });
});

describe('1.09.623 the same-faction sponsors\' assassination window', () => {
  /** Julius's faction (seat 1) presides and sponsors a land bill with Claudius (5) and Manlius (6); every faction already used its attempt. */
  function billOnFloor() {
    let s = afterConsuls((t) => { t.unrest = 5; });
    s.turnFlags.assassinationsMade = [0, 1, 2];
    s.turnFlags.assassinationsTargeted = [1];
    s = propose(s, { kind: 'landBill', bill: 'III', sponsor: '5', coSponsor: '6' });
    return s;
  }

  it('opens one attempt on either sponsor besides the per-turn limits', () => {
    const s = billOnFloor();
    const hits = republic.legalActions(s, 0).filter((a) => a.type === 'assassinate').map((a) => (a as { target: string }).target);
    expect(hits.sort()).toEqual(['5', '6']);
    // Not against the sponsors' own faction's other senators, and not for the sponsors' faction itself.
    expect(republic.legalActions(s, 1).some((a) => a.type === 'assassinate')).toBe(false);
  });

  it('a caught assassin dies with no further punishment; the window then closes for everyone', () => {
    let s = billOnFloor();
    const leader = s.factions[0].leader!;
    const inf = s.senators[leader].inf;
    s.forced.d6 = [1];
    // Fabius (2) is not his Faction Leader: the leader keeps his influence and faces no Special Major Prosecution.
    s = play(s, 0, { type: 'assassinate', assassin: '2', target: '5', cards: [] });
    expect(s.senators['2']).toBeUndefined();
    expect(s.senators[leader].inf).toBe(inf);
    expect(s.senate!.floor.map((f) => f.proposal.kind)).toEqual(['landBill']);
    expect(republic.legalActions(s, 0).some((a) => a.type === 'assassinate')).toBe(false);
    expect(republic.legalActions(s, 2).some((a) => a.type === 'assassinate')).toBe(false);
  });

  it('a killed sponsor does not stop the bill', () => {
    let s = billOnFloor();
    s.forced.d6 = [6];
    s = play(s, 2, { type: 'assassinate', assassin: '7', target: '6', cards: [] });
    expect(s.senators['6']).toBeUndefined();
    expect(s.senate!.floor.map((f) => f.proposal.kind)).toEqual(['landBill']);
  });

  it('no window when the sponsors are of two factions', () => {
    let s = afterConsuls((t) => { t.unrest = 5; });
    s.turnFlags.assassinationsMade = [0, 1, 2];
    s = propose(s, { kind: 'landBill', bill: 'III', sponsor: '5', coSponsor: '2' });
    for (const seat of [0, 1, 2]) expect(republic.legalActions(s, seat).some((a) => a.type === 'assassinate')).toBe(false);
  });
});

describe('1.07.332 matching wars: the order of attack (worked example)', () => {
  /** The 1st and 2nd Punic Wars both active; 10 legions and 10 fleets in the Active Forces; no Dictator. */
  const punic = () => {
    let s = afterConsuls((t) => {
      t.forum.wars = [war('war:1st-punic'), war('war:2nd-punic')];
      t.legions.forEach((l, i) => { l.at = i < 10 ? 'active' : 'pool'; });
      t.fleets.forEach((f, i) => { f.at = i < 10 ? 'active' : 'pool'; });
    });
    // Doubled, the Punic Wars allow a Dictator (1.09.3): the Consuls decline, and so does the Senate.
    for (let i = 0; i < 5 && s.senate!.step !== 'business'; i++) {
      const d = top(s)!;
      const pass = republic.legalActions(s, d.seat).find((a) => a.type === 'done' || a.type === 'pass');
      if (!pass) break;
      s = play(s, d.seat, pass);
    }
    expect(s.senate!.step).toBe('business');
    return s;
  };

  it('example 1.07.332: to attack the 2nd Punic War Rome need not win the 1st, but must attack it the same turn', () => {
    const s = punic();
    const pm = top(s)!.seat;
    // The 2nd alone: refused, the 1st is not attacked.
    expect(refused(s, pm, { type: 'propose', proposal: { kind: 'deploy', commander: '7', war: 'war:2nd-punic', legions: 5, fleets: 5 } })).toBe('republic.error.badProposal');
    // The Field Consul against the 1st and the Rome Consul against the 2nd, in one proposal: allowed.
    const both = { kind: 'deploy', commander: '7', war: 'war:1st-punic', legions: 5, fleets: 5, second: { commander: '4', war: 'war:2nd-punic', legions: 5, fleets: 5 } };
    expect(republic.apply(s, pm, republic.parseAction({ type: 'propose', proposal: both })).ok).toBe(true);
    // Once the 1st has a commander, the 2nd may be attacked on its own.
    const t = structuredClone(s);
    t.senators['7'].where = { kind: 'army', army: 1 };
    t.armies = [{ id: 1, commander: '7', masterOfHorse: null, war: 'war:1st-punic', seq: 0, deployedTurn: t.turn, reinforcedTurn: null, proconsul: false }];
    t.nextArmy = 2;
    expect(republic.apply(t, pm, republic.parseAction({ type: 'propose', proposal: { kind: 'deploy', commander: '4', war: 'war:2nd-punic', legions: 5, fleets: 5 } })).ok).toBe(true);
  });
});
