/**
 * What the AI knows about the position, computed from a determinized state
 * (so from the faction's own view): who leads in influence, how much danger
 * Rome is in, battle odds, and how much a proposal is worth to a faction.
 */
import { AI_TUNING, economyWarPlan } from './tuning';
import { isRebelTarget, rebelAttackOdds, rebelFaction } from './rebel-odds';
import { isNeutralSeat, neutralBallot, rulingCoalition } from '../neutral/coalition';
import { INTRIGUE, K, LEADERS, STATESMEN, TABLES } from '../data';
import { omens } from '../events/registry';
import { activeFleets, activeLegions, legionStrength, nominalMil, unitCost } from '../military';
import { factionInfluence, factionVotes, hrao, members, officeHolder, senatorsInRome } from '../senators';
import { droughts } from '../phases/population';
import { primaryRebel, rebelAtHome } from '../revolt-state';
import { activeWars, findWar, warDef, warStrength } from '../wars';
import type { CardId, Proposal, RepublicState, Seat, Senator, WarInPlay } from '../types';

/** P(3d6 = n) for n = 0..18. */
const P3: number[] = (() => {
  const p = new Array<number>(19).fill(0);
  for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) for (let c = 1; c <= 6; c++) p[a + b + c] += 1 / 216;
  return p;
})();

/** P(2d6 <= n), with 10 or more always failing (persuasion, 1.07.41). */
export function p2d6AtMost(n: number, autoFail = 10): number {
  let p = 0;
  for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) if (a + b <= n && a + b < autoFail) p += 1 / 36;
  return p;
}

export function liveSeats(s: RepublicState): Seat[] {
  return s.factions.filter((f) => !f.eliminated).map((f) => f.seat);
}

/** The strongest other faction by influence (the one to hold back), or null. */
export function rivalOf(s: RepublicState, me: Seat): Seat | null {
  let best: Seat | null = null;
  for (const seat of liveSeats(s)) {
    if (seat === me) continue;
    if (best === null || factionInfluence(s, seat) > factionInfluence(s, best)) best = seat;
  }
  return best;
}

/**
 * How threatening faction `other` is to `me`: positive when it is ahead of me
 * or close to winning (35 influence), so that it must not get more.
 */
export function threat(s: RepublicState, me: Seat, other: Seat): number {
  if (other === me) return -10;
  const mine = factionInfluence(s, me);
  const theirs = factionInfluence(s, other);
  let t = theirs - mine;
  if (theirs >= 25) t += theirs - 20;
  return t;
}

/** Rome's danger: 0 calm, higher means closer to falling (four wars, unrest, an empty treasury). */
export function danger(s: RepublicState): number {
  const wars = activeWars(s);
  const strength = wars.reduce((n, w) => n + warStrength(s, w).land + warStrength(s, w).naval, 0);
  let d = wars.length * 2 + strength / 5 + Math.max(0, s.unrest - 3);
  if (s.treasury < 30) d += (30 - s.treasury) / 10;
  if (wars.length >= 3) d += 4;
  return d;
}

/** Land units available to the Senate now (veterans count double). */
export function activeLandStrength(s: RepublicState): number {
  return legionStrength(activeLegions(s));
}

/**
 * Units the State can still afford to raise: what is left after next turn's
 * upkeep (2T a unit, 20T an active war) with a cautious share of next turn's
 * revenue counted in, and a margin (bankruptcy ends the game).
 */
export function affordableUnits(s: RepublicState): number {
  const units = s.legions.filter((l) => l.at !== 'pool').length + s.fleets.filter((f) => f.at !== 'pool').length;
  const upkeep = (units + 1) * K('unitUpkeep') + activeWars(s).length * K('warUpkeep');
  // With three active wars a fourth ends the game: a thinner margin against bankruptcy is the lesser risk.
  const margin = activeWars(s).length >= 3 ? 15 : 40;
  const spare = s.treasury + 0.6 * K('annualRevenue') - upkeep - margin;
  return Math.max(0, Math.min(Math.floor(spare / unitCost(s)), Math.floor((s.treasury - 10) / unitCost(s))));
}

/**
 * What the State pays at the next Revenue Phase as things stand: the upkeep of
 * its units and active wars, and its land bills.
 */
export function stateBills(s: RepublicState): number {
  const units = s.legions.filter((l) => l.at !== 'pool' && l.at !== 'disbanded' && l.at !== 'rebel').length + s.fleets.filter((f) => f.at !== 'pool' && f.at !== 'rebel').length;
  const bills = TABLES.landBills.reduce((n, b) => n + b.cost * s.landBills[b.type as 'I' | 'II' | 'III'], 0);
  return units * K('unitUpkeep') + activeWars(s).length * K('warUpkeep') + bills;
}

/**
 * Unrest at the next Population Phase if nothing more is done: today's, one
 * for each active war no commander can reach this turn (unprosecuted, 1.08.11)
 * and the droughts.
 */
export function projectedUnrest(s: RepublicState): number {
  const cmds = senatorsInRome(s).filter((x) => x.office === 'dictator' || x.office === 'fieldConsul' || x.office === 'romeConsul').length;
  const open = activeWars(s).filter((w) => !s.armies.some((a) => a.war === w.card)).length;
  return s.unrest + Math.max(0, open - cmds) + droughts(s);
}

/** Unrest at this turn's State of the Republic speech as far as the Forum knows it (1.08.1). */
export function speechUnrest(s: RepublicState): number {
  const unprosecuted = s.forum.wars.filter((w) => w.status === 'active' && w.unprosecuted).length + (rebelAtHome(s)?.province.unprosecuted ? 1 : 0);
  return s.unrest + unprosecuted + droughts(s);
}

/**
 * What a level of unrest costs, in the AI's value units: the chance of the
 * People's revolt at the State of the Republic speech (3d6 - unrest + the
 * HRAO's POP at -1 or less: everybody loses, weighed 100) and the unrest the
 * table is expected to add (it feeds on itself, 2 a point).
 */
export function unrestRisk(s: RepublicState, unrest: number): number {
  const pop = hrao(s)?.pop ?? 0;
  let revolt = 0;
  let more = 0;
  for (let n = 3; n <= 18; n++) {
    const total = n - Math.max(0, unrest) + pop;
    const row = TABLES.population.find((r) => (r.min === null || total >= r.min) && (r.max === null || total <= r.max));
    if (!row) continue;
    if (row.extra.includes('peopleRevolt')) revolt += P3[n];
    else more += P3[n] * Math.max(0, row.unrest);
  }
  return 100 * revolt + 2 * more;
}

/**
 * The Primary Rebel marching on Rome, if any: in Italy, or a 2.03 governor at sea for Rome (2.03.8), who lands
 * unless the interception wins and then wins himself if no army awaits him. Not a governor staying home.
 */
function marchingRebel(s: RepublicState): Senator | undefined {
  const r = primaryRebel(s);
  if (!r) return undefined;
  return r.where.kind !== 'governor' || s.provinces[r.where.province]?.rebelMarch ? r : undefined;
}

/** Odds of an army already in the field in its next battle (proconsuls stay until recalled or victorious). */
export function armyOdds(s: RepublicState, armyId: number): Odds {
  const a = s.armies.find((x) => x.id === armyId);
  if (!a) return { victory: 0, defeat: 1 };
  const cmd = a.commander ? s.senators[a.commander] ?? null : null;
  const legions = s.legions.filter((l) => l.at === `army:${a.id}`);
  const fleets = s.fleets.filter((f) => f.at === `army:${a.id}`).length;
  const moh = a.masterOfHorse ? s.senators[a.masterOfHorse]?.mil ?? 0 : 0;
  return battleOdds(s, a.war, cmd, moh, legionStrength(legions), fleets);
}

/** Disaster and standoff numbers that still apply to a war this turn. */
function badNumbers(s: RepublicState, w: WarInPlay, cmd: Senator | null): { disaster: number[]; standoff: number[] } {
  const def = warDef(w.card);
  const nullified = !!cmd?.statesman && (STATESMEN.get(cmd.statesman)?.abilities.nullifies ?? []).includes(w.card);
  const own = nullified ? { disaster: [], standoff: [] } : { disaster: def.disaster, standoff: def.standoff };
  const leaders = w.leaders.map((l) => LEADERS.get(l)).filter((l) => l !== undefined);
  return {
    disaster: [...own.disaster, ...leaders.flatMap((l) => l.disaster)].filter((n) => !w.usedNumbers.includes(n)),
    standoff: [...own.standoff, ...leaders.flatMap((l) => l.standoff)].filter((n) => !w.usedNumbers.includes(n)),
  };
}

export interface Odds { victory: number; defeat: number }

/**
 * Odds of the next battle against `war` with this commander and force (1.10):
 * 3d6 + units + MIL (capped at the units) - war strength on the combat table,
 * disasters and standoffs first. Rolled MIL (Pompey) counts nominally.
 */
export function battleOdds(s: RepublicState, war: CardId, cmd: Senator | null, extraMil: number, legionsStrength: number, fleets: number): Odds {
  const w = findWar(s, war);
  if (!w) return { victory: 0, defeat: 1 };
  const st = warStrength(s, w);
  const naval = st.naval > 0;
  const force = naval ? fleets : legionsStrength;
  if (force <= 0) return { victory: 0, defeat: 1 };
  const mil = Math.min(force, (cmd ? nominalMil(cmd) : 0) + extraMil);
  const mod = force + mil - (naval ? st.naval : st.land) - omens(s);
  const bad = badNumbers(s, w, cmd);
  let victory = 0;
  let defeat = 0;
  for (let n = 3; n <= 18; n++) {
    if (bad.disaster.includes(n)) { defeat += P3[n]; continue; }
    if (bad.standoff.includes(n)) continue;
    if (n + mod >= 14) victory += P3[n];
    else if (n + mod <= 7) defeat += P3[n];
  }
  return { victory, defeat };
}

/** The Master of Horse's MIL that joins a Dictator (1.09.33). */
export function masterOfHorseMil(s: RepublicState, x: Senator): number {
  if (x.office !== 'dictator') return 0;
  const moh = officeHolder(s, 'masterOfHorse');
  return moh && moh.where.kind === 'rome' ? moh.mil : 0;
}

/** What a senator is worth to the faction holding him: votes, influence, a path to offices. */
export function senatorValue(x: Senator): number {
  return x.ora + x.knights + x.inf * 0.8 + x.mil * 0.5 + (x.statesman ? 2 : 0) + x.pop * 0.3;
}

/** Seats whose senators a proposal names, and whether the naming is good (+) or bad (-) for them. */
function recipients(s: RepublicState, p: Proposal): { seat: Seat | null; gain: number }[] {
  const seatOf = (id: string | undefined): Seat | null => (id !== undefined ? s.senators[id]?.faction ?? null : null);
  const q = p as unknown as Record<string, unknown> & { kind: string };
  switch (q.kind) {
    case 'consuls': return [{ seat: seatOf(q.a as string), gain: 5 }, { seat: seatOf(q.b as string), gain: 5 }];
    case 'dictator': return [{ seat: seatOf(q.senator as string), gain: 6 }];
    case 'censor': return [{ seat: seatOf(q.senator as string), gain: 4 }];
    case 'consulForLife': return [{ seat: seatOf(q.senator as string), gain: 100 }];
    case 'prosecution':
    case 'specialProsecution': {
      const accused = s.senators[q.accused as string];
      const major = q.reason === 'major' || q.kind === 'specialProsecution';
      const loss = accused ? (major ? senatorValue(accused) + 3 : 5) : 3;
      return [{ seat: seatOf(q.accused as string), gain: -loss }, { seat: seatOf(q.prosecutor as string), gain: 2 }];
    }
    case 'governors': {
      // A governorship takes a senator out of Rome but brings spoils; a small gain.
      return ((q.assignments as { senator: string }[]) ?? []).map((a) => ({ seat: seatOf(a.senator), gain: 1 }));
    }
    case 'concessions': return ((q.assignments as { senator: string }[]) ?? []).map((a) => ({ seat: seatOf(a.senator), gain: 3 }));
    case 'landBill': return [{ seat: seatOf(q.sponsor as string), gain: 1 }, { seat: seatOf(q.coSponsor as string), gain: 1 }];
    case 'law': return [{ seat: seatOf(q.sponsor as string), gain: 3 }, { seat: seatOf(q.coSponsor as string), gain: 1 }];
    case 'deploy': return [{ seat: seatOf(q.commander as string), gain: 1 }];
    default: return [];
  }
}

/** Is this proposal good for Rome's survival (and so for every faction), and by how much? */
function romeValue(s: RepublicState, p: Proposal): number {
  const q = p as unknown as Record<string, unknown> & { kind: string };
  const d = danger(s);
  switch (q.kind) {
    case 'deploy': {
      if (isRebelTarget(q.war as string) && !AI_TUNING.baseline) {
        // A rebel who wins ends the game for everyone else: an attack on him is worth much to all but his own.
        const cmd = s.senators[q.commander as string] ?? null;
        const o = rebelAttackOdds(s, q.war as string, cmd, q.legions as number);
        return 6 + 10 * o.victory;
      }
      const cmd = s.senators[q.commander as string] ?? null;
      const legions = activeLegions(s).slice(0, q.legions as number);
      const o = battleOdds(s, q.war as string, cmd, cmd ? masterOfHorseMil(s, cmd) : 0, legionStrength(legions), q.fleets as number);
      return 2 + d * (o.victory - o.defeat);
    }
    case 'raise': {
      // Legions against a Primary Rebel marching on Rome (his own faction thinks otherwise: proposalValue).
      if (!AI_TUNING.baseline && marchingRebel(s)) return 5;
      const need = warNeed(s);
      if (need > 0) return Math.min(4, need / 2) + d / 3;
      // Building ahead for a war still waiting, out of a healthy treasury, is worth a little to everyone.
      const waiting = s.forum.wars.some((w) => w.status !== 'active');
      return waiting && s.treasury >= 80 ? 1 : -2;
    }
    case 'landBill': {
      if (!economyWarPlan()) return s.unrest >= 3 ? 1 + s.unrest / 2 : 0;
      // Unrest feeds on itself on the Population table (3d6 - unrest + POP: 10 or less adds more, -1 or less is
      // the People's revolt), so a bill is worth its unrest cut while the State can still pay its bills.
      const b = TABLES.landBills.find((x) => x.type === q.bill);
      if (!b) return 0;
      const cost = b.cost + (b.perTurn ? b.cost * 2 : 0);
      if (s.treasury + K('annualRevenue') - stateBills(s) - cost < 30) return -2;
      const u = projectedUnrest(s);
      const gain = unrestRisk(s, u) - unrestRisk(s, u + b.unrest);
      return u >= 2 ? 0.5 + gain - cost / 20 : u >= 1 && b.perTurn ? 0.3 : -0.5;
    }
    case 'dictator': return d >= 6 ? 1 + (s.senators[q.senator as string]?.mil ?? 0) * 0.5 : 0;
    case 'consuls': {
      // With wars to fight, Consuls who can command matter to everyone.
      const mil = ((s.senators[q.a as string]?.mil ?? 0) + (s.senators[q.b as string]?.mil ?? 0));
      // The Rome Consul gives the State of the Republic speech: his popularity calms the people.
      const pop = Math.max(s.senators[q.a as string]?.pop ?? 0, s.senators[q.b as string]?.pop ?? 0);
      return 0.5 + (activeWars(s).length > 0 ? mil * 0.3 : mil * 0.05) + (s.unrest >= 4 ? pop * 0.3 : 0);
    }
    case 'censor': return 0.3;
    case 'partialRecall': {
      // 2.02-era 1.09.644: bring part of a proconsul's army home while the rest still wins, when the plan needs units.
      if (AI_TUNING.baseline) return 0;
      const a = s.armies.find((x) => x.id === (q.army as number));
      if (!a) return -1;
      const recalled = new Set(q.legions as number[]);
      const left = s.legions.filter((l) => l.at === `army:${a.id}` && !recalled.has(l.id));
      const fleets = s.fleets.filter((f) => f.at === `army:${a.id}`).length - (q.fleets as number);
      const cmd = a.commander ? s.senators[a.commander] ?? null : null;
      const moh = a.masterOfHorse ? s.senators[a.masterOfHorse]?.mil ?? 0 : 0;
      const o = battleOdds(s, a.war, cmd, moh, legionStrength(left), fleets);
      return o.victory >= 0.6 && warNeed(s) > 0 ? 2 + d / 4 : -1;
    }
    case 'recall': {
      // Bring home an army that can only lose; the plan then sends a proper one.
      const o = armyOdds(s, q.army as number);
      return o.victory < 0.15 ? 2 + o.defeat * 2 : -1;
    }
    default: return 0;
  }
}

/** Units the Republic lacks to fight its active wars with fair odds (0 when it has enough). */
export function warNeed(s: RepublicState): number {
  let needLand = 0;
  let needSea = 0;
  for (const w of activeWars(s)) {
    if (s.armies.some((a) => a.war === w.card && a.commander !== null)) continue;
    const st = warStrength(s, w);
    if (st.naval > 0) needSea = Math.max(needSea, Math.ceil(st.naval * 0.6) + 1);
    needLand = Math.max(needLand, Math.ceil(st.land * 0.6) + 1);
  }
  return Math.max(0, needLand - activeLandStrength(s)) + Math.max(0, needSea - activeFleets(s).length);
}

/**
 * What a proposal is worth to `seat`: its own gains, what it gives factions
 * that threaten it (bad), and what it does for Rome's survival (good for all).
 */
export function proposalValue(s: RepublicState, seat: Seat, p: Proposal): number {
  let v = romeValue(s, p);
  const war = (p as unknown as { kind: string; war?: string }).war;
  if (p.kind === 'deploy' && war && isRebelTarget(war) && !AI_TUNING.baseline && rebelFaction(s, war) === seat) return -100;
  if (p.kind === 'raise' && !AI_TUNING.baseline && marchingRebel(s)?.faction === seat) return -5;
  for (const r of recipients(s, p)) {
    if (r.seat === null) continue;
    if (r.seat === seat) v += r.gain;
    else {
      const t = threat(s, seat, r.seat);
      // Hold back only a faction clearly ahead (or near winning); gains of the others hardly matter.
      if (r.gain >= 100) v -= 100;
      else if (t > 3) v -= r.gain * Math.min(1.5, (t - 3) / 8 + (factionInfluence(s, r.seat) >= 25 ? 0.5 : 0));
    }
  }
  return v;
}

/** The ballot a faction would cast on a proposal, by its value to it. */
export function ballotFor(value: number): 'yea' | 'nay' | 'abstain' {
  if (value > 0.25) return 'yea';
  if (value < -0.25) return 'nay';
  return 'abstain';
}

/**
 * The ballot `seat` is expected to cast on `p` tabled by `by`: a Neutral's by
 * the Neutrals' own coalition rule (neutral/coalition.ts; its hand and
 * treasury are open, so this is no hidden information), any other faction's
 * by our value function.
 */
export function predictedBallot(s: RepublicState, seat: Seat, p: Proposal, by: Seat | null, viaTribune = false, coalition?: Seat[]): 'yea' | 'nay' | 'abstain' {
  if (!AI_TUNING.baseline && by !== null && isNeutralSeat(s, seat)) return neutralBallot(s, seat, { proposal: p, by, viaTribune }, coalition);
  return ballotFor(proposalValue(s, seat, p));
}

/** Predicted yea minus nay if every faction votes as predictedBallot says (bribes and Tribunes ignored). */
export function predictedMargin(s: RepublicState, p: Proposal, bonus: { yea: number; nay: number } = { yea: 0, nay: 0 }, by: Seat | null = null, viaTribune = false): number {
  let margin = bonus.yea - bonus.nay;
  const coalition = by !== null && s.factions.some((f) => f.kind === 'neutral') ? rulingCoalition(s) : [];
  for (const seat of liveSeats(s)) {
    const b = predictedBallot(s, seat, p, by, viaTribune, coalition);
    const v = factionVotes(s, seat);
    if (b === 'yea') margin += v;
    else if (b === 'nay') margin -= v;
  }
  return margin;
}

/** Intrigue cards of a kind in a hand. */
export function cardsOfType(hand: CardId[], type: string): CardId[] {
  return hand.filter((c) => INTRIGUE.get(c)?.type === type);
}

export function inRomeCount(s: RepublicState, seat: Seat): number {
  return senatorsInRome(s, seat).length;
}

export function myMembers(s: RepublicState, seat: Seat): Senator[] {
  return members(s, seat);
}
