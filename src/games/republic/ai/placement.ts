/**
 * Where one of the faction's senators ends up, for two decisions that used to
 * take the first legal answer:
 *
 * - `governorTravel` (Vatinian Law, 1.13.1 notes): a newly elected governor of
 *   ours rules through a Legate and stays in Rome, or goes to the province in
 *   person for his whole term. In Rome he keeps his votes (ORA + knights in
 *   every Senate vote) and can stand for an office, but a rival can persuade
 *   him away in the Forum unless he leads the faction (1.07.4). In person his
 *   MIL counts in the province's battles (2.02 provincial wars, Barbarian
 *   Raids; through a Legate it does not, ruling "Vatinian Law"), and a raid
 *   that overruns the province can kill or capture him.
 * - `repopulate` (1.09.81): with the Curia empty, the faction receiving a
 *   senator picks one unaligned Forum senator. The first answer is the most
 *   influential; what the faction gains is his worth to it (votes, influence,
 *   MIL, a statesman, popularity, as senatorValue weighs them), his talents
 *   (they come with him) and, while wars are active, his MIL once more (the
 *   Senate needs commanders who win).
 *
 * Everything read here is public or the faction's own (its senator's talents
 * and loyalty; the rivals' ORA and INF), so the answer is the same from the
 * faction's own view as on the full state.
 */
import { PROVINCES } from '../data';
import { baseNumber } from '../phases/persuasion';
import { attacked } from '../provincial-wars';
import { isFactionLeader, senatorsInRome, unaligned } from '../senators';
import { activeWars } from '../wars';
import { p2d6AtMost, senatorValue } from './assess';
import type { Decision, RepublicAction, RepublicState, Senator } from '../types';

/** A vote in the Senate for the three turns of the term, in senatorValue's units (ORA and knights count 1 there). */
const VOTE_WORTH = 0.5;
/** Being in Rome for the elections and the Senate's business, beyond the votes. */
const PRESENCE = 1;
/** A point of MIL in the battles of a province an active war attacks (2.02): the province's armies fight first. */
const DEFENCE_MIL = 0.8;
/** A point of MIL against a Barbarian Raid in play on a frontier province (2d6 + land + garrison + MIL). */
const RAID_MIL = 0.4;
/** Share of his worth put at risk by a raid in play that may overrun his frontier province (raid chits). */
const RAID_RISK = 0.15;

/** The best chance a rival senator in Rome has of persuading `x` with no bribe (1.07.41), 0 for a Faction Leader. */
export function persuasionRisk(s: RepublicState, x: Senator): number {
  if (x.faction === null || isFactionLeader(s, x)) return 0;
  let risk = 0;
  for (const r of senatorsInRome(s)) {
    if (r.faction === null || r.faction === x.faction) continue;
    risk = Math.max(risk, p2d6AtMost(baseNumber(s, r, x)));
  }
  return risk;
}

/**
 * What going to the province in person is worth against ruling it through a
 * Legate from Rome (positive: go). The rival persuasion odds are those of
 * one attempt: a rough price of the three Forum Phases he would spend in Rome.
 */
export function travelValue(s: RepublicState, senator: string, province: string): number {
  const x = s.senators[senator];
  const p = s.provinces[province];
  if (!x || !p) return -Infinity;
  let go = 0;
  // 2.02: the province's own forces fight a war that attacks it, with its governor's MIL if he is there.
  if (attacked(s, p.id)) go += DEFENCE_MIL * x.mil;
  const raids = s.forum.events.some((e) => e.id === 'event:barbarian-raids');
  if (raids && PROVINCES.get(p.id)?.frontier) go += RAID_MIL * x.mil - RAID_RISK * senatorValue(x);
  // In a province nobody can persuade him away (1.07.4: targets are in Rome or the Forum).
  go += persuasionRisk(s, x) * senatorValue(x);
  const stay = VOTE_WORTH * (x.ora + x.knights) + PRESENCE;
  return go - stay;
}

export function governorTravel(s: RepublicState, legal: RepublicAction[], d: Decision): RepublicAction | null {
  const q = d as unknown as { senator: string; province: string };
  const inPerson = travelValue(s, q.senator, q.province) > 0;
  return legal.find((a) => a.type === 'governorTravel' && a.inPerson === inPerson) ?? null;
}

/** A Forum senator's worth to the faction that takes him (1.09.81). */
export function recruitWorth(s: RepublicState, x: Senator): number {
  const wars = activeWars(s).length;
  return senatorValue(x) + 0.1 * x.talents + (wars > 0 ? 0.5 * x.mil : 0);
}

export function repopulate(s: RepublicState, legal: RepublicAction[]): RepublicAction | null {
  const forum = new Set(unaligned(s).map((x) => x.id));
  let pick: RepublicAction | null = null;
  let best = -Infinity;
  // Ties keep the listed order (the most influential first).
  for (const a of legal) {
    if (a.type !== 'repopulate' || !forum.has(a.senator)) continue;
    const v = recruitWorth(s, s.senators[a.senator]);
    if (v > best + 1e-9) { best = v; pick = a; }
  }
  return pick;
}
