/**
 * Latest-only work per key: the board posts of one game. While a game's
 * board is being drawn and posted, later boards of that game wait; when
 * several wait, only the newest is drawn and posted, the others resolve as
 * SUPERSEDED without doing anything. A board is never posted after a newer
 * one of the same game: tasks of a key run one at a time, in order, and a
 * task whose version is not above the last one done is skipped.
 */

import { AsyncResource } from 'node:async_hooks';

export const SUPERSEDED: unique symbol = Symbol('superseded');
export type Superseded = typeof SUPERSEDED;

interface Waiting {
  version: number;
  task: () => Promise<unknown>;
  resolve: (v: unknown) => void;
  reject: (e: unknown) => void;
}

interface KeyState {
  running: boolean;
  waiting: Waiting | null;
  /** Version of the last task started (newer tasks only). */
  done: number;
  /** Submission counter, the version when the caller gives none. */
  seq: number;
  /** Callers give versions: remember the last one done after the key goes idle. */
  explicit: boolean;
}

/** Idle keys with a remembered version kept at most (the oldest are forgotten first). */
const REMEMBERED = 10_000;

export class LatestOnly {
  private readonly keys = new Map<string, KeyState>();

  /**
   * Runs `task` for `key` unless a newer one (higher `version`; by default,
   * submitted later) replaces it before it starts.
   */
  run<T>(key: string, task: () => Promise<T>, version?: number): Promise<T | Superseded> {
    let k = this.keys.get(key);
    if (!k) {
      k = { running: false, waiting: null, done: -Infinity, seq: 0, explicit: false };
      this.keys.set(key, k);
    }
    if (version !== undefined) k.explicit = true;
    const v = version ?? ++k.seq;
    if (version !== undefined) k.seq = Math.max(k.seq, version);
    if (v <= k.done || (k.waiting && v <= k.waiting.version)) return Promise.resolve(SUPERSEDED);
    return new Promise<T | Superseded>((resolve, reject) => {
      const replaced = k.waiting;
      // The task runs in its submitter's async context (its trace, ../board-trace.ts), not in that of the
      // caller whose task happened to be running when it was queued.
      k.waiting = { version: v, task: AsyncResource.bind(task), resolve: resolve as (v: unknown) => void, reject };
      replaced?.resolve(SUPERSEDED);
      if (!k.running) void this.next(key, k);
    });
  }

  /** Keys with a task running or waiting (diagnostics). */
  pending(): number {
    let n = 0;
    for (const k of this.keys.values()) if (k.running || k.waiting) n++;
    return n;
  }

  private async next(key: string, k: KeyState): Promise<void> {
    while (k.waiting) {
      const w = k.waiting;
      k.waiting = null;
      k.running = true;
      k.done = w.version;
      try {
        w.resolve(await w.task());
      } catch (e) {
        w.reject(e);
      }
    }
    k.running = false;
    if (this.keys.get(key) !== k || k.waiting) return;
    // Submission order needs no memory once idle; explicit versions are remembered (bounded).
    this.keys.delete(key);
    if (!k.explicit) return;
    this.keys.set(key, k);
    if (this.keys.size > REMEMBERED) {
      for (const [other, state] of this.keys) {
        if (this.keys.size <= REMEMBERED) break;
        if (!state.running && !state.waiting) this.keys.delete(other);
      }
    }
  }
}
