/**
 * The economy-aware war plan: which active wars to attack this turn, with
 * which commander and how many legions and fleets, and what to raise for it,
 * so that the expected number of wars won is as high as the State can pay
 * for without going bankrupt next turn.
 *
 * Why not cheapest-first (ai/military.ts, the previous plan): that plan asked
 * each war for 60 % odds and skipped a war whose whole need did not fit, so a
 * Republic with 190T and two wars often raised nothing at all. Four active
 * wars at the end of a Combat Phase end the game (1.12.1), so every war has
 * to be weighed against the others and against the purse together: a small
 * knapsack over (legions used, fleets used, commanders used) across the wars,
 * where each war's options are its forces with their exact battle odds
 * (assess.ts, 3d6 on the combat table with disasters and standoffs).
 *
 * The purse: raising a unit costs its price now and 2T upkeep next turn;
 * next turn's revenue (100T) must cover the upkeep of every unit and of
 * every war still active (20T each) with a margin for events, so the units
 * the plan may raise are what the treasury keeps above that.
 */
import { K } from '../data';
import { activeFleets, activeLegions, fleetsNeeded, legionStrength, unitCost } from '../military';
import { senatorsInRome } from '../senators';
import { activeWars, sameSet, warDef, warStrength } from '../wars';
import { battleOdds, masterOfHorseMil, stateBills } from './assess';
import { forcePlan, keeper } from './tuning';
import { drawsPerTurn, matchThreat, turnsLeft, unplayedWars } from './war-outlook';
import type { CardId, RepublicState, Senator, WarInPlay } from '../types';

/** One planned attack. */
export interface Attack { commander: string; war: CardId; legions: number; fleets: number; victory: number }
export interface WarPlan { attacks: Attack[]; raiseLegions: number; raiseFleets: number }

/** Thrift (AI_TUNING.thrift): units cost more than their base price (a Manpower Shortage in play). */
export function dearUnits(s: RepublicState): boolean {
  return keeper('thrift') && unitCost(s) > K('unitCost');
}

/** Talents kept above next turn's bills against events and shortfalls (none once three wars press). */
const MARGIN = 25;

const attacked = (s: RepublicState, w: WarInPlay) => s.armies.some((a) => a.war === w.card && a.commander !== null);

/** Earlier wars of a matching set are attacked first (1.07.332). */
function inOrder(s: RepublicState, w: WarInPlay): boolean {
  const def = warDef(w.card);
  if (def.set === null) return true;
  return sameSet(s, w.card).every((o) => (warDef(o.card).setPos ?? 0) >= (def.setPos ?? 0) || o.status !== 'active' || attacked(s, o));
}

/**
 * Units the State may raise now and still pay next turn's bills: each costs
 * its price now and its upkeep next turn; the wars are assumed still active.
 */
export function raiseBudget(s: RepublicState, extraBills = 0): number {
  if (s.turnFlags.noRecruitment) return 0;
  const bills = stateBills(s) + extraBills;
  // Three wars active or coming (imminent ones turn active next turn): a fourth ends the game, so the margin
  // against bankruptcy is spent too (measured: Rome fell 42 % instead of 50 % on 100 seeds, 48 % instead of 53 % on 100 others).
  const pressure = activeWars(s).length + s.forum.wars.filter((w) => w.status === 'imminent').length;
  const spare = s.treasury + K('annualRevenue') - bills - (pressure >= 3 ? 0 : MARGIN);
  const perUnit = unitCost(s) + K('unitUpkeep');
  return Math.max(0, Math.min(Math.floor(spare / perUnit), Math.floor(s.treasury / unitCost(s))));
}

/**
 * Wars the next Forum Phase is expected to draw: each unplayed war's chance of
 * being in the deck times the share of the deck drawn in one turn (public: the
 * scenario's wars minus those seen, and the deck's size).
 */
export function expectedNewWars(s: RepublicState): number {
  const n = s.deck.length;
  if (n <= 0) return 0;
  const share = Math.min(1, drawsPerTurn() / n);
  return unplayedWars(s).reduce((sum, u) => sum + u.inDeck * share, 0);
}

interface Option { cmd: number; l: number; f: number; v: number; p: number }

/**
 * How much a victory is worth now, against the cost of a unit: more with more
 * wars active (four end the game), more for a war whose matching partners
 * would double it (1.07.332).
 */
function warWeight(s: RepublicState, w: WarInPlay, count: number): number {
  let v = 1;
  if (count >= 4) v += 3;
  else if (count === 3) v += 1;
  if (!forcePlan()) {
    if (warDef(w.card).set !== null) v += 0.3;
    return v;
  }
  // Lookahead (war-outlook.ts): a partner still unplayed would double this war and itself. Beaten before it
  // comes, neither is doubled; the sooner it may come, the more a victory now is worth.
  if (warDef(w.card).set !== null) v += 0.3 + MATCH_WEIGHT * matchThreat(s, w, Math.min(2, turnsLeft(s)));
  return v;
}

/** What activating a war costs when the attack does not beat it (its upkeep, one war nearer four). */
const INACTIVE_RISK = 0.25;

/** Worth of beating a war before its unplayed partner doubles it, at a certain arrival (in victories). */
const MATCH_WEIGHT = 1.2;

/**
 * Inactive wars worth attacking now (attacking activates them, 1.07.331):
 * those a partner still unplayed is likely to double before the deck runs
 * out, while few wars are active (a failed attack leaves one more active war).
 */
function preemptive(s: RepublicState, count: number): WarInPlay[] {
  // The war it activates costs 20T a turn until it is beaten: raiseBudget counts it. (A floor of 120T in the
  // treasury as well made Rome fall more often on the same seeds: 60 % against 55 % with 5 AI seats, 33 % against
  // 20 % with 3.)
  if (!forcePlan() || count >= 2) return [];
  // Thrift: not at Manpower Shortage prices (a war activated early is fought at double the price).
  if (dearUnits(s)) return [];
  return s.forum.wars.filter((w) => w.status === 'inactive' && !w.waiting && !attacked(s, w) && inOrder(s, w)
    && matchThreat(s, w, turnsLeft(s)) >= PREEMPT_THREAT);
}

/** Odds below which no army goes (10 % when four wars end the game after this Combat Phase). */
function planMinOdds(count: number): number {
  return count >= 4 ? 0.1 : 0.25;
}

/** Chance of a partner arriving before the deck runs out above which an inactive war is attacked first. */
const PREEMPT_THREAT = 0.5;

/**
 * The worth of beating an inactive war now: the doubling avoided, at the
 * chance of its partner arriving in what is left of the deck; a naval victory
 * (the war stays, on land) half of it.
 */
function preemptWeight(s: RepublicState, w: WarInPlay): number {
  return MATCH_WEIGHT * matchThreat(s, w, turnsLeft(s));
}

/** Cost of raising one unit in victory units: dear in calm, cheap when Rome may fall. */
function unitPrice(count: number): number {
  return count >= 3 ? 0.004 : count === 2 ? 0.01 : 0.02;
}

/**
 * Commanders the Senate may send this turn, in Rome: the Dictator, the Field
 * Consul and the Rome Consul (eligible once the Field Consul has gone, so he
 * is planned for too).
 */
function commanders(s: RepublicState): Senator[] {
  return senatorsInRome(s).filter((x) => x.office === 'dictator' || x.office === 'fieldConsul' || x.office === 'romeConsul');
}

/** The plan: a knapsack over the wars (the wars in order, one commander each). */
export function warPlan(s: RepublicState): WarPlan {
  const cmds = commanders(s);
  const count = activeWars(s).length;
  const early = preemptive(s, count);
  const wars = [...activeWars(s).filter((w) => !attacked(s, w) && inOrder(s, w)), ...early];
  const legions = activeLegions(s);
  const L0 = legions.length;
  const F0 = activeFleets(s).length;
  const strength0 = legionStrength(legions);
  // An inactive war attacked turns active: its 20T upkeep joins next turn's bills.
  const budget = raiseBudget(s, early.length > 0 ? K('warUpkeep') : 0);
  const roomL = Math.max(0, 25 - s.legions.filter((l) => l.at !== 'pool' && l.at !== 'disbanded').length);
  const roomF = Math.max(0, 25 - s.fleets.filter((f) => f.at !== 'pool').length);
  const maxL = Math.min(25, L0 + Math.min(budget, roomL));
  const maxF = Math.min(25, F0 + Math.min(budget, roomF));
  const minOdds = planMinOdds(count);
  // Legions sent are the veterans last (pickLegions): the strength of n legions, the raised ones plain.
  const plain = legions.filter((l) => !l.veteran).length;
  const landOf = (n: number) => (n <= plain ? n : n <= L0 ? plain + 2 * (n - plain) : strength0 + (n - L0));
  const navalLand = keeper('navalLand');
  const options: Option[][] = wars.map((w) => {
    const st = warStrength(s, w);
    // After a naval victory an army with legions and its fleet support fights the land battle in the same
    // Combat Phase (combat.ts): legions sent with the fleets can end the war this turn.
    const won = navalLand && st.naval > 0 && st.land > 0 ? { ...s, forum: { ...s.forum, wars: s.forum.wars.map((x) => (x.card === w.card ? { ...x, navalVictory: true } : x)) } } : null;
    const landAfterSea = (ci: number, c: Senator, extra: number, fleets: number, sea: { victory: number; defeat: number }, weight: number): Option[] => {
      if (!won) return [];
      const out: Option[] = [];
      // The naval victory's losses (up to 4 fleets) must leave the fleet support for the land battle.
      if (fleets < warDef(w.card).fleetSupport + 2) return out;
      let last = -1;
      for (let l = 1; l <= maxL; l++) {
        const o = battleOdds(won, w.card, c, extra, landOf(l), fleets);
        if (o.victory < minOdds || o.victory < last + 0.02) continue;
        last = o.victory;
        // The naval victory is weighed as the fleets-only option weighs it; ending the war this turn adds a
        // second victory's worth at the land battle's odds.
        const v = weight * (sea.victory * (1 + o.victory) - 0.3 * (sea.defeat + sea.victory * o.defeat));
        out.push({ cmd: ci, l, f: fleets, v, p: sea.victory * o.victory });
      }
      return out;
    };
    const naval = st.naval > 0;
    const out: Option[] = [];
    const inactive = w.status !== 'active';
    // A naval victory over a war with land strength leaves it in play: half the worth.
    const part = naval && st.land > 0 ? 0.5 : 1;
    cmds.forEach((c, ci) => {
      const extra = masterOfHorseMil(s, c);
      let last = -1;
      const top = naval ? maxF : maxL;
      for (let n = 1; n <= top; n++) {
        const f = naval ? n : fleetsNeeded(s, w.card, n);
        if (f > maxF) break;
        const o = naval ? battleOdds(s, w.card, c, extra, 0, n) : battleOdds(s, w.card, c, extra, landOf(n), f);
        // Only forces that buy noticeably better odds than a smaller one.
        if (o.victory < minOdds || o.victory < last + 0.02) continue;
        last = o.victory;
        // An inactive war attacked and not beaten is one more active war (20T a turn, one nearer four).
        const v = inactive
          ? preemptWeight(s, w) * part * o.victory - 0.3 * o.defeat - INACTIVE_RISK * (1 - o.victory)
          : warWeight(s, w, count) * (o.victory - 0.3 * o.defeat);
        out.push({ cmd: ci, l: naval ? 0 : n, f, v, p: o.victory });
        if (navalLand && !inactive && part < 1) out.push(...landAfterSea(ci, c, extra, n, o, warWeight(s, w, count)));
      }
    });
    return out;
  });
  const W = maxL + 1;
  const H = maxF + 1;
  const M = 1 << cmds.length;
  const size = W * H * M;
  const idx = (l: number, f: number, m: number) => (l * H + f) * M + m;
  let val = new Float64Array(size).fill(-Infinity);
  val[idx(0, 0, 0)] = 0;
  // choice[i][state] = option index taken at war i (-1: skipped), to rebuild the plan.
  const choice: Int16Array[] = [];
  for (let i = 0; i < wars.length; i++) {
    const next = Float64Array.from(val);
    const pick = new Int16Array(size).fill(-1);
    const opts = options[i];
    for (let l = 0; l <= maxL; l++) {
      for (let f = 0; f <= maxF; f++) {
        for (let m = 0; m < M; m++) {
          const cur = val[idx(l, f, m)];
          if (cur === -Infinity) continue;
          for (let k = 0; k < opts.length; k++) {
            const o = opts[k];
            if (m & (1 << o.cmd)) continue;
            const nl = l + o.l;
            const nf = f + o.f;
            if (nl > maxL || nf > maxF) continue;
            const j = idx(nl, nf, m | (1 << o.cmd));
            if (cur + o.v > next[j]) { next[j] = cur + o.v; pick[j] = k; }
          }
        }
      }
    }
    choice.push(pick);
    val = next;
  }
  // The Rome Consul may go only once the Field Consul has gone (1.09.641): never plan him alone.
  const fieldAt = cmds.findIndex((c) => c.office === 'fieldConsul');
  const romeAt = cmds.findIndex((c) => c.office === 'romeConsul');
  const allowed = (m: number) => fieldAt < 0 || romeAt < 0 || !(m & (1 << romeAt)) || !!(m & (1 << fieldAt));
  // The best end state the purse allows, each raised unit at its price.
  // Thrift: a unit at Manpower Shortage prices costs its price.
  const price = unitPrice(count) * (keeper('thrift') ? unitCost(s) / K('unitCost') : 1);
  let best = -1;
  let hi = 0;
  for (let l = 0; l <= maxL; l++) {
    for (let f = 0; f <= maxF; f++) {
      const raise = Math.max(0, l - L0) + Math.max(0, f - F0);
      if (raise > budget || l - L0 > roomL || f - F0 > roomF) continue;
      for (let m = 0; m < M; m++) {
        if (!allowed(m)) continue;
        const v = val[idx(l, f, m)] - price * raise;
        if (v > hi + 1e-9) { hi = v; best = idx(l, f, m); }
      }
    }
  }
  if (best < 0) return { attacks: [], raiseLegions: 0, raiseFleets: 0 };
  const attacks: Attack[] = [];
  let j = best;
  for (let i = wars.length - 1; i >= 0; i--) {
    const k = choice[i][j];
    if (k < 0) continue;
    const o = options[i][k];
    attacks.push({ commander: cmds[o.cmd].id, war: wars[i].card, legions: o.l, fleets: o.f, victory: o.p });
    const m = j % M;
    const lf = (j - m) / M;
    const f = lf % H;
    const l = (lf - f) / H;
    j = idx(l - o.l, f - o.f, m & ~(1 << o.cmd));
  }
  const usedL = attacks.reduce((n, a) => n + a.legions, 0);
  const usedF = attacks.reduce((n, a) => n + a.fleets, 0);
  // Best soldier against the hardest war first (the order the Senate sends them in is orderedDeploys's).
  attacks.reverse();
  return { attacks, raiseLegions: Math.max(0, usedL - L0), raiseFleets: Math.max(0, usedF - F0) };
}
