/**
 * Population Phase (1.08): unrest from unprosecuted wars (1.08.11) and
 * droughts (1.08.12), then the HRAO's State of the Republic speech (1.08.2):
 * 3d6 - unrest + his POP on the Population table.
 */
import { dice, emit, sum } from '../ctx';
import { K, TABLES, tableRow } from '../data';
import { drawEvent, eventCount, omens } from '../events/registry';
import { nextPhase } from '../flow';
import { registerPhase } from '../registry';
import { hrao } from '../senators';
import { romeFalls } from '../victory';
import { droughtWars } from '../wars';
import { chitDeaths } from './mortality';
import { primaryRebelProvince, rebelAtHome } from '../revolt-state';
import type { RepublicState } from '../types';

/** Drought effects in play: drought events and drought wars (1.08.12). */
export function droughts(s: RepublicState): number {
  return eventCount(s, 'event:drought') + droughtWars(s);
}

registerPhase({
  phase: 'population',
  run(ctx) {
    const s = ctx.s;
    // 2.03.6: a rebel governor at home whom the Senate left alone counts as an unprosecuted war.
    // One who left him alone and then set out for Rome (2.03.8) still brings that turn's unrest, once.
    const own = primaryRebelProvince(s);
    const unprosecuted = s.forum.wars.filter((w) => w.status === 'active' && w.unprosecuted).length + (own?.unprosecuted ? 1 : 0);
    if (own && !rebelAtHome(s)) delete own.unprosecuted;
    const dr = droughts(s);
    s.unrest += unprosecuted + dr;
    emit(ctx, 'unrest', { unprosecuted, droughts: dr, unrest: s.unrest });
    const speaker = hrao(s);
    const roll = dice(ctx, 3);
    const total = sum(roll) - s.unrest + (speaker?.pop ?? 0) - omens(s);
    const row = tableRow(TABLES.population, total);
    emit(ctx, 'stateOfTheRepublic', { speaker: speaker?.id ?? null, dice: roll, total, unrest: row.unrest, extra: row.extra });
    if (row.extra.includes('peopleRevolt')) {
      romeFalls(ctx, 'peopleRevolt');
      return;
    }
    s.unrest = Math.max(0, s.unrest + row.unrest);
    if (row.extra.includes('noRecruitment')) s.turnFlags.noRecruitment = true;
    if (row.extra.includes('manpowerShortage')) drawEvent(ctx, 'event:manpower-shortage');
    // Unaligned senators in the Forum are in Rome too (ruling, 1.08.2).
    if (row.extra.includes('mob')) chitDeaths(ctx, K('mobChits'), 'mob', (x) => x.where.kind === 'rome' || x.where.kind === 'forum');
    nextPhase(ctx);
  },
});
