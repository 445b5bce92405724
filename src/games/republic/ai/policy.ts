/**
 * The Republic of Rome AI's answers, one rule per decision kind, on a
 * determinized state built from the faction's own view. Every answer is
 * either one of the listed legal answers or an action of the same shape that
 * the decision's own resolver accepted on a copy (tryAnswer); unknown
 * decision kinds get the first legal answer, so decisions added later never
 * stall a game.
 */
import type { Rng } from '../../../core/rng';
import { RuleViolation } from '../../../core/game';
import { makeCtx } from '../ctx';
import { K, NEUTRALS, TABLES } from '../data';
import { activeLegions, legionStrength } from '../military';
import { baseNumber } from '../phases/persuasion';
import { proposalKey, proposalType } from '../phases/senate/proposal-types';
import { presidingMagistrate } from '../phases/senate/core';
import { deployProposals, MIN_ODDS, orderedDeploys, raiseProposal } from './military';
import { AI_TUNING, economyWarPlan, forcePlan, keeper } from './tuning';
import { eliminateProposal, eliminateValue } from './force-upkeep';
import { grainSale } from './grain';
import { governorTravel, repopulate } from './placement';
import { governorRevolt, interceptionLosses, isRebelTarget, rebelMarch, provincialBuild, rebelAttackOdds, rebelFaction, rebelReinforcements, veteransDesert } from './rebels';
import { primaryRebel, REBEL_WAR } from '../civil-war';
import { rebelAtHome } from '../revolt-state';
import { decisionHandler, top } from '../registry';
import { activeWars } from '../wars';
import { factionInfluence, factionVotes, isFactionLeader, members, senatorsInRome, votesOf } from '../senators';
import {
  armyOdds, ballotFor, projectedUnrest, speechUnrest, unrestRisk, battleOdds, predictedBallot, warNeed, cardsOfType, danger, masterOfHorseMil, p2d6AtMost, predictedMargin, proposalValue,
  rivalOf, senatorValue, threat,
} from './assess';
import type { Decision, FloorItem, Proposal, RepublicAction, RepublicState, Seat, Senator } from '../types';

export interface Brain {
  s: RepublicState;
  me: Seat;
  rng: Rng;
  legal: RepublicAction[];
}

type Rule = (b: Brain, d: Decision) => RepublicAction | null;

/** Would the top decision's resolver accept `a`? Tried on a copy; never settles the flow (no draws). */
export function tryAnswer(s: RepublicState, a: RepublicAction): boolean {
  const copy = structuredClone(s);
  const d = copy.pending.pop();
  if (!d) return false;
  try {
    decisionHandler(d.kind).resolve(makeCtx(copy), d, a);
    return true;
  } catch (e) {
    if (e instanceof RuleViolation) return false;
    return false;
  }
}

function best<T>(items: T[], score: (t: T) => number): T | null {
  let out: T | null = null;
  let hi = -Infinity;
  for (const t of items) {
    const v = score(t);
    if (v > hi) { hi = v; out = t; }
  }
  return out;
}

function of<T extends RepublicAction['type']>(b: Brain, type: T): Extract<RepublicAction, { type: T }>[] {
  return b.legal.filter((a) => a.type === type) as Extract<RepublicAction, { type: T }>[];
}

function first(b: Brain, type: string): RepublicAction | null {
  return b.legal.find((a) => a.type === type) ?? null;
}

function mine(b: Brain): Senator[] {
  return members(b.s, b.me);
}

function talentsOf(b: Brain): number {
  return b.s.factions[b.me].treasury;
}

// ---------------------------------------------------------------- setup and housekeeping

const chooseLeader: Rule = (b) => best(of(b, 'leader'), (a) => {
  const x = b.s.senators[a.senator];
  // The leader cannot be persuaded away: protect the most valuable senator.
  return x ? senatorValue(x) : 0;
});

const assignProvince: Rule = (b) => {
  // Send the senator the faction misses least in the Senate, for the full term.
  const opts = of(b, 'govern').filter((a) => a.term === 3);
  return best(opts, (a) => {
    const x = b.s.senators[a.senator];
    return x ? -(votesOf(x) + x.inf + (isFactionLeader(b.s, x) ? 20 : 0)) : 0;
  });
};

const playCards: Rule = (b) => {
  const st = first(b, 'playStatesman');
  if (st) return st;
  const conc = of(b, 'playConcession');
  if (conc.length === 0) return first(b, 'done');
  // Concessions to the senator with the fewest, so one prosecution cannot take them all.
  return best(conc, (a) => -(b.s.senators[a.senator]?.concessions.length ?? 9));
};

const discard: Rule = (b) => best(of(b, 'discard'), (a) => {
  const c = a.card;
  if (c.startsWith('statesman:')) return -10;
  if (c.startsWith('concession:')) return -8;
  if (c.includes('tribune')) return -6;
  return 0;
});

// ---------------------------------------------------------------- revenue

const spoils: Rule = (b, d) => {
  // Spoils make the governor Corrupt (open to prosecution); take them unless we hold the Censor's chair's enemy... simply: take
  // them when the faction is short of money or the governor is not an important senator.
  const prov = (d as unknown as { province: string }).province;
  const g = b.s.provinces[prov]?.governor;
  const x = g ? b.s.senators[g] : undefined;
  const rich = mine(b).reduce((n, y) => n + y.talents, 0) + talentsOf(b);
  const take = !x || rich < 20 || senatorValue(x) < 8;
  return of(b, 'spoils').find((a) => a.take === take) ?? null;
};

const redistribute: Rule = (b) => {
  // Keep a war chest in the faction treasury for counter-bribes; the rest stays with senators (bids, bribes, games).
  const want = 6;
  const have = talentsOf(b);
  const ransom = first(b, 'ransom');
  if (ransom) return ransom;
  if (have >= want) return first(b, 'done');
  const giver = best(mine(b).filter((x) => x.rebel === null && x.where.kind !== 'captive' && x.talents >= 3), (x) => x.talents);
  if (!giver) return first(b, 'done');
  const amount = Math.min(want - have, Math.floor(giver.talents / 2));
  if (amount <= 0) return first(b, 'done');
  const a: RepublicAction = { type: 'transfer', from: { senator: giver.id }, to: { faction: b.me }, amount };
  return tryAnswer(b.s, a) ? a : first(b, 'done');
};

const contribute: Rule = (b) => {
  // Contribute when Rome needs money (and for influence when rich).
  const opts = of(b, 'contribute');
  if (opts.length === 0) return first(b, 'done');
  // Rome short of money, or wars it cannot pay for: a contribution also buys influence (1.06.52).
  const poor = b.s.treasury < 40 || (activeWars(b.s).length >= 2 && b.s.treasury < 150);
  if (!AI_TUNING.baseline) {
    const pick = matchedContribution(b, opts);
    if (pick) return pick;
  }
  const pick = best(opts, (a) => {
    const x = b.s.senators[a.senator];
    const left = (x?.talents ?? 0) - a.amount;
    return (poor && left >= 8 ? a.amount : 0) + (left >= 15 ? a.amount / 5 : -50);
  });
  if (!pick) return first(b, 'done');
  const x = b.s.senators[pick.senator];
  const left = (x?.talents ?? 0) - pick.amount;
  return (poor && left >= 8) || left >= 15 ? pick : first(b, 'done');
};

/**
 * With Neutrals at the table, a Neutral whose Charity lists the Treasury
 * matches a player's contribution (4.03): each talent we give is worth one
 * more per such Neutral that can still match it. While Rome has wars to pay
 * for, give the largest amount that every matcher can follow, keeping 5T on
 * the senator; the influence it buys (1.06.52) is ours alone.
 */
function matchedContribution(b: Brain, opts: Extract<RepublicAction, { type: 'contribute' }>[]): RepublicAction | null {
  const s = b.s;
  const done = s.turnFlags.contributions ?? [];
  if (done.some((c) => c.seat === b.me)) return null;
  const matchers = s.factions.filter((f) => f.kind === 'neutral' && !f.eliminated && !done.some((c) => c.seat === f.seat)
    && NEUTRALS.roles[f.neutralRole as keyof typeof NEUTRALS.roles]?.charity.includes('treasury'));
  if (matchers.length === 0) return null;
  const wars = activeWars(s).length + s.forum.wars.filter((w) => w.status === 'imminent').length;
  if (wars === 0 && s.treasury >= 60) return null;
  // The most a matcher can follow: its richest free senator's talents.
  const follow = (seat: Seat) => Math.max(0, ...members(s, seat).filter((x) => x.rebel === null && x.where.kind !== 'captive').map((x) => x.talents));
  const ok = opts.filter((a) => (s.senators[a.senator]?.talents ?? 0) - a.amount >= 5);
  return best(ok, (a) => a.amount * (1 + matchers.filter((f) => follow(f.seat) >= a.amount).length) - (s.senators[a.senator]?.talents ?? 0) / 100);
}

// ---------------------------------------------------------------- forum

const bid: Rule = (b) => {
  const a = b.s.forumState?.auction;
  if (!a) return first(b, 'pass');
  // The initiative is worth a few talents: a card draw and a persuasion attempt.
  const cap = 4;
  const amount = a.high + 1;
  if (amount > cap) return first(b, 'pass');
  const bidder = best(senatorsInRome(b.s, b.me).filter((x) => x.talents >= amount + 2), (x) => x.talents);
  if (!bidder) return first(b, 'pass');
  const act: RepublicAction = { type: 'bid', senator: bidder.id, amount };
  return tryAnswer(b.s, act) ? act : first(b, 'pass');
};

/** Worth of gaining a senator for `me`, and of taking him from his faction. */
function targetWorth(b: Brain, t: Senator): number {
  let v = senatorValue(t);
  if (t.faction !== null) v += Math.max(0, threat(b.s, b.me, t.faction)) / 3 + 2;
  return v;
}

const persuade: Rule = (b) => {
  const opts = of(b, 'persuade');
  let pick: RepublicAction | null = null;
  let hi = 0;
  for (const o of opts) {
    const x = b.s.senators[o.persuader];
    const t = b.s.senators[o.target];
    if (!x || !t) continue;
    // Counter-bribes are likely when the target is aligned: assume a few talents against us.
    const counter = t.faction !== null ? 3 : 1;
    const n = baseNumber(b.s, x, t) + o.bribe - counter;
    const p = p2d6AtMost(n, b.s.eraEndsDrawn ? K('persuasionAutoFailAfterEraEnds') : K('persuasionAutoFail'));
    const ev = p * targetWorth(b, t) - o.bribe * 0.35 - (o.card ? 1 : 0);
    if (p >= 0.28 && ev > hi) { hi = ev; pick = o; }
  }
  return pick ?? first(b, 'done');
};

const counterBribe: Rule = (b) => {
  const p = b.s.forumState?.persuasion;
  const have = talentsOf(b);
  const zero: RepublicAction = { type: 'counterBribe', amount: 0 };
  if (!p || have <= 0) return zero;
  const t = b.s.senators[p.target];
  const x = b.s.senators[p.persuader];
  if (!t || !x || x.faction === null) return zero;
  const ours = t.faction === b.me;
  const persuaderThreat = threat(b.s, b.me, x.faction);
  if (!ours && persuaderThreat < 3) return zero;
  const number = p.base + p.bribe - Object.values(p.counterBribes).reduce((a, c) => a + c, 0);
  // Enough to push the number to 4 or below (about 1 in 6), within what the senator is worth to us.
  const worth = ours ? senatorValue(t) + 2 : senatorValue(t) / 2;
  const amount = Math.min(have, Math.max(0, number - 4), Math.ceil(worth));
  if (amount <= 0) return zero;
  const a: RepublicAction = { type: 'counterBribe', amount };
  return tryAnswer(b.s, a) ? a : zero;
};

const persuadeMore: Rule = (b) => {
  const p = b.s.forumState?.persuasion;
  const raise = first(b, 'raise');
  if (!p || !raise) return first(b, 'roll');
  const number = p.base + p.bribe - Object.values(p.counterBribes).reduce((a, c) => a + c, 0);
  // Raise only when the current odds are poor and the raise makes them fair.
  const amount = (raise as { amount: number }).amount;
  return number < 6 && number + amount >= 7 ? raise : first(b, 'roll');
};

const knights: Rule = (b) => {
  const sure = of(b, 'attractKnight').filter((a) => a.talents > 0);
  const pick = best(sure.filter((a) => (b.s.senators[a.senator]?.talents ?? 0) - a.talents >= 6), (a) => -a.talents);
  if (pick) return pick;
  // A free attempt costs nothing.
  return best(of(b, 'attractKnight').filter((a) => a.talents === 0), (a) => b.s.senators[a.senator]?.ora ?? 0) ?? first(b, 'done');
};

/**
 * Speech games (AI_TUNING.speechGames): games are sponsored in the Forum, before the State of the Republic
 * speech, whose unrest then also counts the unprosecuted wars and the droughts (1.08.1). The games that cut
 * the People's-revolt risk at that unrest (assess.ts unrestRisk) by more than they cost (0.2 a talent, less
 * the sponsor's popularity gained, 0.5 a point), the senator keeping 3T; none if no games are worth it.
 */
function speechGames(b: Brain): RepublicAction {
  const s = b.s;
  const u = speechUnrest(s);
  const risk = unrestRisk(s, u);
  const g = best(of(b, 'games').filter((a) => {
    const cost = TABLES.games.find((x) => x.id === a.games)?.cost ?? 99;
    return (s.senators[a.senator]?.talents ?? 0) - cost >= 3;
  }).map((a) => {
    const t = TABLES.games.find((x) => x.id === a.games)!;
    return { a, v: risk - unrestRisk(s, u + t.unrest) + 0.5 * t.pop - 0.2 * t.cost };
  }).filter((x) => x.v > 0), (x) => x.v);
  return g?.a ?? first(b, 'done')!;
}

const games: Rule = (b) => {
  if (keeper('speechGames')) return speechGames(b);
  if (b.s.unrest < 3) {
    // Popularity for a rich senator who aims at offices.
    const lavish = of(b, 'games').filter((a) => (b.s.senators[a.senator]?.talents ?? 0) >= 30 && a.games === 'sliceAndDice');
    return lavish[0] ?? first(b, 'done');
  }
  const g = best(of(b, 'games').filter((a) => {
    const cost = TABLES.games.find((x) => x.id === a.games)?.cost ?? 99;
    return (b.s.senators[a.senator]?.talents ?? 0) - cost >= 3;
  }), (a) => {
    const g = TABLES.games.find((x) => x.id === a.games);
    // In a crisis the biggest games the senator can pay for; otherwise the cheapest.
    return b.s.unrest >= 6 ? -(g?.unrest ?? 0) : -(g?.cost ?? 0);
  });
  return g ?? first(b, 'done');
};

const changeLeader: Rule = (b) => {
  const leader = b.s.factions[b.me].leader;
  const cur = leader ? b.s.senators[leader] : undefined;
  if (cur) return first(b, 'done');
  return chooseLeader(b, top(b.s)!);
};

// ---------------------------------------------------------------- senate

function proposalOf(a: RepublicAction): Proposal | null {
  return a.type === 'propose' || a.type === 'tribunePropose' ? (a.proposal as Proposal) : null;
}

function deployOdds(s: RepublicState, p: Proposal): number {
  const q = p as unknown as { commander: string; war: string; legions: number; fleets: number };
  const c = s.senators[q.commander];
  if (!c) return 0;
  if (isRebelTarget(q.war)) return rebelAttackOdds(s, q.war, c, q.legions).victory;
  const strength = legionStrength(activeLegions(s).slice(0, q.legions));
  return battleOdds(s, q.war, c, masterOfHorseMil(s, c), strength, q.fleets).victory;
}

/**
 * A proposal's worth to `seat`: proposalValue, but an elimination of units by
 * what it saves the State when it takes only units no war needs (force-upkeep.ts;
 * assess.ts cannot reach the war plan).
 */
function valueOf(s: RepublicState, seat: Seat, p: Proposal): number {
  if ((p as { kind: string }).kind === 'eliminate' && forcePlan()) return eliminateValue(s, p as unknown as { legions: number; fleets: number });
  return proposalValue(s, seat, p);
}

/** How much the Presiding Magistrate's faction wants a proposal on the floor now. */
function floorScore(b: Brain, p: Proposal, viaTribune = false): number {
  const s = b.s;
  const pkg = p as unknown as { kind: string; second?: { commander: string; war: string; legions: number; fleets: number } };
  if (pkg.kind === 'deploy' && pkg.second) {
    // Two armies in one proposal: worth both (the second's odds with the units left after the first).
    const { second, ...first } = pkg;
    return floorScore(b, first as unknown as Proposal) + floorScore(b, { kind: 'deploy', ...second } as unknown as Proposal);
  }
  const kind = (p as { kind: string }).kind;
  const t = proposalType(kind);
  const margin = predictedMargin(s, p, t.bonus?.(s, p) ?? { yea: 0, nay: 0 }, b.me, viaTribune);
  const value = valueOf(s, b.me, p);
  // With four wars active the game ends after this Combat Phase unless one is won: any chance counts.
  const floorOdds = economyWarPlan() && activeWars(s).length >= 4 ? 0.1 : MIN_ODDS;
  const war = (p as unknown as { war?: string }).war ?? '';
  if (kind === 'deploy' && isRebelTarget(war)) {
    // A rebel left alone wins (1.11.36): against the marching Primary Rebel any army; a rebel province at fair odds.
    if (rebelFaction(s, war) === b.me) return -Infinity;
    const odds = deployOdds(s, p);
    if (war !== REBEL_WAR && odds < MIN_ODDS) return -Infinity;
    return (margin > 0 ? 1 : 0.3) * (value + 20 + odds * 10);
  }
  if (kind === 'deploy' && deployOdds(s, p) < floorOdds) return -Infinity;
  const passes = margin > 0 ? 1 : margin === 0 ? 0.3 : 0.05;
  let urgency = 0;
  // Raise first (the plan's deploys need the units), then send the armies.
  if (kind === 'deploy') urgency = 6 + danger(s) + deployOdds(s, p) * 4;
  // The plan's deploys need the units raised first: a raise outranks any deploy (the previous version weighed
  // them nearly alike and often sent a weak army first, then adjourned).
  if (kind === 'raise') urgency = 16 + 2 * danger(s);
  // Against a Primary Rebel marching on Rome the legions are raised before the army goes.
  if (kind === 'raise' && !AI_TUNING.baseline && primaryRebel(s) && !rebelAtHome(s)) urgency += 40;
  if (kind === 'landBill') {
    if (!economyWarPlan()) urgency = s.unrest >= 4 ? 3 : 0;
    else {
      // Against the People's revolt a bill can outrank the raise: its cut of the unrest risk (assess.ts).
      const bill = TABLES.landBills.find((x) => x.type === (p as unknown as { bill: string }).bill);
      const u = projectedUnrest(s);
      urgency = bill && value > 0 ? (unrestRisk(s, u) - unrestRisk(s, u + bill.unrest)) / 2 : 0;
    }
  }
  if (kind === 'consulForLife') urgency = 50;
  if (kind === 'recall') urgency = 13;
  // After the plan's raise and deploys (they are worth more), before the Presiding Magistrate goes.
  if (kind === 'eliminate' && value > 0) urgency = 1;
  return passes * (value + urgency) - (1 - passes) * 1.5;
}

const senateFloor: Rule = (b) => {
  const s = b.s;
  const step = s.senate?.step;
  const proposals = b.legal.filter((a) => a.type === 'propose');
  const passive = b.legal.find((a) => a.type !== 'propose') ?? null;
  // Forces follow the AI's own military plan rather than the listed samples;
  // governors during business are recalls and replacements: leave them be.
  const cands: RepublicAction[] = proposals.filter((a) => {
    const k = (proposalOf(a) as { kind: string }).kind;
    if (k === 'recall') return armyOdds(s, (proposalOf(a) as unknown as { army: number }).army).victory < 0.15;
    // Eliminations are the plan's (the whole surplus at once, below), not the listed samples.
    if (k === 'eliminate' && forcePlan()) return false;
    return !(k === 'raise' || k === 'deploy' || (step === 'business' && k === 'governors'));
  });
  if (step === 'business') {
    const raise = raiseProposal(s);
    let deploys = deployProposals(s);
    // Sending the Presiding Magistrate ends the Senate (1.09.642): the others first, the Consuls together.
    deploys = orderedDeploys(s, deploys);
    const pm = presidingMagistrate(s);
    const cmd = (p: Proposal) => (p as unknown as { commander: string; second?: unknown });
    if (pm && deploys.some((p) => cmd(p).commander !== pm.id || cmd(p).second)) deploys = deploys.filter((p) => cmd(p).commander !== pm.id || cmd(p).second);
    const forces = [...(raise ? [raise] : []), ...deploys];
    const cut = raise ? null : eliminateProposal(s);
    if (cut) forces.push(cut);
    if (!AI_TUNING.baseline) {
      // Rebels (1.11, 2.03): the listed attacks on them (everything in the Active Forces) are the plan's too.
      for (const a of proposals) {
        const q = proposalOf(a) as unknown as { kind: string; war?: string };
        if (q.kind === 'deploy' && q.war && isRebelTarget(q.war)) forces.push(proposalOf(a)!);
      }
    }
    const defeated = s.senate?.defeated ?? [];
    for (const p of forces) {
      if (defeated.includes(proposalKey(p))) continue;
      cands.push({ type: 'propose', proposal: p } as RepublicAction);
    }
  }
  const usable = cands;
  const floorOf = passive ? 0.5 : -Infinity;
  // Best first; a proposal of the plan that turns out invalid gives way to the next one, not to adjourning.
  const ranked = usable.map((a) => ({ a, v: floorScore(b, proposalOf(a)!) })).filter((x) => x.v > floorOf).sort((x, y) => y.v - x.v);
  if (economyWarPlan() && step === 'business') {
    // Sending the Presiding Magistrate ends the Senate (1.09.642): everything else worth proposing (land bills
    // against unrest above all) goes first.
    const pm = presidingMagistrate(s);
    const endsSenate = (a: RepublicAction) => {
      const p = proposalOf(a) as unknown as { kind: string; commander?: string; second?: unknown };
      return p.kind === 'deploy' && !p.second && pm !== null && p.commander === pm.id;
    };
    ranked.sort((x, y) => Number(endsSenate(x.a)) - Number(endsSenate(y.a)));
  }
  for (const { a } of ranked) if ((proposals as RepublicAction[]).includes(a) || tryAnswer(s, a)) return a;
  return passive ?? proposals[0] ?? null;
};

function currentItem(s: RepublicState): FloorItem | null {
  const f = s.senate?.floor;
  return f && f.length > 0 ? f[f.length - 1] : null;
}

const OFFICES = ['consuls', 'censor', 'dictator'];
/** Proposals that save Rome in a crisis. */
const RESCUE = ['raise', 'deploy', 'dictator', 'reinforce'];

const vote: Rule = (b) => {
  const item = currentItem(b.s);
  if (!item) return null;
  const p = item.proposal;
  const value = valueOf(b.s, b.me, p);
  const kind = (p as { kind: string }).kind;
  // A Tribune against what would hurt badly (a rival's Consul for Life, our leader's conviction), or
  // against anything that hurts and would carry even with our votes against it.
  const badly = value <= -6 && (kind === 'consulForLife' || kind === 'prosecution' || kind === 'specialProsecution' || value <= -10);
  if (badly || (value <= -3 && expectedMargin(b.s, item, b.me) > 0)) {
    const veto = first(b, 'veto');
    if (veto) return veto;
  }
  let ballot = ballotFor(value);
  if (item.by === b.me && ballot !== 'nay') ballot = 'yea';
  if (ballot === 'nay' && RESCUE.includes(kind) && danger(b.s) >= 8) {
    // Rome in danger: never block its Dictator, forces or armies (a Neutral coalition's in solitaire above all)
    // unless they would carry a faction near victory.
    const named = ['senator', 'commander'].map((k) => b.s.senators[(p as unknown as Record<string, string>)[k]]?.faction ?? null);
    if (named.every((f) => f === null || f === b.me || factionInfluence(b.s, f) < 28)) ballot = 'yea';
  }
  // The Republic needs its magistrates: after two failed nominations, stop blocking unless it hurts badly.
  const failed = (b.s.senate?.defeated ?? []).length;
  if (ballot === 'nay' && OFFICES.includes(kind) && failed >= 2 && value > -4) ballot = 'abstain';
  const votes = of(b, 'vote');
  if (kind === 'consulForLife' && ballot === 'nay') {
    // Spend on bought votes to stop a rival's Consul for Life.
    const bought = votes.find((a) => a.choice === 'nay' && a.bribes);
    if (bought) return bought;
  }
  return votes.find((a) => a.choice === ballot && !a.bribes) ?? votes.find((a) => a.choice === 'yea' && !a.bribes) ?? null;
};

const callVoter: Rule = (b) => {
  // Call our friends first and the biggest opponents last (no difference to the count, but keeps vetoes late).
  return best(of(b, 'call'), (a) => (a.seat === b.me ? 100 : -threat(b.s, b.me, a.seat)));
};

const consent: Rule = (b) => {
  const item = currentItem(b.s);
  const yes = b.legal.find((a) => a.type === 'consent' && a.agree) ?? null;
  const no = b.legal.find((a) => a.type === 'consent' && !a.agree) ?? null;
  if (!item) return yes;
  const p = item.proposal as unknown as Record<string, unknown> & { kind: string };
  if (p.kind === 'deploy' && isRebelTarget(p.war as string) && !AI_TUNING.baseline) {
    // Against a rebel of another faction: a rebel left alone wins, so our commander goes.
    return rebelFaction(b.s, p.war as string) === b.me ? no : yes;
  }
  if (p.kind === 'deploy') return deployOdds(b.s, item.proposal) >= MIN_ODDS || danger(b.s) >= 8 ? yes : no;
  if (p.kind === 'prosecution') {
    const accused = b.s.senators[p.accused as string];
    return accused && accused.faction !== b.me ? yes : no;
  }
  return proposalValue(b.s, b.me, item.proposal) >= -1 ? yes : no;
};

const unanimousDefeat: Rule = (b, d) => {
  const pm = b.s.senators[(d as unknown as { pm: string }).pm];
  // Losing 1 influence keeps the chair; a weak presiding senator steps down.
  return pm && pm.inf >= 4 ? first(b, 'loseInfluence') : first(b, 'stepDown');
};

const consulRoles: Rule = (b, d) => {
  const q = d as unknown as { a: string; b: string };
  const a = b.s.senators[q.a];
  const c = b.s.senators[q.b];
  if (!a || !c) return null;
  // The better soldier takes the field; if only one is ours, ours presides in Rome unless he is the soldier and a war waits.
  const field = a.mil >= c.mil ? a : c;
  const rome = field === a ? c : a;
  return of(b, 'romeConsul').find((x) => x.senator === rome.id) ?? null;
};

const dictatorAppointment: Rule = (b, d) => {
  const cand = (d as unknown as { candidate: string | null }).candidate;
  if (cand !== null) {
    const x = b.s.senators[cand];
    const ok = !!x && (x.faction === b.me || threat(b.s, b.me, x.faction ?? b.me) < 5);
    return b.legal.find((a) => a.type === 'consent' && a.agree === ok) ?? null;
  }
  if (danger(b.s) < 5) return first(b, 'done');
  return best(of(b, 'appoint'), (a) => {
    const x = b.s.senators[a.senator];
    if (!x) return -99;
    return x.mil * 2 + (x.faction === b.me ? 4 : -Math.max(0, threat(b.s, b.me, x.faction ?? b.me)) / 3);
  }) ?? first(b, 'done');
};

const masterOfHorse: Rule = (b) => best(of(b, 'appoint'), (a) => {
  const x = b.s.senators[a.senator];
  return x ? x.mil * 2 + (x.faction === b.me ? 3 : 0) : -99;
});

const bodyguards: Rule = (b, d) => {
  const target = b.s.senators[(d as unknown as { target: string }).target];
  const opts = of(b, 'bodyguards');
  if (!target || senatorValue(target) < 8) return opts[0] ?? null;
  return best(opts, (a) => a.cards.length);
};

const fight: Rule = (b, d) => {
  const ar = b.s.armies.find((a) => a.id === (d as unknown as { army: number }).army);
  if (!ar) return first(b, 'fight');
  const cmd = ar.commander ? b.s.senators[ar.commander] ?? null : null;
  const legions = b.s.legions.filter((l) => l.at === `army:${ar.id}`);
  const fleets = b.s.fleets.filter((f) => f.at === `army:${ar.id}`).length;
  const o = battleOdds(b.s, ar.war, cmd, 0, legionStrength(legions), fleets);
  const go = o.victory >= o.defeat || danger(b.s) >= 10;
  return b.legal.find((a) => a.type === 'fight' && a.fight === go) ?? null;
};

const trade: Rule = (b) => first(b, 'done');

/**
 * A victor coming home (1.11.3) never revolts (the first answer), but under
 * 2.04 he disbands his own veterans for +1 ORA and +1 INF each while Rome can
 * spare them: at most one war active and enough legions left for it.
 */
const layDown: Rule = (b) => {
  const plain = b.legal.find((a) => a.type === 'layDown' && !('disband' in a && a.disband)) ?? null;
  if (AI_TUNING.baseline) return plain;
  const disband = b.legal.find((a) => a.type === 'layDown' && 'disband' in a && a.disband && a.disband.length > 0) ?? null;
  if (!disband) return plain;
  const spare = activeWars(b.s).length <= 1 && danger(b.s) < 6 && warNeed(b.s) === 0;
  return spare ? disband : plain;
};

/**
 * 4.02.2: asked, as the Dominant Player, for a Neutral's builds when its military plan has no fit, the AI
 * raises what the engine's own plan would (listed first after none): a lost war costs every player the game.
 */
const neutralBuilds: Rule = (b) => b.legal.find((a) => a.type === 'neutralBuilds') ?? null;

export const RULES: Record<string, Rule> = {
  chooseLeader, assignProvince, playCards, discard, trade,
  spoils, redistribute, contribute,
  bid, persuade, counterBribe, persuadeMore, knights, games, changeLeader,
  senateFloor, vote, callVoter, consent, unanimousDefeat, consulRoles, dictatorAppointment, masterOfHorse, bodyguards,
  landBattle: fight, civilWar: layDown, revolt: layDown, neutralBuilds,
  governorRevolt: (b, d) => (AI_TUNING.baseline ? null : governorRevolt(b.s, b.me, b.legal, d)),
  rebelMarch: (b, d) => (AI_TUNING.baseline ? null : rebelMarch(b.s, b.me, b.legal, d)),
  provincialBuild: (b, d) => (AI_TUNING.baseline ? null : provincialBuild(b.s, b.legal, d)),
  rebelReinforcements: (b) => (forcePlan() ? rebelReinforcements(b.s, b.legal) : null),
  interceptionLosses: (b, d) => (forcePlan() ? interceptionLosses(b.s, b.legal, d) : null),
  grain: (b, d) => (AI_TUNING.baseline ? null : grainSale(b.s, b.legal, d)),
  governorTravel: (b, d) => (AI_TUNING.baseline ? null : governorTravel(b.s, b.legal, d)),
  repopulate: (b) => (AI_TUNING.baseline ? null : repopulate(b.s, b.legal)),
};

// ---------------------------------------------------------------- interrupts

/**
 * Interrupts worth taking, in turn (before answering our own decision) or out
 * of turn (`outOfTurn`: another seat decides and our window is open):
 * Flaccus's claim, laws (while voting), Influence Peddling against a big
 * hand, an assassination that stops a rival's Consul for Life or a rival
 * about to win, and (out of turn) a Tribune proposal worth more than the
 * Tribune's later veto. Everything is judged on the determinized state, so
 * only from the faction's own view.
 */
export function chooseInterrupt(b: Brain, outOfTurn = false): RepublicAction | null {
  const s = b.s;
  const claim = first(b, 'claimLandCommissioner');
  if (claim) return claim;
  // 1.11.34: our veterans in another faction's rebel forces come back to the Senate.
  const desert = forcePlan() ? veteransDesert(s, b.me, b.legal) : null;
  if (desert) return desert;
  // 2.01: our Pontifex appoints a Priest once a Senate Phase (+1 INF to him, +1 vote on battles): ours with the
  // most Oratory, or a rival's priesthood moved to ours when all twelve are held.
  const priest = AI_TUNING.baseline ? null : best(of(b, 'appointPriest').filter((a) => s.senators[a.senator]?.faction === b.me),
    (a) => (s.senators[a.senator]?.ora ?? 0) + (a.from !== undefined ? 1 : 0));
  if (priest) return priest;
  // Laws while voting only: a law that changes the Presiding Magistrate while he holds the floor
  // leaves the floor decision with the old one (an engine issue reported with this AI).
  const law = first(b, 'playLaw');
  if (law && top(s)?.kind === 'vote') return law;
  // Passing Laws (2.06): a law is tabled with sponsors while the floor is free.
  const lawBill = first(b, 'proposeLaw');
  if (lawBill) return lawBill;
  const peddle = best(of(b, 'influencePeddling'), (a) => s.factions[a.victim].hand.length + Math.max(0, threat(s, b.me, a.victim)) / 5);
  if (peddle && s.factions[peddle.victim].hand.length >= 3) return peddle;
  const stop = stopConsulForLife(b);
  if (stop) return stop;
  const rival = rivalOf(s, b.me);
  if (rival !== null && factionInfluence(s, rival) >= 28 && threat(s, b.me, rival) > 8) {
    const hits = of(b, 'assassinate').filter((a) => s.senators[a.target]?.faction === rival);
    const pick = best(hits, (a) => (s.senators[a.target]?.inf ?? 0) + (a.cards.length > 0 ? 5 : 0));
    if (pick && (pick.cards.length > 0 || cardsOfType(s.factions[b.me].hand, 'assassin').length > 0 || b.rng.int(0, 3) === 0)) return pick;
  }
  if (outOfTurn) return tribuneProposal(b);
  return null;
}

/**
 * A rival's senator nominated Consul for Life (no Tribune can veto it, and it
 * would make his faction win): kill him when the vote may carry, counting the
 * votes cast, the factions still to vote by our value function, and his own
 * influence, which counts for him (1.09.821).
 */
function stopConsulForLife(b: Brain): RepublicAction | null {
  const s = b.s;
  const item = currentItem(s);
  if (!item || item.proposal.kind !== 'consulForLife') return null;
  const cand = s.senators[(item.proposal as { senator: string }).senator];
  if (!cand || cand.faction === b.me || proposalValue(s, b.me, item.proposal) > -6) return null;
  if (cand.inf + expectedMargin(s, item, null) <= -3) return null;
  return best(of(b, 'assassinate').filter((a) => a.target === cand.id), (a) => a.cards.length);
}

/**
 * Yea minus nay the vote on the floor is heading for: votes cast and bonuses,
 * and the factions still to vote by our value function (`against`, if given,
 * votes nay). Bought votes, Tribunes and a nominee's own influence are left out.
 */
function expectedMargin(s: RepublicState, item: FloorItem, against: Seat | null): number {
  let margin = item.bonusYea - item.bonusNay;
  for (const v of item.votes) margin += v.yea - v.nay;
  for (const seat of item.toVote) {
    const ballot = seat === against ? 'nay' : predictedBallot(s, seat, item.proposal, item.by, item.viaTribune);
    margin += ballot === 'yea' ? factionVotes(s, seat) : ballot === 'nay' ? -factionVotes(s, seat) : 0;
  }
  return margin;
}

/** Value a Tribune keeps for a later veto: a proposal must beat it to be worth the card. */
const TRIBUNE_KEEP = 8;

/** Out of turn: a proposal of our own through a Tribune while another faction presides. */
function tribuneProposal(b: Brain): RepublicAction | null {
  // Forces are the Presiding Magistrate's plan: a Tribune's sample raise or deploy would only spend the card
  // (and the treasury) on a token force.
  const opts = of(b, 'tribunePropose').filter((a) => !['raise', 'deploy'].includes((a.proposal as { kind: string }).kind));
  if (opts.length === 0) return null;
  const pick = best(opts, (a) => floorScore(b, a.proposal as Proposal, true));
  if (!pick || floorScore(b, pick.proposal as Proposal, true) < TRIBUNE_KEEP) return null;
  return pick;
}
