/**
 * The AI and rebels (1.11 civil war, 2.03 Rebel Governors): the odds of a
 * Senate army against a rebel, whether its own governor should revolt, the
 * Senate's attacks on rebels, and what a governor builds with local taxes.
 *
 * A rebel the Senate leaves alone wins at the end of the Combat Phase
 * (1.11.36), and one who beats the Senate's army wins too, so every other
 * faction has a rebel attacked with everything Rome has. A revolt pays only
 * when it is likely to win: when the Senate's best army (its Active Forces,
 * what the State can still raise, its best commander) would probably lose
 * the civil battle, or, for a governor staying home, who wins only when Rome
 * falls to bankruptcy or the People (1.12.2), when Rome is about to.
 */
import { K, TABLES, tableRow } from '../data';
import { omens } from '../events/registry';
import { activeFleets, activeLegions, fleetsAt, legionStrength, nominalMil } from '../military';
import { primaryRebel, primaryRebelProvince, printed, provinceDefence, rebelAtHome } from '../revolt-state';
import { senatorsInRome } from '../senators';
import { activeWars, warDef } from '../wars';
import { stateBills, unrestRisk, projectedUnrest } from './assess';
import { civilOdds, type Odds } from './rebel-odds';
export { civilOdds, isRebelTarget, rebelAttackOdds, rebelFaction } from './rebel-odds';
import { raiseBudget } from './war-plan';
import type { Decision, ProvinceState, RepublicAction, RepublicState, Seat, Senator } from '../types';

/** The best army the Senate could send against a rebel of `strength` next Senate: its forces, what it can raise, its best soldier. */
function senateBestOdds(s: RepublicState, strength: number, excludeSeat: Seat): Odds {
  const force = legionStrength(activeLegions(s)) + raiseBudget(s);
  const mil = Math.max(0, ...senatorsInRome(s).filter((x) => x.faction !== excludeSeat).map((x) => nominalMil(x)));
  return civilOdds(force, mil, strength);
}

/**
 * Rome's chance of falling to bankruptcy or the People before long: the
 * revolt costs the State 20T a turn; next turn's bills against the treasury
 * and revenue, and the People's revolt at the projected unrest.
 */
function romeFallingOdds(s: RepublicState): number {
  const short = s.treasury + K('annualRevenue') - stateBills(s) - K('warUpkeep') < 0 ? 0.8 : 0;
  const people = unrestRisk(s, projectedUnrest(s) + 1) / 100;
  return Math.min(1, short + people);
}

/**
 * A governor of ours marching from his province: his garrison and veterans (and MIL) against the Senate's best
 * army, once he has landed in Italy (`lands`: the chance he gets past a naval interception, 1 without one).
 */
function marchLikelyWins(s: RepublicState, me: Seat, x: Senator, p: ProvinceState, lands = 1): boolean {
  const force = legionStrength(s.legions.filter((l) => l.at === `garrison:${p.id}` || (l.veteran && l.allegiance === x.id && l.at !== 'pool' && l.at !== 'disbanded')));
  const strength = force + Math.min(force, nominalMil(x));
  const o = senateBestOdds(s, strength, me);
  // The rebel wins on the Senate's defeat; a stalemate keeps him alive. Worth the risk of his death on a victory.
  return lands * o.defeat >= 0.55 && o.victory <= 0.2;
}

/**
 * 2.03.8: our Primary Rebel at home is asked whether he marches on Rome now. He goes when the march is likely
 * to win, by the same test as when he declared, counting the chance that he lands at all: from a province with
 * a naval base the Senate's Active fleets intercept him first (2.03.72), and a voyage they stop costs him
 * fleets that defend his province in the same Combat Phase and shows Rome the march it must arm against.
 */
export function rebelMarch(s: RepublicState, me: Seat, legal: RepublicAction[], d: Decision): RepublicAction | null {
  const stay = legal.find((a) => a.type === 'done') ?? null;
  const go = legal.find((a) => a.type === 'marchOnRome') ?? null;
  const q = d as unknown as { senator: string; province: string };
  const x = s.senators[q.senator];
  const p = s.provinces[q.province];
  if (!go || !x || !p) return stay;
  const lands = printed(p).naval > 0 ? landsPast(s, printed(p).naval + (p.fleets ?? 0) + fleetsAt(s, 'rebel').length) : 1;
  return marchLikelyWins(s, me, x, p, lands) ? go : stay;
}

/** 2.03: a governor of ours may revolt (march on Rome or stay home) or stay loyal. */
export function governorRevolt(s: RepublicState, me: Seat, legal: RepublicAction[], d: Decision): RepublicAction | null {
  const loyal = legal.find((a) => a.type === 'done') ?? null;
  const q = d as unknown as { senator: string; province: string };
  const x = s.senators[q.senator];
  const p = s.provinces[q.province];
  if (!x || !p) return loyal;
  const march = legal.find((a) => a.type === 'governorRevolt' && a.march) ?? null;
  const home = legal.find((a) => a.type === 'governorRevolt' && !a.march) ?? null;
  if (march && marchLikelyWins(s, me, x, p)) return march;
  if (home) {
    const d0 = provinceDefence(s, p);
    const o = senateBestOdds(s, d0.land + d0.mil, me);
    // At home he wins only if Rome falls to bankruptcy or the People: only when that is likely and he is safe.
    if (romeFallingOdds(s) >= 0.5 && o.victory <= 0.25 && activeWars(s).length <= 2) return home;
  }
  return loyal;
}

/**
 * 2.02 local taxes: what a governor of ours builds. Units beyond what the
 * taxes owe cost him 10T each: worth it when an active war attacks his
 * province (its armies fight it first) and he stays rich, otherwise the
 * taxes' own build (the first, default answer).
 */
export function provincialBuild(s: RepublicState, legal: RepublicAction[], d: Decision): RepublicAction | null {
  const q = d as unknown as { province: string };
  const p = s.provinces[q.province];
  const builds = legal.filter((a): a is Extract<RepublicAction, { type: 'provincialBuild' }> => a.type === 'provincialBuild');
  if (!p || builds.length === 0) return legal[0] ?? null;
  const g = p.governor ? s.senators[p.governor] : undefined;
  const threatened = activeWars(s).some((w) => warDef(w.card).attacks.includes(p.id));
  const units = (a: { armies: number; fleets: number }) => a.armies + a.fleets;
  const least = Math.min(...builds.map(units));
  if (threatened && g && g.talents >= 25) {
    // Defence: the most units, armies first (a war attacking a province fights its armies on land).
    return [...builds].sort((a, b) => units(b) - units(a) || b.armies - a.armies)[0];
  }
  return builds.find((a) => units(a) === least) ?? builds[0];
}

/** P(3d6 = n). */
function p3(n: number): number {
  let k = 0;
  for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) for (let c = 1; c <= 6; c++) if (a + b + c === n) k++;
  return k / 216;
}

/**
 * Chance that rebels at sea of naval strength `naval` get past the Senate's naval interception (2.03.72): it
 * stops them only on a Senate Victory, 3d6 + the Active fleets - `naval` - Evil Omens on the combat table; with
 * no Active fleet there is none.
 */
function landsPast(s: RepublicState, naval: number): number {
  const senate = activeFleets(s).length;
  if (senate === 0) return 1;
  let intercepted = 0;
  for (let n = 3; n <= 18; n++) if (tableRow(TABLES.combat, n + senate - naval - omens(s)).result === 'victory') intercepted += p3(n);
  return 1 - intercepted;
}

/**
 * Chance that legions sent from province `p` reach the Primary Rebel: from a province with naval base 0 always;
 * otherwise unless the interception stops them, against the province's naval base and fleets and every fleet
 * the Primary Rebel controls (2.03.71).
 */
export function reinforcementArrives(s: RepublicState, p: ProvinceState): number {
  const base = printed(p).naval;
  if (base <= 0) return 1;
  // 2.03.72: every fleet the Primary Rebel controls sails with them, his own province's included.
  const home = primaryRebelProvince(s);
  const his = home && home.id !== p.id ? home.fleets ?? 0 : 0;
  return landsPast(s, base + (p.fleets ?? 0) + his + fleetsAt(s, 'rebel').length);
}

/**
 * 2.03.7: after a stalemate against our Primary Rebel, a secondary rebel
 * governor of ours may send his garrison to him. Sending costs nothing the
 * revolt needs: intercepted legions stay at home and the province cannot be
 * attacked meanwhile, while every legion that lands makes the next civil
 * battle likelier to be won (a rebel who wins takes the game, 1.11.36). So
 * the most legions expected to land, the whole garrison rather than one.
 */
export function rebelReinforcements(s: RepublicState, legal: RepublicAction[]): RepublicAction | null {
  const none = legal.find((a) => a.type === 'done') ?? null;
  let pick: RepublicAction | null = none;
  let hi = 0;
  for (const a of legal) {
    if (a.type !== 'reinforceRebel') continue;
    const p = s.provinces[a.province];
    if (!p) continue;
    const v = a.legions.length * reinforcementArrives(s, p);
    if (v > hi + 1e-9) { hi = v; pick = a; }
  }
  return pick;
}

/**
 * 2.03.72: after an interception, which province's provincial fleets our rebels lose. The fleets are kept where
 * the Senate can attack next: with the Primary Rebel at home, his province (attackable in this very Combat
 * Phase, its fleets his fleet support and maybe a naval battle first, 2.03.81) keeps them and the sender, shielded
 * until the phase ends (2.03.7), loses them; with him on the march his province may not be attacked and its
 * fleets stay behind, while the sender is open to attack from the next turn, so his province loses them.
 */
export function interceptionLosses(s: RepublicState, legal: RepublicAction[], d: Decision): RepublicAction | null {
  const q = d as unknown as { province: string };
  const answers = legal.filter((a): a is Extract<RepublicAction, { type: 'fleetLosses' }> => a.type === 'fleetLosses');
  if (answers.length === 0) return legal[0] ?? null;
  const sent = (a: (typeof answers)[number]) => a.losses[q.province] ?? 0;
  const senderLoses = !!rebelAtHome(s);
  return [...answers].sort((a, b) => (senderLoses ? sent(b) - sent(a) : sent(a) - sent(b)))[0];
}

/** The faction of the rebel whose forces hold legion place `at` (his army on the march, or his province's garrison). */
function rebelOwner(s: RepublicState, at: string): Seat | null {
  if (at === 'rebel') return primaryRebel(s)?.faction ?? null;
  if (!at.startsWith('garrison:')) return null;
  const g = s.provinces[at.slice('garrison:'.length)]?.governor;
  return g ? s.senators[g]?.faction ?? null : null;
}

/**
 * 1.11.34: veterans loyal to a loyal senator of ours stand in a rebel's
 * forces. Against another faction's rebel they desert to the Senate (they
 * weaken the rebel and join Rome's Active Forces; a rebel who wins ends the
 * game for us); with our own rebel they stay.
 */
export function veteransDesert(s: RepublicState, me: Seat, legal: RepublicAction[]): RepublicAction | null {
  for (const a of legal) {
    if (a.type !== 'veteransDesert') continue;
    const ls = s.legions.filter((l) => l.veteran && l.allegiance === a.senator && (l.at === 'rebel' || l.at.startsWith('garrison:')));
    const owners = new Set(ls.map((l) => rebelOwner(s, l.at)));
    if (ls.length > 0 && !owners.has(me)) return a;
  }
  return null;
}
