import { expect } from 'vitest';
import '../../../src/games';
import { republic } from '../../../src/games/republic';
import { makeCtx, type Ctx } from '../../../src/games/republic/ctx';
import { settle } from '../../../src/games/republic/flow';
import { newFamilySenator } from '../../../src/games/republic/senators';
import { top } from '../../../src/games/republic/registry';
import type { Phase, RepublicAction, RepublicOptions, RepublicState, Seat, Senator } from '../../../src/games/republic/types';

export { republic };

export function game(opts: Partial<RepublicOptions> & { players: number }, seed = 'test'): RepublicState {
  return republic.setup(republic.parseOptions(opts), seed);
}

export function play(s: RepublicState, seat: Seat, action: RepublicAction): RepublicState {
  const r = republic.apply(s, seat, republic.parseAction(action));
  if (!r.ok) throw new Error(`refused ${JSON.stringify(action)}: ${r.error.message}`);
  return r.state;
}

export function refused(s: RepublicState, seat: Seat, action: unknown): string {
  const r = republic.apply(s, seat, action as RepublicAction);
  expect(r.ok).toBe(false);
  return r.ok ? '' : r.error.code;
}

/** Answers every pending decision with its first (most passive) legal answer until `until` holds. */
export function passUntil(s: RepublicState, until: (s: RepublicState) => boolean, limit = 20_000): RepublicState {
  for (let i = 0; i < limit && !until(s) && !s.ending; i++) {
    const d = top(s);
    if (!d) throw new Error('nothing to decide');
    s = play(s, d.seat, republic.legalActions(s, d.seat)[0]);
  }
  if (!until(s)) throw new Error(`condition not reached (phase ${s.phase}, step ${s.step}, ending ${JSON.stringify(s.ending)})`);
  return s;
}

/** A working context on a copy of `s`, for calling rule functions directly. */
export function ctxOf(s: RepublicState, d6: number[] = [], chits: number[] = []): Ctx {
  const c = makeCtx(structuredClone(s));
  c.s.forced = { d6: [...d6], chits: [...chits] };
  return c;
}

/** A bare table: `factions` factions with no senators, cards or decisions, in `phase` at step 'start'. */
export function bare(factions = 3, phase: Phase = 'mortality', seed = 'bare'): RepublicState {
  const s = game({ players: factions }, seed);
  s.pending = [];
  s.senators = {};
  for (const f of s.factions) { f.hand = []; f.leader = null; f.treasury = 0; }
  s.deck = [];
  s.forum.wars = [];
  s.phase = phase;
  s.step = 'start';
  return s;
}

/** Adds family senator `n` to `seat` (or unaligned with null), with overrides. */
export function addSenator(s: RepublicState, n: number, seat: Seat | null, over: Partial<Senator> = {}): Senator {
  const x = { ...newFamilySenator(n, seat), ...over };
  s.senators[x.id] = x;
  if (seat !== null && s.factions[seat].leader === null && over.id === undefined) s.factions[seat].leader = x.id;
  return x;
}

export function runPhase(c: Ctx): void {
  settle(c);
}

export function sumMoney(s: RepublicState): number {
  return s.treasury + s.bank + s.escrow + s.factions.reduce((n, f) => n + f.treasury, 0) + Object.values(s.senators).reduce((n, x) => n + x.talents, 0);
}

export { cardCensus } from './census';
