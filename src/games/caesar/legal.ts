/**
 * Legal actions and their validation. listActions and checkAction agree by
 * construction: every check here is one of the filters used to build the list.
 */
import type { RuleError } from '../../core/game';
import { SPACES, TOKENS } from './data';
import { CAESAR_ERRORS as E, ruleError } from './errors';
import { isMightTarget, mightTargets } from './might';
import { fitsSpace, handOf, isCrassus } from './rules-helpers';
import type { CaesarAction, CaesarState, Side } from './types';

/** Whether `side` may act now at all (its turn, game running, not Crassus). */
export function turnError(state: CaesarState, side: number): RuleError | null {
  if (state.winner !== null || state.endReason !== null) return ruleError(E.gameOver, 'the game is over');
  if (side !== state.active || isCrassus(state, side as Side)) return ruleError(E.notYourTurn, 'it is not your turn');
  return null;
}

function canPlaceFaceDown(state: CaesarState, space: number): boolean {
  return state.options.modules.checkpoints && SPACES[space].checkpoint && state.bank.length > 0;
}

export function listActions(state: CaesarState, side: number): CaesarAction[] {
  if (turnError(state, side)) return [];
  const s = side as Side;
  const p = state.pending;
  if (p) {
    switch (p.kind) {
      case 'closureOrder':
        return p.provinces.map((first) => ({ type: 'closureOrder', first }));
      case 'tactics':
        return [{ type: 'tactics', take: true }, { type: 'tactics', take: false }];
      case 'might':
        return [...mightTargets(state, s).map((target) => ({ type: 'might' as const, target })), { type: 'might', target: null }];
      case 'centurion':
        return [...state.sides[s].centurionsAvailable.map((token) => ({ type: 'centurion' as const, token })),
          { type: 'centurion', token: null }];
    }
  }
  const out: CaesarAction[] = [];
  const hand = [...new Set(handOf(state, s))];
  for (const token of hand) {
    const [hi, lo] = TOKENS[token].values;
    for (const sp of state.spaces) {
      if (sp.placed || !fitsSpace(token, sp.id)) continue;
      const [a, b] = SPACES[sp.id].provinces;
      const towards = hi === lo ? [a] : [a, b];
      const faceDowns = canPlaceFaceDown(state, sp.id) ? [false, true] : [false];
      for (const faceDown of faceDowns) {
        for (const toward of towards) {
          out.push(faceDown ? { type: 'place', token, space: sp.id, toward, faceDown } : { type: 'place', token, space: sp.id, toward });
        }
      }
    }
  }
  return out;
}

/** Why `action` is illegal for `side` now, or null if it is legal. Never mentions hidden enemy tokens. */
export function checkAction(state: CaesarState, side: number, action: CaesarAction): RuleError | null {
  const te = turnError(state, side);
  if (te) return te;
  const s = side as Side;
  const p = state.pending;
  if (p && action.type !== p.kind) {
    return ruleError(E.pendingDecision, `a decision is pending first: ${p.kind}`, { kind: p.kind });
  }
  if (!p && action.type !== 'place') return ruleError(E.noDecisionPending, 'there is no decision to take now; place a token');
  switch (action.type) {
    case 'place': {
      if (!handOf(state, s).includes(action.token)) {
        return ruleError(E.tokenNotInSupply, `token ${action.token} is not in your supply`, { token: action.token });
      }
      if (!Number.isInteger(action.space) || action.space < 0 || action.space >= SPACES.length) {
        return ruleError(E.noSuchSpace, `there is no border space ${action.space}`, { space: action.space });
      }
      if (state.spaces[action.space].placed) {
        return ruleError(E.spaceTaken, `border space ${action.space} is taken`, { space: action.space });
      }
      if (!fitsSpace(action.token, action.space)) {
        return ruleError(E.symbolMismatch, `token ${action.token} does not fit the ${SPACES[action.space].symbol} space ${action.space}`,
          { token: action.token, space: action.space, symbol: SPACES[action.space].symbol });
      }
      const [a, b] = SPACES[action.space].provinces;
      const [hi, lo] = TOKENS[action.token].values;
      if (action.toward !== a && (action.toward !== b || hi === lo)) {
        return ruleError(E.badOrientation, hi === lo && action.toward === b
          ? `token ${action.token} has equal values: give ${a} as the province it faces`
          : `border space ${action.space} lies between ${a} and ${b}`, { space: action.space, province: action.toward });
      }
      if (action.faceDown) {
        if (!state.options.modules.checkpoints || !SPACES[action.space].checkpoint) {
          return ruleError(E.faceDownNotAllowed, 'only a Checkpoint space (Checkpoints module) takes a face-down token', { space: action.space });
        }
        if (state.bank.length === 0) return ruleError(E.bankEmpty, 'the bonus bank is empty');
      }
      return null;
    }
    case 'closureOrder':
      if (p?.kind !== 'closureOrder' || !p.provinces.includes(action.first)) {
        return ruleError(E.badClosureChoice, `${action.first} is not one of the provinces just closed`, { province: action.first });
      }
      return null;
    case 'might':
      if (action.target !== null && !isMightTarget(state, s, action.target)) {
        return ruleError(E.badMightTarget, 'that is not an enemy face-up token you can turn down');
      }
      return null;
    case 'tactics':
      return null;
    case 'centurion':
      if (action.token !== null && !state.sides[s].centurionsAvailable.includes(action.token)) {
        return ruleError(E.badCenturion, `Centurion token ${action.token} is not available to you`, { token: action.token });
      }
      return null;
  }
}
