/**
 * The Caesar! AI opponent. It sees only what its player sees (a CaesarView),
 * and its choice is deterministic for a given view, level and seed.
 */
import type { CaesarAction, CaesarView } from '../types';
import { LEVELS, MASTER_LEVEL, MAX_LEVEL } from './levels';
import { masterAction } from './master';
import { searchAction } from './search';

export { LEVELS, MASTER_LEVEL, MAX_LEVEL } from './levels';
export { masterAction, masterAnalysis, MASTER_MS, MASTER_UNITS } from './master';
export { evaluate } from './evaluate';
export { determinize } from './determinize';
export { randomAction } from './random';

export function chooseAction(view: CaesarView, level: number, seed: string | number): CaesarAction {
  if (level === MASTER_LEVEL) return masterAction(view, `ai${level}:${seed}:${view.version}`);
  const cfg = LEVELS[level];
  if (!cfg) throw new Error(`unknown AI level ${level} (1..${MAX_LEVEL})`);
  return searchAction(view, cfg, `ai${level}:${seed}:${view.version}`);
}
