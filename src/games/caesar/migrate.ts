/**
 * Saved states from older schema versions, brought up to date. The bot keeps a
 * game's state between moves, so a state written before an upgrade comes back
 * through here (the module's `migrate`, which the store calls when it loads a
 * game; a current state passes untouched).
 *
 * Schema 2 (concealed Checkpoint tokens): a schema-1 state does not record
 * whether a face-down token was placed face down on a Checkpoint or turned
 * down later by Might. Every face-down token on a Checkpoint space is taken as
 * concealed: that hides a token which was once public at worst, never shows a
 * hidden one.
 */
import { copyJson } from './ctx';
import { SPACES } from './data';
import { CAESAR_SCHEMA } from './setup';
import type { CaesarState } from './types';

export function upgradeState(state: CaesarState): CaesarState {
  if (state.schema === CAESAR_SCHEMA) return state;
  if (state.schema > CAESAR_SCHEMA || state.schema < 1) {
    throw new Error(`Caesar! state schema ${state.schema} is not supported (this version reads 1..${CAESAR_SCHEMA})`);
  }
  const s = copyJson(state);
  if (s.schema === 1) {
    for (const sp of s.spaces) {
      if (sp.placed?.faceDown && SPACES[sp.id].checkpoint && s.options.modules.checkpoints) sp.placed.concealed = true;
    }
    s.schema = 2;
  }
  return s;
}
