/**
 * The validated, pure transition: check the action, run it on a working copy,
 * return the new state and what happened. In solo mode Crassus's turns are
 * played inside, until the human must act again or the game ends.
 */
import type { ApplyOutcome } from '../../core/game';
import { GameOverSignal, closeCtx, newCtx, type Ctx } from './ctx';
import { resolveClosures } from './closure';
import { checkAction } from './legal';
import { turnDown } from './might';
import { continueTurn, placeAndContinue, takeCenturion } from './turn';
import type { CaesarAction, CaesarEvent, CaesarState, ProvinceId, Side } from './types';

export function applyAction(state: CaesarState, player: number, action: CaesarAction): ApplyOutcome<CaesarState, CaesarEvent> {
  const error = checkAction(state, player, action);
  if (error) return { ok: false, error };
  const ctx = newCtx(state);
  runAction(ctx, player as Side, action);
  const next = closeCtx(ctx);
  next.version = state.version + 1;
  return { ok: true, state: next, events: ctx.events };
}

/**
 * Runs a checked `action` of `side` on the working copy in `ctx` (mutated in
 * place): the rules part of applyAction, without the copy, for callers that
 * bring their own working copy (the AI's search reuses one, see ai/scratch.ts).
 */
export function runAction(ctx: Ctx, side: Side, action: CaesarAction): void {
  try {
    switch (action.type) {
      case 'place':
        placeAndContinue(ctx, side, action);
        break;
      case 'closureOrder': {
        const p = ctx.s.pending as { kind: 'closureOrder'; provinces: [ProvinceId, ProvinceId] };
        const order = action.first === p.provinces[0] ? p.provinces : [p.provinces[1], p.provinces[0]];
        ctx.s.pending = null;
        resolveClosures(ctx, order, side);
        continueTurn(ctx);
        break;
      }
      case 'might':
        if (action.target) {
          turnDown(ctx.s, action.target);
          ctx.events.push({ type: 'turnedDown', side, target: action.target });
        }
        ctx.events.push({ type: 'bonusResolved', side, bonus: 'might', used: action.target !== null });
        continueTurn(ctx);
        break;
      case 'tactics':
        if (action.take) ctx.s.extraTurn = true;
        ctx.events.push({ type: 'bonusResolved', side, bonus: 'tactics', used: action.take });
        continueTurn(ctx);
        break;
      case 'centurion':
        takeCenturion(ctx, action.token);
        break;
    }
  } catch (e) {
    if (!(e instanceof GameOverSignal)) throw e;
  }
}
