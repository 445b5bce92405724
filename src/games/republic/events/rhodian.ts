/**
 * Rhodian Maritime Alliance / Increased Rhodian Involvement (event card,
 * 1.13.2). If some war in the Forum needs fleets (fleet support or naval
 * strength), Rome receives 8 free fleets (12 in all on the dark side; only
 * their upkeep is paid; they count toward the 25). The card stays until the
 * war needing the most fleets is defeated, at the end of that Combat Phase
 * (ruling: when that war leaves the Forum), when as many fleets are disbanded
 * (or all Rome has). In the Senate Phase of the turn it appears, after the
 * governors, the Senate may reject it (proposal `rejectRhodian`): the free
 * fleets go back.
 */
import { z } from 'zod';
import type { Ctx } from '../ctx';
import { emit } from '../ctx';
import { K } from '../data';
import { need, REPUBLIC_ERRORS } from '../errors';
import { registerProposal } from '../phases/senate/proposal-types';
import { warDef, warStrength } from '../wars';
import { eventInPlay, registerEvent } from './registry';
import type { EventInPlay, RepublicState } from '../types';
import { toPool } from '../military';

const ID = 'event:rhodian-maritime-alliance';
const LIGHT = 8;
const DARK = 12;

function fleetNeed(s: RepublicState, card: string): number {
  const w = s.forum.wars.find((x) => x.card === card);
  if (!w) return 0;
  return warDef(card).fleetSupport + warStrength(s, w).naval;
}

function giveFleets(ctx: Ctx, ev: EventInPlay, n: number): void {
  const s = ctx.s;
  const inPlay = s.fleets.filter((f) => f.at !== 'pool').length;
  let given = 0;
  for (const f of s.fleets) {
    if (given >= n || inPlay + given >= K('maxFleets')) break;
    if (f.at === 'pool') { f.at = 'active'; given++; }
  }
  ev.fleets = (ev.fleets ?? 0) + given;
  emit(ctx, 'rhodianFleets', { fleets: given });
}

/** The free fleets go (Active Forces first, then any Rome has). */
function disband(ctx: Ctx, ev: EventInPlay, why: string): void {
  const s = ctx.s;
  let n = ev.fleets ?? 0;
  const order = [...s.fleets.filter((f) => f.at === 'active'), ...s.fleets.filter((f) => f.at !== 'active' && f.at !== 'pool' && f.at !== 'rebel')];
  for (const f of order) if (n > 0) { toPool(f); n--; }
  s.forum.events = s.forum.events.filter((e) => e !== ev);
  emit(ctx, 'rhodianEnds', { why, fleets: (ev.fleets ?? 0) - n });
}

registerEvent({
  id: ID,
  draw(ctx, ev, again) {
    const s = ctx.s;
    if (again) return;
    if (ev.level > 1) {
      giveFleets(ctx, ev, DARK - LIGHT);
      return;
    }
    const needing = s.forum.wars.map((w) => ({ card: w.card, n: fleetNeed(s, w.card) })).filter((x) => x.n > 0).sort((a, b) => b.n - a.n);
    if (needing.length === 0) {
      s.forum.events = s.forum.events.filter((e) => e !== ev);
      emit(ctx, 'rhodianNotNeeded', {});
      return;
    }
    ev.war = needing[0].card;
    ev.fleets = 0;
    giveFleets(ctx, ev, LIGHT);
  },
  hooks: {
    stays(ctx, ev) {
      // The war left the Forum some other way (peace): the alliance ends too.
      if (ev.war && !ctx.s.forum.wars.some((w) => w.card === ev.war)) {
        disband(ctx, ev, 'warGone');
        return false;
      }
      return true;
    },
    warDefeated(ctx, ev, { war }) {
      if (ev.war === war) disband(ctx, ev, 'warDefeated');
    },
  },
});

export interface RejectRhodianProposal { kind: 'rejectRhodian' }

declare module '../types' {
  interface ProposalMap { rejectRhodian: RejectRhodianProposal }
}

function rejectable(s: RepublicState): boolean {
  const ev = eventInPlay(s, ID);
  return !!ev && ev.turn === s.turn;
}

registerProposal({
  kind: 'rejectRhodian',
  schema: z.object({ kind: z.literal('rejectRhodian') }),
  steps: ['business'],
  options(s) {
    return rejectable(s) ? [{ kind: 'rejectRhodian' as const }] : [];
  },
  validate(s) {
    need(rejectable(s), REPUBLIC_ERRORS.badProposal, 'only in the turn the Rhodian alliance appears');
  },
  key() { return 'rhodian'; },
  onPass(ctx) {
    const ev = eventInPlay(ctx.s, ID);
    if (ev) disband(ctx, ev, 'rejected');
  },
});
