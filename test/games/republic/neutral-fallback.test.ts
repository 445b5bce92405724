/**
 * The Neutrals' own plan when no 4.05 plan fits (AI_TUNING.neutralFallback, neutral/fallback.ts): units
 * eliminated before a bankruptcy, and a build toward the weakest active war's adequate force over the
 * coming turns, where this turn's AI plan raised nothing.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { deployProposals, raiseProposal } from '../../../src/games/republic/ai/military';
import { AI_TUNING, AI_TUNING_DEFAULTS } from '../../../src/games/republic/ai/tuning';
import { settle } from '../../../src/games/republic/flow';
import { buildToward, neutralFallback } from '../../../src/games/republic/neutral/fallback';
import { neutralPlan } from '../../../src/games/republic/neutral/military';
import { newSenateState } from '../../../src/games/republic/phases/senate/core';
import type { Decision, Proposal, RepublicState } from '../../../src/games/republic/types';
import { ctxOf } from './helpers';
import { imperialsAtWar } from './neutral-fixture';

afterEach(() => { Object.assign(AI_TUNING, AI_TUNING_DEFAULTS); });

function active(s: RepublicState, legions: number, fleets: number): RepublicState {
  s.legions.slice(0, legions).forEach((l) => { l.at = 'active'; });
  s.fleets.slice(0, fleets).forEach((f) => { f.at = 'active'; });
  return s;
}

/** The 1st Macedonian War (land 12, fleet support 10) against 4 legions and 150T: no 4.05 plan fits. */
const macedonian = () => active(imperialsAtWar(['war:1st-macedonian'], 150), 4, 0);

describe('Ruling "4.05 Neutral fallback plan": the Neutrals\' own plan when no 4.05 plan fits (AI_TUNING.neutralFallback)', () => {
  it('builds the fleet support of a war this turn\'s plan cannot attack, so that the 4.05 plan fits later', () => {
    const s = macedonian();
    expect(neutralPlan(s)).toMatchObject({ attacks: [], raiseLegions: 0, raiseFleets: 0 });
    // This turn's AI plan raises nothing for it; the fallback raises what 4.05 calls affordable: (150 - 30) / 12.
    expect(raiseProposal(s)).toBeNull();
    expect(buildToward(s)).toEqual({ kind: 'raise', legions: 0, fleets: 10 });
    expect(neutralFallback(s, null)[0]).toEqual({ kind: 'raise', legions: 0, fleets: 10 });
    // With the fleets there, the legions next.
    const next = active(macedonian(), 4, 10);
    next.treasury = 100;
    expect(buildToward(next)).toMatchObject({ kind: 'raise', fleets: 0 });
    expect((buildToward(next) as unknown as { legions: number }).legions).toBeGreaterThan(0);
  });

  it('builds nothing at Manpower Shortage prices outside a crisis, as 4.05\'s builds', () => {
    const s = macedonian();
    s.forum.events.push({ id: 'event:manpower-shortage', level: 1, count: 1, turn: s.turn });
    expect(buildToward(s)).toBeNull();
  });

  it('eliminates units first when next turn\'s bills would bankrupt the State', () => {
    // Three wars (60T) and 30 units (60T) next turn against 5T and 100T of revenue.
    const s = active(imperialsAtWar(['war:2nd-punic', 'war:1st-macedonian', 'war:1st-gallic'], 5), 20, 10);
    s.senate = newSenateState();
    s.senate.step = 'business';
    const plan = neutralFallback(s, null);
    expect(plan[0]).toMatchObject({ kind: 'eliminate' });
    const cut = plan[0] as unknown as { legions: number; fleets: number };
    expect(cut.legions + cut.fleets).toBeGreaterThan(0);
    // The engine's plan before it never disbanded.
    expect([raiseProposal(s), ...deployProposals(s)].some((p) => p?.kind === 'eliminate')).toBe(false);
  });

  it('keeps the Dominant Player\'s builds when he was asked (two players, 4.02.2)', () => {
    const his = { kind: 'raise', legions: 2, fleets: 1 } as Proposal;
    expect(neutralFallback(macedonian(), [his])[0]).toBe(his);
    expect(neutralFallback(macedonian(), [])).toEqual(deployProposals(macedonian()));
  });

  it('on the floor in solitaire: the Neutral Presiding Magistrate tables the build only with the switch', () => {
    const floor = (on: boolean) => {
      AI_TUNING.neutralFallback = on;
      const s = macedonian();
      s.step = 'sitting';
      s.senate = newSenateState();
      s.senate.step = 'business';
      s.senate.pm = '3';
      s.pending = [{ id: 1, kind: 'senateFloor', seat: 1 } as Decision];
      s.nextDecision = 2;
      const c = ctxOf(s);
      settle(c);
      // Without a proposal the Neutral adjourns and the Senate Phase ends.
      return (c.s.senate?.floor ?? []).map((i) => i.proposal);
    };
    expect(floor(false).some((p) => p.kind === 'raise')).toBe(false);
    expect(floor(true)[0]).toEqual({ kind: 'raise', legions: 0, fleets: 10 });
  });
});
