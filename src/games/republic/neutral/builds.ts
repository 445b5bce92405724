/**
 * 4.02.2 with 4.05: "the builds are up to the Dominant Player". When a
 * Neutral Presiding Magistrate's military plan has no fit in a two-player
 * game, the table asks the Dominant Player (decision `neutralBuilds`, the
 * Neutral's own, with no Neutral policy, so the flow routes it to him) which
 * forces the State raises, within what it can pay, or none. The Neutral then
 * tables his raise in its business, and adds no raise of its own
 * (./senate.ts). Outside a two-player game the engine's plan decides, as
 * before. Rulings: docs/republic-rulings.md ("4.02.2 Dominant Player
 * builds").
 */
import { z } from 'zod';
import { raiseProposal } from '../ai/military';
import { need, REPUBLIC_ERRORS } from '../errors';
import { deciderOf, isNeutral } from '../flow';
import { raiseOk } from '../phases/senate/proposals/forces';
import { push, registerAction, registerDecision, top } from '../registry';
import type { DecisionBase, RepublicAction, RepublicState } from '../types';
import { activeWars } from '../wars';
import { dominantPlayer } from './dominant';
import { neutralDeploys, neutralRaise } from './military';
import { registerNeutralIntervention } from './policy';

export interface NeutralBuildsDecision extends DecisionBase { kind: 'neutralBuilds' }
export interface NeutralBuildsAction { type: 'neutralBuilds'; legions: number; fleets: number }

declare module '../types' {
  interface DecisionMap { neutralBuilds: NeutralBuildsDecision }
  interface ActionMap { neutralBuilds: NeutralBuildsAction }
}

registerAction('neutralBuilds', z.object({
  type: z.literal('neutralBuilds'), legions: z.number().int().min(0).max(25), fleets: z.number().int().min(0).max(25),
}));

const fits = (s: RepublicState, legions: number, fleets: number) => raiseOk(s, { kind: 'raise', legions, fleets }) === null;

/** Whether the Neutral on the floor now must ask the Dominant Player for its builds. */
export function buildsUpToDominant(s: RepublicState): boolean {
  const d = top(s);
  if (s.phase !== 'senate' || !s.senate || s.senate.step !== 'business' || s.senate.dominantBuilds) return false;
  if (!d || d.kind !== 'senateFloor' || !isNeutral(s, deciderOf(s, d)) || dominantPlayer(s) === null) return false;
  if (activeWars(s).length === 0 || neutralRaise(s) !== null || neutralDeploys(s).length > 0) return false;
  // Nothing can be raised at all (no recruitment, no money): there is nothing to ask.
  return fits(s, 1, 0) || fits(s, 0, 1);
}

registerNeutralIntervention((ctx) => {
  const s = ctx.s;
  if (!buildsUpToDominant(s)) return false;
  // Recorded when asked, so that he is asked once per Senate Phase whatever he answers.
  s.senate!.dominantBuilds = { legions: 0, fleets: 0 };
  push(ctx, { kind: 'neutralBuilds', seat: top(s)!.seat });
  return true;
});

// Once his raise is on the floor it is spent: whatever the vote, the Neutral tables it only once.
registerNeutralIntervention((ctx) => {
  const b = ctx.s.senate?.dominantBuilds;
  const item = ctx.s.senate?.floor.at(-1);
  if (!b || b.legions + b.fleets === 0 || !item || item.proposal.kind !== 'raise' || !isNeutral(ctx.s, item.by)) return false;
  const p = item.proposal as { legions: number; fleets: number };
  if (p.legions !== b.legions || p.fleets !== b.fleets) return false;
  ctx.s.senate!.dominantBuilds = { legions: 0, fleets: 0 };
  return true;
});

registerDecision({
  kind: 'neutralBuilds',
  legal(s) {
    // None first (the passive answer), then the engine's plan, then a few typical raises the State can pay.
    const out: RepublicAction[] = [{ type: 'done' }];
    const plan = raiseProposal(s) as { legions: number; fleets: number } | null;
    const most = (what: 'legions' | 'fleets') => {
      let n = 0;
      while (n < 25 && fits(s, what === 'legions' ? n + 1 : 0, what === 'fleets' ? n + 1 : 0)) n++;
      return n;
    };
    const cands: [number, number][] = [...(plan ? [[plan.legions, plan.fleets] as [number, number]] : []),
      [1, 0], [0, 1], [Math.min(4, most('legions')), 0], [0, Math.min(4, most('fleets'))], [most('legions'), 0], [0, most('fleets')]];
    for (const [legions, fleets] of cands) {
      if (!fits(s, legions, fleets)) continue;
      if (out.some((a) => a.type === 'neutralBuilds' && a.legions === legions && a.fleets === fleets)) continue;
      out.push({ type: 'neutralBuilds', legions, fleets });
    }
    return out;
  },
  resolve(ctx, _d, a) {
    const s = ctx.s;
    need(!!s.senate, REPUBLIC_ERRORS.notAllowed, 'the Senate is over');
    if (a.type === 'done') {
      s.senate!.dominantBuilds = { legions: 0, fleets: 0 };
      return;
    }
    need(a.type === 'neutralBuilds', REPUBLIC_ERRORS.wrongDecision, 'choose the forces to raise, or none');
    const why = raiseOk(s, { kind: 'raise', legions: a.legions, fleets: a.fleets });
    need(why === null, REPUBLIC_ERRORS.notAllowed, why ?? '');
    s.senate!.dominantBuilds = { legions: a.legions, fleets: a.fleets };
  },
});
