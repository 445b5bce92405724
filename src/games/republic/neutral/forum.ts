/**
 * Neutrals in the Forum (4.03-4.04), from the guideline summary in
 * reference/republic/compiled-more/solitaire_rules.json:
 *
 * - Sixth-initiative bid: the Neutral faction of the HRAO opens with turn +
 *   1d6 + the role's Initiative modifier, capped at its richest senator's
 *   talents and never above the richest personal treasury of any other
 *   faction; Neutrals with money bid 1 over the last bid, but above turn + 4
 *   only when 1d6 + the modifier is 4 or more. The richest senator in Rome bids.
 * - Persuasion: the most available target (the highest base number for the
 *   least money; ties by the target's influence, then id), bribing only when
 *   the number can reach 7, and then up to 9. Raises after counter-bribes
 *   follow the same rule. Seduction and Blackmail (4.07.7) are played at once
 *   on the most available senator who is not a Faction Leader.
 * - Counter-bribes (ruling: only to defend the Neutral's own senators, the
 *   faction treasury being for "persuasion defence"): enough to bring the
 *   number down to 4, as far as the faction treasury goes.
 */
import { INTRIGUE, NEUTRALS } from '../data';
import { baseNumber, currentNumber, persuasionTargets } from '../phases/persuasion';
import { hraoSeat, isFactionLeader, senatorsInRome } from '../senators';
import type { Decision, RepublicAction, RepublicState, Seat, Senator } from '../types';
import { registerNeutralPolicy, type NeutralDice } from './policy';

/** The number a Neutral persuasion aims at, and where its bribe stops (4.04). */
const AIM = 7;
const CAP = 9;
/** The number a Neutral counter-bribe brings an attempt on its own senator down to. */
const DEFENCE = 4;

function modifier(s: RepublicState, seat: Seat): number {
  const role = s.factions[seat]?.neutralRole as keyof typeof NEUTRALS.roles | undefined;
  return role ? NEUTRALS.roles[role].initiativeModifier : 0;
}

function richest(xs: Senator[]): Senator | undefined {
  return [...xs].sort((a, b) => b.talents - a.talents || a.id.localeCompare(b.id))[0];
}

export function neutralBid(s: RepublicState, d: Decision, dice: NeutralDice): RepublicAction {
  const pass: RepublicAction = { type: 'pass' };
  const auc = s.forumState?.auction;
  const payer = richest(senatorsInRome(s, d.seat));
  if (!auc || !payer || payer.talents <= auc.high) return pass;
  const mod = modifier(s, d.seat);
  let amount: number;
  if (auc.high === 0 && auc.bidder === null && d.seat === hraoSeat(s)) {
    const others = Object.values(s.senators).filter((x) => x.faction !== null && x.faction !== d.seat).map((x) => x.talents);
    amount = Math.min(s.turn + dice.d6() + mod, payer.talents, Math.max(1, ...others));
  } else {
    amount = auc.high + 1;
    if (amount > s.turn + 4 && dice.d6() + mod < 4) return pass;
  }
  if (amount <= auc.high || amount > payer.talents) return pass;
  return { type: 'bid', senator: payer.id, amount };
}

/**
 * 4.07.7: Seduction or Blackmail is played as soon as there is a target, on the
 * most available one (treasuries ignored; never a Faction Leader), unbribed.
 */
function intriguePersuasion(s: RepublicState, d: Decision): RepublicAction | null {
  const card = s.factions[d.seat].hand.filter((c) => ['seduction', 'blackmail'].includes(INTRIGUE.get(c)?.type ?? '')).sort()[0];
  if (!card) return null;
  let pick: { x: Senator; t: Senator; base: number } | null = null;
  for (const x of senatorsInRome(s, d.seat)) {
    for (const t of persuasionTargets(s, d.seat)) {
      if (isFactionLeader(s, t)) continue;
      const base = baseNumber(s, x, t);
      if (!pick || base > pick.base || (base === pick.base && t.inf > pick.t.inf)) pick = { x, t, base };
    }
  }
  return pick ? { type: 'persuade', persuader: pick.x.id, target: pick.t.id, bribe: 0, card } : null;
}

export function neutralPersuade(s: RepublicState, d: Decision): RepublicAction {
  const intrigue = intriguePersuasion(s, d);
  if (intrigue) return intrigue;
  let pick: { x: Senator; t: Senator; base: number } | null = null;
  for (const x of senatorsInRome(s, d.seat)) {
    for (const t of persuasionTargets(s, d.seat)) {
      const base = baseNumber(s, x, t);
      if (base + x.talents < AIM) continue;
      const better = !pick || base > pick.base || (base === pick.base && (t.inf > pick.t.inf || (t.inf === pick.t.inf && x.talents > pick.x.talents)));
      if (better) pick = { x, t, base };
    }
  }
  if (!pick) return { type: 'done' };
  const bribe = Math.max(0, Math.min(pick.x.talents, CAP - pick.base));
  return { type: 'persuade', persuader: pick.x.id, target: pick.t.id, bribe };
}

export function neutralPersuadeMore(s: RepublicState): RepublicAction {
  const p = s.forumState?.persuasion;
  const x = p ? s.senators[p.persuader] : undefined;
  if (!p || !x) return { type: 'roll' };
  const n = currentNumber(p);
  if (n >= AIM || n + x.talents < AIM) return { type: 'roll' };
  return { type: 'raise', amount: Math.min(x.talents, CAP - n) };
}

export function neutralCounterBribe(s: RepublicState, d: Decision): RepublicAction {
  const p = s.forumState?.persuasion;
  const t = p ? s.senators[p.target] : undefined;
  if (!p || !t || t.faction !== d.seat) return { type: 'counterBribe', amount: 0 };
  return { type: 'counterBribe', amount: Math.max(0, Math.min(s.factions[d.seat].treasury, currentNumber(p) - DEFENCE)) };
}

registerNeutralPolicy('bid', neutralBid);
registerNeutralPolicy('persuade', neutralPersuade);
registerNeutralPolicy('persuadeMore', neutralPersuadeMore);
registerNeutralPolicy('counterBribe', neutralCounterBribe);
