/**
 * Advanced rule 2.06, Passing Laws (option `advanced.passingLaws`): a law card
 * is no longer simply played; its holder tables it as a Senate proposal with
 * two consenting sponsors in Rome (any faction), at any point of the Senate
 * Phase while the floor is free, without a Tribune. It cannot be vetoed, the
 * vote goes on if a sponsor dies, and it passes by a simple majority; then it
 * takes effect (cards/laws.ts `enactLaw`) and the sponsor gains 3 INF, the
 * co-sponsor 1. A law voted down is removed from the game. The card stays in
 * its holder's hand until the vote ends, so a withdrawn proposal (a sponsor's
 * faction refused) leaves it there.
 *
 * Cato the Elder and the Younger (22A, 22B) add 6 votes on laws, and the
 * Younger's knights count twice (statesmen.json `lawVotes`, `lawKnightsDouble`).
 */
import { z } from 'zod';
import { emit } from '../../../ctx';
import { LAWS, STATESMEN } from '../../../data';
import { need, REPUBLIC_ERRORS } from '../../../errors';
import { registerAction, registerInterrupt, top } from '../../../registry';
import { addInfluence, senatorsInRome } from '../../../senators';
import { enactLaw, lawPlayable } from '../../../cards/laws';
import { dropSenateDecisions, placeOnFloor, senate } from '../core';
import { proposalKey, registerProposal } from '../proposal-types';
import type { CardId, FloorItem, RepublicState, Seat, Senator, SenatorId, SenateStep } from '../../../types';

export interface LawProposal { kind: 'law'; card: CardId; sponsor: SenatorId; coSponsor: SenatorId; repealAcilian?: boolean }
export interface ProposeLawAction { type: 'proposeLaw'; card: CardId; sponsor: SenatorId; coSponsor: SenatorId; repealAcilian?: boolean }

declare module '../../../types' {
  interface ProposalMap { law: LawProposal }
  interface ActionMap { proposeLaw: ProposeLawAction }
}

const Id = z.string().min(1).max(8);
registerAction('proposeLaw', z.object({
  type: z.literal('proposeLaw'), card: z.string().max(60), sponsor: Id, coSponsor: Id, repealAcilian: z.boolean().optional(),
}));

const SITTING: SenateStep[] = ['consuls', 'pontifex', 'dictator', 'censor', 'prosecutions', 'governors', 'business'];

export function passingLaws(s: RepublicState): boolean {
  return s.options.advanced.passingLaws;
}

const SPONSOR_INF = 3;
const CO_SPONSOR_INF = 1;

function sponsorProblem(s: RepublicState, p: { sponsor: SenatorId; coSponsor: SenatorId }): string | null {
  const a = s.senators[p.sponsor];
  const b = s.senators[p.coSponsor];
  if (!a || !b || a.id === b.id) return 'a sponsor and a different co-sponsor';
  if (a.where.kind !== 'rome' || b.where.kind !== 'rome' || a.faction === null || b.faction === null || a.rebel !== null || b.rebel !== null) {
    return 'the sponsors must be senators in Rome';
  }
  return null;
}

/** Can `card` be proposed by `seat` now, as a law or (Servilian) as the Acilian Law's repeal? */
function cardProblem(s: RepublicState, seat: Seat, card: CardId, repealAcilian: boolean): string | null {
  if (!s.factions[seat].hand.includes(card)) return 'that law is not in your hand';
  if (repealAcilian) return card === 'law:servilian' && s.forum.laws.includes('law:acilian') ? null : 'only the Servilian Law repeals the Acilian Law, while it is in force';
  return lawPlayable(s, card) ? null : 'this law cannot be played now';
}

/** Sponsor pairs offered: two of the faction's own senators in Rome (no consent needed), else the two most influential others. */
function sponsorPairs(s: RepublicState, seat: Seat): [Senator, Senator][] {
  const own = senatorsInRome(s, seat).filter((x) => x.rebel === null).sort((a, b) => a.inf - b.inf);
  const others = senatorsInRome(s).filter((x) => x.faction !== seat && x.rebel === null).sort((a, b) => b.inf - a.inf);
  const out: [Senator, Senator][] = [];
  if (own.length >= 2) out.push([own[0], own[1]]);
  if (own.length >= 1 && others.length >= 1) out.push([own[0], others[0]]);
  if (others.length >= 2) out.push([others[0], others[1]]);
  return out;
}

function lawOptions(s: RepublicState, seat: Seat): ProposeLawAction[] {
  const sn = senate(s);
  const out: ProposeLawAction[] = [];
  const cards: { card: CardId; repealAcilian: boolean }[] = [];
  for (const card of new Set(s.factions[seat].hand)) {
    if (!LAWS.has(card)) continue;
    if (!cardProblem(s, seat, card, false)) cards.push({ card, repealAcilian: false });
    if (!cardProblem(s, seat, card, true)) cards.push({ card, repealAcilian: true });
  }
  for (const c of cards) {
    for (const [a, b] of sponsorPairs(s, seat)) {
      const p: LawProposal = { kind: 'law', card: c.card, sponsor: a.id, coSponsor: b.id, ...(c.repealAcilian ? { repealAcilian: true } : {}) };
      if (sn.defeated.includes(proposalKey(p))) continue;
      out.push({ type: 'proposeLaw', card: c.card, sponsor: a.id, coSponsor: b.id, ...(c.repealAcilian ? { repealAcilian: true } : {}) });
      break;
    }
  }
  return out;
}

/** The floor is free: the Presiding Magistrate is about to table business (any seat may table its law). */
function floorFree(s: RepublicState): boolean {
  if (s.phase !== 'senate' || !s.senate || !passingLaws(s)) return false;
  const d = top(s);
  return !!d && d.kind === 'senateFloor' && SITTING.includes(s.senate.step);
}

registerInterrupt({
  types: ['proposeLaw'],
  // Public only: whether the floor is free, never whether the seat holds a law.
  window(s, seat) { return floorFree(s) && s.factions[seat].kind === 'player'; },
  legal(s, seat) {
    if (!floorFree(s) || s.factions[seat].kind !== 'player') return [];
    return lawOptions(s, seat);
  },
  resolve(ctx, seat, a) {
    const s = ctx.s;
    need(a.type === 'proposeLaw', REPUBLIC_ERRORS.badAction, 'not a law proposal');
    need(floorFree(s), REPUBLIC_ERRORS.notAllowed, 'a law is proposed while the floor is free, in the Senate Phase, under Passing Laws (2.06)');
    const p: LawProposal = { kind: 'law', card: a.card, sponsor: a.sponsor, coSponsor: a.coSponsor, ...(a.repealAcilian ? { repealAcilian: true } : {}) };
    dropSenateDecisions(s);
    placeOnFloor(ctx, p, seat, false);
  },
});

registerProposal({
  kind: 'law',
  schema: z.object({ kind: z.literal('law'), card: z.string().max(60), sponsor: Id, coSponsor: Id, repealAcilian: z.boolean().optional() }),
  steps: SITTING,
  noTribune: true,
  noUnanimousPenalty: true,
  survivesDeaths: true,
  vetoable: () => false,
  // Tabled through the proposeLaw action by the card's holder, never from the Presiding Magistrate's list.
  options() { return []; },
  validate(s, p, by) {
    need(passingLaws(s), REPUBLIC_ERRORS.badProposal, 'laws are proposals only under Passing Laws (2.06)');
    const c = cardProblem(s, by, p.card, !!p.repealAcilian);
    need(!c, REPUBLIC_ERRORS.cannotPlay, c ?? '');
    const sp = sponsorProblem(s, p);
    need(!sp, REPUBLIC_ERRORS.badTarget, sp ?? '');
  },
  key(p) { return `${p.card}:${p.sponsor}:${p.coSponsor}`; },
  consents(s, p) {
    return [...new Set([s.senators[p.sponsor]?.faction, s.senators[p.coSponsor]?.faction])].filter((f): f is Seat => f !== null && f !== undefined);
  },
  senatorBonus(_s, _p, x) {
    if (!x.statesman) return 0;
    const ab = STATESMEN.get(x.statesman)!.abilities;
    return (ab.lawVotes ?? 0) + (ab.lawKnightsDouble ? x.knights : 0);
  },
  onPass(ctx, item) {
    const s = ctx.s;
    const p = item.proposal as LawProposal;
    if (!takeLaw(s, item)) return;
    enactLaw(ctx, item.by, p.card, !!p.repealAcilian);
    // Ruling: a sponsor who died during the vote gains nothing; the law still passes (2.06).
    if (s.senators[p.sponsor]) addInfluence(s.senators[p.sponsor], SPONSOR_INF);
    if (s.senators[p.coSponsor]) addInfluence(s.senators[p.coSponsor], CO_SPONSOR_INF);
  },
  onFail(ctx, item) {
    const s = ctx.s;
    const p = item.proposal as LawProposal;
    if (!takeLaw(s, item)) return;
    s.removed.push(p.card);
    emit(ctx, 'lawRejected', { seat: item.by, law: p.card });
  },
});

/** The card leaves its holder's hand when the vote ends; false if it is no longer there. */
function takeLaw(s: RepublicState, item: FloorItem): boolean {
  const p = item.proposal as LawProposal;
  const hand = s.factions[item.by].hand;
  const i = hand.indexOf(p.card);
  if (i < 0) return false;
  hand.splice(i, 1);
  return true;
}

/**
 * 2.06: laws may not be discarded voluntarily to meet the hand limit. Ruling:
 * a law that can never be played again may go (the Julian and Plautian-Papirian
 * Laws once the Social War is gone, the Acilian Law once the Calpurnian Law left
 * the game), and a hand of nothing but laws discards laws.
 */
export function discardableUnderPassingLaws(s: RepublicState, seat: Seat, card: CardId): boolean {
  if (!passingLaws(s)) return true;
  const dead = (c: CardId): boolean => {
    const req = LAWS.get(c)?.requires;
    if (req === 'socialWar') return !s.forum.wars.some((w) => w.card === 'war:social') && (s.discard.includes('war:social') || s.removed.includes('war:social'));
    if (req === 'calpurnianInPlay') return !s.forum.laws.includes('law:calpurnian') && (s.discard.includes('law:calpurnian') || s.removed.includes('law:calpurnian'));
    return false;
  };
  const hand = s.factions[seat].hand;
  if (!LAWS.has(card) || dead(card)) return true;
  return hand.every((c) => LAWS.has(c) && !dead(c));
}
