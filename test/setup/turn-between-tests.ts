/**
 * A turn of the event loop before every test (a vitest setup file, always loaded).
 *
 * Why: vitest 3 runs a file's tests back to back with only microtasks between them, so a file of synchronous
 * tests is one long stretch in which the worker reads no message. Its `onTaskUpdate` calls wait for replies
 * that sit unread, and 60 s after the first one (a limit in vitest's RPC layer that no option changes) the
 * run fails with "[vitest-worker]: Timeout calling onTaskUpdate", every test green. On a machine with a load
 * average of 20 a file of a dozen one-second tests gets there. With a turn before each test, the longest
 * stretch is one test's own synchronous work (test/setup/loop-block.ts finds those), not the whole file's.
 *
 * The turn is a macrotask (setImmediate): the poll phase before it reads the replies waiting on the IPC
 * channel. It costs microseconds a test, and what a test computes is unchanged.
 */
import { beforeEach } from 'vitest';

// Captured when the file is set up, before any test code runs, so that fake timers cannot stop the turn.
const realSetImmediate = globalThis.setImmediate;

beforeEach(() => new Promise<void>((resolve) => realSetImmediate(() => resolve())));
