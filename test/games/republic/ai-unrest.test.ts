/**
 * The AI against the People's revolt (ai/assess.ts): the risk of a level of
 * unrest follows the Population table, and a land bill is worth its cut of
 * that risk while the State can pay for it.
 */
import { describe, expect, it } from 'vitest';
import { projectedUnrest, proposalValue, unrestRisk } from '../../../src/games/republic/ai/assess';
import type { Proposal } from '../../../src/games/republic/types';
import { addSenator, bare } from './helpers';
import { war } from './senate-table';

function table(unrest: number, treasury: number) {
  const s = bare(2, 'senate');
  addSenator(s, 1, 0, { office: 'romeConsul', pop: 0 });
  addSenator(s, 2, 0);
  addSenator(s, 3, 1);
  s.unrest = unrest;
  s.treasury = treasury;
  return s;
}

const bill = (b: 'I' | 'II' | 'III') => ({ kind: 'landBill', bill: b, sponsor: '1', coSponsor: '2' }) as unknown as Proposal;

describe('AI and unrest', () => {
  it('the risk of unrest grows with it and the People revolt only at high unrest (3d6 - unrest + POP at -1 or less)', () => {
    const s = table(0, 100);
    const risks = [0, 3, 6, 9, 12, 15].map((u) => unrestRisk(s, u));
    for (let i = 1; i < risks.length; i++) expect(risks[i]).toBeGreaterThan(risks[i - 1]);
    // Below 4 no roll of 3d6 can reach -1: only the unrest the table adds counts (at most 2 per point, 6 a roll).
    expect(unrestRisk(s, 3)).toBeLessThan(12);
    // At 12 a roll of 11 or less is the People's revolt: half the games.
    expect(unrestRisk(s, 12)).toBeGreaterThan(50);
    // A popular speaker calms them.
    s.senators['1'].pop = 4;
    expect(unrestRisk(s, 12)).toBeLessThan(risks[4]);
  });

  it('projects the unrest of wars no commander reaches', () => {
    const s = table(2, 100);
    s.forum.wars = [war('war:1st-gallic'), war('war:syrian')];
    // One commander in Rome (the Rome Consul): one war stays unprosecuted.
    expect(projectedUnrest(s)).toBe(3);
  });

  it('a land bill is worth more the higher the unrest, and nothing when the State cannot pay', () => {
    const calm = proposalValue(table(1, 150), 1, bill('III'));
    const restless = proposalValue(table(8, 150), 1, bill('III'));
    expect(restless).toBeGreaterThan(calm);
    expect(restless).toBeGreaterThan(5);
    // The bigger cut is worth more in a crisis.
    expect(proposalValue(table(8, 150), 1, bill('III'))).toBeGreaterThan(proposalValue(table(8, 150), 1, bill('I')));
    // Broke: next turn's bills come first.
    const broke = table(8, 0);
    broke.forum.wars = [war('war:1st-gallic'), war('war:syrian'), war('war:1st-macedonian')];
    expect(proposalValue(broke, 1, bill('III'))).toBeLessThan(0);
  });
});
