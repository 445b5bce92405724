/**
 * Victory and defeat (1.12, Living Rules v1.07A structure; see
 * docs/republic-rulings.md): losing conditions first (four active wars at the
 * end of a Combat Phase, People Revolt, bankruptcy); then Era Ends at the end
 * of the Forum Phase it was revealed in, and a Consul for Life who still holds
 * the title at the end of a Revolution Phase.
 */
import type { Ctx } from './ctx';
import { emit } from './ctx';
import { endGame } from './flow';
import { factionInfluence, factionVotes, members } from './senators';
import { activeWars } from './wars';
import { rebelEndGame } from './rebel-end-game';
import type { RepublicState, Seat } from './types';

/** The faction with the most combined influence (ties: best single senator, then most votes, then dice). */
export function leadingFaction(ctx: Ctx): Seat | null {
  const s = ctx.s;
  const seats = s.factions.filter((f) => !f.eliminated).map((f) => f.seat);
  if (seats.length === 0) return null;
  const best = (seat: Seat) => Math.max(0, ...members(s, seat).filter((x) => x.where.kind !== 'captive' && x.rebel === null).map((x) => x.inf));
  const key = (seat: Seat): number[] => [factionInfluence(s, seat), best(seat), factionVotes(s, seat)];
  let tied = [...seats];
  for (let i = 0; i < 3 && tied.length > 1; i++) {
    const top = Math.max(...tied.map((seat) => key(seat)[i]));
    tied = tied.filter((seat) => key(seat)[i] === top);
  }
  return tied.length === 1 ? tied[0] : tied[ctx.rng.index(tied.length)];
}

/** 1.12.2 (3): the Forum Phase in which Era Ends was revealed is over. */
export function eraEndsVictory(ctx: Ctx): void {
  const s = ctx.s;
  const cfl = s.consulForLife ? s.senators[s.consulForLife] : null;
  if (cfl && cfl.faction !== null) {
    endGame(ctx, 'consulForLife', cfl.faction);
    return;
  }
  const winner = leadingFaction(ctx);
  emit(ctx, 'eraEnds', { winner });
  endGame(ctx, 'eraEnds', winner);
}

/** 1.12.1 (1): four or more active wars at the end of a Combat Phase (a civil war counts). */
export function checkFourWars(ctx: Ctx): void {
  const s = ctx.s;
  const n = activeWars(s).length + (Object.values(s.senators).some((x) => x.rebel === 'primary') ? 1 : 0);
  if (n >= 4) endGame(ctx, 'fourWars', null);
}

/** 1.12.2 (4): a Consul for Life still in office at the end of a Revolution Phase wins. */
export function checkConsulForLife(ctx: Ctx): void {
  const s = ctx.s;
  const cfl = s.consulForLife ? s.senators[s.consulForLife] : null;
  if (cfl && cfl.faction !== null) endGame(ctx, 'consulForLife', cfl.faction);
}

/** People Revolt or bankruptcy with a rebel in play: he wins (1.12.2 (2)); otherwise everyone loses. */
export function romeFalls(ctx: Ctx, reason: 'peopleRevolt' | 'bankruptcy'): void {
  const rebel = Object.values(ctx.s.senators).find((x) => x.rebel === 'primary');
  if (rebel && rebel.faction !== null) rebelEndGame(ctx, rebel, false);
  else endGame(ctx, reason, null);
}

export function isOver(s: RepublicState): boolean {
  return s.ending !== null;
}
