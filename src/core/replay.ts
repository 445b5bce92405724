import type { BaseState, GameModule, GameRecord, RuleError } from './game';

export type ReplayOutcome<S> =
  | { ok: true; state: S }
  | { ok: false; index: number; action: unknown; error: RuleError; state: S };

/** Rebuilds a game from its record; stops at the first illegal action. */
export function replay<S extends BaseState>(
  module: GameModule<S, any, any, any, any>,
  record: GameRecord,
): ReplayOutcome<S> {
  let state = module.setup(module.parseOptions(record.options), record.seed);
  for (let i = 0; i < record.actions.length; i++) {
    const { player, action } = record.actions[i];
    let parsed: unknown;
    try {
      parsed = module.parseAction(action);
    } catch (e) {
      return {
        ok: false,
        index: i,
        action,
        state,
        error: { code: 'core.error.badAction', message: `malformed action: ${(e as Error).message}` },
      };
    }
    const out = module.apply(state, player, parsed);
    if (!out.ok) return { ok: false, index: i, action, error: out.error, state };
    state = out.state;
  }
  return { ok: true, state };
}
