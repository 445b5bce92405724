/**
 * Random events (1.07.21): the eighteen double-sided event cards come into
 * play from the 3d6 Random Events table. Each event registers its effect
 * here (src/games/republic/events/*.ts); phases call the hooks at their
 * points of the turn. An event without a registered effect is still put in
 * play and reported, so a missing effect is visible, not silent.
 */
import type { Ctx } from '../ctx';
import { emit } from '../ctx';
import { EVENTS, tableRow } from '../data';
import type { EventId, EventInPlay, RepublicState } from '../types';

/** Points of the turn where events act. */
export interface EventHookArgs {
  /** Revenue Phase, before personal revenue. */
  revenueStart: Record<string, never>;
  /** Revenue Phase, right after the State's annual 100T (Allied Enthusiasm). */
  stateRevenue: Record<string, never>;
  /** Start of the Forum Phase, before expiring events: return true to stay in play (1.07.1). */
  stays: Record<string, never>;
  /** End of the Forum Phase. */
  endForum: Record<string, never>;
  /** End of the Senate Phase. */
  endSenate: Record<string, never>;
  /** An active war arrived in the Forum. */
  activeWarDrawn: { war: string };
  /** A war was defeated (end-of-combat bookkeeping such as the Rhodian fleets). */
  warDefeated: { war: string };
  /** A war card arrived in the Forum, whatever its status. */
  warDrawn: { war: string };
  /** An enemy leader is about to leave play (a Victory, Enemy Leader Dies, New Alliance): return true to keep him. */
  leaderRemoved: { leader: string };
}

export type EventHook = keyof EventHookArgs;

export interface EventEffect {
  id: EventId;
  /**
   * The card was drawn: put in play (level 1), flipped (level 2), or drawn
   * again when stacking / at its last side (`again` true when nothing flipped).
   */
  draw?(ctx: Ctx, ev: EventInPlay, again: boolean): void;
  hooks?: { [H in EventHook]?: (ctx: Ctx, ev: EventInPlay, args: EventHookArgs[H]) => unknown };
}

const effects = new Map<EventId, EventEffect>();

export function registerEvent(e: EventEffect): void {
  if (!EVENTS.has(e.id)) throw new Error(`unknown event ${e.id}`);
  effects.set(e.id, e);
}

export function eventEffect(id: EventId): EventEffect | undefined {
  return effects.get(id);
}

export function eventInPlay(s: RepublicState, id: EventId): EventInPlay | undefined {
  return s.forum.events.find((e) => e.id === id);
}

/** Number of effects of a stacking event in play (Drought, Evil Omens, Manpower Shortage). */
export function eventCount(s: RepublicState, id: EventId): number {
  return eventInPlay(s, id)?.count ?? 0;
}

/** Evil Omens in play: -1 to most rolls per omen (event-effects summary). */
export function omens(s: RepublicState): number {
  return eventCount(s, 'event:evil-omens');
}

/** The event on the era's column of the Random Events table for a 3d6 total. */
export function eventForRoll(s: RepublicState, roll: number): EventId {
  const e = [...EVENTS.values()].find((x) => x.rolls[s.era].includes(roll));
  if (!e) throw new Error(`no event for ${roll} in ${s.era}`);
  return e.id;
}

/**
 * An event is drawn (1.07.21): into play on its light side, flipped to its dark
 * side if already in play, and for stacking events (maxLevel 0) one more
 * effect each time. Then its effect runs.
 */
export function drawEvent(ctx: Ctx, id: EventId): void {
  const s = ctx.s;
  const def = EVENTS.get(id)!;
  let ev = eventInPlay(s, id);
  let again = false;
  if (!ev) {
    ev = { id, level: 1, count: 1, turn: s.turn };
    s.forum.events.push(ev);
  } else if (def.maxLevel === 0) {
    ev.level = 2;
    ev.count += 1;
  } else if (ev.level < def.maxLevel) {
    ev.level += 1;
  } else {
    again = true;
  }
  emit(ctx, 'event', { event: id, name: ev.level > 1 ? def.reverse : def.name, level: ev.level, count: ev.count, again });
  const eff = effects.get(id);
  if (!eff) {
    emit(ctx, 'eventEffectMissing', { event: id });
    return;
  }
  eff.draw?.(ctx, ev, again);
}

export function runEventHook<H extends EventHook>(ctx: Ctx, hook: H, args: EventHookArgs[H]): unknown[] {
  const out: unknown[] = [];
  for (const ev of [...ctx.s.forum.events]) {
    const h = effects.get(ev.id)?.hooks?.[hook];
    if (h && ctx.s.forum.events.includes(ev)) out.push(h(ctx, ev, args));
  }
  return out;
}

/** 1.07.1: at the start of the Forum Phase event cards leave play unless their card says otherwise. */
export function expireEvents(ctx: Ctx): void {
  const s = ctx.s;
  s.forum.events = s.forum.events.filter((ev) => effects.get(ev.id)?.hooks?.stays?.(ctx, ev, {}) === true);
}

export { tableRow };
