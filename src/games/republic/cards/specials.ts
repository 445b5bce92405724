/**
 * Forum specials (misc cards): the three bequests and the 2nd Catilinarian
 * Conspiracy.
 *
 * Pergamene and Bithynian Bequests wait in the Forum until the Senate sends
 * the Field Consul with 3 legions and 3 fleets to collect them (Senate
 * business, proposal `collectBequest`); the State then gains 50T / 35T and the
 * province (Asia / Bithynia) is created. The Bithynian Bequest is discarded
 * if Bithynia already exists. The Ptolemy Apion Bequest creates Creta et
 * Cyrenaica (its governor is elected in the coming Senate Phase).
 *
 * Rulings (docs/republic-rulings.md "Bequests"): collecting is resolved when
 * the proposal passes (the talents and the province come at once, not in the
 * next Revenue and Forum Phases), and the Field Consul and his force do not
 * leave Rome: they must only be available.
 *
 * The Catilinarian Conspiracy: the HRAO's player names another faction;
 * 1d6 chits are drawn and that faction's senators drawn die; the HRAO loses
 * 1 Popularity per chit.
 */
import { z } from 'zod';
import type { Ctx } from '../ctx';
import { d6, emit } from '../ctx';
import { SPECIALS } from '../data';
import { need, REPUBLIC_ERRORS } from '../errors';
import { stateGains } from '../money';
import { activeFleets, activeLegions } from '../military';
import { chitDeaths } from '../phases/mortality';
import { registerProposal } from '../phases/senate/proposal-types';
import { push, registerAction, registerDecision } from '../registry';
import { addPopularity, hrao, hraoSeat, officeHolder } from '../senators';
import { createProvince, provinceExists } from '../wars';
import { registerSpecialArrival } from './draw';
import type { CardId, DecisionBase, RepublicAction, RepublicState, Seat } from '../types';

export interface CollectBequestProposal { kind: 'collectBequest'; card: CardId }
export interface CatilineDecision extends DecisionBase { kind: 'catiline'; card: CardId }
export interface NameFactionAction { type: 'nameFaction'; faction: Seat }

declare module '../types' {
  interface ProposalMap { collectBequest: CollectBequestProposal }
  interface DecisionMap { catiline: CatilineDecision }
  interface ActionMap { nameFaction: NameFactionAction }
}

registerAction('nameFaction', z.object({ type: z.literal('nameFaction'), faction: z.number().int().min(0).max(5) }));

const BEQUEST_FORCE = 3;

registerSpecialArrival('bequest', (ctx, card) => {
  const s = ctx.s;
  const def = SPECIALS.get(card)!;
  if (def.province && provinceExists(s, def.province) && (def.talents ?? 0) > 0) {
    s.discard.push(card);
    emit(ctx, 'bequestVoid', { card, province: def.province });
    return;
  }
  if ((def.talents ?? 0) === 0) {
    // Ptolemy Apion: the province is simply established.
    if (def.province) createProvince(ctx, def.province, false);
    s.discard.push(card);
    emit(ctx, 'bequest', { card, talents: 0, province: def.province ?? null });
    return;
  }
  s.forum.specials.push(card);
  emit(ctx, 'bequestWaits', { card });
});

function collectProblem(s: RepublicState, p: CollectBequestProposal): string | null {
  const def = SPECIALS.get(p.card);
  if (!def || def.kind !== 'bequest' || !s.forum.specials.includes(p.card)) return 'no such bequest waits in the Forum';
  const fc = officeHolder(s, 'fieldConsul');
  if (!fc || fc.where.kind !== 'rome') return 'the Field Consul must be in Rome to collect it';
  if (activeLegions(s).length < BEQUEST_FORCE || activeFleets(s).length < BEQUEST_FORCE) return 'he needs 3 legions and 3 fleets in the Active Forces';
  return null;
}

registerProposal({
  kind: 'collectBequest',
  schema: z.object({ kind: z.literal('collectBequest'), card: z.string().max(60) }),
  steps: ['business'],
  options(s) {
    return s.forum.specials
      .map((card) => ({ kind: 'collectBequest' as const, card }))
      .filter((p) => collectProblem(s, p) === null);
  },
  validate(s, p) {
    const why = collectProblem(s, p);
    need(why === null, REPUBLIC_ERRORS.badProposal, why ?? '');
  },
  key(p) { return p.card; },
  onPass(ctx: Ctx, item) {
    const s = ctx.s;
    const p = item.proposal as CollectBequestProposal;
    const def = SPECIALS.get(p.card)!;
    s.forum.specials.splice(s.forum.specials.indexOf(p.card), 1);
    s.discard.push(p.card);
    stateGains(ctx, def.talents ?? 0, `bequest:${p.card}`);
    if (def.province) createProvince(ctx, def.province, false);
    emit(ctx, 'bequest', { card: p.card, talents: def.talents ?? 0, province: def.province ?? null });
  },
});

registerSpecialArrival('catiline', (ctx, card) => {
  const s = ctx.s;
  const h = hrao(s);
  const others = s.factions.filter((f) => !f.eliminated && f.seat !== h?.faction);
  if (!h || h.faction === null || others.length === 0) {
    s.discard.push(card);
    emit(ctx, 'catilineFizzles', {});
    return;
  }
  // The card waits in the Forum while the HRAO decides (every card is always somewhere).
  s.forum.specials.push(card);
  push(ctx, { kind: 'catiline', seat: hraoSeat(s), card });
});

registerDecision({
  kind: 'catiline',
  legal(s, d) {
    return s.factions.filter((f) => !f.eliminated && f.seat !== d.seat).map((f) => ({ type: 'nameFaction', faction: f.seat }) as RepublicAction);
  },
  resolve(ctx, d, a) {
    const s = ctx.s;
    need(a.type === 'nameFaction', REPUBLIC_ERRORS.wrongDecision, 'name the faction behind the conspiracy');
    need(a.faction !== d.seat && s.factions[a.faction] && !s.factions[a.faction].eliminated, REPUBLIC_ERRORS.badTarget, 'name another faction');
    const i = s.forum.specials.indexOf(d.card);
    if (i >= 0) s.forum.specials.splice(i, 1);
    s.discard.push(d.card);
    const n = d6(ctx);
    emit(ctx, 'catiline', { named: a.faction, chits: n });
    chitDeaths(ctx, n, 'catiline', (x) => x.faction === a.faction);
    const h = hrao(s);
    if (h && h.faction === d.seat) addPopularity(h, -n);
  },
});
