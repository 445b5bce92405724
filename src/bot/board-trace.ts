/**
 * Where the time between a click and its new board goes: an optional trace of
 * one interaction's stages (acknowledged, saved, reply edited, picture queued,
 * drawn, encoded, board sent, the HTTP request under way), for the load bench
 * (bench/bot-child.ts) to break the board latency down. Off unless a sink is
 * set: then `traced` runs nothing extra and `mark`/`add` find no trace and
 * return at once.
 *
 * Marks are wall-clock milliseconds (performance.timeOrigin + now, the same
 * clock in every process of the machine), so the bench can line them up with
 * its own click and the local Discord's receipt of the board.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { performance } from 'node:perf_hooks';

export interface BoardTrace {
  /** The interaction's id. */
  id: string;
  /** Stage name → wall-clock ms when it was first (or, for `markLast`, last) reached. */
  marks: Record<string, number>;
  /** Durations added up over the interaction (a worker's draw and encode, rate-limit waits). */
  sums: Record<string, number>;
}

export type BoardTraceSink = (trace: BoardTrace & { channelId: string; messageId: string }) => void;

const store = new AsyncLocalStorage<BoardTrace>();
let sink: BoardTraceSink | null = null;

/** Starts tracing the boards of interactions handled from now on (null stops). */
export function traceBoards(to: BoardTraceSink | null): void {
  sink = to;
}

export const wallNow = (): number => performance.timeOrigin + performance.now();

/** Runs `fn` under a trace of its own when tracing is on. */
export function traced<T>(id: string, fn: () => T): T {
  if (!sink) return fn();
  return store.run({ id, marks: { received: wallNow() }, sums: {} }, fn);
}

/** The trace of the code running now, if any (a queue keeps it with a job it runs later). */
export function currentTrace(): BoardTrace | undefined {
  return sink ? store.getStore() : undefined;
}

/** Records the first time `stage` is reached. */
export function mark(stage: string, trace: BoardTrace | undefined = currentTrace()): void {
  if (trace && trace.marks[stage] === undefined) trace.marks[stage] = wallNow();
}

/** Records the last time `stage` is reached. */
export function markLast(stage: string, trace: BoardTrace | undefined = currentTrace()): void {
  if (trace) trace.marks[stage] = wallNow();
}

/** Adds `ms` to the duration `what`. */
export function add(what: string, ms: number, trace: BoardTrace | undefined = currentTrace()): void {
  if (trace) trace.sums[what] = (trace.sums[what] ?? 0) + ms;
}

/** A board message was created: hands the trace so far to the sink. */
export function boardPosted(channelId: string, messageId: string): void {
  const trace = currentTrace();
  if (trace && sink) sink({ ...trace, marks: { ...trace.marks }, sums: { ...trace.sums }, channelId, messageId });
}
