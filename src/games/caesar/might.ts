/**
 * Might: turn one enemy face-up influence token (not covered by a control token)
 * or control token face down. A face-down influence token is worth 0/0 in provinces
 * still open; a face-down control token on a province space blocks border control
 * on that province's borders.
 */
import { PROVINCE_IDS } from './data';
import type { CaesarState, MightTarget, Side } from './types';

export function mightTargets(state: CaesarState, side: Side): MightTarget[] {
  const enemy = 1 - side;
  const out: MightTarget[] = [];
  for (const sp of state.spaces) {
    if (sp.placed && sp.placed.side === enemy && !sp.placed.faceDown && !sp.control) {
      out.push({ kind: 'influence', space: sp.id });
    }
  }
  for (const province of PROVINCE_IDS) {
    state.provinces[province].controlTokens.forEach((c, slot) => {
      if (c.side === enemy && !c.faceDown) out.push({ kind: 'provinceControl', province, slot });
    });
  }
  for (const sp of state.spaces) {
    if (sp.control && sp.control.side === enemy && !sp.control.faceDown) out.push({ kind: 'borderControl', space: sp.id });
  }
  return out;
}

export function isMightTarget(state: CaesarState, side: Side, t: MightTarget): boolean {
  return mightTargets(state, side).some((m) => sameTarget(m, t));
}

export function sameTarget(a: MightTarget, b: MightTarget): boolean {
  if (a.kind !== b.kind) return false;
  if (a.kind === 'provinceControl' && b.kind === 'provinceControl') return a.province === b.province && a.slot === b.slot;
  return (a as { space: number }).space === (b as { space: number }).space;
}

/** Turns the target face down (state is the mutable working copy). */
export function turnDown(state: CaesarState, t: MightTarget): void {
  if (t.kind === 'influence') state.spaces[t.space].placed!.faceDown = true;
  else if (t.kind === 'borderControl') state.spaces[t.space].control!.faceDown = true;
  else state.provinces[t.province].controlTokens[t.slot].faceDown = true;
}
