/**
 * Every talent moves between accounts through this module, so money is
 * conserved: State + faction treasuries + personal treasuries + talents on
 * the table (escrow) + the bank's net intake is constant (the State's
 * starting 100T). The bank itself is unlimited (its balance may go negative).
 */
import type { Ctx } from './ctx';
import { emit } from './ctx';
import { refuse, REPUBLIC_ERRORS } from './errors';
import type { RepublicState, Seat, SenatorId } from './types';

export type Account =
  | { kind: 'bank' }
  | { kind: 'state' }
  | { kind: 'faction'; seat: Seat }
  | { kind: 'senator'; id: SenatorId }
  | { kind: 'escrow' };

export const BANK: Account = { kind: 'bank' };
export const STATE: Account = { kind: 'state' };
export const ESCROW: Account = { kind: 'escrow' };
export const factionAcct = (seat: Seat): Account => ({ kind: 'faction', seat });
export const senatorAcct = (id: SenatorId): Account => ({ kind: 'senator', id });

export function balance(s: RepublicState, a: Account): number {
  switch (a.kind) {
    case 'bank': return s.bank;
    case 'state': return s.treasury;
    case 'faction': return s.factions[a.seat].treasury;
    case 'senator': return s.senators[a.id].talents;
    case 'escrow': return s.escrow;
  }
}

function adjust(s: RepublicState, a: Account, d: number): void {
  switch (a.kind) {
    case 'bank': s.bank += d; break;
    case 'state': s.treasury += d; break;
    case 'faction': s.factions[a.seat].treasury += d; break;
    case 'senator': s.senators[a.id].talents += d; break;
    case 'escrow': s.escrow += d; break;
  }
}

/**
 * Moves `n` talents. Players' accounts (faction, senator, escrow) may not go
 * negative; the State may (the caller then declares bankruptcy, see statePays);
 * the bank is unlimited.
 */
export function move(s: RepublicState, from: Account, to: Account, n: number): void {
  if (!Number.isInteger(n) || n < 0) throw new Error(`bad amount ${n}`);
  if (n === 0) return;
  if ((from.kind === 'faction' || from.kind === 'senator' || from.kind === 'escrow') && balance(s, from) < n) {
    refuse(REPUBLIC_ERRORS.cannotAfford, `not enough talents (${n} needed)`);
  }
  adjust(s, from, -n);
  adjust(s, to, n);
}

/** Sum of all money outside the bank plus the bank's net intake: constant over a game. */
export function moneyTotal(s: RepublicState): number {
  let t = s.treasury + s.bank + s.escrow;
  for (const f of s.factions) t += f.treasury;
  for (const sn of Object.values(s.senators)) t += sn.talents;
  return t;
}

/**
 * The State pays `n` (to the bank). If it cannot, Rome is bankrupt (1.06.53,
 * 1.12.1): the game ends unless a rebel is in play (then he wins, 1.12.2).
 */
export function statePays(ctx: Ctx, n: number, why: string): void {
  const s = ctx.s;
  if (n <= 0) return;
  const short = s.treasury < n;
  move(s, STATE, BANK, n);
  emit(ctx, 'statePays', { amount: n, why, treasury: s.treasury });
  if (short && !s.ending) {
    const rebel = Object.values(s.senators).find((x) => x.rebel === 'primary');
    s.ending = rebel ? { reason: 'rebel', winner: rebel.faction } : { reason: 'bankruptcy', winner: null };
    emit(ctx, 'bankruptcy', { short: -s.treasury });
  }
}

export function stateGains(ctx: Ctx, n: number, why: string): void {
  if (n === 0) return;
  if (n > 0) move(ctx.s, BANK, STATE, n);
  else statePays(ctx, -n, why);
  if (n > 0) emit(ctx, 'stateGains', { amount: n, why, treasury: ctx.s.treasury });
}
