/**
 * The AI uses the optional actions of the advanced rules when they are on:
 * its Pontifex appoints a Priest (2.01), a victor disbands his veterans while
 * Rome can spare them (2.04), and a partial recall is worth proposing when the
 * rest of the army still wins and the plan needs units (1.09.644).
 */
import { describe, expect, it } from 'vitest';
import { chooseAction, chooseInterruptAction } from '../../../src/games/republic/ai';
import { proposalValue } from '../../../src/games/republic/ai/assess';
import { top } from '../../../src/games/republic/registry';
import type { Proposal, RepublicState, RepublicView } from '../../../src/games/republic/types';
import { addSenator, bare, ctxOf, play, republic, runPhase } from './helpers';
import { disbandingVictor } from './rebel-fixture';
import { propose, seatRome, THREE_FACTIONS_OF_THREE, vote, war } from './senate-table';

const viewOf = (s: RepublicState, seat: number) => republic.view(s, seat) as RepublicView;

/** The disbanding victor (rebel-fixture), with these wars in the Forum. */
const victorTable = (wars: string[] = []): RepublicState => disbandingVictor(true, (s) => { s.forum.wars = wars.map((c) => war(c)); });

describe('AI and the advanced rules', () => {
  it('2.04: a victor disbands his own veterans in peace, and keeps them while wars press', () => {
    const calm = victorTable();
    expect(top(calm)).toMatchObject({ kind: 'civilWar', senator: '1' });
    const a = chooseAction(viewOf(calm, 0), 0, 'disband');
    expect(a).toEqual({ type: 'layDown', disband: [calm.legions[0].id, calm.legions[1].id] });
    const inf = calm.senators['1'].inf;
    expect(play(calm, 0, a).senators['1'].inf).toBe(inf + 2);
    const pressed = victorTable(['war:1st-gallic', 'war:syrian']);
    expect(chooseAction(viewOf(pressed, 0), 0, 'disband')).toEqual({ type: 'layDown' });
  });

  it('2.01: our Pontifex appoints one of our senators Priest, out of turn while the floor is free', () => {
    const s = seatRome(THREE_FACTIONS_OF_THREE);
    s.options.advanced.pontifex = true;
    s.senators['3'].ora = 5;
    const c = ctxOf(s);
    runPhase(c);
    let t = propose(c.s, { kind: 'consuls', a: '4', b: '7' });
    t = vote(t);
    t = play(t, top(t)!.seat, { type: 'romeConsul', senator: '4' });
    // Faction 0's senator 2 holds the office of Pontifex Maximus; faction 1's Rome Consul has the floor.
    t.senators['2'].office = 'pontifex';
    expect(top(t)).toMatchObject({ kind: 'senateFloor', seat: 1 });
    const a = chooseInterruptAction(viewOf(t, 0), 0, 'priest');
    expect(a).toEqual({ type: 'appointPriest', senator: '3' });
    const after = play(t, 0, a!);
    expect(after.senators['3'].priest).toBe(true);
    // Once a Senate Phase.
    expect(chooseInterruptAction(viewOf(after, 0), 0, 'priest')).toBeNull();
  });

  it('1.09.644: a partial recall is worth proposing when the rest still wins and the plan needs units', () => {
    const s = bare(3, 'senate');
    addSenator(s, 1, 0, { mil: 5, where: { kind: 'army', army: 1 } });
    addSenator(s, 2, 1);
    s.forum.wars = [war('war:2nd-illyrian'), war('war:1st-gallic')];
    s.armies = [{ id: 1, commander: '1', masterOfHorse: null, war: 'war:2nd-illyrian', seq: 0, deployedTurn: 0, reinforcedTurn: null, proconsul: true }];
    for (const l of s.legions) l.at = 'pool';
    for (const f of s.fleets) f.at = 'pool';
    s.legions.slice(0, 12).forEach((l) => { l.at = 'army:1'; });
    s.fleets.slice(0, 2).forEach((f) => { f.at = 'army:1'; });
    // The Illyrian War (4) with 12 legions: 5 brought home leave 7, still a sure win, and the Gallic War needs them.
    const some = { kind: 'partialRecall', army: 1, legions: s.legions.slice(7, 12).map((l) => l.id), fleets: 0 } as Proposal;
    expect(proposalValue(s, 1, some)).toBeGreaterThan(1);
    // Bringing home all but one legion leaves a battle the army may lose: not worth it.
    const most = { kind: 'partialRecall', army: 1, legions: s.legions.slice(1, 12).map((l) => l.id), fleets: 0 } as Proposal;
    expect(proposalValue(s, 1, most)).toBeLessThan(0);
  });
});
