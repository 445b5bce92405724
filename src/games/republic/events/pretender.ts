/**
 * Pretender Emerges / Pretender Victorious (event, Middle and Late Republic).
 * It waits in the Forum until the next active war card appears (an exception
 * to 1.07.1); then a province drawn at random among those with a governor who
 * is not a rebel (1.09.54: vacant provinces cannot be chosen) revolts:
 *
 * - light side: its governor and garrison fight an immediate battle against
 *   the revolt; a Victory keeps the province loyal; any other result kills the
 *   governor, the garrison's surviving legions return to Rome (Active Forces),
 *   and the province becomes an active revolt in the Forum;
 * - dark side: governor and garrison die outright and the province revolts.
 *
 * With no province to choose the card keeps waiting for the next active war.
 */
import { governorBattleMil } from '../cards/vatinian';
import type { Ctx } from '../ctx';
import { dice, emit, pickIndex, sum } from '../ctx';
import { PROVINCE_REVOLT_PREFIX, TABLES, tableRow } from '../data';
import { battleMil, legionStrength, toPool } from '../military';
import { killSenator } from '../senators';
import { provinceRevolts, warDef } from '../wars';
import { omens, registerEvent } from './registry';
import type { EventInPlay, Legion, ProvinceState } from '../types';

function candidates(ctx: Ctx): ProvinceState[] {
  const s = ctx.s;
  return Object.values(s.provinces)
    .filter((p) => p.governor !== null && s.senators[p.governor]?.rebel === null)
    .sort((a, b) => a.id.localeCompare(b.id));
}

function disband(ls: Legion[]): void {
  for (const l of ls) toPool(l);
}

function revolt(ctx: Ctx, ev: EventInPlay): void {
  const s = ctx.s;
  const list = candidates(ctx);
  if (list.length === 0) return;
  const p = list[pickIndex(ctx, list.length)];
  const g = s.senators[p.governor!]!;
  const garrison = s.legions.filter((l) => l.at === `garrison:${p.id}`);
  if (ev.level === 1) {
    // The immediate battle, read on the Combat Results Table like any land battle.
    const force = legionStrength(garrison);
    const mil = Math.min(force, governorBattleMil(s, p, battleMil(ctx, g)));
    const roll = dice(ctx, 3);
    const strength = warDef(`${PROVINCE_REVOLT_PREFIX}${p.id}`).land;
    const total = sum(roll) + force + mil - strength - omens(s);
    const row = tableRow(TABLES.combat, total);
    emit(ctx, 'pretenderBattle', { province: p.id, governor: g.id, dice: roll, force, mil, war_strength: strength, total, result: row.result });
    const lost = row.legions === 'all' ? garrison.length : Math.min(row.legions, garrison.length);
    disband(garrison.slice(0, lost));
    if (row.result === 'victory') {
      s.forum.events = s.forum.events.filter((e) => e !== ev);
      return;
    }
    for (const l of garrison.slice(lost)) l.at = 'active';
  } else {
    disband(garrison);
  }
  killSenator(ctx, g.id, 'pretender');
  provinceRevolts(ctx, p.id);
  s.forum.events = s.forum.events.filter((e) => e !== ev);
}

registerEvent({
  id: 'event:pretender-emerges',
  hooks: {
    stays: () => true,
    activeWarDrawn(ctx, ev) {
      revolt(ctx, ev);
    },
  },
});
