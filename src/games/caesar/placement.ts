/**
 * Putting an influence token on the board: the one step of a placement that
 * a human turn (./turn.ts) and Crassus's solo turn (./solo/crassus-turn.ts)
 * share. Its own module so that the turn drives Crassus without the two
 * importing each other.
 */
import { SPACES, TOKENS } from './data';
import type { Ctx } from './ctx';
import { handOf, isClosed } from './rules-helpers';
import type { ProvinceId, Side } from './types';

export interface Placement {
  token: string;
  space: number;
  toward: ProvinceId;
  faceDown?: boolean;
}

/** Puts the token on the board and queues a bank bonus for a face-down Checkpoint placement. */
export function putToken(ctx: Ctx, side: Side, p: Placement): ProvinceId[] {
  const s = ctx.s;
  const hand = handOf(s, side);
  hand.splice(hand.indexOf(p.token), 1);
  const faceDown = p.faceDown === true;
  s.spaces[p.space].placed = faceDown
    ? { token: p.token, side, toward: p.toward, faceDown, concealed: true }
    : { token: p.token, side, toward: p.toward, faceDown };
  s.lastPlacement = { side, space: p.space };
  s.resolving = { bonuses: [], centurion: false };
  ctx.events.push(faceDown
    ? {
      type: 'placed', side, token: null, space: p.space, toward: null, faceDown, values: [0, 0],
      private: { side, token: p.token, toward: p.toward },
    }
    : {
      type: 'placed', side, token: p.token, space: p.space, toward: p.toward, faceDown,
      values: [...TOKENS[p.token].values] as [number, number],
    });
  if (faceDown) {
    const bonus = s.bank.shift()!;
    s.sides[side].bonusesTaken.push(bonus);
    s.resolving.bonuses.push({ bonus, side, province: null });
    ctx.events.push({ type: 'bonusTaken', side, bonus, from: 'bank' });
  }
  return SPACES[p.space].provinces.filter((prov) => !s.provinces[prov].closed && isClosed(s, prov));
}
