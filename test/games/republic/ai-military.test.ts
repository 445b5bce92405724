/**
 * The AI's military plan (ai/military.ts): the Presiding Magistrate is sent
 * last, the Consuls together (1.09.642), units are built ahead for a war
 * still waiting, and a war beyond the wanted odds is still fought all-out
 * when that gives a fair battle.
 */
import { describe, expect, it } from 'vitest';
import { deployProposals, militaryPlan, orderedDeploys } from '../../../src/games/republic/ai/military';
import { newSenateState } from '../../../src/games/republic/phases/senate/core';
import type { RepublicState } from '../../../src/games/republic/types';
import { addSenator, bare } from './helpers';
import { war } from './senate-table';

/** Seat 0 with a Rome Consul (MIL 4, the Presiding Magistrate) and a Field Consul (MIL 5); 20 legions, 6 fleets. */
function table(wars: string[], status: 'active' | 'inactive' = 'active', treasury = 150): RepublicState {
  const s = bare(2, 'senate');
  addSenator(s, 1, 0, { office: 'romeConsul', mil: 4 });
  addSenator(s, 2, 0, { office: 'fieldConsul', mil: 5 });
  addSenator(s, 3, 1);
  s.forum.wars = wars.map((c) => war(c, { status }));
  s.treasury = treasury;
  s.legions.forEach((l, i) => { l.at = i < 20 ? 'active' : 'pool'; });
  s.fleets.forEach((f, i) => { f.at = i < 6 ? 'active' : 'pool'; });
  s.senate = newSenateState();
  s.senate.step = 'business';
  return s;
}

describe('AI military plan', () => {
  it('sends the Field and Rome Consuls together when the Rome Consul presides, and the Presiding Magistrate alone last', () => {
    // An empty treasury: the plan fights with the units in hand (a raise would come first otherwise).
    const s = table(['war:1st-gallic', 'war:1st-illyrian'], 'active', 0);
    const singles = deployProposals(s);
    expect(singles.every((p) => (p as unknown as { commander: string }).commander === '2')).toBe(true);
    const ordered = orderedDeploys(s, singles) as unknown as { commander: string; war: string; second?: { commander: string; war: string } }[];
    expect(ordered[0].second).toBeDefined();
    expect(ordered[0].commander).toBe('2');
    expect(ordered[0].second!.commander).toBe('1');
    expect(ordered[0].second!.war).not.toBe(ordered[0].war);
    // A Presiding Magistrate who is the only commander left goes last, after the others' deploys.
    s.senators['2'].office = null;
    s.senators['3'].office = 'fieldConsul';
    s.senators['3'].where = { kind: 'army', army: 9 };
    const alone = orderedDeploys(s, deployProposals(s)) as unknown as { commander: string }[];
    expect(alone.length).toBeGreaterThan(0);
    expect(alone.at(-1)!.commander).toBe('1');
  });

  it('in calm turns builds ahead toward the largest war still waiting, keeping 60T', () => {
    const s = table(['war:1st-punic'], 'inactive', 200);
    s.legions.forEach((l) => { l.at = 'pool'; });
    s.fleets.forEach((f) => { f.at = 'pool'; });
    // The 1st Punic War waits with naval strength 10: fleets first.
    const plan = militaryPlan(s);
    expect(plan.raiseFleets).toBeGreaterThanOrEqual(8);
    // Not out of a thin treasury.
    const poor = table(['war:1st-punic'], 'inactive', 60);
    poor.legions.forEach((l) => { l.at = 'pool'; });
    poor.fleets.forEach((f) => { f.at = 'pool'; });
    expect(militaryPlan(poor).raiseFleets).toBe(0);
  });
});
