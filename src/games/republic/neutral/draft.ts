/**
 * The spoils draft of 4.05 step 3, as a Neutral Presiding Magistrate
 * nominates it: the Neutral members of the ruling coalition pick one item at a
 * time in vote order, round after round, each its first wish on its Spoils
 * list that it can fill:
 *
 * - an office goes to the picker's eligible senator with the least INF; in a
 *   crisis only each faction's highest-MIL remaining senator may be Consul
 *   (ties: least INF);
 * - the Rome Consul must have POP at least the unrest; if no coalition senator
 *   has, only the coalition senator with the highest POP may take it;
 * - a governorship goes to the picker's eligible senator with the fewest votes,
 *   provinces by id; a concession to its senator in Rome with the fewest
 *   concessions (ties: most INF);
 * - a senator takes at most one item.
 *
 * Rulings ("4.05 Neutral spoils draft"): the draft is worked out again from
 * the table whenever the Presiding Magistrate has the floor; offices the
 * coalition already received this Senate stand for its first picks; optional land bills are not drafted (the mandatory one is
 * in ./senate.ts); players in a coalition are not drafted (./senate.ts) and
 * Tribunes do not skip choosers.
 */
import { censorCandidates, consulCandidates } from '../phases/senate/proposals/elections';
import { governorCandidates, vacantProvinces } from '../phases/senate/proposals/governors';
import { concessionPlayable } from '../cards/play';
import { NEUTRALS } from '../data';
import { senatorsInRome, votesOf } from '../senators';
import type { CardId, ProvinceId, RepublicState, Seat, Senator, SenatorId } from '../types';
import { isCrisis } from './military';

export type DraftItem =
  | { item: 'romeConsul' | 'fieldConsul' | 'censor' }
  | { item: 'governor'; province: ProvinceId }
  | { item: 'concession'; card: CardId };

export type DraftPick = DraftItem & { seat: Seat; senator: SenatorId };

type Role = keyof typeof NEUTRALS.roles;

const leastInf = (a: Senator, b: Senator) => a.inf - b.inf || a.id.localeCompare(b.id);

/** The picks of the draft, in order, for the Neutral coalition `coalition` (in vote order). */
export function spoilsDraft(s: RepublicState, coalition: Seat[]): DraftPick[] {
  const crisis = isCrisis(s);
  const seats = coalition.filter((seat) => s.factions[seat]?.kind === 'neutral' && s.factions[seat].neutralRole);
  const taken = new Set<SenatorId>();
  const free = (xs: Senator[], seat: Seat) => xs.filter((x) => x.faction === seat && !taken.has(x.id));

  const consulsOpen = !s.turnFlags.officesFilled.includes('romeConsul');
  const consuls = consulsOpen ? consulCandidates(s) : [];

  /** A faction's possible Consuls now: in a crisis only its highest-MIL remaining senator (ties: least INF). */
  const eligible = (seat: Seat): Senator[] => {
    const xs = free(consuls, seat);
    if (!crisis) return xs;
    return [...xs].sort((a, b) => b.mil - a.mil || leastInf(a, b)).slice(0, 1);
  };
  const romeOk = (x: Senator): boolean => {
    const pool = coalition.flatMap(eligible);
    if (pool.some((y) => y.pop >= s.unrest)) return x.pop >= s.unrest;
    return [...pool].sort((a, b) => b.pop - a.pop || leastInf(a, b))[0] === x;
  };
  const consulFor = (seat: Seat, rome: boolean): Senator | undefined =>
    [...eligible(seat)].filter((x) => !rome || romeOk(x)).sort(leastInf)[0];

  const open = {
    romeConsul: consulsOpen,
    fieldConsul: consulsOpen,
    censor: censorCandidates(s).length > 0,
    governors: vacantProvinces(s),
    concessions: s.forum.concessions.filter((c) => concessionPlayable(s, c)),
  };
  const govs = governorCandidates(s);
  const rome = senatorsInRome(s).filter((x) => x.rebel === null);

  const tryPick = (seat: Seat, wish: string): DraftPick | null => {
    switch (wish) {
      case 'romeConsul':
      case 'fieldConsul': {
        if (!open[wish]) return null;
        const x = consulFor(seat, wish === 'romeConsul');
        if (!x) return null;
        open[wish] = false;
        return { item: wish, seat, senator: x.id };
      }
      case 'censor': {
        if (!open.censor) return null;
        const x = [...free(censorCandidates(s), seat)].sort(leastInf)[0];
        if (!x) return null;
        open.censor = false;
        return { item: 'censor', seat, senator: x.id };
      }
      case 'governor': {
        const province = open.governors[0];
        const x = province ? [...free(govs, seat)].sort((a, b) => votesOf(a) - votesOf(b) || leastInf(a, b))[0] : undefined;
        if (!province || !x) return null;
        open.governors = open.governors.slice(1);
        return { item: 'governor', province, seat, senator: x.id };
      }
      case 'concession': {
        const card = open.concessions[0];
        const x = card ? [...free(rome, seat)].sort((a, b) => a.concessions.length - b.concessions.length || b.inf - a.inf || a.id.localeCompare(b.id))[0] : undefined;
        if (!card || !x) return null;
        open.concessions = open.concessions.slice(1);
        return { item: 'concession', card, seat, senator: x.id };
      }
      default:
        return null;
    }
  };

  // Offices the coalition already received this Senate count as its earlier picks, in the same rounds.
  const had = new Map<Seat, number>();
  for (const x of Object.values(s.senators)) {
    if (x.faction === null || !seats.includes(x.faction) || !x.office) continue;
    if (!['romeConsul', 'fieldConsul', 'censor'].includes(x.office) || !s.turnFlags.officesFilled.includes(x.office)) continue;
    had.set(x.faction, (had.get(x.faction) ?? 0) + 1);
  }
  const picks: DraftPick[] = [];
  for (let round = 0; round < 40; round++) {
    let any = false;
    for (const seat of seats) {
      const earlier = had.get(seat) ?? 0;
      if (earlier > 0) { had.set(seat, earlier - 1); any = true; continue; }
      const wishes = NEUTRALS.roles[s.factions[seat].neutralRole as Role].spoils;
      for (const wish of wishes) {
        const p = tryPick(seat, wish);
        if (!p) continue;
        taken.add(p.senator);
        picks.push(p);
        any = true;
        break;
      }
    }
    if (!any) break;
  }
  return picks;
}
