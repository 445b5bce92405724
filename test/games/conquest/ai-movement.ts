import { conquest } from '../../../src/games/conquest';
import { chooseAction, type LevelConfig } from '../../../src/games/conquest/ai';
import type { ConquestAction, ConquestState } from '../../../src/games/conquest/types';

/**
 * The hard AI's actions for the active seat until it ends its movement (at most `limit`), with the level's
 * settings overridden by `tuning` where a test compares a variant; every action must be legal.
 */
export function aiMovement(s: ConquestState, opts: { tuning?: Partial<LevelConfig>; limit?: number } = {}): { actions: ConquestAction[]; state: ConquestState } {
  const seat = s.active;
  const actions: ConquestAction[] = [];
  for (let i = 0; i < (opts.limit ?? 30) && s.phase === 'movement'; i++) {
    const a = chooseAction(conquest.view(s, seat), seat, undefined, 'hard', opts.tuning);
    const r = conquest.apply(s, seat, a);
    if (!r.ok) throw new Error(`illegal ${JSON.stringify(a)}: ${r.error.message}`);
    actions.push(a);
    s = r.state;
  }
  return { actions, state: s };
}
