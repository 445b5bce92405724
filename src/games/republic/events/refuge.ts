/**
 * Refuge / Rise from Refuge (event, Early Republic). It stays in play until an
 * enemy leader would leave play by a Victory, Enemy Leader Dies or New
 * Alliance (1.07.344 and the event summaries); then:
 *
 * - light side: the leader waits on the card and takes refuge with the next
 *   war card drawn, adding his strength to it; he is discarded when that war
 *   leaves the Forum;
 * - dark side: he stays at once, activates every war in the Forum (matching
 *   sets still follow the imminent-war rule) and adds his strength to each; he
 *   helps no war drawn later and is discarded with the last war he aids.
 *
 * A leader in refuge still aids his own matching wars (wars.ts leadersAiding).
 */
import type { Ctx } from '../ctx';
import { emit } from '../ctx';
import { LEADERS } from '../data';
import { activateWar, anyWarToDraw, findWar, warDef } from '../wars';
import { registerEvent } from './registry';
import type { EventInPlay, WarInPlay } from '../types';

function leave(ctx: Ctx, ev: EventInPlay): void {
  ctx.s.forum.events = ctx.s.forum.events.filter((e) => e !== ev);
}

function shelter(w: WarInPlay, leader: string): void {
  w.refuge = [...(w.refuge ?? []), leader];
}

/** Rise from Refuge: every war in the Forum becomes active, the earliest of a matching set first (1.07.3321). */
function riseAgainst(ctx: Ctx, leader: string): void {
  const s = ctx.s;
  const firstOfSet = new Set<string>();
  const bySetOrder = [...s.forum.wars].sort((a, b) => (warDef(a.card).setPos ?? 0) - (warDef(b.card).setPos ?? 0));
  for (const w of bySetOrder) {
    shelter(w, leader);
    const set = warDef(w.card).set;
    if (w.status === 'active' || w.waiting) { if (set) firstOfSet.add(set); continue; }
    if (w.status === 'imminent') continue;
    if (set && (firstOfSet.has(set) || s.forum.wars.some((x) => x !== w && warDef(x.card).set === set && x.status === 'active'))) {
      w.status = 'imminent';
      continue;
    }
    if (set) firstOfSet.add(set);
    activateWar(ctx, w, 'refuge');
  }
}

registerEvent({
  id: 'event:refuge',
  hooks: {
    // It waits in the Forum until used (an exception to 1.07.1).
    stays: () => true,
    leaderRemoved(ctx, ev, { leader }) {
      if (ev.leader !== undefined) return false;
      const name = LEADERS.get(leader)!.name;
      if (ev.level === 1) {
        // Ruling "1.07.344 Refuge's waiting leader": with no war card left to draw he has nothing to wait for.
        if (!anyWarToDraw(ctx.s)) return false;
        ev.leader = leader;
        emit(ctx, 'leaderTakesRefuge', { leader, name });
        return true;
      }
      if (ctx.s.forum.wars.length === 0) return false;
      riseAgainst(ctx, leader);
      leave(ctx, ev);
      emit(ctx, 'leaderRisesFromRefuge', { leader, name, wars: ctx.s.forum.wars.length });
      return true;
    },
    warDrawn(ctx, ev, { war }) {
      if (ev.leader === undefined) return;
      const w = findWar(ctx.s, war);
      if (!w) return;
      shelter(w, ev.leader);
      emit(ctx, 'leaderJoinsFromRefuge', { leader: ev.leader, name: LEADERS.get(ev.leader)!.name, war });
      leave(ctx, ev);
    },
  },
});
