/**
 * Neutral guideline behaviour (section 4, the Neutral reference cards in
 * data/republic/neutrals.json) for the decisions whose guideline is a plain
 * rule, with no dice of its own:
 *
 * - Faction Leader (setup and 1.07.7): the role's `factionLeader` choice.
 * - Statesmen and concessions are played at once (4.03): the first playable.
 * - Knights (1.07.5): the role's `knightTalents`, from the richest senator in
 *   Rome who can pay them.
 * - Setup provinces (3.02): the role's `startTerm`, the least influential
 *   senator in Rome as governor (the spoils draft's "least INF" eligibility).
 *
 * Games and contributions are in ./charity.ts. Everything else (revenue split, bids, persuasion, the
 * ruling-coalition walk, the military plan, the spoils draft, intrigue, the
 * revolt test) still takes the most passive legal answer; the Senate is in
 * ./senate.ts.
 */
import { NEUTRALS } from '../data';
import { proscriptionKnights } from '../cards/proscription';
import { decisionHandler } from '../registry';
import { members, senatorsInRome } from '../senators';
import type { Decision, RepublicAction, RepublicState, Senator } from '../types';
import { registerNeutralPolicy } from './policy';

type Role = keyof typeof NEUTRALS.roles;

function roleOf(s: RepublicState, d: Decision): Role | null {
  return (s.factions[d.seat]?.neutralRole ?? null) as Role | null;
}

function first(s: RepublicState, d: Decision): RepublicAction {
  return decisionHandler(d.kind).legal(s, d)[0];
}

function bestBy(xs: Senator[], score: (x: Senator) => number): Senator | undefined {
  return [...xs].sort((a, b) => score(b) - score(a) || a.id.localeCompare(b.id))[0];
}

function leaderChoice(s: RepublicState, d: Decision): Senator | undefined {
  const role = roleOf(s, d);
  if (!role) return undefined;
  const xs = members(s, d.seat);
  switch (NEUTRALS.roles[role].factionLeader) {
    case 'highestMilitary': return bestBy(xs, (x) => x.mil);
    case 'mostInfluencePlusPopularity': return bestBy(xs, (x) => x.inf + x.pop);
    default: return bestBy(xs, (x) => x.inf);
  }
}

registerNeutralPolicy('chooseLeader', (s, d) => {
  const x = leaderChoice(s, d);
  return x ? { type: 'leader', senator: x.id } : first(s, d);
});

registerNeutralPolicy('changeLeader', (s, d) => {
  const x = leaderChoice(s, d);
  return x && x.id !== s.factions[d.seat].leader ? { type: 'leader', senator: x.id } : { type: 'done' };
});

registerNeutralPolicy('playCards', (s, d) => {
  const legal = decisionHandler(d.kind).legal(s, d);
  return legal.find((a) => a.type !== 'done') ?? legal[0];
});

registerNeutralPolicy('knights', (s, d) => {
  const role = roleOf(s, d);
  const pay = role ? NEUTRALS.roles[role].knightTalents : 0;
  // A Neutral under a proscription cannot attract knights; asking would only be refused.
  if (pay === 0 || proscriptionKnights(s, d.seat).banned) return { type: 'done' };
  const x = bestBy(senatorsInRome(s, d.seat).filter((y) => y.talents >= pay), (y) => y.talents);
  return x ? { type: 'attractKnight', senator: x.id, talents: pay } : { type: 'done' };
});

registerNeutralPolicy('assignProvince', (s, d) => {
  const role = roleOf(s, d);
  const rome = senatorsInRome(s, d.seat);
  const x = [...rome].sort((a, b) => a.inf - b.inf || a.id.localeCompare(b.id))[0];
  if (!role || !x || d.kind !== 'assignProvince') return first(s, d);
  const t = NEUTRALS.roles[role].startTerm;
  const term = typeof t === 'number' ? t : (s.provinces[d.province]?.developed ? t.developed : t.undeveloped);
  return { type: 'govern', senator: x.id, term };
});
