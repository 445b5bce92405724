/**
 * Neutral charity (4.03 contributions, 4.04 games), from the role's Charity
 * guideline in data/republic/neutrals.json:
 *
 * - Games (4.04): a role listing Games sponsors, whenever the games decision
 *   comes (once in each of its initiatives), the most expensive games its
 *   paying senator can afford, if unrest is higher than that senator's POP.
 *   The payer is the richest senator who may sponsor (4.03: the senator with
 *   the most money pays for faction purchases).
 * - Contributions (4.03): any Neutral contributes when a contribution brings
 *   the faction to 35 combined INF or more (the smallest such amount); a role
 *   listing Treasury matches a player's contribution of the turn.
 */
import { NEUTRALS, TABLES } from '../data';
import { decisionHandler } from '../registry';
import { contributionInfluence } from '../phases/revenue';
import { factionInfluence, members } from '../senators';
import type { Decision, RepublicAction, RepublicState } from '../types';
import { registerNeutralPolicy, type NeutralDice } from './policy';

function charityOf(s: RepublicState, d: Decision): readonly string[] {
  const role = s.factions[d.seat]?.neutralRole as keyof typeof NEUTRALS.roles | undefined;
  return role ? NEUTRALS.roles[role].charity : [];
}

export function neutralGames(s: RepublicState, d: Decision): RepublicAction {
  if (!charityOf(s, d).includes('games')) return { type: 'done' };
  const payers = members(s, d.seat)
    .filter((x) => x.where.kind !== 'captive' && x.rebel === null)
    .sort((a, b) => b.talents - a.talents || a.id.localeCompare(b.id));
  const x = payers[0];
  if (!x || s.unrest <= x.pop) return { type: 'done' };
  const g = [...TABLES.games].sort((a, b) => b.cost - a.cost).find((y) => y.cost <= x.talents);
  return g ? { type: 'games', senator: x.id, games: g.id } : { type: 'done' };
}

export function neutralContribution(s: RepublicState, d: Decision): RepublicAction {
  // 35 combined INF is the faction's victory (1.12.1).
  const now = factionInfluence(s, d.seat);
  const legal = decisionHandler(d.kind).legal(s, d);
  const reach = legal
    .filter((a): a is Extract<RepublicAction, { type: 'contribute' }> => a.type === 'contribute')
    .filter((a) => now < 35 && now + contributionInfluence(a.amount) >= 35)
    .sort((a, b) => a.amount - b.amount || a.senator.localeCompare(b.senator));
  if (reach[0]) return reach[0];
  return matchContribution(s, d) ?? { type: 'done' };
}

/**
 * 4.03: a role whose Charity lists Treasury matches a player's contribution,
 * all or nothing, once a turn (ruling: the largest player contribution of the
 * turn so far; the Neutrals are asked after the players), paid by its richest
 * senator able to contribute.
 */
function matchContribution(s: RepublicState, d: Decision): RepublicAction | null {
  if (!charityOf(s, d).includes('treasury')) return null;
  const done = s.turnFlags.contributions ?? [];
  if (done.some((c) => c.seat === d.seat)) return null;
  const amount = Math.max(0, ...done.filter((c) => s.factions[c.seat]?.kind === 'player').map((c) => c.amount));
  if (amount <= 0) return null;
  const payer = members(s, d.seat)
    .filter((x) => x.rebel === null && x.where.kind !== 'captive')
    .sort((a, b) => b.talents - a.talents || a.id.localeCompare(b.id))[0];
  return payer && payer.talents >= amount ? { type: 'contribute', senator: payer.id, amount } : null;
}

registerNeutralPolicy('games', neutralGames);
registerNeutralPolicy('contribute', neutralContribution);

/** Statesmen who never take provincial spoils (4.03): both Catos and Cicero. */
const HONEST = ['22A', '22B', '28A'];

/**
 * Provincial spoils (4.03, Governorship guideline): a role with no spoils
 * guideline never takes them; otherwise it takes them on 1d6 at least the
 * guideline's number (Plutocrats 1+, that is always; Imperials 4+,
 * Populists 3+), rolled from the game's seeded dice. The Catos and Cicero
 * never take them.
 */
export function neutralSpoils(s: RepublicState, d: Decision, dice: NeutralDice): RepublicAction {
  const role = s.factions[d.seat]?.neutralRole as keyof typeof NEUTRALS.roles | undefined;
  const rule = role ? NEUTRALS.roles[role].governorSpoils : null;
  const p = d.kind === 'spoils' ? s.provinces[d.province] : undefined;
  const g = p?.governor ? s.senators[p.governor] : undefined;
  const honest = !!g?.statesman && HONEST.includes(g.statesman);
  if (!rule || honest) return { type: 'spoils', take: false };
  return { type: 'spoils', take: rule.min <= 1 || dice.d6() >= rule.min };
}

registerNeutralPolicy('spoils', neutralSpoils);
