/**
 * 4.03 pooled revenue: a Neutral's personal revenue (its senators' base
 * income, knights and concessions) is pooled and split by the role's Revenue
 * guideline, instead of each senator keeping what he earned:
 *
 * - Imperials: 1d6 to the faction treasury (at most the pool), the rest to the
 *   Faction Leader.
 * - Plutocrats: split equally among the senators, the remainder to the
 *   faction treasury.
 * - Conservatives: half (rounded down) to the faction treasury, the rest to
 *   the Faction Leader.
 * - Populists: 1T to each senator and 1T to the faction treasury, the rest to
 *   the Faction Leader (a short pool pays the senators first, by id).
 *
 * Rulings ("4.03 Neutral revenue"): provincial spoils stay with the governor
 * who takes them (his Governorship guideline decides); "senators" are those
 * who earned revenue (not captives or rebels); without a Faction Leader who
 * can receive money, his share goes to the faction treasury. Once given, the
 * money is never redistributed (the Neutral's redistribution answers only
 * ransoms and Open Bodyguards, see ./intrigue.ts).
 */
import type { Ctx } from '../ctx';
import { d6 } from '../ctx';
import { NEUTRALS } from '../data';
import { BANK, factionAcct, move, senatorAcct, type Account } from '../money';
import type { Seat, SenatorId } from '../types';

type Role = keyof typeof NEUTRALS.roles;

/** Shares of a pool: who receives how much (faction treasury as `null`). */
export type Shares = { to: SenatorId | null; amount: number }[];

/**
 * How `pool` talents are split for a Neutral of `role` whose earning senators
 * are `earners` (sorted by id) and whose Faction Leader is `leader`
 * (null when he cannot receive money). `roll` is the Imperials' 1d6.
 */
export function splitPool(role: Role, pool: number, earners: SenatorId[], leader: SenatorId | null, roll: () => number): Shares {
  const out: Shares = [];
  const give = (to: SenatorId | null, amount: number) => { if (amount > 0) out.push({ to, amount }); };
  switch (NEUTRALS.roles[role].revenue) {
    case 'd6ToTreasuryRestToLeader': {
      const t = Math.min(pool, roll());
      give(null, t);
      give(leader, pool - t);
      break;
    }
    case 'equalSplitRemainderToTreasury': {
      const each = earners.length > 0 ? Math.floor(pool / earners.length) : 0;
      for (const id of earners) give(id, each);
      give(null, pool - each * earners.length);
      break;
    }
    case 'halfUpToLeaderRestToTreasury': {
      const t = Math.floor(pool / 2);
      give(null, t);
      give(leader, pool - t);
      break;
    }
    default: {
      // oneEachOneTreasuryRestToLeader
      let left = pool;
      for (const id of earners) { const n = Math.min(1, left); give(id, n); left -= n; }
      const t = Math.min(1, left);
      give(null, t);
      give(leader, left - t);
    }
  }
  // A share for a missing leader (null) lands in the faction treasury.
  return out;
}

/**
 * Pays the pooled personal revenue of Neutral `seat` from the bank: `earned`
 * maps each earning senator to his revenue this turn.
 */
export function payNeutralRevenue(ctx: Ctx, seat: Seat, earned: Map<SenatorId, number>): void {
  const s = ctx.s;
  const role = s.factions[seat].neutralRole as Role | undefined;
  const pool = [...earned.values()].reduce((n, v) => n + v, 0);
  if (!role || pool <= 0) return;
  const earners = [...earned.keys()].sort();
  const leaderId = s.factions[seat].leader;
  const leader = leaderId && earned.has(leaderId) ? leaderId : null;
  const shares = splitPool(role, pool, earners, leader, () => d6(ctx));
  for (const x of shares) {
    const to: Account = x.to === null ? factionAcct(seat) : senatorAcct(x.to);
    move(s, BANK, to, x.amount);
  }
}
