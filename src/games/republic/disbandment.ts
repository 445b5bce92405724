/**
 * Advanced rule 2.04, Legionary Disbandment and Recall (option
 * `advanced.disbandment`).
 * - A victorious returning commander (non-rebel), when he lays down his
 *   command in the Revolution Phase, may disband veteran legions of his force
 *   whose allegiance he holds: they go to the Bank (`at: 'disbanded'`, still
 *   veteran, allegiance kept on his card); he gains 1 ORA and 1 INF each.
 *   Ruling: it is offered with laying down the command (the 'civilWar' and
 *   'revolt' decisions), the moment he returns.
 * - In the Senate Phase a Consul or Dictator in Rome may recall any of them for
 *   10T each from his own or his faction's treasury, ignoring No Recruitment and
 *   Manpower Shortage: they come back veteran to the Active Forces (the Senate
 *   maintains them again) and the disbanding senator loses 1 ORA and 1 INF each.
 *   Ruling (v1.07A): a Consul or the Dictator; while the floor is free.
 * - Once the force pool is empty the Senate's raising takes them from the Bank
 *   as plain legions (forces.ts); he keeps his gains.
 * - When he dies, they go to the force pool as plain legions (senators.ts).
 * Disbanded legions are not maintained and never desert to a rebel.
 */
import { z } from 'zod';
import type { Ctx } from './ctx';
import { emit } from './ctx';
import { need, REPUBLIC_ERRORS } from './errors';
import { factionAcct, move, BANK, senatorAcct } from './money';
import { armyPlace, legionsAt } from './military';
import { registerAction, registerInterrupt, top } from './registry';
import { addInfluence, senatorsInRome } from './senators';
import type { Legion, RepublicAction, RepublicState, Seat, SenatorId } from './types';

export interface RecallDisbandedAction { type: 'recallDisbanded'; senator: SenatorId; legions: number[]; from: 'senator' | 'faction' }

declare module './types' {
  interface ActionMap { recallDisbanded: RecallDisbandedAction }
}

registerAction('recallDisbanded', z.object({
  type: z.literal('recallDisbanded'), senator: z.string().min(1).max(8), legions: z.array(z.number().int().min(1).max(25)).min(1).max(25),
  from: z.enum(['senator', 'faction']),
}));

const RECALL_COST = 10;

export function disbandmentRule(s: RepublicState): boolean {
  return s.options.advanced.disbandment;
}

/** Veterans of the army loyal to its commander: what he may disband. */
export function disbandable(s: RepublicState, commander: SenatorId, armyId: number): Legion[] {
  if (!disbandmentRule(s)) return [];
  return legionsAt(s, armyPlace(armyId)).filter((l) => l.veteran && l.allegiance === commander);
}

/** Disbands the named legions of his army to the Bank (checked against `disbandable`). */
export function disband(ctx: Ctx, commander: SenatorId, armyId: number, ids: number[]): void {
  if (ids.length === 0) return;
  const s = ctx.s;
  const ok = new Set(disbandable(s, commander, armyId).map((l) => l.id));
  need(ids.every((id) => ok.has(id)) && new Set(ids).size === ids.length, REPUBLIC_ERRORS.badTarget, 'only his own veterans of this army may be disbanded (2.04)');
  const x = s.senators[commander];
  for (const l of s.legions) if (ids.includes(l.id)) l.at = 'disbanded';
  x.ora += ids.length;
  addInfluence(x, ids.length);
  emit(ctx, 'legionsDisbanded', { senator: commander, legions: ids.length });
}

/** Disbanded legions of each senator still alive. */
function disbandedBy(s: RepublicState): Legion[] {
  return s.legions.filter((l) => l.at === 'disbanded' && l.allegiance !== null);
}

function recallers(s: RepublicState, seat: Seat) {
  return senatorsInRome(s, seat).filter((x) => x.rebel === null && (x.office === 'romeConsul' || x.office === 'fieldConsul' || x.office === 'dictator'));
}

function floorFree(s: RepublicState): boolean {
  const d = top(s);
  return s.phase === 'senate' && !!s.senate && s.senate.step !== 'closed' && !!d && d.kind === 'senateFloor';
}

registerInterrupt({
  types: ['recallDisbanded'],
  // Offices and disbanded legions are public.
  window(s, seat) { return disbandmentRule(s) && floorFree(s) && recallers(s, seat).length > 0 && disbandedBy(s).length > 0; },
  legal(s, seat) {
    if (!this.window(s, seat)) return [];
    const out: RepublicAction[] = [];
    const ids = disbandedBy(s).map((l) => l.id);
    for (const x of recallers(s, seat)) {
      const own = Math.min(ids.length, Math.floor(x.talents / RECALL_COST));
      if (own > 0) out.push({ type: 'recallDisbanded', senator: x.id, legions: ids.slice(0, own), from: 'senator' });
      const fac = Math.min(ids.length, Math.floor(s.factions[seat].treasury / RECALL_COST));
      if (fac > 0) out.push({ type: 'recallDisbanded', senator: x.id, legions: ids.slice(0, fac), from: 'faction' });
    }
    return out;
  },
  resolve(ctx, seat, a) {
    const s = ctx.s;
    need(a.type === 'recallDisbanded', REPUBLIC_ERRORS.badAction, 'not a recall of disbanded legions');
    need(disbandmentRule(s) && floorFree(s), REPUBLIC_ERRORS.notAllowed, 'disbanded legions are recalled in the Senate Phase while the floor is free (2.04)');
    const x = recallers(s, seat).find((y) => y.id === a.senator);
    need(x, REPUBLIC_ERRORS.notYourSenator, 'a Consul or the Dictator of your faction, in Rome, recalls them');
    const ls = a.legions.map((id) => s.legions.find((l) => l.id === id));
    need(ls.every((l) => l && l.at === 'disbanded') && new Set(a.legions).size === a.legions.length, REPUBLIC_ERRORS.badTarget, 'only disbanded legions can be recalled');
    const cost = RECALL_COST * a.legions.length;
    const acct = a.from === 'senator' ? senatorAcct(x.id) : factionAcct(seat);
    need((a.from === 'senator' ? x.talents : s.factions[seat].treasury) >= cost, REPUBLIC_ERRORS.cannotAfford, '10T a legion');
    move(s, acct, BANK, cost);
    const losers = new Map<SenatorId, number>();
    for (const l of ls as Legion[]) {
      l.at = 'active';
      if (l.allegiance) losers.set(l.allegiance, (losers.get(l.allegiance) ?? 0) + 1);
    }
    for (const [id, n] of losers) {
      const y = s.senators[id];
      if (!y) continue;
      y.ora = Math.max(0, y.ora - n);
      addInfluence(y, -n);
    }
    emit(ctx, 'disbandedRecalled', { senator: x.id, legions: a.legions.length });
  },
});
