/**
 * Plays one complete game between automated players. Seats without a player
 * (e.g. Crassus, who moves inside the engine) must never become active.
 */
import type { BaseState, GameModule, GameRecord, GameResult, RecordedAction } from '../core/game';
import type { Player } from './player';

export interface MatchOutcome<S> {
  state: S;
  result: GameResult;
  record: GameRecord;
  /**
   * Milliseconds each seat spent choosing (wall clock, and process CPU time,
   * which a busy machine does not inflate), and how many choices it made.
   */
  thinking: { ms: number; moves: number; maxMs: number; maxCpuMs: number }[];
}

export function playMatch<S extends BaseState>(
  module: GameModule<S, any, any, any, any>,
  options: unknown,
  seed: string,
  players: (Player<S> | null)[],
  maxActions = 10_000,
): MatchOutcome<S> {
  const parsed = module.parseOptions(options);
  let state = module.setup(parsed, seed);
  const actions: RecordedAction[] = [];
  const thinking = players.map(() => ({ ms: 0, moves: 0, maxMs: 0, maxCpuMs: 0 }));
  for (;;) {
    const result = module.result(state);
    if (result) {
      return { state, result, thinking, record: { game: module.id, options: parsed, seed, actions, result } };
    }
    if (actions.length >= maxActions) throw new Error(`game ${seed} did not end after ${maxActions} actions`);
    const active = module.activePlayers(state);
    if (active.length === 0) throw new Error(`game ${seed}: no active player but no result`);
    // Seats with an interrupt window open are asked first, once each for this position; the first
    // interrupt taken makes a new position. A seat answering null lets the game go on.
    let seat = active[0];
    let action: unknown = undefined;
    for (const other of active.slice(1)) {
      const p = players[other];
      if (!p?.interrupt) continue;
      const chosen = timed(thinking[other], () => p.interrupt!(state, other));
      if (chosen !== null && chosen !== undefined) {
        seat = other;
        action = chosen;
        break;
      }
    }
    const player = players[seat];
    if (!player) throw new Error(`game ${seed}: seat ${seat} has no player but must act`);
    if (action === undefined) action = timed(thinking[seat], () => player.choose(state, seat));
    const out = module.apply(state, seat, action);
    if (!out.ok) {
      throw new Error(`game ${seed}: ${player.name} (seat ${seat}) chose an illegal action ${JSON.stringify(action)}: ${out.error.message}`);
    }
    actions.push({ player: seat, action });
    state = out.state;
  }
}

/** Runs one choice and adds its time to the seat's figures. */
function timed<T>(th: MatchOutcome<unknown>['thinking'][number], choose: () => T): T {
  const t0 = performance.now();
  const cpu0 = process.cpuUsage();
  const out = choose();
  const cpu = process.cpuUsage(cpu0);
  const dt = performance.now() - t0;
  th.ms += dt;
  th.moves++;
  th.maxMs = Math.max(th.maxMs, dt);
  th.maxCpuMs = Math.max(th.maxCpuMs, (cpu.user + cpu.system) / 1000);
  return out;
}
