/**
 * Neutral intrigue, trading and revolts (4.06-4.07):
 *
 * - Assassination Check (4.07.3): when a senator is nominated Consul for Life,
 *   every faction but his rolls 1d6 (a Neutral +1 per Assassin it holds); the
 *   highest roll (ties: the first in HRAO-clockwise order) makes the attempt.
 *   A Neutral attempts only against a senator with 21+ INF who has more INF
 *   than anyone else, using all its Assassins, sending its least influential
 *   senator in Rome (ruling). A player who rolls highest decides for himself
 *   (the assassination interrupt is open to him anyway).
 * - Influence Peddling (4.07.5): played at once against the faction holding
 *   the most cards (ruling: hand sizes, the public part; ties: most INF).
 * - Secret Bodyguards (4.07.4): all of them, to save the senator.
 * - Open Bodyguard (4.07.4): on its highest-INF senator in Rome if he has 21+.
 * - Graft, then Murder of a Tribune (4.07.6), against a Tribune that vetoes a
 *   proposal of the Neutral's; Mob Incited to Violence always answers them.
 * - Trading (4.06): an unplayable statesman goes to the Neutral holding his
 *   family, for a statesman whose family the giver holds, else for 2 of its
 *   intrigue cards (lowest id first). Ruling: only between Neutrals (a player
 *   gives cards whenever he likes).
 * - The revolt test (4.06): a victorious Neutral commander tests his legions'
 *   loyalty only if his faction holds 3T per legion under him and the expected
 *   loyal legions (paying 1T a legion when that is what makes the majority)
 *   are a majority of all legions in play; he revolts only if he then holds
 *   60 % of them. A Neutral rebel always marches on Rome.
 * - Ransom (ruling): a captive is ransomed as soon as the money is there.
 *
 * The Assassination Check, Influence Peddling and trades change the state
 * outside a decision of the Neutral's own: they run as the flow's Neutral
 * interventions (./policy.ts), each at most once per trigger.
 */
import type { Ctx } from '../ctx';
import { d6, emit } from '../ctx';
import { INTRIGUE, STATESMEN, TABLES, cardKind } from '../data';
import { decisionHandler, allInterrupts } from '../registry';
import { armyPlace, legionsAt } from '../military';
import { clockwiseFrom, familyHolder, factionInfluence, hraoSeat, senatorsInRome, statesmanPlayable } from '../senators';
import type { CardId, Decision, RepublicAction, RepublicState, Seat } from '../types';
import { registerNeutralIntervention, registerNeutralPolicy } from './policy';

const isNeutral = (s: RepublicState, seat: Seat) => s.factions[seat]?.kind === 'neutral';
const cardsOf = (s: RepublicState, seat: Seat, type: string): CardId[] =>
  s.factions[seat].hand.filter((c) => INTRIGUE.get(c)?.type === type);

function interrupt(ctx: Ctx, seat: Seat, a: RepublicAction): void {
  const h = allInterrupts().find((x) => x.types.includes(a.type as never));
  if (!h) throw new Error(`no interrupt for ${a.type}`);
  h.resolve(ctx, seat, a);
}

// ------------------------------------------------------------ 4.07.3 Assassination Check

const CHECK = 'neutralAssassinationCheck:';

function assassinationCheck(ctx: Ctx): boolean {
  const s = ctx.s;
  if (s.phase !== 'senate' || !s.senate) return false;
  const item = s.senate.floor.at(-1);
  if (!item || item.proposal.kind !== 'consulForLife') return false;
  const target = s.senators[(item.proposal as { senator: string }).senator];
  if (!target || target.faction === null || target.where.kind !== 'rome') return false;
  const mark = `${CHECK}${target.id}:${s.turn}`;
  if (s.turnFlags.notes.includes(mark)) return false;
  s.turnFlags.notes.push(mark);
  let best: { seat: Seat; roll: number } | null = null;
  for (const seat of clockwiseFrom(s, hraoSeat(s))) {
    if (seat === target.faction || s.factions[seat].eliminated) continue;
    const roll = d6(ctx) + (isNeutral(s, seat) ? cardsOf(s, seat, 'assassin').length : 0);
    if (!best || roll > best.roll) best = { seat, roll };
  }
  if (!best || !isNeutral(s, best.seat)) return true;
  const seat = best.seat;
  const top = Object.values(s.senators).every((x) => x.id === target.id || x.inf < target.inf);
  const assassin = [...senatorsInRome(s, seat)].sort((a, b) => a.inf - b.inf || a.id.localeCompare(b.id))[0];
  const allowed = !s.turnFlags.assassinationsMade.includes(seat) && !s.turnFlags.assassinationsTargeted.includes(target.faction);
  if (target.inf < 21 || !top || !assassin || !allowed) return true;
  interrupt(ctx, seat, { type: 'assassinate', assassin: assassin.id, target: target.id, cards: cardsOf(s, seat, 'assassin') });
  return true;
}

// ------------------------------------------------------------ 4.07.5 Influence Peddling

function influencePeddling(ctx: Ctx): boolean {
  const s = ctx.s;
  if (s.phase === 'revolution' || s.phase === 'setup' || s.phase === 'ended' || s.pending.length === 0) return false;
  for (const f of s.factions) {
    if (f.kind !== 'neutral' || f.eliminated) continue;
    const card = cardsOf(s, f.seat, 'influencePeddling')[0];
    if (!card) continue;
    const victims = s.factions.filter((o) => o.seat !== f.seat && !o.eliminated && o.hand.length > 0)
      .sort((a, b) => b.hand.length - a.hand.length || factionInfluence(s, b.seat) - factionInfluence(s, a.seat) || a.seat - b.seat);
    if (!victims[0]) continue;
    interrupt(ctx, f.seat, { type: 'influencePeddling', card, victim: victims[0].seat });
    return true;
  }
  return false;
}

// ------------------------------------------------------------ 4.06 trading

/** Statesman cards in `seat`'s hand it cannot play, whose family another Neutral holds. */
function tradeable(s: RepublicState, seat: Seat): { card: CardId; to: Seat }[] {
  const out: { card: CardId; to: Seat }[] = [];
  for (const card of [...s.factions[seat].hand].sort()) {
    if (cardKind(card) !== 'statesman') continue;
    const code = card.slice('statesman:'.length);
    if (statesmanPlayable(s, seat, code)) continue;
    const holder = familyHolder(s, STATESMEN.get(code)!.family)?.faction ?? null;
    if (holder === null || holder === seat || !isNeutral(s, holder)) continue;
    out.push({ card, to: holder });
  }
  return out;
}

function trade(ctx: Ctx): boolean {
  const s = ctx.s;
  const d = s.pending.at(-1);
  if (!d || d.kind !== 'trade' || !isNeutral(s, d.seat)) return false;
  for (const { card, to } of tradeable(s, d.seat)) {
    const theirs = s.factions[to].hand;
    // In return: a statesman whose family the giver holds, else two intrigue cards.
    const back = [...theirs].sort().find((c) => cardKind(c) === 'statesman' && familyHolder(s, STATESMEN.get(c.slice('statesman:'.length))!.family)?.faction === d.seat);
    const intrigue = [...theirs].filter((c) => INTRIGUE.has(c)).sort().slice(0, 2);
    const got = back ? [back] : intrigue.length === 2 ? intrigue : [];
    if (got.length === 0) continue;
    const mine = s.factions[d.seat].hand;
    mine.splice(mine.indexOf(card), 1);
    theirs.push(card);
    for (const c of got) { theirs.splice(theirs.indexOf(c), 1); mine.push(c); }
    emit(ctx, 'cardGiven', { from: d.seat, to });
    emit(ctx, 'cardGiven', { from: to, to: d.seat });
    return true;
  }
  return false;
}

registerNeutralIntervention((ctx) => assassinationCheck(ctx) || influencePeddling(ctx) || trade(ctx));

// ------------------------------------------------------------ decisions

function legal(s: RepublicState, d: Decision): RepublicAction[] {
  return decisionHandler(d.kind).legal(s, d);
}

registerNeutralPolicy('bodyguards', (s, d) => {
  const all = legal(s, d);
  return all[all.length - 1];
});

registerNeutralPolicy('redistribute', (s, d) => {
  const answers = legal(s, d);
  const ransom = answers.find((a) => a.type === 'ransom');
  if (ransom) return ransom;
  const top = [...senatorsInRome(s, d.seat)].sort((a, b) => b.inf - a.inf || a.id.localeCompare(b.id))[0];
  const card = cardsOf(s, d.seat, 'openBodyguard')[0];
  if (top && card && top.inf >= 21 && !top.bodyguard) return { type: 'openBodyguard', card, senator: top.id } as RepublicAction;
  return answers[0];
});

registerNeutralPolicy('tribuneChallenge', (s, d) => {
  const answers = legal(s, d);
  const item = s.senate?.floor.at(-1);
  if (d.kind !== 'tribuneChallenge' || d.use !== 'veto' || !item || item.by !== d.seat) return answers[0];
  const counter = answers.filter((a): a is Extract<RepublicAction, { type: 'counterTribune' }> => a.type === 'counterTribune');
  const pick = (type: string) => counter.find((a) => INTRIGUE.get(a.card)?.type === type
    && (type !== 'graft' || s.senators[a.senator].talents >= 6));
  return pick('graft') ?? pick('murderOfATribune') ?? answers[0];
});

registerNeutralPolicy('mobIncited', (s, d) => {
  const answers = legal(s, d);
  return answers.find((a) => a.type === 'mobIncited') ?? answers[0];
});

registerNeutralPolicy('trade', () => ({ type: 'done' }));

/** P(one legion is loyal) with `bonus` on the 1d6 against the era's number. */
function loyalOdds(s: RepublicState, bonus: number): number {
  const need = TABLES.legionLoyalty[s.era] - bonus;
  return Math.max(0, Math.min(6, 7 - need)) / 6;
}

function legionsInPlay(s: RepublicState): number {
  return s.legions.filter((l) => l.at !== 'pool').length;
}

registerNeutralPolicy('civilWar', (s, d) => {
  const answers = legal(s, d);
  const lay = answers[0];
  if (d.kind !== 'civilWar') return lay;
  const x = s.senators[d.senator];
  const legions = legionsAt(s, armyPlace(d.army));
  const money = (x?.talents ?? 0) + s.factions[d.seat].treasury;
  if (!x || legions.length === 0 || money < 3 * legions.length) return lay;
  const sure = s.legions.filter((l) => l.veteran && l.allegiance === x.id && l.at !== 'pool').length;
  const rolled = legions.filter((l) => !(l.veteran && l.allegiance === x.id)).length;
  const half = legionsInPlay(s) / 2;
  const tests = answers.filter((a): a is Extract<RepublicAction, { type: 'testLoyalty' }> => a.type === 'testLoyalty');
  for (const t of tests) {
    const paid = Math.min(t.prepay, rolled);
    const expected = sure + paid * loyalOdds(s, 1) + (rolled - paid) * loyalOdds(s, 0);
    if (expected > half) return t;
  }
  return lay;
});

registerNeutralPolicy('revolt', (s, d) => {
  if (d.kind !== 'revolt') return { type: 'layDown' };
  const x = s.senators[d.senator];
  const joining = s.legions.filter((l) => l.veteran && x && l.allegiance === x.id && l.at !== 'pool' && !d.loyal.includes(l.id)).length;
  return 10 * (d.loyal.length + joining) >= 6 * legionsInPlay(s) ? { type: 'revolt' } : { type: 'layDown' };
});

