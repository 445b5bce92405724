/**
 * 1.11.34 (and 2.03's allegiance): veterans loyal to a senator who is not a
 * rebel, standing in a rebel's forces (the Primary Rebel's army on the march,
 * or a rebel governor's garrison), may desert to the Senate.
 *
 * Ruling (docs/republic-rulings.md "1.11.34 veterans desert to the Senate"):
 * "any time" is read as whenever the Senate's floor is free in the Senate
 * Phase, the moment the Senate decides how to fight the revolt; the
 * senator's faction calls all of his veterans back at once (action
 * `veteransDesert`), and they join the Active Forces. A Primary Rebel on the
 * march left without a legion fails, as when his legions cannot be paid.
 */
import { z } from 'zod';
import { emit } from './ctx';
import { need, REPUBLIC_ERRORS } from './errors';
import { registerAction, registerInterrupt, top } from './registry';
import { killSenator } from './senators';
import { legionsAt } from './military';
import { primaryRebel, rebelHeldGarrison } from './revolt-state';
import type { Legion, RepublicState, Seat, Senator, SenatorId } from './types';

export interface VeteransDesertAction { type: 'veteransDesert'; senator: SenatorId }

declare module './types' {
  interface ActionMap { veteransDesert: VeteransDesertAction }
}

registerAction('veteransDesert', z.object({ type: z.literal('veteransDesert'), senator: z.string().min(1).max(8) }));

/**
 * Legions of a rebel's forces: his army on the march, or a rebel governor's garrison (a province in revolt under
 * 2.03; out of play in the basic game, 1.11.32, from where they may desert too: 1.11.34 names a rebel garrison).
 */
function inRebelForces(s: RepublicState, l: Legion): boolean {
  return l.at === 'rebel' || rebelHeldGarrison(s, l.at);
}

/** Veterans loyal to `x` standing in a rebel's forces. */
function deserters(s: RepublicState, x: Senator): Legion[] {
  return s.legions.filter((l) => l.veteran && l.allegiance === x.id && inRebelForces(s, l));
}

/** The faction's loyal senators with veterans in a rebel's forces (allegiance and places are public). */
function patrons(s: RepublicState, seat: Seat): Senator[] {
  if (!primaryRebel(s)) return [];
  return Object.values(s.senators)
    .filter((x) => x.faction === seat && x.rebel === null && deserters(s, x).length > 0)
    .sort((a, b) => a.id.localeCompare(b.id));
}

function floorFree(s: RepublicState): boolean {
  const d = top(s);
  return s.phase === 'senate' && !!s.senate && s.senate.step !== 'closed' && !!d && d.kind === 'senateFloor';
}

registerInterrupt({
  types: ['veteransDesert'],
  window(s, seat) { return floorFree(s) && patrons(s, seat).length > 0; },
  legal(s, seat) {
    if (!floorFree(s)) return [];
    return patrons(s, seat).map((x) => ({ type: 'veteransDesert', senator: x.id }));
  },
  resolve(ctx, seat, a) {
    const s = ctx.s;
    need(a.type === 'veteransDesert', REPUBLIC_ERRORS.badAction, 'not a desertion');
    need(floorFree(s), REPUBLIC_ERRORS.notAllowed, 'veterans desert to the Senate while the Senate\'s floor is free (1.11.34)');
    const x = patrons(s, seat).find((y) => y.id === a.senator);
    need(x, REPUBLIC_ERRORS.badTarget, 'a loyal senator of your faction whose veterans stand with a rebel');
    const ls = deserters(s, x);
    for (const l of ls) l.at = 'active';
    emit(ctx, 'veteransDesert', { senator: x.id, legions: ls.length });
    const r = primaryRebel(s);
    if (r && r.where.kind === 'rebel' && legionsAt(s, 'rebel').length === 0) killSenator(ctx, r.id, 'revoltFailed');
  },
});
