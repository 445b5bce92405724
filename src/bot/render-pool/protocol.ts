/** Messages between the render pool (main thread) and its workers. */
import type { PngOptions } from '../../render/png';

export type ToWorker =
  | { type: 'job'; id: number; entry: string; picture: string; args: unknown[]; png: PngOptions }
  | { type: 'warm'; entries: string[] };

export type FromWorker =
  | { type: 'ready' }
  | { type: 'done'; id: number; png: Uint8Array; drawMs: number; encodeMs: number }
  | { type: 'failed'; id: number; error: string };
