/**
 * Proscription (intrigue, 1.11.37). Right after a Senate Victory in a civil
 * war, each faction (clockwise from the HRAO) may play it, whenever one is
 * still in the deck or in any hand (the table can tell from the public discard
 * pile; Neutrals, whose hands are open, only when they hold one). The HRAO,
 * counting the victorious commander as in Rome, then decides: every knight in
 * play is removed and he takes 1d6 talents per knight into his own treasury;
 * from then on his faction may recruit no knight and every other faction adds
 * 1 to its knight rolls (phases/forum.ts). If he declines, the card is simply
 * discarded.
 */
import { z } from 'zod';
import type { Ctx } from '../ctx';
import { d6, emit } from '../ctx';
import { INTRIGUE } from '../data';
import { need, REPUBLIC_ERRORS } from '../errors';
import { BANK, move, senatorAcct } from '../money';
import { push, registerAction, registerDecision } from '../registry';
import { allSenators, clockwiseFrom, hraoSeat, OFFICE_RANK, senatorsInRome } from '../senators';
import { takeFromHand } from './play';
import type { CardId, DecisionBase, RepublicAction, RepublicState, Seat, Senator, SenatorId } from '../types';

export interface ProscriptionDecision extends DecisionBase { kind: 'proscription'; victor: SenatorId }
export interface ProscribeDecision extends DecisionBase { kind: 'proscribe'; senator: SenatorId }
export interface PlayProscriptionAction { type: 'playProscription'; card: CardId }

declare module '../types' {
  interface DecisionMap { proscription: ProscriptionDecision; proscribe: ProscribeDecision }
  interface ActionMap { playProscription: PlayProscriptionAction }
}

registerAction('playProscription', z.object({ type: z.literal('playProscription'), card: z.string().max(60) }));

const isProscription = (c: CardId) => INTRIGUE.get(c)?.type === 'proscription';

function stillAround(s: RepublicState): boolean {
  return s.deck.some(isProscription) || s.factions.some((f) => f.hand.some(isProscription));
}

/** The HRAO with the victorious commander counted as in Rome. */
function hraoWith(s: RepublicState, victor: SenatorId): Senator | null {
  const v = s.senators[victor];
  const pool = [...senatorsInRome(s), ...(v && v.faction !== null && v.rebel === null ? [v] : [])];
  for (const o of OFFICE_RANK) {
    const h = pool.find((x) => x.office === o);
    if (h) return h;
  }
  return [...pool].sort((a, b) => b.inf - a.inf || b.ora - a.ora || a.id.localeCompare(b.id))[0] ?? null;
}

/** Called right after a Senate Victory in a civil war won by `victor`. */
export function offerProscription(ctx: Ctx, victor: SenatorId): void {
  const s = ctx.s;
  if (!stillAround(s)) return;
  const seats = clockwiseFrom(s, hraoSeat(s)).filter((seat) =>
    s.factions[seat].kind === 'player' || s.factions[seat].hand.some(isProscription));
  // Pushed in reverse so that the first faction clockwise answers first.
  for (const seat of [...seats].reverse()) push(ctx, { kind: 'proscription', seat, victor });
}

registerDecision({
  kind: 'proscription',
  legal(s, d) {
    const out: RepublicAction[] = [{ type: 'done' }];
    for (const card of s.factions[d.seat].hand.filter(isProscription)) out.push({ type: 'playProscription', card });
    return out;
  },
  resolve(ctx, d, a) {
    const s = ctx.s;
    if (a.type === 'done') return;
    need(a.type === 'playProscription' && isProscription(a.card), REPUBLIC_ERRORS.wrongDecision, 'play Proscription or pass');
    takeFromHand(s, d.seat, a.card);
    s.discard.push(a.card);
    emit(ctx, 'proscriptionPlayed', { seat: d.seat });
    // Only one can be played: nobody else is asked.
    s.pending = s.pending.filter((x) => x.kind !== 'proscription');
    const h = hraoWith(s, d.victor);
    if (h && h.faction !== null) push(ctx, { kind: 'proscribe', seat: h.faction, senator: h.id });
  },
});

registerDecision({
  kind: 'proscribe',
  legal() {
    return [{ type: 'consent', agree: false }, { type: 'consent', agree: true }];
  },
  resolve(ctx, d, a) {
    const s = ctx.s;
    need(a.type === 'consent', REPUBLIC_ERRORS.wrongDecision, 'proscribe the knights or decline');
    const h = s.senators[d.senator];
    if (!a.agree || !h || h.faction === null) {
      emit(ctx, 'proscriptionDeclined', { senator: d.senator });
      return;
    }
    let knights = 0;
    for (const x of allSenators(s)) { knights += x.knights; x.knights = 0; }
    let talents = 0;
    for (let i = 0; i < knights; i++) talents += d6(ctx);
    move(s, BANK, senatorAcct(h.id), talents);
    s.proscribed = h.faction;
    emit(ctx, 'proscription', { senator: h.id, faction: h.faction, knights, talents });
  },
});

/** Knight roll modifier and ban after a Proscription (phases/forum.ts). */
export function proscriptionKnights(s: RepublicState, seat: Seat | null): { banned: boolean; bonus: number } {
  if (s.proscribed === undefined || seat === null) return { banned: false, bonus: 0 };
  return seat === s.proscribed ? { banned: true, bonus: 0 } : { banned: false, bonus: 1 };
}
