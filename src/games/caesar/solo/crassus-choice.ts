/**
 * Crassus's placement algorithm for the Caesar! solo mode (rulebook: "Algoritmus
 * volby žetonu a pole…"). Work in progress: this first version only returns the
 * first legal placement so the engine can be wired against the final signature.
 */
import type { Rng } from '../../../core/rng';
import { SPACES, TOKENS, fits } from '../data';
import type { CaesarState, ProvinceId } from '../types';

export interface CrassusPlacement {
  token: string;
  space: number;
  toward: ProvinceId;
}

export function chooseCrassusPlacement(state: CaesarState, rng: Rng): CrassusPlacement | null {
  void rng;
  if (!state.crassus) return null;
  for (const token of state.crassus.row) {
    for (const sp of state.spaces) {
      if (sp.placed === null && fits(TOKENS[token], SPACES[sp.id].symbol)) {
        return { token, space: sp.id, toward: SPACES[sp.id].provinces[0] };
      }
    }
  }
  return null;
}
