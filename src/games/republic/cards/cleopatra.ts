/**
 * Cleopatra VII (Late Republic, kept in hand when drawn). Before the battles
 * of a Combat Phase in which an army is to fight the Alexandrine War, each
 * faction (clockwise from the HRAO) is asked whether it plays her, whenever she
 * is in a hand (public: the card went to a hand when drawn and is not in the
 * discard pile; Neutrals only when they hold her). Her player chooses:
 *
 * - the Roman commander (of the first army sent there) gains +3 MIL and 50T
 *   (from the bank, to his own treasury) and loses 5 Popularity; or
 * - she becomes a +3 enemy leader of the Alexandrine War (disaster 16,
 *   standoff 15, leaders.json `leader:cleopatra`).
 *
 * Either lasts until the Alexandrine War leaves play; then the card is
 * discarded (wars.ts releaseLeaders).
 */
import { z } from 'zod';
import type { Ctx } from '../ctx';
import { emit } from '../ctx';
import { need, REPUBLIC_ERRORS } from '../errors';
import { BANK, move, senatorAcct } from '../money';
import { push, registerAction, registerDecision } from '../registry';
import { addPopularity, clockwiseFrom, hraoSeat } from '../senators';
import { takeFromHand } from './play';
import type { DecisionBase, RepublicAction, RepublicState, Senator, SenatorId } from '../types';

export const CLEOPATRA = 'special:cleopatra';
export const CLEOPATRA_LEADER = 'leader:cleopatra';
const WAR = 'war:alexandrine';

export interface CleopatraDecision extends DecisionBase { kind: 'cleopatra' }
export interface PlayCleopatraAction { type: 'playCleopatra'; side: 'commander' | 'leader' }

declare module '../types' {
  interface DecisionMap { cleopatra: CleopatraDecision }
  interface ActionMap { playCleopatra: PlayCleopatraAction }
}

registerAction('playCleopatra', z.object({ type: z.literal('playCleopatra'), side: z.enum(['commander', 'leader']) }));

function commanderAtWar(s: RepublicState): Senator | undefined {
  const a = [...s.armies].filter((x) => x.war === WAR && x.commander).sort((x, y) => x.seq - y.seq)[0];
  return a?.commander ? s.senators[a.commander] : undefined;
}

/** Start of the Combat Phase: an army is at the Alexandrine War and Cleopatra is in some hand. */
export function offerCleopatra(ctx: Ctx): void {
  const s = ctx.s;
  if (!s.forum.wars.some((w) => w.card === WAR) || !commanderAtWar(s)) return;
  if (!s.factions.some((f) => f.hand.includes(CLEOPATRA))) return;
  const seats = clockwiseFrom(s, hraoSeat(s)).filter((seat) => s.factions[seat].kind === 'player' || s.factions[seat].hand.includes(CLEOPATRA));
  for (const seat of [...seats].reverse()) push(ctx, { kind: 'cleopatra', seat });
}

registerDecision({
  kind: 'cleopatra',
  legal(s, d) {
    const out: RepublicAction[] = [{ type: 'done' }];
    if (s.factions[d.seat].hand.includes(CLEOPATRA)) out.push({ type: 'playCleopatra', side: 'commander' }, { type: 'playCleopatra', side: 'leader' });
    return out;
  },
  resolve(ctx, d, a) {
    const s = ctx.s;
    if (a.type === 'done') return;
    need(a.type === 'playCleopatra' && s.factions[d.seat].hand.includes(CLEOPATRA), REPUBLIC_ERRORS.cannotPlay, 'you do not hold Cleopatra');
    const w = s.forum.wars.find((x) => x.card === WAR);
    const cmd = commanderAtWar(s);
    need(w && cmd, REPUBLIC_ERRORS.notAllowed, 'Cleopatra is played before a battle of the Alexandrine War');
    takeFromHand(s, d.seat, CLEOPATRA);
    s.pending = s.pending.filter((x) => x.kind !== 'cleopatra');
    if (a.side === 'leader') {
      w.leaders.push(CLEOPATRA_LEADER);
      emit(ctx, 'cleopatra', { seat: d.seat, side: 'leader' });
      return;
    }
    s.cleopatra = cmd.id;
    move(s, BANK, senatorAcct(cmd.id), 50);
    addPopularity(cmd, -5);
    emit(ctx, 'cleopatra', { seat: d.seat, side: 'commander', senator: cmd.id });
  },
});

/** Cleopatra's +3 MIL for the commander she favoured, while the Alexandrine War is in play. */
export function cleopatraMil(s: RepublicState, id: SenatorId): number {
  return s.cleopatra === id && s.forum.wars.some((w) => w.card === WAR) ? 3 : 0;
}
